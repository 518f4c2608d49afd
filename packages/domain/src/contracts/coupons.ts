import { z } from 'zod';
import { COUPON_MESSAGES as M } from '../coupons/messages';
import {
  COUPON_CODE_MAX,
  COUPON_EANS_MAX,
  COUPON_KINDS,
  COUPON_LABEL_MAX,
  COUPON_LIMIT_MAX,
  COUPON_PAGE_SIZE,
  COUPON_STATUSES,
} from '../coupons/types';
import { optionalParam } from './common';
import { endpoint } from './endpoint';
import { projectSearchItemSchema } from './search';

// eBook coupons (spec 2 §3, §5, §7, §8; spec 3 §7 "Admin users"). The author's calls live under
// /api/project like the other project calls, the administrators' under /api/admin/users as spec 3
// names them. Days travel as MM/DD/YYYY (spec 2 §9) and are New York days: a coupon applies from
// 12:00 AM ET of its start day through 11:59 PM ET of its end day.

const sentDay = z.string().describe('A New York day, MM/DD/YYYY');
const money = z.string().describe('An amount with two decimals, "2.99"');

/** A title on a coupon, as the lists and the form show it. */
export const couponTitleSchema = z
  .object({
    ean: z.string(),
    projectId: z.string().nullable().describe('Null when no Quire book has this EAN any longer'),
    title: z.string(),
    listPrice: money.nullable(),
    onSale: z.boolean(),
  })
  .describe('CouponTitle');

