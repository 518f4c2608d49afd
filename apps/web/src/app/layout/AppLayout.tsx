import { useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Loading } from '../../components/Loading';
import { PageErrorBoundary } from '../../components/PageErrorBoundary';
import { ContentPageProvider } from '../../features/content/site/content-page';
import { t } from '../../i18n';
import { ActingBanner } from './ActingBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import { LeftNav } from './LeftNav';
import { useRouteHandles } from './route-handles';
import { ScrollRestoration } from './ScrollRestoration';
import { SessionTimeout } from './SessionTimeout';
import { contentPageOf, LeftNavModulesSlot, SiteMessagesSlot } from './SiteContent';

/** A window 768 px wide or less is mobile mode (spec 3 §9). */
export const MOBILE_BREAKPOINT_PX = 768;
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;
const NAV_ID = 'site-navigation';
const MAIN_ID = 'main-content';

/** Skip link, header, left navigation, the page, footer; mobile or desktop mode. */
export function AppLayout() {
  const mobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const handles = useRouteHandles();
  const target = [...handles].reverse().find((h) => h?.navTarget);
  const contentPage = contentPageOf(handles);
  const mainRef = useRef<HTMLElement>(null);
  const lastPath = useRef(location.pathname);

  // A new page: close the mobile menu and move focus to the content for screen-reader users.
  useEffect(() => {
    if (lastPath.current === location.pathname) return;
    lastPath.current = location.pathname;
    setMenuOpen(false);
    mainRef.current?.focus({ preventScroll: true });
  }, [location.pathname]);

  useEffect(() => {
    if (!mobile) setMenuOpen(false);
  }, [mobile]);

  return (
    <ContentPageProvider>
      <div className="app-shell" data-mobile={mobile}>
        <a className="skip-link" href={`#${MAIN_ID}`}>
          {t('app.skipToContent')}
        </a>
        <Header
          mobile={mobile}
          menuOpen={menuOpen}
          onToggleMenu={() => setMenuOpen((o) => !o)}
          navId={NAV_ID}
        />
        <div className="app-body">
          <LeftNav id={NAV_ID} open={!mobile || menuOpen} target={target?.navTarget}>
            <LeftNavModulesSlot target={target?.navTarget} />
          </LeftNav>
          <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className="app-main">
            <SiteMessagesSlot page={contentPage} />
            <ActingBanner />
            <PageErrorBoundary>
              <Suspense fallback={<Loading />}>
                <Outlet />
              </Suspense>
            </PageErrorBoundary>
          </main>
        </div>
        <Footer />
        <SessionTimeout />
        <ScrollRestoration />
      </div>
    </ContentPageProvider>
  );
}
