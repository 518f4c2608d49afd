import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readTogether } from '../../db/reads';
import { createAccessibilityRepository } from './accessibility.repository';
import { createAudienceRepository } from './audience.repository';
import { createBundlesRepository } from './bundles.repository';
import { createGroupsRepository } from './groups.repository';
import { createListingRepository } from './listing.repository';
import { normalizeName, WORD_SEPARATORS } from './names';
import {
  type NewProjectRow,
  type ProjectRow,
  projectCategories,
  projectContributors,
  projects,
  series,
} from './projects.tables';

export type { ListQuery, ListSort } from './listing.repository';

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
      const [contributors, cats, seriesRows, group] = await readTogether(db, [
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

    /**
     * Keeps projects.search_text in step with title, subtitle, contributors, series and ISBN, and
     * its words (decision 058: every word but the ISBN, which the search matches as a number) with it; the words with a letter in them join the search vocabulary
     * (in sorted order, so two saves adding the same new words wait for each other, never deadlock).
     */
    async refreshSearchText(projectId: string): Promise<void> {
      await db.execute(sql`
        with t as (
          select lower(concat_ws(' ',
            p.title, p.subtitle, p.isbn,
            (select string_agg(c.first_name || ' ' || c.last_name, ' ')
               from project_contributors c where c.project_id = p.id),
            (select s.name from series s where s.id = p.series_id))) as text
          from projects p where p.id = ${projectId}),
        u as (
          update projects p set search_text = t.text,
                 words = array(select distinct w from regexp_split_to_table(t.text, ${WORD_SEPARATORS}) w
                                where w <> '' and w is distinct from p.isbn order by w)
            from t where p.id = ${projectId}
          returning p.words)
        insert into project_search_words (word)
        select w from u, unnest(u.words) w where w ~ '[^0-9]' order by w
        on conflict do nothing`);
    },
  };
  return {
    ...repo,
    ...createListingRepository(db),
    ...createGroupsRepository(db),
    ...createBundlesRepository(db),
    ...createAudienceRepository(db),
    ...createAccessibilityRepository(db),
  };
}

export type ProjectsRepository = ReturnType<typeof createProjectsRepository>;
