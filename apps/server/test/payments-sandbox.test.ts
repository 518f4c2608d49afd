import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { rowsOf } from '../src/db/rows';
import type { PaymentGateway, PaymentsService } from '../src/modules/payments';
import { createPaymentsService, PaymentStateError } from '../src/modules/payments';
import { createPaymentsRepository } from '../src/modules/payments/payments.repository';
import { createServices } from '../src/services';
import { textColumnValues } from './db-text';
import { AUTHOR, buildTestApp, HOUR, type TestApp } from './helpers';

/**
 * The sandbox card field and gateway (WORLDPAY_TEST): every answer of the tokenizer over HTTP, with
 * no session and no CSRF token, its rate limit; the gateway's authorise, capture, void and refund,
 * idempotent by key; each test card's outcome; and no card number in the log or the database.
 */
const URL = '/sandbox/eprotect/register';
const VISA = '4457010000000009';
const MASTERCARD = '5112010000000003';
const INSUFFICIENT = '4457010100000008';
const NEEDS_CVV = '4457010200000007';
const INVALID_ACCOUNT = '5112010100000002';
const AMEX = '378282246310005';
const LUHN_BAD = '4457010000000008';
const TEST_CARDS = [VISA, MASTERCARD, INSUFFICIENT, NEEDS_CVV, INVALID_ACCOUNT, AMEX, LUHN_BAD];
const LIMIT = 5;

let t: TestApp;
let payments: PaymentsService;
let gateway: PaymentGateway;
let ip = 0;

beforeAll(async () => {
  t = await buildTestApp({
    logLevel: 'trace',
    payments: {
      gateway: 'WORLDPAY_TEST',
      tokenizerRateLimit: { max: LIMIT, windowMs: 60_000 },
      keyTakeoverMs: 120_000,
    },
  });
  // A fixed day, so that the expiry rules are the same on every run: 15 June 2026 in New York.
  t.clock.set(new Date('2026-06-15T16:00:00Z'));
  payments = createServices(t.database.db, t.config, t.database.kind).payments;
  gateway = payments.gateway;
});
afterAll(() => t?.close());

/** Posts to the tokenizer as a browser with no session would, each call from its own address. */
async function register(
  body: Record<string, unknown>,
  remoteAddress = `10.0.${Math.floor(++ip / 250)}.${ip % 250}`,
) {
  return t.client().request('POST', URL, { body, remoteAddress, fetchSite: null, csrf: false });
}

const card = (cardNumber: string, extra: Record<string, string> = {}) => ({
  cardNumber,
  expMonth: '09',
  expYear: '2028',
  ...extra,
});

async function registrationId(cardNumber: string): Promise<string> {
  const res = await register(card(cardNumber));
  expect(res.json().response).toBe('870');
  return res.json().paypageRegistrationId;
}

