import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readTogether } from '../../db/reads';
import { rowsOf } from '../../db/rows';
import { SIMILARITY } from './names';
import { type ProjectRow, projects, series } from './projects.tables';
import { correctQueryWords, rankedByWords, searchAnswer } from './search-words.repository';

/** A prepared statement's name: its purpose and a hash of its text. */
const statementName = (purpose: string, text: string) =>
  `${purpose}_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;

/** A project id's form: only ids of this form go into `titlesByIds`' array. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ListSort = 'updated' | 'title' | 'status' | 'created';

/** An expression over another module's table, correlated to the listed project's id (decision 062). */
export type InCartFlag = (projectId: typeof projects.id) => SQL<boolean>;

export interface ListQuery {
  owner: string | null;
  page: number;
  limit: number;
  sort: ListSort;
  direction: 'asc' | 'desc';
  status?: string | undefined;
  type?: string | undefined;
  groupBy: 'none' | 'series' | 'group';
  /** Selected with each row as `inCart` (decision 062); without it rows have no `inCart`. */
  inCartFlag?: InCartFlag | undefined;
}

/**
 * The columns a dashboard card is made of (`toListItem`): a page reads these and not the whole row,
 * whose 70 columns cost more to select, send and map than the page's statement takes to run
 * (docs/performance.md, "The projects dashboard at scale").
 */
export const LIST_COLUMNS = {
  id: projects.id,
  type: projects.type,
  title: projects.title,
  subtitle: projects.subtitle,
  status: projects.status,
  listPrice: projects.listPrice,
  isbn: projects.isbn,
  seriesNumber: projects.seriesNumber,
  groupProjectId: projects.groupProjectId,
  pageSize: projects.pageSize,
  updatedAt: projects.updatedAt,
  saleDueAt: projects.saleDueAt,
  preOrder: projects.preOrder,
  onSaleDate: projects.onSaleDate,
  coverFile: projects.coverFile,
  coverFrontFile: projects.coverFrontFile,
  coverFullPreFlightCheckStatus: projects.coverFullPreFlightCheckStatus,
  coverFrontPreFlightCheckStatus: projects.coverFrontPreFlightCheckStatus,
} as const;

/** A project as a dashboard card needs it: the `LIST_COLUMNS` of its row. */
export type ListRow = { [K in keyof typeof LIST_COLUMNS]: ProjectRow[K] };

const SORT_COLUMNS = {
  updated: projects.updatedAt,
  title: projects.title,
  status: projects.status,
  created: projects.createdAt,
} as const;

/**
 * Read-only: the dashboard's page of projects, the typo-tolerant search and the editor's series and
 * contributor suggestions (decision 010), the count of an owner's projects and their existing titles.
 * Part of the projects repository (`createProjectsRepository` spreads it in).
 */
export function createListingRepository(db: Db) {
  /**
   * The dashboard's page and count as prepared statements, one pair per shape of query (sort,
   * direction, grouping, which filters, the in-cart flag): Drizzle builds each statement once, and
   * on PostgreSQL each connection parses it once (decision 075). Values are placeholders; a
   * statement's name is its text's hash, so two shapes can never share a name with other text.
   */
  const statements = new Map<string, ReturnType<typeof prepareList>>();
  const flagIds = new Map<InCartFlag, number>();
  function prepareList(q: ListQuery) {
    const filters: SQL[] = [];
    if (q.owner) filters.push(eq(projects.ownerCustomerId, sql.placeholder('owner')));
    if (q.status) filters.push(eq(projects.status, sql.placeholder('status')));
    if (q.type) filters.push(eq(projects.type, sql.placeholder('type')));
    const where = filters.length ? and(...filters) : undefined;
    const dir = q.direction === 'asc' ? asc : desc;
    const order: SQL[] = [];
    if (q.groupBy === 'series')
      order.push(sql`${series.normalizedName} asc nulls last`, asc(projects.seriesNumber));
    if (q.groupBy === 'group') order.push(sql`${projects.groupProjectId} asc nulls last`);
    order.push(dir(SORT_COLUMNS[q.sort]), asc(projects.id));
    const page = db
      .select({
        project: LIST_COLUMNS,
        seriesName: series.name,
        ...(q.inCartFlag ? { inCart: q.inCartFlag(projects.id) } : {}),
      })
      .from(projects)
      .leftJoin(series, eq(series.id, projects.seriesId))
      .where(where)
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    const total = db.select({ n: count() }).from(projects).where(where);
    return {
      page: page.prepare(statementName('projects_list', page.toSQL().sql)),
      count: total.prepare(statementName('projects_count', total.toSQL().sql)),
    };
  }
  function listStatements(q: ListQuery) {
    // The in-cart flag is another module's expression (decision 062): one number per function.
    let flag = 0;
    if (q.inCartFlag) {
      flag = flagIds.get(q.inCartFlag) ?? flagIds.size + 1;
      flagIds.set(q.inCartFlag, flag);
    }
    const shape = [q.sort, q.direction, q.groupBy, !!q.owner, !!q.status, !!q.type, flag].join(' ');
    let prepared = statements.get(shape);
    if (!prepared) {
      prepared = prepareList(q);
      statements.set(shape, prepared);
    }
    return prepared;
  }

  return {
    async list(q: ListQuery) {
      const { page, count: total } = listStatements(q);
      const args = {
        owner: q.owner,
        status: q.status,
        type: q.type,
        limit: q.limit,
        offset: (q.page - 1) * q.limit,
      };
      const [rows, counted] = await readTogether(db, [page.execute(args), total.execute(args)]);
      return { rows, totalCount: Number(counted[0]?.n ?? 0) };
    },

    /**
     * Typo-tolerant suggestions (decision 010): trigram word similarity on the search text, plus
     * an exact ISBN match. `owner` null searches every project (administrators); words typed there
     * are matched through the search vocabulary instead (decision 058, search-words.repository.ts).
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
        // every project; the bitmap over the GIN index scores only the candidates
        // (docs/performance.md, "The projects dashboard at scale").
        await tx.execute(
          sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SIMILARITY)}, true),
                     set_config('enable_seqscan', 'off', true)`,
        );
        // Every project, words typed: the query's words are corrected against the vocabulary and
        // matched on the projects' words, the newest first (decision 058).
        if (owner === null && query.fuzzy && !isbn) {
          const ranked = rankedByWords(text, await correctQueryWords(tx, text), limit);
          return ranked ? tx.execute(searchAnswer(text, ranked)) : [];
        }
        return tx.execute(
          searchAnswer(
            text,
            sql`with ranked as (
              select 0 as tier, p.id, p.title, p.subtitle, p.isbn, p.series_id, p.updated_at,
                     (${isbnMatch}) as "isbnMatch",
                     case when ${isbnMatch} then 2 else word_similarity(${text}, p.search_text) end as score
                from projects p
               where ${ownerFilter}
                 and ${match}
               order by score desc, p.updated_at desc
               limit ${limit})`,
          ),
        );
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
    /** The books holding these EANs (each EAN is at most one book's). */
    async byEans(eans: readonly string[]) {
      if (eans.length === 0) return [];
      return db
        .select({
          id: projects.id,
          isbn: projects.isbn,
          ownerCustomerId: projects.ownerCustomerId,
          type: projects.type,
          listPrice: projects.listPrice,
          pageSize: projects.pageSize,
          pageCount: projects.pageCount,
          printColor: projects.printColor,
          paperColor: projects.paperColor,
          coverFormat: projects.coverFormat,
          printTier: projects.printTier,
        })
        .from(projects)
        .where(inArray(projects.isbn, [...eans]));
    },

    /**
     * Title, EAN and type of the projects with these ids (royalty statements and analytics name their
     * books): one array parameter, so a view's 500 books are one short statement, not 500 parameters.
     */
    async titlesByIds(ids: readonly string[]) {
      const uuids = ids.filter((id) => UUID.test(id));
      if (uuids.length === 0) return [];
      return db
        .select({ id: projects.id, title: projects.title, isbn: projects.isbn, type: projects.type })
        .from(projects)
        .where(sql`${projects.id} = any(${`{${uuids.join(',')}}`}::uuid[])`);
    },

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
}
