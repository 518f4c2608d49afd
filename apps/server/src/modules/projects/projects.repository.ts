import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { createAudienceRepository } from './audience.repository';
import { createBundlesRepository } from './bundles.repository';
import { createGroupsRepository } from './groups.repository';
import { normalizeName, SIMILARITY } from './names';
import {
  type NewProjectRow,
  type ProjectRow,
  projectCategories,
  projectContributors,
  projects,
  series,
} from './projects.tables';

export interface ContributorInput {
  firstName: string;
  lastName: string;
  role: string;
  email?: string | null;
}

export interface ProjectBundle {
  row: ProjectRow;
  seriesName: string | null;
  contributors: ContributorInput[];
  categories: { categoryId: string; categoryCrumbs: string; bisac: string }[];
  groupSize: number;
}

export type ListSort = 'updated' | 'title' | 'status' | 'created';

export interface ListQuery {
  owner: string | null;
  page: number;
  limit: number;
  sort: ListSort;
  direction: 'asc' | 'desc';
  status?: string | undefined;
  type?: string | undefined;
  groupBy: 'none' | 'series' | 'group';
}

const SORT_COLUMNS = {
  updated: projects.updatedAt,
  title: projects.title,
  status: projects.status,
  created: projects.createdAt,
} as const;

/**
 * The only code that speaks SQL to the projects module's tables (projects, their contributors and
 * categories, series and project groups). Each method is one statement or one read; use cases that
 * write more than once run these on the transaction of their unit of work.
 */
