/**
 * A Quire server process for submit-order-crash.test.ts (run as `node --import tsx`): the real
 * buildApp() on an on-disk database, driven in-process with the test client.
 * - CRASH_MODE=hang: signs the demo author in, fills the cart (the POD book's proof, the seeded
 *   'Home' address, STANDARD, an approved sandbox card), writes the submission (key and body) to
 *   CRASH_STATE, and submits it; the gateway's authorisation goes through, then the process stops
 *   answering ("authorised" in CRASH_MARKER), to be killed with SIGKILL before the order is written.
 * - CRASH_MODE=resume: a second server on the same database submits the same key and body again
 *   (after the key's takeover time), then once more, and writes both answers to CRASH_MARKER.
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { buildApp } from '../../src/app';
import { type AppConfig, type DatabaseTarget, loadConfig } from '../../src/config';
import { demoBooks, NY_ADDRESS } from '../cart-helpers';
import { TestClient } from '../helpers';

const env = process.env;
const mode = env.CRASH_MODE === 'hang' ? 'hang' : 'resume';
const marker = env.CRASH_MARKER ?? '';
const stateFile = env.CRASH_STATE ?? '';
const target: DatabaseTarget = env.CRASH_DATABASE_URL
  ? { kind: 'postgres', url: env.CRASH_DATABASE_URL }
  : { kind: 'embedded', dataDir: env.CRASH_PGLITE_DIR ?? null };
const base = loadConfig({
  QUIRE_DEMO: 'true',
  DATA_DIR: env.CRASH_DATA_DIR ?? '',
  DATA_KEY: env.CRASH_DATA_KEY ?? '',
  ORDER_KEY_TAKEOVER_SECONDS: '1',
  SESSION_SECRET: 'checkout-crash-test-session-secret-0123456789',
});
const config: AppConfig = {
  ...base,
  database: target,
  logLevel: 'warn',
  jobs: { ...base.jobs, mode: 'off' },
  rateLimits: { ...base.rateLimits, signIn: { max: 1000, windowMs: 60_000 } },
};

const app = await buildApp(config, {
  setup(services) {
    if (mode !== 'hang') return;
    const gateway = services.payments.gateway;
    const authorize = gateway.authorize.bind(gateway);
    gateway.authorize = async (request) => {
      const result = await authorize(request);
      appendFileSync(marker, `authorised ${process.pid}\n`);
      await new Promise(() => {});
      return result;
    };
  },
});
await app.ready();
const author = new TestClient(app);
await author.signIn({ email: 'author@example.com', password: 'Author2026' });

async function submit(key: string, body: unknown) {
  const res = await author.post('/api/cart/submit-order', body, { headers: { 'idempotency-key': key } });
  return { status: res.statusCode, payload: res.json().payload ?? null, code: res.json().code ?? null };
}

if (mode === 'hang') {
  const { book } = await demoBooks(author);
  await author.post('/api/cart/add', { projectId: book.id, quantity: 1, itemType: 'PROOF' });
  await author.post('/api/cart/shipping-address-nickname', { nickname: 'Home' });
  await author.post('/api/cart/shipping-method', { shippingMethod: 'STANDARD' });
  const card = await author.request('POST', '/sandbox/eprotect/register', {
    body: { cardNumber: '4457010000000009', expMonth: '09', expYear: '2030' },
    fetchSite: null,
    csrf: false,
  });
  const eProtectId = card.json().paypageRegistrationId as string;
  const { nickname: _n, ...billingAddress } = NY_ADDRESS;
  const paid = await author.put('/api/cart/payment-method', {
    eProtectId,
    expirationMonth: '09',
    expirationYear: '2030',
    billingAddress,
  });
  if (paid.json().payload?.cart?.completeness !== 'READY') throw new Error(`cart not ready: ${paid.body}`);
  const { challenge } = (await author.get('/api/cart/token')).json().payload;
  const solution = await solveChallenge({ challenge, deriveKey });
  const recaptchaToken = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const submission = { key: `crash-${process.pid}-${Date.now()}`, body: { eProtectId, recaptchaToken } };
  writeFileSync(stateFile, JSON.stringify(submission));
  await submit(submission.key, submission.body);
  appendFileSync(marker, 'answered (the crash never came)\n');
} else {
  const { key, body } = JSON.parse(readFileSync(stateFile, 'utf8'));
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const resumed = await submit(key, body);
  const replayed = await submit(key, body);
  appendFileSync(marker, `${JSON.stringify({ resumed, replayed })}\n`);
  await app.close();
  process.exit(0);
}
