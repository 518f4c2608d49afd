import { z } from 'zod';
import { ingestBatchSchema } from '../analytics/ingest';
import { COUPON_KINDS } from '../coupons/types';
import { endpoint } from './endpoint';

// The retailer's API (Quire's design; spec 2 names no retailer calls): a retailer's system asks
// whether a coupon code applies to a title and redeems it at checkout. It authenticates with an
// API key an administrator issues (Authorization: Bearer <key>), not a session, so it takes no CSRF
// token. The analytics ingest uses the same keys.

const money = z.string().describe('An amount with two decimals, "2.99"');

export const redemptionRequestSchema = z.object({
  couponCode: z.string().trim().min(1).max(60),
  ean: z.string().trim().min(1).max(20),
});

export const redemptionSchema = z
  .object({
    redemptionId: z.string(),
    couponCode: z.string(),
    ean: z.string(),
    orderRef: z.string(),
    promoKind: z.enum(COUPON_KINDS),
    percentOff: z.number().int().nullable(),
    listPrice: money,
    couponPrice: money.describe('What the reader pays for the discounted copy'),
    redeemedAt: z.string(),
    remaining: z.number().int().nullable().describe('Redemptions left under the limit; null: no limit'),
  })
  .describe('CouponRedemption');

export const retailerKeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    prefix: z.string().describe('The first characters of the key, to tell keys apart'),
    createdAt: z.string(),
    createdBy: z.string().nullable(),
    revokedAt: z.string().nullable(),
    lastUsedAt: z.string().nullable(),
  })
  .describe('RetailerKey');

const keyIdParams = z.object({ id: z.string().max(100) });

export const retailEndpoints = {
  /** Analytics facts from the retailer: a batch of events, kept once each (decision 043). */
  events: endpoint({
    method: 'POST',
    path: '/api/retail/events',
    body: ingestBatchSchema,
    response: z.object({
      accepted: z.number().int().describe('Events kept by this call'),
      duplicates: z
        .number()
        .int()
        .describe('Events already kept by an earlier call (same eventId): counted once'),
    }),
  }),
  check: endpoint({
    method: 'POST',
    path: '/api/retail/coupons/check',
    body: redemptionRequestSchema,
    response: z.object({
      applies: z.boolean(),
      code: z
        .string()
        .nullable()
        .describe('Why not (COUPON_EXPIRED, COUPON_LIMIT_REACHED, …); null when it applies'),
      message: z.string().nullable(),
      promoKind: z.enum(COUPON_KINDS).nullable(),
      percentOff: z.number().int().nullable(),
      listPrice: money.nullable(),
      couponPrice: money.nullable(),
      remaining: z.number().int().nullable(),
    }),
  }),
  redeem: endpoint({
    method: 'POST',
    path: '/api/retail/coupons/redeem',
    body: redemptionRequestSchema.extend({
      orderRef: z
        .string()
        .trim()
        .min(1)
        .max(100)
        .describe("The retailer's order: a repeated one redeems nothing more"),
    }),
    response: z.object({
      redemption: redemptionSchema,
      replayed: z.boolean().describe('True when this orderRef had already redeemed the coupon'),
    }),
  }),
  // Administrators issue and revoke the keys.
  keys: endpoint({
    method: 'GET',
    path: '/api/admin/retailer-keys',
    response: z.object({ keys: z.array(retailerKeySchema) }),
  }),
  createKey: endpoint({
    method: 'POST',
    path: '/api/admin/retailer-keys',
    body: z.object({ name: z.string().trim().min(1, { error: 'Please enter the retailer.' }).max(80) }),
    response: z.object({
      key: retailerKeySchema,
      secret: z.string().describe('The whole key: shown this once, stored only as a hash'),
    }),
  }),
  revokeKey: endpoint({
    method: 'DELETE',
    path: '/api/admin/retailer-keys/:id',
    params: keyIdParams,
    response: z.object({ key: retailerKeySchema }),
  }),
} as const;
