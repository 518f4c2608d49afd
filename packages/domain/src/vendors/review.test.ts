import { describe, expect, it } from 'vitest';
import { ACCOUNT_STATUSES } from '../accounts/statuses';
import { VENDOR_REVIEW_STATUSES } from '../contracts/vendors';
import { canReviewVendor, vendorReviewMoves, vendorReviewProblem, vendorReviewReasonProblem } from './review';

describe('the vendor review', () => {
  it('moves a Pending vendor In Review, Active or Rejected, one In Review Active or Rejected, and reopens a Rejected one', () => {
    const moves = ACCOUNT_STATUSES.flatMap((from) =>
      VENDOR_REVIEW_STATUSES.filter((to) => canReviewVendor(from, to)).map((to) => `${from}→${to}`),
    );
    expect(moves).toEqual([
      'Pending→InReview',
      'Pending→Active',
      'Pending→Rejected',
      'InReview→Active',
      'InReview→Rejected',
      'Rejected→Pending',
      'Rejected→InReview',
    ]);
  });

  it('offers only the moves the state machine allows', () => {
    expect(vendorReviewMoves('Rejected')).toEqual(['Pending', 'InReview']);
    expect(vendorReviewMoves('InReview')).toEqual(['Active', 'Rejected']);
    expect(vendorReviewMoves('Active')).toEqual([]);
    expect(vendorReviewMoves('toString')).toEqual([]);
    expect(canReviewVendor('Rejected', 'Active')).toBe(false);
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

  it('refuses a rejection without a reason', () => {
    expect(vendorReviewReasonProblem('Rejected', '  ')).toBe('Please give the reason for the rejection.');
    expect(vendorReviewReasonProblem('Rejected', undefined)).toBe(
      'Please give the reason for the rejection.',
    );
    expect(vendorReviewReasonProblem('Rejected', 'The bank account is closed.')).toBeNull();
    expect(vendorReviewReasonProblem('Active', '')).toBeNull();
  });
});
