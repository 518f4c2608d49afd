import { ADDRESS_COUNTRIES, CA_PROVINCES, US_STATES } from '../accounts/address';
import { isCardExpiryAllowed, parseCardExpiry } from '../payments/card-expiry';
import { VENDOR_COUNTRIES } from '../vendors/constants';
import { stateName } from '../vendors/states';

/** What a payment method's expiry is refused with, on its field. */
export const PAYMENT_METHOD_MESSAGES = {
  expirationMonth: 'Please choose a month from this month on.',
  expirationYear: 'Please choose a year from this year to ten years from now.',
} as const;

/** The countries a billing address may be in: the address book's (spec 3 §9). */
export const BILLING_ADDRESS_COUNTRIES = ADDRESS_COUNTRIES;

/**
 * The states (or provinces) a billing address in `country` (ISO alpha-2) picks from, by code and
 * name, as the vendor address picker names them; an empty list for a country with none, null for a
 * country not in the list.
 */
export function billingAddressStates(country: string): { code: string; name: string }[] | null {
  const wanted = country.trim().toUpperCase();
  if (!BILLING_ADDRESS_COUNTRIES.some((c) => c.code === wanted)) return null;
  const codes: readonly string[] = wanted === 'US' ? US_STATES : wanted === 'CA' ? CA_PROVINCES : [];
  const numeric = VENDOR_COUNTRIES.find((c) => c.alpha2 === wanted)?.code ?? '';
  return codes.map((code) => ({ code, name: stateName(numeric, code) }));
}

/**
 * Why a payment method's expiry is refused on `now` (spec 3 §5: years from this one to this one
 * plus 10; in this year only months from this one), on its field; null when it may be chosen.
 */
export function cardExpiryProblem(
  month: string,
  year: string,
  now: Date,
): { field: 'expirationMonth' | 'expirationYear'; message: string } | null {
  const expiry = parseCardExpiry(month, year);
  if (!expiry) {
    const field = parseCardExpiry(month, '2000') ? 'expirationYear' : 'expirationMonth';
    return { field, message: PAYMENT_METHOD_MESSAGES[field] };
  }
  if (isCardExpiryAllowed(expiry, now)) return null;
  // A year in the range with a month already past is the month's fault; anything else the year's.
  const sameYearOk = isCardExpiryAllowed({ month: 12, year: expiry.year }, now);
  const field = sameYearOk ? 'expirationMonth' : 'expirationYear';
  return { field, message: PAYMENT_METHOD_MESSAGES[field] };
}
