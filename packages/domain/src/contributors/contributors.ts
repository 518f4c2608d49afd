import { z } from 'zod';
import { ADMIN_PERMISSION, CONTRIBUTOR_PERMISSIONS, type ContributorPermission } from '../access/permissions';
import { emailSchema } from '../accounts/schemas';

/**
 * Contributors (spec 1 §6, spec 3 §2–§6): an author invites a person by e-mail with some of the
 * six contributor permissions; the person signs in with the share key of the invitation and then
 * works inside the author's account, every call checked against these permissions.
 */

/**
 * Sharing the account with contributors is the per-vendor feature "Author Shared Access" an
 * administrator approves (spec 3 §6; account permission authorSharedAccess).
 */
export const SHARING_PERMISSION = 'SHARED_ACCESS';

/** How long an invitation's share key can be redeemed (the first sign-in with it). */
export const SHARE_KEY_DAYS = 14;
/** Where the invitation e-mail sends the contributor (spec 1 §4, spec 3 §2). */
export const CONTRIBUTOR_PATH = '/contributor/';

export const CONTRIBUTOR_PERMISSION_CODES = CONTRIBUTOR_PERMISSIONS.map((p) => p.code) as [
  ContributorPermission,
  ...ContributorPermission[],
];

export const CONTRIBUTOR_MESSAGES = {
  firstName: 'Please enter the first name.',
  lastName: 'Please enter the last name.',
  permissions: 'Please choose at least one permission.',
  duplicate: 'A contributor already exists with this email address',
} as const;

