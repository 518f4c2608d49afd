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
