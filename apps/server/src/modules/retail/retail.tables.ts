import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * API keys of retailers (coupon redemption, sales events). The key is shown once when an
 * administrator issues it; only its SHA-256 is kept (`key_hash`), with its first characters to tell
 * keys apart. A revoked key stays for the record of what it did.
 */
export const retailerKeys = pgTable(
  'retailer_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: ts('created_at').notNull(),
    createdBy: text('created_by'),
    revokedAt: ts('revoked_at'),
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [
    uniqueIndex('retailer_keys_hash_idx').on(t.keyHash),
    index('retailer_keys_created_idx').on(t.createdAt),
  ],
);

export type RetailerKeyRow = typeof retailerKeys.$inferSelect;
