import Decimal from 'decimal.js';
import type { TwoStepMethod } from '../accounts/two-step';

/**
 * The two-step checks of checkout (spec 1 §4 "Cart"; spec 3 §8): for an account with two-step
 * verification on, a new shipping address answers 1077, a new payment method 1083 (1082 when the
 * account verifies by text and no verified mobile number can receive a code), and an order whose
 * total is above CHECKOUT_TWO_STEP_ORDER_THRESHOLD 1084. The web then opens the verification dialog
 * (generateCode, then verifyotp) and sends the same request again.
 *
 * A session that verified a code (by e-mail or text, through verifyotp) within
 * CHECKOUT_TWO_STEP_TRUST_MINUTES is trusted: it is not asked again until the window ends. An
 * account without two-step is never asked. Whose settings: the signed-in person's own (a
 * contributor working in an author's account answers for their own two-step, not the author's).
 */
export const CHECKOUT_TWO_STEP_TRUST_MINUTES = 30;
export const CHECKOUT_TWO_STEP_TRUST_MS = CHECKOUT_TWO_STEP_TRUST_MINUTES * 60_000;
/** An order total above this (in the order's currency, US dollars) asks for verification. */
export const CHECKOUT_TWO_STEP_ORDER_THRESHOLD = '250.00';

export type CheckoutStepUpTrigger =
  | { kind: 'shipping-address' }
  | { kind: 'payment-method' }
  | { kind: 'order'; orderTotal: string };

export type CheckoutStepUpCode = '1077' | '1082' | '1083' | '1084';

/** The earliest verification that still trusts the session at `now`. */
export function checkoutTrustSince(now: Date): Date {
  return new Date(now.getTime() - CHECKOUT_TWO_STEP_TRUST_MS);
}

/** Whether a code verified at `verifiedAt` still trusts the session at `now`. */
export function isCheckoutTrusted(verifiedAt: Date | null | undefined, now: Date): boolean {
  if (!verifiedAt) return false;
  const age = now.getTime() - verifiedAt.getTime();
  return age >= 0 && age < CHECKOUT_TWO_STEP_TRUST_MS;
}

/** Whether an order of this total asks for verification (strictly above the threshold). */
export function orderNeedsStepUp(orderTotal: string): boolean {
  let total: Decimal;
  try {
    total = new Decimal(orderTotal);
  } catch {
    // A total that is not a number is not for this rule to judge; the order's own checks refuse it.
    return false;
  }
  return total.greaterThan(CHECKOUT_TWO_STEP_ORDER_THRESHOLD);
}

/**
 * The error code this step answers, or null when it may go on: null without two-step, for a
 * trusted session, or for an order at or below the threshold.
 */
export function checkoutStepUpCode(
  trigger: CheckoutStepUpTrigger,
  state: { method: TwoStepMethod | null; trusted: boolean; smsReachable: boolean },
): CheckoutStepUpCode | null {
  if (!state.method || state.trusted) return null;
  switch (trigger.kind) {
    case 'shipping-address':
      return '1077';
    case 'payment-method':
      return state.method === 'SMS' && !state.smsReachable ? '1082' : '1083';
    case 'order':
      return orderNeedsStepUp(trigger.orderTotal) ? '1084' : null;
  }
}

type DestinationFields = Record<(typeof DESTINATION_FIELDS)[number], string | undefined>;
/** What makes an address another destination: the addressee and the place, not the phone or nickname. */
const DESTINATION_FIELDS = [
  'firstName',
  'lastName',
  'address1',
  'address2',
  'city',
  'state',
  'postalCode',
  'country',
] as const;

const canonical = (value: string | undefined) => (value ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Whether a shipping address is one of the address book's (the same addressee and place, ignoring
 * case, spacing, the nickname, company and phone): such an address is not "new" and asks nothing.
 */
export function isKnownShippingAddress(
  address: DestinationFields,
  book: readonly DestinationFields[],
): boolean {
  return book.some((known) => DESTINATION_FIELDS.every((f) => canonical(known[f]) === canonical(address[f])));
}
