import { CA_PROVINCES, US_STATES } from '../accounts/address';

/**
 * Vendor, tax and bank constants (spec 3 §3, §5, §9). Countries travel as the spec's numeric codes
 * ('840' the United States); `alpha2` is what IBAN and SWIFT/BIC checks need.
 */
export const VENDOR_COUNTRIES = [
  { code: '840', alpha2: 'US', name: 'United States' },
  { code: '36', alpha2: 'AU', name: 'Australia' },
  { code: '56', alpha2: 'BE', name: 'Belgium' },
  { code: '124', alpha2: 'CA', name: 'Canada' },
  { code: '250', alpha2: 'FR', name: 'France' },
  { code: '276', alpha2: 'DE', name: 'Germany' },
  { code: '372', alpha2: 'IE', name: 'Ireland' },
  { code: '380', alpha2: 'IT', name: 'Italy' },
  { code: '528', alpha2: 'NL', name: 'Netherlands' },
  { code: '554', alpha2: 'NZ', name: 'New Zealand' },
  { code: '724', alpha2: 'ES', name: 'Spain' },
  { code: '826', alpha2: 'GB', name: 'United Kingdom' },
] as const;
export type VendorCountry = (typeof VENDOR_COUNTRIES)[number]['code'];
export const US_COUNTRY = '840';

export const countryByCode = (code: string) => VENDOR_COUNTRIES.find((c) => c.code === code) ?? null;
export const alpha2Of = (code: string): string | null => countryByCode(code)?.alpha2 ?? null;

/** Where a non-US taxpayer may be (tax_countries): every country but the United States. */
export const TAX_COUNTRIES = VENDOR_COUNTRIES.filter((c) => c.code !== US_COUNTRY);

/**
 * Bank countries (spec 3 §3 lists AU, BE, CA, DE, ES, FR, GB, IT, NL, NZ; §5 gives Ireland's lengths
 * and its USD note, so Ireland is one too, and US taxpayers are paid to US banks).
 */
export const BANK_COUNTRIES = VENDOR_COUNTRIES;

export type BankScheme = 'aba' | 'bsb' | 'transit' | 'iban';

/** How a bank country identifies an account (spec 3 §5 per-country lengths). */
export function bankSchemeOf(country: string): BankScheme | null {
  switch (alpha2Of(country)) {
    case 'US':
      return 'aba';
    case 'AU':
    case 'NZ':
      return 'bsb';
    case 'CA':
      return 'transit';
    case null:
      return null;
    default:
      return 'iban';
  }
}

/** Payment currency by bank country: USD for the US, AU, CA and NZ, GBP for GB, euro for the others. */
export function bankCurrency(country: string): 'USD' | 'GBP' | 'EUR' | null {
  const a = alpha2Of(country);
  if (!a) return null;
  if (a === 'US' || a === 'AU' || a === 'CA' || a === 'NZ') return 'USD';
  if (a === 'GB') return 'GBP';
  return 'EUR';
}

/** AU, CA, IE and NZ bank forms note that payment is in USD (spec 3 §5). */
export const USD_NOTE = 'Payments to this bank account are made in US dollars (USD).';
export const showsUsdNote = (country: string) => ['AU', 'CA', 'IE', 'NZ'].includes(alpha2Of(country) ?? '');

/** Per-country lengths (spec 3 §5), the maximum number of characters after stripping. */
export const VENDOR_LENGTHS = {
  tin: (c: string) => (['AU', 'CA', 'IE', 'NZ'].includes(alpha2Of(c) ?? '') ? 9 : 20),
  vat: (c: string) => ({ AU: 11, CA: 15, IE: 20, NZ: 13 })[alpha2Of(c) ?? ''] ?? 20,
  /** Ireland's IBAN is exactly 22 characters. */
  iban: (c: string) => (alpha2Of(c) === 'IE' ? 22 : 100),
  bsb: 6,
  /** Canada's routing (institution and transit) number. */
  routing: 9,
  account: (c: string) => ({ CA: 16, NZ: 16, IE: 14, US: 17 })[alpha2Of(c) ?? ''] ?? 20,
  swift: 11,
  publisherName: 100,
  webSite: 200,
  addressLine: 60,
  city: 40,
  zip: 10,
  phone: 20,
  name: 40,
  companyName: 100,
  bankName: 100,
  entityText: 100,
  email: 100,
} as const;

/** US taxpayer types: individuals give an SSN, companies an EIN, Other an entity text and either. */
export const US_TAXPAYER_TYPES = [
  { id: 'INDIVIDUAL', text: 'Individual/sole proprietor or single-member LLC', kind: 'individual' },
  { id: 'C_CORPORATION', text: 'C Corporation', kind: 'company' },
  { id: 'S_CORPORATION', text: 'S Corporation', kind: 'company' },
  { id: 'PARTNERSHIP', text: 'Partnership', kind: 'company' },
  { id: 'TRUST_ESTATE', text: 'Trust/estate', kind: 'company' },
  { id: 'LLC', text: 'Limited liability company', kind: 'company' },
  { id: 'OTHER', text: 'Other', kind: 'other' },
] as const;

/** Non-US taxpayer types (spec 3 §9): 01 is the individual, every other code a company. */
export const NON_US_TAXPAYER_TYPES = [
  { id: '01', text: 'Individual' },
  { id: '02', text: 'Company' },
  { id: '03', text: 'Partnership' },
  { id: '06', text: 'Government' },
  { id: '29', text: 'International organization' },
  { id: '07', text: 'Tax exempt organization' },
  { id: '08', text: 'Private foundation' },
  { id: '10', text: 'Estate' },
  { id: '21', text: 'Disregarded entity' },
  { id: '22', text: 'Simple trust' },
  { id: '23', text: 'Grantor trust' },
  { id: '24', text: 'Complex trust' },
  { id: '25', text: 'Central bank of issue' },
] as const;

export const PAYEE_CODES = Array.from({ length: 13 }, (_, i) => String(i + 1));
export const FATCA_CODES = 'ABCDEFGHIJKLM'.split('');
export const ID_TYPES = ['SSN', 'EIN', 'None'] as const;
export type IdType = (typeof ID_TYPES)[number];
export const BANK_ACCOUNT_TYPES = ['Checking', 'Savings'] as const;
export const DEFAULT_ACCOUNT_TYPE = 'Checking';
export const BANK_OWNER_TYPES = ['INDIVIDUAL', 'COMPANY'] as const;
export const PUBLISHER_ADDRESS_TYPE = 'Payment';

const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'];

/** The states a country's address picks from (loadStates/{country}); none where the form has none. */
export function statesOf(country: string): string[] {
  switch (alpha2Of(country)) {
    case 'US':
      return [...US_STATES];
    case 'CA':
      return [...CA_PROVINCES];
    case 'AU':
      return AU_STATES;
    default:
      return [];
  }
}

/** Business days an In Review account waits (turn-around-time), unless an administrator set another. */
export const DEFAULT_TURNAROUND_DAYS = 5;
