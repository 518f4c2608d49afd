import { z } from 'zod';
import { ACCOUNT_STATUSES, BUSINESS_STATUSES } from '../accounts/statuses';

/** The LoggedIn user of spec 3 §3, as the sign-in and session calls answer it. */
export const loggedInUserSchema = z
  .object({
    customerId: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    /** Permissions held: feature flags, ADMIN_PERMISSION, contributor permissions. */
    permissions: z.array(z.string()),
    preferences: z.record(z.string(), z.unknown()),
    preSellDays: z.number().int(),
    /** Number of author pages the account may have (0 = none). */
    authorAccess: z.number().int(),
    /** Comma list of CUSTOMER, READING, SITE. */
    analyticsAccess: z.string(),
    /** Contributor page access list. */
    accessList: z.array(z.string()),
    approvalDate: z.string().nullable(),
    vendorStatus: z.enum(ACCOUNT_STATUSES),
    vendorNumber: z.string().nullable(),
    vendor: z.object({ canRefer: z.boolean(), isPreOrderAvailable: z.boolean() }).nullable(),
    businessStatus: z.enum(BUSINESS_STATUSES),
    /** Set when a contributor acts inside an author's account. */
    actingFor: z
      .object({ customerId: z.string(), firstName: z.string(), lastName: z.string() })
      .nullable()
      .optional(),
  })
  .describe('LoggedInUser');
export type LoggedInUser = z.infer<typeof loggedInUserSchema>;

/** A session opened: the user and any warnings to show (sign-in, create-account, the second step). */
export const signInResultSchema = z.object({ user: loggedInUserSchema, warnings: z.array(z.string()) });
export type SignInResult = z.infer<typeof signInResultSchema>;
