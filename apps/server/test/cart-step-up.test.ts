import { randomUUID } from 'node:crypto';
import { CHECKOUT_TWO_STEP_ORDER_THRESHOLD, CHECKOUT_TWO_STEP_TRUST_MINUTES } from '@quire/domain';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { rowsOf } from '../src/db/rows';
import { cartOf, demoBooks, NY_ADDRESS } from './cart-helpers';
import { actingContributor } from './contributor-helpers';
import { AUTHOR, buildTestApp, HOUR, MINUTE, type TestApp, type TestClient } from './helpers';
import { outboxFor } from './mail-helpers';

/**
 * The checkout's two-step checks: with two-step on and no code verified by this session in the
 * trust window, a new shipping address answers 1077, a payment method 1083 (1082 by text without a
 * number), an order above the threshold 1084; the verification dialog, then the same request.
 */
const TOKENIZER = '/sandbox/eprotect/register';
const APPROVES = '4457010000000009';
const BILLING = (({ nickname: _n, ...rest }) => rest)(NY_ADDRESS);
/** An address no address book holds. */
const NEW_ADDRESS = {
  ...NY_ADDRESS,
  address1: '233 South Wacker Drive',
  address2: '',
  city: 'Chicago',
  state: 'IL',
  postalCode: '60606',
  phoneNumber: '312-555-0100',
};
/** The address the author keeps in their address book (nickname "Workshop"). */
const BOOK_ADDRESS = {
  ...NY_ADDRESS,
  nickname: 'Workshop',
  address1: '1 Stephens Street',
  address2: '',
  city: 'Los Angeles',
  state: 'CA',
  postalCode: '90012',
};
const TRUST = CHECKOUT_TWO_STEP_TRUST_MINUTES * MINUTE;

let t: TestApp;
let author: TestClient;
let bookId: string;
let unit: string;
let ip = 0;

type Res = { statusCode: number; json(): { errors?: { code: string }[] } };
const codes = (res: Res) => (res.json().errors ?? []).map((e) => e.code);
const count = async (query: ReturnType<typeof sql>) =>
  rowsOf<{ n: number }>(await t.database.db.execute(query))[0]?.n ?? 0;
const orderCount = () => count(sql`select count(*)::int as n from orders`);
const authorisationCount = () => count(sql`select count(*)::int as n from payment_authorisations`);
const keyCount = () => count(sql`select count(*)::int as n from idempotency_keys`);

async function registrationId(): Promise<string> {
  const res = await t.client().request('POST', TOKENIZER, {
    body: { cardNumber: APPROVES, expMonth: '09', expYear: '2030' },
    remoteAddress: `10.9.0.${++ip}`,
    fetchSite: null,
    csrf: false,
  });
  expect(res.json().response).toBe('870');
  return res.json().paypageRegistrationId;
}

const putCard = async (c: TestClient, eProtectId: string) =>
  c.put('/api/cart/payment-method', {
    eProtectId,
    expirationMonth: '9',
    expirationYear: '2030',
    billingAddress: BILLING,
  });

