import { lazy, useMemo } from 'react';
import { matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { MARKETING_SLUGS, type RouteHandle } from '../lib/site-pages';
import { ADMIN_PATHS } from './admin-paths';
import { AppLayout } from './layout/AppLayout';
import { RouteHandles } from './layout/route-handles';

// Each page is its own chunk, so the first page loads only what it needs.
const HomePage = lazy(() => import('./home-route'));
const BuildABookPage = lazy(() => import('../features/home/routes/BuildABookPage'));
const ProjectsPage = lazy(() => import('./projects-route'));
const ScheduledPricesPage = lazy(() => import('../features/scheduled-prices/routes/ScheduledPricesPage'));
const NominationPage = lazy(() => import('../features/promotions/routes/NominationPage'));
const SignInPage = lazy(() => import('../features/authentication/routes/SignInPage'));
const CreateAccountPage = lazy(() => import('../features/authentication/routes/CreateAccountPage'));
const ContributorPage = lazy(() => import('../features/authentication/routes/ContributorPage'));
const ForgotPasswordPage = lazy(() => import('../features/authentication/routes/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/authentication/routes/ResetPasswordPage'));
const MailboxPage = lazy(() => import('../features/mail/routes/MailboxPage'));
// The footer's static pages, published from the back office (features/content).
const StaticPageView = lazy(() => import('../features/content/public/StaticPageView'));
const SampleReaderPage = lazy(() => import('../features/files/public/SampleReaderPage'));
const NotFoundPage = lazy(() => import('../components/NotFoundPage'));
const ChooseBookTypePage = lazy(() => import('../features/builder/routes/ChooseBookTypePage'));
const CreateBookTitlePage = lazy(() => import('../features/builder/routes/CreateBookTitlePage'));
const ProjectWizard = lazy(() => import('./wizard-steps'));
const CoverTemplatePage = lazy(() => import('../features/cover-template/CoverTemplatePage'));
const ProfilePage = lazy(() => import('../features/my-account/routes/ProfilePage'));
const SessionsPage = lazy(() => import('../features/my-account/routes/SessionsPage'));
const TwoStepPage = lazy(() => import('../features/my-account/routes/TwoStepPage'));
const PasskeysPage = lazy(() => import('../features/my-account/routes/PasskeysPage'));
const AddressBookPage = lazy(() => import('../features/my-account/routes/AddressBookPage'));
const PreferencesPage = lazy(() => import('../features/my-account/routes/PreferencesPage'));
const ConfirmEmailPage = lazy(() => import('../features/my-account/routes/ConfirmEmailPage'));
const ContributorsRoute = lazy(() => import('./contributors-route'));
// The author pages with the wizard's rich-text editor for the biography (composed in src/app).
const AuthorPagesRoute = lazy(() => import('./author-pages-route'));
const AccessibilityRoute = lazy(() => import('./accessibility-route'));
const OrderHistoryPage = lazy(() => import('../features/orders/routes/OrderHistoryPage'));
const OrderDetailsPage = lazy(() => import('../features/orders/routes/OrderDetailsPage'));
// The account pages' frame around the vendor form (two features composed in src/app).
const VendorPage = lazy(() => import('./vendor-route'));
// The cart and checkout with the account feature's verification dialog (src/app composes the two).
const CartPage = lazy(() => import('./cart-route'));
const CheckoutPage = lazy(() => import('./checkout-route'));
// The promotions feature's request lists: the publisher's, the administrators' (in the admin frame), the ISBN look-up.
const PromoSummaryPage = lazy(() => import('../features/promotions/routes/PromoSummaryPage'));
const IsbnLookupPage = lazy(() => import('../features/promotions/routes/IsbnLookupPage'));
const HtmlGuidePage = lazy(() => import('../features/promotions/routes/HtmlGuidePage'));
// The author's eBook coupons (features/coupons): the coupon form and the coupon summary.
const CreateCouponPage = lazy(() => import('../features/coupons/routes/CreateCouponPage'));
const CouponSummaryPage = lazy(() => import('../features/coupons/routes/CouponSummaryPage'));
// The author's sales and reading dashboards and royalty statements (features/analytics), charts
// included: its four pages from one module, so the entry lists their chunks once.
const analyticsPages = () => import('../features/analytics/routes/pages');
const AnalyticsSalesPage = lazy(() => analyticsPages().then((m) => ({ default: m.SalesPage })));
const AnalyticsReadingPage = lazy(() => analyticsPages().then((m) => ({ default: m.ReadingPage })));
const AnalyticsVisitorsPage = lazy(() => analyticsPages().then((m) => ({ default: m.VisitorsPage })));
const AnalyticsStatementsPage = lazy(() => analyticsPages().then((m) => ({ default: m.StatementsPage })));

// The administrators' back office: its pages load at the first /admin address.
const AdminPage = lazy(() => import('./admin-routes'));

const projects: RouteHandle = { navTarget: 'projects' };
const builderStep: RouteHandle = { contentPageFromPage: true };

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    children: [
      { index: true, element: <HomePage />, handle: projects },
      { path: 'build-a-book', element: <BuildABookPage />, handle: projects },
      { path: 'projects', element: <ProjectsPage />, handle: projects },
      // An eBook's scheduled prices (features/scheduled-prices), reached from its dashboard card.
      { path: 'projects/:projectId/scheduled-prices', element: <ScheduledPricesPage />, handle: projects },
      // Nominating an eBook for a merchandising promotion (features/promotions), ?id= to change one.
      { path: 'projects/coupon/bn-promo', element: <NominationPage />, handle: projects },
      { path: 'sign-in', element: <SignInPage /> },
      { path: 'create-account', element: <CreateAccountPage /> },
      { path: 'contributor', element: <ContributorPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'forgot-password/reset', element: <ResetPasswordPage /> },
      // The demo mailbox (demo mode only; the page says so otherwise).
      { path: 'mailbox', element: <MailboxPage /> },
      { path: 'build-a-book/choose-book-type', element: <ChooseBookTypePage />, handle: projects },
      { path: 'build-a-book/create-book-title', element: <CreateBookTitlePage />, handle: projects },
      { path: 'book-cover-template-generator', element: <CoverTemplatePage />, handle: projects },
      // The account holder's pages (features/account).
      { path: 'account', element: <Navigate to="/account/profile" replace /> },
      { path: 'account/profile', element: <ProfilePage /> },
      { path: 'account/sessions', element: <SessionsPage /> },
      { path: 'account/two-step', element: <TwoStepPage /> },
      { path: 'account/passkeys', element: <PasskeysPage /> },
      { path: 'account/addresses', element: <AddressBookPage /> },
      { path: 'account/preferences', element: <PreferencesPage /> },
      { path: 'account/confirm-email', element: <ConfirmEmailPage /> },
      { path: 'account/contributors', element: <ContributorsRoute /> },
      { path: 'account/author-pages', element: <AuthorPagesRoute /> },
      { path: 'account/accessibility', element: <AccessibilityRoute /> },
      { path: 'account/vendor', element: <VendorPage /> },
      // The cart and checkout (features/cart).
      { path: 'cart', element: <CartPage /> },
      { path: 'checkout', element: <CheckoutPage /> },
      // The signed-in author's orders (features/orders).
      { path: 'order-history', element: <OrderHistoryPage /> },
      { path: 'order-history/:orderNumber', element: <OrderDetailsPage /> },
      // The administrators' back office (app/admin-paths.ts, app/admin-routes.tsx).
      {
        path: 'admin',
        children: [
          { index: true, element: <Navigate to="/admin/users" replace /> },
          ...ADMIN_PATHS.map((path) => ({ path, element: <AdminPage path={path} /> })),
        ],
      },
      { path: 'projects/coupon/bn-promo-summary', element: <PromoSummaryPage />, handle: projects },
      { path: 'projects/coupon', element: <CreateCouponPage />, handle: projects },
      { path: 'projects/coupon/coupon-summary', element: <CouponSummaryPage />, handle: projects },
      { path: 'analytics', element: <AnalyticsSalesPage /> },
      { path: 'analytics/reading', element: <AnalyticsReadingPage /> },
      { path: 'analytics/visitors', element: <AnalyticsVisitorsPage /> },
      { path: 'analytics/statements', element: <AnalyticsStatementsPage /> },
      { path: 'utilities/isbn-lookup', element: <IsbnLookupPage /> },
      { path: 'html-guide', element: <HtmlGuidePage /> },
      // A product page's "Read a sample" (features/files): anyone, signed in or not.
      { path: 'books/:id/:slug/sample', element: <SampleReaderPage /> },
      ...MARKETING_SLUGS.map((slug) => ({ path: slug, element: <StaticPageView key={slug} slug={slug} /> })),
      // The wizard of a project (spec 1 §2); unknown sections answer the 404 page.
      // A builder step names its site-content page (ebook-interior, …) once its project has loaded.
      { path: ':projectId/:section/:child?', element: <ProjectWizard />, handle: builderStep },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The app's pages for the address (the component router: `<BrowserRouter>` in main.tsx, a
 * `<MemoryRouter>` in tests), with the matched routes' handles for the layout.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const handles = useMemo(
    () => (matchRoutes(routes, pathname) ?? []).map((m) => m.route.handle as RouteHandle | undefined),
    [pathname],
  );
  const page = useRoutes(routes);
  return <RouteHandles value={handles}>{page}</RouteHandles>;
}
