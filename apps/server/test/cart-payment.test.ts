import { randomBytes } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecrets } from '../src/lib/secrets';
import type { OrderTokens } from '../src/modules/cart';
import { createRegistrationIds } from '../src/modules/payments/registration-id';
import { createServices } from '../src/services';
import { cartOf, demoBooks, failure, NY_ADDRESS } from './cart-helpers';
import { textColumnValues } from './db-text';
import { AUTHOR, buildTestApp, HOUR, type TestApp, type TestClient } from './helpers';

/**
 * The cart's payment calls (spec 1 §7 "Cart"): the token step (an ALTCHA challenge, its solution
 * good once and for a few minutes), what loads the card field, the payment method (the card
 * field's registration id, the expiry rules of spec 3 §5, the billing address), the card kept in
 * the account's payment methods, and no card number anywhere.
 */
const TOKENIZER = '/sandbox/eprotect/register';
const VISA = '4457010000000009';
const MASTERCARD = '5112010000000003';
const CARDS = [VISA, MASTERCARD];
const BILLING = (({ nickname: _n, ...rest }) => rest)(NY_ADDRESS);

let t: TestApp;
let author: TestClient;
let ip = 0;

beforeAll(async () => {
  t = await buildTestApp({ logLevel: 'trace' });
  author = t.client();
  await author.signIn(AUTHOR);
});
afterAll(() => t?.close());

/** Registers a card at the sandbox card field as the browser does (no session), answering its id. */
async function registrationId(cardNumber: string): Promise<string> {
  const res = await t.client().request('POST', TOKENIZER, {
    body: { cardNumber, expMonth: '09', expYear: '2028' },
    remoteAddress: `10.9.0.${++ip}`,
    fetchSite: null,
    csrf: false,
  });
  expect(res.json().response).toBe('870');
  return res.json().paypageRegistrationId;
}

const putMethod = (c: TestClient, body: Record<string, unknown>) => c.put('/api/cart/payment-method', body);
const method = (eProtectId: string, extra: Record<string, unknown> = {}) => ({
  eProtectId,
  expirationMonth: '9',
  expirationYear: '2028',
  billingAddress: BILLING,
  ...extra,
});

describe('signed in only', () => {
  it('every payment call answers 401 to an anonymous caller', async () => {
    const anon = t.client();
    await anon.fetchCsrf();
    const calls = [
      anon.get('/api/cart/token'),
      anon.get('/api/cart/eProtectId'),
      anon.get('/api/cart/billing-address-countries'),
      anon.get('/api/cart/billing-address-states/US'),
      anon.put('/api/cart/payment-method', method('x')),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(401);
  });
});

describe('the token step', () => {
  let tokens: Pick<OrderTokens, 'verify'>;

  beforeAll(() => {
    const cart = createServices(t.database.db, t.config, t.database.kind).cart;
    tokens = { verify: (token) => cart.verifyOrderToken(token) };
  });

  async function solved() {
    const res = await author.get('/api/cart/token');
    expect(res.statusCode).toBe(200);
    const { challenge } = res.json().payload;
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('no solution');
    return { challenge, solution };
  }
  const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');

  it('answers a signed proof-of-work challenge that expires in a few minutes', async () => {
    const { challenge } = (await author.get('/api/cart/token')).json().payload;
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', keyPrefix: '00' });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const seconds = challenge.parameters.expiresAt - t.clock.now().getTime() / 1000;
    expect(seconds).toBeGreaterThan(60);
    expect(seconds).toBeLessThanOrEqual(600);
  });

  it('a solution verifies once; a second use is refused', async () => {
    const token = encode(await solved());
    expect(await tokens.verify(token)).toEqual({ ok: true });
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'used' });
  });

  it('a wrong solution, a tampered challenge and a token that is not one are refused', async () => {
    const { challenge, solution } = await solved();
    const wrongCounter = { challenge, solution: { ...solution, counter: solution.counter + 1 } };
    expect(await tokens.verify(encode(wrongCounter))).toEqual({ ok: false, reason: 'invalid' });
    const wrongKey = { challenge, solution: { ...solution, derivedKey: '00'.repeat(32) } };
    expect(await tokens.verify(encode(wrongKey))).toEqual({ ok: false, reason: 'invalid' });
    const easier = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: '0' } };
    expect(await tokens.verify(encode({ challenge: easier, solution }))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await tokens.verify('not a token')).toEqual({ ok: false, reason: 'malformed' });
    // The right solution still works: the refusals spent nothing.
    expect(await tokens.verify(encode({ challenge, solution }))).toEqual({ ok: true });
  });

  it('an expired solution is refused', async () => {
    const token = encode(await solved());
    t.clock.advance(6 * 60_000);
    try {
      expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
    } finally {
      t.clock.set(new Date());
    }
  });
});

