import { errorDefinition, newYorkDay } from '@quire/domain';
import { sql } from 'drizzle-orm';
import { adminClient } from './admin-helpers';
import { AUTHOR, buildTestApp, HOUR, MINUTE, type TestApp, type TestClient } from './helpers';
import { sentDay } from './promotions-helpers';

export { sentDay } from './promotions-helpers';

let eans = 0;
/** A new EAN-13 with its check digit (979, then digits of the time and a counter). */
export function newEan(): string {
  eans += 1;
  const body = `9791${String(Date.now() % 1_000_000).padStart(6, '0')}${String(eans % 100).padStart(2, '0')}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** A new eBook of the signed-in client with an EAN of its own, on sale unless said; its id, EAN and title. */
export async function onSaleEbook(
  t: TestApp,
  c: TestClient,
  opts: { title?: string; listPrice?: string; onSale?: boolean } = {},
): Promise<{ id: string; ean: string; title: string }> {
  const title = opts.title ?? `Coupon Book ${eans + 1}`;
  const res = await c.post('/api/project', { type: 'EBOOK', title, listPrice: opts.listPrice ?? '9.99' });
  if (res.statusCode !== 200) throw new Error(`create eBook answered ${res.statusCode}: ${res.body}`);
  const id = res.json().payload.id as string;
  const ean = newEan();
  await t.database.db.execute(
    sql`update projects set isbn = ${ean}, status = ${opts.onSale === false ? 'OFFSALE' : 'ONSALE'} where id = ${id}`,
  );
  return { id, ean, title };
}

/** A test app with the demo author and the demo administrator signed in. */
export async function couponApp() {
  const t = await buildTestApp();
  const author = t.client();
  await author.signIn(AUTHOR);
  const admin = await adminClient(t);
  return { t, author, admin };
}

let counter = 0;
/** A new coupon code, 7 to 15 letters and digits, unique across the run. */
export function newCode(prefix = 'T'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36).toUpperCase().slice(-6)}${counter}`.slice(0, 15);
}

/** A coupon body: 20% off from tomorrow for a week, on these EANs. */
export function couponBody(t: TestApp, eanList: string[], extra: Record<string, unknown> = {}) {
  return {
    couponCode: newCode(),
    startDate: sentDay(t, 1),
    endDate: sentDay(t, 8),
    eanList,
    promoKind: 'X_PERCENT_OFF_COUPON',
    percentOff: 20,
    redemptionLimit: null,
    campaignLabel: null,
    ...extra,
  };
}

export const submitCoupon = (c: TestClient, coupon: Record<string, unknown>, couponIdAvailable = false) =>
  c.post('/api/project/coupon/submitCoupon', { coupon, couponIdAvailable });

/** Creates a coupon and answers it (fails the test on anything but 200). */
export async function createCoupon(c: TestClient, coupon: Record<string, unknown>) {
  const res = await submitCoupon(c, coupon);
  if (res.statusCode !== 200) throw new Error(`submitCoupon answered ${res.statusCode}: ${res.body}`);
  return res.json().payload.coupon as Record<string, unknown> & { id: string; status: string };
}

export const getCoupon = (c: TestClient, id: string) => c.get(`/api/project/coupon?couponId=${id}`);

export const listCoupons = (c: TestClient, query = '') => c.get(`/api/project/projectCoupons?${query}`);

/** The errors of a failure envelope as code, field and description. */
export const errorsOf = (res: {
  json(): { errors: { code: string; field?: string; description: string }[] };
}) => res.json().errors.map((e) => ({ code: e.code, field: e.field, description: e.description }));

/** What the catalogue says a code's error is, on its field, word for word. */
export const catalogued = (code: string) => {
  const d = errorDefinition(code);
  return { code, field: d.field, description: d.message };
};

/** The first instant of the next New York day after the test clock's now. */
export function nextNewYorkMidnight(t: TestApp): Date {
  const from = t.clock.now().getTime();
  const day = newYorkDay(new Date(from));
  let lo = from;
  let hi = from + 26 * HOUR;
  while (hi - lo > 1000) {
    const mid = Math.floor((lo + hi) / 2);
    if (newYorkDay(new Date(mid)) === day) lo = mid;
    else hi = mid;
  }
  return new Date(hi);
}

/**
 * Moves the test clock just past the next New York midnight, a few minutes in (sessions end after
 * 30 idle minutes: the clients given sign in again).
 */
export async function pastNextMidnight(
  t: TestApp,
  clients: { client: TestClient; credentials: { email: string; password: string } }[],
): Promise<void> {
  t.clock.set(new Date(nextNewYorkMidnight(t).getTime() + 5 * MINUTE));
  for (const { client, credentials } of clients) await client.signIn(credentials);
}

/** Sets a book's status straight in the database (ONSALE, OFFSALE …). */
export async function setBookStatus(t: TestApp, projectId: string, status: string): Promise<void> {
  await t.database.db.execute(sql`update projects set status = ${status} where id = ${projectId}`);
}
