import { and, asc, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CategoryRow, categories, languages } from './catalog.tables';

const CATEGORY_FIELDS = [
  'parentId',
  'name',
  'crumbs',
  'bisac',
  'audience',
  'subjectType',
  'bottomLevel',
  'position',
] as const;

export interface CategoryFilter {
  audience?: string | undefined;
  subjectType?: string | undefined;
}

function treeFilters(f: CategoryFilter): SQL[] {
  const out: SQL[] = [];
  if (f.audience) out.push(eq(categories.audience, f.audience));
  if (f.subjectType) out.push(eq(categories.subjectType, f.subjectType));
  return out;
}

export function createCatalogRepository(db: Db) {
  return {
    /** Inserts or updates every category and language (idempotent; runs at every start). */
    async upsertCategories(all: CategoryRow[]): Promise<void> {
      // Only new or changed rows are written: a restart then reads the table once and writes
      // nothing (rewriting every row and its trigram index was most of a warm start; decision 031).
      const stored = new Map((await db.select().from(categories)).map((r) => [r.id, r]));
      const rows = all.filter((r) => {
        const s = stored.get(r.id);
        return !s || CATEGORY_FIELDS.some((k) => (s[k] ?? null) !== (r[k] ?? null));
      });
      for (let i = 0; i < rows.length; i += 500) {
        await db
          .insert(categories)
          .values(rows.slice(i, i + 500))
          .onConflictDoUpdate({
            target: categories.id,
            set: {
              parentId: sql`excluded.parent_id`,
              name: sql`excluded.name`,
              crumbs: sql`excluded.crumbs`,
              bisac: sql`excluded.bisac`,
              audience: sql`excluded.audience`,
              subjectType: sql`excluded.subject_type`,
              bottomLevel: sql`excluded.bottom_level`,
              position: sql`excluded.position`,
            },
          });
      }
    },

    async upsertLanguages(rows: { code: string; name: string; position: number }[]): Promise<void> {
      await db
        .insert(languages)
        .values(rows)
        .onConflictDoUpdate({
          target: languages.code,
          set: { name: sql`excluded.name`, position: sql`excluded.position` },
        });
    },

    async languages() {
      return db.select().from(languages).orderBy(asc(languages.position));
    },

    /** The children of a category (or the top level of a tree when parentId is null). */
    async children(parentId: string | null, f: CategoryFilter): Promise<CategoryRow[]> {
      return db
        .select()
        .from(categories)
        .where(
          and(parentId ? eq(categories.parentId, parentId) : isNull(categories.parentId), ...treeFilters(f)),
        )
        .orderBy(asc(categories.audience), asc(categories.subjectType), asc(categories.position));
    },

    async byIds(ids: string[]): Promise<CategoryRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(categories).where(inArray(categories.id, ids));
    },

    /** Bottom-level categories whose crumbs contain the words, or resemble them (trigrams). */
    async search(query: string, f: CategoryFilter, page: number, perPage: number) {
      const q = query.trim().toLowerCase();
      const match = sql`(lower(${categories.crumbs}) like ${`%${q}%`} or word_similarity(${q}, lower(${categories.crumbs})) >= 0.5 or lower(coalesce(${categories.bisac}, '')) = ${q})`;
      const where = and(eq(categories.bottomLevel, true), match, ...treeFilters(f));
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(categories)
          .where(where)
          .orderBy(
            sql`(lower(${categories.name}) like ${`%${q}%`}) desc`,
            sql`word_similarity(${q}, lower(${categories.crumbs})) desc`,
            asc(categories.crumbs),
          )
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(categories).where(where),
      ]);
      return { rows, totalCount: Number(total[0]?.n ?? 0) };
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
