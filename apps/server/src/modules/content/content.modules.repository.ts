import {
  type AnyColumn,
  and,
  arrayContains,
  asc,
  count,
  eq,
  gt,
  isNull,
  lte,
  or,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type SiteModuleRow, siteModules } from './content.tables';

const m = siteModules;
export type NewSiteModuleRow = typeof m.$inferInsert;

/** Shown at `at`: active, started (or no start) and not ended (or no end). */
export const showingAt = (t: { active: AnyColumn; startAt: AnyColumn; endAt: AnyColumn }, at: Date) =>
  and(
    eq(t.active, true),
    or(isNull(t.startAt), lte(t.startAt, at)),
    or(isNull(t.endAt), gt(t.endAt, at)),
  ) as SQL;

const ORDER = [asc(m.position), asc(m.name), asc(m.id)];

/** Site modules: the only SQL of site_modules. */
export function createSiteModulesRepository(db: Db) {
  return {
    /** A page of modules (of one type when given), by type, position and name, and how many match. */
    async list(q: {
      moduleType?: string | undefined;
      page: number;
      limit: number;
    }): Promise<{ rows: SiteModuleRow[]; totalCount: number }> {
      const where = q.moduleType ? eq(m.moduleType, q.moduleType) : undefined;
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(m)
          .where(where)
          .orderBy(asc(m.moduleType), ...ORDER)
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(m).where(where),
      ]);
      return { rows, totalCount: Number(total[0]?.n ?? 0) };
    },

    /** What a page shows at `at` (of one type when given), by position. */
    async showing(page: string, at: Date, moduleType?: string): Promise<SiteModuleRow[]> {
      const aimed = arrayContains(m.pages, [page]);
      const typed = moduleType ? eq(m.moduleType, moduleType) : undefined;
      return db
        .select()
        .from(m)
        .where(and(showingAt(m, at), aimed, typed))
        .orderBy(...ORDER);
    },

    async find(id: string): Promise<SiteModuleRow | null> {
      return (await db.select().from(m).where(eq(m.id, id)))[0] ?? null;
    },

    /** The row, locked until the transaction ends. */
    async lockRow(id: string): Promise<SiteModuleRow | null> {
      return (await db.select().from(m).where(eq(m.id, id)).for('update'))[0] ?? null;
    },

    async insert(row: NewSiteModuleRow): Promise<SiteModuleRow> {
      return (await db.insert(m).values(row).returning())[0] as SiteModuleRow;
    },

    async update(id: string, patch: Partial<NewSiteModuleRow>): Promise<SiteModuleRow> {
      return (await db.update(m).set(patch).where(eq(m.id, id)).returning())[0] as SiteModuleRow;
    },

    async remove(id: string): Promise<boolean> {
      return (await db.delete(m).where(eq(m.id, id)).returning({ id: m.id })).length === 1;
    },

    /** Adds a seeded module unless its id is there already (an administrator's edits stay). */
    async insertSeeded(row: NewSiteModuleRow & { id: string }): Promise<void> {
      await db.insert(m).values(row).onConflictDoNothing({ target: m.id });
    },
  };
}
export type SiteModulesRepository = ReturnType<typeof createSiteModulesRepository>;
