import { sql } from 'drizzle-orm';
import { newEan } from './coupons-helpers';
import type { TestClient } from './helpers';
import { definition, limitedTime, sentDay } from './promotions-helpers';
import { fork, type MatrixContext } from './role-matrix.setup';

/**
 * The fixtures of the commerce, promotion, content and analytics rows of the role × endpoint table,
 * made through the API the first time a row asks (so a run of other rows pays nothing), once per
 * matrix, or new for each call where the call uses one up.
 */

const made = new WeakMap<MatrixContext, Map<string, Promise<unknown>>>();
const settled = new WeakMap<MatrixContext, Map<string, unknown>>();

function mapOf<V>(maps: WeakMap<MatrixContext, Map<string, V>>, ctx: MatrixContext): Map<string, V> {
  let mine = maps.get(ctx);
  if (!mine) {
    mine = new Map();
    maps.set(ctx, mine);
  }
  return mine;
}

/** `make()` once per matrix and name. */
export function once<T>(ctx: MatrixContext, name: string, make: () => Promise<T>): Promise<T> {
  const mine = mapOf(made, ctx);
  let value = mine.get(name) as Promise<T> | undefined;
  if (!value) {
    value = make().then((v) => {
      mapOf(settled, ctx).set(name, v);
      return v;
    });
    mine.set(name, value);
  }
  return value;
}

/** What `once` made under `name` (for a row's check, after its call made it). */
export function madeBefore<T>(ctx: MatrixContext, name: string): T {
  const mine = mapOf(settled, ctx);
  if (!mine.has(name)) throw new Error(`no ${name} made yet`);
  return mine.get(name) as T;
}

type Answer = { statusCode: number; body: string; json(): { payload: unknown } };

/** The payload of a 200, or the fixture fails loudly with what answered. */
export function payloadOf<T>(res: Answer, what: string): T {
  if (res.statusCode !== 200) throw new Error(`${what} answered ${res.statusCode}: ${res.body}`);
  return res.json().payload as T;
}

/** Copies of the owner's and the administrator's sessions (what they answer leaves the callers alone). */
export const asOwner = (ctx: MatrixContext): TestClient => fork(ctx.callers.owner.client, ctx.t.app);
export const asAdmin = (ctx: MatrixContext): TestClient => fork(ctx.callers.admin.client, ctx.t.app);

/** A new on-sale eBook of the owner's with an EAN-13 of its own (nominations, coupons, retail events). */
let books = 0;
export async function newOnSaleEbook(ctx: MatrixContext): Promise<{ id: string; ean: string }> {
  books += 1;
  const { id } = payloadOf<{ id: string }>(
    await asOwner(ctx).post('/api/project', {
      type: 'EBOOK',
      title: `Matrix eBook ${books}`,
      listPrice: '9.99',
    }),
    'new eBook',
  );
  const ean = newEan();
  await ctx.t.database.db.execute(sql`update projects set isbn = ${ean}, status = 'ONSALE' where id = ${id}`);
  return { id, ean };
}

/** The owner's on-sale eBook the rows share (nothing they do changes it). */
export const ownersEbook = (ctx: MatrixContext) => once(ctx, 'ebook', () => newOnSaleEbook(ctx));

// ── Promotions ────────────────────────────────────────────────────────────────────────
/** A limited-time promotion open for nominations, made by the administrator. */
export const promotionId = (ctx: MatrixContext) => once(ctx, 'promotion', () => definition(asAdmin(ctx)));

/** A new pending nomination of a new eBook of the owner's: its id, the body it was sent with and the book. */
export async function newNomination(ctx: MatrixContext) {
  const book = await newOnSaleEbook(ctx);
  const body = limitedTime(ctx.t, await promotionId(ctx), book.ean);
  const promo = payloadOf<{ promo: { id: string } }>(
    await asOwner(ctx).post('/api/project/submit-promo', { promo: body }),
    'submit-promo',
  ).promo;
  return { id: promo.id, body, book };
}

/** The owner's pending nomination the rows read and change (never decide or delete). */
export const ownersNomination = (ctx: MatrixContext) => once(ctx, 'nomination', () => newNomination(ctx));

// ── Coupons ───────────────────────────────────────────────────────────────────────────
let codes = 0;
/** A coupon body for the owner's eBook: 20% off, from `startIn` days for a week. */
export async function couponOf(ctx: MatrixContext, startIn: number) {
  codes += 1;
  return {
    couponCode: `MTX${Date.now().toString(36).toUpperCase().slice(-6)}${codes}`.slice(0, 15),
    startDate: sentDay(ctx.t, startIn),
    endDate: sentDay(ctx.t, startIn + 7),
    eanList: [(await ownersEbook(ctx)).ean],
    promoKind: 'X_PERCENT_OFF_COUPON',
    percentOff: 20,
    redemptionLimit: null,
    campaignLabel: null,
  };
}

/** A new coupon of the owner's: running from today (startIn 0) or scheduled (startIn 1 or later). */
export async function newCoupon(ctx: MatrixContext, startIn: number) {
  const coupon = await couponOf(ctx, startIn);
  const saved = payloadOf<{ coupon: { id: string } }>(
    await asOwner(ctx).post('/api/project/coupon/submitCoupon', { coupon, couponIdAvailable: false }),
    'submitCoupon',
  ).coupon;
  return { id: saved.id, coupon };
}

/** The owner's scheduled coupon the rows read and save unchanged. */
export const ownersCoupon = (ctx: MatrixContext) => once(ctx, 'coupon', () => newCoupon(ctx, 3));
/** The owner's running coupon the retailer rows check and redeem. */
export const runningCoupon = (ctx: MatrixContext) => once(ctx, 'running', () => newCoupon(ctx, 0));
