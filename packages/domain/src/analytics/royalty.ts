/**
 * The royalty of one copy sold, as a statement shows it (decision 044): the same domain functions
 * as the pricing quotes, on the price the reader paid that day. An eBook earns by the band of that
 * price (ebookSaleQuote: a coupon's or promotion's price earns its own band's rate, a free copy
 * nothing); a print book earns the author's share of that price less its printing cost, never
 * below nothing (a copy sold under the floor price earns no royalty and costs the author nothing).
 */
import Decimal from 'decimal.js';
import { ebookSaleQuote } from '../pricing/ebook';
import { money2, parsePrice } from '../pricing/money';
import { PRINT_AUTHOR_SHARE } from '../pricing/print';
import type { AnalyticsEventKind } from './events';

export type AnalyticsFormat = 'EBOOK' | 'PRINT';
export const ANALYTICS_FORMATS = ['EBOOK', 'PRINT'] as const satisfies readonly AnalyticsFormat[];

/** The kinds that sell copies (a coupon redemption is a sale at the coupon's price) and take them back. */
export const SALE_KINDS = ['SALE', 'COUPON_REDEMPTION'] as const satisfies readonly AnalyticsEventKind[];
export const MONEY_KINDS = [
  'SALE',
  'COUPON_REDEMPTION',
  'RETURN',
] as const satisfies readonly AnalyticsEventKind[];

export const isMoneyKind = (kind: string): boolean => (MONEY_KINDS as readonly string[]).includes(kind);

/** +1 for a copy sold, −1 for a copy returned, 0 for the rest (visits, samples, reading). */
export function unitSign(kind: string): 1 | -1 | 0 {
  if (kind === 'RETURN') return -1;
  return (SALE_KINDS as readonly string[]).includes(kind) ? 1 : 0;
}

/**
 * The royalty on one copy at `unitPrice` (two decimals, not signed: a return takes back what its
 * sale earned). `printingCost` is the print book's printing cost per copy.
 */
export function copyRoyalty(format: AnalyticsFormat, unitPrice: string, printingCost: string | null): string {
  const price = parsePrice(unitPrice);
  if (price === null) throw new RangeError(`Not a price: ${JSON.stringify(unitPrice)}`);
  if (format === 'EBOOK') return ebookSaleQuote(money2(price)).net_royalty;
  const cost = parsePrice(printingCost ?? '0') ?? new Decimal(0);
  const net = price.times(PRINT_AUTHOR_SHARE).minus(cost);
  return money2(Decimal.max(net, 0).toDecimalPlaces(2, Decimal.ROUND_HALF_UP));
}

/** `amount` × `units` (signed), exact, two decimals. */
export const times = (amount: string, units: number): string => money2(new Decimal(amount).times(units));

/** The exact sum of amounts, two decimals. */
export const sumMoney = (amounts: readonly (string | null | undefined)[]): string =>
  money2(amounts.reduce<Decimal>((sum, a) => (a ? sum.plus(a) : sum), new Decimal(0)));
