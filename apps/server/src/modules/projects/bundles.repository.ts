import { asc, count, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readTogether } from '../../db/reads';
import type { ProjectBundle } from './projects.repository';
import { projectCategories, projectContributors, projects, series } from './projects.tables';

/** The rows by key, each list in the rows' order. */
function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const list = out.get(key(row));
    if (list) list.push(row);
    else out.set(key(row), [row]);
  }
  return out;
}

/**
 * Many projects as the API answers them, without a query per project: one read per kind of row
 * (the projects, their contributors, their categories, their series' names, their groups' sizes),
 * whatever the number of ids. The trade download and other lists of whole projects use it.
 */
export function createBundlesRepository(db: Db) {
  return {
    /** The bundles of these ids that exist, in the order of `ids`; crumbs and BISAC are empty (as in findBundle). */
    async findBundles(ids: readonly string[]): Promise<ProjectBundle[]> {
      const wanted = [...new Set(ids)];
      if (wanted.length === 0) return [];
      const rows = await db.select().from(projects).where(inArray(projects.id, wanted));
      if (rows.length === 0) return [];
      const found = rows.map((r) => r.id);
      const seriesIds = [...new Set(rows.flatMap((r) => (r.seriesId ? [r.seriesId] : [])))];
      const groupIds = [...new Set(rows.flatMap((r) => (r.groupProjectId ? [r.groupProjectId] : [])))];
      const [contributors, cats, seriesRows, groups] = await readTogether(db, [
        db
          .select()
          .from(projectContributors)
          .where(inArray(projectContributors.projectId, found))
          .orderBy(asc(projectContributors.projectId), asc(projectContributors.position)),
        db
          .select({ projectId: projectCategories.projectId, categoryId: projectCategories.categoryId })
          .from(projectCategories)
          .where(inArray(projectCategories.projectId, found))
          .orderBy(asc(projectCategories.projectId), asc(projectCategories.position)),
        seriesIds.length > 0
          ? db.select({ id: series.id, name: series.name }).from(series).where(inArray(series.id, seriesIds))
          : Promise.resolve([]),
        groupIds.length > 0
          ? db
              .select({ groupProjectId: projects.groupProjectId, n: count() })
              .from(projects)
              .where(inArray(projects.groupProjectId, groupIds))
              .groupBy(projects.groupProjectId)
          : Promise.resolve([]),
      ]);
      const seriesName = new Map(seriesRows.map((s) => [s.id, s.name]));
      const groupSize = new Map(groups.map((g) => [g.groupProjectId, Number(g.n)]));
      const byId = new Map(rows.map((row) => [row.id, row]));
      const contributorsOf = groupBy(contributors, (c) => c.projectId);
      const categoriesOf = groupBy(cats, (c) => c.projectId);
      return wanted.flatMap((id) => {
        const row = byId.get(id);
        if (!row) return [];
        return [
          {
            row,
            seriesName: row.seriesId ? (seriesName.get(row.seriesId) ?? null) : null,
            contributors: (contributorsOf.get(id) ?? []).map((c) => ({
              firstName: c.firstName,
              lastName: c.lastName,
              role: c.role,
              email: c.email,
            })),
            categories: (categoriesOf.get(id) ?? []).map((c) => ({
              categoryId: c.categoryId,
              categoryCrumbs: '',
              bisac: '',
            })),
            groupSize: row.groupProjectId ? (groupSize.get(row.groupProjectId) ?? 1) : 1,
          },
        ];
      });
    },

    /** Of these ids, those of projects that exist and, unless `owner` is null (administrators), are the owner's. */
    async ownedIds(ids: readonly string[], owner: string | null): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: projects.id, owner: projects.ownerCustomerId })
        .from(projects)
        .where(inArray(projects.id, [...ids]));
      return new Set(rows.filter((r) => owner === null || r.owner === owner).map((r) => r.id));
    },
  };
}
