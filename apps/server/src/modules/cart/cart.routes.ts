import { CHECKOUT_TWO_STEP_TRUST_MINUTES, cartEndpoints as e, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import { currentUser, requireUser } from '../access';
import type { CartService } from './cart.service';

const tags = ['cart'];
/** The signed-in person's own account row (their address book), whoever's cart they work in. */
const userIdOf = (request: { userId: string | null }) => request.userId as string;
/** The signed-in person and their session, for the two-step checks (their own settings). */
const sessionOf = (request: { userId: string | null; sessionKey: string | null }) => ({
  userId: request.userId as string,
  sessionKey: request.sessionKey as string,
});
/** The two-step checks' documentation, shared by the routes they guard. */
const STEP_UP = `With two-step verification on (the signed-in person's own settings, also for a contributor working in an author's account), unless this session verified a code through POST /api/account/verifyotp in the last ${CHECKOUT_TWO_STEP_TRUST_MINUTES} minutes`;

/** The cart (spec 1 §7 "Cart (/api/cart)"): items, totals, shipping address and method, the token step and the payment method. */
export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  app.get(
    e.root.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          "The account's cart: copies and proofs at printing cost, completeness, maxProofs and every total",
        response: responses(e.root.response, 401, 403),
      },
    },
    async (request) => success({ cart: await cart.get(currentUser(request)) }),
  );

  app.get(
    e.checkoutPage.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          'The checkout page: the cart, the address book, and the shipping methods to the chosen address',
        response: responses(e.checkoutPage.response, 401, 403),
      },
    },
    async (request) => success(await cart.checkoutPage(currentUser(request), userIdOf(request))),
  );

  app.post(
    e.add.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Adds one copy (or proof, not for resale) of an orderable print book; quantity is always 1',
        description:
          'A book whose status does not allow ordering answers 6031 (unpublished changes) or CART_BOOK_INCOMPLETE; a file with an error or not approved 6024; an eBook CART_NOT_PRINT; more proofs than maxProofs CART_MAX_PROOFS.',
        body: e.add.body,
        response: responses(e.add.response, 400, 401, 403, 404, 409),
      },
    },
    async (request) => success({ cart: await cart.add(currentUser(request), request.body) }),
  );

  app.put(
    e.update.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Sets the quantity of a line of the cart (0 takes it out); proofs up to maxProofs',
        body: e.update.body,
        response: responses(e.update.response, 400, 401, 403, 404, 409),
      },
    },
    async (request) => success({ cart: await cart.update(currentUser(request), request.body) }),
  );

  app.post(
    e.shippingAddress.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          'Ships to a new address, checked first: a problem answers accepted false with a suggested correction',
        description:
          'A malformed postcode (US, CA, GB and the other countries of the list), a US ZIP code of another state and an apartment, suite or unit without its number answer addressValidation INVALID with each problem on its field and the corrected address where one can be made; nothing is kept. ' +
          `${STEP_UP}, an address not in the address book answers 1077 (403; nothing is kept): the web opens the verification dialog (generateCode, verifyotp) and sends the address again. An address of the address book (or one chosen by nickname) asks nothing.`,
        body: e.shippingAddress.body,
        response: responses(e.shippingAddress.response, 400, 401, 403),
      },
    },
    async (request) =>
      success(await cart.shippingAddress(currentUser(request), sessionOf(request), request.body)),
  );

  app.post(
    e.shippingAddressNickname.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Ships to an address of the address book, by its nickname, checked like a new one',
        body: e.shippingAddressNickname.body,
        response: responses(e.shippingAddressNickname.response, 400, 401, 403, 404),
      },
    },
    async (request) =>
      success(
        await cart.shippingAddressNickname(currentUser(request), userIdOf(request), request.body.nickname),
      ),
  );

  app.get(
    e.shippingMethods.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          'The shipping methods to the chosen address with price and earliest and latest delivery dates in New York business days',
        response: responses(e.shippingMethods.response, 401, 403, 409),
      },
    },
    async (request) => success({ shippingMethods: await cart.shippingMethods(currentUser(request)) }),
  );

  app.post(
    e.shippingMethod.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Chooses the shipping method (STANDARD, EXPEDITED, PRIORITY) once an address is chosen',
        body: e.shippingMethod.body,
        response: responses(e.shippingMethod.response, 400, 401, 403, 409),
      },
    },
    async (request) =>
      success({ cart: await cart.shippingMethod(currentUser(request), request.body.shippingMethod) }),
  );

  app.get(
    e.token.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          "The token step: a proof-of-work challenge (ALTCHA); its solution is submit-order's recaptchaToken",
        description: 'A solution is good for one order and five minutes.',
        response: responses(e.token.response, 401, 403),
      },
    },
    async (request) => success({ challenge: await cart.token(currentUser(request)) }),
  );

  app.get(
    e.eProtectId.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          'What the web needs to load the card field: its page id, where it posts the card, the gateway',
        response: responses(e.eProtectId.response, 401, 403),
      },
    },
    async (request) => success(await cart.eProtectId(currentUser(request))),
  );

  app.put(
    e.paymentMethod.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          "Pays with the card the card field registered (eProtectId), its expiry and billing address; kept in the account's payment methods",
        description:
          "expirationMonth is answered padded to two digits; years from this one to this one plus 10, and in this year only months from this one on. A registration id that is altered, expired or not this gateway's answers 31002 on eProtectId. " +
          `${STEP_UP}, a payment method answers 1083 (403), or 1082 (422) when the account verifies by text and has no mobile number to text; nothing is kept: verify, then send it again.`,
        body: e.paymentMethod.body,
        response: responses(e.paymentMethod.response, 400, 401, 403, 422),
      },
    },
    async (request) =>
      success({ cart: await cart.paymentMethod(currentUser(request), sessionOf(request), request.body) }),
  );

  app.get(
    e.billingAddressCountries.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'The countries a billing address may be in',
        response: responses(e.billingAddressCountries.response, 401, 403),
      },
    },
    async (request) => success({ countries: cart.billingAddressCountries(currentUser(request)) }),
  );

  app.get(
    e.billingAddressStates.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'The states or provinces of a billing address country (empty for a country without a list)',
        params: e.billingAddressStates.params,
        response: responses(e.billingAddressStates.response, 401, 403, 404),
      },
    },
    async (request) =>
      success({ states: cart.billingAddressStates(currentUser(request), request.params.country) }),
  );
};