const name = (required: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(40, { error: 'Max Length 40' });

export const contributorPermissionsSchema = z
  .array(z.enum(CONTRIBUTOR_PERMISSION_CODES, { error: CONTRIBUTOR_MESSAGES.permissions }), {
    error: CONTRIBUTOR_MESSAGES.permissions,
  })
  .min(1, { error: CONTRIBUTOR_MESSAGES.permissions })
  .max(CONTRIBUTOR_PERMISSION_CODES.length)
  .transform((list) => CONTRIBUTOR_PERMISSION_CODES.filter((code) => list.includes(code)));

/** The contributor modal (spec 3 §3 "Contributor"): first name, last name, e-mail, permissions. */
export const contributorInviteSchema = z.object({
  firstName: name(CONTRIBUTOR_MESSAGES.firstName),
  lastName: name(CONTRIBUTOR_MESSAGES.lastName),
  email: emailSchema,
  permissions: contributorPermissionsSchema,
});
export type ContributorInviteInput = z.input<typeof contributorInviteSchema>;

export const contributorChangeSchema = z.object({ permissions: contributorPermissionsSchema });

/** A contributor's state as the author sees it. */
export type ContributorStatus = 'INVITED' | 'ACTIVE' | 'EXPIRED';
export const CONTRIBUTOR_STATUSES = ['INVITED', 'ACTIVE', 'EXPIRED'] as const;
// The Contributor and ContributorInvitation shapes are the contract's (contracts/contributors.ts).

/** A user acting for an author may do what one of `any` grants (an author in their own account may do anything). */
export function contributorMay(
  user: { actingFor?: unknown; accessList: readonly string[] },
  any: readonly ContributorPermission[],
): boolean {
  if (!user.actingFor) return true;
  return any.some((p) => user.accessList.includes(p));
}

/** Seeing the author's books: the dashboard, and the books one orders or promotes. */
export const READ_PROJECTS: readonly ContributorPermission[] = [
  'PROJECT_DASHBOARD',
  'ORDER_COPY',
  'MANAGE_PROMOTION',
];
/** Changing a book, its files or its series. */
export const CHANGE_PROJECTS: readonly ContributorPermission[] = ['PROJECT_DASHBOARD'];
/** The author's cart: ordering copies and proofs of the author's books. */
export const ORDER_COPIES_RULE: readonly ContributorPermission[] = ['ORDER_COPY'];

/**
 * What a contributor acting for an author may call, by route (method and Fastify route pattern).
 * `own`: the call works on the contributor's own account (their profile, sessions, sign-out);
 * a list: it works on the author's account and needs one of these permissions; `deny`: never.
 * A route no rule names is refused: new areas stay closed to contributors until they say otherwise.
 */
export type ContributorRule = 'own' | 'deny' | readonly ContributorPermission[];
const RULES: { method?: 'GET' | 'WRITE'; prefix: string; rule: ContributorRule }[] = [
  { method: 'GET', prefix: '/api/account/contributors', rule: ['ACCESS_LIST'] },
  { prefix: '/api/account/contributors', rule: 'deny' },
  // The author's public author pages, kept for them with "Author pages".
  { prefix: '/api/account/author-pages', rule: ['AUTHOR_PAGES'] },
  { prefix: '/api/account/', rule: 'own' },
  { prefix: '/api/authentication/retrieve', rule: 'deny' },
  { prefix: '/api/authentication/pubid_email', rule: 'deny' },
  { prefix: '/api/authentication/search_email', rule: 'deny' },
  { prefix: '/api/authentication/', rule: 'own' },
  { prefix: '/api/feature_model', rule: 'own' },
  { prefix: '/api/project/createPublisherAccount', rule: 'deny' },
  // The same registration under the spec's other spelling (it works on the caller's own account).
  { prefix: '/api/project/createromotionAccount', rule: 'deny' },
  { prefix: '/api/project/mailToAlertSettings', rule: 'deny' },
  // Nominating the author's books for merchandising promotions; the review is the administrators'.
  { prefix: '/api/project/submit-promo', rule: ['MANAGE_PROMOTION'] },
  { prefix: '/api/project/delete-promo', rule: ['MANAGE_PROMOTION'] },
  // A spreadsheet of nominations: the same permission as one nomination (not the book-changing rule below).
  { prefix: '/api/project/uploadPromoSheet', rule: ['MANAGE_PROMOTION'] },
  { prefix: '/api/project/update-promo-status', rule: 'deny' },
  { prefix: '/api/project/undo-promo-status', rule: 'deny' },
  // The author's eBook coupons (coupon, coupon/…, coupon-specs, projectCoupons) and their title search.
  { prefix: '/api/project/coupon', rule: ['MANAGE_PROMOTION'] },
  { prefix: '/api/project/projectCoupons', rule: ['MANAGE_PROMOTION'] },
  { method: 'GET', prefix: '/api/search/project-coupons', rule: ['MANAGE_PROMOTION'] },
  // The author's site messages: any contributor acting for them reads them and puts them away.
  { prefix: '/api/broadcast_messages', rule: CONTRIBUTOR_PERMISSION_CODES },
  { prefix: '/api/marketing_messages', rule: CONTRIBUTOR_PERMISSION_CODES },
  { prefix: '/api/dismiss_broadcast_message', rule: CONTRIBUTOR_PERMISSION_CODES },
  // The author's sales and reading dashboards and royalty statements (read only).
  { method: 'GET', prefix: '/api/analytics', rule: ['SALES_REPORT_DASHBOARD'] },
  // Every signed-in page asks for its site content (modules, banners, the author's messages).
  { method: 'GET', prefix: '/api/project/page-banners/', rule: CONTRIBUTOR_PERMISSION_CODES },
  { method: 'GET', prefix: '/api/project', rule: READ_PROJECTS },
  { prefix: '/api/project', rule: CHANGE_PROJECTS },
  { method: 'GET', prefix: '/api/search/', rule: READ_PROJECTS },
  { method: 'GET', prefix: '/api/book/', rule: READ_PROJECTS },
  { prefix: '/api/cart', rule: ORDER_COPIES_RULE },
  // The author's order history (its list, details, cancel reasons and cancelling), not moving one on.
  { prefix: '/api/admin/orderhistory/advance', rule: 'deny' },
  { prefix: '/api/admin/orderhistory', rule: ORDER_COPIES_RULE },
];

export function contributorRule(method: string, route: string): ContributorRule {
  const isGet = method === 'GET' || method === 'HEAD';
  for (const r of RULES) {
    if (r.method === 'GET' && !isGet) continue;
    if (route.startsWith(r.prefix)) return r.rule;
  }
  return 'deny';
}

/**
 * The signed-in user while acting for an author: the author in `actingFor`, the granted permissions
 * in `accessList`, and no administrator power (a session inside someone's account is scoped to it).
 */
export function actingUser<U extends { permissions: string[]; accessList: string[] }>(
  user: U,
  actingFor: { customerId: string; firstName: string; lastName: string },
  accessList: readonly string[],
): U & { actingFor: typeof actingFor } {
  return {
    ...user,
    actingFor,
    accessList: [...accessList],
    permissions: user.permissions.filter((p) => p !== ADMIN_PERMISSION),
  };
}
