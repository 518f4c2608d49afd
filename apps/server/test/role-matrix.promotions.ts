import { randomUUID } from 'node:crypto';
import { sentDay } from './promotions-helpers';
import {
  asAdmin,
  madeBefore,
  newCoupon,
  newNomination,
  newOnSaleEbook,
  ownersCoupon,
  ownersNomination,
  payloadOf,
  promotionId,
} from './role-matrix.fixtures';
import { adminOnly, contributors, type Expectations, open, own, type Row } from './role-matrix.outcomes';
import type { Caller, MatrixContext } from './role-matrix.setup';

/**
 * Promotion nominations and eBook coupons in the role × endpoint table (role-matrix.table.ts).
 * Nominating needs the merchandising feature (the owner and, here, the other author hold it) or,
 * for a contributor, "Manage promotion"; deciding on nominations is the administrators'. Coupons
 * need the eBook coupons feature (on by default) or "Manage promotion"; administrators read every
 * account's coupons and change none. Another account's nomination or coupon answers 404.
 */

/** Who may nominate: the publishers in their own account, Manage promotion in the author's, administrators. */
const promoters = (rest: Partial<Expectations> = {}): Expectations => ({
  ...own(),
  ...contributors(403),
  'contributor:MANAGE_PROMOTION': 'ok',
  ...rest,
});
/** The owner's coupon: the owner and Manage promotion; another author 404; administrators only read. */
const ownersCoupons = (admin: 'ok' | 403): Expectations => promoters({ otherAuthor: 404, admin });

/** Who may act on a fresh fixture (the others are refused before theirs would be touched). */
const reaches = (caller: Caller, roles: string[]) => roles.includes(caller.role);

const listed = (payload: Record<string, unknown>, key: string) =>
  (payload[key] as { id: string }[]).map((p) => p.id);

/** The owner's data shows for the owner, Manage promotion and (where `admin`) administrators only. */
function ownersShow(caller: Caller, admin: boolean) {
  return (
    caller.role === 'owner' ||
    caller.role === 'contributor:MANAGE_PROMOTION' ||
    (admin && caller.role === 'admin')
  );
}

