import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { ContentPage } from '../api/page-content';

/**
 * Which page's content (page-banners/{page}) the site shows now. The layout knows most pages by
 * their route (its left-navigation target); a page that learns its own only once it has loaded
 * (a builder step: ebook-interior, print-cover, …) announces it, and the message bar reads the
 * same page's answer, so the page asks the server once for its modules, banners and messages.
 */
interface ContentPageState {
  announced: ContentPage | null;
  announce: (page: ContentPage | null) => void;
}

const ContentPageContext = createContext<ContentPageState>({ announced: null, announce: () => undefined });

export function ContentPageProvider({ children }: { children: ReactNode }) {
  const [announced, announce] = useState<ContentPage | null>(null);
  return (
    <ContentPageContext.Provider value={{ announced, announce }}>{children}</ContentPageContext.Provider>
  );
}

/** The page a page announced, or null. */
export function useAnnouncedContentPage(): ContentPage | null {
  return useContext(ContentPageContext).announced;
}

/** Tell the layout which page's content this page shows, while it is shown. */
export function useAnnounceContentPage(page: ContentPage) {
  const { announce } = useContext(ContentPageContext);
  useEffect(() => {
    announce(page);
    return () => announce(null);
  }, [announce, page]);
}

/** `useAnnounceContentPage` as an element, for a page composed elsewhere (the builder's steps). */
export function AnnounceContentPage({ page }: { page: ContentPage }) {
  useAnnounceContentPage(page);
  return null;
}