describe('the card field and the billing address lists', () => {
  it('GET eProtectId answers where the card field posts, the gateway and the expiry years', async () => {
    const res = await author.get('/api/cart/eProtectId');
    expect(res.statusCode).toBe(200);
    const year = Number(
      new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', year: 'numeric' }).format(
        t.clock.now(),
      ),
    );
    expect(res.json().payload).toEqual({
      paypageId: 'quire-sandbox',
      registrationUrl: TOKENIZER,
      gateway: 'WORLDPAY_TEST',
      expirationYears: Array.from({ length: 11 }, (_, i) => String(year + i)),
    });
  });

  it('lists the billing countries and their states, 404 for a country not in the list', async () => {
    const countries = (await author.get('/api/cart/billing-address-countries')).json().payload.countries;
    expect(countries).toContainEqual({ code: 'US', name: 'United States' });
    expect(countries).toContainEqual({ code: 'GB', name: 'United Kingdom' });
    const us = (await author.get('/api/cart/billing-address-states/US')).json().payload.states;
    expect(us).toContainEqual({ code: 'NY', name: 'New York' });
    const ca = (await author.get('/api/cart/billing-address-states/CA')).json().payload.states;
    expect(ca).toContainEqual({ code: 'ON', name: 'Ontario' });
    expect((await author.get('/api/cart/billing-address-states/GB')).json().payload.states).toEqual([]);
    expect((await author.get('/api/cart/billing-address-states/XX')).statusCode).toBe(404);
  });
});

