import { COUPON_CODE_MAX, COUPON_LABEL_MAX, COUPON_LIMIT_MAX } from './types';

/**
 * Quire's words for what spec 2 §8 does not cover (its codes 32000–32013 and their messages are
 * in the error catalogue). Each says what to do next.
 */
export const COUPON_MESSAGES = {
  kindRequired: 'Please choose the kind of coupon.',
  percentRequired: 'Please enter the percent off.',
  percentRange: (min: number, max: number) => `Please enter a whole percent from ${min} to ${max}.`,
  limitRange: `Please enter a limit from 1 to ${COUPON_LIMIT_MAX.toLocaleString('en-US')}, or leave it empty for no limit.`,
  labelTooLong: `Please keep the campaign label to ${COUPON_LABEL_MAX} characters.`,
  eansRequired: 'Please add at least one on sale eBook.',
  eansTooMany: (max: number) =>
    `A coupon can name up to ${max} titles. Please create another coupon for the rest.`,
  startTooFar: (days: number) => `Please choose a start date within ${days} days.`,
  tooLong: (days: number) => `A coupon can run for up to ${days} days.`,
  codeRequired: 'Please enter a coupon code.',
  codeHint: `7 to ${COUPON_CODE_MAX} letters and digits, no spaces. Readers type it at checkout.`,
  idRequired: 'Please say which coupon to change (coupon.id).',
  lowerBand: (rate: string) =>
    `At this price your royalty rate falls to ${rate}%: the coupon price is in a lower royalty band.`,
  created: 'Your coupon was created.',
  updated: 'Your coupon was updated.',
  deleted: 'The coupon was deleted.',
  endedEarly: 'The coupon has ended. Readers can no longer use it.',
  limitBelowRedemptions: (n: number) =>
    `This coupon has been redeemed ${n.toLocaleString('en-US')} times: please enter a limit of at least that many.`,
  /** A title of a coupon whose EAN is no longer one of the author's eBooks. */
  titleGone: 'No longer one of your eBooks',
  /** The administrators' mismatch view: why a coupon no longer fits a title. */
  mismatchNotOnSale: 'The eBook is no longer on sale, so readers cannot use the coupon on it.',
  mismatchFree: 'The eBook is free now, so the coupon takes nothing off it.',
  mismatchNotOwned: "The EAN now belongs to another account's eBook.",
  mismatchNotFound: 'No Quire eBook has this EAN any longer.',
} as const;
