import { formatUsPhone } from '../format/phone';
import { statesOfZip } from './zip-prefixes';

/**
 * The checks a shipping address passes before the cart uses it (spec 1 §8 "address validation with
 * suggestions"): a postcode malformed for its country, a US ZIP code of another state, and an
 * apartment, suite or unit named without its number. Each problem says what is wrong on its field
 * and, where a correction can be made, the corrected value; `suggestion` is the address with every
 * correction applied, for the user to accept.
 */
export type AddressProblemCode = 'POSTCODE_MALFORMED' | 'ZIP_STATE_MISMATCH' | 'UNIT_MISSING';

export interface AddressProblem {
  code: AddressProblemCode;
  field: 'postalCode' | 'state' | 'address1' | 'address2';
  description: string;
  /** The corrected value of `field`, when one can be made. */
  suggestedValue?: string;
}

export interface CheckableAddress {
  address1: string;
  address2: string;
  state: string;
  postalCode: string;
  country: string;
}

export interface AddressValidation<T extends CheckableAddress> {
  status: 'VALID' | 'INVALID';
  problems: AddressProblem[];
  /** The address with every suggested value applied; null when no correction could be made. */
  suggestion: T | null;
}

export const ADDRESS_CHECK_MESSAGES = {
  zip: 'Please enter a ZIP code of 5 digits, or 5 digits, a dash and 4 digits (12345-6789).',
  postcode: 'Please enter a valid postal code for this country.',
  unit: 'Please add the number of the apartment, suite or unit.',
  zipState: (zip: string, states: string[], state: string) =>
    `The ZIP code ${zip} is in ${states.join(' or ')}, not ${state}. Please check the state or the ZIP code.`,
} as const;

interface PostcodeRule {
  /** The written form the rule accepts. */
  valid: RegExp;
  /** The canonical form of a sloppy spelling (spaces, dashes, lower case), or null. */
  canonical: (compact: string) => string | null;
}

const compactOf = (v: string) => v.toUpperCase().replace(/[\s-]/g, '');
const digitsOnly = (v: string) => v.replace(/\D/g, '');

/** Postcode forms by country; a country not listed is checked by the address book's general rule. */
const POSTCODE_RULES: Readonly<Record<string, PostcodeRule>> = {
  US: {
    valid: /^\d{5}(-\d{4})?$/,
    canonical: (v) => {
      if (/[A-Z]/.test(v)) return null;
      const d = digitsOnly(v);
      if (d.length === 5) return d;
      if (d.length === 9) return `${d.slice(0, 5)}-${d.slice(5)}`;
      return null;
    },
  },
  CA: {
    valid: /^[A-Z]\d[A-Z] \d[A-Z]\d$/,
    canonical: (v) => (/^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(v) ? `${v.slice(0, 3)} ${v.slice(3)}` : null),
  },
  GB: {
    valid: /^([A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}|GIR 0AA)$/,
    canonical: (v) =>
      /^([A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}|GIR0AA)$/.test(v) ? `${v.slice(0, -3)} ${v.slice(-3)}` : null,
  },
  NL: {
    valid: /^\d{4} [A-Z]{2}$/,
    canonical: (v) => (/^\d{4}[A-Z]{2}$/.test(v) ? `${v.slice(0, 4)} ${v.slice(4)}` : null),
  },
  DE: { valid: /^\d{5}$/, canonical: (v) => (/^\d{5}$/.test(v) ? v : null) },
  FR: { valid: /^\d{5}$/, canonical: (v) => (/^\d{5}$/.test(v) ? v : null) },
  ES: { valid: /^\d{5}$/, canonical: (v) => (/^\d{5}$/.test(v) ? v : null) },
  IT: { valid: /^\d{5}$/, canonical: (v) => (/^\d{5}$/.test(v) ? v : null) },
  BE: { valid: /^\d{4}$/, canonical: (v) => (/^\d{4}$/.test(v) ? v : null) },
  AU: { valid: /^\d{4}$/, canonical: (v) => (/^\d{4}$/.test(v) ? v : null) },
  NZ: { valid: /^\d{4}$/, canonical: (v) => (/^\d{4}$/.test(v) ? v : null) },
};

/** A unit word at the end of a line with no number after it: "12 Main St Apt", "Suite #". */
const BARE_UNIT = /(^|\s)(apt|apartment|suite|ste|unit|flat|#)\.?\s*#?\s*$/i;

function postcodeProblem(country: string, postalCode: string): AddressProblem | null {
  const rule = POSTCODE_RULES[country];
  const value = postalCode.trim();
  if (!rule || (value === '' && country === 'IE')) return null;
  if (rule.valid.test(value)) return null;
  const fixed = value === '' ? null : rule.canonical(compactOf(value));
  const description = country === 'US' ? ADDRESS_CHECK_MESSAGES.zip : ADDRESS_CHECK_MESSAGES.postcode;
  return {
    code: 'POSTCODE_MALFORMED',
    field: 'postalCode',
    description,
    ...(fixed ? { suggestedValue: fixed } : {}),
  };
}

/** Checks a shipping address; VALID with no problems, or INVALID with each problem and a suggestion. */
export function checkShippingAddress<T extends CheckableAddress>(address: T): AddressValidation<T> {
  const country = address.country.trim().toUpperCase();
  const problems: AddressProblem[] = [];
  const postcode = postcodeProblem(country, address.postalCode);
  if (postcode) problems.push(postcode);

  if (country === 'US') {
    const zip = postcode ? (postcode.suggestedValue ?? null) : address.postalCode.trim();
    const state = address.state.trim().toUpperCase();
    const states = zip ? statesOfZip(zip) : [];
    if (state !== '' && states.length > 0 && !states.includes(state)) {
      problems.push({
        code: 'ZIP_STATE_MISMATCH',
        field: 'state',
        description: ADDRESS_CHECK_MESSAGES.zipState(zip as string, states, state),
        ...(states.length === 1 ? { suggestedValue: states[0] as string } : {}),
      });
    }
  }

  for (const field of ['address1', 'address2'] as const) {
    if (BARE_UNIT.test(address[field].trim())) {
      problems.push({ code: 'UNIT_MISSING', field, description: ADDRESS_CHECK_MESSAGES.unit });
    }
  }

  const fixes = problems.filter((p) => p.suggestedValue !== undefined);
  let suggestion: T | null = null;
  if (fixes.length > 0) {
    const corrected: T = { ...address };
    for (const p of fixes) corrected[p.field] = p.suggestedValue as string;
    suggestion = corrected;
  }
  return { status: problems.length === 0 ? 'VALID' : 'INVALID', problems, suggestion };
}

/**
 * A shipping address as the cart keeps it: state and postcode upper-cased, a US or Canadian phone
 * written 3-3-4 (as the address book keeps its addresses).
 */
export function normaliseShippingAddress<
  T extends { country: string; state: string; postalCode: string; phoneNumber: string },
>(a: T): T {
  const country = a.country.trim().toUpperCase();
  const us = country === 'US' || country === 'CA';
  return {
    ...a,
    country,
    state: a.state.trim().toUpperCase(),
    postalCode: a.postalCode.trim().toUpperCase(),
    phoneNumber: us ? formatUsPhone(a.phoneNumber) : a.phoneNumber.trim(),
  };
}
