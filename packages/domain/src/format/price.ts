import Decimal from 'decimal.js';
import { type Amount, PLAIN_AMOUNT } from './price-text';

export {
  type Amount,
  CURRENCIES,
  CURRENCY_SYMBOLS,
  type Currency,
  formatPrice,
  MISSING_PRICE,
} from './price-text';

/** The amount as an exact decimal, or null when missing or not a finite number. */
export function toDecimal(amount: Amount): Decimal | null {
  if (amount === null || amount === undefined) return null;
  if (amount instanceof Decimal) return amount.isFinite() ? amount : null;
  if (typeof amount === 'number') {
    // Decimal reads a number through its shortest round-trip string (1.005 → "1.005"), so the
    // rounding below is decimal rounding, never binary float rounding.
    return Number.isFinite(amount) ? new Decimal(amount) : null;
  }
  const text = amount.trim().replace(/,/g, '');
  if (!PLAIN_AMOUNT.test(text)) return null;
  return new Decimal(text);
}

/** Rounds half away from zero to 2 places: 1.005 → 1.01, -1.005 → -1.01. */
export function roundToCents(amount: Decimal): Decimal {
  return amount.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/**
 * An amount with exactly two decimals and no grouping, as a price input shows it after blur
 * ("formatted to 2 decimals on blur", spec 2 §5): '4' → '4.00', '.5' → '0.50'. Text that is
 * not a number comes back unchanged so the field's own rule can report it.
 */
export function toTwoDecimals(input: string): string {
  const value = toDecimal(input);
  if (value === null) return input;
  const rounded = roundToCents(value);
  return (rounded.isZero() ? rounded.abs() : rounded).toFixed(2);
}

/** Exact cents of an amount (1.5 → 150), or null when missing. */
export function toCents(amount: Amount): number | null {
  const value = toDecimal(amount);
  return value === null ? null : roundToCents(value).times(100).toNumber();
}
