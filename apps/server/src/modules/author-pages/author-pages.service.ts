import {
  type AuthorBook,
  type AuthorPage,
  type AuthorPageValues,
  appError,
  authorSlug,
  isAdmin,
  type LoggedInUser,
  AUTHOR_PAGE_MESSAGES as M,
  type ProjectListItem,
} from '@quire/domain';
import { isUniqueViolation } from '../../db/rows';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Storage } from '../../storage';
import { type ImageUploadInput, receiveImage } from '../content';
import { sanitizeRichText } from '../projects';
import {
  type AuthorPagesAccounts,
  type AuthorPagesScope,
  createAuthorPagesAccess,
  limitReached,
  ownPage,
} from './author-pages.access';
import { bookOf, projectIdsByPage, toAuthorPage } from './author-pages.mapper';
import { createAuthorPhotos } from './author-pages.photo';
import type { AuthorPagesRepository } from './author-pages.repository';
import type { AuthorPageRow, StoredAuthorLink } from './author-pages.tables';

/** What author pages read of projects: the owner's books, some books by id, and which are the user's. */
export interface AuthorPagesProjects {
  list(
    user: LoggedInUser,
    q: { page: number; limit: number; sort: 'title'; direction: 'asc'; groupBy: 'none' },
  ): Promise<{ projects: ProjectListItem[] }>;
  listItemsByIds(ids: readonly string[]): Promise<ProjectListItem[]>;
  visibleIds(user: LoggedInUser, ids: readonly string[]): Promise<Set<string>>;
}

export interface AuthorPagesDeps {
  uow: UnitOfWork<AuthorPagesRepository>;
  storage: Storage;
  projects: AuthorPagesProjects;
  accounts: AuthorPagesAccounts;
  /** PUBLIC_URL: each page answers its absolute public address. */
  publicUrl: string;
  now: () => Date;
}

/** The most books the form offers: an account's books, by title. */
const BOOKS_OFFERED = 1000;
/** The pages' unique name per owner: a concurrent save with the same name loses on it. */
const NAME_INDEX = 'author_pages_owner_name_idx';

/** Whether two lists of links say the same (jsonb keeps its own order of an object's keys). */
const sameLinks = (a: readonly StoredAuthorLink[], b: readonly StoredAuthorLink[]) =>
  a.length === b.length && a.every((l, i) => l.label === b[i]?.label && l.url === b[i]?.url);

/** The stored form of what a page was sent: the biography cleaned, the links as typed. */
function storedOf(input: AuthorPageValues) {
  return {
    name: input.name,
    slug: authorSlug(input.name),
    biography: sanitizeRichText(input.biography),
    links: input.links.map((l): StoredAuthorLink => ({ label: l.label, url: l.url })),
  };
}

/**
 * Author pages (spec 3 `authorAccess`): an account's public pages, one per pen name, at most its
 * authorAccess of them; each with a biography (the rich-text allow-list), up to five links, a photo
 * and the owner's books. Only the owner, or a contributor acting for them with "Author pages",
 * changes them; another account's page answers 404; administrators read them.
 */
