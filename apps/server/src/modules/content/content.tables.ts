import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ModuleColumnStored } from './content.types';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** What a message reaches beyond its chosen users (USERS) — the segment's filters. */
export interface StoredAudience {
  kind: 'EVERYONE' | 'USERS' | 'SEGMENT';
  roles: string[];
  formats: string[];
  countries: string[];
  onSaleOnly: boolean;
  eans: string[];
}

/**
 * Broadcast messages (spec 3 §3): marketing 1, broadcast 2, promotion 3. Shown between start and
 * end to the audience; `details` is sanitised HTML. A CRITICAL one stays until acknowledged.
 */
export const broadcastMessages = pgTable(
  'broadcast_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    typeId: integer('type_id').notNull(),
    title: text('title').notNull(),
    details: text('details').notNull(),
    link: text('link'),
    severity: text('severity').notNull().default('INFO'),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at'),
    audience: jsonb('audience').$type<StoredAudience>().notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [
    index('broadcast_messages_type_idx').on(t.typeId, t.startAt),
    check('broadcast_messages_type', sql`${t.typeId} in (1, 2, 3)`),
    check('broadcast_messages_severity', sql`${t.severity} in ('INFO', 'CRITICAL')`),
    check('broadcast_messages_times', sql`${t.endAt} is null or ${t.endAt} > ${t.startAt}`),
  ],
);

/** The chosen users of a message whose audience is USERS. */
export const broadcastRecipients = pgTable(
  'broadcast_recipients',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => broadcastMessages.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.customerId] }),
    index('broadcast_recipients_customer_idx').on(t.customerId),
  ],
);

/** Who has dismissed (INFO) or acknowledged (CRITICAL) a message: the administrators see it. */
export const broadcastReads = pgTable(
  'broadcast_reads',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => broadcastMessages.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    dismissedAt: ts('dismissed_at'),
    acknowledgedAt: ts('acknowledged_at'),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.customerId] }),
    index('broadcast_reads_customer_idx').on(t.customerId),
  ],
);

/**
 * The static pages' versions (spec 1 §2, spec 3 §2): every save is a new version; the one
 * published is the newest whose publish_at has passed.
 */
export const staticPageVersions = pgTable(
  'static_page_versions',
  {
    slug: text('slug').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    html: text('html').notNull(),
    publishAt: ts('publish_at').notNull(),
    createdAt: ts('created_at').notNull(),
    createdBy: text('created_by').notNull(),
    restoredFrom: integer('restored_from'),
    /** The demo seed's versions: a restart adds none when the page has any. */
    seeded: boolean('seeded').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.slug, t.version] }),
    index('static_page_versions_publish_idx').on(t.slug, t.publishAt),
  ],
);

/** Site modules (spec 3 §3): LEFT_NAV_PROJECT, LEFT_NAV_BAB or BANNER, with a template and columns. */
export const siteModules = pgTable(
  'site_modules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    moduleType: text('module_type').notNull(),
    template: text('template').notNull(),
    doubleTemplate: boolean('double_template').notNull().default(false),
    columns: jsonb('columns').$type<ModuleColumnStored[]>().notNull(),
    pages: text('pages').array().notNull(),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    startAt: ts('start_at'),
    endAt: ts('end_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [index('site_modules_type_idx').on(t.moduleType, t.position)],
);

/** Ad banners with a size and a resource type (an image, or sanitised HTML), aimed at pages. */
export const adBanners = pgTable(
  'ad_banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    size: text('size').notNull(),
    resourceType: text('resource_type').notNull(),
    imagePath: text('image_path'),
    imageAlt: text('image_alt'),
    html: text('html'),
    link: text('link'),
    pages: text('pages').array().notNull(),
    active: boolean('active').notNull().default(true),
    startAt: ts('start_at'),
    endAt: ts('end_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [index('ad_banners_updated_idx').on(t.updatedAt)],
);

/** Images uploaded for modules and banners, re-encoded; `path` is the storage key. */
export const contentImages = pgTable(
  'content_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    path: text('path').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: ts('created_at').notNull(),
    createdBy: text('created_by').notNull(),
  },
  (t) => [uniqueIndex('content_images_path_idx').on(t.path)],
);

export type BroadcastMessageRow = typeof broadcastMessages.$inferSelect;
export type StaticPageVersionRow = typeof staticPageVersions.$inferSelect;
export type SiteModuleRow = typeof siteModules.$inferSelect;
export type AdBannerRow = typeof adBanners.$inferSelect;
export type ContentImageRow = typeof contentImages.$inferSelect;
