import {
  appError,
  type BookGroup,
  type BookSeries,
  fieldError,
  isUuid,
  type LoggedInUser,
  ownerOf,
  PROJECT_TYPE_LABELS,
  type ProjectListItem,
  type ProjectType,
  visibleOwner,
} from '@quire/domain';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { ProjectsRepository } from './projects.repository';
import { assertMayChange, type ListedRow as Joined, type ProjectsService } from './projects.service';

/** Project groups (the versions of one title) and series, spec 1 §3 "Project group". */
export function createGroupsService({
  uow,
  projects,
  now,
}: {
  uow: UnitOfWork<ProjectsRepository>;
  projects: ProjectsService;
  now: () => Date;
}) {
  const repo = uow.repos;
  /** Author names of the first contributor of each project (one query per page, not per row). */
  async function authorOf(rows: Joined[]) {
    const first = rows[0];
    if (!first) return { authorName: null, authorLastName: null };
    const bundle = await repo.findBundle(first.project.id);
    const author = bundle?.contributors.find((c) => c.role === 'A') ?? bundle?.contributors[0];
    return {
      authorName: author ? `${author.firstName} ${author.lastName}`.trim() : null,
      authorLastName: author?.lastName ?? null,
    };
  }

  function warningsOf(rows: Joined[]): string[] {
    const types = rows.map((r) => r.project.type);
    const dup = types.filter((t, i) => types.indexOf(t) !== i);
    return [...new Set(dup)].map(
      (t) => `This title has more than one ${PROJECT_TYPE_LABELS[t as ProjectType]} version.`,
    );
  }

  const latest = (rows: Joined[], fallback: Date) =>
    rows.reduce((at, r) => (r.project.updatedAt > at ? r.project.updatedAt : at), fallback).toISOString();

  /** The dashboard rows of these projects by id (one read of their delete facts). */
  async function itemsOf(rows: Joined[]): Promise<Map<string, ProjectListItem>> {
    return new Map((await projects.listItems(rows)).map((item) => [item.id, item]));
  }
  const itemIn = (items: Map<string, ProjectListItem>) => (r: Joined) =>
    items.get(r.project.id) as ProjectListItem;

  async function groupSummary(
    g: { id: string; title: string; normalizedTitle: string; updatedAt: Date },
    rows: Joined[],
    items: Map<string, ProjectListItem>,
  ): Promise<BookGroup> {
    const warnings = warningsOf(rows);
    return {
      id: g.id,
      title: g.title,
      normalizedTitle: g.normalizedTitle,
      ...(await authorOf(rows)),
      lastUpdated: latest(rows, g.updatedAt),
      versionCount: rows.length,
      projects: rows.map(itemIn(items)),
      warnings,
      hasError: warnings.length > 0,
    };
  }

  async function ownedGroup(user: LoggedInUser, id: string) {
    const group = isUuid(id) ? await repo.findGroup(id) : null;
    const owner = visibleOwner(user);
    if (!group || (owner !== null && group.ownerCustomerId !== owner)) throw appError('NOT_FOUND');
    return group;
  }

  return {
    async query(
      user: LoggedInUser,
      q: {
        page: number;
        limit: number;
        isSeriesQuery: boolean;
        seriesQuery?: string | undefined;
        sortOption?: string | undefined;
      },
    ) {
      // The dashboard's groups: the account the user works in, as its list (administrators too).
      const owner = ownerOf(user);
      const totalProjectsCount = await repo.countProjects(owner);
      const base = { totalProjectsCount, deletedProjectCount: 0 };
      if (q.isSeriesQuery) {
        const { rows, totalCount } = await repo.seriesPage(owner, q.page, q.limit, q.seriesQuery ?? null);
        const members = await repo.projectsInSeries(rows.map((s) => s.id));
        const items = await itemsOf(members);
        const series: BookSeries[] = [];
        for (const s of rows) {
          const mine = members.filter((m) => m.project.seriesId === s.id);
          const numbers = [...new Set(mine.map((m) => m.project.seriesNumber))];
          const warnings = warningsOf(mine);
          series.push({
            id: s.id,
            title: s.name,
            normalizedTitle: s.normalizedName,
            ...(await authorOf(mine)),
            lastUpdated: latest(mine, s.createdAt),
            versionCount: mine.length,
            warnings,
            hasError: warnings.length > 0,
            seriesNumbers: numbers.map((n) => {
              const at = mine.filter((m) => m.project.seriesNumber === n);
              return {
                title: at[0]?.project.title ?? '',
                seriesNumber: n,
                projects: at.map(itemIn(items)),
              };
            }),
          });
        }
        return { ...base, totalCount, series };
      }
      const { rows, totalCount } = await repo.groupsPage(
        owner,
        q.page,
        q.limit,
        q.seriesQuery ?? null,
        q.sortOption?.toLowerCase().startsWith('title') ? 'title' : 'updated',
      );
      const members = await repo.projectsInGroups(rows.map((g) => g.id));
      const items = await itemsOf(members);
      const projectGroups: BookGroup[] = [];
      for (const g of rows) {
        projectGroups.push(
          await groupSummary(
            g,
            members.filter((m) => m.project.groupProjectId === g.id),
            items,
          ),
        );
      }
      return { ...base, totalCount, projectGroups };
    },

    async one(user: LoggedInUser, id: string): Promise<BookGroup> {
      const group = await ownedGroup(user, id);
      const members = await repo.projectsInGroups([group.id]);
      return groupSummary(group, members, await itemsOf(members));
    },

    /**
     * Titles the author already has, with the formats each exists in (to add another format): the
     * account the user works in, an administrator's own too (a new format joins that account).
     */
    async existingTitles(user: LoggedInUser) {
      const rows = await repo.existingTitles(ownerOf(user));
      const byGroup = new Map<
        string,
        { groupProjectId: string | null; title: string; projectIds: string[]; types: string[] }
      >();
      for (const r of rows) {
        const key = r.groupProjectId ?? r.id;
        const entry = byGroup.get(key) ?? {
          groupProjectId: r.groupProjectId,
          title: r.title ?? '',
          projectIds: [],
          types: [],
        };
        entry.projectIds.push(r.id);
        if (!entry.types.includes(r.type)) entry.types.push(r.type);
        byGroup.set(key, entry);
      }
      return { titles: [...byGroup.values()] };
    },

    /**
     * PUT clone/{groupProjectId}/{type}: a new format of a title. Copies the book details (title,
     * contributors, categories, series, description, audience, language) from the group's most
     * recent project; files, ISBN, price and sale state start blank. One project per type per group.
     */
    async clone(user: LoggedInUser, groupId: string, type: ProjectType, preOrder: boolean) {
      assertMayChange(user);
      const group = await ownedGroup(user, groupId);
      // The new project, its contributors, categories and search text: one transaction.
      const id = await uow.withTransaction(async (repo) => {
        const members = await repo.projectsInGroups([group.id]);
        if (members.some((m) => m.project.type === type)) {
          throw fieldError('type', `This title already has a ${PROJECT_TYPE_LABELS[type]} version.`);
        }
        const source = members.at(-1);
        const bundle = source ? await repo.findBundle(source.project.id) : null;
        const s = bundle?.row;
        const at = now();
        const created = await repo.insertProject({
          ownerCustomerId: group.ownerCustomerId,
          type,
          title: s?.title ?? group.title,
          subtitle: s?.subtitle ?? null,
          groupProjectId: group.id,
          isGroupConfirmed: true,
          preOrder: type === 'EBOOK' ? preOrder : false,
          status: 'NEW',
          seriesId: s?.seriesId ?? null,
          seriesNumber: s?.seriesNumber ?? null,
          languageCode: s?.languageCode ?? null,
          audience: s?.audience ?? null,
          ageRange: s?.ageRange ?? null,
          subjectType: s?.subjectType ?? null,
          mature: s?.mature ?? false,
          copyrightYear: s?.copyrightYear ?? null,
          description: s?.description ?? null,
          editorialReviews: s?.editorialReviews ?? null,
          publisherName: s?.publisherName ?? null,
          createdAt: at,
          updatedAt: at,
        });
        if (bundle) {
          await repo.replaceContributors(created.id, bundle.contributors);
          await repo.replaceCategories(
            created.id,
            bundle.categories.map((c) => c.categoryId),
          );
        }
        await repo.refreshSearchText(created.id);
        return created.id;
      });
      return projects.get(user, id);
    },
  };
}

export type GroupsService = ReturnType<typeof createGroupsService>;
