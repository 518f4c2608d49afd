import { ACCOUNT_STATUSES, BUSINESS_STATUSES, TWO_STEP_METHODS } from '@quire/domain';
import { z } from 'zod';
import { projectListItemSchema } from '../projects';

const text = z.string().nullable();

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

/** A user with every account permission (details, and the answer of each action). */
export const adminUserSchema = z
  .object({ ...userFields, accountPermissions: accountPermissionsViewSchema })
  .describe('AdminUser');

export const userSearchPageSchema = z.object({
  totalCount: z.number().int(),
  pageNum: z.number().int(),
  recordsPerPage: z.number().int(),
  users: z.array(adminUserSummarySchema),
});

export const userProjectsSchema = z.object({
  totalCount: z.number().int(),
  pageNum: z.number().int(),
  recordsPerPage: z.number().int(),
  projects: z.array(projectListItemSchema),
  aggregate: z.record(z.string(), z.number().int()).nullable(),
});

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

export const requeuedSchema = z.object({
  files: z.array(
    z.object({
      fileId: z.string(),
      elementType: z.string(),
      jobId: text,
      previousStatus: z.string(),
    }),
  ),
  /** syncWithPM: the retail (ONIX) feed entry written again, or null. */
  retailFeed: z.enum(['ONSALE', 'OFFSALE']).nullable(),
});

export const emailLookupSchema = z.object({
  customerId: z.string(),
  email: z.string(),
  vendorNumber: text,
});

export const adminTwoStepSchema = z
  .object({
    enabled: z.boolean(),
    method: z.enum(TWO_STEP_METHODS).nullable(),
    recoveryCodesLeft: z.number().int(),
    totpPending: z.boolean(),
  })
  .describe('AdminTwoStep');
