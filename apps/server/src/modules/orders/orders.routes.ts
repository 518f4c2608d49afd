import {
  AppError,
  CHECKOUT_TWO_STEP_ORDER_THRESHOLD,
  CHECKOUT_TWO_STEP_TRUST_MINUTES,
  ordersEndpoints as e,
  errorItem,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MESSAGE,
  idempotencyKeySchema,
  success,
} from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import { currentUser, requireUser } from '../access';
import type { OrdersService } from './orders.service';

const tags = ['orders'];

/** The `Idempotency-Key` header, or a 400 on it. */
function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string {
  const parsed = idempotencyKeySchema.safeParse(headers[IDEMPOTENCY_KEY_HEADER]);
  if (!parsed.success)
    throw new AppError([
      errorItem('VALIDATION', { field: 'Idempotency-Key', description: IDEMPOTENCY_KEY_MESSAGE }),
    ]);
  return parsed.data;
}

/** Orders: submit-order places one from the cart (spec 1 §7 "Cart"). */
export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  app.post(
    e.submitOrder.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          'Places the order: the cart checked, its total authorised on its card, the order and its e-mail kept in one transaction',
        description:
          "Needs an Idempotency-Key header (400 on Idempotency-Key without one): the same key and body answer the same order (replayed true, nothing charged again); the same key with another body IDEMPOTENCY_KEY_REUSED; a key still being processed IDEMPOTENCY_KEY_IN_FLIGHT (both 409). A refused or spent recaptchaToken answers ORDER_TOKEN_REFUSED; a book no longer orderable CART_STALE with its reason; an incomplete cart CART_NOT_READY; another card than the cart's CART_CARD_CHANGED. Declines: 31000 (the reason before the |), 31003 (send the cvv), 31002 on cardNumber. " +
          `With two-step verification on (the signed-in person's own settings, also for a contributor working in an author's account), an order total above ${CHECKOUT_TWO_STEP_ORDER_THRESHOLD} answers 1084 (403) unless this session verified a code through POST /api/account/verifyotp in the last ${CHECKOUT_TWO_STEP_TRUST_MINUTES} minutes; it comes before the key is claimed and anything is charged, so the same request with the same Idempotency-Key goes through once verified.`,
        body: e.submitOrder.body,
        response: responses(e.submitOrder.response, 400, 401, 403, 409, 422),
      },
    },
    async (request) =>
      success(
        await orders.submitOrder(currentUser(request), idempotencyKeyOf(request.headers), request.body, {
          userId: request.userId as string,
          sessionKey: request.sessionKey as string,
        }),
      ),
  );

  app.get(
    e.order.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          'An order of the account (placed by submit-order) with every totals entry and its shipping information',
        description: "Another account's order, or no order, answers 404.",
        params: e.order.params,
        response: responses(e.order.response, 401, 403, 404),
      },
    },
    async (request) =>
      success({ order: await orders.order(currentUser(request), request.params.orderNumber) }),
  );
};
