import type { AccountStatus, BusinessStatus } from './statuses';

export type AnalyticsPage = 'CUSTOMER' | 'READING' | 'SITE';

/** The LoggedIn user of spec 3 §3, as the sign-in call answers it. */
export interface LoggedInUser {
  customerId: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Permissions held: feature flags, ADMIN_PERMISSION, contributor permissions. */
  permissions: string[];
  preferences: Record<string, unknown>;
  preSellDays: number;
  /** Number of author pages the account may have (0 = none). */
  authorAccess: number;
  /** Comma list of CUSTOMER, READING, SITE. */
  analyticsAccess: string;
  /** Contributor page access list. */
  accessList: string[];
  approvalDate: string | null;
  vendorStatus: AccountStatus;
  vendorNumber: string | null;
  vendor: { canRefer: boolean; isPreOrderAvailable: boolean } | null;
  businessStatus: BusinessStatus;
  /** Set when a contributor acts inside an author's account. */
  actingFor?: { customerId: string; firstName: string; lastName: string } | null;
}

export interface SignInResult {
  user: LoggedInUser;
  warnings: string[];
}
