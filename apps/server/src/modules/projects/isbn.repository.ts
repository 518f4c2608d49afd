import { and, count, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isbnAssignments, isbnPolicies, isbnPool, projects, retailCatalogue } from './projects.tables';
import { rowsOf } from './rows';

/** ISBN queries: who holds one, the retail catalogue, Quire's free pool and its policy. */
export function createIsbnRepository(db: Db) {
  return {
    async projectWithIsbn(isbn: string, exceptId: string | null) {
      const where = exceptId
        ? and(eq(projects.isbn, isbn), ne(projects.id, exceptId))
        : eq(projects.isbn, isbn);
      const rows = await db
        .select({
          id: projects.id,
          owner: projects.ownerCustomerId,
          title: projects.title,
          status: projects.status,
        })
        .from(projects)
        .where(where)
        .limit(1);
      return rows[0] ?? null;
    },

    async retailEntry(isbn: string) {
      const rows = await db.select().from(retailCatalogue).where(eq(retailCatalogue.isbn, isbn)).limit(1);
      return rows[0] ?? null;
    },

    async removeRetailEntry(isbn: string): Promise<void> {
      await db.delete(retailCatalogue).where(eq(retailCatalogue.isbn, isbn));
    },

    async poolEntry(isbn: string) {
      const rows = await db.select().from(isbnPool).where(eq(isbnPool.isbn, isbn)).limit(1);
      return rows[0] ?? null;
    },

    async freePoolCount(): Promise<number> {
      const rows = await db.select({ n: count() }).from(isbnPool).where(isNull(isbnPool.assignedAt));
      return Number(rows[0]?.n ?? 0);
    },

    /** Takes the lowest free ISBN of the pool for a project and records the assignment. */
    async assignFreeIsbn(owner: string, projectId: string, now: Date): Promise<string | null> {
      return db.transaction(async (tx) => {
        const picked = rowsOf<{ isbn: string }>(
          await tx.execute(sql`
            update isbn_pool set assigned_project_id = ${projectId}, assigned_at = ${now.toISOString()}
             where isbn = (select isbn from isbn_pool where assigned_at is null
                            order by isbn limit 1 for update skip locked)
            returning isbn`),
        );
        const isbn = picked[0]?.isbn ?? null;
        if (!isbn) return null;
        await tx.insert(isbnAssignments).values({ ownerCustomerId: owner, isbn, projectId, assignedAt: now });
        await tx
          .update(projects)
          .set({ isbn, isbnSource: 'FREE', updatedAt: now })
          .where(eq(projects.id, projectId));
        return isbn;
      });
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

    async seedIsbnPool(isbns: string[]): Promise<void> {
      if (isbns.length)
        await db
          .insert(isbnPool)
          .values(isbns.map((isbn) => ({ isbn })))
          .onConflictDoNothing();
    },

    async seedRetailCatalogue(
      entries: { isbn: string; title: string; publisherName: string; vendorNumber: string | null }[],
    ): Promise<void> {
      if (entries.length) await db.insert(retailCatalogue).values(entries).onConflictDoNothing();
    },
  };
}
