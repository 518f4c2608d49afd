import { type AppError, type LoggedInUser, ORDER_CANCEL_MESSAGES } from '@quire/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { rowsOf } from '../src/db/rows';
import { createOrderHistoryService } from '../src/modules/orders';
import { createServices } from '../src/services';
import { adminClient, auditOf } from './admin-helpers';
import { demoBooks, failure } from './cart-helpers';
import { ADMIN, AUTHOR, buildTestApp, MINUTE, type TestApp, type TestClient } from './helpers';
import { outboxFor } from './mail-helpers';
import { authorisationStatus, placeOrder, planOf } from './order-helpers';
import { otherAuthor } from './project-helpers';
import { drain } from './scheduled-prices-helpers';

/**
 * An order's life: the steps' jobs at their planned times (production, shipping with the capture,
 * delivery), cancelling (the hold voided before capture, the amount refunded after), and an
 * administrator's moving an order on with the sandbox printer.
 */
const BASE = '/api/admin/orderhistory';

let t: TestApp;
let author: TestClient;
let admin: TestClient;
let bookId: string;

const signedIn = async (who: typeof AUTHOR) => {
  const c = t.client();
  await c.signIn(who);
  return c;
};
const details = async (orderNumber: string) =>
  (await admin.get(`${BASE}/details/${orderNumber}`)).json().payload.order;
const mailsOf = async (orderNumber: string, kind: string) =>
  (await outboxFor(t.database, AUTHOR.email)).filter(
    (m) => m.kind === kind && m.subject.includes(orderNumber),
  );
const cancel = (c: TestClient, body: Record<string, unknown>) => c.post(`${BASE}/cancelOrder`, body);
const advance = (c: TestClient, orderNumber: string) => c.post(`${BASE}/advance`, { orderNumber });

beforeAll(async () => {
  t = await buildTestApp({ jobs: { ...loadConfig({}).jobs, mode: 'off' } });
  author = await signedIn(AUTHOR);
  admin = await adminClient(t);
  bookId = (await demoBooks(author)).book.id;
}, 120_000);
afterAll(() => t?.close());

