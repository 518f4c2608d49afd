import { and, count, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { isbnAssignments, isbnPolicies, isbnPool, retailCatalogue } from './isbn.tables';

export type RetailRow = typeof retailCatalogue.$inferSelect;
export type NewRetailRow = Omit<typeof retailCatalogue.$inferInsert, 'transferredTo'>;

/** The only code that speaks SQL to the ISBN tables: Quire's free pool, its policy, the retail catalogue. */
export function createIsbnRepository(db: Db) {
  return {
    async retailEntry(isbn: string) {
      const rows = await db.select().from(retailCatalogue).where(eq(retailCatalogue.isbn, isbn)).limit(1);
      return rows[0] ?? null;
    },

    /** The retail catalogue's titles of these ISBNs, in one query. */
    async retailTitles(isbns: readonly string[]): Promise<{ isbn: string; title: string }[]> {
      if (isbns.length === 0) return [];
      return db
        .select({ isbn: retailCatalogue.isbn, title: retailCatalogue.title })
        .from(retailCatalogue)
        .where(inArray(retailCatalogue.isbn, [...isbns]));
    },

    /**
     * Records an ISBN transfer: the listing stays, now the account's. Answers false when another
     * account got it first (the condition holds two transfers of one ISBN apart).
     */
    async transferRetailEntry(isbn: string, owner: string): Promise<boolean> {
      const rows = await db
        .update(retailCatalogue)
        .set({ transferredTo: owner })
        .where(
          and(
            eq(retailCatalogue.isbn, isbn),
            or(isNull(retailCatalogue.transferredTo), eq(retailCatalogue.transferredTo, owner)),
          ),
        )
        .returning({ isbn: retailCatalogue.isbn });
      return rows.length > 0;
    },

    async poolEntry(isbn: string) {
      const rows = await db.select().from(isbnPool).where(eq(isbnPool.isbn, isbn)).limit(1);
      return rows[0] ?? null;
    },

    async freePoolCount(): Promise<number> {
      const rows = await db.select({ n: count() }).from(isbnPool).where(isNull(isbnPool.assignedAt));
      return Number(rows[0]?.n ?? 0);
    },

    /**
     * Holds the owner's free-ISBN allowance until the transaction ends, so two requests of one
     * account cannot both pass the weekly limit (call it inside a transaction).
     */
    async lockOwner(owner: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`isbn:${owner}`}))`);
    },

    /** Takes the lowest free ISBN of the pool for a project; null when the pool is empty. */
    async claimFree(projectId: string, now: Date): Promise<string | null> {
      const picked = rowsOf<{ isbn: string }>(
        await db.execute(sql`
          update isbn_pool set assigned_project_id = ${projectId}, assigned_at = ${now.toISOString()}
           where isbn = (select isbn from isbn_pool where assigned_at is null
                          order by isbn limit 1 for update skip locked)
          returning isbn`),
      );
      return picked[0]?.isbn ?? null;
    },

    async recordAssignment(owner: string, isbn: string, projectId: string, now: Date): Promise<void> {
      await db.insert(isbnAssignments).values({ ownerCustomerId: owner, isbn, projectId, assignedAt: now });
    },

    async assignmentsSince(owner: string, since: Date): Promise<number> {
      const rows = await db
        .select({ n: count() })
        .from(isbnAssignments)
        .where(and(eq(isbnAssignments.ownerCustomerId, owner), gte(isbnAssignments.assignedAt, since)));
      return Number(rows[0]?.n ?? 0);
    },

    async freeIsbnAccess(owner: string): Promise<number> {
      const rows = await db
        .select({ v: isbnPolicies.hasFreeIsbnAccess })
        .from(isbnPolicies)
        .where(eq(isbnPolicies.ownerCustomerId, owner));
      return rows[0]?.v ?? 0;
    },

    /** Sets the account's free-ISBN policy (admin account permissions). */
    async setFreeIsbnAccess(owner: string, value: number): Promise<void> {
      await db
        .insert(isbnPolicies)
        .values({ ownerCustomerId: owner, hasFreeIsbnAccess: value })
        .onConflictDoUpdate({ target: isbnPolicies.ownerCustomerId, set: { hasFreeIsbnAccess: value } });
    },

    async seedIsbnPool(isbns: string[]): Promise<void> {
      if (isbns.length)
        await db
          .insert(isbnPool)
          .values(isbns.map((isbn) => ({ isbn })))
          .onConflictDoNothing();
    },

    /**
     * The catalogue's listings as the reference data has them: a listing already there takes the
     * reference's metadata (a new build may bring more), keeping the account it was transferred to.
     */
    async seedRetailCatalogue(entries: NewRetailRow[]): Promise<void> {
      if (entries.length === 0) return;
      await db
        .insert(retailCatalogue)
        .values(entries)
        .onConflictDoUpdate({
          target: retailCatalogue.isbn,
          set: {
            title: sql`excluded.title`,
            publisherName: sql`excluded.publisher_name`,
            vendorNumber: sql`excluded.vendor_number`,
            subtitle: sql`excluded.subtitle`,
            contributors: sql`excluded.contributors`,
            description: sql`excluded.description`,
            categories: sql`excluded.categories`,
            audience: sql`excluded.audience`,
            languageCode: sql`excluded.language_code`,
            seriesName: sql`excluded.series_name`,
            seriesNumber: sql`excluded.series_number`,
            listPrice: sql`excluded.list_price`,
          },
        });
    },
  };
}

export type IsbnRepository = ReturnType<typeof createIsbnRepository>;
