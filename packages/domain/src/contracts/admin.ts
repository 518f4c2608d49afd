import { z } from 'zod';
import {
  accountPermissionsSchema,
  businessStatusChangeSchema,
  changeUserRoleSchema,
  deactivateUserSchema,
  reactivateUserSchema,
  resetTwoStepSchema,
  updateEmailSchema,
  userSearchSchema,
} from '../accounts/admin';
import { ACCOUNT_STATUSES, BUSINESS_STATUSES } from '../accounts/statuses';
import { TWO_STEP_METHODS } from '../accounts/two-step';
import type { ProjectListItem } from '../projects/types';
import { booleanParam, optionalParam, pageFields } from './common';
import { endpoint } from './endpoint';
import { projectListItemSchema } from './projects';

// The administrators' calls of spec 3 §7: the users under /api/admin/users, the support look-ups
// under /api/authentication and an account's sign-in lock.

const text = z.string().nullable();

/** The book types and orders of a user's projects tab. */
export const ADMIN_PROJECTS_OPTIONS = ['All', 'EBOOK', 'PRINT', 'POD'] as const;
export const ADMIN_PROJECTS_SORTS = ['updated', 'title', 'status', 'created'] as const;
/** The repushes of a project: every file, the book files, the project manager's view. */
export const REPUSH_KINDS = ['repushFiles', 'repushBookFiles', 'syncWithPM'] as const;
export type RepushKind = (typeof REPUSH_KINDS)[number];

export const accountPermissionsViewSchema = z
  .object({
    userId: z.string(),
    vendorNum: text,
    canRefer: z.boolean(),
    isCoverCorrectionAvailable: z.boolean(),
    isMerchandisingAvailable: z.boolean(),
    hasMerchandising: z.boolean(),
    isPreOrderEnabled: z.boolean(),
    isPreOrderAvailable: z.boolean(),
    authorAccess: z.number().int(),
    hasFreeIsbnAccess: z.number().int(),
    analyticsAccess: z.string(),
    customEbookSampling: z.boolean(),
    authorSharedAccess: z.boolean(),
    expandedDistributionAccess: z.boolean(),
  })
  .describe('AdminAccountPermissions (spec 3 §3)');
export type AccountPermissionsView = z.infer<typeof accountPermissionsViewSchema>;

const userFields = {
  customerId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  accountType: z.string(),
  vendorNumber: text,
  vendorStatus: z.enum(ACCOUNT_STATUSES),
  businessStatus: z.enum(BUSINESS_STATUSES),
  approvalDate: text,
  createdAt: z.string(),
  updatedAt: z.string(),
  deactivatedAt: text,
  deactivationReason: text,
  freeCorrections: z.number().int(),
  emailOptedIn: z.boolean(),
  permissions: z.array(z.string()),
};

/** A user in the admin search list. */
export const adminUserSummarySchema = z.object(userFields).describe('AdminUserSummary');
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

/** A user with every account permission (details, and the answer of each action). */
export const adminUserSchema = z
  .object({ ...userFields, accountPermissions: accountPermissionsViewSchema })
  .describe('AdminUser');
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userSearchPageSchema = z.object({ ...pageFields, users: z.array(adminUserSummarySchema) });
export type UserSearchPage = z.infer<typeof userSearchPageSchema>;

export const userProjectsSchema = z.object({
  ...pageFields,
  projects: z.array(projectListItemSchema),
  aggregate: z.record(z.string(), z.number().int()).nullable(),
});
/** The page with each project as the domain names it (its status and type narrowed, checked in ./projects). */
export type UserProjectsPage = Omit<z.infer<typeof userProjectsSchema>, 'projects'> & {
  projects: ProjectListItem[];
};

