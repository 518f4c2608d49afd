import type { ApiErrorItem } from '@quire/domain';

/**
 * The payment gateway adapter: what the checkout and the orders need from a card processor. Every
 * call takes an idempotency key the caller chooses (one per order step, kept with the order), so a
 * call repeated after a crash or a retry answers what the first one answered and moves no money
 * twice. Amounts are exact decimal strings ("12.50").
 */
export interface PaymentGateway {
  /** Which gateway this is (the feature flag that chose it). */
  readonly flag: 'WORLDPAY' | 'WORLDPAY_TEST';
  /** Holds the amount on the card the registration id stands for. */
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  /** Takes the held amount (when the order ships). */
  capture(request: MoveRequest): Promise<Authorisation>;
  /** Releases a hold not yet captured (a cancellation before capture). */
  void(request: MoveRequest): Promise<Authorisation>;
  /** Gives a captured amount back (a cancellation after capture). */
  refund(request: MoveRequest): Promise<Authorisation>;
}

export interface AuthorizeRequest {
  idempotencyKey: string;
  /** The hosted field's paypageRegistrationId (the cart's eProtectId). */
  registrationId: string;
  amount: string;
  currency: string;
  /** The card's security code, when the shopper typed it (asked for by 31003). Never stored. */
  cvv?: string | undefined;
}

export interface MoveRequest {
  idempotencyKey: string;
  authorisationId: string;
}

export type AuthorisationStatus = 'authorised' | 'captured' | 'voided' | 'refunded';

export interface Authorisation {
  authorisationId: string;
  amount: string;
  currency: string;
  status: AuthorisationStatus;
  /** The card as the shopper may see it: brand and last four digits. */
  cardType: string;
  lastFour: string;
}

/**
 * Why a card was not authorised: 31000 declined (the reason before the '|'), 31002 the card is not
 * valid (on cardNumber; also for a registration id that is altered or expired), 31003 the security
 * code is needed. `errors` are the items the order answers; `message` the form's message.
 */
export type DeclineReason = 'insufficient-funds' | 'invalid-account' | 'needs-cvv' | 'invalid-registration';

export type AuthorizeResult =
  | { outcome: 'approved'; authorisation: Authorisation; replayed: boolean }
  | { outcome: 'declined'; reason: DeclineReason; errors: ApiErrorItem[]; message: string };
