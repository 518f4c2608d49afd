import { describe, expect, it } from 'vitest';
import {
  cancelReasonLabel,
  cancelReasonProblem,
  ORDER_CANCEL_COMMENT_MAX,
  ORDER_CANCEL_MESSAGES,
  ORDER_CANCEL_REASONS,
  orderCancelReasons,
} from './cancel-reasons';

describe('order cancel reasons', () => {
  it('offers authors the common reasons and administrators every one', () => {
    const author = orderCancelReasons(false).map((r) => r.code);
    const admin = orderCancelReasons(true).map((r) => r.code);
    expect(author).toContain('ORDERED_BY_MISTAKE');
    expect(author).toContain('OTHER');
    expect(author).not.toContain('PAYMENT_CONCERN');
    expect(admin).toEqual(ORDER_CANCEL_REASONS.map((r) => r.code));
    expect(orderCancelReasons(true)[0]).toEqual({
      code: 'ORDERED_BY_MISTAKE',
      label: 'I ordered by mistake',
      commentRequired: false,
    });
  });

  it('finds the problem with a reason and its comment, on the right field', () => {
    expect(cancelReasonProblem(undefined, '', false)).toEqual({
      field: 'reasonCode',
      description: ORDER_CANCEL_MESSAGES.reasonRequired,
    });
    expect(cancelReasonProblem('NOPE', '', true)?.description).toBe(ORDER_CANCEL_MESSAGES.reasonNotYours);
    expect(cancelReasonProblem('PAYMENT_CONCERN', 'card', false)?.field).toBe('reasonCode');
    expect(cancelReasonProblem('PAYMENT_CONCERN', ' ', true)).toEqual({
      field: 'comment',
      description: ORDER_CANCEL_MESSAGES.commentRequired,
    });
    expect(cancelReasonProblem('OTHER', '', false)?.field).toBe('comment');
    expect(cancelReasonProblem('OTHER', 'x'.repeat(ORDER_CANCEL_COMMENT_MAX + 1), false)?.description).toBe(
      ORDER_CANCEL_MESSAGES.commentTooLong,
    );
    expect(cancelReasonProblem('OTHER', 'Changed my mind', false)).toBeNull();
    expect(cancelReasonProblem('WRONG_ADDRESS', undefined, false)).toBeNull();
  });

  it('words a code as the list does, and an unknown one as it is', () => {
    expect(cancelReasonLabel('DAMAGED_OR_LOST')).toBe('Damaged or lost in transit');
    expect(cancelReasonLabel('GONE')).toBe('GONE');
  });
});
