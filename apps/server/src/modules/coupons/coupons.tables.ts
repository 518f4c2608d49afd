import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { projects } from '../projects/projects.tables';
import { retailerKeys } from '../retail/retail.tables';

const ts = (name: string) => timestamp(name, { withTimezone: true });
/** A New York day, read as 'YYYY-MM-DD'. */
const day = (name: string) => date(name, { mode: 'string' });
const money = (name: string) => numeric(name, { precision: 10, scale: 2 });

/**
 * eBook coupons (spec 2 §3 "Coupon"). The code is unique across Quire whatever its case
 * (`code_key` is its upper case). The status is not stored: it follows from the New York day, the
 * start and end days and `ended_early`. `redemptions` counts the rows of coupon_redemptions; the
 * redeeming statement raises it only while it is under `redemption_limit`, so concurrent
 * redemptions cannot overrun the limit.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerCustomerId: text('owner_customer_id').notNull(),
    code: text('code').notNull(),
    codeKey: text('code_key').notNull(),
    promoKind: text('promo_kind').notNull(),
    percentOff: integer('percent_off'),
    startDay: day('start_day').notNull(),
    endDay: day('end_day').notNull(),
    endedEarly: boolean('ended_early').notNull().default(false),
    redemptionLimit: integer('redemption_limit'),
    redemptions: integer('redemptions').notNull().default(0),
    campaignLabel: text('campaign_label'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    createdBy: text('created_by').notNull(),
  },
  (t) => [
    uniqueIndex('coupons_code_key_idx').on(t.codeKey),
    index('coupons_owner_idx').on(t.ownerCustomerId, t.startDay),
    check('coupons_days', sql`${t.endDay} >= ${t.startDay}`),
    check(
      'coupons_limit',
      sql`${t.redemptionLimit} is null or (${t.redemptionLimit} > 0 and ${t.redemptions} <= ${t.redemptionLimit})`,
    ),
  ],
);

/** The titles of a coupon: the EAN as the author entered it, and the Quire book it was then. */
export const couponTitles = pgTable(
  'coupon_titles',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    ean: text('ean').notNull(),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('coupon_titles_pk').on(t.couponId, t.ean),
    index('coupon_titles_project_idx').on(t.projectId),
    index('coupon_titles_ean_idx').on(t.ean),
  ],
);

/**
 * A retailer's redemption of a coupon for one order: the sale fact at the coupon price (analytics
 * reports it by campaign label). Unique by coupon and order reference, so a replayed request
 * redeems nothing more.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    retailerKeyId: uuid('retailer_key_id')
      .notNull()
      .references(() => retailerKeys.id, { onDelete: 'restrict' }),
    orderRef: text('order_ref').notNull(),
    ean: text('ean').notNull(),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    ownerCustomerId: text('owner_customer_id').notNull(),
    campaignLabel: text('campaign_label'),
    listPrice: money('list_price').notNull(),
    couponPrice: money('coupon_price').notNull(),
    royalty: money('royalty').notNull(),
    /** Redemptions the limit still allowed right after this one (null: no limit): a replay answers it again. */
    remainingAfter: integer('remaining_after'),
    /** The New York day of the sale. */
    saleDay: day('sale_day').notNull(),
    redeemedAt: ts('redeemed_at').notNull(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_idx').on(t.couponId, t.orderRef),
    index('coupon_redemptions_owner_idx').on(t.ownerCustomerId, t.saleDay),
    // Analytics copies new redemptions in by the time they were made (redemptionsSince).
    index('coupon_redemptions_redeemed_idx').on(t.redeemedAt, t.id),
  ],
);

export type CouponRow = typeof coupons.$inferSelect;
export type CouponTitleRow = typeof couponTitles.$inferSelect;
export type CouponRedemptionRow = typeof couponRedemptions.$inferSelect;
