import {
  appError,
  authorMayCancel,
  cancelReasonLabel,
  cancelReasonProblem,
  fieldError,
  isAdmin,
  type LoggedInUser,
  type Order,
} from '@quire/domain';
import { PaymentStateError } from '../payments';
import type { OrderHistoryDeps } from './orders.history';
import { nextStep } from './orders.lifecycle';
import type { OrderRow } from './orders.tables';

export interface CancelOrderInput {
  orderNumber: string;
  reasonCode: string;
  comment?: string | undefined;
  customerId?: string | undefined;
}

type Money = 'released' | 'refunded';

/**
 * Cancelling an order and an administrator's moving one on (the order history's writes).
 *
 * Cancel: an author while the order is PLACED and production has not started (else 409
 * ORDER_CANCEL_TOO_LATE), an administrator any order not already cancelled (409
 * ORDER_ALREADY_CANCELLED), each with the reasons their list offers. The gateway first, with a key of
 * the order's (a retry moves no money twice): before capture the hold is voided, after it the whole
 * amount refunded. Then one transaction: the order CANCELLED with its reason, the account holder's
 * e-mail, and for an administrator the audit entry.
 */
export function createOrderActions(
  deps: OrderHistoryDeps,
  {
    find,
    view,
  }: {
    find: (user: LoggedInUser, orderNumber: string, customerId?: string) => Promise<OrderRow>;
    view: (row: OrderRow) => Promise<Order>;
  },
) {
  const { uow, lifecycle, gateway, mail, templates, accounts, audit, publicUrl, now } = deps;
  const actorOf = (user: LoggedInUser) => ({ customerId: user.customerId, email: user.email });

  /** Gives the money back: the hold voided before capture, else the captured amount refunded. */
  async function release(row: OrderRow): Promise<Money> {
    const key = `order:${row.id}:cancel`;
    const { authorisationId } = row;
    if (row.paymentState === 'AUTHORISED') {
      try {
        await gateway.void({ idempotencyKey: `${key}:void`, authorisationId });
        return 'released';
      } catch (error) {
        // Captured by its shipping step meanwhile: refund it instead.
        if (!(error instanceof PaymentStateError && error.status === 'captured')) throw error;
      }
    }
    await gateway.refund({ idempotencyKey: `${key}:refund`, authorisationId });
    return 'refunded';
  }

  return {
    /** POST /api/admin/orderhistory/cancelOrder */
    async cancel(user: LoggedInUser, input: CancelOrderInput): Promise<Order> {
      const admin = isAdmin(user.permissions);
      const comment = (input.comment ?? '').trim();
      const problem = cancelReasonProblem(input.reasonCode, comment, admin);
      if (problem) throw fieldError(problem.field, problem.description);
      const row = await find(user, input.orderNumber, input.customerId);
      if (row.status === 'CANCELLED') throw appError('ORDER_ALREADY_CANCELLED');
      if (!admin && !authorMayCancel(row.status, row.placedAt, now()))
        throw appError('ORDER_CANCEL_TOO_LATE');
      const money = await release(row);
      const holder = await accounts.byCustomerId(row.customerId);
      const reason = cancelReasonLabel(input.reasonCode);
      const updated = await uow.withTransaction(async (repos, tx) => {
        const fresh = await repos.lock(row.id);
        if (!fresh) throw appError('NOT_FOUND');
        if (fresh.status === 'CANCELLED') throw appError('ORDER_ALREADY_CANCELLED');
        const at = now();
        const after = await repos.update(row.id, {
          status: 'CANCELLED',
          paymentState: money === 'released' ? 'VOIDED' : 'REFUNDED',
          refunded: money === 'released' ? '0.00' : fresh.orderTotal,
          cancelReasonCode: input.reasonCode,
          cancelComment: comment,
          cancelledAt: at,
          cancelledBy: admin ? 'ADMINISTRATOR' : 'AUTHOR',
          updatedAt: at,
        });
        if (holder)
          await mail.send(
            templates.orderCancelled({
              to: holder.email,
              firstName: holder.firstName,
              orderNumber: after.orderNumber,
              reason: comment ? `${reason}: ${comment}` : reason,
              byAdministrator: admin,
              money,
              amount: after.orderTotal,
              link: `${publicUrl}/order-history/${after.orderNumber}`,
            }),
            tx,
          );
        if (admin)
          await audit.record(
            {
              actor: actorOf(user),
              action: 'order.cancel',
              targetType: 'order',
              targetId: after.orderNumber,
              before: { status: fresh.status, paymentState: fresh.paymentState },
              after: { status: after.status, paymentState: after.paymentState, refunded: after.refunded },
              reason: comment ? `${reason}: ${comment}` : reason,
            },
            tx,
          );
        return after;
      });
      return view(updated);
    },

    /**
     * POST /api/admin/orderhistory/advance (administrators, sandbox printer only): the order's next
     * step now, as its job would make it (shipping captures the card), audit-logged.
     */
    async advance(user: LoggedInUser, orderNumber: string): Promise<Order> {
      if (gateway.flag !== 'WORLDPAY_TEST') throw appError('ORDER_ADVANCE_SANDBOX_ONLY');
      const row = await find(user, orderNumber);
      if (!nextStep(row.status)) throw appError('ORDER_NO_NEXT_STEP');
      const after = await lifecycle.advance(row.id, async (tx, before, moved) => {
        await audit.record(
          {
            actor: actorOf(user),
            action: 'order.advance',
            targetType: 'order',
            targetId: moved.orderNumber,
            before: { status: before.status, paymentState: before.paymentState },
            after: { status: moved.status, paymentState: moved.paymentState },
          },
          tx,
        );
      });
      if (!after) throw appError('ORDER_NO_NEXT_STEP');
      return view(after);
    },
  };
}