/** A CSV of one nomination, the promotion's rules met. */
function sheetBody(ctx: MatrixContext, ean: string) {
  const csv = `ean,promoPrice,startDate,endDate,flexDate,additionalComments\r\n${ean},1.99,${sentDay(ctx.t, 3)},${sentDay(ctx.t, 10)},false,\r\n`;
  const boundary = '----quire-matrix-sheet';
  const raw = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="n.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { raw, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const promotionRows: Row[] = [
  // ── The nomination form's reference calls ────────────────────────────────────────────
  { method: 'GET', route: '/api/project/promo-filters', expect: promoters() },
  {
    method: 'GET',
    route: '/api/project/promo-rules',
    expect: promoters(),
    call: async (ctx) => ({
      url: `/api/project/promo-rules?mercPromoType=LIMITED_TIME_EBOOK&definitionId=${await promotionId(ctx)}`,
    }),
  },
  {
    method: 'GET',
    route: '/api/project/promotion',
    expect: promoters(),
    call: async (ctx) => ({ url: `/api/project/promotion?id=${await promotionId(ctx)}` }),
  },
  {
    method: 'GET',
    route: '/api/project/promo-titles',
    // Titles are searched in the caller's account (an administrator's in every account).
    expect: promoters(),
    call: async (ctx) => ({ url: `/api/project/promo-titles?ean=${(await ownersNomination(ctx)).book.ean}` }),
    check: (_ctx, caller, payload) => {
      if ((payload.titles as unknown[]).length > 0 !== ownersShow(caller, true))
        throw new Error(`${(payload.titles as unknown[]).length} titles`);
    },
  },

  // ── Nominations ───────────────────────────────────────────────────────────────────────
  {
    method: 'GET',
    route: '/api/project/promos',
    expect: promoters(),
    call: async (ctx) => {
      await ownersNomination(ctx);
      return { url: '/api/project/promos?status=PENDING&recordsPerPage=100' };
    },
    check: (ctx, caller, payload) => {
      // An administrator's own list without isAdmin is their own account's (none of the owner's).
      const ids = listed(payload, 'promos');
      const { id } = madeBefore<{ id: string }>(ctx, 'nomination');
      if (ids.includes(id) !== ownersShow(caller, false)) throw new Error(`promos ${ids}`);
    },
  },
  {
    method: 'GET',
    route: '/api/project/promos/:id',
    expect: promoters({ otherAuthor: 404 }),
    call: async (ctx) => ({ url: `/api/project/promos/${(await ownersNomination(ctx)).id}` }),
  },
  {
    method: 'POST',
    route: '/api/project/submit-promo',
    // A change to the owner's pending nomination, sent as it is.
    expect: promoters({ otherAuthor: 404 }),
    call: async (ctx) => {
      const { id, body } = await ownersNomination(ctx);
      return { url: '/api/project/submit-promo', body: { promo: { ...body, id } } };
    },
  },
  {
    method: 'DELETE',
    route: '/api/project/delete-promo/:id',
    expect: promoters({ otherAuthor: 404 }),
    call: async (ctx, caller) => {
      const { id } = reaches(caller, ['owner', 'contributor:MANAGE_PROMOTION', 'admin'])
        ? await newNomination(ctx)
        : await ownersNomination(ctx);
      return { url: `/api/project/delete-promo/${id}` };
    },
  },
  {
    method: 'POST',
    route: '/api/project/uploadPromoSheet',
    expect: promoters({
      otherAuthor: {
        status: 400,
        code: 'VALIDATION',
        why: "their own titles only: the owner's EAN is none of theirs (as an unknown EAN)",
      },
    }),
    call: async (ctx, caller) => {
      const ean = reaches(caller, ['owner', 'contributor:MANAGE_PROMOTION', 'admin'])
        ? (await newOnSaleEbook(ctx)).ean
        : (await ownersNomination(ctx)).book.ean;
      // An administrator names the publisher.
      const vendor = caller.role === 'admin' ? `&vendorNumber=${ctx.owner.vendorNumber}` : '';
      return {
        url: `/api/project/uploadPromoSheet?id=${await promotionId(ctx)}${vendor}`,
        ...sheetBody(ctx, ean),
      };
    },
  },
  // The review: administrators only (a contributor never, whatever the permission).
  {
    method: 'PUT',
    route: '/api/project/update-promo-status',
    expect: adminOnly(),
    call: async (ctx, caller) => {
      const { id } = caller.role === 'admin' ? await newNomination(ctx) : await ownersNomination(ctx);
      return {
        url: '/api/project/update-promo-status',
        body: { ids: [id], status: 'DECLINED', declineReason: 'PRICE' },
      };
    },
  },
  {
    method: 'PUT',
    route: '/api/project/undo-promo-status',
    expect: adminOnly(),
    call: async (ctx, caller) => {
      let changeId: string = randomUUID();
      if (caller.role === 'admin') {
        const { id } = await newNomination(ctx);
        changeId = payloadOf<{ changeId: string }>(
          await asAdmin(ctx).put('/api/project/update-promo-status', {
            ids: [id],
            status: 'DECLINED',
            declineReason: 'PRICE',
          }),
          'update-promo-status',
        ).changeId;
      }
      return { url: '/api/project/undo-promo-status', body: { changeId } };
    },
  },
  // The announcements are public; with a session, the caller's own requests' news too.
  { method: 'GET', route: '/api/project/promotion_messages', expect: open() },
  {
    method: 'GET',
    route: '/api/project/promotion_messages_JWT',
    expect: {
      ...own(),
      ...contributors(403),
      'contributor:PROJECT_DASHBOARD': 'ok',
      'contributor:ORDER_COPY': 'ok',
      'contributor:MANAGE_PROMOTION': 'ok',
    },
  },

  // ── eBook coupons ─────────────────────────────────────────────────────────────────────
  {
    method: 'POST',
    route: '/api/project/coupon/submitCoupon',
    // The owner's scheduled coupon saved back as it is.
    expect: ownersCoupons(403),
    call: async (ctx) => {
      const { id, coupon } = await ownersCoupon(ctx);
      return {
        url: '/api/project/coupon/submitCoupon',
        body: { coupon: { ...coupon, id }, couponIdAvailable: true },
      };
    },
  },
  {
    method: 'POST',
    route: '/api/project/coupon/endCoupon',
    expect: ownersCoupons(403),
    call: async (ctx, caller) => {
      const running = reaches(caller, ['owner', 'contributor:MANAGE_PROMOTION']);
      const { id } = running ? await newCoupon(ctx, 0) : await ownersCoupon(ctx);
      return { url: '/api/project/coupon/endCoupon', body: { couponId: id } };
    },
  },
  {
    method: 'GET',
    route: '/api/project/projectCoupons',
    expect: promoters(),
    call: async (ctx) => {
      await ownersCoupon(ctx);
      return { url: '/api/project/projectCoupons?status=SCHEDULED&recordsPerPage=100' };
    },
    check: (ctx, caller, payload) => {
      const ids = listed(payload, 'coupons');
      const { id } = madeBefore<{ id: string }>(ctx, 'coupon');
      if (ids.includes(id) !== ownersShow(caller, false)) throw new Error(`coupons ${ids}`);
    },
  },
  {
    method: 'GET',
    route: '/api/project/coupon',
    expect: ownersCoupons('ok'),
    call: async (ctx) => ({ url: `/api/project/coupon?couponId=${(await ownersCoupon(ctx)).id}` }),
  },
  {
    method: 'DELETE',
    route: '/api/project/projectCoupons/id',
    expect: ownersCoupons(403),
    call: async (ctx, caller) => {
      const fresh = reaches(caller, ['owner', 'contributor:MANAGE_PROMOTION']);
      const { id } = fresh ? await newCoupon(ctx, 2) : await ownersCoupon(ctx);
      return { url: `/api/project/projectCoupons/id?couponId=${id}` };
    },
  },
  { method: 'GET', route: '/api/project/coupon-specs', expect: promoters() },
  {
    method: 'GET',
    route: '/api/search/project-coupons/:a/:b/:c',
    // The owner's customer id: another author finds nothing there, an administrator the owner's book.
    expect: promoters(),
    call: async (ctx) => ({
      url: `/api/search/project-coupons/isbn/${ctx.owner.customerId}/${(await ownersNomination(ctx)).book.ean}`,
    }),
    check: (_ctx, caller, payload) => {
      if ((payload.results as unknown[]).length > 0 !== ownersShow(caller, true))
        throw new Error(`${(payload.results as unknown[]).length} results`);
    },
  },
];