export const projectDashboardStatusSchema = z
  .object({
    projectId: z.string(),
    owner: z.string(),
    status: z.string(),
    label: z.string(),
    next: z.string(),
    saleDueAt: text,
    saleError: text,
    correctionType: z.string(),
    finalContentsAt: text,
    publishedDate: text,
    onSaleDate: text,
    history: z.array(
      z.object({
        id: z.string(),
        projectId: z.string(),
        event: z.string(),
        actorKind: z.string(),
        actorCustomerId: text,
        detail: z.record(z.string(), z.unknown()),
        at: z.string(),
      }),
    ),
  })
  .describe('ProjectDashboardStatus');
export type ProjectDashboardStatus = z.infer<typeof projectDashboardStatusSchema>;

export const requeuedSchema = z.object({
  files: z.array(
    z.object({ fileId: z.string(), elementType: z.string(), jobId: text, previousStatus: z.string() }),
  ),
  /** syncWithPM: the retail (ONIX) feed entry written again, or null. */
  retailFeed: z.enum(['ONSALE', 'OFFSALE']).nullable(),
});
export type Requeued = z.infer<typeof requeuedSchema>;

export const emailLookupSchema = z.object({ customerId: z.string(), email: z.string(), vendorNumber: text });
export type EmailLookup = z.infer<typeof emailLookupSchema>;

/** A user's two-step verification as an administrator sees it (never a secret). */
export const adminTwoStepSchema = z
  .object({
    enabled: z.boolean(),
    method: z.enum(TWO_STEP_METHODS).nullable(),
    recoveryCodesLeft: z.number().int(),
    totpPending: z.boolean(),
    /** How many passkeys the account has (the reset removes them). */
    passkeys: z.number().int(),
  })
  .describe('AdminTwoStep');
export type AdminTwoStep = z.infer<typeof adminTwoStepSchema>;

/** An account's sign-in lock. */
export const lockoutStateSchema = z.object({
  customerId: z.string(),
  vendorNumber: text,
  lockout: z.object({ locked: z.boolean(), failures: z.number().int(), lockedUntil: text }),
});
export type LockoutState = z.infer<typeof lockoutStateSchema>;

/** Whose lock: by vendorNumber, or customerId or email for accounts without one. */
const lockoutTarget = z
  .object({
    vendorNumber: z.string().trim().min(1).max(40).optional(),
    customerId: z.string().trim().min(1).max(40).optional(),
    email: z.string().trim().min(1).max(254).optional(),
  })
  .refine((q) => q.vendorNumber || q.customerId || q.email, {
    message: 'Please enter the vendor number.',
    path: ['vendorNumber'],
  });

const P = '/api/admin/users';
const idParams = z.object({ id: z.string().trim().min(1).max(40) });
const byId = <const M extends 'GET' | 'POST', const Path extends string, R extends z.ZodType>(
  method: M,
  path: Path,
  response: R,
) => endpoint({ method, path, params: idParams, response });

