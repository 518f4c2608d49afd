import { ADMIN_PERMISSION, ordersEndpoints as e, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import { currentUser, requirePermission, requireUser } from '../access';
import type { OrderHistoryService } from './orders.history';

const tags = ['orders'];

const WHO =
  "Authors (and a contributor with Order copy, for the author's account) see their account's orders only: a customerId naming another account is ignored, and another account's order answers 404. Administrators see every account's (customerId narrows to one).";

/** The order history (spec 3 §3): the same paths for authors and administrators. */
export const orderHistoryRoutes: FastifyPluginAsyncZod<{ history: OrderHistoryService }> = async (
  app,
  { history },
) => {
  app.get(
    e.orderHistory.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          'The order history: one row per order, filtered, sorted and paged, with the number that match',
        description: `${WHO} dateStart and dateEnd are New York days (both included; a day that does not exist is a 400 on its field, an end before the start a 400 on dateEnd); type keeps orders with a line of that type; q matches the beginning of an order number or part of a line's title, ignoring case. Administrators get each account's e-mail; authors null.`,
        querystring: e.orderHistory.query,
        response: responses(e.orderHistory.response, 400, 401, 403),
      },
    },
    async (request) => success(await history.list(currentUser(request), request.query)),
  );

  app.get(
    e.orderDetails.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'One order with its lines, totals, shipping, payment, tracking and cancellation',
        description: `${WHO} sandboxPrinter says whether an administrator may move the order on by hand (advance).`,
        params: e.orderDetails.params,
        querystring: e.orderDetails.query,
        response: responses(e.orderDetails.response, 401, 403, 404),
      },
    },
    async (request) =>
      success(await history.details(currentUser(request), request.params.id, request.query.customerId)),
  );

  app.post(
    e.cancelOrder.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          'Cancels an order: the card hold released (or the amount refunded once charged), the account holder e-mailed',
        description: `${WHO} An author may cancel while the order is PLACED and production has not started (then 409 ORDER_CANCEL_TOO_LATE on orderNumber); an administrator any order (recorded in the audit log). A cancelled order answers 409 ORDER_ALREADY_CANCELLED. A reason not in the caller's list, or Other without a comment, is a 400 on reasonCode or comment.`,
        body: e.cancelOrder.body,
        response: responses(e.cancelOrder.response, 400, 401, 403, 404, 409),
      },
    },
    async (request) => success({ order: await history.cancel(currentUser(request), request.body) }),
  );

  app.get(
    e.orderCancelReasons.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'The reasons the caller may give to cancel an order (administrators have more)',
        description: 'Other needs a comment (commentRequired).',
        response: responses(e.orderCancelReasons.response, 401, 403),
      },
    },
    async (request) => success(history.reasons(currentUser(request))),
  );

  app.get(
    e.projectOrderCancelReasons.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "The reasons an author may give to cancel an order (the book pages' list)",
        description: 'The same list as order-cancel-reasons under the order history.',
        response: responses(e.projectOrderCancelReasons.response, 401, 403),
      },
    },
    async (request) => success(history.reasons(currentUser(request))),
  );

  app.post(
    e.advanceOrder.path,
    {
      preValidation: requirePermission(ADMIN_PERMISSION),
      schema: {
        tags,
        summary:
          'Administrators, sandbox printer only: moves an order to its next step now, as its job would',
        description:
          'PLACED → IN_PRODUCTION → SHIPPED (the card is captured, a USPS tracking number given) → DELIVERED, each e-mailed to the account holder and recorded in the audit log. 409 ORDER_ADVANCE_SANDBOX_ONLY unless PAYMENT_GATEWAY is WORLDPAY_TEST; 409 ORDER_NO_NEXT_STEP for a delivered or cancelled order; 404 for no such order.',
        body: e.advanceOrder.body,
        response: responses(e.advanceOrder.response, 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      success({ order: await history.advance(currentUser(request), request.body.orderNumber) }),
  );
};
