import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.tables';

/**
 * The account's security history (decision 048): a passkey added, renamed or removed, a sign-in
 * with a passkey, a two-step reset by support. `kind` is one of the domain's SECURITY_EVENT_LABELS;
 * `detail` holds the passkey's name, never a key.
 */
export const securityEvents = pgTable(
  'account_security_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    detail: jsonb('detail').$type<Record<string, string>>().notNull().default({}),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('account_security_events_user_at_idx').on(t.userId, t.at)],
);

export type SecurityEventRow = typeof securityEvents.$inferSelect;
