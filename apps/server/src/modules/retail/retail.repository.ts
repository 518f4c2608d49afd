import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type RetailerKeyRow, retailerKeys } from './retail.tables';

const k = retailerKeys;

/** Retailers' API keys: the only SQL of retailer_keys. */
export function createRetailerKeysRepository(db: Db) {
  return {
    async insert(values: {
      name: string;
      prefix: string;
      keyHash: string;
      createdAt: Date;
      /** Null: a key the demo seed made, issued by nobody. */
      createdBy: string | null;
    }): Promise<RetailerKeyRow> {
      const [row] = await db.insert(k).values(values).returning();
      if (!row) throw new Error('retailer key insert returned nothing');
      return row;
    },

    /** Every key, newest first (revoked ones too: they stay for the record). */
    async list(): Promise<RetailerKeyRow[]> {
      return db.select().from(k).orderBy(desc(k.createdAt), desc(k.id));
    },

    async find(id: string): Promise<RetailerKeyRow | null> {
      const [row] = await db.select().from(k).where(eq(k.id, id));
      return row ?? null;
    },

    async byHash(keyHash: string): Promise<RetailerKeyRow | null> {
      const [row] = await db.select().from(k).where(eq(k.keyHash, keyHash));
      return row ?? null;
    },

    /** Revokes a key that is not revoked yet; null when it already was (or is not there). */
    async revoke(id: string, at: Date): Promise<RetailerKeyRow | null> {
      const [row] = await db
        .update(k)
        .set({ revokedAt: at })
        .where(and(eq(k.id, id), isNull(k.revokedAt)))
        .returning();
      return row ?? null;
    },

    /** Notes a use, unless one was noted since `since` (so a busy key is written once a minute). */
    async touch(id: string, at: Date, since: Date): Promise<void> {
      await db
        .update(k)
        .set({ lastUsedAt: at })
        .where(and(eq(k.id, id), or(isNull(k.lastUsedAt), lt(k.lastUsedAt, since))));
    },
  };
}

export type RetailerKeysRepository = ReturnType<typeof createRetailerKeysRepository>;
