import { and, arrayContains, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { showingAt } from './content.modules.repository';
import { type AdBannerRow, adBanners } from './content.tables';

const b = adBanners;
export type NewAdBannerRow = typeof b.$inferInsert;

/** Ad banners: the only SQL of ad_banners. */
export function createAdBannersRepository(db: Db) {
  return {
    /** A page of banners, the most recently changed first, and how many there are. */
    async list(q: { page: number; limit: number }): Promise<{ rows: AdBannerRow[]; totalCount: number }> {
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(b)
          .orderBy(desc(b.updatedAt), desc(b.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(b),
      ]);
      return { rows, totalCount: Number(total[0]?.n ?? 0) };
    },

    /** The banners a page shows at `at`, oldest first. */
    async showing(page: string, at: Date): Promise<AdBannerRow[]> {
      return db
        .select()
        .from(b)
        .where(and(showingAt(b, at), arrayContains(b.pages, [page])))
        .orderBy(asc(b.createdAt), asc(b.id));
    },

    async find(id: string): Promise<AdBannerRow | null> {
      return (await db.select().from(b).where(eq(b.id, id)))[0] ?? null;
    },

    /** The row, locked until the transaction ends. */
    async lockRow(id: string): Promise<AdBannerRow | null> {
      return (await db.select().from(b).where(eq(b.id, id)).for('update'))[0] ?? null;
    },

    async insert(row: NewAdBannerRow): Promise<AdBannerRow> {
      return (await db.insert(b).values(row).returning())[0] as AdBannerRow;
    },

    async update(id: string, patch: Partial<NewAdBannerRow>): Promise<AdBannerRow> {
      return (await db.update(b).set(patch).where(eq(b.id, id)).returning())[0] as AdBannerRow;
    },

    async remove(id: string): Promise<boolean> {
      return (await db.delete(b).where(eq(b.id, id)).returning({ id: b.id })).length === 1;
    },

    /** Adds a seeded banner unless its id is there already (an administrator's edits stay). */
    async insertSeeded(row: NewAdBannerRow & { id: string }): Promise<void> {
      await db.insert(b).values(row).onConflictDoNothing({ target: b.id });
    },
  };
}
export type AdBannersRepository = ReturnType<typeof createAdBannersRepository>;