export const adminEndpoints = {
  search: endpoint({
    method: 'POST',
    path: `${P}/search`,
    body: userSearchSchema,
    response: userSearchPageSchema,
  }),
  details: byId('GET', `${P}/details/:id`, adminUserSchema),
  account: byId(
    'GET',
    `${P}/account/:id`,
    accountPermissionsViewSchema.extend({ businessStatus: z.enum(BUSINESS_STATUSES) }),
  ),
  projects: endpoint({
    method: 'GET',
    path: `${P}/projects/:id`,
    params: idParams,
    query: z.object({
      projectsOption: z.enum(ADMIN_PROJECTS_OPTIONS).default('All'),
      sortOption: z.enum(ADMIN_PROJECTS_SORTS).default('updated'),
      searchText: optionalParam(z.string().trim().max(200)),
      pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
      recordsPerPage: z.coerce.number().int().min(1).max(100).default(30),
      aggregate: booleanParam.default(false),
    }),
    response: userProjectsSchema,
  }),
  changeRole: endpoint({
    method: 'POST',
    path: `${P}/change-user-role`,
    body: changeUserRoleSchema,
    response: adminUserSchema,
  }),
  setPermissions: endpoint({
    method: 'POST',
    path: `${P}/set-account-permissions`,
    body: accountPermissionsSchema,
    response: adminUserSchema,
  }),
  changeBusinessStatus: endpoint({
    method: 'POST',
    path: `${P}/change-business-status`,
    body: businessStatusChangeSchema,
    response: z.object({ user: adminUserSchema, emailed: z.boolean() }),
  }),
  deactivate: endpoint({
    method: 'POST',
    path: `${P}/deactivate-user`,
    body: deactivateUserSchema,
    response: z.object({ user: adminUserSchema, sessionsEnded: z.number().int() }),
  }),
  reactivate: endpoint({
    method: 'POST',
    path: `${P}/reactivate-user`,
    body: reactivateUserSchema,
    response: adminUserSchema,
  }),
  twoStep: byId('GET', `${P}/two-step/:id`, adminTwoStepSchema),
  resetTwoStep: endpoint({
    method: 'POST',
    path: `${P}/reset-two-step`,
    body: resetTwoStepSchema,
    response: z.object({ twoStep: adminTwoStepSchema, emailed: z.boolean() }),
  }),
  updateEmail: endpoint({
    method: 'PUT',
    path: `${P}/update-email`,
    body: updateEmailSchema,
    response: z.object({ user: adminUserSchema, swappedWith: adminUserSummarySchema.nullable() }),
  }),
  enableFreeCorrection: byId('GET', `${P}/enable-free-correction/:id`, adminUserSchema),
  passwordResetToken: byId(
    'GET',
    `${P}/generate-password-reset-token/:id`,
    z.object({ link: z.string(), expiresAt: z.string(), email: z.string() }),
  ),
  repushFiles: byId('GET', `${P}/repushFiles/:id`, requeuedSchema),
  repushBookFiles: byId('GET', `${P}/repushBookFiles/:id`, requeuedSchema),
  syncWithPM: byId('GET', `${P}/syncWithPM/:id`, requeuedSchema),
  dashboardStatus: byId('GET', `${P}/getProjectDashboardStatus/:id`, projectDashboardStatusSchema),

  // Support look-ups under /api/authentication (administrators only).
  retrieveUser: byId('GET', '/api/authentication/retrieve_user/:id', adminUserSchema),
  retrieveEmail: byId('GET', '/api/authentication/retrieve_email/:id', emailLookupSchema),
  publisherEmail: byId('GET', '/api/authentication/pubid_email/:id', emailLookupSchema),
  searchEmail: endpoint({
    method: 'POST',
    path: '/api/authentication/search_email',
    body: z.object({
      search: z.string().trim().min(1, { error: 'Please enter the email address.' }).max(254),
      pageNum: z.number().int().min(1).max(100_000).default(1),
      recordsPerPage: z.number().int().min(1).max(100).default(30),
    }),
    response: z.object({ totalCount: z.number().int(), users: z.array(emailLookupSchema) }),
  }),

  // An account's sign-in lock (spec 3 §6, §7 "Tax form and lockout").
  lockoutStatus: endpoint({
    method: 'GET',
    path: '/api/admin/lockout-status',
    query: lockoutTarget,
    response: lockoutStateSchema,
  }),
  resetLockout: endpoint({
    method: 'DELETE',
    path: '/api/admin/account-reset-lockout',
    query: lockoutTarget,
    response: lockoutStateSchema,
  }),
  /** GET as the spec names it (it changes state); the same call as a POST beside it. */
  overrideLockout: endpoint({
    method: 'GET',
    path: '/api/admin/override-reset-lockout',
    query: lockoutTarget,
    response: lockoutStateSchema,
  }),
  overrideLockoutPost: endpoint({
    method: 'POST',
    path: '/api/admin/override-reset-lockout',
    query: lockoutTarget,
    response: lockoutStateSchema,
  }),
};

/** A user's projects query as the server reads it (defaults applied). */
export type UserProjectsQuery = z.output<typeof adminEndpoints.projects.query>;
