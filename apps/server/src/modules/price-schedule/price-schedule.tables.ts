import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { projects } from '../projects/projects.tables';

const ts = (name: string) => timestamp(name, { withTimezone: true });
/** Money: numeric(10,2), read as "9.99" (as the projects module keeps list prices). */
const money = (name: string) => numeric(name, { precision: 10, scale: 2 });

/**
 * Scheduled prices (spec 1 §3 "Scheduled price: id, projectId, price, startDate, endDate,
 * endDatePrice"; decision 029): an eBook's list price changes at `start_at` and returns at `end_at`
 * (none: it stays). `version` grows with every edit: the jobs that apply a change carry the
 * version they were made for and do nothing once it has moved on (or the row is gone), which is
 * how an edit or a delete cancels them (decision 029). `started_at` and `ended_at` record that
 * each change was applied, in the transaction that applied it.
 */
export const priceSchedules = pgTable(
  'price_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    price: money('price').notNull(),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at'),
    /** null: back to the price before the change (`previous_price`). */
    endDatePrice: money('end_date_price'),
    /** The list price just before the start applied. */
    previousPrice: money('previous_price'),
    version: integer('version').notNull().default(1),
    startedAt: ts('started_at'),
    endedAt: ts('ended_at'),
    /** Who set it up (customer id), and who changed it last. */
    createdBy: text('created_by').notNull(),
    updatedBy: text('updated_by').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('price_schedules_project_idx').on(t.projectId, t.startAt),
    check('price_schedules_end_after_start', sql`${t.endAt} is null or ${t.endAt} > ${t.startAt}`),
  ],
);

export type PriceScheduleRow = typeof priceSchedules.$inferSelect;
export type NewPriceScheduleRow = typeof priceSchedules.$inferInsert;
