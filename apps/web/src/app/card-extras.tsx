import type { ProjectListItem } from '@quire/domain';
import { lazy, type ReactNode, Suspense } from 'react';
import { type ProjectCardExtras, ProjectCardExtrasProvider } from '../features/projects/lib/card-extras';
import { PdfCoverProvider, type PdfCoverRenderer } from '../features/projects/lib/pdf-cover';

// Loaded with the first card that needs it, so the dashboard's own chunk stays as it was.
const PriceChangeCardExtra = lazy(
  () => import('../features/scheduled-prices/components/PriceChangeCardExtra'),
);

// A PDF cover's first page, drawn by the files feature's pdf.js renderer (its own lazy chunks).
const PdfCanvas = lazy(() =>
  import('../features/files/preview/PdfCanvas').then((m) => ({ default: m.PdfCanvas })),
);

/** The dashboard cards' PDF covers: the files feature draws them. */
const pdfCover: PdfCoverRenderer = (props) => (
  <Suspense fallback={null}>
    <PdfCanvas {...props} />
  </Suspense>
);

/** What the other features add to a dashboard card: the scheduled-prices badge and link. */
const extras: ProjectCardExtras = (project: ProjectListItem) => (
  <Suspense fallback={null}>
    <PriceChangeCardExtra project={project} />
  </Suspense>
);

/** The projects dashboard's cards with the other features' extras (composed here: features do not import each other). */
export function WithCardExtras({ children }: { children: ReactNode }) {
  return (
    <ProjectCardExtrasProvider value={extras}>
      <PdfCoverProvider value={pdfCover}>{children}</PdfCoverProvider>
    </ProjectCardExtrasProvider>
  );
}
