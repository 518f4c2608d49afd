import { type ComponentType, lazy } from 'react';
import type { AdminPath } from './admin-paths';

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

/** The back office's page for each of its paths. */
const ADMIN_PAGES: Record<AdminPath, ComponentType> = {
  users: UserSearchPage,
  'users/:customerId': UserDetailsPage,
  'users/:customerId/orders/:orderNumber': AdminOrderPage,
  'audit-log': AuditLogPage,
  vendors: VendorReviewPage,
  promotions: AdminPromotionsPage,
  'promotions/new': AdminPromotionEditPage,
  'promotions/:definitionId/edit': AdminPromotionEditPage,
  'promotions/requests': AdminPromoRequestsPage,
  'promotions/publishers': AdminPublishersPage,
  'promotions/trade': AdminTradePromosPage,
  'coupons/mismatch': AdminCouponMismatchPage,
  'retailer-keys': AdminRetailerKeysPage,
  analytics: AdminAnalyticsPage,
  'broadcast-messages': AdminMessagesPage,
  'broadcast-messages/new': AdminMessageEditPage,
  'broadcast-messages/:messageId/edit': AdminMessageEditPage,
  'static-pages': AdminStaticPagesPage,
  'static-pages/edit': AdminStaticPageEditPage,
  'site-modules': AdminSiteModulesPage,
  'site-modules/new': AdminSiteModuleEditPage,
  'site-modules/display': AdminModuleDisplayPage,
  'site-modules/:moduleId/edit': AdminSiteModuleEditPage,
  'ad-banners': AdminAdBannersPage,
  'ad-banners/new': AdminAdBannerEditPage,
  'ad-banners/:bannerId/edit': AdminAdBannerEditPage,
};

/**
 * The back office's page for its route under /admin (app/router.tsx lists the paths and loads this
 * module at the first /admin address): an author's or a visitor's first page loads none of it.
 */
export default function AdminPage({ path }: { path: AdminPath }) {
  const Page = ADMIN_PAGES[path];
  return <Page />;
}
