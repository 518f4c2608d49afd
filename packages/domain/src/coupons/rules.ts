import Decimal from 'decimal.js';
import { isValidEan13, normalizeIsbn } from '../isbn/isbn';
import { ebookQuote, ebookSaleQuote } from '../pricing/ebook';
import { money2 } from '../pricing/money';
import { addDays, daysBetween, promoDayOf } from '../promotions/dates';
import { COUPON_MESSAGES as M } from './messages';
import {
  COUPON_CODE_MAX,
  COUPON_CODE_MIN,
  COUPON_EANS_MAX,
  COUPON_LENGTH_MAX_DAYS,
  COUPON_PERCENT_RANGE,
  COUPON_START_MAX_DAYS,
  type CouponDays,
  type CouponKind,
  type CouponStatus,
} from './types';

/** A problem of a coupon: a catalogue code (32000–32013) or Quire's VALIDATION with its message. */
export interface CouponProblem {
  code: string;
  field: string;
  /** Quire's message for VALIDATION; the catalogue's otherwise. */
  message?: string;
}

const CODE = new RegExp(`^[A-Za-z0-9]{${COUPON_CODE_MIN},${COUPON_CODE_MAX}}$`);

/** The key a code is unique by across Quire: case does not matter (spec 2 §5). */
export const couponCodeKey = (code: string): string => code.trim().toUpperCase();

/** 32011 for any whitespace, 32012 for anything but 7–15 letters and digits, else null. */
export function couponCodeProblem(code: string | null | undefined): CouponProblem | null {
  const text = code ?? '';
  if (text.trim() === '') return { code: 'VALIDATION', field: 'couponCode', message: M.codeRequired };
  if (/\s/.test(text)) return { code: '32011', field: 'couponCode' };
  if (!CODE.test(text)) return { code: '32012', field: 'couponCode' };
  return null;
}

/**
 * The days of a coupon (MM/DD/YYYY, New York): 32001 / 32002 for a day that is not one (or a new
 * start before today, or too far ahead), 32003 when the start is after the end, 32004 when they
 * are the same day. `keepStart` is the stored start of a coupon being edited: it may stay as it is.
 */
export function couponDayProblems(q: {
  startDate: string | null | undefined;
  endDate: string | null | undefined;
  today: string;
  keepStart?: string | null;
}): { problems: CouponProblem[]; startDay: string | null; endDay: string | null } {
  const problems: CouponProblem[] = [];
  const startDay = promoDayOf(q.startDate);
  const endDay = promoDayOf(q.endDate);
  const startKept = startDay !== null && startDay === q.keepStart;
  if (startDay === null || (!startKept && startDay < q.today))
    problems.push({ code: '32001', field: 'startDate' });
  else if (!startKept && startDay > addDays(q.today, COUPON_START_MAX_DAYS))
    problems.push({ code: 'VALIDATION', field: 'startDate', message: M.startTooFar(COUPON_START_MAX_DAYS) });
  if (endDay === null || endDay < q.today) problems.push({ code: '32002', field: 'endDate' });
  if (startDay !== null && endDay !== null) {
    if (startDay === endDay) problems.push({ code: '32004', field: 'endDate' });
    else if (startDay > endDay) problems.push({ code: '32003', field: 'startDate' });
    else if (daysBetween(startDay, endDay) > COUPON_LENGTH_MAX_DAYS)
      problems.push({ code: 'VALIDATION', field: 'endDate', message: M.tooLong(COUPON_LENGTH_MAX_DAYS) });
  }
  return { problems, startDay, endDay };
}

/**
 * The EAN list's own problems: none (VALIDATION), too many, 32005 for one that is not an EAN-13,
 * 32013 for a repeated one. Whether each is an on-sale eBook of the author's (32006, 32007) is the
 * server's to check.
 */
export function eanListProblems(eans: readonly string[]): CouponProblem[] {
  const list = eans.map((e) => normalizeIsbn(e));
  if (list.length === 0) return [{ code: 'VALIDATION', field: 'eanList', message: M.eansRequired }];
  if (list.length > COUPON_EANS_MAX)
    return [{ code: 'VALIDATION', field: 'eanList', message: M.eansTooMany(COUPON_EANS_MAX) }];
  if (list.some((e) => !isValidEan13(e))) return [{ code: '32005', field: 'eanList' }];
  if (new Set(list).size !== list.length) return [{ code: '32013', field: 'eanList' }];
  return [];
}

/** The percent of a kind: required and whole within its range when the kind takes one, else ignored. */
export function percentProblem(
  kind: CouponKind,
  percentOff: number | null | undefined,
): CouponProblem | null {
  const range = COUPON_PERCENT_RANGE[kind];
  if (!range) return null;
  if (percentOff === null || percentOff === undefined)
    return { code: 'VALIDATION', field: 'percentOff', message: M.percentRequired };
  if (!Number.isInteger(percentOff) || percentOff < range.min || percentOff > range.max)
    return { code: 'VALIDATION', field: 'percentOff', message: M.percentRange(range.min, range.max) };
  return null;
}

/**
 * A coupon's status on a New York day: EXPIRED once ended early or after its end day, ACTIVE from
 * its start day through its end day, SCHEDULED before. It changes at New York midnight by itself.
 */
export function couponStatus(c: CouponDays, today: string): CouponStatus {
  if (c.endedEarly || today > c.endDay) return 'EXPIRED';
  return today >= c.startDay ? 'ACTIVE' : 'SCHEDULED';
}

/** What a reader pays and the author earns on one title with a coupon (spec 1 §9 bands). */
export interface CouponQuote {
  listPrice: string;
  /** The royalty on a copy at the list price. */
  listRoyalty: string;
  listRate: string;
  /** The discounted copy's price: every copy (percent off), the second copy (BOGO kinds). */
  couponPrice: string;
  couponRoyalty: string;
  couponRate: string;
  /** BOGO kinds: what a reader pays for the pair; null for percent off. */
  pairPrice: string | null;
  /**
   * The discounted copy is sold (not given away) at a price whose band pays a lower royalty rate
   * than the list price's. A free copy (BOGO, 100% off) earns nothing, which the form says as such.
   */
  lowerBand: boolean;
}

/**
 * The quote of a title's list price under a coupon: the discounted price rounded half up to the
 * cent, and the royalty of each price by the eBook bands (ebookQuote for the list price,
 * ebookSaleQuote for the coupon price). Null when the kind needs a percent that is missing.
 */
export function couponQuote(
  listPrice: string,
  kind: CouponKind,
  percentOff: number | null | undefined,
): CouponQuote | null {
  const percent = kind === 'BOGO' ? 100 : percentOff;
  if (percent === null || percent === undefined || percentProblem(kind, percentOff) !== null) return null;
  const list = ebookQuote(listPrice);
  const discounted = new Decimal(list.price)
    .times(new Decimal(100).minus(percent))
    .div(100)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const sale = ebookSaleQuote(discounted.toFixed(2));
  return {
    listPrice: list.price,
    listRoyalty: list.net_royalty,
    listRate: list.royalty_rate,
    couponPrice: sale.price,
    couponRoyalty: sale.net_royalty,
    couponRate: sale.royalty_rate,
    pairPrice: kind === 'X_PERCENT_OFF_COUPON' ? null : money2(new Decimal(list.price).plus(sale.price)),
    lowerBand: !new Decimal(sale.price).isZero() && new Decimal(sale.royalty_rate).lt(list.royalty_rate),
  };
}