describe('cancelling', () => {
  it('the author cancels before production: the hold voided, CANCELLED, e-mailed; twice is a 409', async () => {
    const order = await placeOrder(t, author, bookId);
    const res = await cancel(author, { orderNumber: order.orderNumber, reasonCode: 'ORDERED_BY_MISTAKE' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload.order).toMatchObject({
      status: 'CANCELLED',
      cancellableUntil: null,
      payment: { state: 'VOIDED', refunded: '0.00' },
      cancellation: {
        reasonCode: 'ORDERED_BY_MISTAKE',
        reason: 'I ordered by mistake',
        cancelledBy: 'AUTHOR',
      },
    });
    expect(await authorisationStatus(t, order.orderNumber)).toBe('voided');
    const [mail] = await mailsOf(order.orderNumber, 'order-cancelled');
    expect(mail?.text_body).toContain('has been released; you were not charged');
    expect(mail?.text_body).toContain(`/order-history/${order.orderNumber}`);
    expect((await auditOf(admin, order.orderNumber)).length).toBe(0);
    expect(
      failure(
        await cancel(author, { orderNumber: order.orderNumber, reasonCode: 'OTHER', comment: 'again' }),
      ),
    ).toMatchObject({ status: 409, code: 'ORDER_ALREADY_CANCELLED' });
  });

  it('refuses a bad reason or comment on its field, and another account’s order with 404', async () => {
    const order = await placeOrder(t, author, bookId);
    const n = order.orderNumber;
    expect(failure(await cancel(author, { orderNumber: n, reasonCode: 'NOPE' }))).toMatchObject({
      status: 400,
      field: 'reasonCode',
    });
    const adminOnly = await cancel(author, { orderNumber: n, reasonCode: 'PAYMENT_CONCERN', comment: 'x' });
    expect(failure(adminOnly)).toMatchObject({ status: 400, field: 'reasonCode' });
    const noComment = await cancel(author, { orderNumber: n, reasonCode: 'OTHER', comment: '   ' });
    expect(failure(noComment)).toMatchObject({ status: 400, field: 'comment' });
    expect(noComment.json().errors[0].description).toBe(ORDER_CANCEL_MESSAGES.commentRequired);
    const long = await cancel(author, { orderNumber: n, reasonCode: 'OTHER', comment: 'x'.repeat(501) });
    expect(failure(long)).toMatchObject({ status: 400, field: 'comment' });
    expect(failure(await cancel(author, { orderNumber: n }))).toMatchObject({
      status: 400,
      field: 'reasonCode',
    });
    const stranger = await otherAuthor(t);
    const theirs = await cancel(stranger, { orderNumber: n, reasonCode: 'ORDERED_BY_MISTAKE' });
    expect(theirs.statusCode).toBe(404);
    expect((await details(n)).status).toBe('PLACED');
    expect(await authorisationStatus(t, n)).toBe('authorised');
  });
});

describe('an administrator moving orders on (sandbox printer)', () => {
  it('advances through every step: production, shipped (captured, tracked), delivered; then 409', async () => {
    const order = await placeOrder(t, author, bookId);
    const n = order.orderNumber;
    expect(failure(await advance(author, n))).toMatchObject({ status: 403 });
    const produced = await advance(admin, n);
    expect(produced.json().payload.order.status).toBe('IN_PRODUCTION');
    expect(await authorisationStatus(t, n)).toBe('authorised');
    const shipped = (await advance(admin, n)).json().payload.order;
    expect(shipped).toMatchObject({ status: 'SHIPPED', payment: { state: 'CAPTURED' } });
    expect(shipped.tracking.carrier).toBe('USPS');
    expect(shipped.tracking.trackingNumber).toMatch(/^94\d{20}$/);
    expect(shipped.shippingDate).not.toBeNull();
    expect(await authorisationStatus(t, n)).toBe('captured');
    const delivered = (await advance(admin, n)).json().payload.order;
    expect(delivered.status).toBe('DELIVERED');
    expect(delivered.deliveredAt).not.toBeNull();
    expect(failure(await advance(admin, n))).toMatchObject({ status: 409, code: 'ORDER_NO_NEXT_STEP' });
    expect(failure(await advance(admin, 'Q999999'))).toMatchObject({ status: 404 });
    const audit = await auditOf(admin, n);
    expect(audit.map((a) => a.action)).toEqual(['order.advance', 'order.advance', 'order.advance']);
    expect(audit[0]).toMatchObject({ actorEmail: ADMIN.email, after: { status: 'DELIVERED' } });
    for (const kind of ['order-in-production', 'order-shipped', 'order-delivered'])
      expect(await mailsOf(n, kind), kind).toHaveLength(1);
    expect((await mailsOf(n, 'order-shipped'))[0]?.text_body).toContain(shipped.tracking.trackingNumber);
  });

  it('cancels a shipped order: the amount refunded, audit-logged, the author e-mailed', async () => {
    const order = await placeOrder(t, author, bookId);
    const n = order.orderNumber;
    await advance(admin, n);
    await advance(admin, n);
    expect(failure(await cancel(author, { orderNumber: n, reasonCode: 'ORDERED_BY_MISTAKE' }))).toMatchObject(
      {
        status: 409,
        code: 'ORDER_CANCEL_TOO_LATE',
        field: 'orderNumber',
      },
    );
    const res = await cancel(admin, {
      orderNumber: n,
      reasonCode: 'DAMAGED_OR_LOST',
      comment: 'Box crushed',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload.order).toMatchObject({
      status: 'CANCELLED',
      payment: { state: 'REFUNDED', amount: order.totals.orderTotal, refunded: order.totals.orderTotal },
      cancellation: { reasonCode: 'DAMAGED_OR_LOST', comment: 'Box crushed', cancelledBy: 'ADMINISTRATOR' },
    });
    expect(await authorisationStatus(t, n)).toBe('refunded');
    const [entry] = await auditOf(admin, n);
    expect(entry).toMatchObject({
      action: 'order.cancel',
      before: { status: 'SHIPPED', paymentState: 'CAPTURED' },
      after: { status: 'CANCELLED', paymentState: 'REFUNDED' },
      reason: 'Damaged or lost in transit: Box crushed',
    });
    const [mail] = await mailsOf(n, 'order-cancelled');
    expect(mail?.text_body).toContain(
      `The $${order.totals.orderTotal} charged to your card has been refunded.`,
    );
    expect(failure(await advance(admin, n))).toMatchObject({ status: 409, code: 'ORDER_NO_NEXT_STEP' });
  });

  it('refuses to move orders on with a live gateway', async () => {
    const order = await placeOrder(t, author, bookId);
    const services = createServices(t.database.db, t.config, t.database.kind);
    const live = createOrderHistoryService({
      uow: {} as never,
      lifecycle: { advance: async () => null },
      gateway: { ...services.payments.gateway, flag: 'WORLDPAY' },
      mail: services.mail,
      templates: {} as never,
      accounts: { byCustomerId: async () => null, emailsOf: async () => new Map() },
      audit: services.audit,
      publicUrl: 'http://localhost',
      now: t.clock.now,
    });
    const me = (await admin.get('/api/authentication/session')).json().payload.user as LoggedInUser;
    const error = await live.advance(me, order.orderNumber).catch((e: AppError) => e);
    expect((error as AppError).items[0]?.code).toBe('ORDER_ADVANCE_SANDBOX_ONLY');
    expect((await details(order.orderNumber)).status).toBe('PLACED');
  });
});

describe('the steps’ jobs', () => {
  it('run each step at its time; a cancelled order’s steps do nothing', async () => {
    const order = await placeOrder(t, author, bookId);
    const gone = await placeOrder(t, author, bookId);
    const n = order.orderNumber;
    const plan = await planOf(t, n);
    const jobs = rowsOf<{ run_at: Date; status: string }>(
      await t.database.db.execute(
        sql`select j.run_at, j.status from jobs j join orders o on o.id::text = j.payload->>'orderId'
            where o.order_number = ${n} and j.kind = 'orders.step'`,
      ),
    );
    expect(jobs.map((j) => new Date(j.run_at).getTime())).toEqual([plan.productionStartsAt.getTime()]);
    expect(plan.shipsAt.getTime()).toBeGreaterThan(plan.productionStartsAt.getTime());
    expect(plan.deliversAt.getTime()).toBeGreaterThan(plan.shipsAt.getTime());
    expect(
      (await cancel(author, { orderNumber: gone.orderNumber, reasonCode: 'DUPLICATE_ORDER' })).statusCode,
    ).toBe(200);

    await drain(t);
    expect((await details(n)).status).toBe('PLACED');

    t.clock.set(new Date(plan.productionStartsAt.getTime() + MINUTE));
    await drain(t);
    admin = await adminClient(t);
    expect((await details(n)).status).toBe('IN_PRODUCTION');
    expect((await details(n)).cancellableUntil).toBeNull();
    expect((await details(gone.orderNumber)).status).toBe('CANCELLED');
    expect(await mailsOf(n, 'order-in-production')).toHaveLength(1);
    expect(await mailsOf(gone.orderNumber, 'order-in-production')).toHaveLength(0);
    author = await signedIn(AUTHOR);
    const late = await cancel(author, { orderNumber: n, reasonCode: 'ORDERED_BY_MISTAKE' });
    expect(failure(late)).toMatchObject({ status: 409, code: 'ORDER_CANCEL_TOO_LATE', field: 'orderNumber' });
    expect(late.json().errors[0].description).toBe(ORDER_CANCEL_MESSAGES.tooLate);

    t.clock.set(new Date(plan.shipsAt.getTime() + MINUTE));
    await drain(t);
    admin = await adminClient(t);
    const shipped = await details(n);
    expect(shipped).toMatchObject({ status: 'SHIPPED', payment: { state: 'CAPTURED' } });
    expect(shipped.tracking).toMatchObject({ carrier: 'USPS' });
    expect(await authorisationStatus(t, n)).toBe('captured');
    expect(await mailsOf(n, 'order-shipped')).toHaveLength(1);

    t.clock.set(new Date(plan.deliversAt.getTime() + MINUTE));
    await drain(t);
    admin = await adminClient(t);
    const delivered = await details(n);
    expect(delivered.status).toBe('DELIVERED');
    expect(new Date(delivered.deliveredAt).getTime()).toBeGreaterThanOrEqual(plan.deliversAt.getTime());
    expect(await mailsOf(n, 'order-delivered')).toHaveLength(1);
    expect((await details(gone.orderNumber)).status).toBe('CANCELLED');
  });
});
