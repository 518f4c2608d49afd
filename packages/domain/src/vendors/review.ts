import { type AccountStatus, vendorStatusLabel } from '../accounts/statuses';
import type { VENDOR_REVIEW_STATUSES } from '../contracts/vendors';

/** A status an administrator's review may move a vendor account to. */
export type VendorReviewStatus = (typeof VENDOR_REVIEW_STATUSES)[number];

/**
 * Where an administrator's review may move a vendor account from (spec 3 §4 leaves the server
 * lifecycle open): a Pending vendor goes In Review, Active or Rejected; one In Review, Active or
 * Rejected. Every other status is not under review.
 */
export const VENDOR_REVIEW_TRANSITIONS: Readonly<
  Partial<Record<AccountStatus, readonly VendorReviewStatus[]>>
> = {
  Pending: ['InReview', 'Active', 'Rejected'],
  InReview: ['Active', 'Rejected'],
};

/** Whether a review may move a vendor account from `from` to `to`. */
export function canReviewVendor(from: string, to: string): boolean {
  if (!Object.hasOwn(VENDOR_REVIEW_TRANSITIONS, from)) return false;
  return (VENDOR_REVIEW_TRANSITIONS[from as AccountStatus] ?? []).some((s) => s === to);
}

/** What the review answers (on `status`) when it may not make that move; null when it may. */
export function vendorReviewProblem(from: string, to: string): string | null {
  return canReviewVendor(from, to)
    ? null
    : `A vendor account that is ${vendorStatusLabel(from)} cannot become ${vendorStatusLabel(to)}.`;
}
