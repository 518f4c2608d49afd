import { randomInt } from 'node:crypto';
import { deliveredAt, type OrderStatus, productionStartsAt, shipsAt } from '@quire/domain';
import { z } from 'zod';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import type { AccountsVendor } from '../accounts';
import type { JobsService } from '../jobs';
import type { MailService, MailTemplates } from '../mail';
import type { PaymentGateway } from '../payments';
import type { OrderHistoryRepository } from './orders.history.repository';
import type { OrderRow } from './orders.tables';

/** One job kind for every step; its payload names the order and the step it makes. */
export const ORDER_STEP_JOB = 'orders.step';
export const ORDER_STEPS = ['IN_PRODUCTION', 'SHIPPED', 'DELIVERED'] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

/** The sandbox printer's carrier. */
export const SANDBOX_CARRIER = 'USPS';

/** The status an order must have for a step to apply: anything else (cancelled, done) makes it a no-op. */
const PRIOR: Record<OrderStep, OrderStatus> = {
  IN_PRODUCTION: 'PLACED',
  SHIPPED: 'IN_PRODUCTION',
  DELIVERED: 'SHIPPED',
};

/** The step after an order's status, or null (delivered, cancelled). */
export function nextStep(status: string): OrderStep | null {
  return ORDER_STEPS.find((s) => PRIOR[s] === status) ?? null;
}

/** The planned times of an order placed at `placedAt` (the domain's lifecycle, New York business time). */
export function planOf(placedAt: Date, earliestDelivery: string) {
  return {
    productionStartsAt: productionStartsAt(placedAt),
    shipsAt: shipsAt(placedAt),
    deliversAt: deliveredAt(placedAt, earliestDelivery),
  };
}

const runAtOf = (row: OrderRow, step: OrderStep): Date =>
  step === 'IN_PRODUCTION' ? row.productionStartsAt : step === 'SHIPPED' ? row.shipsAt : row.deliversAt;

/** A USPS-like tracking number (22 digits starting 94) for the sandbox printer. */
function sandboxTrackingNumber(): string {
  let digits = '9400';
  while (digits.length < 22) digits += String(randomInt(10));
  return digits;
}

const payloadSchema = z.object({ orderId: z.uuid(), step: z.enum(ORDER_STEPS) });

export interface OrderLifecycleDeps {
  uow: UnitOfWork<OrderHistoryRepository>;
  jobs: Pick<JobsService, 'define' | 'enqueue'>;
  gateway: Pick<PaymentGateway, 'capture'>;
  mail: Pick<MailService, 'send'>;
  templates: Pick<MailTemplates, 'orderInProduction' | 'orderShipped' | 'orderDelivered'>;
  accounts: Pick<AccountsVendor, 'byCustomerId'>;
  publicUrl: string;
  now: () => Date;
}

type Holder = { email: string; firstName: string } | null;

/**
 * An order's life after placement (spec 3 §3 "Order"): one `orders.step` job per step, enqueued
 * with its runAt in the transaction of the step before (the first in submit-order's), with a dedupe
 * key of order and step. A step first does what must happen outside (shipping captures the card
 * with a key of the order's, so a retry charges nothing twice), then in one transaction (the job's
 * ctx.complete) locks the order, checks it still has the status before the step (a cancelled order
 * makes it a no-op), sets the new status, enqueues the next step and e-mails the account holder.
 * An administrator's "advance" (sandbox printer only) runs the same step now.
 */
