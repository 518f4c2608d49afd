import { ACCOUNT_STATUSES, BUSINESS_STATUSES, type LoggedInUser } from '@quire/domain';
import { z } from 'zod';

/** LoggedIn user of spec 3 §3, as the API answers it. */
export const loggedInUserSchema = z
  .object({
    customerId: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    permissions: z.array(z.string()),
    preferences: z.record(z.string(), z.unknown()),
    preSellDays: z.number().int(),
    authorAccess: z.number().int(),
    analyticsAccess: z.string(),
    accessList: z.array(z.string()),
    approvalDate: z.string().nullable(),
    vendorStatus: z.enum(ACCOUNT_STATUSES),
    vendorNumber: z.string().nullable(),
    vendor: z.object({ canRefer: z.boolean(), isPreOrderAvailable: z.boolean() }).nullable(),
    businessStatus: z.enum(BUSINESS_STATUSES),
    actingFor: z
      .object({ customerId: z.string(), firstName: z.string(), lastName: z.string() })
      .nullable()
      .optional(),
  })
  .describe('LoggedInUser') satisfies z.ZodType<LoggedInUser>;

export const signInResultSchema = z.object({ user: loggedInUserSchema, warnings: z.array(z.string()) });
