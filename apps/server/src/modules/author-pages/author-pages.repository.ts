import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type AuthorPageBookRow,
  type AuthorPageRow,
  authorPageBooks,
  authorPages,
  type NewAuthorPageRow,
} from './author-pages.tables';

const p = authorPages;
const b = authorPageBooks;

/** Author pages and their books: the only SQL of author_pages and author_page_books. */
export function createAuthorPagesRepository(db: Db) {
  return {
    async find(id: string): Promise<AuthorPageRow | null> {
      const rows = await db.select().from(p).where(eq(p.id, id));
      return rows[0] ?? null;
    },

    /** The page, locked until the transaction ends. */
    async lock(id: string): Promise<AuthorPageRow | null> {
      const rows = await db.select().from(p).where(eq(p.id, id)).for('update');
      return rows[0] ?? null;
    },

    /** An owner's pages, oldest first. */
    byOwner: (owner: string): Promise<AuthorPageRow[]> =>
      db.select().from(p).where(eq(p.ownerCustomerId, owner)).orderBy(asc(p.createdAt), asc(p.id)),

    /**
     * Holds the owner's lock until the transaction ends (a transaction-scoped advisory lock), so
     * two creations at once cannot both pass the count under the limit.
     */
    async lockOwner(owner: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`author-pages:${owner}`}, 0))`);
    },

    async countByOwner(owner: string): Promise<number> {
      const rows = await db.select({ n: count() }).from(p).where(eq(p.ownerCustomerId, owner));
      return Number(rows[0]?.n ?? 0);
    },

    /** Whether another page of the owner has this name, whatever its case. */
    async nameTaken(owner: string, name: string, exceptId: string | null): Promise<boolean> {
      const same = and(eq(p.ownerCustomerId, owner), sql`lower(${p.name}) = lower(${name})`);
      const rows = await db
        .select({ id: p.id })
        .from(p)
        .where(exceptId ? and(same, ne(p.id, exceptId)) : same)
        .limit(1);
      return rows.length > 0;
    },

    async insert(row: NewAuthorPageRow): Promise<AuthorPageRow> {
      const rows = await db.insert(p).values(row).returning();
      return rows[0] as AuthorPageRow;
    },

    async update(id: string, patch: Partial<NewAuthorPageRow>): Promise<AuthorPageRow> {
      const rows = await db.update(p).set(patch).where(eq(p.id, id)).returning();
      return rows[0] as AuthorPageRow;
    },

    /** Deletes the page (its books go with it); answers the row that was deleted, or null. */
    async delete(id: string): Promise<AuthorPageRow | null> {
      const rows = await db.delete(p).where(eq(p.id, id)).returning();
      return rows[0] ?? null;
    },

    /** The books of these pages, each page's in its order. */
    booksOf: (pageIds: readonly string[]): Promise<AuthorPageBookRow[]> =>
      pageIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(b)
            .where(inArray(b.pageId, [...pageIds]))
            .orderBy(asc(b.pageId), asc(b.position)),

    /** The page's books become these, in this order. */
    async replaceBooks(pageId: string, projectIds: readonly string[]): Promise<void> {
      await db.delete(b).where(eq(b.pageId, pageId));
      if (projectIds.length > 0)
        await db.insert(b).values(projectIds.map((projectId, position) => ({ pageId, projectId, position })));
    },

    /** The pages a book is on (the product page links to them), oldest first. */
    pagesOfBook: (projectId: string): Promise<Pick<AuthorPageRow, 'id' | 'name' | 'ownerCustomerId'>[]> =>
      db
        .select({ id: p.id, name: p.name, ownerCustomerId: p.ownerCustomerId })
        .from(b)
        .innerJoin(p, eq(p.id, b.pageId))
        .where(eq(b.projectId, projectId))
        .orderBy(asc(p.createdAt), asc(p.id)),
  };
}

export type AuthorPagesRepository = ReturnType<typeof createAuthorPagesRepository>;
