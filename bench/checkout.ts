// `npm run bench:checkout` (after `npm run build`): placing an order, measured against a baseline
// taken in the same run. The built server starts on a fresh PostgreSQL database (QUIRE_DEMO=1);
// the demo author fills a cart through the API (the POD book, the seeded 'Home' address, STANDARD,
// an approved sandbox card; untimed, as is solving the token step's challenge), then only
// POST /api/cart/submit-order is timed. The baseline is the bare SQL that submission writes, on one
// connection in one begin/commit: the key claimed, the authorisation, the order and its line, the
// cart emptied, the key done, the e-mail in the outbox; then deleted again (untimed). Baseline and
// API samples alternate so the machine's drift affects both alike; only the ratio means anything.
// Then 20 parallel submissions with one Idempotency-Key against one ready cart: exactly one order
// and one authorisation, every other answer replayed (200) or IDEMPOTENCY_KEY_IN_FLIGHT (409), or
// the bench exits non-zero. BENCH_CHECKOUT_SAMPLES (default 30); BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres): a fresh database is created and always dropped.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import pg from 'pg';
import { SERVER_ARGS } from '../e2e/server-command';
import { BILLING, root, signIn, stop } from './support';

const SAMPLES = Number(process.env.BENCH_CHECKOUT_SAMPLES ?? 30);
const PARALLEL = 20;
const PORT = 3403;
const BASE = `http://127.0.0.1:${PORT}`;
const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `quire_checkout_${Date.now()}`;
const dbUrl = Object.assign(new URL(baseUrl), { pathname: `/${dbName}` }).toString();
const BOOK = 'Field Notes from the Allotment';

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
}
const stats = (xs: number[]) => ({
  p50: +percentile(xs, 50).toFixed(2),
  p95: +percentile(xs, 95).toFixed(2),
});

