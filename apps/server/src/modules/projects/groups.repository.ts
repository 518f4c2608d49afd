import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { normalizeName } from './names';
import { projectGroups, projects, series } from './projects.tables';

/** Project groups (versions of one title) and series. */
export function createGroupsRepository(db: Db) {
  return {
    async createGroup(owner: string, title: string, now: Date): Promise<string> {
      const rows = await db
        .insert(projectGroups)
        .values({
          ownerCustomerId: owner,
          title,
          normalizedTitle: normalizeName(title),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: projectGroups.id });
      return rows[0]!.id;
    },

    async findGroup(id: string) {
      const rows = await db.select().from(projectGroups).where(eq(projectGroups.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async groupsPage(
      owner: string | null,
      page: number,
      limit: number,
      titleLike: string | null,
      sort: 'updated' | 'title' = 'updated',
    ) {
      const filters: SQL[] = [];
      if (owner) filters.push(eq(projectGroups.ownerCustomerId, owner));
      if (titleLike)
        filters.push(sql`${projectGroups.normalizedTitle} like ${`%${normalizeName(titleLike)}%`}`);
      const where = filters.length ? and(...filters) : undefined;
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(projectGroups)
          .where(where)
          .orderBy(
            sort === 'title' ? asc(projectGroups.normalizedTitle) : desc(projectGroups.updatedAt),
            asc(projectGroups.id),
          )
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(projectGroups).where(where),
      ]);
      return { rows, totalCount: Number(total[0]?.n ?? 0) };
    },

    async projectsInGroups(groupIds: string[]) {
      if (groupIds.length === 0) return [];
      return db
        .select({ project: projects, seriesName: series.name })
        .from(projects)
        .leftJoin(series, eq(series.id, projects.seriesId))
        .where(inArray(projects.groupProjectId, groupIds))
        .orderBy(asc(projects.createdAt));
    },

    async seriesPage(owner: string | null, page: number, limit: number, nameLike: string | null) {
      const filters: SQL[] = [];
      if (owner) filters.push(eq(series.ownerCustomerId, owner));
      if (nameLike) filters.push(sql`${series.normalizedName} like ${`%${normalizeName(nameLike)}%`}`);
      const where = filters.length ? and(...filters) : undefined;
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(series)
          .where(where)
          .orderBy(asc(series.normalizedName), asc(series.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(series).where(where),
      ]);
      return { rows, totalCount: Number(total[0]?.n ?? 0) };
    },

    async projectsInSeries(seriesIds: string[]) {
      if (seriesIds.length === 0) return [];
      return db
        .select({ project: projects, seriesName: series.name })
        .from(projects)
        .innerJoin(series, eq(series.id, projects.seriesId))
        .where(inArray(projects.seriesId, seriesIds))
        .orderBy(asc(projects.seriesNumber), asc(projects.createdAt));
    },
  };
}
