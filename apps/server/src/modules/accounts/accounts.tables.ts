import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human-readable id shown to the user and support: 'C' and 9 digits. */
    customerId: text('customer_id').notNull(),
    /** Always lower-cased. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    secretQuestion: text('secret_question').notNull(),
    secretAnswerHash: text('secret_answer_hash').notNull(),
    accountType: text('account_type').notNull(),
    emailOptedIn: boolean('email_opted_in').notNull().default(false),
    role: text('role').notNull().default('AUTHOR'),
    /** Feature flags and permissions granted to this user on top of the global model. */
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    preSellDays: integer('pre_sell_days').notNull().default(0),
    authorAccess: integer('author_access').notNull().default(0),
    analyticsAccess: text('analytics_access').notNull().default(''),
    canRefer: boolean('can_refer').notNull().default(false),
    preOrderAvailable: boolean('pre_order_available').notNull().default(false),
    vendorStatus: text('vendor_status').notNull().default('None'),
    vendorNumber: text('vendor_number'),
    businessStatus: text('business_status').notNull().default('None'),
    approvalDate: timestamp('approval_date', { withTimezone: true }),
    /** Set by an administrator's deactivation (decision 024); a deactivated user cannot sign in. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** 'tos violation' or 'user request' (spec 3 §3 "User deactivation"). */
    deactivationReason: text('deactivation_reason'),
    /** Free corrections an administrator granted (enable-free-correction), not yet used. */
    freeCorrections: integer('free_corrections').notNull().default(0),
    /** US 3-3-4 ('202-555-0143') or empty (spec 3 §3 Profile.cellPhoneNumber). */
    cellPhoneNumber: text('cell_phone_number').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_customer_id_key').on(t.customerId),
    uniqueIndex('users_vendor_number_key').on(t.vendorNumber),
    check('users_role_check', sql`${t.role} in ('AUTHOR', 'ADMIN', 'CONTRIBUTOR')`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * Server-side sessions. The cookie holds a random id; only its SHA-256 is stored (`token_hash`).
 * `id_hash` is the session's own key (the first cookie's hash), which what belongs to the session
 * refers to; a new cookie at a change of rights replaces `token_hash` only (decision 050).
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    /** SHA-256 of the cookie's current id. */
    tokenHash: text('token_hash').notNull(),
    /** The id the cookie held before the last rotation: answered SESSION_ROTATED for a moment, never valid. */
    previousTokenHash: text('previous_token_hash'),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    /** An administrator changed the account's rights: the next request gets a new id. */
    rotationDue: boolean('rotation_due').notNull().default(false),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** The id the sessions list shows (never the cookie or its hash). */
    publicId: uuid('public_id').notNull().defaultRandom(),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    /** When the password was last entered in this session (sign-in or re-authentication). */
    reauthenticatedAt: timestamp('reauthenticated_at', { withTimezone: true }),
    /**
     * Opened with an author's share key (the contributors module binds it to a grant): only such a
     * session needs the grant looked up on each request; every other one skips that query.
     */
    contributorSession: boolean('contributor_session').notNull().default(false),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_last_seen_at_idx').on(t.lastSeenAt),
    uniqueIndex('sessions_public_id_key').on(t.publicId),
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_previous_token_hash_idx').on(t.previousTokenHash),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
