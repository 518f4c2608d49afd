import { TZDate } from '@date-fns/tz';
import { addBusinessDays } from 'date-fns';
import Decimal from 'decimal.js';
import { NEW_YORK_TZ } from '../format/dates';
import { isoDayText } from '../format/wall-clock';
import { money2 } from '../pricing/money';

/** The shipping methods (spec 1 §2 "shipping method"), cheapest first. */
export const SHIPPING_METHODS = ['STANDARD', 'EXPEDITED', 'PRIORITY'] as const;
export type ShippingMethodCode = (typeof SHIPPING_METHODS)[number];

export const SHIPPING_METHOD_LABELS: Readonly<Record<ShippingMethodCode, string>> = {
  STANDARD: 'Standard',
  EXPEDITED: 'Expedited',
  PRIORITY: 'Priority',
};

interface MethodRule {
  /** The first copy's price. */
  first: string;
  /** Each further copy's price. */
  additional: string;
  /** Business days from the order to the earliest and the latest delivery (printing included). */
  minDays: number;
  maxDays: number;
}

/**
 * Quire's sandbox shipping prices (not a carrier's): a first copy and each further copy, within the
 * United States and to every other country, with the business days from order to delivery.
 */
export const SHIPPING_RULES: Readonly<
  Record<'US' | 'INTERNATIONAL', Record<ShippingMethodCode, MethodRule>>
> = {
  US: {
    STANDARD: { first: '3.99', additional: '0.99', minDays: 5, maxDays: 8 },
    EXPEDITED: { first: '7.99', additional: '1.49', minDays: 3, maxDays: 5 },
    PRIORITY: { first: '14.99', additional: '1.99', minDays: 2, maxDays: 3 },
  },
  INTERNATIONAL: {
    STANDARD: { first: '9.99', additional: '2.99', minDays: 10, maxDays: 15 },
    EXPEDITED: { first: '19.99', additional: '3.99', minDays: 6, maxDays: 9 },
    PRIORITY: { first: '34.99', additional: '4.99', minDays: 3, maxDays: 5 },
  },
};

export interface ShippingMethodQuote {
  code: ShippingMethodCode;
  label: string;
  /** Two decimals; "0.00" for a cart without copies. */
  price: string;
  /** New York calendar dates, yyyy-MM-dd. */
  earliestDelivery: string;
  latestDelivery: string;
  /** Business days from the order, as counted. */
  minBusinessDays: number;
  maxBusinessDays: number;
}

export function isShippingMethod(value: unknown): value is ShippingMethodCode {
  return typeof value === 'string' && (SHIPPING_METHODS as readonly string[]).includes(value);
}

/** The price of shipping `copies` copies by a method to a country: first + additional × (copies − 1). */
export function shippingPrice(method: ShippingMethodCode, country: string, copies: number): Decimal {
  if (copies <= 0) return new Decimal(0);
  const rule = SHIPPING_RULES[country.toUpperCase() === 'US' ? 'US' : 'INTERNATIONAL'][method];
  return new Decimal(rule.first).plus(new Decimal(rule.additional).times(copies - 1));
}

/**
 * The New York calendar date `days` business days after `now`'s New York date (Saturdays and
 * Sundays skipped; an order on a weekend counts from the Monday), yyyy-MM-dd.
 */
export function newYorkBusinessDate(now: Date, days: number): string {
  const today = new TZDate(now.getTime(), NEW_YORK_TZ);
  return isoDayText(addBusinessDays(today, days));
}

/** Every shipping method to a country for `copies` copies ordered at `now`, with its price and dates. */
export function shippingOptions(country: string, copies: number, now: Date): ShippingMethodQuote[] {
  const zone = country.toUpperCase() === 'US' ? 'US' : 'INTERNATIONAL';
  return SHIPPING_METHODS.map((code) => {
    const rule = SHIPPING_RULES[zone][code];
    return {
      code,
      label: SHIPPING_METHOD_LABELS[code],
      price: money2(shippingPrice(code, country, copies)),
      earliestDelivery: newYorkBusinessDate(now, rule.minDays),
      latestDelivery: newYorkBusinessDate(now, rule.maxDays),
      minBusinessDays: rule.minDays,
      maxBusinessDays: rule.maxDays,
    };
  });
}
