import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sessions, users } from '../accounts/accounts.tables';

/**
 * An author's contributors (spec 1 §6, spec 3 §2–§6). The invitation's share key is 256 random
 * bits; only its SHA-256 is stored. Until a contributor first signs in with it (accepted_at) the key
 * expires at expires_at; after that it works for that account only, until the author removes the
 * contributor (revoked_at, kept so the contributor's next call answers 34007).
 */
export const contributorGrants = pgTable(
  'contributor_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorCustomerId: text('author_customer_id')
      .notNull()
      .references(() => users.customerId, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Always lower-cased. */
    email: text('email').notNull(),
    /** Contributor permission codes (packages/domain CONTRIBUTOR_PERMISSIONS). */
    permissions: text('permissions').array().notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** The account that first signed in with the key; only it may use the key afterwards. */
    contributorUserId: uuid('contributor_user_id').references(() => users.id, { onDelete: 'cascade' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('contributor_grants_key_hash_key').on(t.keyHash),
    // The duplicate-e-mail rule: one current contributor per e-mail and author.
    uniqueIndex('contributor_grants_author_email_key')
      .on(t.authorCustomerId, t.email)
      .where(sql`${t.revokedAt} is null`),
    index('contributor_grants_author_idx').on(t.authorCustomerId),
    check('contributor_grants_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

/** A session in which a contributor acts for an author (signed in with the share key). */
export const contributorSessions = pgTable(
  'contributor_sessions',
  {
    sessionKey: text('session_key')
      .primaryKey()
      .references(() => sessions.idHash, { onDelete: 'cascade' }),
    grantId: uuid('grant_id')
      .notNull()
      .references(() => contributorGrants.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('contributor_sessions_grant_idx').on(t.grantId)],
);

export type ContributorGrantRow = typeof contributorGrants.$inferSelect;
export type NewContributorGrantRow = typeof contributorGrants.$inferInsert;