describe('the sandbox tokenizer', () => {
  it('registers a card with no session and no CSRF token (870), answering what the field answers', async () => {
    const res = await register(card(VISA, { cvv: '123' }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      response: '870',
      message: 'Success',
      firstSix: '445701',
      lastFour: '0009',
      type: 'Visa',
      expMonth: '09',
      expYear: '2028',
    });
    expect(body.paypageRegistrationId).toMatch(/^v1\./);
    expect(body.paypageRegistrationId).not.toContain(VISA);
    expect(res.headers['set-cookie']).toBeUndefined();

    const mc = (await register(card(`5112 0100 0000 0003`, { expMonth: '6', expYear: '26' }))).json();
    expect(mc).toMatchObject({
      response: '870',
      type: 'Mastercard',
      lastFour: '0003',
      expMonth: '06',
      expYear: '2026',
    });
    const amex = (await register(card(AMEX, { cvv: '1234' }))).json();
    expect(amex).toMatchObject({ response: '870', type: 'American Express', lastFour: '0005' });
  });

  it.each([
    ['871', 'fails the Luhn check', card(LUHN_BAD)],
    ['871', 'a length the brand does not have', card('44570100000000007')],
    ['872', 'too short', card('445701000')],
    ['872', 'empty', card('')],
    ['873', 'too long', card('44570100000000000009')],
    ['874', 'not numeric', card('4457O10000000009')],
    ['881', 'a security code not numeric', card(VISA, { cvv: '12a' })],
    ['882', 'a security code too short for the brand', card(VISA, { cvv: '12' })],
    ['882', 'an American Express code of three digits', card(AMEX, { cvv: '123' })],
    ['883', 'a security code too long for the brand', card(VISA, { cvv: '1234' })],
    ['886', 'a month that is not one', card(VISA, { expMonth: '13' })],
    ['886', 'a past year', card(VISA, { expYear: '2025' })],
    ['886', 'a month of this year already over', card(VISA, { expMonth: '05', expYear: '2026' })],
    ['886', 'more than ten years ahead', card(VISA, { expYear: '2037' })],
    ['886', 'a year that is not one', card(VISA, { expYear: 'abcd' })],
  ])('answers %s for %s, with no registration id', async (code, _why, body) => {
    const res = await register(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      response: code,
      paypageRegistrationId: '',
      firstSix: '',
      lastFour: '',
    });
    expect(res.json().message.length).toBeGreaterThan(0);
  });

  it('answers a body of the wrong shape with 400, repeating none of it', async () => {
    const res = await register({ cardNumber: Number(VISA), expMonth: '09', expYear: '2028' });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain(VISA);
  });

  it('is limited per address', async () => {
    const from = '192.0.2.77';
    for (let i = 0; i < LIMIT; i++) expect((await register(card(VISA), from)).statusCode).toBe(200);
    const refused = await register(card(VISA), from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    // Another address is not held back.
    expect((await register(card(VISA))).statusCode).toBe(200);
  });

  it('is in the OpenAPI reference, without the CSRF header the /api calls need', async () => {
    const spec = (await t.client().get('/api/docs/json')).json();
    const op = spec.paths[URL]?.post;
    expect(op?.tags).toEqual(['sandbox']);
    expect(op?.security).toBeUndefined();
    expect(spec.paths['/api/authentication/signin']?.post?.security).toEqual([{ csrfToken: [] }]);
  });

  it('answers a signed-in browser too, whatever its session, without a CSRF token', async () => {
    const author = t.client();
    await author.signIn(AUTHOR);
    const res = await author.request('POST', URL, {
      body: card(MASTERCARD),
      csrf: false,
      remoteAddress: '10.9.9.9',
    });
    expect(res.json().response).toBe('870');
  });
});

