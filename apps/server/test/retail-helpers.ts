import { type CouponKind, ean13CheckDigit } from '@quire/domain';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/rows';
import { couponRedemptions, coupons } from '../src/modules/coupons/coupons.tables';
import { adminClient, customerIdOf } from './admin-helpers';
import { AUTHOR, buildTestApp, type ConfigOverrides, type TestApp, type TestClient } from './helpers';
import { sentDay } from './promotions-helpers';

/**
 * A test app with the demo author (the coupon feature on) and the demo administrator signed in,
 * and the author's customer id (`overrides`: the test's own configuration, such as JOBS_MODE=off).
 */
export async function retailApp(overrides: ConfigOverrides = {}) {
  const t = await buildTestApp(overrides);
  await t.database.db.execute(
    sql`update users set permissions = array_append(permissions, 'EBOOK_COUPONS') where email = ${AUTHOR.email}`,
  );
  const author = t.client();
  await author.signIn(AUTHOR);
  const admin = await adminClient(t);
  const owner = await customerIdOf(t, AUTHOR.email);
  return { t, author, admin, owner };
}

/** Issues a retailer key through the administrators' call; answers its id and the whole key. */
export async function issueKey(
  admin: TestClient,
  name = 'Riverside Books',
): Promise<{ id: string; secret: string }> {
  const res = await admin.post('/api/admin/retailer-keys', { name });
  if (res.statusCode !== 200) throw new Error(`retailer-keys answered ${res.statusCode}: ${res.body}`);
  const { key, secret } = res.json().payload;
  return { id: key.id as string, secret: secret as string };
}

/**
 * A retailer's call: JSON, no cookie and no CSRF token; `Authorization: Bearer <key>` unless key is
 * null (or `authorization` says otherwise).
 */
export function retail(
  t: TestApp,
  path: 'check' | 'redeem',
  body: unknown,
  opts: { key?: string | null; authorization?: string; remoteAddress?: string } = {},
) {
  const authorization = opts.authorization ?? (opts.key ? `Bearer ${opts.key}` : undefined);
  return t.app.inject({
    method: 'POST',
    url: `/api/retail/coupons/${path}`,
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    payload: JSON.stringify(body),
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
  });
}

let books = 0;

/** A new on-sale eBook of the signed-in client with a valid EAN-13 of its own; answers its id and EAN. */
export async function couponBook(
  t: TestApp,
  c: TestClient,
  opts: { listPrice?: string } = {},
): Promise<{ id: string; ean: string }> {
  const res = await c.post('/api/project', {
    type: 'EBOOK',
    title: 'Coupon Book',
    listPrice: opts.listPrice ?? '9.99',
  });
  if (res.statusCode !== 200) throw new Error(`create eBook answered ${res.statusCode}: ${res.body}`);
  const id = res.json().payload.id as string;
  books += 1;
  const first12 = `97910${String((Date.now() + books) % 10_000_000).padStart(7, '0')}`;
  const ean = `${first12}${ean13CheckDigit(first12)}`;
  await t.database.db.execute(sql`update projects set isbn = ${ean}, status = 'ONSALE' where id = ${id}`);
  return { id, ean };
}

let codes = 0;

/**
 * A coupon made by the author through submitCoupon (days from the test clock's New York today):
 * 25% off, running from today for a week, no limit, unless told otherwise.
 */
export async function submitCoupon(
  t: TestApp,
  author: TestClient,
  opts: {
    eans: string[];
    kind?: CouponKind;
    percentOff?: number | null;
    limit?: number | null;
    startIn?: number;
    endIn?: number;
    label?: string | null;
  },
): Promise<{ id: string; code: string }> {
  codes += 1;
  const code = `Rtl${String(Date.now() % 1_000_000).padStart(6, '0')}${codes}`;
  const kind = opts.kind ?? 'X_PERCENT_OFF_COUPON';
  const res = await author.post('/api/project/coupon/submitCoupon', {
    coupon: {
      couponCode: code,
      startDate: sentDay(t, opts.startIn ?? 0),
      endDate: sentDay(t, opts.endIn ?? 7),
      eanList: opts.eans,
      promoKind: kind,
      percentOff: opts.percentOff === undefined ? (kind === 'BOGO' ? null : 25) : opts.percentOff,
      redemptionLimit: opts.limit ?? null,
      campaignLabel: opts.label ?? null,
    },
    couponIdAvailable: false,
  });
  if (res.statusCode !== 200) throw new Error(`submitCoupon answered ${res.statusCode}: ${res.body}`);
  return { id: res.json().payload.coupon.id as string, code };
}

/** The coupon's counter and its redemption rows, straight from the database. */
export async function redemptionsOf(t: TestApp, couponId: string) {
  const [coupon] = await t.database.db
    .select({ redemptions: coupons.redemptions })
    .from(coupons)
    .where(eq(coupons.id, couponId));
  const rows = await t.database.db
    .select()
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, couponId));
  return { counter: coupon?.redemptions ?? -1, rows };
}

/** A retailer key's row. */
export async function keyRow(t: TestApp, id: string) {
  return rowsOf<{ key_hash: string; prefix: string; revoked_at: unknown; last_used_at: unknown }>(
    await t.database.db.execute(
      sql`select key_hash, prefix, revoked_at, last_used_at from retailer_keys where id = ${id}`,
    ),
  )[0];
}
