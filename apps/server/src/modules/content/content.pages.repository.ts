import { and, asc, desc, eq, gt, lte, max, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type StaticPageVersionRow, staticPageVersions as v } from './content.tables';

export type NewPageVersion = typeof v.$inferInsert;

/** One page's facts for the administrators' list (no HTML). */
export interface PageSummaryRow {
  slug: string;
  /** The published version, or null. */
  published: { version: number; title: string; publishAt: Date } | null;
  /** The newest version's title (the list's title while nothing is published). */
  newestTitle: string;
  /** The next scheduled publish time, or null. */
  scheduledAt: Date | null;
  /** When the newest version was saved. */
  updatedAt: Date;
}

/**
 * The static pages' versions (static_page_versions). The published version of a page is the one
 * whose publish time passed last (the highest version number on a tie); the later ones are
 * scheduled.
 */
export function createContentPagesRepository(db: Db) {
  /** The published versions of every page at `at` (title and times, no HTML). */
  const publishedAll = (at: Date) =>
    db
      .selectDistinctOn([v.slug], {
        slug: v.slug,
        version: v.version,
        title: v.title,
        publishAt: v.publishAt,
      })
      .from(v)
      .where(lte(v.publishAt, at))
      .orderBy(asc(v.slug), desc(v.publishAt), desc(v.version));

  return {
    publishedAll,

    /**
     * Holds the page's lock until the transaction ends (a transaction-scoped advisory lock in a
     * space of its own), so two saves of one page number their versions one after the other.
     */
    async lockPage(slug: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`static-page:${slug}`}, 0))`);
    },

    /** The number the page's next version takes (1 for a page without any). */
    async nextVersion(slug: string): Promise<number> {
      const rows = await db
        .select({ n: max(v.version) })
        .from(v)
        .where(eq(v.slug, slug));
      return Number(rows[0]?.n ?? 0) + 1;
    },

    async insert(row: NewPageVersion): Promise<StaticPageVersionRow> {
      const rows = await db.insert(v).values(row).returning();
      return rows[0] as StaticPageVersionRow;
    },

    /**
     * The seed's first version of a page: written only when the page has no version 1, that is no
     * version at all (versions are never deleted); answers whether it was written.
     */
    async insertFirst(row: Omit<NewPageVersion, 'version'>): Promise<boolean> {
      const rows = await db
        .insert(v)
        .values({ ...row, version: 1 })
        .onConflictDoNothing()
        .returning({ slug: v.slug });
      return rows.length > 0;
    },

    /** Every version of a page, newest first. */
    async versions(slug: string): Promise<StaticPageVersionRow[]> {
      return db.select().from(v).where(eq(v.slug, slug)).orderBy(desc(v.version));
    },

    async version(slug: string, version: number): Promise<StaticPageVersionRow | null> {
      const rows = await db
        .select()
        .from(v)
        .where(and(eq(v.slug, slug), eq(v.version, version)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The version visitors see at `at`, or null. */
    async published(slug: string, at: Date): Promise<StaticPageVersionRow | null> {
      const rows = await db
        .select()
        .from(v)
        .where(and(eq(v.slug, slug), lte(v.publishAt, at)))
        .orderBy(desc(v.publishAt), desc(v.version))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Every page that has versions, with its published version, next scheduled time and last save. */
    async summaries(at: Date): Promise<PageSummaryRow[]> {
      const [published, newest, scheduled] = await Promise.all([
        publishedAll(at),
        db
          .selectDistinctOn([v.slug], { slug: v.slug, title: v.title, createdAt: v.createdAt })
          .from(v)
          .orderBy(asc(v.slug), desc(v.version)),
        db
          .select({ slug: v.slug, at: min(v.publishAt) })
          .from(v)
          .where(gt(v.publishAt, at))
          .groupBy(v.slug),
      ]);
      const bySlug = new Map(published.map((p) => [p.slug, p]));
      const nextOf = new Map(scheduled.map((s) => [s.slug, s.at]));
      return newest.map((n) => {
        const p = bySlug.get(n.slug);
        return {
          slug: n.slug,
          published: p ? { version: p.version, title: p.title, publishAt: p.publishAt } : null,
          newestTitle: n.title,
          scheduledAt: nextOf.get(n.slug) ?? null,
          updatedAt: n.createdAt,
        };
      });
    },
  };
}

export type ContentPagesRepository = ReturnType<typeof createContentPagesRepository>;
