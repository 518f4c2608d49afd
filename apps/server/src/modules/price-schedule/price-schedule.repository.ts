import { and, asc, eq, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type NewPriceScheduleRow, type PriceScheduleRow, priceSchedules } from './price-schedule.tables';

/** Still has a change to make: not started, or started with an end not yet applied. */
const pending = or(
  isNull(priceSchedules.startedAt),
  and(isNotNull(priceSchedules.endAt), isNull(priceSchedules.endedAt)),
);

/** The only code that speaks SQL to `price_schedules`. */
export function createPriceScheduleRepository(db: Db) {
  return {
    /**
     * Serialises the scheduling of one book until the transaction ends (a transaction-level
     * advisory lock on the project id), so two submits cannot both pass the overlap check.
     */
    async lockProject(projectId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${projectId}, 0))`);
    },

    async list(projectId: string): Promise<PriceScheduleRow[]> {
      return db
        .select()
        .from(priceSchedules)
        .where(eq(priceSchedules.projectId, projectId))
        .orderBy(asc(priceSchedules.startAt), asc(priceSchedules.createdAt));
    },

    async find(id: string): Promise<PriceScheduleRow | null> {
      const rows = await db.select().from(priceSchedules).where(eq(priceSchedules.id, id));
      return rows[0] ?? null;
    },

    /** The row, locked until the transaction ends (a job applying it and an edit wait for each other). */
    async lockRow(id: string): Promise<PriceScheduleRow | null> {
      const rows = await db.select().from(priceSchedules).where(eq(priceSchedules.id, id)).for('update');
      return rows[0] ?? null;
    },

    async insert(row: NewPriceScheduleRow): Promise<PriceScheduleRow> {
      const rows = await db.insert(priceSchedules).values(row).returning();
      return rows[0] as PriceScheduleRow;
    },

    async update(id: string, patch: Partial<NewPriceScheduleRow>): Promise<PriceScheduleRow> {
      const rows = await db.update(priceSchedules).set(patch).where(eq(priceSchedules.id, id)).returning();
      return rows[0] as PriceScheduleRow;
    },

    async remove(id: string): Promise<boolean> {
      const rows = await db
        .delete(priceSchedules)
        .where(eq(priceSchedules.id, id))
        .returning({ id: priceSchedules.id });
      return rows.length === 1;
    },

    /** The schedules of these books that still have a change to make, soonest first. */
    async pendingFor(projectIds: string[]): Promise<PriceScheduleRow[]> {
      if (projectIds.length === 0) return [];
      return db
        .select()
        .from(priceSchedules)
        .where(and(inArray(priceSchedules.projectId, projectIds), pending))
        .orderBy(asc(priceSchedules.startAt));
    },

    /** The schedules of these books whose start has been applied, by start (the demo's analytics history). */
    async applied(projectIds: string[]): Promise<PriceScheduleRow[]> {
      if (projectIds.length === 0) return [];
      return db
        .select()
        .from(priceSchedules)
        .where(and(inArray(priceSchedules.projectId, projectIds), isNotNull(priceSchedules.startedAt)))
        .orderBy(asc(priceSchedules.startedAt));
    },

    /** How many other schedules of the book have an end at or before `at` still to apply. */
    async endsDueBy(projectId: string, at: Date, exceptId: string): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(priceSchedules)
        .where(
          and(
            eq(priceSchedules.projectId, projectId),
            ne(priceSchedules.id, exceptId),
            lte(priceSchedules.endAt, at),
            isNull(priceSchedules.endedAt),
          ),
        );
      return Number(rows[0]?.n ?? 0);
    },
  };
}

export type PriceScheduleRepository = ReturnType<typeof createPriceScheduleRepository>;
