import { randomUUID } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/rows';
import { cartOf, NY_ADDRESS } from './cart-helpers';
import type { TestApp, TestClient } from './helpers';

/** Placing orders through the API (the cart, the sandbox card, the token step, submit-order). */
const APPROVES = '4457010000000009';
export const BILLING = (({ nickname: _n, ...rest }) => rest)(NY_ADDRESS);
let ip = 0;

/** A registration id of the sandbox card field for a card that approves. */
export async function registrationId(t: TestApp): Promise<string> {
  const res = await t.client().request('POST', '/sandbox/eprotect/register', {
    body: { cardNumber: APPROVES, expMonth: '09', expYear: '2030' },
    remoteAddress: `10.9.${Math.floor(++ip / 250)}.${ip % 250}`,
    fetchSite: null,
    csrf: false,
  });
  if (res.json().response !== '870') throw new Error(`tokenizer answered ${res.body}`);
  return res.json().paypageRegistrationId;
}

/** The token step solved: submit-order's recaptchaToken. */
export async function token(c: TestClient): Promise<string> {
  const { challenge } = (await c.get('/api/cart/token')).json().payload;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Places an order of `quantity` copies (or a proof) of `projectId` with the client's cart; answers the order. */
export async function placeOrder(
  t: TestApp,
  c: TestClient,
  projectId: string,
  itemType: 'AUTHOR_COPY' | 'PROOF' = 'AUTHOR_COPY',
) {
  const cart = await cartOf(c);
  if (cart.projects.length === 0) {
    const added = await c.post('/api/cart/add', { projectId, itemType });
    if (added.statusCode !== 200) throw new Error(`add answered ${added.statusCode}: ${added.body}`);
  }
  await c.post('/api/cart/shipping-address', NY_ADDRESS);
  await c.post('/api/cart/shipping-method', { shippingMethod: 'STANDARD' });
  const eProtectId = await registrationId(t);
  const pay = await c.put('/api/cart/payment-method', {
    eProtectId,
    expirationMonth: '9',
    expirationYear: '2030',
    billingAddress: BILLING,
  });
  if (pay.json().payload?.cart?.completeness !== 'READY') throw new Error(`cart not ready: ${pay.body}`);
  const res = await c.post(
    '/api/cart/submit-order',
    { eProtectId, recaptchaToken: await token(c) },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  if (res.statusCode !== 200) throw new Error(`submit-order answered ${res.statusCode}: ${res.body}`);
  return res.json().payload.order as Record<string, unknown> & {
    orderNumber: string;
    productionStartsAt: string;
    totals: { orderTotal: string };
  };
}

/** The gateway's state of an order's authorisation ('authorised', 'captured', 'voided', 'refunded'). */
export async function authorisationStatus(t: TestApp, orderNumber: string): Promise<string | undefined> {
  const rows = rowsOf<{ status: string }>(
    await t.database.db.execute(
      sql`select a.status from payment_authorisations a join orders o on o.authorisation_id = a.id::text
          where o.order_number = ${orderNumber}`,
    ),
  );
  return rows[0]?.status;
}

/** The planned times of an order, from its row. */
export async function planOf(t: TestApp, orderNumber: string) {
  const rows = rowsOf<{ production_starts_at: Date; ships_at: Date; delivers_at: Date }>(
    await t.database.db.execute(
      sql`select production_starts_at, ships_at, delivers_at from orders where order_number = ${orderNumber}`,
    ),
  );
  const r = rows[0];
  if (!r) throw new Error(`no order ${orderNumber}`);
  return {
    productionStartsAt: new Date(r.production_starts_at),
    shipsAt: new Date(r.ships_at),
    deliversAt: new Date(r.delivers_at),
  };
}