export function createOrderLifecycle(deps: OrderLifecycleDeps) {
  const { uow, jobs, gateway, mail, templates, accounts, publicUrl, now } = deps;

  async function enqueue(row: OrderRow, step: OrderStep, tx: Tx): Promise<void> {
    await jobs.enqueue(
      ORDER_STEP_JOB,
      { orderId: row.id, step },
      { tx, runAt: runAtOf(row, step), dedupeKey: `${ORDER_STEP_JOB}:${row.id}:${step}` },
    );
  }

  /**
   * What happens before the transaction: the capture when it ships, and the holder's address (read
   * now: inside the transaction only `tx` may be used). `null` when the step no longer applies.
   */
  async function prepare(orderId: string, step: OrderStep): Promise<{ holder: Holder } | null> {
    const row = await uow.repos.byId(orderId);
    if (!row || row.status !== PRIOR[step]) return null;
    if (step === 'SHIPPED' && row.paymentState === 'AUTHORISED') {
      try {
        await gateway.capture({
          idempotencyKey: `order:${row.id}:capture`,
          authorisationId: row.authorisationId,
        });
      } catch (error) {
        // Cancelled (its hold voided) meanwhile: nothing to ship. Otherwise the job tries again.
        const fresh = await uow.repos.byId(orderId);
        if (!fresh || fresh.status !== PRIOR[step]) return null;
        throw error;
      }
    }
    return { holder: await accounts.byCustomerId(row.customerId) };
  }

  /** The step's writes in `tx`; null (nothing written) when the order no longer has the status before it. */
  async function apply(tx: Tx, orderId: string, step: OrderStep, holder: Holder): Promise<OrderRow | null> {
    const repos = uow.bound(tx);
    const row = await repos.lock(orderId);
    if (!row || row.status !== PRIOR[step]) return null;
    const at = now();
    const set =
      step === 'IN_PRODUCTION'
        ? // When it really started (an administrator's sandbox advance may come before the plan).
          { status: step, productionStartsAt: at, updatedAt: at }
        : step === 'SHIPPED'
          ? {
              status: step,
              shippingDate: at,
              paymentState: 'CAPTURED',
              capturedAt: at,
              trackingCarrier: SANDBOX_CARRIER,
              trackingNumber: sandboxTrackingNumber(),
              updatedAt: at,
            }
          : { status: step, deliveredAt: at, updatedAt: at };
    const updated = await repos.update(row.id, set);
    const next = nextStep(updated.status);
    if (next) await enqueue(updated, next, tx);
    if (holder) {
      const base = {
        to: holder.email,
        firstName: holder.firstName,
        orderNumber: updated.orderNumber,
        link: `${publicUrl}/order-history/${updated.orderNumber}`,
      };
      const message =
        step === 'IN_PRODUCTION'
          ? templates.orderInProduction(base)
          : step === 'SHIPPED'
            ? templates.orderShipped({
                ...base,
                carrier: updated.trackingCarrier ?? SANDBOX_CARRIER,
                trackingNumber: updated.trackingNumber ?? '',
                orderTotal: updated.orderTotal,
              })
            : templates.orderDelivered(base);
      await mail.send(message, tx);
    }
    return updated;
  }

  jobs.define({
    kind: ORDER_STEP_JOB,
    schema: payloadSchema,
    maxAttempts: 10,
    async run({ orderId, step }, ctx) {
      const ready = await prepare(orderId, step);
      await ctx.complete(async (tx) => {
        if (ready) await apply(tx, orderId, step, ready.holder);
      });
    },
  });

  return {
    /** At placement, in submit-order's transaction: the first step at production start. */
    async schedule(row: OrderRow, tx: Tx): Promise<void> {
      await enqueue(row, 'IN_PRODUCTION', tx);
    },

    /**
     * Runs the order's next step now (the job's code: shipping captures the card), with `record`
     * (the audit entry) in the same transaction. The order after it, or null when it has no next
     * step (delivered, cancelled, or moved on meanwhile).
     */
    async advance(
      orderId: string,
      record?: (tx: Tx, before: OrderRow, after: OrderRow) => Promise<void>,
    ): Promise<OrderRow | null> {
      const before = await uow.repos.byId(orderId);
      const step = before ? nextStep(before.status) : null;
      if (!before || !step) return null;
      const ready = await prepare(orderId, step);
      if (!ready) return null;
      return uow.withTransaction(async (_repos, tx) => {
        const after = await apply(tx, orderId, step, ready.holder);
        if (after && record) await record(tx, before, after);
        return after;
      });
    },
  };
}

export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;
