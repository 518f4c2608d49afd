import { z } from 'zod';
import { ANALYTICS_PAGES, DEFAULT_ANALYTICS_ACCESS, DEFAULT_AUTHOR_PAGES } from '../access/permissions';
import { custom, digitsOnly, maxLength, min, required } from '../forms/rules';
import type { Rule } from '../forms/types';
import { zodFieldCheck } from '../forms/zod';
import { BUSINESS_STATUSES } from './statuses';

/**
 * The administrators' user management (spec 3 §3 "Admin account permissions", §5, §6, §7 "Admin
 * users"): the rules of its dialogs, shared by the browser (form engine) and the server (zod).
 */

/** Spec 3 §9: business status reason at most 500 characters; admin lists page by 30. */
export const BUSINESS_STATUS_REASON_MAX = 500;
export const ADMIN_PAGE_SIZE = 30;

/** Spec 3 §3 "User deactivation": the two reasons. */
export const DEACTIVATION_REASONS = ['tos violation', 'user request'] as const;
export type DeactivationReason = (typeof DEACTIVATION_REASONS)[number];
export const DEACTIVATION_REASON_LABELS: Record<DeactivationReason, string> = {
  'tos violation': 'Terms of service violation',
  'user request': 'User request',
};

/** The roles an administrator can give (contributors are invited by authors, not made by role). */
export const ASSIGNABLE_ROLES = ['AUTHOR', 'ADMIN'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** hasFreeIsbnAccess (spec 3 §3, §6): 1 unlimited with no e-mail alerts, 0 five a week and ten a month, -1 none. */
export const FREE_ISBN_ACCESS = [1, 0, -1] as const;
export const FREE_ISBN_ACCESS_LABELS: Record<(typeof FREE_ISBN_ACCESS)[number], string> = {
  1: 'Unlimited (no e-mail alerts)',
  0: 'Limit of 5 per week and 10 per month',
  [-1]: 'None',
};

/** The search filter of POST /api/admin/users/search (spec 3 §7: default All). */
export const USER_SEARCH_FILTERS = ['All', 'Authors', 'Admins', 'Vendors', 'Deactivated'] as const;
export type UserSearchFilter = (typeof USER_SEARCH_FILTERS)[number];

export const ADMIN_MESSAGES = {
  authorPagesRequired: 'Please enter a number',
  authorPagesMin: 'Must be 1 or more',
  analyticsPagesRequired: 'Please enter pages detail',
  analyticsPagesInvalid: 'Please enter CUSTOMER, READING or SITE, separated by commas.',
  businessStatusReason: 'Please state the reason for this status to change',
  businessStatus: 'Please choose a business status.',
  deactivateReason: 'Please select the reason for deactivating this user.',
  reactivateReason: 'Please state the reason for reactivating this user.',
  role: 'Please choose a role.',
  freeIsbnAccess: 'Please choose the free ISBN access.',
} as const;

/** Analytics pages as stored: upper-cased, trimmed, without blanks or repeats, in the given order. */
export function normalizeAnalyticsPages(value: string): string {
  const pages = value
    .toUpperCase()
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  return [...new Set(pages)].join(',');
}

/** Whether every page of a (normalised) list is CUSTOMER, READING or SITE. */
export function analyticsPagesValid(value: string): boolean {
  const pages = normalizeAnalyticsPages(value).split(',');
  return pages.every((p) => (ANALYTICS_PAGES as readonly string[]).includes(p));
}

/** Author pages (spec 3 §5): required ('Please enter a number'), digits only, 1 or more. */
export function authorPagesRules(): Rule[] {
  return [
    required({ key: 'admin.authorPagesRequired' }),
    digitsOnly(),
    min(1, { key: 'admin.authorPagesMin' }),
  ];
}

/** Analytics pages (spec 3 §5): required ('Please enter pages detail'); upper-cased on entry. */
export function analyticsPagesRules(): Rule[] {
  return [
    required({ key: 'admin.analyticsPagesRequired' }),
    custom('analyticsPages', (value) =>
      analyticsPagesValid(String(value)) ? null : ADMIN_MESSAGES.analyticsPagesInvalid,
    ),
  ];
}

/** Business status change (spec 3 §5): a reason after trimming, at most 500 characters. */
export function businessStatusReasonRules(): Rule[] {
  return [required({ key: 'admin.businessStatusReason' }), maxLength(BUSINESS_STATUS_REASON_MAX)];
}

/** Deactivate user (spec 3 §5): a reason must be chosen. */
export function deactivateReasonRules(): Rule[] {
  return [required({ key: 'admin.deactivateReason' })];
}

/**
 * Reactivate user (Quire's, beside the spec's deactivation): a reason in the administrator's words,
 * trimmed, at most 500 characters like the business status reason.
 */
export function reactivateReasonRules(): Rule[] {
  return [required({ key: 'admin.reactivateReason' }), maxLength(BUSINESS_STATUS_REASON_MAX)];
}

/** A customer id as the admin calls take it in the path ('C' and 9 digits). */
export const customerIdSchema = z.string().trim().max(40);

const flag = z.boolean().default(false);

/**
 * POST /api/admin/users/set-account-permissions (spec 3 §3). The author-pages count and the
 * analytics pages are validated when their feature is on (`hasAuthorPages`, `hasAnalyticsAccess`,
 * both on by default): a switched-off feature is a disabled field, stored as 0 and ''.
 */
export const accountPermissionsSchema = z
  .object({
    vendorNum: z.string().trim().max(40).nullable().optional(),
    userId: customerIdSchema.min(1, { error: 'Please enter the user id.' }),
    canRefer: flag,
    isCoverCorrectionAvailable: flag,
    isMerchandisingAvailable: z.boolean().optional(),
    hasMerchandising: z.boolean().optional(),
    isPreOrderEnabled: z.boolean().optional(),
    isPreOrderAvailable: z.boolean().optional(),
    hasAuthorPages: z.boolean().default(true),
    authorAccess: z.union([z.number(), z.string()]).default(DEFAULT_AUTHOR_PAGES),
    hasFreeIsbnAccess: z.union([z.literal(1), z.literal(0), z.literal(-1)], {
      error: ADMIN_MESSAGES.freeIsbnAccess,
    }),
    hasAnalyticsAccess: z.boolean().default(true),
    analyticsAccess: z.string().max(100).default(DEFAULT_ANALYTICS_ACCESS),
    customEbookSampling: flag,
    authorSharedAccess: flag,
    expandedDistributionAccess: flag,
  })
  .superRefine((v, ctx) => {
    const sink = (path: string) => ({
      addIssue: (issue: { code: 'custom'; message: string; input?: unknown }) =>
        ctx.addIssue({ ...issue, path: [path] }),
    });
    if (v.hasAuthorPages) {
      zodFieldCheck(authorPagesRules(), 'author pages')(String(v.authorAccess).trim(), sink('authorAccess'));
    }
    if (v.hasAnalyticsAccess) {
      zodFieldCheck(analyticsPagesRules(), 'analytics pages')(v.analyticsAccess, sink('analyticsAccess'));
    }
  })
  .transform((v) => ({
    userId: v.userId,
    vendorNum: v.vendorNum ?? null,
    canRefer: v.canRefer,
    isCoverCorrectionAvailable: v.isCoverCorrectionAvailable,
    isMerchandisingAvailable: v.isMerchandisingAvailable ?? v.hasMerchandising ?? false,
    isPreOrderEnabled: v.isPreOrderEnabled ?? v.isPreOrderAvailable ?? false,
    authorAccess: v.hasAuthorPages ? Number(String(v.authorAccess).trim()) : 0,
    hasFreeIsbnAccess: v.hasFreeIsbnAccess,
    analyticsAccess: v.hasAnalyticsAccess ? normalizeAnalyticsPages(v.analyticsAccess) : '',
    customEbookSampling: v.customEbookSampling,
    authorSharedAccess: v.authorSharedAccess,
    expandedDistributionAccess: v.expandedDistributionAccess,
  }));
export type AccountPermissionsInput = z.input<typeof accountPermissionsSchema>;
export type AccountPermissions = z.output<typeof accountPermissionsSchema>;

/** The permissions an account has before an administrator sets any (spec 3 §9 defaults). */
export const DEFAULT_ACCOUNT_PERMISSIONS: Omit<AccountPermissions, 'userId' | 'vendorNum'> = {
  canRefer: false,
  isCoverCorrectionAvailable: false,
  isMerchandisingAvailable: false,
  isPreOrderEnabled: false,
  authorAccess: DEFAULT_AUTHOR_PAGES,
  hasFreeIsbnAccess: 0,
  analyticsAccess: DEFAULT_ANALYTICS_ACCESS,
  customEbookSampling: false,
  authorSharedAccess: false,
  expandedDistributionAccess: false,
};

/** POST change-business-status {vendorNum, status, reason} (spec 3 §4, §5, §7). */
export const businessStatusChangeSchema = z.object({
  vendorNum: z.string().trim().min(1, { error: 'Please enter the vendor number.' }).max(40),
  status: z.enum(BUSINESS_STATUSES, { error: ADMIN_MESSAGES.businessStatus }),
  reason: z
    .string({ error: ADMIN_MESSAGES.businessStatusReason })
    .trim()
    .superRefine(zodFieldCheck(businessStatusReasonRules(), 'reason')),
});
export type BusinessStatusChange = z.output<typeof businessStatusChangeSchema>;

/** POST change-user-role {id, role}. */
export const changeUserRoleSchema = z.object({
  id: customerIdSchema.min(1, { error: 'Please enter the user id.' }),
  role: z.enum(ASSIGNABLE_ROLES, { error: ADMIN_MESSAGES.role }),
});

/** Deactivate a user with a reason ('tos violation' or 'user request'). */
export const deactivateUserSchema = z.object({
  id: customerIdSchema.min(1, { error: 'Please enter the user id.' }),
  reason: z.enum(DEACTIVATION_REASONS, { error: ADMIN_MESSAGES.deactivateReason }),
});

/** POST reactivate-user {id, reason}: a deactivated account may sign in again. */
export const reactivateUserSchema = z.object({
  id: customerIdSchema.min(1, { error: 'Please enter the user id.' }),
  reason: z
    .string({ error: ADMIN_MESSAGES.reactivateReason })
    .trim()
    .superRefine(zodFieldCheck(reactivateReasonRules(), 'reason')),
});

/** POST reset-two-step {id}: two-step verification off, the app's secret and recovery codes gone. */
export const resetTwoStepSchema = z.object({
  id: customerIdSchema.min(1, { error: 'Please enter the user id.' }),
});

/**
 * PUT update-email {vendorNumber, emailAddress, swap} (spec 3 §7, §8): a malformed vendor number
 * answers 15014 and a malformed e-mail 15015 on their fields; the service answers 15014 for an
 * unknown vendor, 15016 when a swap names an e-mail no account has, 15017 when the e-mail belongs
 * to another account and no swap was asked.
 */
export const updateEmailSchema = z.object({
  vendorNumber: z
    .string({ error: 'Invalid vendor number.' })
    .trim()
    .min(1, { error: 'Invalid vendor number.' })
    .max(40, { error: 'Invalid vendor number.' })
    .superRefine((v, ctx) => {
      if (!/^[A-Za-z0-9-]+$/.test(v))
        ctx.addIssue({ code: 'custom', message: 'Invalid vendor number.', params: { code: '15014' } });
    }),
  emailAddress: z
    .string({ error: 'Invalid e-mail address.' })
    .trim()
    .max(254, { error: 'Invalid e-mail address.' })
    .superRefine((v, ctx) => {
      if (!z.email().safeParse(v).success)
        ctx.addIssue({ code: 'custom', message: 'Invalid e-mail address.', params: { code: '15015' } });
    })
    .transform((e) => e.toLowerCase()),
  swap: z.boolean().default(false),
});
export type UpdateEmailInput = z.output<typeof updateEmailSchema>;

/** POST search {search, filter, sortDirection, pageNum, recordsPerPage} (spec 3 §7 defaults). */
export const userSearchSchema = z.object({
  search: z.string().trim().max(254).default(''),
  filter: z.enum(USER_SEARCH_FILTERS).default('All'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  recordsPerPage: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
});
export type UserSearchInput = z.output<typeof userSearchSchema>;
