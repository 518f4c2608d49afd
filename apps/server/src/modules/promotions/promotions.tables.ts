import type { PromoDefinitionField } from '@quire/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { projects } from '../projects/projects.tables';

const ts = (name: string) => timestamp(name, { withTimezone: true });
/** A New York day, read as 'YYYY-MM-DD'. */
const day = (name: string) => date(name, { mode: 'string' });
const money = (name: string) => numeric(name, { precision: 10, scale: 2 });

/**
 * Promotion definitions (spec 2 §3 "Promotion definition"): a monthly promotion has a submit-by,
 * start and end day and the days its card is listed; a standard one has none of them. Rules and
 * links are pipe-separated lines; `fields` carry each form field's limits.
 */
export const promoDefinitions = pgTable(
  'promo_definitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mercPromoType: text('merc_promo_type').notNull(),
    name: text('name').notNull(),
    copy: text('copy').notNull(),
    submitBy: day('submit_by'),
    startDay: day('start_day'),
    endDay: day('end_day'),
    displayStart: day('display_start'),
    displayEnd: day('display_end'),
    position: integer('position'),
    rules: text('rules').notNull(),
    links: text('links').notNull(),
    fields: jsonb('fields').$type<PromoDefinitionField[]>().notNull(),
    adminOnly: boolean('admin_only').notNull().default(false),
    /** The demo seed's key, so a restart updates its definitions instead of adding more. */
    seedKey: text('seed_key').unique(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [
    index('promo_definitions_type_idx').on(t.mercPromoType, t.displayEnd),
    check(
      'promo_definitions_dates',
      sql`${t.endDay} is null or ${t.startDay} is null or ${t.endDay} >= ${t.startDay}`,
    ),
  ],
);

/**
 * The publishers administrators enter merchandising nominations for (spec 3 §7 "Promotions and
 * publishers"): TRADE ones are traditional publishers whose titles are in the retail catalogue,
 * not Quire books. `vendorNumber` is their key: trade requests name it. `companyIds` are the
 * retailer's company ids the trade list filters by.
 */
export const promoPublishers = pgTable(
  'promo_publishers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorNumber: text('vendor_number').notNull(),
    name: text('name').notNull(),
    dcVendorId: text('dc_vendor_id'),
    companyIds: text('company_ids').array().notNull().default(sql`'{}'::text[]`),
    role: text('role').notNull(),
    email: text('email'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [
    uniqueIndex('promo_publishers_vendor_number_idx').on(t.vendorNumber),
    index('promo_publishers_name_idx').on(t.name),
    check('promo_publishers_role', sql`${t.role} in ('TRADE', 'SELF_PUBLISHED')`),
  ],
);

/**
 * Nominations (spec 2 §3 "Promotion request"): one on-sale eBook for one definition. The title,
 * author name and regular price are copied at submission (what the reviewer judged); `startAt` and
 * `endAt` are the start day at 12:00 AM ET and the end day at 2:59 AM ET. `version` grows with every
 * change, so an undo can tell that a row moved on since. An acceptance that changes the price keeps
 * the scheduled price it set up in `scheduledPriceId` (the price-schedule module's row).
 * A TRADE request is a retail-catalogue title of a trade publisher (`publisherVendorNumber`),
 * entered by an administrator: it has no Quire book and no Quire account, so no project, no owner
 * and never a scheduled price. It keeps no foreign key to its publisher: a deleted publisher's
 * ended and declined requests stay on the promotion's record.
 */
export const promoRequests = pgTable(
  'promo_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    definitionId: uuid('definition_id')
      .notNull()
      .references(() => promoDefinitions.id, { onDelete: 'restrict' }),
    mercPromoType: text('merc_promo_type').notNull(),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    ownerCustomerId: text('owner_customer_id'),
    source: text('source').notNull().default('QUIRE'),
    publisherVendorNumber: text('publisher_vendor_number'),
    vendorNumber: text('vendor_number'),
    authorName: text('author_name').notNull(),
    ean: text('ean').notNull(),
    title: text('title').notNull(),
    promoPrice: money('promo_price'),
    regularPrice: money('regular_price'),
    /** The publisher's preferred days (null when flexible), as submitted; review never changes them. */
    preferredStartDay: day('preferred_start_day'),
    preferredEndDay: day('preferred_end_day'),
    /** The promotion's days: the preferred ones until an acceptance sets its own. */
    startDay: day('start_day'),
    endDay: day('end_day'),
    startAt: ts('start_at'),
    endAt: ts('end_at'),
    flexDate: boolean('flex_date').notNull().default(false),
    additionalComments: text('additional_comments').notNull(),
    status: text('status').notNull(),
    reviewBy: day('review_by'),
    submittedAt: ts('submitted_at').notNull(),
    submittedBy: text('submitted_by').notNull(),
    updatedAt: ts('updated_at').notNull(),
    decidedAt: ts('decided_at'),
    decidedBy: text('decided_by'),
    declineReason: text('decline_reason'),
    declineNote: text('decline_note'),
    eligibleAgain: day('eligible_again'),
    scheduledPriceId: uuid('scheduled_price_id'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('promo_requests_status_idx').on(t.status, t.submittedAt),
    index('promo_requests_owner_idx').on(t.ownerCustomerId, t.status, t.submittedAt),
    index('promo_requests_project_idx').on(t.projectId, t.status),
    index('promo_requests_definition_idx').on(t.definitionId),
    index('promo_requests_trade_idx').on(t.publisherVendorNumber, t.status),
    index('promo_requests_ean_idx').on(t.ean, t.status),
    // The administrators' search (title, author, part of an EAN) at 100,000 requests: bench/promotions.ts.
    index('promo_requests_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('promo_requests_author_trgm_idx').using('gin', sql`${t.authorName} gin_trgm_ops`),
    index('promo_requests_ean_trgm_idx').using('gin', sql`${t.ean} gin_trgm_ops`),
    check('promo_requests_status', sql`${t.status} in ('PENDING', 'APPROVED', 'DECLINED')`),
    check(
      'promo_requests_source',
      sql`(${t.source} = 'QUIRE' and ${t.projectId} is not null and ${t.ownerCustomerId} is not null) or (${t.source} = 'TRADE' and ${t.publisherVendorNumber} is not null and ${t.projectId} is null and ${t.scheduledPriceId} is null)`,
    ),
  ],
);

/** What one request was before a status change: enough to put it back exactly. */
export interface PromoRequestSnapshot {
  id: string;
  /** The version the change left it at: an undo finds it there or refuses. */
  versionAfter: number;
  status: string;
  startDay: string | null;
  endDay: string | null;
  startAt: string | null;
  endAt: string | null;
  decidedAt: string | null;
  decidedBy: string | null;
  declineReason: string | null;
  declineNote: string | null;
  eligibleAgain: string | null;
  scheduledPriceId: string | null;
}

/**
 * A status change made by an administrator (update-promo-status): the requests it moved and what
 * each was before, so undo-promo-status can restore them, in one transaction, until `undoUntil`.
 */
export const promoStatusChanges = pgTable('promo_status_changes', {
  id: uuid('id').primaryKey().defaultRandom(),
  status: text('status').notNull(),
  changedBy: text('changed_by').notNull(),
  changedAt: ts('changed_at').notNull(),
  undoUntil: ts('undo_until').notNull(),
  undoneAt: ts('undone_at'),
  entries: jsonb('entries').$type<PromoRequestSnapshot[]>().notNull(),
});

export type PromoDefinitionRow = typeof promoDefinitions.$inferSelect;
export type NewPromoDefinitionRow = typeof promoDefinitions.$inferInsert;
export type PromoRequestRow = typeof promoRequests.$inferSelect;
export type NewPromoRequestRow = typeof promoRequests.$inferInsert;
export type PromoStatusChangeRow = typeof promoStatusChanges.$inferSelect;
export type PromoPublisherRow = typeof promoPublishers.$inferSelect;
export type NewPromoPublisherRow = typeof promoPublishers.$inferInsert;
