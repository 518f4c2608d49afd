import {
  ADMIN_PERMISSION,
  AppError,
  appError,
  bookSizeMatch,
  ebookQuote,
  fieldError,
  hasPermission,
  type LoggedInUser,
  type Project,
  type ProjectListPage,
  personalQuote,
  printQuote,
  saveRefusal,
} from '@quire/domain';
import { type DeleteChecks, deleteBlock, NO_CART_YET } from './delete-rules';
import { createProjectFileState } from './projects.files';
import { createIsbnRules } from './projects.isbn';
import { toListItem, toProject } from './projects.mapper';
import { isUniqueViolation, type ListQuery, type ProjectsRepository } from './projects.repository';
import {
  categoryIdsOf,
  contributorsOf,
  plainPatch,
  priceWarningEffects,
  printSpecEffects,
  type SaveBody,
  wizardContext,
} from './projects.save';
import type { NewProjectRow, ProjectRow } from './projects.tables';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The categories the catalog module answers for ids (exists, bottom level). */
export interface CategoryLookup {
  selectable(ids: string[]): Promise<Set<string>>;
  describe(ids: string[]): Promise<Map<string, { crumbs: string; bisac: string }>>;
}

export interface ProjectsServiceDeps {
  repo: ProjectsRepository;
  categories: CategoryLookup;
  now: () => Date;
  /** Pending orders and carts; the cart issue plugs its own in. */
  deleteChecks?: DeleteChecks;
}

export const CATEGORY_CHOICE_MESSAGE = 'Please choose a category from the list.';

export function isAdmin(user: LoggedInUser): boolean {
  return hasPermission(user.permissions, ADMIN_PERMISSION);
}

/** The account a user works in: the author's when a contributor acts for one. */
export function ownerOf(user: LoggedInUser): string {
  return user.actingFor?.customerId ?? user.customerId;
}

/** Whose projects a user may see: null (everyone's) for administrators. */
export function visibleOwner(user: LoggedInUser): string | null {
  return isAdmin(user) ? null : ownerOf(user);
}

export interface QuoteQuery {
  projectId?: string | undefined;
  price?: string | undefined;
  pageSize?: string | undefined;
  pageCount?: string | number | undefined;
  printColor?: string | undefined;
  paperColor?: string | undefined;
  coverFormat?: string | undefined;
}

