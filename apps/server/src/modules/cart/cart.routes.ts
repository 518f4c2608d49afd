import { cartEndpoints as e, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import { currentUser, requireUser } from '../access';
import type { CartService } from './cart.service';

const tags = ['cart'];
/** The signed-in person's own account row (their address book), whoever's cart they work in. */
const userIdOf = (request: { userId: string | null }) => request.userId as string;

/** The cart (spec 1 §7 "Cart (/api/cart)"): items, totals, shipping address and method. */
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
          'A malformed postcode (US, CA, GB and the other countries of the list), a US ZIP code of another state and an apartment, suite or unit without its number answer addressValidation INVALID with each problem on its field and the corrected address where one can be made; nothing is kept.',
        body: e.shippingAddress.body,
        response: responses(e.shippingAddress.response, 400, 401, 403),
      },
    },
    async (request) => success(await cart.shippingAddress(currentUser(request), request.body)),
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
};
