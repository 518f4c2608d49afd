import { type AccountStatus, vendorStatusLabel } from '../accounts/statuses';
import type { VENDOR_REVIEW_STATUSES } from '../contracts/vendors';

/** A status an administrator's review may move a vendor account to. */
export type VendorReviewStatus = (typeof VENDOR_REVIEW_STATUSES)[number];

/**
 * Where an administrator's review may move a vendor account from (spec 3 §4 leaves the server
 * lifecycle open): a Pending vendor goes In Review, Active or Rejected; one In Review, Active or
 * Rejected; a Rejected one is reopened for review (Pending or In Review), never approved at once.
 * Every other status is not under review.
 */
export const VENDOR_REVIEW_TRANSITIONS: Readonly<
  Partial<Record<AccountStatus, readonly VendorReviewStatus[]>>
> = {
  Pending: ['InReview', 'Active', 'Rejected'],
  InReview: ['Active', 'Rejected'],
  Rejected: ['Pending', 'InReview'],
};

/** The moves a review may offer for a vendor account whose status is `from` (none when it is not under review). */
export function vendorReviewMoves(from: string): readonly VendorReviewStatus[] {
  if (!Object.hasOwn(VENDOR_REVIEW_TRANSITIONS, from)) return [];
  return VENDOR_REVIEW_TRANSITIONS[from as AccountStatus] ?? [];
}

/** Whether a review may move a vendor account from `from` to `to`. */
export function canReviewVendor(from: string, to: string): boolean {
  return vendorReviewMoves(from).some((s) => s === to);
}

/** What the review answers (on `status`) when it may not make that move; null when it may. */
export function vendorReviewProblem(from: string, to: string): string | null {
  return canReviewVendor(from, to)
    ? null
    : `A vendor account that is ${vendorStatusLabel(from)} cannot become ${vendorStatusLabel(to)}.`;
}

/** Said on `reason` when a rejection comes without one. */
export const VENDOR_REJECTION_REASON_REQUIRED = 'Please give the reason for the rejection.';

/** A rejection needs a reason (the author is e-mailed it); null when the review may go ahead. */
export function vendorReviewReasonProblem(status: string, reason: string | null | undefined): string | null {
  return status === 'Rejected' && !reason?.trim() ? VENDOR_REJECTION_REASON_REQUIRED : null;
}