export function createProjectsService({
  repo,
  categories,
  now,
  deleteChecks = NO_CART_YET,
}: ProjectsServiceDeps) {
  const isbn = createIsbnRules(repo, now);

  /** The project row if the user may see it; 404 NOT_FOUND otherwise, whatever the id. */
  async function owned(user: LoggedInUser, id: string | undefined | null): Promise<ProjectRow> {
    if (!id || !UUID.test(id)) throw appError('NOT_FOUND');
    const row = await repo.findRow(id);
    if (!row || (!isAdmin(user) && row.ownerCustomerId !== ownerOf(user))) throw appError('NOT_FOUND');
    return row;
  }

  async function answer(id: string): Promise<Project> {
    const bundle = await repo.findBundle(id);
    if (!bundle) throw appError('NOT_FOUND');
    const names = await categories.describe(bundle.categories.map((c) => c.categoryId));
    return toProject({
      ...bundle,
      categories: bundle.categories.map((c) => ({
        categoryId: c.categoryId,
        categoryCrumbs: names.get(c.categoryId)?.crumbs ?? '',
        bisac: names.get(c.categoryId)?.bisac ?? '',
      })),
    });
  }

  /** The print spec of a quote: explicit query fields over the project's own. */
  async function specOf(user: LoggedInUser, q: QuoteQuery) {
    const row = q.projectId ? await owned(user, q.projectId) : null;
    return {
      row,
      spec: {
        pageSize: q.pageSize ?? row?.pageSize,
        pageCount: q.pageCount ?? row?.pageCount,
        printColor: q.printColor ?? row?.printColor,
        paperColor: q.paperColor ?? row?.paperColor,
        coverFormat: q.coverFormat ?? row?.coverFormat,
      },
    };
  }

  const service = {
    owned,
    isbn,
    /** For the files module: file statuses, approvals and cover files of a project (issue 4). */
    ...createProjectFileState(repo, now),
    /** The project as the API answers it (after the caller's own ownership check). */
    answer,

    async get(user: LoggedInUser, id: string): Promise<Project> {
      await owned(user, id);
      return answer(id);
    },

    async list(user: LoggedInUser, q: Omit<ListQuery, 'owner'>): Promise<ProjectListPage> {
      const { rows, totalCount } = await repo.list({ ...q, owner: visibleOwner(user) });
      return {
        totalCount,
        page: q.page,
        limit: q.limit,
        projects: rows.map((r) => toListItem(r.project, r.seriesName)),
      };
    },

    /** POST /api/project: no id creates, an id updates; answers the saved project. */
    async save(user: LoggedInUser, body: SaveBody): Promise<Project> {
      const existing = body.id ? await owned(user, body.id) : null;
      const type = existing?.type ?? (body.type as string | undefined);
      if (!type) throw fieldError('type', 'Please enter the type.');
      const refusal = saveRefusal(
        existing ? toProject((await repo.findBundle(existing.id))!) : null,
        body as never,
        wizardContext(user),
      );
      if (refusal) throw new AppError([refusal]);

      const patch: Partial<NewProjectRow> = plainPatch(body);
      if (Object.hasOwn(body, 'isbn') && body.isbn !== undefined) {
        const digits = await isbn.checkTyped(existing, (body.isbn as string | null) ?? null);
        if ((existing?.isbn ?? null) !== digits) {
          patch.isbn = digits;
          patch.isbnSource = digits ? 'OWN' : null;
        }
      }
      const contributors = contributorsOf(body);
      const categoryIds = categoryIdsOf(body);
      if (categoryIds && categoryIds.length > 0) {
        const ok = await categories.selectable(categoryIds);
        if (categoryIds.some((id) => !ok.has(id))) throw fieldError('categories', CATEGORY_CHOICE_MESSAGE);
      }
      Object.assign(patch, printSpecEffects(existing, { ...patch, type: type as NewProjectRow['type'] }));
      Object.assign(patch, priceWarningEffects(existing, patch));
      delete (patch as { type?: unknown }).type;

      const owner = existing?.ownerCustomerId ?? ownerOf(user);
      const at = now();
      const groupId = body.groupProjectId as string | null | undefined;
      if (groupId !== undefined && groupId !== (existing?.groupProjectId ?? null)) {
        // Only into one of the owner's own groups; anything else is as unknown as a missing one.
        const group = groupId && UUID.test(groupId) ? await repo.findGroup(groupId) : null;
        if (groupId !== null && group?.ownerCustomerId !== owner) {
          throw appError('NOT_FOUND', { field: 'groupProjectId' });
        }
        patch.groupProjectId = groupId;
      }
      const seriesChange = Object.hasOwn(body, 'inSeries') || Object.hasOwn(body, 'seriesName');
      if (seriesChange) {
        const name = typeof body.seriesName === 'string' ? body.seriesName.trim() : '';
        const inSeries =
          body.inSeries ?? (existing ? existing.seriesId !== null || name !== '' : name !== '');
        patch.seriesId = inSeries && name ? await repo.ensureSeries(owner, name, at) : null;
        if (!patch.seriesId) patch.seriesNumber = null;
      }

      let id: string;
      // Two saves racing for one ISBN: the unique index decides, the loser hears 21047.
      const isbnTaken = (error: unknown): never => {
        if (isUniqueViolation(error, 'projects_isbn_key')) throw appError('21047', { field: 'isbn' });
        throw error;
      };
      if (existing) {
        id = existing.id;
        await repo.updateProject(id, { ...patch, updatedAt: at }).catch(isbnTaken);
      } else {
        const created = await repo
          .insertProject({
            ...patch,
            type: type as NewProjectRow['type'],
            ownerCustomerId: owner,
            status: 'NEW',
            createdAt: at,
            updatedAt: at,
          } as NewProjectRow)
          .catch(isbnTaken);
        id = created.id;
      }
      const saved = (await repo.findRow(id)) as ProjectRow;
      if (!saved.groupProjectId && saved.title?.trim()) {
        await repo.updateProject(id, {
          groupProjectId: await repo.createGroup(owner, saved.title.trim(), at),
        });
      }
      if (contributors) await repo.replaceContributors(id, contributors);
      if (categoryIds) await repo.replaceCategories(id, categoryIds);
      await repo.refreshSearchText(id);
      return answer(id);
    },

    /** Deletes a project unless a reason forbids it (409 with the reason code and message). */
    async remove(user: LoggedInUser, id: string): Promise<{ deleted: true }> {
      const row = await owned(user, id);
      const block = deleteBlock(row.status, {
        pendingOrder: await deleteChecks.pendingOrder(row.id),
        inCart: await deleteChecks.inCart(row.id),
      });
      if (block) throw new AppError([{ code: block.reason, description: block.message }], 409);
      const afterDelete = await service.beforeDelete(row.id);
      await repo.deleteProject(row.id);
      await afterDelete();
      return { deleted: true };
    },

    /** PUT setstatus: EDIT puts the book back to editing; ORDER marks it ordered (spec 1 §4). */
    async setStatus(user: LoggedInUser, id: string, status: 'EDIT' | 'ORDER'): Promise<Project> {
      const row = await owned(user, id);
      if (status === 'ORDER' && !row.title?.trim()) throw fieldError('title', 'Please enter the title.');
      await repo.updateProject(row.id, {
        status: status === 'EDIT' ? 'EDITING' : 'ORDERED',
        updatedAt: now(),
      });
      return answer(row.id);
    },

    async acknowledgePageCountChanged(user: LoggedInUser, id: string): Promise<Project> {
      const row = await owned(user, id);
      await repo.updateProject(row.id, { pageCountChanged: false, warningMessage: null, updatedAt: now() });
      return answer(row.id);
    },

    async bookSizeMatch(user: LoggedInUser, id: string, coverFormat?: string, pageSize?: string) {
      const row = await owned(user, id);
      return { match: bookSizeMatch(coverFormat ?? row.coverFormat, pageSize ?? row.pageSize) };
    },

    ebookCost(price: string) {
      return ebookQuote(price);
    },

    async printQuote(user: LoggedInUser, q: QuoteQuery) {
      const { row, spec } = await specOf(user, q);
      return printQuote({ ...spec, price: q.price ?? row?.listPrice ?? undefined });
    },

    async personalQuote(user: LoggedInUser, q: QuoteQuery & { quantity: string }) {
      const { spec } = await specOf(user, q);
      return personalQuote(spec, q.quantity);
    },

    async isbnOptions(user: LoggedInUser, projectId?: string) {
      const row = projectId ? await owned(user, projectId) : null;
      return isbn.options(row?.ownerCustomerId ?? ownerOf(user), row);
    },

    async assignFreeIsbn(user: LoggedInUser, projectId: string): Promise<Project> {
      const row = await owned(user, projectId);
      await isbn.assignFree(row.ownerCustomerId, row);
      await repo.refreshSearchText(row.id);
      return answer(row.id);
    },
  };
  return service;
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
