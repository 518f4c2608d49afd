import {
  AppError,
  addressFieldProblem,
  appError,
  BILLING_ADDRESS_COUNTRIES,
  type BillingAddressInput,
  billingAddressStates,
  CARD_EXPIRY_YEARS_AHEAD,
  type Cart,
  type CartPaymentMethod,
  cardExpiryProblem,
  errorDefinition,
  errorItem,
  type LoggedInUser,
  ownerOf,
  padExpirationMonth,
  parseCardExpiry,
  toNewYorkDate,
} from '@quire/domain';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AddressesService } from '../addresses';
import type { PaymentsService } from '../payments';
import type { CartRepository } from './cart.repository';
import type { CartStepUp, CheckoutSession } from './cart.step-up';
import type { OrderTokens } from './order-token';

export interface CartPaymentDeps {
  uow: UnitOfWork<CartRepository>;
  addresses: Pick<AddressesService, 'savePaymentMethod'>;
  payments: Pick<PaymentsService, 'describeRegistration' | 'cardField'> & {
    gateway: Pick<PaymentsService['gateway'], 'flag'>;
  };
  tokens: OrderTokens;
  stepUp: Pick<CartStepUp, 'require'>;
  now: () => Date;
  assertAllowed: (user: LoggedInUser) => void;
  current: (user: LoggedInUser) => Promise<Cart>;
}

export interface PaymentMethodInput {
  eProtectId: string;
  expirationMonth: string;
  expirationYear: string;
  billingAddress: BillingAddressInput;
}

/** The address book's checks on a billing address (state, phone, postcode), each on its field. */
function billingProblems(address: BillingAddressInput) {
  const items = [];
  for (const field of ['state', 'postalCode', 'phoneNumber'] as const) {
    const problem = addressFieldProblem(field, address[field], address.country);
    if (problem) items.push({ code: 'VALIDATION', description: problem, field: `billingAddress.${field}` });
  }
  return items;
}

/**
 * The cart's payment calls (spec 1 §7 "Cart"): the token step, the card field, the payment method
 * and the billing address lists. The card number never comes here: the card field posts it to the
 * gateway's tokenizer, and the cart gets its registration id (eProtectId).
 */
export function createCartPayment(deps: CartPaymentDeps) {
  const { uow, addresses, payments, tokens, stepUp, now, assertAllowed, current } = deps;

  return {
    /** GET /api/cart/token: the proof-of-work challenge whose solution is submit-order's recaptchaToken. */
    async token(user: LoggedInUser) {
      assertAllowed(user);
      return tokens.challenge();
    },

    /** For submit-order: a solution is good once and for a few minutes. */
    verifyOrderToken: (token: string, options?: { resuming?: boolean }) => tokens.verify(token, options),

    /** GET /api/cart/eProtectId: what the web needs to load the card field. */
    async eProtectId(user: LoggedInUser) {
      assertAllowed(user);
      const thisYear = toNewYorkDate(now())?.getFullYear() ?? now().getUTCFullYear();
      return {
        ...payments.cardField,
        gateway: payments.gateway.flag,
        expirationYears: Array.from({ length: CARD_EXPIRY_YEARS_AHEAD + 1 }, (_, i) => String(thisYear + i)),
      };
    },

    /**
     * PUT /api/cart/payment-method: the card the field registered, its expiry and billing address,
     * kept on the cart and in the user's stored payment methods (never its number). With two-step
     * on, 1083 (or 1082) until this session verifies.
     */
    async paymentMethod(
      user: LoggedInUser,
      session: CheckoutSession,
      input: PaymentMethodInput,
    ): Promise<Cart> {
      const { userId } = session;
      assertAllowed(user);
      const at = now();
      const expiry = cardExpiryProblem(input.expirationMonth, input.expirationYear, at);
      const problems = billingProblems(input.billingAddress);
      if (expiry) problems.unshift({ code: 'VALIDATION', description: expiry.message, field: expiry.field });
      if (problems.length > 0) throw new AppError(problems);
      const card = payments.describeRegistration(input.eProtectId);
      if (!card) {
        // 31002's description is "field|text" (spec 3 §8): here the field is the registration id.
        const text = errorDefinition('31002').message;
        throw new AppError([errorItem('31002', { description: `eProtectId|${text}`, field: 'eProtectId' })]);
      }
      // parseCardExpiry cannot fail here: cardExpiryProblem passed.
      const { month, year } = parseCardExpiry(input.expirationMonth, input.expirationYear) ?? {
        month: 0,
        year: 0,
      };
      // The two-step check of a new payment method (1083, or 1082 without a way to receive a code),
      // once the input is good and before anything is kept.
      await stepUp.require(session, { kind: 'payment-method' });
      await uow.withTransaction(async (repos, tx) => {
        const cart = await repos.lockOrCreate(ownerOf(user), at);
        const billingAddress = { ...input.billingAddress };
        const saved = await addresses.savePaymentMethod(
          userId,
          {
            providerToken: input.eProtectId,
            cardType: card.cardType,
            lastFourDigits: card.lastFour,
            expirationMonth: month,
            expirationYear: year,
            billingAddress,
          },
          tx,
        );
        const method: CartPaymentMethod & { registrationId: string } = {
          paymentMethodId: saved.paymentMethodId,
          cardType: card.cardType,
          lastFourDigits: card.lastFour,
          expirationMonth: padExpirationMonth(month),
          expirationYear: String(year),
          billingAddress,
          registrationId: input.eProtectId,
        };
        await repos.setPaymentMethod(cart.id, method, at);
      });
      return current(user);
    },

    /** GET /api/cart/billing-address-countries */
    billingAddressCountries(user: LoggedInUser) {
      assertAllowed(user);
      return BILLING_ADDRESS_COUNTRIES.map((c) => ({ code: c.code, name: c.name }));
    },

    /** GET /api/cart/billing-address-states/{country}: 404 for a country not in the list. */
    billingAddressStates(user: LoggedInUser, country: string) {
      assertAllowed(user);
      const states = billingAddressStates(country);
      if (!states) throw appError('NOT_FOUND', { field: 'country' });
      return states;
    },
  };
}
