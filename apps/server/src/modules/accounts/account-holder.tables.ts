import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.tables';

/**
 * Failed sign-ins per e-mail address (known or not), keyed by the SHA-256 of the lower-cased
 * address so the table holds no address in clear. Rules: @quire/domain accounts/lockout.ts.
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    emailKey: text('email_key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
  },
  // Rows forgotten after a day are purged (guesses at random addresses must not pile up).
  (t) => [index('sign_in_throttles_last_failure_at_idx').on(t.lastFailureAt)],
);

/**
 * A change of e-mail address waiting for its link: the new address gets a link with a random
 * 256-bit token (only its SHA-256 here); following it once, before it expires, changes the address.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('email_changes_user_id_idx').on(t.userId)],
);

export type ThrottleRow = typeof signInThrottles.$inferSelect;
