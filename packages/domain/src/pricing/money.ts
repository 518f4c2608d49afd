import Decimal from 'decimal.js';
import { type Amount, toDecimal } from '../format/price';

/** Two decimals, rounded half up (away from zero), never "-0.00". */
export function money2(value: Decimal): string {
  const rounded = value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return (rounded.isZero() ? rounded.abs() : rounded).toFixed(2);
}

/** Four decimals, rounded half up, never "-0.0000". */
export function money4(value: Decimal): string {
  const rounded = value.toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
  return (rounded.isZero() ? rounded.abs() : rounded).toFixed(4);
}

/** Rounds up (toward +∞) to the cent: 5.4545… → 5.46. */
export function ceilToCent(value: Decimal): Decimal {
  return value.toDecimalPlaces(2, Decimal.ROUND_CEIL);
}

/**
 * A price as an exact decimal when it is a finite, non-negative amount with at most two
 * decimals ("9.990" counts as two); null otherwise.
 */
export function parsePrice(amount: Amount): Decimal | null {
  if (typeof amount === 'string' && amount.trim() === '') return null;
  const value = toDecimal(amount);
  if (value === null || value.isNegative() || value.decimalPlaces() > 2) return null;
  return value;
}

/**
 * A money amount as stored and answered: two decimals, rounded half up to the cent ("4.9" →
 * "4.90", 12 → "12.00", "1,234.5" → "1234.50"); null when missing or blank. Throws a RangeError
 * for a value that is no amount (callers validate first: it is never a user's message).
 */
export function normalizeMoney(value: Amount): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const d = toDecimal(value);
  if (d === null) throw new RangeError(`Not an amount: ${JSON.stringify(String(value))}`);
  return money2(d);
}

/** Compares two amounts exactly: -1, 0 or 1, or null when either is missing or no amount. */
export function compareMoney(a: Amount, b: Amount): -1 | 0 | 1 | null {
  const x = toDecimal(a);
  const y = toDecimal(b);
  if (x === null || y === null) return null;
  return x.comparedTo(y) as -1 | 0 | 1;
}

/** Whether an amount is present and greater than zero ("0.00", blank and null are not). */
export function isPositiveMoney(value: Amount): boolean {
  return toDecimal(value)?.gt(0) ?? false;
}

/**
 * A rate as a percentage for display, to at most two decimals, no trailing zeros: "0.65" → "65%",
 * "0.3456" → "34.56%", "0.12345" → "12.35%" (half up); "" for a value that is no rate.
 */
export function ratePercent(rate: Amount): string {
  const d = toDecimal(rate);
  if (d === null) return '';
  const pct = d.times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return `${(pct.isZero() ? pct.abs() : pct).toString()}%`;
}
