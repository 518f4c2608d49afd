import {
  EPROTECT_RESPONSES,
  type EProtectRegisterBody,
  type EProtectResponse,
  isCardExpiryAllowed,
  padExpirationMonth,
  parseCardExpiry,
} from '@quire/domain';
import cardValidator from 'card-validator';
// The library's own Luhn check (not re-exported by its index), for numbers of no known brand too.
import luhn10 from 'card-validator/dist/luhn-10.js';

/**
 * How the sandbox gateway treats a card, decided once by the tokenizer from the test number (the
 * number itself goes no further): the spec's test cards, and `approve` for any other good number.
 */
export type SandboxCardClass = 'approve' | 'insufficient-funds' | 'needs-cvv' | 'invalid-account';

/** The sandbox's test cards (docs/operations.md "Payments"). */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, SandboxCardClass>> = {
  '4457010000000009': 'approve',
  '5112010000000003': 'approve',
  '4457010100000008': 'insufficient-funds',
  '4457010200000007': 'needs-cvv',
  '5112010100000002': 'invalid-account',
};

/** What a registered card is, without its number. */
export interface RegisteredCard {
  cardClass: SandboxCardClass;
  /** The brand as people read it ("Visa", "Mastercard"). */
  type: string;
  firstSix: string;
  lastFour: string;
  /** Two digits. */
  expMonth: string;
  /** Four digits. */
  expYear: string;
}

export type CardCheck =
  | { response: '870'; card: RegisteredCard }
  | { response: Exclude<EProtectResponse, '870'> };

/** Lengths of a number of no known brand (ISO/IEC 7812). */
const ANY_BRAND_LENGTHS = [13, 14, 15, 16, 17, 18, 19];

/** The brand the library recognises from the number's prefix (none when no brand, or several, match). */
function brandOf(digits: string) {
  return cardValidator.number(digits).card ?? undefined;
}

/**
 * The hosted field's checks, in its order: the number (874 not numeric, 872 too short, 873 too
 * long, 871 not a valid number: Luhn, or a length the brand does not have), the security code when
 * one is typed (881 not numeric, 882 shorter than the brand's, 883 longer), then the expiry (886:
 * not a month and year, or not from this month to this year plus 10). Spaces and dashes typed in
 * the number are ignored.
 */
export function checkCard(input: EProtectRegisterBody, now: Date): CardCheck {
  const digits = input.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d*$/.test(digits)) return { response: '874' };
  const brand = brandOf(digits);
  const lengths = brand?.lengths.length ? brand.lengths : ANY_BRAND_LENGTHS;
  if (digits.length < Math.min(...lengths)) return { response: '872' };
  if (digits.length > Math.max(...lengths)) return { response: '873' };
  if (!lengths.includes(digits.length) || !luhn10(digits)) return { response: '871' };

  const cvv = (input.cvv ?? '').trim();
  if (cvv !== '') {
    const size = brand?.code.size ?? 3;
    if (!/^\d+$/.test(cvv)) return { response: '881' };
    if (cvv.length < size) return { response: '882' };
    if (cvv.length > size) return { response: '883' };
  }

  const expiry = parseCardExpiry(input.expMonth, input.expYear);
  if (!expiry || !isCardExpiryAllowed(expiry, now)) return { response: '886' };

  return {
    response: '870',
    card: {
      cardClass: SANDBOX_TEST_CARDS[digits] ?? 'approve',
      type: brand?.niceType ?? 'Card',
      firstSix: digits.slice(0, 6),
      lastFour: digits.slice(-4),
      expMonth: padExpirationMonth(expiry.month),
      expYear: String(expiry.year),
    },
  };
}

/** The tokenizer's message for a response code. */
export function responseMessage(code: EProtectResponse): string {
  return EPROTECT_RESPONSES[code];
}

/** A security code of the brand's length, for the sandbox's needs-CVV card at authorisation. */
export function isSecurityCodeFor(cardType: string, cvv: string): boolean {
  const size = cardType === 'American Express' ? 4 : 3;
  return new RegExp(`^\\d{${size}}$`).test(cvv.trim());
}
