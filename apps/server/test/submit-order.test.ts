import { randomUUID } from 'node:crypto';
import { cartTotals, errorDefinition, type LoggedInUser } from '@quire/domain';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { createUnitOfWork } from '../src/db/unit-of-work';
import { createMailTemplates } from '../src/modules/mail';
import { createOrdersService } from '../src/modules/orders';
import { createOrdersRepository } from '../src/modules/orders/orders.repository';
import { IN_FLIGHT_TAKEOVER_MS, requestHash } from '../src/modules/orders/orders.service';
import { createServices } from '../src/services';
import { cartOf, demoBooks, failure, NY_ADDRESS } from './cart-helpers';
import { actingContributor } from './contributor-helpers';
import { textColumnValues } from './db-text';
import { ADMIN, AUTHOR, buildTestApp, type TestApp, type TestClient } from './helpers';
import { outboxFor } from './mail-helpers';

/**
 * POST /api/cart/submit-order: the token spent, the cart checked (stale, complete, its card), the
 * total authorised through the gateway, then the order, the emptied cart, the key's answer and the
 * "order placed" e-mail in one transaction; idempotent by the Idempotency-Key header.
 */
const TOKENIZER = '/sandbox/eprotect/register';
const APPROVES = '4457010000000009';
const NEEDS_CVV = '4457010200000007';
const DECLINES = '4457010100000008';
const INVALID = '5112010100000002';
const CARDS = [APPROVES, NEEDS_CVV, DECLINES, INVALID];
const BILLING = (({ nickname: _n, ...rest }) => rest)(NY_ADDRESS);
const PATH = '/api/cart/submit-order';

let t: TestApp;
let author: TestClient;
let bookId: string;
let unit: string;
let ip = 0;
let me: LoggedInUser;

const count = async (query: ReturnType<typeof sql>) =>
  rowsOf<{ n: number }>(await t.database.db.execute(query))[0]?.n ?? 0;
const orderCount = () => count(sql`select count(*)::int as n from orders`);
const authorisationCount = () => count(sql`select count(*)::int as n from payment_authorisations`);

async function registrationId(cardNumber: string): Promise<string> {
  const res = await t.client().request('POST', TOKENIZER, {
    body: { cardNumber, expMonth: '09', expYear: '2030' },
    remoteAddress: `10.8.0.${++ip}`,
    fetchSite: null,
    csrf: false,
  });
  expect(res.json().response).toBe('870');
  return res.json().paypageRegistrationId;
}

/** A cart with the POD book, the New York address, STANDARD and the card: answers its eProtectId. */
async function readyCart(cardNumber: string): Promise<string> {
  const cart = await cartOf(author);
  if (cart.projects.length === 0)
    expect((await author.post('/api/cart/add', { projectId: bookId })).statusCode).toBe(200);
  expect((await author.post('/api/cart/shipping-address', NY_ADDRESS)).json().payload.accepted).toBe(true);
  expect((await author.post('/api/cart/shipping-method', { shippingMethod: 'STANDARD' })).statusCode).toBe(
    200,
  );
  const eProtectId = await registrationId(cardNumber);
  const res = await author.put('/api/cart/payment-method', {
    eProtectId,
    expirationMonth: '9',
    expirationYear: '2030',
    billingAddress: BILLING,
  });
  expect(res.json().payload.cart.completeness).toBe('READY');
  return eProtectId;
}

