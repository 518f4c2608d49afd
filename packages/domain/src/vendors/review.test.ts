import { describe, expect, it } from 'vitest';
import { ACCOUNT_STATUSES } from '../accounts/statuses';
import { VENDOR_REVIEW_STATUSES } from '../contracts/vendors';
import { canReviewVendor, vendorReviewProblem } from './review';

describe('the vendor review', () => {
  it('moves a Pending vendor In Review, Active or Rejected, and one In Review Active or Rejected', () => {
    const moves = ACCOUNT_STATUSES.flatMap((from) =>
      VENDOR_REVIEW_STATUSES.filter((to) => canReviewVendor(from, to)).map((to) => `${from}→${to}`),
    );
    expect(moves).toEqual([
      'Pending→InReview',
      'Pending→Active',
      'Pending→Rejected',
      'InReview→Active',
      'InReview→Rejected',
    ]);
  });

  it('says why it refuses, in the statuses’ labels', () => {
    expect(vendorReviewProblem('Pending', 'Active')).toBeNull();
    expect(vendorReviewProblem('InReview', 'InReview')).toBe(
      'A vendor account that is In Review cannot become In Review.',
    );
    expect(vendorReviewProblem('Active', 'Rejected')).toBe(
      'A vendor account that is Active cannot become Rejected.',
    );
    expect(vendorReviewProblem('toString', 'Active')).not.toBeNull();
  });
});
