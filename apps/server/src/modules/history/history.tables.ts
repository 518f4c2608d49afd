import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A book's history: what happened to a project and when — submitted for sale, on sale,
 * off sale, a correction, a scheduled price applied — and who caused it (the author, a contributor,
 * an administrator, or `system` for a job or the scheduler). Written in the transaction of the
 * change itself. No foreign key: the history of a deleted project is kept for support.
 */
export const projectHistory = pgTable(
  'project_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id').notNull(),
    event: text('event').notNull(),
    /** The customer id of the person who caused it; null for `system`. */
    actorCustomerId: text('actor_customer_id'),
    actorKind: text('actor_kind').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('project_history_project_idx').on(t.projectId, t.at)],
);

export type HistoryRow = typeof projectHistory.$inferSelect;
export type NewHistoryRow = typeof projectHistory.$inferInsert;
