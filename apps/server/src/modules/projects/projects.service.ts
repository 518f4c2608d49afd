import {
  AppError,
  appError,
  bookSizeMatch,
  CHANGE_PROJECTS,
  canSetStatus,
  deleteBlock,
  ebookQuote,
  fieldError,
  hasProductPage,
  isSaleLockedStatus,
  isUuid,
  type LoggedInUser,
  mayActOn,
  NO_DELETE_FACTS,
  normalizeMoney,
  orderFileIssue,
  ownerOf,
  type Project,
  type ProjectListItem,
  type ProjectListPage,
  parseProjectStatus,
  personalQuote,
  printQuote,
  printSpecProblems,
  type SavedProject,
  SET_STATUS_TARGETS,
  visibleOwner,
} from '@quire/domain';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import { assertContributorMay } from '../access';
import type { IsbnOptions, IsbnService } from '../isbn';
import { type DeleteChecks, NO_CART_YET } from './delete-rules';
import type { ListRow } from './listing.repository';
import { createProjectFileState } from './projects.files';
import { createProjectLookups } from './projects.lookups';
import { type ProjectFacts, toFacts, toListItem, toProject } from './projects.mapper';
import { createProjectPrintTier } from './projects.print-tier';
import type { ListQuery, ProjectBundle, ProjectsRepository } from './projects.repository';
import { createProjectSaleState } from './projects.sale';
import { categoryIdsOf, type SaveBody } from './projects.save';
import { writeSave } from './projects.saving';
import type { ProjectRow } from './projects.tables';

/** A project row as the lists read it: with its series name. */
export interface ListedRow {
  project: ProjectRow;
  seriesName: string | null;
}

/** A dashboard row (the card's columns or the whole row), with whether the book is in a cart when the page's statement read it. */
type PageRow = { project: ListRow; seriesName: string | null; inCart?: boolean };

/** The categories the catalog module answers for ids (exists, bottom level). */
export interface CategoryLookup {
  selectable(ids: string[], tx?: Tx): Promise<Set<string>>;
  describe(ids: string[], tx?: Tx): Promise<Map<string, { crumbs: string; bisac: string }>>;
}

export interface ProjectsServiceDeps {
  uow: UnitOfWork<ProjectsRepository>;
  categories: CategoryLookup;
  isbn: IsbnService;
  now: () => Date;
  /** PUBLIC_URL: the address of an on-sale book's product page starts with it (`productPageUrl`). */
  publicUrl: string;
  /** Pending orders and carts; the cart and orders module plugs its own in. */
  deleteChecks?: DeleteChecks;
}

export const CATEGORY_CHOICE_MESSAGE = 'Please choose a category from the list.';

/**
 * A contributor acting for the author changes books only with "project dashboard and manage
 * series" (spec 3 §6); the route rules refuse first, this holds whatever route calls the service.
 */
