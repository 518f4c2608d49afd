import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type NewPromoDefinitionRow,
  type PromoDefinitionRow,
  promoDefinitions,
  promoRequests,
} from './promotions.tables';

export type PromoDefinitionListStatus = 'CURRENT' | 'EXPIRED' | 'ALL';
export type PromoDefinitionSort = 'name' | 'start' | 'submitBy' | 'updated';

export interface PromoDefinitionQuery {
  /** Today in New York, 'YYYY-MM-DD'. */
  today: string;
  status: PromoDefinitionListStatus;
  sortBy: PromoDefinitionSort;
  searchText?: string | undefined;
  page: number;
  limit: number;
}

const d = promoDefinitions;
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A standard definition: no start and no end (spec 2 §1). */
const standard = and(isNull(d.startDay), isNull(d.endDay)) as SQL;

/** Still listed: a standard one, or a monthly one whose display end is today or later. */
const notExpired = (today: string) => or(standard, isNull(d.displayEnd), gte(d.displayEnd, today)) as SQL;

const ORDER: Record<PromoDefinitionSort, SQL[]> = {
  // Monthly ones by start (standard ones, which have none, last), then position and name.
  start: [sql`${d.startDay} asc nulls last`, sql`${d.position} asc nulls last`, asc(d.name)],
  submitBy: [sql`${d.submitBy} asc nulls last`, asc(d.name)],
  name: [asc(d.name), sql`${d.startDay} asc nulls last`],
  updated: [desc(d.updatedAt), asc(d.name)],
};

/** Promotion definitions: the only SQL of promo_definitions (and the count of requests per definition). */
export function createPromoDefinitionsRepository(db: Db) {
  return {
    /** The administrators' list: a page of definitions by status and search, and how many match. */
    async list(q: PromoDefinitionQuery): Promise<{ rows: PromoDefinitionRow[]; totalCount: number }> {
      const filters: SQL[] = [];
      if (q.status === 'CURRENT') filters.push(notExpired(q.today));
      if (q.status === 'EXPIRED') filters.push(and(sql`not (${standard})`, lt(d.displayEnd, q.today)) as SQL);
      const text = q.searchText?.trim();
      if (text) {
        const like = `%${likeLiteral(text)}%`;
        filters.push(or(ilike(d.name, like), ilike(d.mercPromoType, like)) as SQL);
      }
      const where = filters.length ? and(...filters) : undefined;
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(d)
          .where(where)
          .orderBy(...ORDER[q.sortBy], asc(d.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(d).where(where),
      ]);
      return { rows, totalCount: Number(total[0]?.n ?? 0) };
    },

    /**
     * What a publisher may choose on `today`: standard definitions, and monthly ones whose display
     * window holds the day; administrators' own ones only with `withAdminOnly`. Monthly first by
     * start, then position and name.
     */
    async choosable(today: string, withAdminOnly: boolean): Promise<PromoDefinitionRow[]> {
      const listed = or(standard, and(lte(d.displayStart, today), gte(d.displayEnd, today))) as SQL;
      return db
        .select()
        .from(d)
        .where(withAdminOnly ? listed : and(listed, eq(d.adminOnly, false)))
        .orderBy(...ORDER.start, asc(d.id));
    },

    async find(id: string): Promise<PromoDefinitionRow | null> {
      const rows = await db.select().from(d).where(eq(d.id, id));
      return rows[0] ?? null;
    },

    /** The row, locked until the transaction ends (a delete and a nomination of it wait for each other). */
    async lockRow(id: string): Promise<PromoDefinitionRow | null> {
      const rows = await db.select().from(d).where(eq(d.id, id)).for('update');
      return rows[0] ?? null;
    },

    async insert(row: NewPromoDefinitionRow): Promise<PromoDefinitionRow> {
      const rows = await db.insert(d).values(row).returning();
      return rows[0] as PromoDefinitionRow;
    },

    async update(id: string, patch: Partial<NewPromoDefinitionRow>): Promise<PromoDefinitionRow> {
      const rows = await db.update(d).set(patch).where(eq(d.id, id)).returning();
      return rows[0] as PromoDefinitionRow;
    },

    async remove(id: string): Promise<boolean> {
      const rows = await db.delete(d).where(eq(d.id, id)).returning({ id: d.id });
      return rows.length === 1;
    },

    /** Inserts the seed's definition, or brings the one with its seed key up to date (never a second one). */
    /** Adds a seeded definition unless its key is there already (an administrator's edits stay). */
    async insertSeeded(row: NewPromoDefinitionRow & { seedKey: string }): Promise<void> {
      await db.insert(d).values(row).onConflictDoNothing({ target: d.seedKey });
    },

    /** How many requests each of these definitions has (those with none are absent). */
    async requestCounts(ids: readonly string[]): Promise<Map<string, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: promoRequests.definitionId, n: count() })
        .from(promoRequests)
        .where(inArray(promoRequests.definitionId, [...ids]))
        .groupBy(promoRequests.definitionId);
      return new Map(rows.map((r) => [r.id, Number(r.n)]));
    },
  };
}
export type PromoDefinitionsRepository = ReturnType<typeof createPromoDefinitionsRepository>;