// ── The database and the server, cleaned up on every way out (an error, Ctrl-C) ──
const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
let server: ChildProcess | null = null;
let db: pg.Pool | null = null;
let cleaned: Promise<void> | null = null;
function cleanup(): Promise<void> {
  cleaned ??= (async () => {
    if (server) await stop(server).catch(() => {});
    await db?.end().catch(() => {});
    await admin.query(`drop database if exists ${dbName} with (force)`).catch((e) => console.error(e));
    await admin.end().catch(() => {});
  })();
  return cleaned;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the server and dropping ${dbName}`);
    void cleanup().finally(() => process.exit(130));
  });

async function waitHealthy(child: ChildProcess): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before answering`);
    if (
      await fetch(`${BASE}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (Date.now() - started > 120_000) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
}

type Answer = { status: number; code: string; payload: Record<string, unknown> };

try {
  server = spawn(process.execPath, SERVER_ARGS, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl,
      QUIRE_DEMO: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SIGNIN_MAX: '1000',
      RATE_LIMIT_TOKENIZER_MAX: '100000',
      // The card field's registration ids are sealed with it (required with PostgreSQL).
      DATA_KEY: randomBytes(32).toString('base64'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  db = new pg.Pool({ connectionString: dbUrl, max: 3 });
  await waitHealthy(server);

  // ── The demo author, signed in over HTTP (session cookie and CSRF token) ──
  const author = await signIn(BASE);
  const ok = async (method: string, path: string, body?: unknown) => {
    const res = await author.call(method, path, body);
    if (res.code !== 'SUCCESS') throw new Error(`${method} ${path}: ${JSON.stringify(res)}`);
    return res.payload;
  };
  const projects = (await ok('GET', '/api/projects?limit=50')).projects as { id: string; title: string }[];
  const bookId = projects.find((p) => p.title === BOOK)?.id;
  if (!bookId) throw new Error(`the demo book "${BOOK}" is missing (is the author signed in?)`);

  /** A cart ready to submit (untimed): the book, 'Home', STANDARD, a fresh approved card. */
  async function readyCart(): Promise<string> {
    await ok('POST', '/api/cart/add', { projectId: bookId, quantity: 1, itemType: 'AUTHOR_COPY' });
    await ok('POST', '/api/cart/shipping-address-nickname', { nickname: 'Home' });
    await ok('POST', '/api/cart/shipping-method', { shippingMethod: 'STANDARD' });
    const card = await fetch(`${BASE}/sandbox/eprotect/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cardNumber: '4457010000000009', expMonth: '09', expYear: '2030' }),
    }).then((r) => r.json() as Promise<{ response: string; paypageRegistrationId: string }>);
    if (card.response !== '870') throw new Error(`the sandbox card field answered ${JSON.stringify(card)}`);
    const eProtectId = card.paypageRegistrationId;
    const paid = await ok('PUT', '/api/cart/payment-method', {
      eProtectId,
      expirationMonth: '09',
      expirationYear: '2030',
      billingAddress: BILLING,
    });
    const completeness = (paid.cart as { completeness: string }).completeness;
    if (completeness !== 'READY') throw new Error(`the cart is not ready: ${completeness}`);
    return eProtectId;
  }

  /** The token step as the widget runs it (untimed): base64 of `{ challenge, solution }`. */
  async function orderToken(): Promise<string> {
    const { challenge } = (await ok('GET', '/api/cart/token')) as { challenge: Challenge };
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('could not solve the order token challenge');
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  async function submit(key: string, body: unknown): Promise<Answer> {
    const res = await fetch(`${BASE}/api/cart/submit-order`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: author.cookie(),
        'x-csrf-token': author.token,
        'idempotency-key': key,
      },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { code: string; payload: Record<string, unknown> };
    return { status: res.status, code: json.code, payload: json.payload ?? {} };
  }

  /** One submission of a fresh cart: only the POST is timed. */
  async function timedSubmission(): Promise<{ ms: number; orderNumber: string }> {
    const body = { eProtectId: await readyCart(), recaptchaToken: await orderToken() };
    const t = performance.now();
    const res = await submit(randomUUID(), body);
    const ms = performance.now() - t;
    if (res.status !== 200) throw new Error(`submit-order answered ${res.status}: ${JSON.stringify(res)}`);
    return { ms, orderNumber: (res.payload.order as { orderNumber: string }).orderNumber };
  }

  // ── Warm-up: one real order, whose rows give the baseline its values ──
  const first = await timedSubmission();
  const pool = db;
  const template = (await pool.query('select * from orders where order_number = $1', [first.orderNumber]))
    .rows[0] as Record<string, unknown>;
  const item = (await pool.query('select * from order_items where order_id = $1', [template.id]))
    .rows[0] as Record<string, unknown>;
  const auth = (await pool
    .query('select * from payment_authorisations where id::text = $1', [template.authorisation_id])
    .then((r) => r.rows[0])) as Record<string, unknown>;
  const mail = (
    await pool.query("select * from mail_outbox where kind = 'order-placed' order by created_at desc limit 1")
  ).rows[0] as Record<string, unknown>;
  const cartId = (await pool.query('select id from carts where customer_id = $1', [template.customer_id]))
    .rows[0]?.id as string;
  if (!item || !auth || !mail || !cartId) throw new Error('the warm-up order left no rows to model');

  /** What submit-order writes, as bare statements on one connection in one transaction. */
  async function bareSubmission(): Promise<number> {
    const c = await pool.connect();
    try {
      // Untimed: the line the transaction empties out of the cart.
      await c.query(
        `insert into cart_items (cart_id, project_id, item_type, quantity, created_at, updated_at)
         values ($1, $2, 'AUTHOR_COPY', 1, now(), now())`,
        [cartId, bookId],
      );
      const key = randomUUID();
      const t = performance.now();
      const at = new Date();
      await c.query('begin');
      await c.query('delete from idempotency_keys where created_at < $1', [
        new Date(at.getTime() - 86_400_000),
      ]);
      const claimed = await c.query(
        `insert into idempotency_keys (customer_id, key, request_hash, state, created_at, updated_at)
         values ($1, $2, $3, 'in-flight', $4, $4) on conflict (customer_id, key) do nothing returning *`,
        [template.customer_id, key, 'a'.repeat(64), at],
      );
      const keyId = claimed.rows[0].id as string;
      const held = await c.query(
        `insert into payment_authorisations (idempotency_key, amount, currency, status, card_type, last_four,
                                             created_at, updated_at)
         values ($1, $2, $3, 'authorised', $4, $5, $6, $6) on conflict (idempotency_key) do nothing returning *`,
        [`bench:${keyId}`, auth.amount, auth.currency, auth.card_type, auth.last_four, at],
      );
      const order = await c.query(
        `insert into orders (customer_id, status, shipping_address, shipping_method, payment_method, tax, currency,
           cart_item_total, cart_item_total_minus_discount, discount_total, handling_charge, order_tax_total,
           order_total, order_total_minus_tax, shipping, authorisation_id, placed_at, updated_at,
           production_starts_at, ships_at, delivers_at)
         values ($1, 'PLACED', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16, $17, $18, $19)
         returning *`,
        [
          template.customer_id,
          JSON.stringify(template.shipping_address),
          JSON.stringify(template.shipping_method),
          JSON.stringify(template.payment_method),
          JSON.stringify(template.tax),
          template.currency,
          template.cart_item_total,
          template.cart_item_total_minus_discount,
          template.discount_total,
          template.handling_charge,
          template.order_tax_total,
          template.order_total,
          template.order_total_minus_tax,
          template.shipping,
          String(held.rows[0].id),
          at,
          template.production_starts_at,
          template.ships_at,
          template.delivers_at,
        ],
      );
      const orderId = order.rows[0].id as string;
      await c.query(
        `insert into order_items (order_id, project_id, title, item_type, quantity, unit_price, line_total,
                                  not_for_resale, position)
         values ($1, $2, $3, $4, $5, $6, $7, $8, 0)`,
        [
          orderId,
          item.project_id,
          item.title,
          item.item_type,
          item.quantity,
          item.unit_price,
          item.line_total,
          false,
        ],
      );
      const cart = await c.query('select * from carts where customer_id = $1', [template.customer_id]);
      await c.query('delete from cart_items where cart_id = $1', [cart.rows[0].id]);
      await c.query(
        `update idempotency_keys set state = 'done', order_id = $1, updated_at = $2 where id = $3`,
        [orderId, at, keyId],
      );
      const sent = await c.query(
        `insert into mail_outbox (channel, recipient, subject, text_body, html_body, kind, created_at)
         values ('email', $1, $2, $3, $4, 'order-placed', $5) returning id`,
        [mail.recipient, mail.subject, mail.text_body, mail.html_body, at],
      );
      await c.query('commit');
      const ms = performance.now() - t;
      // Untimed: no trace of it left.
      await c.query('delete from idempotency_keys where id = $1', [keyId]);
      await c.query('delete from orders where id = $1', [orderId]);
      await c.query('delete from payment_authorisations where id = $1', [held.rows[0].id]);
      await c.query('delete from mail_outbox where id = $1', [sent.rows[0].id]);
      return ms;
    } catch (error) {
      await c.query('rollback').catch(() => {});
      throw error;
    } finally {
      c.release();
    }
  }

  // ── 1. End to end, alternating with the baseline ──
  await bareSubmission();
  const apiTimes: number[] = [];
  const sqlTimes: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    sqlTimes.push(await bareSubmission());
    apiTimes.push((await timedSubmission()).ms);
  }

  // ── 2. 20 parallel submissions with one key, against one ready cart ──
  const count = async (table: string) =>
    Number((await pool.query(`select count(*)::int as n from ${table}`)).rows[0].n);
  const body = { eProtectId: await readyCart(), recaptchaToken: await orderToken() };
  const key = randomUUID();
  const before = { orders: await count('orders'), authorisations: await count('payment_authorisations') };
  const answers = await Promise.all(Array.from({ length: PARALLEL }, () => submit(key, body)));
  const after = { orders: await count('orders'), authorisations: await count('payment_authorisations') };
  const outcomes: Record<string, number> = {};
  const orderNumbers = new Set<string>();
  for (const a of answers) {
    const replayed = a.payload.replayed === true;
    const name = a.status === 200 ? (replayed ? '200 replayed' : '200 placed') : `${a.status} ${a.code}`;
    outcomes[name] = (outcomes[name] ?? 0) + 1;
    if (a.status === 200) orderNumbers.add((a.payload.order as { orderNumber: string }).orderNumber);
  }
  const allowed = new Set(['200 placed', '200 replayed', '409 IDEMPOTENCY_KEY_IN_FLIGHT']);
  const concurrency = {
    requests: PARALLEL,
    outcomes,
    ordersCreated: after.orders - before.orders,
    authorisationsCreated: after.authorisations - before.authorisations,
    distinctOrderNumbers: orderNumbers.size,
    holds:
      after.orders - before.orders === 1 &&
      after.authorisations - before.authorisations === 1 &&
      outcomes['200 placed'] === 1 &&
      orderNumbers.size === 1 &&
      Object.keys(outcomes).every((o) => allowed.has(o)),
  };

  const api = stats(apiTimes);
  const sql = stats(sqlTimes);
  const result = {
    date: new Date().toISOString(),
    node: process.version,
    samples: SAMPLES,
    submitOrder: {
      api,
      sql,
      p50Ratio: +(api.p50 / sql.p50).toFixed(1),
      p95Ratio: +(api.p95 / sql.p95).toFixed(1),
    },
    concurrency,
  };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/checkout.json'), `${JSON.stringify(result, null, 2)}\n`);

  console.log(
    `\nCheckout: ${SAMPLES} sequential submissions, each of a fresh cart, milliseconds    p50      p95`,
  );
  const row = (name: string, s: { p50: number; p95: number }) =>
    console.log(`  ${name.padEnd(62)} ${String(s.p50).padStart(7)}  ${String(s.p95).padStart(7)}`);
  row('submit-order, API (POST /api/cart/submit-order)', api);
  row('the same writes, bare SQL in one transaction (baseline)', sql);
  console.log(`  API / SQL: p50 ${result.submitOrder.p50Ratio}×, p95 ${result.submitOrder.p95Ratio}×`);
  console.log(
    `\n${PARALLEL} parallel submissions, one Idempotency-Key: ${JSON.stringify(outcomes)}; ` +
      `orders +${concurrency.ordersCreated}, authorisations +${concurrency.authorisationsCreated}`,
  );
  if (!concurrency.holds) {
    console.error('FAILED: one key must place exactly one order with one authorisation');
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