export function assertMayChange(user: LoggedInUser): void {
  assertContributorMay(user, CHANGE_PROJECTS);
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
  uow,
  categories,
  isbn,
  now,
  publicUrl,
  deleteChecks = NO_CART_YET,
}: ProjectsServiceDeps) {
  const repo = uow.repos;

  /**
   * The project row if the user may see it; 404 NOT_FOUND otherwise, whatever the id. With `on`
   * (a transaction's repositories) the row is read and locked there until the transaction ends.
   */
  async function owned(
    user: LoggedInUser,
    id: string | undefined | null,
    on?: ProjectsRepository,
  ): Promise<ProjectRow> {
    if (!id || !isUuid(id)) throw appError('NOT_FOUND');
    const row = on ? await on.lockRow(id) : await repo.findRow(id);
    if (!row || !mayActOn(user, row.ownerCustomerId)) throw appError('NOT_FOUND');
    return row;
  }

  /** The print quote at the saved list price, for print books whose specification is complete. */
  function quoteOf(p: Project): SavedProject['printQuote'] {
    if (p.type === 'EBOOK' || printSpecProblems(p).length > 0) return null;
    return printQuote({ ...p, price: p.listPrice ?? undefined });
  }

  /** A bundle as the API answers it, its categories named by the catalog's `names`. */
  function projectOf(bundle: ProjectBundle, names: Map<string, { crumbs: string; bisac: string }>): Project {
    return toProject(
      {
        ...bundle,
        categories: bundle.categories.map((c) => ({
          categoryId: c.categoryId,
          categoryCrumbs: names.get(c.categoryId)?.crumbs ?? '',
          bisac: names.get(c.categoryId)?.bisac ?? '',
        })),
      },
      publicUrl,
    );
  }

  /** The project as the API answers it; with `tx`, read inside the caller's transaction. */
  async function answer(id: string, tx?: Tx): Promise<Project> {
    const bundle = await (tx ? uow.bound(tx) : repo).findBundle(id);
    if (!bundle) throw appError('NOT_FOUND');
    const names = await categories.describe(
      bundle.categories.map((c) => c.categoryId),
      tx,
    );
    return projectOf(bundle, names);
  }

  /**
   * Many projects as the API answers them, those of `ids` that exist in the order of `ids`: a fixed
   * number of reads whatever their number (no query per project).
   */
  async function answerMany(ids: readonly string[], tx?: Tx): Promise<Project[]> {
    const bundles = await (tx ? uow.bound(tx) : repo).findBundles(ids);
    const categoryIds = [...new Set(bundles.flatMap((b) => b.categories.map((c) => c.categoryId)))];
    const names = await categories.describe(categoryIds, tx);
    return bundles.map((b) => projectOf(b, names));
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
        // The project's tier decides the table (an Ultra Premium book is quoted by its own).
        printTier: row?.printTier,
      },
    };
  }

  /** Categories of a save body must be the catalog's bottom-level ones (read in `tx` when given). */
  async function checkCategories(body: SaveBody, tx?: Tx): Promise<void> {
    const ids = categoryIdsOf(body);
    if (!ids || ids.length === 0) return;
    const ok = await categories.selectable(ids, tx);
    if (ids.some((id) => !ok.has(id))) throw fieldError('categories', CATEGORY_CHOICE_MESSAGE);
  }

  /** The save's checks and writes in `tx` (the existing project locked there); answers the project's id. */
  async function saveIn(user: LoggedInUser, body: SaveBody, tx: Tx): Promise<string> {
    const txRepo = uow.bound(tx);
    const existing = body.id ? await owned(user, body.id, txRepo) : null;
    const owner = existing?.ownerCustomerId ?? ownerOf(user);
    return writeSave({ repo: txRepo, tx, isbn, user, existing, owner, at: now() }, body);
  }

  /** Dashboard rows for these projects, in their order: one read of the delete facts for all of them. */
  async function listItems(rows: readonly PageRow[]): Promise<ProjectListItem[]> {
    if (rows.every((r) => r.inCart !== undefined)) {
      // The page's statement read the flag (decision 062): no second round trip.
      return rows.map((r) =>
        toListItem(r.project, r.seriesName, r.inCart ? { pendingOrder: false, inCart: true } : undefined),
      );
    }
    const facts = await deleteChecks.factsOf(rows.map((r) => r.project.id));
    return rows.map((r) => toListItem(r.project, r.seriesName, facts.get(r.project.id)));
  }

  /** The page and its count, with the in-cart flag when the delete checks lend it. */
  const page = (q: ListQuery) => repo.list({ ...q, inCartFlag: deleteChecks.inCartFlag });

  const service = {
    /** For other modules: the project's own fields if the user may see it; 404 otherwise. */
    owned: async (user: LoggedInUser, id: string | undefined | null): Promise<ProjectFacts> =>
      toFacts(await owned(user, id)),
    /** For the files module: file statuses, approvals and cover files of a project (decision 013). */
    ...createProjectFileState(uow, now),
    /** For the publishing module: lock a project for a publishing step and write its sale fields (decision 030). */
    ...createProjectSaleState(uow, now),
    /** For the administrators' Ultra Premium conversion: the tier and spec written in their transaction. */
    ...createProjectPrintTier(uow, now),
    /**
     * The project as the API answers it (after the caller's own ownership check, or for a job);
     * `tx` reads it inside the caller's transaction (the ONIX feed records it as it commits).
     */
    answer,
    answerMany,
    listItems,
    /** For the content module's message audiences (read-only): owners whose books match, with how many. */
    audienceOwners: (q: Parameters<ProjectsRepository['audienceOwners']>[0]) => repo.audienceOwners(q),
    /** The books on sale, for the sitemaps: id, title and last change, newest first, at most `limit`. */
    productPages: async (limit: number) =>
      (await repo.productPageRows(limit)).filter((r) => hasProductPage(r.status)),
    /** Dashboard rows of the projects of `ids` that exist, in the order of `ids` (after the caller's own check). */
    async listItemsByIds(ids: readonly string[]): Promise<ProjectListItem[]> {
      const bundles = await repo.findBundles(ids);
      const byId = new Map(bundles.map((b) => [b.row.id, b]));
      return listItems(
        ids.flatMap((id) => {
          const b = byId.get(id);
          return b ? [{ project: b.row, seriesName: b.seriesName }] : [];
        }),
      );
    },
    /** Of these ids, those of projects the user may see (their own, or any for an administrator): one read. */
    visibleIds: (user: LoggedInUser, ids: readonly string[]): Promise<Set<string>> =>
      repo.ownedIds(
        ids.filter((id) => isUuid(id)),
        visibleOwner(user),
      ),
    /** Read-only look-ups for the search module: trigram suggestions ranked in SQL (decision 010). */
    finder: {
      suggestions: repo.search,
      series: repo.seriesSuggestions,
      contributors: repo.contributorSuggestions,
      holderOfIsbn: (isbn13: string) => repo.projectWithIsbn(isbn13, null),
      /** The eBooks of an owner (null: every owner) with their accessibility metadata (decision 046). */
      ebookAccessibility: repo.ebookAccessibility,
    },

    async get(user: LoggedInUser, id: string): Promise<Project> {
      await owned(user, id);
      return answer(id);
    },

    /**
     * The dashboard's list: the books of the account the user works in (their own, or the author's
     * a contributor acts for), administrators included; other authors' books are in the back office.
     */
    async list(user: LoggedInUser, q: Omit<ListQuery, 'owner'>): Promise<ProjectListPage> {
      const { rows, totalCount } = await page({ ...q, owner: ownerOf(user) });
      return { totalCount, page: q.page, limit: q.limit, projects: await listItems(rows) };
    },

    /** The same list over every book the user may see: an administrator's is every account's (the ONIX trade download). */
    async listVisible(user: LoggedInUser, q: Omit<ListQuery, 'owner'>): Promise<ProjectListPage> {
      const { rows, totalCount } = await page({ ...q, owner: visibleOwner(user) });
      return { totalCount, page: q.page, limit: q.limit, projects: await listItems(rows) };
    },

    /**
     * POST /api/project: no id creates, an id updates. One transaction (the project row is locked
     * for it); answers the saved project with its fresh print quote.
     */
    async save(user: LoggedInUser, body: SaveBody): Promise<SavedProject> {
      assertMayChange(user);
      await checkCategories(body);
      const id = await uow.withTransaction((_r, tx) => saveIn(user, body, tx));
      const project = await answer(id);
      return { ...project, printQuote: quoteOf(project) };
    },

    /**
     * The save of POST /api/project in the caller's transaction, for a use case that writes more
     * beside it (the backlist metadata's one save and its history entry, decision 047): the same
     * rules and writes. The body has passed `projectSaveSchema`; categories the catalog does not
     * offer are refused before anything is written. Answers the project's id.
     */
    async saveInTransaction(user: LoggedInUser, body: SaveBody, tx: Tx): Promise<string> {
      assertMayChange(user);
      await checkCategories(body, tx);
      return saveIn(user, body, tx);
    },

    /** The project locked in the caller's transaction if the user may change it, as the API answers it; 404 otherwise. */
    async lockedProject(user: LoggedInUser, id: string, tx: Tx): Promise<Project> {
      assertMayChange(user);
      const row = await owned(user, id, uow.bound(tx));
      return answer(row.id, tx);
    },

    /** Deletes a project unless a reason forbids it (409 with the reason code and message). */
    async remove(user: LoggedInUser, id: string): Promise<{ deleted: true }> {
      assertMayChange(user);
      const row = await owned(user, id);
      const facts = (await deleteChecks.factsOf([row.id])).get(row.id) ?? NO_DELETE_FACTS;
      const block = deleteBlock(row.status, facts);
      if (block) throw new AppError([{ code: block.reason, description: block.message }], 409);
      const afterDelete = await service.beforeDelete(row.id);
      await uow.withTransaction(async (txRepo) => {
        const gone = await txRepo.deleteProject(row.id);
        if (gone?.groupId) await txRepo.deleteGroupIfEmpty(gone.groupId);
      });
      await afterDelete();
      return { deleted: true };
    },

    /** PUT setstatus: EDIT puts the book back to editing; ORDER marks it ordered (spec 1 §4). */
    async setStatus(user: LoggedInUser, id: string, status: 'EDIT' | 'ORDER'): Promise<Project> {
      assertMayChange(user);
      const row = await owned(user, id);
      if (status === 'ORDER' && !row.title?.trim()) throw fieldError('title', 'Please enter the title.');
      if (status === 'ORDER') {
        // Spec 1 §8: 6031 unpublished changes (a correction not yet published); 6024 a file with an
        // upload error or not approved.
        const from = parseProjectStatus(row.status);
        if (from === 'CORRECTING') throw appError('6031');
        if (from === 'OFFSALE' || from === 'PROCESSING_OFFSALE') throw appError('OFFSALE_NOT_ORDERABLE');
        if (orderFileIssue(toFacts(row))) throw appError('6024');
      }
      if (!canSetStatus(row.status, status)) throw appError('STATUS_CHANGE_NOT_ALLOWED');
      await repo.updateProject(row.id, {
        status: SET_STATUS_TARGETS[status],
        updatedAt: now(),
      });
      return answer(row.id);
    },

    async acknowledgePageCountChanged(user: LoggedInUser, id: string): Promise<Project> {
      assertMayChange(user);
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

    async isbnOptions(user: LoggedInUser, projectId?: string): Promise<IsbnOptions> {
      const row = projectId ? await owned(user, projectId) : null;
      return isbn.options(row?.ownerCustomerId ?? ownerOf(user), row);
    },

    /**
     * For scheduled prices (decision 029): sets a book's list price in the caller's transaction as the
     * pricing step's save does for an eBook (list price and price; no print quote). Answers the
     * list price before, or null when the project is gone.
     */
    async applyScheduledPrice(
      projectId: string,
      listPrice: string,
      tx: Tx,
    ): Promise<{ before: string | null } | null> {
      const txRepo = uow.bound(tx);
      const row = await txRepo.lockRow(projectId);
      if (!row) return null;
      await txRepo.updateProject(row.id, { listPrice, price: listPrice, updatedAt: now() });
      return { before: normalizeMoney(row.listPrice) };
    },

    ...createProjectLookups(repo),

    /** Gives a print book the next free ISBN: the pool and the project change in one transaction. */
    async assignFreeIsbn(user: LoggedInUser, projectId: string): Promise<Project> {
      assertMayChange(user);
      await uow.withTransaction(async (txRepo, tx) => {
        const row = await owned(user, projectId, txRepo);
        if (isSaleLockedStatus(row.status)) throw appError('20015', { field: 'isbn' });
        const taken = await isbn.take(row.ownerCustomerId, row, tx);
        await txRepo.updateProject(row.id, { isbn: taken, isbnSource: 'FREE', updatedAt: now() });
        await txRepo.refreshSearchText(row.id);
      });
      return answer(projectId);
    },
  };
  return service;
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
