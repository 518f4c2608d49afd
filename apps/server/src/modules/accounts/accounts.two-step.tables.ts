import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.tables';

/**
 * Two-step verification settings (decision 023; spec 3 §4). `method` is null while two-step is off.
 * The authenticator app's secret is sealed with lib/secrets (AES-256-GCM), never stored in clear;
 * `totpPendingSealed` holds a secret being set up until its first code confirms it.
 */
export const twoStepSettings = pgTable(
  'two_step_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method'),
    totpSealed: text('totp_sealed'),
    totpPendingSealed: text('totp_pending_sealed'),
    /** The last 30-second step accepted: a step is never accepted twice (RFC 6238 §5.2). */
    totpLastStep: integer('totp_last_step'),
    enabledAt: timestamp('enabled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('two_step_settings_method_check', sql`${t.method} in ('EMAIL', 'SMS', 'TOTP', 'PASSKEY')`)],
);

/**
 * One-time codes sent by e-mail or text. Only an HMAC of the code (under the server secret) is
 * kept: six digits hashed without a secret would be read back by trying a million values.
 * purpose: 'verify' (the signed-in account's dialog) or 'signin' (the second step).
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    channel: text('channel').notNull(),
    /** The mobile number a text went to (to be saved when its code is verified); '' for e-mail. */
    destination: text('destination').notNull().default(''),
    /** The session (id hash) or pending sign-in (token hash) the code belongs to. */
    ownerKey: text('owner_key').notNull(),
    codeHash: text('code_hash').notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Burned by too many wrong entries or replaced by a newer code. */
    revoked: boolean('revoked').notNull().default(false),
  },
  (t) => [
    index('one_time_codes_owner_idx').on(t.ownerKey, t.purpose),
    index('one_time_codes_user_idx').on(t.userId),
    check('one_time_codes_channel_check', sql`${t.channel} in ('EMAIL', 'SMS')`),
  ],
);

/** Ten single-use recovery codes per account, SHA-256 at rest (50 random bits each, shown once). */
export const recoveryCodes = pgTable(
  'two_step_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('two_step_recovery_codes_user_idx').on(t.userId)],
);

/**
 * The password step's pending sign-in when two-step is on: not a session (it opens nothing), a
 * random token (SHA-256 at rest) that the second step completes within PENDING_SIGN_IN_MS.
 */
export const pendingSignIns = pgTable(
  'pending_sign_ins',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    previousSessionKey: text('previous_session_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pending_sign_ins_expires_at_idx').on(t.expiresAt)],
);

export type TwoStepSettingsRow = typeof twoStepSettings.$inferSelect;
export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;
export type PendingSignInRow = typeof pendingSignIns.$inferSelect;
