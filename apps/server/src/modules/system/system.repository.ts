import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings } from './system.tables';

export function createSystemRepository(db: Db) {
  return {
    /** Stores `value` under `key` unless a value is there already; returns the stored one. */
    async getOrInsertSetting(key: string, value: string, now: Date): Promise<string> {
      await db.insert(appSettings).values({ key, value, createdAt: now }).onConflictDoNothing();
      const rows = await db
        .select({ value: appSettings.value })
        .from(appSettings)
        .where(eq(appSettings.key, key));
      const stored = rows[0]?.value;
      if (stored === undefined) throw new Error(`Setting ${key} could not be stored`);
      return stored;
    },

    async getSetting(key: string): Promise<string | null> {
      const rows = await db
        .select({ value: appSettings.value })
        .from(appSettings)
        .where(eq(appSettings.key, key));
      return rows[0]?.value ?? null;
    },

    /** Stores `value` under `key`, replacing any value there. */
    async putSetting(key: string, value: string, now: Date): Promise<void> {
      await db
        .insert(appSettings)
        .values({ key, value, createdAt: now })
        .onConflictDoUpdate({ target: appSettings.key, set: { value } });
    },

    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}

export type SystemRepository = ReturnType<typeof createSystemRepository>;
