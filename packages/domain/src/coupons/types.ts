/**
 * eBook coupons (spec 2 §1, §3, §5, §9): a code readers type at the retailer's checkout, its New
 * York days, the author's on-sale eBooks it applies to, and its kind. The kinds and statuses are
 * the spec's names; the limits beyond "7 to 15 alphanumeric characters" are Quire's.
 */
export const COUPON_KINDS = ['X_PERCENT_OFF_COUPON', 'BOGO', 'BOGO_X_PERCENT_OFF'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** Coupons are grouped by these (spec 2 §4), in this order on the summary. */
export const COUPON_STATUSES = ['ACTIVE', 'SCHEDULED', 'EXPIRED'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export const COUPON_CODE_MIN = 7;
export const COUPON_CODE_MAX = 15;
/** Titles one coupon may name. */
export const COUPON_EANS_MAX = 50;
/** How far ahead a coupon may start, and how long it may run (days). */
export const COUPON_START_MAX_DAYS = 365;
export const COUPON_LENGTH_MAX_DAYS = 365;
/** The private campaign label (analytics groups redemptions by it). */
export const COUPON_LABEL_MAX = 60;
/** The optional redemption limit. */
export const COUPON_LIMIT_MAX = 1_000_000;
export const COUPON_PAGE_SIZE = 20;

/** The percentage of each kind that takes one: X% off every copy, or X% off the second copy. */
export const COUPON_PERCENT_RANGE: Record<CouponKind, { min: number; max: number } | null> = {
  X_PERCENT_OFF_COUPON: { min: 1, max: 100 },
  BOGO: null,
  BOGO_X_PERCENT_OFF: { min: 1, max: 99 },
};

export const COUPON_KIND_LABELS: Record<CouponKind, string> = {
  X_PERCENT_OFF_COUPON: 'Percent off',
  BOGO: 'Buy one, get one free',
  BOGO_X_PERCENT_OFF: 'Buy one, get one at a percent off',
};

export const COUPON_KIND_DESCRIPTIONS: Record<CouponKind, string> = {
  X_PERCENT_OFF_COUPON: 'Readers pay less for each copy of the titles on the coupon.',
  BOGO: 'A reader who buys one title on the coupon gets a second one free.',
  BOGO_X_PERCENT_OFF: 'A reader who buys one title on the coupon gets a second one at a percent off.',
};

/** What decides a coupon's status: its days and whether the author ended it early. */
export interface CouponDays {
  /** YYYY-MM-DD, New York. */
  startDay: string;
  /** YYYY-MM-DD, New York: the last day it applies. */
  endDay: string;
  endedEarly: boolean;
}
