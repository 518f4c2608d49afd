/**
 * Why an order is cancelled (GET order-cancel-reasons): the author picks from the first list, an
 * administrator from every reason. "Other" needs a comment.
 */
export const ORDER_CANCEL_REASONS = [
  { code: 'ORDERED_BY_MISTAKE', label: 'I ordered by mistake', audience: 'ALL', commentRequired: false },
  { code: 'WRONG_ADDRESS', label: 'The shipping address is wrong', audience: 'ALL', commentRequired: false },
  { code: 'CHANGE_FILES', label: 'I need to change my book first', audience: 'ALL', commentRequired: false },
  { code: 'DUPLICATE_ORDER', label: 'This order is a duplicate', audience: 'ALL', commentRequired: false },
  { code: 'DELIVERY_TOO_LATE', label: 'It would arrive too late', audience: 'ALL', commentRequired: false },
  { code: 'AUTHOR_REQUEST', label: "At the author's request", audience: 'ADMIN', commentRequired: false },
  {
    code: 'PRINTING_PROBLEM',
    label: 'The printer cannot produce it',
    audience: 'ADMIN',
    commentRequired: false,
  },
  { code: 'DAMAGED_OR_LOST', label: 'Damaged or lost in transit', audience: 'ADMIN', commentRequired: false },
  { code: 'PAYMENT_CONCERN', label: 'A concern with the payment', audience: 'ADMIN', commentRequired: true },
  { code: 'OTHER', label: 'Other (please explain)', audience: 'ALL', commentRequired: true },
] as const;

export type OrderCancelReasonCode = (typeof ORDER_CANCEL_REASONS)[number]['code'];
export const ORDER_CANCEL_REASON_CODES = ORDER_CANCEL_REASONS.map((r) => r.code) as [
  OrderCancelReasonCode,
  ...OrderCancelReasonCode[],
];

export const ORDER_CANCEL_COMMENT_MAX = 500;

export const ORDER_CANCEL_MESSAGES = {
  reasonRequired: 'Please choose a reason for the cancellation.',
  reasonNotYours: 'Please choose one of the reasons listed.',
  commentRequired: 'Please tell us why you are cancelling this order.',
  commentTooLong: `Please keep the comment to ${ORDER_CANCEL_COMMENT_MAX} characters.`,
  tooLate: 'This order can no longer be cancelled: production has started.',
  alreadyCancelled: 'This order has already been cancelled.',
} as const;

/** The reasons a caller may choose: authors the common ones, administrators all. */
export function orderCancelReasons(forAdministrator: boolean) {
  return ORDER_CANCEL_REASONS.filter((r) => forAdministrator || r.audience === 'ALL').map(
    ({ code, label, commentRequired }) => ({ code, label, commentRequired }),
  );
}

/** The problem with a cancellation's reason and comment, or null: the field and the message. */
export function cancelReasonProblem(
  reasonCode: string | undefined,
  comment: string | undefined,
  forAdministrator: boolean,
): { field: 'reasonCode' | 'comment'; description: string } | null {
  if (!reasonCode) return { field: 'reasonCode', description: ORDER_CANCEL_MESSAGES.reasonRequired };
  const reason = orderCancelReasons(forAdministrator).find((r) => r.code === reasonCode);
  if (!reason) return { field: 'reasonCode', description: ORDER_CANCEL_MESSAGES.reasonNotYours };
  const text = (comment ?? '').trim();
  if (reason.commentRequired && !text)
    return { field: 'comment', description: ORDER_CANCEL_MESSAGES.commentRequired };
  if (text.length > ORDER_CANCEL_COMMENT_MAX)
    return { field: 'comment', description: ORDER_CANCEL_MESSAGES.commentTooLong };
  return null;
}

export function cancelReasonLabel(code: string): string {
  return ORDER_CANCEL_REASONS.find((r) => r.code === code)?.label ?? code;
}
