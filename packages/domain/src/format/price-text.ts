import type Decimal from 'decimal.js';

// Showing a price needs no decimal arithmetic: the amount's digits are rounded to the cent as
// text (BigInt cents), so the pages that only show prices do not load decimal.js (12.5 KB
// gzipped; docs/performance.md). Money math stays in ./price and ../pricing, with Decimal.

/** Currencies the spec knows a symbol for (spec 1 §9). */
export const CURRENCIES = ['USD', 'GBP', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CURRENCY_SYMBOLS: Readonly<Record<Currency, string>> = { USD: '$', GBP: '£', EUR: '€' };

/** What a missing price shows (spec 1 §5). */
export const MISSING_PRICE = '--';

export type Amount = number | string | Decimal | null | undefined;

/** A plain decimal as text: optional sign, digits, optional point and digits; no exponent. */
export const PLAIN_AMOUNT = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/** '1.5e+21' → '1500000000000000000000', '-1e-7' → '-0.0000001'; other text unchanged. */
function withoutExponent(text: string): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!m) return text;
  const [, sign = '', int = '', frac = '', exp = '0'] = m;
  const digits = int + frac;
  const point = int.length + Number(exp);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * The amount as plain decimal text, or null when missing or not a finite number: what ./price's
 * toDecimal reads. A number is read through its shortest round-trip string (1.005 → "1.005"), so
 * the rounding is decimal rounding, never binary float rounding.
 */
function plainText(amount: Amount): string | null {
  if (amount === null || amount === undefined) return null;
  if (typeof amount === 'number') return Number.isFinite(amount) ? withoutExponent(String(amount)) : null;
  if (typeof amount === 'string') {
    const text = amount.trim().replace(/,/g, '');
    return PLAIN_AMOUNT.test(text) ? text : null;
  }
  // A Decimal: its own digits in plain notation.
  return amount.isFinite() ? amount.toFixed() : null;
}

/** Whole cents of plain decimal text, rounded half away from zero: "-1.005" → -101n. */
function roundedCents(plain: string): bigint {
  const negative = plain.startsWith('-');
  const [int = '', frac = ''] = plain.replace(/^[-+]/, '').split('.');
  const cents =
    BigInt(`${int || '0'}${frac.padEnd(2, '0').slice(0, 2)}`) + ((frac[2] ?? '0') >= '5' ? 1n : 0n);
  return negative ? -cents : cents;
}

function groupThousands(integerDigits: string): string {
  return integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A price for display (spec 1 §5): '--' when missing, two decimals, thousands commas, the
 * currency symbol, and a negative amount in parentheses with a minus: -1.5 → '(-$1.50)'.
 * An amount that rounds to zero shows as a plain '$0.00', never '(-$0.00)'. Rounds half away
 * from zero to the cent: 1.005 → '$1.01'.
 */
export function formatPrice(amount: Amount, currency: Currency = 'USD'): string {
  const plain = plainText(amount);
  if (plain === null) return MISSING_PRICE;
  const cents = roundedCents(plain);
  const digits = (cents < 0n ? -cents : cents).toString().padStart(3, '0');
  const body = `${CURRENCY_SYMBOLS[currency]}${groupThousands(digits.slice(0, -2))}.${digits.slice(-2)}`;
  return cents < 0n ? `(-${body})` : body;
}
