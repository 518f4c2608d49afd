import Decimal from 'decimal.js';
import { fieldError } from '../errors/app-error';
import type { Amount } from '../format/price';
import { money2, parsePrice } from './money';

/**
 * eBook retail and distribution share by list-price band (spec 1 §9). `min`/`max` are inclusive;
 * prices between bands (0.01–0.98) and above 199.99 are not valid list prices.
 */
export const EBOOK_PRICE_BANDS = [
  { min: '0.00', max: '0.00', share: '0.00' },
  { min: '0.99', max: '2.98', share: '0.60' },
  { min: '2.99', max: '9.99', share: '0.35' },
  { min: '10.00', max: '199.99', share: '0.60' },
] as const;
export type EbookPriceBand = (typeof EBOOK_PRICE_BANDS)[number];

export const EBOOK_PRICE_MIN = '0.99';
export const EBOOK_PRICE_MAX = '199.99';

/** Quire's wording: spec 1 gives the bands but no message for a price outside them. */
export const EBOOK_PRICE_MESSAGE = 'Please enter a price of $0.00 or from $0.99 to $199.99.';

export interface EbookQuote {
  /** The list price, 2 decimals. */
  price: string;
  /** 1 − share, 2 decimals. */
  royalty_rate: string;
  /** price × royalty_rate, rounded half up to the cent. */
  net_royalty: string;
}

/** The band of a valid eBook list price, or null when the price is not a valid list price. */
export function ebookPriceBand(price: Amount): EbookPriceBand | null {
  const value = parsePrice(price);
  if (value === null) return null;
  return EBOOK_PRICE_BANDS.find((b) => value.gte(b.min) && value.lte(b.max)) ?? null;
}

/** True for 0 and 0.99–199.99 with at most two decimals. */
export function isValidEbookPrice(price: Amount): boolean {
  return ebookPriceBand(price) !== null;
}

/**
 * The retail and distribution share of an eBook list price ('0.00', '0.60' or '0.35').
 * Throws AppError VALIDATION on field `price` for a price outside the bands.
 */
export function ebookShare(price: Amount, field = 'price'): string {
  const band = ebookPriceBand(price);
  if (!band) throw fieldError(field, EBOOK_PRICE_MESSAGE);
  return band.share;
}

/** The author's royalty rate for a retail share: 1 − share, two decimals ('0.35' → '0.65'). */
export function ebookRoyaltyRate(share: Amount): string {
  const value = parsePrice(share);
  if (value === null || value.gt(1)) throw new RangeError(`Not a share: ${JSON.stringify(String(share))}`);
  return money2(new Decimal(1).minus(value));
}

/** The price bands with the author's royalty rate of each (`GET /api/project/royalty-prices`). */
export const EBOOK_ROYALTY_BANDS: readonly (EbookPriceBand & { royaltyRate: string })[] =
  EBOOK_PRICE_BANDS.map((b) => Object.freeze({ ...b, royaltyRate: ebookRoyaltyRate(b.share) }));

/**
 * The royalty quote of `GET /api/project/ebook/cost?price=P`: exact decimal arithmetic, the
 * royalty rounded half up to the cent. Throws AppError VALIDATION on `field` (default `price`).
 */
export function ebookQuote(price: Amount, field = 'price'): EbookQuote {
  const rate = ebookRoyaltyRate(ebookShare(price, field));
  const value = parsePrice(price) as Decimal;
  return { price: money2(value), royalty_rate: rate, net_royalty: money2(value.times(rate)) };
}

/**
 * The royalty on a sale at a price a reader pays that need not be a list price (a coupon's): the
 * band of that price, where a price in the gap between bands (0.01–0.98) earns the lowest paid
 * band's rate and a free copy earns nothing. Exact decimals, rounded half up to the cent, the same
 * bands as `ebookQuote`.
 */
export function ebookSaleQuote(price: Amount): EbookQuote {
  const value = parsePrice(price);
  if (value === null || value.gt(EBOOK_PRICE_MAX)) throw fieldError('price', EBOOK_PRICE_MESSAGE);
  const band =
    EBOOK_PRICE_BANDS.find((b) => value.gte(b.min) && value.lte(b.max)) ??
    (EBOOK_PRICE_BANDS[1] as EbookPriceBand);
  const rate = value.isZero() ? '0.00' : ebookRoyaltyRate(band.share);
  return { price: money2(value), royalty_rate: rate, net_royalty: money2(value.times(rate)) };
}
