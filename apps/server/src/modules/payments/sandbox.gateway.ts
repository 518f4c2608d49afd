import {
  AppError,
  appError,
  CHECKOUT_FIELD_ERRORS_MESSAGE,
  errorDefinition,
  errorItem,
  isUuid,
} from '@quire/domain';
import type {
  Authorisation,
  AuthorizeResult,
  DeclineReason,
  MoveRequest,
  PaymentGateway,
} from './payments.gateway';
import type { AuthorisationRow, PaymentsRepository } from './payments.repository';
import type { RegistrationIds } from './registration-id';
import { isSecurityCodeFor } from './sandbox-cards';

/** The processor's words for an insufficient-funds decline: the reason shown, then its response code. */
export const INSUFFICIENT_FUNDS_DESCRIPTION =
  'Your card was declined for insufficient funds. Please use another card.|110 Insufficient Funds';

const AMOUNT = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

/** "12.5" → "12.50": the form the table answers, so a repeat compares equal. */
export function normaliseAmount(amount: string): string {
  const match = AMOUNT.exec(amount.trim());
  if (!match || Number(amount) <= 0)
    throw new Error('An amount is a positive decimal with at most two places');
  return `${BigInt(match[1] ?? '0').toString()}.${(match[2] ?? '').padEnd(2, '0')}`;
}

const toAuthorisation = (r: AuthorisationRow): Authorisation => ({
  authorisationId: r.id,
  amount: r.amount,
  currency: r.currency,
  status: r.status as Authorisation['status'],
  cardType: r.cardType,
  lastFour: r.lastFour,
});

function decline(reason: DeclineReason): AuthorizeResult {
  switch (reason) {
    case 'insufficient-funds':
      return {
        outcome: 'declined',
        reason,
        errors: [errorItem('31000', { description: INSUFFICIENT_FUNDS_DESCRIPTION })],
        message: INSUFFICIENT_FUNDS_DESCRIPTION.split('|')[0] ?? '',
      };
    case 'needs-cvv':
      return {
        outcome: 'declined',
        reason,
        errors: [errorItem('31003')],
        message: errorDefinition('31003').message,
      };
    default: {
      // 31002's description is "field|text" (spec 3 §8); the form adds the field-errors message.
      const text = errorDefinition('31002').message;
      return {
        outcome: 'declined',
        reason,
        errors: [errorItem('31002', { description: `cardNumber|${text}`, field: 'cardNumber' })],
        message: CHECKOUT_FIELD_ERRORS_MESSAGE,
      };
    }
  }
}

/** Thrown when an authorisation is not in a state the move starts from (a capture after a void). */
export class PaymentStateError extends Error {
  constructor(
    readonly authorisationId: string,
    readonly status: string,
    readonly move: 'capture' | 'void' | 'refund',
  ) {
    super(`Authorisation ${authorisationId} is ${status}: it cannot ${move}`);
    this.name = 'PaymentStateError';
  }
}

/**
 * The sandbox gateway (WORLDPAY_TEST): it behaves as the processor would for the spec's test cards,
 * known from the registration id's sealed card class. Its authorisations live in its own table,
 * written outside the caller's transaction, as a remote processor's would be: a rolled-back order
 * leaves the hold, and the order's compensation voids it.
 */
export function createSandboxGateway(deps: {
  repo: PaymentsRepository;
  registrations: RegistrationIds;
  now: () => Date;
}): PaymentGateway {
  const { repo, registrations, now } = deps;

  async function move(request: MoveRequest, to: 'captured' | 'voided' | 'refunded'): Promise<Authorisation> {
    const name = to === 'captured' ? 'capture' : to === 'voided' ? 'void' : 'refund';
    if (!isUuid(request.authorisationId)) throw appError('NOT_FOUND');
    const moved = await repo.move(request.authorisationId, to, request.idempotencyKey, now());
    if (moved) return toAuthorisation(moved);
    const row = await repo.byId(request.authorisationId);
    if (!row) throw appError('NOT_FOUND');
    const keyOf = { captured: row.captureKey, voided: row.voidKey, refunded: row.refundKey }[to];
    // The same move repeated with its key: answer the authorisation as it is now.
    if (keyOf === request.idempotencyKey) return toAuthorisation(row);
    throw new PaymentStateError(row.id, row.status, name);
  }

  return {
    flag: 'WORLDPAY_TEST',

    async authorize(request) {
      const card = registrations.open(request.registrationId, now());
      if (!card) return decline('invalid-registration');
      if (card.cardClass === 'insufficient-funds') return decline('insufficient-funds');
      if (card.cardClass === 'invalid-account') return decline('invalid-account');
      if (card.cardClass === 'needs-cvv' && !isSecurityCodeFor(card.type, request.cvv ?? ''))
        return decline('needs-cvv');
      const amount = normaliseAmount(request.amount);
      const currency = request.currency.trim().toUpperCase();
      const { row, created } = await repo.insertOrFind(
        {
          idempotencyKey: request.idempotencyKey,
          amount,
          currency,
          cardType: card.type,
          lastFour: card.lastFour,
        },
        now(),
      );
      if (!created && (row.amount !== amount || row.currency !== currency || row.lastFour !== card.lastFour))
        throw new AppError([errorItem('IDEMPOTENCY_KEY_REUSED')]);
      return { outcome: 'approved', authorisation: toAuthorisation(row), replayed: !created };
    },

    capture: (request) => move(request, 'captured'),
    void: (request) => move(request, 'voided'),
    refund: (request) => move(request, 'refunded'),
  };
}