export function createAuthorPagesService(deps: AuthorPagesDeps) {
  const { uow, projects, now, publicUrl } = deps;
  const access = createAuthorPagesAccess(deps.accounts);

  /** The owner's books a page may show, by id (a user acting in the owner's account reads them). */
  async function ownersBooks(user: LoggedInUser, scope: AuthorPagesScope): Promise<Map<string, AuthorBook>> {
    const own = !isAdmin(user.permissions) || scope.owner === user.customerId;
    const items = own
      ? (
          await projects.list(user, {
            page: 1,
            limit: BOOKS_OFFERED,
            sort: 'title',
            direction: 'asc',
            groupBy: 'none',
          })
        ).projects
      : [];
    return new Map(items.map((item) => [item.id, bookOf(item)]));
  }

  /** Pages as the API answers them, their books read in one go. */
  async function present(
    rows: readonly AuthorPageRow[],
    books: Map<string, AuthorBook>,
  ): Promise<AuthorPage[]> {
    const ids = projectIdsByPage(await uow.repos.booksOf(rows.map((r) => r.id)));
    const missing = [...new Set([...ids.values()].flat())].filter((id) => !books.has(id));
    if (missing.length > 0)
      for (const item of await projects.listItemsByIds(missing)) books.set(item.id, bookOf(item));
    return rows.map((row) => toAuthorPage(row, ids.get(row.id) ?? [], books, publicUrl));
  }

  async function presentOne(row: AuthorPageRow): Promise<AuthorPage> {
    return (await present([row], new Map()))[0] as AuthorPage;
  }

  /** The books of the input, each the owner's (404 otherwise), in the order sent. */
  async function checkBooks(user: LoggedInUser, projectIds: readonly string[]): Promise<void> {
    if (projectIds.length === 0) return;
    const visible = await projects.visibleIds(user, projectIds);
    if (projectIds.some((id) => !visible.has(id)))
      throw appError('NOT_FOUND', { field: 'projectIds', description: M.bookNotFound });
  }

  /** Runs a write; a name another save of the owner took in the meantime answers the name's refusal. */
  async function writing<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, NAME_INDEX)) throw appError('AUTHOR_PAGE_NAME_TAKEN');
      throw error;
    }
  }

  const photos = createAuthorPhotos(deps);

  return {
    /** GET /api/account/author-pages: the account's pages, its limit and the books a page may show. */
    async list(user: LoggedInUser, customerId?: string) {
      const scope = await access.readScope(user, customerId);
      const books = await ownersBooks(user, scope);
      const offered = [...books.values()];
      const pages = await present(await uow.repos.byOwner(scope.owner), books);
      return { pages, limit: scope.limit, used: pages.length, books: offered };
    },

    /** POST /api/account/author-pages: a new page, within the account's limit, under a name of its own. */
    async create(user: LoggedInUser, input: AuthorPageValues): Promise<AuthorPage> {
      const { owner, limit } = await access.changeScope(user);
      await checkBooks(user, input.projectIds);
      const at = now();
      const row = await writing(() =>
        uow.withTransaction(async (repos) => {
          await repos.lockOwner(owner);
          if ((await repos.countByOwner(owner)) >= limit) throw limitReached(limit);
          if (await repos.nameTaken(owner, input.name, null)) throw appError('AUTHOR_PAGE_NAME_TAKEN');
          const created = await repos.insert({
            ...storedOf(input),
            ownerCustomerId: owner,
            createdAt: at,
            updatedAt: at,
            updatedBy: user.customerId,
          });
          await repos.replaceBooks(created.id, input.projectIds);
          return created;
        }),
      );
      return presentOne(row);
    },

    /**
     * PUT /api/account/author-pages/{id}: the page changed. The page as GET answered it changes
     * nothing (not even updatedAt); `photo: null` removes the photo.
     */
    async update(user: LoggedInUser, id: string, input: AuthorPageValues): Promise<AuthorPage> {
      const { owner } = await access.changeScope(user);
      await ownPage(uow.repos, owner, id);
      await checkBooks(user, input.projectIds);
      const stored = storedOf(input);
      const { row, removedPhoto } = await writing(() =>
        uow.withTransaction(async (repos) => {
          const current = await ownPage(repos, owner, id, true);
          const books = (await repos.booksOf([id])).map((b) => b.projectId);
          const removePhoto = input.photo === null && current.photoKey !== null;
          const same =
            !removePhoto &&
            current.name === stored.name &&
            current.biography === stored.biography &&
            sameLinks(current.links, stored.links) &&
            JSON.stringify(books) === JSON.stringify(input.projectIds);
          if (same) return { row: current, removedPhoto: null };
          if (await repos.nameTaken(owner, stored.name, id)) throw appError('AUTHOR_PAGE_NAME_TAKEN');
          const updated = await repos.update(id, {
            ...stored,
            ...(removePhoto ? { photoKey: null, photoWidth: null, photoHeight: null, photoBytes: null } : {}),
            updatedAt: now(),
            updatedBy: user.customerId,
          });
          await repos.replaceBooks(id, input.projectIds);
          return { row: updated, removedPhoto: removePhoto ? current.photoKey : null };
        }),
      );
      if (removedPhoto) await photos.discard(removedPhoto);
      return presentOne(row);
    },

    /** DELETE /api/account/author-pages/{id}: the page, its books and its photo are gone. */
    async remove(user: LoggedInUser, id: string): Promise<{ deleted: true; id: string }> {
      const { owner } = await access.changeScope(user);
      const row = await uow.withTransaction(async (repos) => {
        await ownPage(repos, owner, id, true);
        return repos.delete(id);
      });
      if (row?.photoKey) await photos.discard(row.photoKey);
      return { deleted: true, id };
    },

    /**
     * POST /api/account/author-pages/{id}/photo: the image re-encoded as the page's photo. Another
     * account's page answers 404 before the body is read; the CSRF token is checked before the file.
     */
    async uploadPhoto(user: LoggedInUser, id: string, upload: ImageUploadInput): Promise<AuthorPage> {
      const { owner } = await access.changeScope(user);
      await ownPage(uow.repos, owner, id);
      const row = await photos.attach(owner, id, await receiveImage(upload), user.customerId);
      return presentOne(row);
    },

    /** The photo of a page (public routes), or null. */
    openPhoto: (row: AuthorPageRow) => photos.open(row),

    /**
     * The seed's photo of a demo page: the image stored as an upload's would be, unless the page
     * has one already (insert-only).
     */
    async seedPhoto(owner: string, id: string, image: () => Promise<Buffer>): Promise<void> {
      const row = await ownPage(uow.repos, owner, id);
      if (!row.photoKey) await photos.attach(owner, id, await image(), owner);
    },
  };
}

export type AuthorPagesService = ReturnType<typeof createAuthorPagesService>;
