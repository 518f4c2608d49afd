import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.tables';

/**
 * Password-reset links (forgot password, spec 3 §2). The link carries a random 256-bit token;
 * only its SHA-256 is stored. A token works once (used_at) and until expires_at; a new password
 * uses up every other open token of the account.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'self': the security question was answered; 'admin': an administrator generated it. */
    origin: text('origin').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('password_resets_user_id_idx').on(t.userId),
    check('password_resets_origin_check', sql`${t.origin} in ('self', 'admin')`),
  ],
);

export type PasswordResetRow = typeof passwordResets.$inferSelect;

/**
 * Wrong security answers per e-mail (whether or not it has an account), so guesses spread over
 * many addresses are limited too. Keyed by SHA-256 of the e-mail; a window restarts once over.
 */
export const recoveryThrottles = pgTable(
  'recovery_throttles',
  {
    keyHash: text('key_hash').primaryKey(),
    failures: integer('failures').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('recovery_throttles_window_idx').on(t.windowStartedAt)],
);
