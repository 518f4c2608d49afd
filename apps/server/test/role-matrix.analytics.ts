import { randomUUID } from 'node:crypto';
import { newYorkDay } from '@quire/domain';
import { ownersEbook, runningCoupon } from './role-matrix.fixtures';
import { all, contributors, type Expectations, own, type Row } from './role-matrix.outcomes';
import type { MatrixContext } from './role-matrix.setup';

/**
 * The sales and reading dashboards, the royalty statements and the retailers' API in the role ×
 * endpoint table (role-matrix.table.ts). Every call names the owner (customerId): the owner and a
 * contributor with "Sales report dashboard" read the owner's figures, administrators anyone's;
 * another author asking for the owner's gets 404, as if there were none. The retailers' calls
 * answer a retailer's API key only: no session is one, an administrator's included.
 */

/** Who reads the owner's figures. */
const readers = (ok: 'ok' | 'ok-raw' = 'ok'): Expectations => ({
  ...own(ok),
  ...contributors(403),
  'contributor:SALES_REPORT_DASHBOARD': ok,
  otherAuthor: 404,
});

/** Last month (New York), whose statement exists for everyone. */
function lastMonth(ctx: MatrixContext): string {
  const [y, m] = newYorkDay(ctx.t.clock.now()).split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

function checkOwner(ctx: MatrixContext, customerId: unknown) {
  if (customerId !== ctx.owner.customerId) throw new Error(`the figures of ${String(customerId)}`);
}

const noKey = all({ status: 401, code: 'RETAILER_KEY_INVALID', why: 'a session is no retailer key' });

/**
 * Each call from an address of its own: the retailers' API answers 429 to an address past 20 failed
 * key checks a minute (its own tests hold that), and every caller here fails one per row.
 */
let calls = 0;
const retailAddress = () => {
  calls += 1;
  return `198.18.${Math.floor(calls / 250)}.${(calls % 250) + 1}`;
};

export const analyticsRows: Row[] = [
  {
    method: 'GET',
    route: '/api/analytics',
    expect: readers(),
    call: (ctx) => ({ url: `/api/analytics?queryParameter=AllResults&customerId=${ctx.owner.customerId}` }),
    check: (ctx, _caller, payload) => checkOwner(ctx, (payload.scope as { customerId: unknown }).customerId),
  },
  {
    method: 'GET',
    route: '/api/analytics/statements',
    expect: readers(),
    call: (ctx) => ({ url: `/api/analytics/statements?customerId=${ctx.owner.customerId}` }),
  },
  {
    method: 'GET',
    route: '/api/analytics/statement',
    expect: readers(),
    call: (ctx) => ({
      url: `/api/analytics/statement?month=${lastMonth(ctx)}&customerId=${ctx.owner.customerId}`,
    }),
    check: (ctx, _caller, payload) => checkOwner(ctx, payload.customerId),
  },
  {
    method: 'GET',
    route: '/api/analytics/statement/download',
    expect: readers('ok-raw'),
    call: (ctx) => ({
      url: `/api/analytics/statement/download?month=${lastMonth(ctx)}&customerId=${ctx.owner.customerId}&format=csv`,
    }),
  },

  // ── The retailers' API ────────────────────────────────────────────────────────────────
  {
    method: 'POST',
    route: '/api/retail/events',
    expect: noKey,
    retailer: 'ok',
    call: async (ctx) => ({
      url: '/api/retail/events',
      remoteAddress: retailAddress(),
      body: {
        events: [
          {
            eventId: `matrix-${randomUUID()}`,
            kind: 'SAMPLE_OPENED',
            ean: (await ownersEbook(ctx)).ean,
            occurredAt: new Date(ctx.t.clock.now().getTime() - 60_000).toISOString(),
          },
        ],
      },
    }),
  },
  {
    method: 'POST',
    route: '/api/retail/coupons/check',
    expect: noKey,
    retailer: 'ok',
    call: async (ctx) => ({
      url: '/api/retail/coupons/check',
      remoteAddress: retailAddress(),
      body: { couponCode: (await runningCoupon(ctx)).coupon.couponCode, ean: (await ownersEbook(ctx)).ean },
    }),
  },
  {
    method: 'POST',
    route: '/api/retail/coupons/redeem',
    expect: noKey,
    retailer: 'ok',
    call: async (ctx) => ({
      url: '/api/retail/coupons/redeem',
      remoteAddress: retailAddress(),
      body: {
        couponCode: (await runningCoupon(ctx)).coupon.couponCode,
        ean: (await ownersEbook(ctx)).ean,
        orderRef: `matrix-${randomUUID()}`,
      },
    }),
  },
];
