import { lazy } from 'react';
import type { RouteObject } from 'react-router';

// The back office's pages (features/admin and the admin screens of other features, composed in
// src/app), each its own chunk. The server refuses everyone else too.
const UserSearchPage = lazy(() => import('../features/admin/routes/UserSearchPage'));
// The admin user page with the orders feature's list in its Orders tab (composed in src/app).
const UserDetailsPage = lazy(() => import('./admin-user-route'));
const AdminOrderPage = lazy(() => import('./admin-order-route'));
const AuditLogPage = lazy(() => import('../features/admin/routes/AuditLogPage'));
const VendorReviewPage = lazy(() => import('../features/vendors/routes/VendorReviewPage'));
// The promotions feature's definitions in the admin pages' frame (src/app composes the two).
const AdminPromotionsPage = lazy(() => import('./admin-promotion-definitions-route'));
const AdminPromotionEditPage = lazy(() =>
  import('./admin-promotion-definitions-route').then((m) => ({ default: m.AdminPromotionEditRoute })),
);
const AdminPromoRequestsPage = lazy(() => import('./admin-promotion-requests-route'));
// The promotions feature's publishers and trade publishers' nominations, in the admin frame.
const AdminPublishersPage = lazy(() => import('./admin-promotion-trade-route'));
const AdminTradePromosPage = lazy(() =>
  import('./admin-promotion-trade-route').then((m) => ({ default: m.AdminTradePromosRoute })),
);
// The coupons feature's mismatch view and the retail feature's API keys, in the admin frame.
const AdminCouponMismatchPage = lazy(() => import('./admin-coupon-mismatch-route'));
const AdminRetailerKeysPage = lazy(() => import('./admin-retailer-keys-route'));
// The analytics feature's dashboards for the platform or one author, in the admin frame.
const AdminAnalyticsPage = lazy(() => import('./admin-analytics-route'));
// The content feature's broadcast messages and static pages, in the admin frame.
const AdminMessagesPage = lazy(() => import('./admin-content-messages-route'));
const AdminMessageEditPage = lazy(() =>
  import('./admin-content-messages-route').then((m) => ({ default: m.AdminMessageEditRoute })),
);
const AdminStaticPagesPage = lazy(() => import('./admin-content-pages-route'));
const AdminStaticPageEditPage = lazy(() =>
  import('./admin-content-pages-route').then((m) => ({ default: m.AdminStaticPageEditRoute })),
);
// The content feature's site modules and ad banners, in the admin frame.
const AdminSiteModulesPage = lazy(() => import('./admin-content-modules-route'));
const AdminSiteModuleEditPage = lazy(() =>
  import('./admin-content-modules-route').then((m) => ({ default: m.AdminSiteModuleEditRoute })),
);
const AdminModuleDisplayPage = lazy(() =>
  import('./admin-content-modules-route').then((m) => ({ default: m.AdminModuleDisplayRoute })),
);
const AdminAdBannersPage = lazy(() => import('./admin-content-banners-route'));
const AdminAdBannerEditPage = lazy(() =>
  import('./admin-content-banners-route').then((m) => ({ default: m.AdminAdBannerEditRoute })),
);

/**
 * The administrators' routes under /admin, patched into the router at the first /admin address
 * (createRouter's patchRoutesOnNavigation): an author's or a visitor's first page loads none of it.
 */
export const adminRoutes: RouteObject[] = [
  { path: 'users', element: <UserSearchPage /> },
  { path: 'users/:customerId', element: <UserDetailsPage /> },
  { path: 'users/:customerId/orders/:orderNumber', element: <AdminOrderPage /> },
  { path: 'audit-log', element: <AuditLogPage /> },
  { path: 'vendors', element: <VendorReviewPage /> },
  { path: 'promotions', element: <AdminPromotionsPage /> },
  { path: 'promotions/new', element: <AdminPromotionEditPage /> },
  { path: 'promotions/:definitionId/edit', element: <AdminPromotionEditPage /> },
  { path: 'promotions/requests', element: <AdminPromoRequestsPage /> },
  { path: 'promotions/publishers', element: <AdminPublishersPage /> },
  { path: 'promotions/trade', element: <AdminTradePromosPage /> },
  { path: 'coupons/mismatch', element: <AdminCouponMismatchPage /> },
  { path: 'retailer-keys', element: <AdminRetailerKeysPage /> },
  { path: 'analytics', element: <AdminAnalyticsPage /> },
  { path: 'broadcast-messages', element: <AdminMessagesPage /> },
  { path: 'broadcast-messages/new', element: <AdminMessageEditPage /> },
  { path: 'broadcast-messages/:messageId/edit', element: <AdminMessageEditPage /> },
  { path: 'static-pages', element: <AdminStaticPagesPage /> },
  { path: 'static-pages/edit', element: <AdminStaticPageEditPage /> },
  { path: 'site-modules', element: <AdminSiteModulesPage /> },
  { path: 'site-modules/new', element: <AdminSiteModuleEditPage /> },
  { path: 'site-modules/display', element: <AdminModuleDisplayPage /> },
  { path: 'site-modules/:moduleId/edit', element: <AdminSiteModuleEditPage /> },
  { path: 'ad-banners', element: <AdminAdBannersPage /> },
  { path: 'ad-banners/new', element: <AdminAdBannerEditPage /> },
  { path: 'ad-banners/:bannerId/edit', element: <AdminAdBannerEditPage /> },
];