export function createProjectsRepository(db: Db) {
  const repo = {
    async insertProject(row: NewProjectRow): Promise<ProjectRow> {
      const rows = await db.insert(projects).values(row).returning();
      return rows[0]!;
    },

    /** Inserts unless a unique key (the ISBN) is taken: null then. */
    async insertProjectOnce(row: NewProjectRow): Promise<ProjectRow | null> {
      const rows = await db.insert(projects).values(row).onConflictDoNothing().returning();
      return rows[0] ?? null;
    },

    async updateProject(id: string, patch: Partial<NewProjectRow>): Promise<void> {
      if (Object.keys(patch).length === 0) return;
      await db.update(projects).set(patch).where(eq(projects.id, id));
    },

    /**
     * Deletes a project and answers its group. A free ISBN it held stays assigned in the pool
     * history (it was issued) but is no longer linked (the pool's foreign key sets it null).
     */
    async deleteProject(id: string): Promise<{ groupId: string | null } | null> {
      const gone = await db
        .delete(projects)
        .where(eq(projects.id, id))
        .returning({ group: projects.groupProjectId });
      return gone[0] ? { groupId: gone[0].group } : null;
    },

    /** Deletes a group that no project belongs to any more. */
    async deleteGroupIfEmpty(groupId: string): Promise<void> {
      await db.execute(sql`delete from project_groups g where g.id = ${groupId}
        and not exists (select 1 from projects p where p.group_project_id = g.id)`);
    },

    /** Another project that holds this ISBN (21047), or null. */
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

    /** Locks the project's row until the transaction ends (two saves of one project run one after the other). */
    async lockRow(id: string): Promise<ProjectRow | null> {
      const rows = await db.select().from(projects).where(eq(projects.id, id)).for('update');
      return rows[0] ?? null;
    },

    /**
     * eBooks with an EAN for the merchandising promotions' title search: of one owner (null: any),
     * by exact EAN or by words of the title (ILIKE, % and _ taken literally), on-sale ones only
     * unless `onSaleOnly` is false; on-sale first, then by title.
     */
    async promoTitles(q: {
      owner: string | null;
      ean?: string | undefined;
      words?: string | undefined;
      onSaleOnly: boolean;
      limit: number;
    }): Promise<ProjectRow[]> {
      const conditions: SQL[] = [eq(projects.type, 'EBOOK'), sql`${projects.isbn} is not null`];
      if (q.owner !== null) conditions.push(eq(projects.ownerCustomerId, q.owner));
      if (q.onSaleOnly) conditions.push(sql`${projects.status} in ('ONSALE', 'LSI_ONSALE')`);
      if (q.ean !== undefined) conditions.push(eq(projects.isbn, q.ean));
      if (q.words) {
        const escaped = q.words.replace(/[\\%_]/g, (c) => `\\${c}`);
        conditions.push(sql`${projects.title} ilike ${`%${escaped}%`}`);
      }
      return db
        .select()
        .from(projects)
        .where(and(...conditions))
        .orderBy(
          sql`${projects.status} in ('ONSALE', 'LSI_ONSALE') desc`,
          asc(projects.title),
          asc(projects.id),
        )
        .limit(q.limit);
    },

    /** The EANs of the books of these groups (each a work's eBook and print editions), in one query. */
    async groupEans(
      groupIds: readonly string[],
    ): Promise<{ groupProjectId: string; id: string; isbn: string }[]> {
      if (groupIds.length === 0) return [];
      const rows = await db
        .select({ groupProjectId: projects.groupProjectId, id: projects.id, isbn: projects.isbn })
        .from(projects)
        .where(and(inArray(projects.groupProjectId, [...groupIds]), sql`${projects.isbn} is not null`))
        .orderBy(asc(projects.isbn));
      return rows as { groupProjectId: string; id: string; isbn: string }[];
    },

    /**
     * The books with a public product page (on sale: ONSALE, LSI_ONSALE, a legacy OnSale): id, title
     * and last change, most recently changed first, at most `limit` (the sitemaps).
     */
    async productPageRows(
      limit: number,
    ): Promise<{ id: string; title: string | null; status: string; updatedAt: Date }[]> {
      return db
        .select({
          id: projects.id,
          title: projects.title,
          status: projects.status,
          updatedAt: projects.updatedAt,
        })
        .from(projects)
        .where(inArray(projects.status, ['ONSALE', 'LSI_ONSALE', 'OnSale']))
        .orderBy(desc(projects.updatedAt), asc(projects.id))
        .limit(limit);
    },

    async findRow(id: string): Promise<ProjectRow | null> {
      const rows = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /**
     * A project with its contributors, category ids and series name. Crumbs and BISAC codes belong
     * to the catalog module: the service adds them (`categoryCrumbs` and `bisac` are empty here).
     */
    async findBundle(id: string): Promise<ProjectBundle | null> {
      const row = await repo.findRow(id);
      if (!row) return null;
      const [contributors, cats, seriesRows, group] = await Promise.all([
        db
          .select()
          .from(projectContributors)
          .where(eq(projectContributors.projectId, id))
          .orderBy(asc(projectContributors.position)),
        db
          .select({ categoryId: projectCategories.categoryId })
          .from(projectCategories)
          .where(eq(projectCategories.projectId, id))
          .orderBy(asc(projectCategories.position)),
        row.seriesId
          ? db.select({ name: series.name }).from(series).where(eq(series.id, row.seriesId)).limit(1)
          : Promise.resolve([]),
        row.groupProjectId
          ? db.select({ n: count() }).from(projects).where(eq(projects.groupProjectId, row.groupProjectId))
          : Promise.resolve([{ n: 1 }]),
      ]);
      return {
        row,
        seriesName: seriesRows[0]?.name ?? null,
        contributors: contributors.map((c) => ({
          firstName: c.firstName,
          lastName: c.lastName,
          role: c.role,
          email: c.email,
        })),
        categories: cats.map((c) => ({ categoryId: c.categoryId, categoryCrumbs: '', bisac: '' })),
        groupSize: Number(group[0]?.n ?? 1),
      };
    },

    /** Replaces the contributors (two statements: run it in a transaction). */
    async replaceContributors(projectId: string, list: ContributorInput[]): Promise<void> {
      await db.delete(projectContributors).where(eq(projectContributors.projectId, projectId));
      if (list.length === 0) return;
      await db.insert(projectContributors).values(
        list.map((c, position) => ({
          projectId,
          position,
          firstName: c.firstName,
          lastName: c.lastName,
          role: c.role,
          email: c.email ?? null,
        })),
      );
    },

    /** Replaces the chosen categories (two statements: run it in a transaction). */
    async replaceCategories(projectId: string, ids: string[]): Promise<void> {
      await db.delete(projectCategories).where(eq(projectCategories.projectId, projectId));
      if (ids.length === 0) return;
      await db
        .insert(projectCategories)
        .values(ids.map((categoryId, position) => ({ projectId, position, categoryId })));
    },

    /** The series of this owner with this name, created when missing. */
    async ensureSeries(owner: string, name: string, now: Date): Promise<string> {
      const normalized = normalizeName(name);
      await db
        .insert(series)
        .values({ ownerCustomerId: owner, name: name.trim(), normalizedName: normalized, createdAt: now })
        .onConflictDoNothing();
      const rows = await db
        .select({ id: series.id })
        .from(series)
        .where(and(eq(series.ownerCustomerId, owner), eq(series.normalizedName, normalized)));
      return rows[0]!.id;
    },

    /** Keeps projects.search_text in step with title, subtitle, contributors, series and ISBN. */
    async refreshSearchText(projectId: string): Promise<void> {
      await db.execute(sql`
        update projects p set search_text = lower(concat_ws(' ',
          p.title, p.subtitle, p.isbn,
          (select string_agg(c.first_name || ' ' || c.last_name, ' ')
             from project_contributors c where c.project_id = p.id),
          (select s.name from series s where s.id = p.series_id)))
        where p.id = ${projectId}`);
    },

    async list(q: ListQuery) {
      const filters: SQL[] = [];
      if (q.owner) filters.push(eq(projects.ownerCustomerId, q.owner));
      if (q.status) filters.push(eq(projects.status, q.status));
      if (q.type) filters.push(eq(projects.type, q.type));
      const where = filters.length ? and(...filters) : undefined;
      const dir = q.direction === 'asc' ? asc : desc;
      const order: SQL[] = [];
      if (q.groupBy === 'series')
        order.push(sql`${series.normalizedName} asc nulls last`, asc(projects.seriesNumber));
      if (q.groupBy === 'group') order.push(sql`${projects.groupProjectId} asc nulls last`);
      order.push(dir(SORT_COLUMNS[q.sort]), asc(projects.id));
      const [rows, total] = await Promise.all([
        db
          .select({ project: projects, seriesName: series.name })
          .from(projects)
          .leftJoin(series, eq(series.id, projects.seriesId))
          .where(where)
          .orderBy(...order)
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(projects).where(where),
      ]);
      return { rows, totalCount: Number(total[0]?.n ?? 0) };
    },

    /**
     * Typo-tolerant suggestions (decision 010): trigram word similarity on the search text, plus
     * an exact ISBN match. `owner` null searches every project (administrators).
     *
     * `query.isbn` (a whole, valid ISBN-13 or EAN-13) matches that number alone: numbers that share
     * most of their digits are other books, so neither the substring nor the trigram match runs.
     * `query.fuzzy` false (a part of a number) keeps the substring match and drops the trigram one.
     *
     * Ranking reads only `projects` (search_text and the ISBN): the `ranked` CTE orders by score
     * and applies the limit first; series, author, names and the per-field scores are then fetched
     * for those ≤ limit rows only.
     */
    async search(
      owner: string | null,
      query: { text: string; isbn: string | null; fuzzy: boolean },
      limit: number,
    ) {
      const { text, isbn } = query;
      const ownerFilter = owner ? sql`p.owner_customer_id = ${owner}` : sql`true`;
      // A part of a number matches on the ISBN as well (its suggestions then say they matched there).
      const isbnMatch = isbn
        ? sql`p.isbn = ${isbn}`
        : query.fuzzy
          ? sql`false`
          : sql`coalesce(p.isbn like ${`%${text}%`}, false)`;
      // The search text holds the ISBN too, so a part of a number needs no clause of its own here
      // and the trigram index serves the substring match.
      const match = isbn
        ? sql`p.isbn = ${isbn}`
        : query.fuzzy
          ? sql`(p.search_text like ${`%${text}%`} or ${text} <% p.search_text)`
          : sql`p.search_text like ${`%${text}%`}`;
      const result = await db.transaction(async (tx) => {
        // Both settings hold for this transaction only. The threshold of `<%` is a setting, so the
        // GIN trigram index can serve the match (decision 010). Without an owner filter the
        // planner prices word_similarity as nearly free and prefers a sequential scan that scores
        // every project (about a second at 100,000 projects); the bitmap over the GIN index scores
        // only the candidates (docs/performance.md, "The projects dashboard at scale").
        await tx.execute(
          sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SIMILARITY)}, true),
                     set_config('enable_seqscan', 'off', true)`,
        );
        return tx.execute(sql`
        with ranked as (
          select p.id, p.title, p.subtitle, p.isbn, p.series_id, p.updated_at,
                 (${isbnMatch}) as "isbnMatch",
                 case when ${isbnMatch} then 2 else word_similarity(${text}, p.search_text) end as score
            from projects p
           where ${ownerFilter}
             and ${match}
           order by score desc, p.updated_at desc
           limit ${limit})
        select r.id, r.title, r.subtitle, r.isbn, r.updated_at, r."isbnMatch",
               s.name as "seriesName", a.author, n.names, r.score,
               word_similarity(${text}, lower(concat_ws(' ', r.title, r.subtitle))) as "titleScore",
               word_similarity(${text}, lower(coalesce(n.names, ''))) as "authorScore",
               word_similarity(${text}, lower(coalesce(s.name, ''))) as "seriesScore"
          from ranked r
          left join series s on s.id = r.series_id
          left join lateral (
            select c.first_name || ' ' || c.last_name as author from project_contributors c
             where c.project_id = r.id order by (c.role <> 'A'), c.position limit 1) a on true
          left join lateral (
            select string_agg(c.first_name || ' ' || c.last_name, ' ') as names
              from project_contributors c where c.project_id = r.id) n on true
         order by r.score desc, r.updated_at desc`);
      });
      return rowsOf<{
        id: string;
        title: string | null;
        isbn: string | null;
        isbnMatch: boolean;
        seriesName: string | null;
        author: string | null;
        titleScore: number;
        authorScore: number;
        seriesScore: number;
      }>(result);
    },

    async seriesSuggestions(owner: string | null, text: string, limit: number) {
      const ownerFilter = owner ? sql`s.owner_customer_id = ${owner}` : sql`true`;
      const result = await db.execute(sql`
        select s.id, s.name, (select count(*)::int from projects p where p.series_id = s.id) as "projectCount"
          from series s
         where ${ownerFilter} and (${text} = '' or s.normalized_name like ${`%${text}%`}
                or word_similarity(${text}, s.normalized_name) >= ${SIMILARITY})
         order by word_similarity(${text}, s.normalized_name) desc, s.normalized_name
         limit ${limit}`);
      return rowsOf<{ id: string; name: string; projectCount: number }>(result);
    },

    async contributorSuggestions(owner: string | null, text: string, limit: number) {
      const ownerFilter = owner ? sql`p.owner_customer_id = ${owner}` : sql`true`;
      const result = await db.execute(sql`
        select distinct on (lower(c.first_name), lower(c.last_name))
               c.first_name as "firstName", c.last_name as "lastName", c.role, c.email
          from project_contributors c join projects p on p.id = c.project_id
         where ${ownerFilter}
           and (${text} = '' or lower(c.first_name || ' ' || c.last_name) like ${`%${text}%`}
                or word_similarity(${text}, lower(c.first_name || ' ' || c.last_name)) >= ${SIMILARITY})
         order by lower(c.first_name), lower(c.last_name)
         limit ${limit}`);
      return rowsOf<{ firstName: string; lastName: string; role: string; email: string | null }>(result);
    },

    async countProjects(owner: string | null): Promise<number> {
      const rows = await db
        .select({ n: count() })
        .from(projects)
        .where(owner ? eq(projects.ownerCustomerId, owner) : undefined);
      return Number(rows[0]?.n ?? 0);
    },

    /** Distinct titles of the owner's projects (for "existing titles" when starting a new format). */
    async existingTitles(owner: string | null) {
      return db
        .select({
          id: projects.id,
          title: projects.title,
          type: projects.type,
          groupProjectId: projects.groupProjectId,
        })
        .from(projects)
        .where(
          and(
            owner ? eq(projects.ownerCustomerId, owner) : undefined,
            sql`coalesce(${projects.title}, '') <> ''`,
          ),
        )
        .orderBy(asc(sql`lower(${projects.title})`), asc(projects.createdAt));
    },
  };
  return {
    ...repo,
    ...createGroupsRepository(db),
    ...createBundlesRepository(db),
    ...createAudienceRepository(db),
  };
}

export type ProjectsRepository = ReturnType<typeof createProjectsRepository>;
