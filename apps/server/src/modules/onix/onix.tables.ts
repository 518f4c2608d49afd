import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The ONIX feed (decision 027): one entry each time a book goes on sale or off sale, with its ONIX
 * <Product> record exactly as it was at that moment (the XML, self-contained with its namespace),
 * written in the transaction of the change. Entries are appended, never changed. No foreign key
 * to `projects`: a retailer that missed a withdrawal must still find it after the book is deleted.
 */
export const onixFeedEntries = pgTable(
  'onix_feed_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order entries were written in; ties of `at` keep it. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    projectId: uuid('project_id').notNull(),
    /** ONSALE or OFFSALE: the change the entry records. */
    change: text('change').notNull(),
    /** ONIX list 1 notification type of the record (03, or 02 for a forthcoming pre-order). */
    notificationType: text('notification_type').notNull(),
    /** The <Product> element as recorded. */
    productXml: text('product_xml').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('onix_feed_entries_at_idx').on(t.at, t.seq),
    index('onix_feed_entries_project_idx').on(t.projectId, t.at),
    check('onix_feed_entries_change_check', sql`${t.change} in ('ONSALE', 'OFFSALE')`),
  ],
);

export type OnixFeedRow = typeof onixFeedEntries.$inferSelect;
export type NewOnixFeedRow = typeof onixFeedEntries.$inferInsert;