describe('the payment method', () => {
  beforeAll(async () => {
    // A fixed day, so that the expiry rules are the same on every run: 15 June 2026 in New York.
    t.clock.set(new Date('2026-06-15T16:00:00Z'));
    const { book } = await demoBooks(author);
    expect((await author.post('/api/cart/add', { projectId: book.id })).statusCode).toBe(200);
    expect((await author.post('/api/cart/shipping-address', NY_ADDRESS)).json().payload.accepted).toBe(true);
    expect((await author.post('/api/cart/shipping-method', { shippingMethod: 'STANDARD' })).statusCode).toBe(
      200,
    );
  });

  it('keeps the card on the cart (brand, last four, padded month) and moves completeness on', async () => {
    expect((await cartOf(author)).completeness).toBe('NEEDS_PAYMENT_METHOD');
    const res = await putMethod(author, method(await registrationId(VISA)));
    expect(res.statusCode).toBe(200);
    const { cart } = res.json().payload;
    expect(cart.completeness).toBe('READY');
    expect(cart.paymentGroups).toEqual([
      {
        paymentMethod: {
          paymentMethodId: expect.any(String),
          cardType: 'Visa',
          lastFourDigits: '0009',
          expirationMonth: '09',
          expirationYear: '2028',
          billingAddress: { ...BILLING, company: '' },
        },
      },
    ]);
    expect(JSON.stringify(cart)).not.toContain('registrationId');
    expect(await cartOf(author)).toEqual(cart);
  });

  it('shows the saved card in the account payment methods as brand and last four, once per card', async () => {
    await putMethod(
      author,
      method(await registrationId(MASTERCARD), { expirationMonth: '6', expirationYear: '2026' }),
    );
    await putMethod(author, method(await registrationId(VISA)));
    const list = (await author.get('/api/account/payment-methods')).json().payload.paymentMethods;
    expect(
      list.map((m: Record<string, string>) => [m.cardType, m.lastFourDigits, m.expirationMonth]),
    ).toEqual([
      ['Visa', '0009', '09'],
      ['Mastercard', '0003', '06'],
    ]);
    expect((await cartOf(author)).paymentGroups[0].paymentMethod.lastFourDigits).toBe('0009');
  });

  it('takes this month and up to this year plus 10; refuses last month and this year plus 11', async () => {
    const id = await registrationId(VISA);
    const last = await putMethod(author, method(id, { expirationMonth: '5', expirationYear: '2026' }));
    expect(failure(last)).toEqual({ status: 400, code: 'VALIDATION', field: 'expirationMonth' });
    const tooFar = await putMethod(author, method(id, { expirationMonth: '1', expirationYear: '2037' }));
    expect(failure(tooFar)).toEqual({ status: 400, code: 'VALIDATION', field: 'expirationYear' });
    const lastYear = await putMethod(author, method(id, { expirationMonth: '12', expirationYear: '2025' }));
    expect(failure(lastYear)).toEqual({ status: 400, code: 'VALIDATION', field: 'expirationYear' });
    const notAMonth = await putMethod(author, method(id, { expirationMonth: '13' }));
    expect(failure(notAMonth)).toEqual({ status: 400, code: 'VALIDATION', field: 'expirationMonth' });

    const thisMonth = await putMethod(author, method(id, { expirationMonth: '6', expirationYear: '2026' }));
    expect(thisMonth.statusCode).toBe(200);
    expect(thisMonth.json().payload.cart.paymentGroups[0].paymentMethod).toMatchObject({
      expirationMonth: '06',
      expirationYear: '2026',
    });
    const farthest = await putMethod(author, method(id, { expirationMonth: '12', expirationYear: '2036' }));
    expect(farthest.statusCode).toBe(200);
  });

  it('refuses an altered, foreign or expired registration id with 31002 on eProtectId', async () => {
    const id = await registrationId(VISA);
    const altered = `${id.slice(0, 40)}${id[40] === 'A' ? 'B' : 'A'}${id.slice(41)}`;
    const foreign = createRegistrationIds(createSecrets(randomBytes(32))).issue(
      {
        cardClass: 'approve',
        type: 'Visa',
        firstSix: '445701',
        lastFour: '0009',
        expMonth: '09',
        expYear: '2028',
      },
      t.clock.now(),
    );
    for (const bad of [altered, foreign, 'not-an-id']) {
      const res = await putMethod(author, method(bad));
      expect(failure(res)).toEqual({ status: 422, code: '31002', field: 'eProtectId' });
      expect(res.json().errors[0].description).toMatch(/^eProtectId\|The credit card number/);
    }
    t.clock.advance(24 * HOUR + 1000);
    try {
      expect(failure(await putMethod(author, method(id)))).toMatchObject({
        code: '31002',
        field: 'eProtectId',
      });
    } finally {
      t.clock.set(new Date('2026-06-15T16:00:00Z'));
    }
  });

  it('refuses a missing registration id and a billing address that is not one, keeping the card chosen', async () => {
    const before = await cartOf(author);
    const missing = await putMethod(author, method(''));
    expect(failure(missing)).toMatchObject({ status: 400, field: 'eProtectId' });
    const id = await registrationId(VISA);
    const noName = await putMethod(author, method(id, { billingAddress: { ...BILLING, firstName: '' } }));
    expect(noName.statusCode).toBe(400);
    expect(
      noName
        .json()
        .errors.map((e: { field: string }) => e.field)
        .join(),
    ).toContain('firstName');
    const badState = await putMethod(author, method(id, { billingAddress: { ...BILLING, state: 'ZZ' } }));
    expect(failure(badState)).toEqual({ status: 400, code: 'VALIDATION', field: 'billingAddress.state' });
    expect(await cartOf(author)).toEqual(before);
  });

  it('no card number in any text column of the database or in the log', async () => {
    expect(t.logs.length).toBeGreaterThan(20);
    const log = t.logs.join('\n');
    expect(log).toContain('/api/cart/payment-method');
    const { tables, values } = await textColumnValues(t.database.db);
    expect(tables.has('carts')).toBe(true);
    expect(tables.has('payment_methods')).toBe(true);
    const dump = values.join('\n');
    for (const number of CARDS) {
      expect(log, `log holds ${number}`).not.toContain(number);
      expect(dump, `database holds ${number}`).not.toContain(number);
      expect(dump).not.toContain(number.slice(0, 12));
    }
  });
});