async function token(c: TestClient): Promise<string> {
  const { challenge } = (await c.get('/api/cart/token')).json().payload;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The verification dialog: a code e-mailed to `email`, read from the outbox, verified. */
async function verify(c: TestClient, email = AUTHOR.email) {
  expect((await c.post('/api/account/generateCode?type=EMAIL')).statusCode).toBe(200);
  const code = (await outboxFor(t.database, email)).at(-1)?.text_body.match(/\b(\d{6})\b/)?.[1];
  const res = await c.post(`/api/account/verifyotp?type=EMAIL&otp=${code}`);
  expect(res.statusCode, res.body).toBe(200);
}

/** Past the trust window of every code verified so far. */
const untrust = () => t.clock.advance(TRUST + MINUTE);

/** The smallest number of copies whose order total is above the threshold. */
const copiesAbove = () =>
  new Decimal(CHECKOUT_TWO_STEP_ORDER_THRESHOLD).dividedBy(unit).floor().plus(1).toNumber();

async function setCopies(c: TestClient, quantity: number) {
  if ((await cartOf(c)).projects.length === 0)
    expect((await c.post('/api/cart/add', { projectId: bookId })).statusCode).toBe(200);
  const res = await c.put('/api/cart/update', { projectId: bookId, quantity, itemType: 'AUTHOR_COPY' });
  expect(res.statusCode, res.body).toBe(200);
}

const shippingAddressOf = async (c: TestClient) => (await cartOf(c)).shippingGroups[0]?.shippingAddress;

async function setTwoStep(email: string, method: string | null, phone = '') {
  await t.database.db.execute(
    sql`update two_step_settings set method = ${method} where user_id = (select id from users where email = ${email})`,
  );
  await t.database.db.execute(sql`update users set cell_phone_number = ${phone} where email = ${email}`);
}

beforeAll(async () => {
  const base = loadConfig({});
  // Sessions outlive the clock's jumps past the trust window.
  t = await buildTestApp({ session: { ...base.session, idleMs: 12 * HOUR, absoluteMs: 24 * HOUR } });
  author = t.client();
  await author.signIn(AUTHOR);
  const demo = await demoBooks(author);
  bookId = demo.book.id;
  unit = demo.unit;
  expect((await author.put('/api/account/addressbook', BOOK_ADDRESS)).statusCode).toBe(200);
});
afterAll(() => t?.close());

describe('an account without two-step', () => {
  it('is never asked: a new address, a card and an order above the threshold go through', async () => {
    const before = await orderCount();
    await setCopies(author, copiesAbove());
    const address = await author.post('/api/cart/shipping-address', NEW_ADDRESS);
    expect(address.statusCode, address.body).toBe(200);
    expect(address.json().payload.accepted).toBe(true);
    expect((await author.post('/api/cart/shipping-method', { shippingMethod: 'STANDARD' })).statusCode).toBe(
      200,
    );
    const eProtectId = await registrationId();
    expect((await putCard(author, eProtectId)).statusCode).toBe(200);
    const cart = await cartOf(author);
    expect(new Decimal(cart.totals.orderTotal).greaterThan(CHECKOUT_TWO_STEP_ORDER_THRESHOLD)).toBe(true);
    const res = await author.post(
      '/api/cart/submit-order',
      { eProtectId, recaptchaToken: await token(author) },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderCount()).toBe(before + 1);
  });
});

describe('with two-step on (by e-mail)', () => {
  beforeAll(async () => {
    await verify(author);
    const on = await author.post('/api/account/two-step/enable', { method: 'EMAIL' });
    expect(on.statusCode, on.body).toBe(200);
    untrust();
  });

  it('a new shipping address answers 1077 and keeps nothing; after the dialog the same request succeeds', async () => {
    const kept = await shippingAddressOf(author);
    const other = { ...NEW_ADDRESS, address1: '401 North Wabash Avenue' };
    const asked = await author.post('/api/cart/shipping-address', other);
    expect(asked.statusCode).toBe(403);
    expect(codes(asked)).toEqual(['1077']);
    expect(asked.json().errors?.[0]).toMatchObject({
      description: 'Please verify your identity to ship to a new address.',
    });
    expect(await shippingAddressOf(author)).toEqual(kept);
    await verify(author);
    const again = await author.post('/api/cart/shipping-address', other);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().payload.accepted).toBe(true);
    expect(await shippingAddressOf(author)).toMatchObject({ address1: '401 North Wabash Avenue' });
  });

  it('an address of the address book, by nickname or typed again, asks nothing', async () => {
    untrust();
    const byName = await author.post('/api/cart/shipping-address-nickname', { nickname: 'workshop' });
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json().payload.accepted).toBe(true);
    const typed = await author.post('/api/cart/shipping-address', {
      ...BOOK_ADDRESS,
      nickname: '',
      address1: ' 1 stephens street ',
    });
    expect(typed.statusCode, typed.body).toBe(200);
    // An address the checks refuse is answered as before (nothing kept, nothing asked).
    const invalid = await author.post('/api/cart/shipping-address', { ...NEW_ADDRESS, postalCode: '10118' });
    expect(invalid.statusCode).toBe(200);
    expect(invalid.json().payload.accepted).toBe(false);
  });

  it('a payment method answers 1083 and keeps nothing; after the dialog it is kept', async () => {
    untrust();
    const before = (await cartOf(author)).paymentGroups;
    const eProtectId = await registrationId();
    const asked = await putCard(author, eProtectId);
    expect(asked.statusCode).toBe(403);
    expect(codes(asked)).toEqual(['1083']);
    expect((await cartOf(author)).paymentGroups).toEqual(before);
    // Bad input is still answered first, on its field.
    const bad = await author.put('/api/cart/payment-method', {
      eProtectId,
      expirationMonth: '13',
      expirationYear: '2030',
      billingAddress: BILLING,
    });
    expect(bad.statusCode).toBe(400);
    await verify(author);
    const again = await putCard(author, eProtectId);
    expect(again.statusCode, again.body).toBe(200);
  });

  it('by text without a mobile number to receive the code: 1082; with one: 1083', async () => {
    untrust();
    const eProtectId = await registrationId();
    await setTwoStep(AUTHOR.email, 'SMS');
    try {
      const none = await putCard(author, eProtectId);
      expect(none.statusCode).toBe(422);
      expect(codes(none)).toEqual(['1082']);
      await setTwoStep(AUTHOR.email, 'SMS', '202-555-0143');
      expect(codes(await putCard(author, eProtectId))).toEqual(['1083']);
    } finally {
      await setTwoStep(AUTHOR.email, 'EMAIL');
    }
  });

  it('an order above the threshold answers 1084 before any charge or key; verified, the same key places it', async () => {
    await verify(author);
    await setCopies(author, copiesAbove());
    expect(
      (await author.post('/api/cart/shipping-address-nickname', { nickname: 'Workshop' })).statusCode,
    ).toBe(200);
    expect((await author.post('/api/cart/shipping-method', { shippingMethod: 'STANDARD' })).statusCode).toBe(
      200,
    );
    const eProtectId = await registrationId();
    expect((await putCard(author, eProtectId)).statusCode).toBe(200);
    untrust();
    const [orders, auths, keys] = [await orderCount(), await authorisationCount(), await keyCount()];
    const key = randomUUID();
    const body = { eProtectId, recaptchaToken: await token(author) };
    const asked = await author.post('/api/cart/submit-order', body, { headers: { 'idempotency-key': key } });
    expect(asked.statusCode).toBe(403);
    expect(codes(asked)).toEqual(['1084']);
    expect([await orderCount(), await authorisationCount(), await keyCount()]).toEqual([orders, auths, keys]);
    await verify(author);
    // The token was not spent: the same request goes through.
    const placed = await author.post('/api/cart/submit-order', body, { headers: { 'idempotency-key': key } });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().payload.replayed).toBe(false);
    expect(await orderCount()).toBe(orders + 1);
    expect(await authorisationCount()).toBe(auths + 1);
  });

  it('an order at or below the threshold asks nothing', async () => {
    untrust();
    await setCopies(author, 1);
    const { eProtectId } = { eProtectId: await registrationId() };
    await verify(author);
    expect((await putCard(author, eProtectId)).statusCode).toBe(200);
    untrust();
    const total = (await cartOf(author)).totals.orderTotal;
    expect(new Decimal(total).lessThanOrEqualTo(CHECKOUT_TWO_STEP_ORDER_THRESHOLD)).toBe(true);
    const res = await author.post(
      '/api/cart/submit-order',
      { eProtectId, recaptchaToken: await token(author) },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it(`trust lasts ${CHECKOUT_TWO_STEP_TRUST_MINUTES} minutes from the verification, for this session only`, async () => {
    untrust();
    await verify(author);
    t.clock.advance(TRUST - MINUTE);
    const within = await author.post('/api/cart/shipping-address', {
      ...NEW_ADDRESS,
      address1: '1 Trust Way',
    });
    expect(within.statusCode, within.body).toBe(200);
    t.clock.advance(2 * MINUTE);
    const past = await author.post('/api/cart/shipping-address', { ...NEW_ADDRESS, address1: '2 Trust Way' });
    expect(codes(past)).toEqual(['1077']);

    // Another session of the account (signed in with its second step) is not trusted by this one's.
    await verify(author);
    const other = t.client();
    await other.fetchCsrf();
    const pending = (await other.post('/api/authentication/signin', AUTHOR)).json().payload.twoStep;
    const code = (await outboxFor(t.database, AUTHOR.email)).at(-1)?.text_body.match(/\b(\d{6})\b/)?.[1];
    const done = await other.post('/api/authentication/two-step/verify', {
      pendingToken: pending.pendingToken,
      method: 'CODE',
      code,
    });
    expect(done.statusCode, done.body).toBe(200);
    await other.fetchCsrf();
    const theirs = await other.post('/api/cart/shipping-address', {
      ...NEW_ADDRESS,
      address1: '3 Trust Way',
    });
    expect(codes(theirs)).toEqual(['1077']);
    const mine = await author.post('/api/cart/shipping-address', { ...NEW_ADDRESS, address1: '3 Trust Way' });
    expect(mine.statusCode, mine.body).toBe(200);
  });

  it("a contributor is asked by their own settings, not the author's", async () => {
    untrust();
    const orders = await actingContributor(t, author, ['ORDER_COPY']);
    const res = await orders.client.post('/api/cart/shipping-address', {
      ...NEW_ADDRESS,
      address1: '9 Helper Lane',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload.accepted).toBe(true);
    // With two-step on for the contributor, the contributor is asked.
    await t.database.db.execute(
      sql`insert into two_step_settings (user_id, method, enabled_at, updated_at)
          select id, 'EMAIL', now(), now() from users where email = ${orders.account.email}
          on conflict (user_id) do update set method = 'EMAIL'`,
    );
    const asked = await orders.client.post('/api/cart/shipping-address', {
      ...NEW_ADDRESS,
      address1: '10 Helper Lane',
    });
    expect(codes(asked)).toEqual(['1077']);
  });
});
