import { createContext, type ReactNode, useContext } from 'react';

/** What a PDF cover renderer is given: the served file, the width to draw it at, its name. */
export interface PdfCoverProps {
  url: string;
  /** CSS width in pixels the first page is drawn at (the card crops it to the cover's box). */
  width: number;
  label: string;
  onError: () => void;
}

/**
 * Draws the first page of a PDF cover for a dashboard card. The app provides it (src/app, with the
 * files feature's PDF renderer), so this feature imports no other; without one, a PDF cover keeps
 * the placeholder.
 */
export type PdfCoverRenderer = (props: PdfCoverProps) => ReactNode;

const PdfCoverContext = createContext<PdfCoverRenderer | null>(null);

export const PdfCoverProvider = PdfCoverContext.Provider;

export function usePdfCover(): PdfCoverRenderer | null {
  return useContext(PdfCoverContext);
}
