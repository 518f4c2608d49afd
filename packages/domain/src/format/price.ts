import Decimal from 'decimal.js';

/** Currencies the spec knows a symbol for (spec 1 §9). */
export const CURRENCIES = ['USD', 'GBP', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CURRENCY_SYMBOLS: Readonly<Record<Currency, string>> = { USD: '$', GBP: '£', EUR: '€' };

/** What a missing price shows (spec 1 §5). */
export const MISSING_PRICE = '--';

export type Amount = number | string | Decimal | null | undefined;

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
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  return new Decimal(text);
}

/** Rounds half away from zero to 2 places: 1.005 → 1.01, -1.005 → -1.01. */
export function roundToCents(amount: Decimal): Decimal {
  return amount.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

function groupThousands(integerDigits: string): string {
  return integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "1234.5" → "1,234.50": two decimals and thousands commas, no symbol, no sign handling. */
function formatMagnitude(value: Decimal): string {
  const text = roundToCents(value.abs()).toFixed(2); // exact: a Decimal, never a binary float
  const dot = text.length - 3;
  return `${groupThousands(text.slice(0, dot))}${text.slice(dot)}`;
}

/**
 * A price for display (spec 1 §5): '--' when missing, two decimals, thousands commas, the
 * currency symbol, and a negative amount in parentheses with a minus: -1.5 → '(-$1.50)'.
 * An amount that rounds to zero shows as a plain '$0.00', never '(-$0.00)'.
 */
export function formatPrice(amount: Amount, currency: Currency = 'USD'): string {
  const value = toDecimal(amount);
  if (value === null) return MISSING_PRICE;
  const rounded = roundToCents(value);
  const body = `${CURRENCY_SYMBOLS[currency]}${formatMagnitude(rounded)}`;
  return rounded.isNegative() && !rounded.isZero() ? `(-${body})` : body;
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
