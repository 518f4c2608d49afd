import { formatUsPhone, isValidUsMobile } from '../format/phone';

/**
 * The Address of spec 3 §3 (address book, filter Mailing) with Quire's rules: the spec shows the
 * fields, not their limits. Required fields say 'Please enter the {label}.' (spec 3 §5's default),
 * lengths 'Max Length n'. US addresses need a state of the USPS list, a ZIP code (12345 or
 * 12345-6789) and a 3-3-4 phone; Canada a province and an A1A 1A1 postal code.
 */
// No zod here: forms and pages that only show or check addresses load no schema library; the
// schemas are in address.ts.
export const ADDRESS_TYPES = ['Mailing'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** Countries an address may be in: the spec's country list (3 §9) by ISO 3166 code. */
export const ADDRESS_COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'AU', name: 'Australia' },
  { code: 'BE', name: 'Belgium' },
  { code: 'CA', name: 'Canada' },
  { code: 'FR', name: 'France' },
  { code: 'DE', name: 'Germany' },
  { code: 'IE', name: 'Ireland' },
  { code: 'IT', name: 'Italy' },
  { code: 'NL', name: 'Netherlands' },
  { code: 'NZ', name: 'New Zealand' },
  { code: 'ES', name: 'Spain' },
  { code: 'GB', name: 'United Kingdom' },
] as const;
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number]['code'];
export const ADDRESS_COUNTRY_CODES = ADDRESS_COUNTRIES.map((c) => c.code) as [
  AddressCountry,
  ...AddressCountry[],
];

export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'AS',
  'GU',
  'MP',
  'PR',
  'VI',
  'AA',
  'AE',
  'AP',
] as const;
export const CA_PROVINCES = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const;

export const ADDRESS_MESSAGES = {
  firstName: 'Please enter the first name.',
  lastName: 'Please enter the last name.',
  address1: 'Please enter the address.',
  city: 'Please enter the city.',
  state: 'Please enter the state.',
  stateInvalid: 'Please choose a valid state.',
  postalCode: 'Please enter the postal code.',
  zipInvalid: 'Please enter a valid ZIP code.',
  postalInvalid: 'Please enter a valid postal code.',
  country: 'Please choose a country.',
  phoneNumber: 'Please enter the phone number.',
  phoneInvalid: 'Please enter a valid phone number.',
} as const;

export const ADDRESS_LIMITS = {
  nickname: 40,
  firstName: 40,
  lastName: 40,
  company: 60,
  address1: 60,
  address2: 60,
  city: 40,
  state: 40,
  postalCode: 10,
  phoneNumber: 20,
} as const;
/** Addresses one account may keep. */
export const ADDRESS_BOOK_MAX = 50;

/** The problem of one address field given the country, or null: the rules both sides run. */
export function addressFieldProblem(
  field: 'state' | 'postalCode' | 'phoneNumber',
  value: string,
  country: string,
): string | null {
  const v = value.trim();
  if (field === 'state') {
    if (country === 'US' || country === 'CA' || country === 'AU') {
      if (v === '') return ADDRESS_MESSAGES.state;
      const list: readonly string[] = country === 'US' ? US_STATES : country === 'CA' ? CA_PROVINCES : [];
      if (list.length > 0 && !list.includes(v.toUpperCase())) return ADDRESS_MESSAGES.stateInvalid;
    }
    return null;
  }
  if (field === 'postalCode') {
    if (v === '') return country === 'IE' ? null : ADDRESS_MESSAGES.postalCode;
    if (country === 'US') return /^\d{5}(-\d{4})?$/.test(v) ? null : ADDRESS_MESSAGES.zipInvalid;
    if (country === 'CA')
      return /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/.test(v) ? null : ADDRESS_MESSAGES.postalInvalid;
    return /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(v) ? null : ADDRESS_MESSAGES.postalInvalid;
  }
  if (v === '') return ADDRESS_MESSAGES.phoneNumber;
  if (country === 'US' || country === 'CA') return isValidUsMobile(v) ? null : ADDRESS_MESSAGES.phoneInvalid;
  return /^\+?[0-9 ()-]{6,20}$/.test(v) && v.replace(/\D/g, '').length >= 6
    ? null
    : ADDRESS_MESSAGES.phoneInvalid;
}

/** Normalises what the rules accept: states and postal codes upper-cased, US/CA phones 3-3-4. */
export function normaliseAddress<
  T extends { country: string; state: string; postalCode: string; phoneNumber: string },
>(a: T): T {
  const us = a.country === 'US' || a.country === 'CA';
  return {
    ...a,
    state: a.state.toUpperCase(),
    postalCode: a.postalCode.toUpperCase(),
    phoneNumber: us ? formatUsPhone(a.phoneNumber) : a.phoneNumber,
  };
}

// Address and PaymentMethod, as the address book answers them, are the contract's (contracts/addresses.ts).

/** 3 → '03' (spec 3 §3: expirationMonth is padded to two digits). */
export function padExpirationMonth(month: number | string): string {
  return String(month).padStart(2, '0');
}