describe('the sandbox gateway', () => {
  it('approves the Visa and Mastercard test cards; capture, then refund', async () => {
    for (const [number, type] of [
      [VISA, 'Visa'],
      [MASTERCARD, 'Mastercard'],
    ]) {
      const result = await gateway.authorize({
        idempotencyKey: `order-${type}`,
        registrationId: await registrationId(number as string),
        amount: '12.5',
        currency: 'USD',
      });
      if (result.outcome !== 'approved') throw new Error(`${number} was declined`);
      expect(result.authorisation).toMatchObject({
        amount: '12.50',
        currency: 'USD',
        status: 'authorised',
        cardType: type,
      });
      const id = result.authorisation.authorisationId;
      expect((await gateway.capture({ idempotencyKey: `ship-${type}`, authorisationId: id })).status).toBe(
        'captured',
      );
      expect((await gateway.refund({ idempotencyKey: `refund-${type}`, authorisationId: id })).status).toBe(
        'refunded',
      );
      // Repeats of the same moves with their keys answer the same; a void after capture is refused.
      expect((await gateway.refund({ idempotencyKey: `refund-${type}`, authorisationId: id })).status).toBe(
        'refunded',
      );
      expect((await gateway.capture({ idempotencyKey: `ship-${type}`, authorisationId: id })).status).toBe(
        'refunded',
      );
      await expect(
        gateway.void({ idempotencyKey: `void-${type}`, authorisationId: id }),
      ).rejects.toBeInstanceOf(PaymentStateError);
    }
  });

  it('voids an authorisation not yet captured, and then refuses to capture it', async () => {
    const result = await gateway.authorize({
      idempotencyKey: 'order-void',
      registrationId: await registrationId(VISA),
      amount: '7.00',
      currency: 'USD',
    });
    if (result.outcome !== 'approved') throw new Error('declined');
    const id = result.authorisation.authorisationId;
    expect((await gateway.void({ idempotencyKey: 'cancel-1', authorisationId: id })).status).toBe('voided');
    expect((await gateway.void({ idempotencyKey: 'cancel-1', authorisationId: id })).status).toBe('voided');
    await expect(gateway.capture({ idempotencyKey: 'ship-1', authorisationId: id })).rejects.toBeInstanceOf(
      PaymentStateError,
    );
    await expect(
      gateway.capture({ idempotencyKey: 'ship-1', authorisationId: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({ items: [{ code: 'NOT_FOUND' }] });
  });

  it('declines 4457010100000008 for insufficient funds (31000, the reason before the |)', async () => {
    const result = await gateway.authorize({
      idempotencyKey: 'order-funds',
      registrationId: await registrationId(INSUFFICIENT),
      amount: '20.00',
      currency: 'USD',
    });
    expect(result.outcome).toBe('declined');
    if (result.outcome !== 'declined') return;
    expect(result.reason).toBe('insufficient-funds');
    expect(result.errors[0]?.code).toBe('31000');
    expect(result.errors[0]?.description.split('|')[0]).toBe(result.message);
    expect(result.message).toContain('insufficient funds');
  });

  it('asks for the security code for 4457010200000007 (31003), then approves with one', async () => {
    const registration = await registrationId(NEEDS_CVV);
    const first = await gateway.authorize({
      idempotencyKey: 'order-cvv',
      registrationId: registration,
      amount: '9.99',
      currency: 'USD',
    });
    expect(first).toMatchObject({
      outcome: 'declined',
      reason: 'needs-cvv',
      errors: [{ code: '31003', field: 'cvv' }],
    });
    const wrong = await gateway.authorize({
      idempotencyKey: 'order-cvv',
      registrationId: registration,
      amount: '9.99',
      currency: 'USD',
      cvv: '12',
    });
    expect(wrong.outcome).toBe('declined');
    const second = await gateway.authorize({
      idempotencyKey: 'order-cvv',
      registrationId: registration,
      amount: '9.99',
      currency: 'USD',
      cvv: '321',
    });
    expect(second).toMatchObject({
      outcome: 'approved',
      replayed: false,
      authorisation: { status: 'authorised' },
    });
  });

  it('refuses 5112010100000002 as an invalid account (31002 on cardNumber, and the field-errors message)', async () => {
    const result = await gateway.authorize({
      idempotencyKey: 'order-invalid',
      registrationId: await registrationId(INVALID_ACCOUNT),
      amount: '9.99',
      currency: 'USD',
    });
    expect(result).toMatchObject({
      outcome: 'declined',
      reason: 'invalid-account',
      errors: [
        {
          code: '31002',
          field: 'cardNumber',
          description:
            'cardNumber|The credit card number that you entered is not valid. Please check your card and try again.',
        },
      ],
      message:
        'Errors were found with the information you entered. Scroll down and correct the errors before resubmitting.',
    });
  });

  it('refuses an altered, foreign or expired registration id as an invalid card (31002)', async () => {
    const id = await registrationId(VISA);
    const altered = `${id.slice(0, -4)}${id.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    for (const registrationId of [altered, 'not-an-id', VISA]) {
      const r = await gateway.authorize({
        idempotencyKey: `bad-${registrationId.length}`,
        registrationId,
        amount: '1.00',
        currency: 'USD',
      });
      expect(r).toMatchObject({
        outcome: 'declined',
        reason: 'invalid-registration',
        errors: [{ code: '31002' }],
      });
    }
    t.clock.advance(24 * HOUR + 1000);
    try {
      const r = await gateway.authorize({
        idempotencyKey: 'late',
        registrationId: id,
        amount: '1.00',
        currency: 'USD',
      });
      expect(r).toMatchObject({ outcome: 'declined', reason: 'invalid-registration' });
    } finally {
      t.clock.set(new Date('2026-06-15T16:00:00Z'));
    }
  });

  it('authorises once per key: a repeat replays, 20 at once make one row, another amount is refused', async () => {
    const registration = await registrationId(VISA);
    const request = {
      idempotencyKey: 'order-once',
      registrationId: registration,
      amount: '30.00',
      currency: 'USD',
    };
    const first = await gateway.authorize(request);
    const again = await gateway.authorize({ ...request, amount: '30' });
    if (first.outcome !== 'approved' || again.outcome !== 'approved') throw new Error('declined');
    expect(again.replayed).toBe(true);
    expect(again.authorisation.authorisationId).toBe(first.authorisation.authorisationId);
    await expect(gateway.authorize({ ...request, amount: '31.00' })).rejects.toMatchObject({
      items: [{ code: 'IDEMPOTENCY_KEY_REUSED' }],
    });

    const parallel = { ...request, idempotencyKey: 'order-parallel' };
    const results = await Promise.all(Array.from({ length: 20 }, () => gateway.authorize(parallel)));
    const ids = new Set(
      results.map((r) => (r.outcome === 'approved' ? r.authorisation.authorisationId : r.outcome)),
    );
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.outcome === 'approved' && !r.replayed)).toHaveLength(1);
    const rows = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from payment_authorisations where idempotency_key = 'order-parallel'`,
      ),
    );
    expect(rows[0]?.n).toBe(1);
  });
});

describe('the gateway configuration', () => {
  it('reads PAYMENT_GATEWAY as a flag, the sandbox by default, and refuses anything else', () => {
    expect(loadConfig({}).payments.gateway).toBe('WORLDPAY_TEST');
    expect(loadConfig({ PAYMENT_GATEWAY: 'worldpay' }).payments.gateway).toBe('WORLDPAY');
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'paypal' })).toThrow(/PAYMENT_GATEWAY/);
  });

  it('stops the start with a clear error when the live gateway is chosen', () => {
    expect(() =>
      createServices(
        t.database.db,
        { ...t.config, payments: { ...t.config.payments, gateway: 'WORLDPAY' } },
        t.database.kind,
      ),
    ).toThrow(/live Worldpay gateway is not available.*PAYMENT_GATEWAY=WORLDPAY_TEST/);
    expect(() =>
      createPaymentsService({
        flag: 'WORLDPAY',
        repo: createPaymentsRepository(t.database.db),
        secrets: { seal: (v) => v, open: (v) => v, isSealed: () => false, currentKeyId: () => '' },
        now: t.clock.now,
      }),
    ).toThrow(/WORLDPAY_TEST/);
  });
});

