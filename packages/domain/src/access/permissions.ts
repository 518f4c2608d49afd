/** Admin means holding this permission (spec 1 §6, spec 3 §6). */
export const ADMIN_PERMISSION = 'ADMIN_PERMISSION';

export const ROLES = ['AUTHOR', 'ADMIN', 'CONTRIBUTOR'] as const;
export type Role = (typeof ROLES)[number];

/** Every feature flag the spec names (spec 1 §6, spec 3 §6), kept as data. */
export const FEATURE_FLAGS = [
  'AD_PORTAL',
  'AD_PORTAL_ADMIN',
  'ADWORDS',
  'AUTHOR_PAGES',
  'BAB_CUSTOM_SAMPLE',
  'CORRECTIONS',
  'EAA_ACCESS',
  'CUSTOMER',
  'EBOOK_COUPONS',
  'MERCHANDISING',
  'PROMOTIONS',
  'READING',
  'REFERRAL_PROGRAM',
  'SALESRPRT',
  'SALESRPRT_BS',
  'SHARED_ACCESS',
  'SITE',
  'SPB_PREORDER',
  'SPB_PREORDER_COPY',
  'TMD_PRICE_CHNG',
  'PROJECTS_SERIES',
  'SALES_REPORTS',
  'PROFILE',
  'ORDER_COPIES',
  'BOOK_COVER_TEMPLATE',
  'TWO_F_A_AUTH',
  'EDIT_SPB_RETIRED',
  'FIXED_FORMAT',
  'WORLDPAY',
  'WORLDPAY_TEST',
  'RETRIEVE_USER',
  'NEW_W8-9_MANAGEMENT',
  'TOP_NAV',
  'EXPANDED_DIST',
  'UNARCHIVE',
  'EMAIL_PREF',
  'GRW_PAPER',
  'EDD',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export interface FeatureDescription {
  flag: FeatureFlag;
  description: string;
  /** On for every signed-in user unless the global model turns it off. */
  defaultOn: boolean;
}

/** What each flag gates, and whether it is on for everyone by default. */
export const FEATURE_DESCRIPTIONS: Record<FeatureFlag, Omit<FeatureDescription, 'flag'>> = {
  AD_PORTAL: { description: 'Advertising portal', defaultOn: false },
  AD_PORTAL_ADMIN: { description: 'Advertising portal administration', defaultOn: false },
  ADWORDS: { description: 'Search advertising', defaultOn: false },
  AUTHOR_PAGES: { description: 'Author pages', defaultOn: false },
  BAB_CUSTOM_SAMPLE: { description: 'Custom and selected eBook samples', defaultOn: false },
  CORRECTIONS: { description: 'Cover and interior correction requests', defaultOn: true },
  EAA_ACCESS: {
    description: 'Accessibility metadata for the European Accessibility Act (eBooks)',
    defaultOn: false,
  },
  CUSTOMER: { description: 'Customer analytics page', defaultOn: false },
  EBOOK_COUPONS: { description: 'eBook coupons', defaultOn: true },
  MERCHANDISING: { description: 'Merchandising promotion nominations', defaultOn: false },
  PROMOTIONS: { description: 'Promotions', defaultOn: true },
  READING: { description: 'Reading analytics page', defaultOn: false },
  REFERRAL_PROGRAM: { description: 'Referral program', defaultOn: false },
  SALESRPRT: { description: 'Sales report', defaultOn: true },
  SALESRPRT_BS: { description: 'Sales report by store', defaultOn: false },
  SHARED_ACCESS: { description: 'Author shared access for contributors', defaultOn: false },
  SITE: { description: 'Site analytics page', defaultOn: false },
  SPB_PREORDER: { description: 'Print pre-order', defaultOn: false },
  SPB_PREORDER_COPY: { description: 'Print pre-order copies', defaultOn: false },
  TMD_PRICE_CHNG: { description: 'Scheduled price changes', defaultOn: true },
  PROJECTS_SERIES: { description: 'Project dashboard and series', defaultOn: true },
  SALES_REPORTS: { description: 'Sales reports dashboard', defaultOn: true },
  PROFILE: { description: 'Profile', defaultOn: true },
  ORDER_COPIES: { description: 'Order copies', defaultOn: true },
  BOOK_COVER_TEMPLATE: { description: 'Book cover template generator', defaultOn: true },
  TWO_F_A_AUTH: { description: 'Two-step verification', defaultOn: true },
  EDIT_SPB_RETIRED: { description: 'Edit retired short-run print books', defaultOn: false },
  FIXED_FORMAT: { description: 'Fixed-format eBooks', defaultOn: false },
  WORLDPAY: { description: 'Card payments through the gateway', defaultOn: true },
  WORLDPAY_TEST: { description: 'Sandbox card payments', defaultOn: false },
  RETRIEVE_USER: { description: 'Retrieve user (support)', defaultOn: false },
  'NEW_W8-9_MANAGEMENT': { description: 'W-8/W-9 management', defaultOn: true },
  TOP_NAV: { description: 'Top navigation', defaultOn: true },
  EXPANDED_DIST: { description: 'Expanded distribution', defaultOn: false },
  UNARCHIVE: { description: 'Unarchive projects', defaultOn: true },
  EMAIL_PREF: { description: 'E-mail preferences', defaultOn: true },
  GRW_PAPER: { description: 'Groundwood paper', defaultOn: false },
  EDD: { description: 'Estimated delivery dates', defaultOn: true },
};

/** Contributor permissions (spec 1 §6, spec 3 §3). */
export const CONTRIBUTOR_PERMISSIONS = [
  { code: 'PROJECT_DASHBOARD', label: 'Project dashboard and manage series' },
  { code: 'ORDER_COPY', label: 'Order copy' },
  { code: 'MANAGE_PROMOTION', label: 'Manage promotion' },
  { code: 'SALES_REPORT_DASHBOARD', label: 'Sales report dashboard' },
  { code: 'AUTHOR_PAGES', label: 'Author pages' },
  { code: 'ACCESS_LIST', label: 'Access list' },
] as const;
export type ContributorPermission = (typeof CONTRIBUTOR_PERMISSIONS)[number]['code'];

/** The one permission check, used by the server on every route and by the web client. */
export function hasPermission(
  userPermissions: readonly string[] | null | undefined,
  required: string,
): boolean {
  return Array.isArray(userPermissions) && userPermissions.includes(required);
}

/** An administrator: holds ADMIN_PERMISSION (the one test, in the server and the browser). */
export function isAdmin(userPermissions: readonly string[] | null | undefined): boolean {
  return hasPermission(userPermissions, ADMIN_PERMISSION);
}

/** Analytics pages (spec 3 §3); default CUSTOMER,READING,SITE. */
export const ANALYTICS_PAGES = ['CUSTOMER', 'READING', 'SITE'] as const;
export const DEFAULT_ANALYTICS_ACCESS = 'CUSTOMER,READING,SITE';
export const DEFAULT_AUTHOR_PAGES = 3;
