import { COUNTRY_BOOK_TAX, US_STATE_SALES_TAX } from './tax-rates';

/** The tax a destination charges on an order: a rate (exact decimal fraction) and its name. */
export interface DestinationTax {
  rate: string;
  label: string;
}

const NONE: DestinationTax = { rate: '0', label: 'Tax' };

/**
 * The tax of a shipping destination (the documented table, tax-rates.ts): a US state's sales tax,
 * the VAT or GST of other countries on printed books; "0" for a destination the table does not hold.
 */
export function destinationTax(address: { country: string; state?: string | null }): DestinationTax {
  const country = address.country.trim().toUpperCase();
  if (country === 'US') {
    const state = (address.state ?? '').trim().toUpperCase();
    const rate = US_STATE_SALES_TAX[state];
    return rate === undefined ? NONE : { rate, label: `${state} sales tax` };
  }
  return COUNTRY_BOOK_TAX[country] ?? NONE;
}