/** The token step as the widget runs it: the challenge solved, base64 of `{ challenge, solution }`. */
async function token(): Promise<string> {
  const { challenge } = (await author.get('/api/cart/token')).json().payload;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const submit = (body: Record<string, unknown>, key: string | null = randomUUID(), c = author) =>
  c.post(PATH, body, key === null ? {} : { headers: { 'idempotency-key': key } });

beforeAll(async () => {
  t = await buildTestApp({ logLevel: 'trace' });
  author = t.client();
  me = (await author.signIn(AUTHOR)).json().payload.user;
  const demo = await demoBooks(author);
  bookId = demo.book.id;
  unit = demo.unit;
});
afterAll(() => t?.close());

describe('guards', () => {
  it('not signed in: 401', async () => {
    const anon = t.client();
    await anon.fetchCsrf();
    expect((await submit({ eProtectId: 'x', recaptchaToken: 'y' }, 'key-12345678', anon)).statusCode).toBe(
      401,
    );
  });

  it('a missing or malformed Idempotency-Key: 400 on that field', async () => {
    for (const key of [null, 'short', 'has spaces in it']) {
      const res = await submit({ eProtectId: 'x', recaptchaToken: 'y' }, key);
      expect(failure(res)).toMatchObject({ status: 400, field: 'Idempotency-Key' });
    }
  });
});

describe('access and documentation', () => {
  it('a contributor needs Order copy: without it 403, before the key is even read', async () => {
    const dashboard = await actingContributor(t, author, ['PROJECT_DASHBOARD']);
    const res = await submit({ eProtectId: 'x', recaptchaToken: 'y' }, randomUUID(), dashboard.client);
    expect(res.statusCode).toBe(403);
    expect(await count(sql`select count(*)::int as n from idempotency_keys`)).toBe(0);
  });

  it('is in the OpenAPI document with a summary and its body', async () => {
    const op = (await t.client().get('/api/docs/json')).json().paths[PATH]?.post;
    expect(op?.tags).toEqual(['orders']);
    expect(op.summary.length).toBeGreaterThan(0);
    expect(op.summary.length).toBeLessThanOrEqual(200);
    expect(op.description).toContain('IDEMPOTENCY_KEY_IN_FLIGHT');
    expect(Object.keys(op.requestBody.content['application/json'].schema.properties).sort()).toEqual([
      'cvv',
      'eProtectId',
      'recaptchaToken',
    ]);
  });
});

describe('an approved card', () => {
  it('places the order: PLACED, exact totals, cart emptied, an e-mail in the outbox', async () => {
    const eProtectId = await readyCart(APPROVES);
    const shown = await cartOf(author);
    const before = await authorisationCount();
    const res = await submit({ eProtectId, recaptchaToken: await token() });
    expect(res.statusCode).toBe(200);
    const { order, replayed } = res.json().payload;
    expect(replayed).toBe(false);
    expect(order.status).toBe('PLACED');
    expect(order.orderNumber).toMatch(/^Q\d{6,}$/);
    const expected = cartTotals({
      items: [{ type: 'AUTHOR_COPY', quantity: 1, unitPrice: unit }],
      destination: { country: 'US', state: 'NY' } as never,
      shippingMethod: 'STANDARD',
    });
    const { tax: _tax, ...entries } = expected;
    expect(order.totals).toEqual(entries);
    expect(order.totals).toEqual(shown.totals);
    expect(order.handlingCharge).toBe(entries.handlingCharge);
    expect(order.items).toEqual([
      {
        projectId: bookId,
        title: 'Field Notes from the Allotment',
        itemType: 'AUTHOR_COPY',
        quantity: 1,
        unitPrice: unit,
        lineTotal: unit,
        notForResale: false,
      },
    ]);
    expect(order.shippingInformation.shippingMethod).toEqual(shown.shippingGroups[0].shippingMethod);
    expect(order.shippingInformation.shippingAddress.postalCode).toBe('10118');
    expect(order.paymentMethod).toMatchObject({ cardType: 'Visa', lastFourDigits: '0009' });
    expect(await authorisationCount()).toBe(before + 1);
    const held = rowsOf<{ amount: string; status: string }>(
      await t.database.db.execute(
        sql`select a.amount::text as amount, a.status from payment_authorisations a
            join orders o on o.authorisation_id = a.id::text where o.order_number = ${order.orderNumber}`,
      ),
    );
    expect(held).toEqual([{ amount: order.totals.orderTotal, status: 'authorised' }]);
    const after = await cartOf(author);
    expect(after.projects).toEqual([]);
    const mail = (await outboxFor(t.database, AUTHOR.email)).filter((m) => m.kind === 'order-placed');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toContain(order.orderNumber);
    expect(mail[0]?.text_body).toContain(order.totals.orderTotal);
  });

  it('a proof is kept not for resale', async () => {
    expect((await author.post('/api/cart/add', { projectId: bookId, itemType: 'PROOF' })).statusCode).toBe(
      200,
    );
    const eProtectId = await readyCart(APPROVES);
    const res = await submit({ eProtectId, recaptchaToken: await token() });
    expect(res.json().payload.order.items).toMatchObject([{ itemType: 'PROOF', notForResale: true }]);
  });
});

describe('GET /api/cart/order/:orderNumber', () => {
  it('answers an order of the account as submit-order did; another account or no order 404', async () => {
    const eProtectId = await readyCart(APPROVES);
    const placed = (await submit({ eProtectId, recaptchaToken: await token() })).json().payload.order;
    const res = await author.get(`/api/cart/order/${placed.orderNumber}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.order).toEqual(placed);
    expect((await author.get('/api/cart/order/Q1')).statusCode).toBe(404);
    const admin = t.client();
    await admin.signIn(ADMIN);
    expect((await admin.get(`/api/cart/order/${placed.orderNumber}`)).statusCode).toBe(404);
    const anon = t.client();
    expect((await anon.get(`/api/cart/order/${placed.orderNumber}`)).statusCode).toBe(401);
  });
});

describe('idempotency', () => {
  it('the same key and body answer the same order, replayed, with one authorisation', async () => {
    const eProtectId = await readyCart(APPROVES);
    const body = { eProtectId, recaptchaToken: await token() };
    const key = randomUUID();
    const [orders, auths] = [await orderCount(), await authorisationCount()];
    const first = await submit(body, key);
    const again = await submit(body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().payload.replayed).toBe(true);
    expect(again.json().payload.order).toEqual(first.json().payload.order);
    expect(await orderCount()).toBe(orders + 1);
    expect(await authorisationCount()).toBe(auths + 1);
  });

  it('the same key with another body: 409 IDEMPOTENCY_KEY_REUSED', async () => {
    const eProtectId = await readyCart(APPROVES);
    const key = randomUUID();
    expect((await submit({ eProtectId, recaptchaToken: await token() }, key)).statusCode).toBe(200);
    const other = await submit({ eProtectId, recaptchaToken: await token() }, key);
    expect(failure(other)).toMatchObject({ status: 409, code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('20 parallel submissions with one key: exactly one order and one authorisation', async () => {
    const eProtectId = await readyCart(APPROVES);
    const body = { eProtectId, recaptchaToken: await token() };
    const key = randomUUID();
    const [orders, auths] = [await orderCount(), await authorisationCount()];
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(body, key)));
    for (const res of answers) {
      if (res.statusCode !== 200)
        expect(failure(res)).toMatchObject({ status: 409, code: 'IDEMPOTENCY_KEY_IN_FLIGHT' });
    }
    const placed = new Set(
      answers.filter((r) => r.statusCode === 200).map((r) => r.json().payload.order.orderNumber),
    );
    expect(placed.size).toBe(1);
    expect(await orderCount()).toBe(orders + 1);
    expect(await authorisationCount()).toBe(auths + 1);
    // Once done, the same submission answers the order.
    expect((await submit(body, key)).json().payload.replayed).toBe(true);
  });

  it('a key still in flight answers 409 IDEMPOTENCY_KEY_IN_FLIGHT; one left by a stopped server is taken over', async () => {
    const eProtectId = await readyCart(APPROVES);
    const body = { eProtectId, recaptchaToken: await token() };
    const key = randomUUID();
    // What a server killed between the claim and the order leaves behind.
    await t.database.db.execute(
      sql`insert into idempotency_keys (customer_id, key, request_hash, state, created_at, updated_at)
          select customer_id, ${key}, ${requestHash(body)}, 'in-flight', ${t.clock.now()}, ${t.clock.now()}
            from users where email = ${AUTHOR.email}`,
    );
    const orders = await orderCount();
    const busy = await submit(body, key);
    expect(failure(busy)).toMatchObject({ status: 409, code: 'IDEMPOTENCY_KEY_IN_FLIGHT' });
    expect(busy.json().errors[0].description).toBe(errorDefinition('IDEMPOTENCY_KEY_IN_FLIGHT').message);
    expect(await orderCount()).toBe(orders);
    t.clock.advance(IN_FLIGHT_TAKEOVER_MS + 1000);
    const resumed = await submit(body, key);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().payload.replayed).toBe(false);
    expect(await orderCount()).toBe(orders + 1);
  });
});

describe('compensation', () => {
  it('a failure after the approval voids the authorisation, keeps the cart and places no order', async () => {
    const eProtectId = await readyCart(APPROVES);
    const services = createServices(t.database.db, t.config, t.database.kind);
    const failing = createOrdersService({
      uow: createUnitOfWork(t.database.db, createOrdersRepository),
      cart: services.cart,
      gateway: services.payments.gateway,
      accounts: { byCustomerId: async () => null },
      mail: {
        send: async () => {
          throw new Error('the outbox is down');
        },
      },
      templates: createMailTemplates({ operatorName: 'Quire' }),
      publicUrl: 'http://localhost',
      now: t.clock.now,
    });
    const [orders, auths] = [await orderCount(), await authorisationCount()];
    const key = randomUUID();
    const [{ id: userId } = { id: '' }] = rowsOf<{ id: string }>(
      await t.database.db.execute(sql`select id from users where email = ${AUTHOR.email}`),
    );
    const session = { userId, sessionKey: 'a session without two-step' };
    await expect(
      failing.submitOrder(me, key, { eProtectId, recaptchaToken: await token() }, session),
    ).rejects.toThrow('the outbox is down');
    expect(await orderCount()).toBe(orders);
    expect(await authorisationCount()).toBe(auths + 1);
    const last = rowsOf<{ status: string }>(
      await t.database.db.execute(
        sql`select status from payment_authorisations order by created_at desc limit 1`,
      ),
    );
    expect(last).toEqual([{ status: 'voided' }]);
    expect((await cartOf(author)).projects).toHaveLength(1);
    // The key was released: the same key may be used again.
    expect(await count(sql`select count(*)::int as n from idempotency_keys where key = ${key}`)).toBe(0);
  });
});

describe('declines create no order', () => {
  it('4457010200000007 asks for the security code (31003), then approves with one', async () => {
    const eProtectId = await readyCart(NEEDS_CVV);
    const orders = await orderCount();
    const key = randomUUID();
    const first = await submit({ eProtectId, recaptchaToken: await token() }, key);
    expect(failure(first)).toMatchObject({ status: 422, code: '31003' });
    expect(first.json().errors[0].description).toBe(errorDefinition('31003').message);
    expect(await orderCount()).toBe(orders);
    expect((await cartOf(author)).projects).toHaveLength(1);
    const second = await submit({ eProtectId, cvv: '123', recaptchaToken: await token() }, key);
    expect(second.statusCode).toBe(200);
    expect(second.json().payload.order.status).toBe('PLACED');
  });

  it('4457010100000008 declines: 31000 with the reason before the |', async () => {
    const eProtectId = await readyCart(DECLINES);
    const [orders, auths] = [await orderCount(), await authorisationCount()];
    const res = await submit({ eProtectId, recaptchaToken: await token() });
    expect(failure(res)).toMatchObject({ status: 422, code: '31000' });
    expect(res.json().errors[0].description.split('|')[0]).toBe(
      'Your card was declined for insufficient funds. Please use another card.',
    );
    expect([await orderCount(), await authorisationCount()]).toEqual([orders, auths]);
  });

  it('5112010100000002 is an invalid account: 31002 on cardNumber', async () => {
    const eProtectId = await readyCart(INVALID);
    const orders = await orderCount();
    const res = await submit({ eProtectId, recaptchaToken: await token() });
    expect(failure(res)).toMatchObject({ status: 422, code: '31002', field: 'cardNumber' });
    expect(res.json().errors[0].description).toBe(`cardNumber|${errorDefinition('31002').message}`);
    expect(await orderCount()).toBe(orders);
  });
});

describe('refusals before any payment', () => {
  it('a used token is refused', async () => {
    const eProtectId = await readyCart(APPROVES);
    const recaptchaToken = await token();
    expect((await submit({ eProtectId, recaptchaToken })).statusCode).toBe(200);
    const next = await readyCart(APPROVES);
    const reused = await submit({ eProtectId: next, recaptchaToken });
    expect(failure(reused)).toMatchObject({
      status: 400,
      code: 'ORDER_TOKEN_REFUSED',
      field: 'recaptchaToken',
    });
  });

  it('a stale cart (a file no longer approved) is refused with the reason; nothing is authorised', async () => {
    const eProtectId = await readyCart(APPROVES);
    await t.database.db.execute(sql`update projects set interior_approved = false where id = ${bookId}`);
    try {
      const [orders, auths] = [await orderCount(), await authorisationCount()];
      const res = await submit({ eProtectId, recaptchaToken: await token() });
      expect(failure(res)).toMatchObject({ status: 409, code: 'CART_STALE', field: 'projectId' });
      expect(res.json().errors[0].description).toContain('Field Notes from the Allotment');
      expect(res.json().errors.map((e: { code: string }) => e.code)).toContain('6024');
      expect([await orderCount(), await authorisationCount()]).toEqual([orders, auths]);
    } finally {
      await t.database.db.execute(sql`update projects set interior_approved = true where id = ${bookId}`);
    }
  });

  it('an incomplete cart is refused', async () => {
    const eProtectId = await readyCart(APPROVES);
    await author.put('/api/cart/update', { projectId: bookId, quantity: 0, itemType: 'AUTHOR_COPY' });
    const res = await submit({ eProtectId, recaptchaToken: await token() });
    expect(failure(res)).toMatchObject({ status: 409, code: 'CART_NOT_READY' });
  });

  it('a card other than the cart’s is refused', async () => {
    await readyCart(APPROVES);
    const res = await submit({ eProtectId: await registrationId(APPROVES), recaptchaToken: await token() });
    expect(failure(res)).toMatchObject({ status: 409, code: 'CART_CARD_CHANGED', field: 'eProtectId' });
  });
});

describe('no card number anywhere', () => {
  it('no card number in any text column of the database or in the log', async () => {
    const log = t.logs.join('\n');
    expect(log).toContain(PATH);
    const { tables, values } = await textColumnValues(t.database.db);
    expect(tables.has('orders')).toBe(true);
    expect(tables.has('idempotency_keys')).toBe(true);
    for (const number of CARDS) {
      expect(
        values.filter((v) => v.includes(number)),
        `database holds ${number}`,
      ).toEqual([]);
      expect(log, `log holds ${number}`).not.toContain(number);
    }
  });
});

describe('a contributor orders for the author', () => {
  it('with Order copy: the order is the account’s, and the account holder is e-mailed, not the contributor', async () => {
    const eProtectId = await readyCart(APPROVES);
    const contributor = await actingContributor(t, author, ['ORDER_COPY']);
    const res = await submit({ eProtectId, recaptchaToken: await token() }, randomUUID(), contributor.client);
    expect(res.statusCode, res.body).toBe(200);
    const { orderNumber } = res.json().payload.order;
    const toAuthor = (await outboxFor(t.database, AUTHOR.email)).filter((m) =>
      m.subject.includes(orderNumber),
    );
    expect(toAuthor.map((m) => m.kind)).toEqual(['order-placed']);
    const toContributor = (await outboxFor(t.database, contributor.account.email)).filter(
      (m) => m.kind === 'order-placed',
    );
    expect(toContributor).toEqual([]);
  });
});
