import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type FeatureFlagRow, featureFlags } from './access.tables';

export function createAccessRepository(db: Db) {
  return {
    /**
     * Inserts missing flags with their default; for existing flags only the description is refreshed,
     * so a global switch an admin changed survives a restart.
     */
    async upsertFlags(flags: { flag: string; description: string; enabled: boolean }[], now: Date) {
      if (flags.length === 0) return;
      await db
        .insert(featureFlags)
        .values(
          flags.map((f) => ({
            flag: f.flag,
            description: f.description,
            enabledGlobally: f.enabled,
            updatedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: featureFlags.flag,
          set: { description: sql`excluded.description` },
        });
    },

    async listFlags(): Promise<FeatureFlagRow[]> {
      return db.select().from(featureFlags).orderBy(asc(featureFlags.flag));
    },

    async globallyEnabledFlags(): Promise<string[]> {
      const rows = await db
        .select({ flag: featureFlags.flag })
        .from(featureFlags)
        .where(eq(featureFlags.enabledGlobally, true));
      return rows.map((r) => r.flag);
    },

    async setGlobal(flag: string, enabled: boolean, now: Date): Promise<FeatureFlagRow | null> {
      const rows = await db
        .update(featureFlags)
        .set({ enabledGlobally: enabled, updatedAt: now })
        .where(eq(featureFlags.flag, flag))
        .returning();
      return rows[0] ?? null;
    },
  };
}

export type AccessRepository = ReturnType<typeof createAccessRepository>;