/** A coupon (spec 2 §3 "Coupon"), with Quire's redemption limit, campaign label and counts. */
export const couponSchema = z
  .object({
    id: z.string(),
    couponCode: z.string().describe('As the author typed it; unique across Quire whatever the case'),
    startDate: sentDay,
    endDate: sentDay.describe('The last day it applies (the day it was ended, when ended early)'),
    eanList: z.array(z.string()),
    status: z
      .enum(COUPON_STATUSES)
      .describe('By New York day: SCHEDULED before the start, ACTIVE through the end'),
    promoKind: z.enum(COUPON_KINDS),
    percentOff: z
      .number()
      .int()
      .nullable()
      .describe('X_PERCENT_OFF_COUPON and BOGO_X_PERCENT_OFF; null for BOGO'),
    redemptionLimit: z.number().int().nullable().describe('At most this many redemptions; null: no limit'),
    redemptions: z.number().int(),
    campaignLabel: z
      .string()
      .nullable()
      .describe('Private to the author: analytics groups redemptions by it'),
    endedEarly: z.boolean(),
    titles: z.array(couponTitleSchema),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .describe('Coupon');
export type Coupon = z.infer<typeof couponSchema>;

/**
 * What submitCoupon takes: the coupon as read (status, counts, titles and timestamps are ignored);
 * `id` with couponIdAvailable true changes that coupon.
 */
export const couponInputSchema = z
  .object({
    id: z.string().max(100).nullish(),
    couponCode: z.string({ error: M.codeRequired }).max(COUPON_CODE_MAX * 4),
    startDate: z.string().max(20).nullish(),
    endDate: z.string().max(20).nullish(),
    eanList: z
      .union([z.array(z.string().max(40)).max(COUPON_EANS_MAX * 4), z.string().max(4000)])
      .transform((v) =>
        (typeof v === 'string' ? v.split(/[\s,;]+/) : v).map((e) => e.trim()).filter((e) => e !== ''),
      )
      .describe('EANs of on-sale eBooks: an array, or one string separated by commas or new lines'),
    promoKind: z.enum(COUPON_KINDS, { error: M.kindRequired }),
    percentOff: z
      .union([z.number(), z.string().max(10)])
      .nullish()
      .transform((v) => (v === null || v === undefined || v === '' ? null : Number(v))),
    redemptionLimit: z
      .union([z.number(), z.string().max(10)])
      .nullish()
      .transform((v) =>
        v === null || v === undefined || v === ''
          ? null
          : Number(typeof v === 'string' && /^\d{1,3}(,\d{3})+$/.test(v) ? v.replace(/,/g, '') : v),
      )
      .pipe(
        z
          .number({ error: M.limitRange })
          .int({ error: M.limitRange })
          .min(1, { error: M.limitRange })
          .max(COUPON_LIMIT_MAX, { error: M.limitRange })
          .nullable(),
      ),
    campaignLabel: z
      .string()
      .trim()
      .max(COUPON_LABEL_MAX, { error: M.labelTooLong })
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .describe('CouponInput');
export type CouponInput = z.input<typeof couponInputSchema>;

export const couponListQuerySchema = z.object({
  queryParameter: optionalParam(z.string().trim().max(100)).describe(
    'Words of the code, label or a title, or an EAN',
  ),
  sortOrder: optionalParam(z.enum(['asc', 'desc'])).describe(
    'By start date; default: soonest first (ACTIVE, SCHEDULED), latest first (EXPIRED)',
  ),
  status: optionalParam(z.enum(COUPON_STATUSES)).default('ACTIVE'),
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  recordsPerPage: z.coerce.number().int().min(1).max(100).default(COUPON_PAGE_SIZE),
});

const statusCounts = z
  .object({ ACTIVE: z.number().int(), SCHEDULED: z.number().int(), EXPIRED: z.number().int() })
  .describe('How many coupons each status has (with the search applied)');

const couponListSchema = z.object({
  coupons: z.array(couponSchema),
  totalCount: z.number().int().describe('Coupons of this status (with the search applied)'),
  counts: statusCounts,
});

/** The rules the form follows (`coupon-specs`). */
export const couponSpecsSchema = z
  .object({
    codeMin: z.number().int(),
    codeMax: z.number().int(),
    maxTitles: z.number().int(),
    maxStartDays: z.number().int(),
    maxLengthDays: z.number().int(),
    labelMax: z.number().int(),
    limitMax: z.number().int(),
    today: sentDay.describe('Today in New York: the earliest start'),
    kinds: z.array(
      z.object({
        promoKind: z.enum(COUPON_KINDS),
        label: z.string(),
        description: z.string(),
        percentOffMin: z.number().int().nullable(),
        percentOffMax: z.number().int().nullable(),
      }),
    ),
    royaltyBands: z.array(z.object({ min: money, max: money, royaltyRate: z.string() })),
  })
  .describe('CouponSpecs');

/** A title a coupon no longer fits (admin mismatch view). */
export const couponMismatchSchema = z
  .object({
    couponId: z.string(),
    couponCode: z.string(),
    ownerCustomerId: z.string(),
    status: z.enum(COUPON_STATUSES),
    titles: z.array(
      z.object({
        ean: z.string(),
        title: z.string().nullable(),
        reason: z.enum(['NOT_ON_SALE', 'NOT_OWNED', 'NOT_FOUND']),
        detail: z.string(),
      }),
    ),
  })
  .describe('CouponMismatch');

const couponIdQuery = z.object({ couponId: z.string().max(100) });

export const couponsEndpoints = {
  submit: endpoint({
    method: 'POST',
    path: '/api/project/coupon/submitCoupon',
    body: z.object({
      coupon: couponInputSchema,
      couponIdAvailable: z.boolean().default(false).describe('true: coupon.id names the coupon to change'),
    }),
    response: z.object({ coupon: couponSchema }),
  }),
  end: endpoint({
    method: 'POST',
    path: '/api/project/coupon/endCoupon',
    body: couponIdQuery,
    response: z.object({ coupon: couponSchema }),
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/project/projectCoupons',
    query: couponListQuerySchema,
    response: couponListSchema,
  }),
  one: endpoint({
    method: 'GET',
    path: '/api/project/coupon',
    query: couponIdQuery,
    response: z.object({ coupon: couponSchema }),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/project/projectCoupons/id',
    query: couponIdQuery,
    response: z.object({ deleted: z.literal(true), couponId: z.string() }),
  }),
  specs: endpoint({
    method: 'GET',
    path: '/api/project/coupon-specs',
    response: couponSpecsSchema,
  }),
  /** a = field (all, title, isbn), b = customer id, "me" or "all" (administrators), c = query. */
  search: endpoint({
    method: 'GET',
    path: '/api/search/project-coupons/:a/:b/:c',
    params: z.object({
      a: z.enum(['all', 'title', 'isbn']),
      b: z.string().min(1).max(40),
      c: z.string().trim().min(1).max(100),
    }),
    query: z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) }),
    response: z.object({
      results: z.array(
        projectSearchItemSchema.extend({
          coverImageUrl: z.string().nullable(),
          listPrice: money.nullable(),
          onSale: z
            .boolean()
            .describe('Only an on-sale eBook may be put on a coupon (off-sale ones are listed after)'),
          projectCoupons: z.array(
            z.object({ id: z.string(), couponCode: z.string(), status: z.enum(COUPON_STATUSES) }),
          ),
        }),
      ),
    }),
  }),
  // Administrators (spec 3 §7 "Admin users").
  adminList: endpoint({
    method: 'GET',
    path: '/api/admin/users/projectCoupons',
    query: z.object({
      customerId: z.string().max(40).describe("The user whose coupons (their account's customer id)"),
      status: optionalParam(z.enum(COUPON_STATUSES)).default('ACTIVE'),
      pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
      recordsPerPage: z.coerce.number().int().min(1).max(100).default(COUPON_PAGE_SIZE),
    }),
    response: couponListSchema,
  }),
  adminMismatch: endpoint({
    method: 'GET',
    path: '/api/admin/users/projectCoupons/mismatch',
    query: z.object({
      couponId: optionalParam(z.string().max(100)).describe(
        'One coupon; without it, every mismatched coupon',
      ),
      customerId: optionalParam(z.string().max(40)).describe("One user's"),
    }),
    response: z.object({ mismatches: z.array(couponMismatchSchema) }),
  }),
} as const;
