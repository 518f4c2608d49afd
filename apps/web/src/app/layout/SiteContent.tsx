import { lazy, Suspense } from 'react';
import { QuietBoundary } from '../../components/PageErrorBoundary';
import type { ContentPage } from '../../features/content/api/page-content';
import { useSession } from '../../lib/session';
import type { NavTarget, RouteHandle } from '../../lib/site-pages';

// Site content is for signed-in readers only, so a visitor's first page loads none of it.
const SiteMessageBar = lazy(() => import('../../features/content/site/SiteMessageBar'));
const PageModules = lazy(() =>
  import('../../features/content/site/SiteModules').then((m) => ({ default: m.PageModules })),
);

/**
 * The page whose content (page-banners/{page}) the layout shows: the route's left-navigation
 * target; none yet for a route whose page names its own once loaded (a builder step announces
 * ebook-interior, print-cover, …); else the nearest page, `projects` (one request, shared with the
 * projects pages, where GET broadcast_messages and marketing_messages would be two).
 */
export const NEAREST_CONTENT_PAGE: ContentPage = 'projects';

export function contentPageOf(handles: readonly (RouteHandle | undefined)[]): ContentPage | null {
  const target = [...handles].reverse().find((h) => h?.navTarget)?.navTarget;
  if (target) return target;
  return handles.some((h) => h?.contentPageFromPage) ? null : NEAREST_CONTENT_PAGE;
}

/** The message bar at the top of a signed-in page. */
export function SiteMessagesSlot({ page }: { page: ContentPage | null }) {
  const { data: user } = useSession();
  if (!user) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <SiteMessageBar page={page} />
      </Suspense>
    </QuietBoundary>
  );
}

/** The projects pages' left-navigation modules (LEFT_NAV_PROJECT), under the navigation's links. */
export function LeftNavModulesSlot({ target }: { target: NavTarget | undefined }) {
  const { data: user } = useSession();
  if (!user || target !== 'projects') return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <PageModules page={target} moduleType="LEFT_NAV_PROJECT" />
      </Suspense>
    </QuietBoundary>
  );
}
