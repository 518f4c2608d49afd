/**
 * The back office's paths under /admin. The app's router lists them (nested under `admin`, each
 * ranks ahead of the wizard's `:projectId/:section/:child?`); their pages load with
 * app/admin-routes.tsx at the first /admin address.
 */
export const ADMIN_PATHS = [
  'users',
  'users/:customerId',
  'users/:customerId/orders/:orderNumber',
  'audit-log',
  'vendors',
  'promotions',
  'promotions/new',
  'promotions/:definitionId/edit',
  'promotions/requests',
  'promotions/publishers',
  'promotions/trade',
  'coupons/mismatch',
  'retailer-keys',
  'analytics',
  'broadcast-messages',
  'broadcast-messages/new',
  'broadcast-messages/:messageId/edit',
  'static-pages',
  'static-pages/edit',
  'site-modules',
  'site-modules/new',
  'site-modules/display',
  'site-modules/:moduleId/edit',
  'ad-banners',
  'ad-banners/new',
  'ad-banners/:bannerId/edit',
] as const;
export type AdminPath = (typeof ADMIN_PATHS)[number];