describe('no card number anywhere', () => {
  it('none of the card numbers is in the server log or in any text column of the database', async () => {
    // Every test card once more, with a security code and through a failure (a body of the wrong shape).
    for (const number of TEST_CARDS) await register(card(number, { cvv: '987' }));
    for (const number of TEST_CARDS) await register({ cardNumber: number, expMonth: 9, expYear: '2028' });
    for (const number of TEST_CARDS) {
      const raw = `{"cardNumber":"${number}","expMonth":"09",`;
      const res = await t.client().request('POST', URL, {
        raw,
        headers: { 'content-type': 'application/json' },
        remoteAddress: `10.8.0.${TEST_CARDS.indexOf(number)}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).not.toContain(number);
    }
    expect(t.logs.length).toBeGreaterThan(20);
    const log = t.logs.join('\n');
    expect(log).toContain(URL);

    const { tables, values } = await textColumnValues(t.database.db);
    expect(tables.has('payment_authorisations')).toBe(true);
    expect(values.length).toBeGreaterThan(50);
    const dump = values.join('\n');
    for (const number of TEST_CARDS) {
      expect(log, `log holds ${number}`).not.toContain(number);
      expect(dump, `database holds ${number}`).not.toContain(number);
      expect(log).not.toContain(number.slice(0, 12));
    }
  });
});
