/**
 * Why a nomination was declined (beyond the spec: peers decline without a word). Every decline
 * carries one; RECENTLY_PROMOTED carries the date the title may be nominated again, OTHER a text.
 * The publisher sees the reason beside the request and in the decision's e-mail.
 */
export const PROMO_DECLINE_REASONS = [
  { code: 'COVER', label: 'The cover does not meet the promotion’s standards' },
  { code: 'PRICE', label: 'The price does not suit this promotion' },
  { code: 'RECENTLY_PROMOTED', label: 'The title was promoted recently' },
  { code: 'CATEGORY', label: 'The category does not fit this promotion' },
  { code: 'CAPACITY', label: 'The promotion is full' },
  { code: 'OTHER', label: 'Other' },
] as const;
export type PromoDeclineReason = (typeof PROMO_DECLINE_REASONS)[number]['code'];
export const PROMO_DECLINE_REASON_CODES = PROMO_DECLINE_REASONS.map((r) => r.code) as [
  PromoDeclineReason,
  ...PromoDeclineReason[],
];
export const PROMO_DECLINE_NOTE_MAX = 500;

export const declineReasonLabel = (code: string): string =>
  PROMO_DECLINE_REASONS.find((r) => r.code === code)?.label ?? code;

/** The decline's words as the publisher reads them: the reason, its date or its note. */
export function describeDecline(d: {
  reason: string;
  note: string | null;
  eligibleAgain: string | null;
}): string {
  const base = declineReasonLabel(d.reason);
  if (d.reason === 'RECENTLY_PROMOTED' && d.eligibleAgain)
    return `${base}; it may be nominated again from ${d.eligibleAgain}.`;
  if (d.note) return d.reason === 'OTHER' ? d.note : `${base}: ${d.note}`;
  return `${base}.`;
}
