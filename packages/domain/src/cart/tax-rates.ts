/**
 * The tax table of the cart (README.md says where the rates come from). Rates are fractions as
 * exact decimal strings ("0.0725" is 7.25 %). Illustrative: Quire charges these in its sandbox;
 * a live shop takes its rates from a tax service.
 *
 * US: each state's base (statewide) sales-tax rate, without county or city rates; states with no
 * sales tax answer "0". Territories and the military post offices answer "0".
 */
export const US_STATE_SALES_TAX: Readonly<Record<string, string>> = {
  AL: '0.04',
  AK: '0',
  AZ: '0.056',
  AR: '0.065',
  CA: '0.0725',
  CO: '0.029',
  CT: '0.0635',
  DE: '0',
  DC: '0.06',
  FL: '0.06',
  GA: '0.04',
  HI: '0.04',
  ID: '0.06',
  IL: '0.0625',
  IN: '0.07',
  IA: '0.06',
  KS: '0.065',
  KY: '0.06',
  LA: '0.0445',
  ME: '0.055',
  MD: '0.06',
  MA: '0.0625',
  MI: '0.06',
  MN: '0.06875',
  MS: '0.07',
  MO: '0.04225',
  MT: '0',
  NE: '0.055',
  NV: '0.0685',
  NH: '0',
  NJ: '0.06625',
  NM: '0.04875',
  NY: '0.04',
  NC: '0.0475',
  ND: '0.05',
  OH: '0.0575',
  OK: '0.045',
  OR: '0',
  PA: '0.06',
  RI: '0.07',
  SC: '0.06',
  SD: '0.042',
  TN: '0.07',
  TX: '0.0625',
  UT: '0.061',
  VT: '0.06',
  VA: '0.053',
  WA: '0.065',
  WV: '0.06',
  WI: '0.05',
  WY: '0.04',
};

/**
 * VAT (or GST) on printed books by destination country (ISO 3166 code): the United Kingdom and the
 * EU countries of spec 3 §9 at their printed-book rates, and the other countries of the address
 * list. A country not listed answers "0".
 */
export const COUNTRY_BOOK_TAX: Readonly<Record<string, { rate: string; label: string }>> = {
  GB: { rate: '0', label: 'VAT (printed books are zero-rated)' },
  BE: { rate: '0.06', label: 'VAT' },
  FR: { rate: '0.055', label: 'VAT' },
  DE: { rate: '0.07', label: 'VAT' },
  IE: { rate: '0', label: 'VAT (printed books are zero-rated)' },
  IT: { rate: '0.04', label: 'VAT' },
  NL: { rate: '0.09', label: 'VAT' },
  ES: { rate: '0.04', label: 'VAT' },
  CA: { rate: '0.05', label: 'GST' },
  AU: { rate: '0.10', label: 'GST' },
  NZ: { rate: '0.15', label: 'GST' },
};
