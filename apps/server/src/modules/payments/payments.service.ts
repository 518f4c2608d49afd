import { paymentsEndpoints } from '@quire/domain';
import type { Secrets } from '../../lib/secrets';
import type { PaymentGateway } from './payments.gateway';
import type { PaymentsRepository } from './payments.repository';
import { createRegistrationIds, type RegistrationIds } from './registration-id';
import { createSandboxGateway } from './sandbox.gateway';

export interface PaymentsService {
  gateway: PaymentGateway;
  /** The sandbox tokenizer's registration ids (null for a live gateway, whose field is hosted elsewhere). */
  registrations: RegistrationIds | null;
  /**
   * The card a registration id (the card field's paypageRegistrationId) stands for, as the shopper
   * may see it: brand, last four and expiry, never a number; null when the id is not one of this
   * gateway's, was altered or has expired.
   */
  describeRegistration(id: string): RegisteredCardView | null;
  /** What the web needs to load the card field. */
  cardField: { paypageId: string; registrationUrl: string };
}

export interface RegisteredCardView {
  cardType: string;
  lastFour: string;
  /** Two digits. */
  expMonth: string;
  /** Four digits. */
  expYear: string;
}

/** The sandbox card field's page id (a live gateway's comes from its configuration). */
export const SANDBOX_PAYPAGE_ID = 'quire-sandbox';

/**
 * The configured gateway: WORLDPAY_TEST builds the sandbox; WORLDPAY (live) is not built, and
 * choosing it stops the start with a configuration error rather than failing at the first order.
 */
export function createPaymentsService(deps: {
  flag: 'WORLDPAY' | 'WORLDPAY_TEST';
  repo: PaymentsRepository;
  secrets: Secrets;
  now: () => Date;
}): PaymentsService {
  if (deps.flag === 'WORLDPAY')
    throw new Error(
      'PAYMENT_GATEWAY=WORLDPAY: the live Worldpay gateway is not available in this version of Quire. ' +
        'Set PAYMENT_GATEWAY=WORLDPAY_TEST to take payments through the sandbox.',
    );
  const registrations = createRegistrationIds(deps.secrets);
  return {
    gateway: createSandboxGateway({ repo: deps.repo, registrations, now: deps.now }),
    registrations,
    describeRegistration(id) {
      const card = registrations.open(id, deps.now());
      return card
        ? { cardType: card.type, lastFour: card.lastFour, expMonth: card.expMonth, expYear: card.expYear }
        : null;
    },
    cardField: { paypageId: SANDBOX_PAYPAGE_ID, registrationUrl: paymentsEndpoints.eProtectRegister.path },
  };
}
