import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ContentImageRow, contentImages } from './content.tables';

/** content_images: the only SQL of the stored images' rows. */
export function createContentImagesRepository(db: Db) {
  const t = contentImages;
  return {
    async insert(row: typeof t.$inferInsert): Promise<ContentImageRow> {
      const rows = await db.insert(t).values(row).returning();
      return rows[0] as ContentImageRow;
    },
    /** Adds a seeded image's row unless its path is there already. */
    async insertSeeded(row: typeof t.$inferInsert): Promise<void> {
      await db.insert(t).values(row).onConflictDoNothing({ target: t.path });
    },
    async findByPath(path: string): Promise<ContentImageRow | null> {
      return (await db.select().from(t).where(eq(t.path, path)))[0] ?? null;
    },
    async findByPaths(paths: readonly string[]): Promise<ContentImageRow[]> {
      if (paths.length === 0) return [];
      return db
        .select()
        .from(t)
        .where(inArray(t.path, [...paths]));
    },
    async newest(limit: number): Promise<ContentImageRow[]> {
      return db.select().from(t).orderBy(desc(t.createdAt), desc(t.id)).limit(limit);
    },
  };
}
export type ContentImagesRepository = ReturnType<typeof createContentImagesRepository>;
