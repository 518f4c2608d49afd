import {
  authorPagePath,
  authorPhotoPath,
  authorSlug,
  hasProductPage,
  isUuid,
  type ProjectListItem,
  productCoverPath,
  productPagePath,
} from '@quire/domain';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { CoverOf, WebCover } from '../files';
import { richTextHtml, richTextText, truncateText } from '../storefront';
import { type AuthorPagesAccounts, publishes } from './author-pages.access';
import { photoVersion } from './author-pages.mapper';
import {
  type AuthorPageBookView,
  type AuthorPageView,
  renderAuthorNotFoundPage,
  renderAuthorPage,
} from './author-pages.page';
import type { AuthorPhotos } from './author-pages.photo';
import type { AuthorPagesRepository } from './author-pages.repository';
import type { AuthorPageRow } from './author-pages.tables';

/** Longest meta and Open Graph description, as on product pages. */
const META_DESCRIPTION_MAX = 200;

export interface AuthorPagesPublicDeps {
  uow: UnitOfWork<AuthorPagesRepository>;
  accounts: AuthorPagesAccounts;
  projects: { listItemsByIds(ids: readonly string[]): Promise<ProjectListItem[]> };
  files: { webCover(book: CoverOf): Promise<WebCover | null> };
  photos: Pick<AuthorPhotos, 'open'>;
  publicUrl: string;
  operatorName: string;
}

/** The answer to a public author page request. */
export type AuthorPageAnswer =
  | { status: 200; html: string }
  | { status: 301; location: string }
  | { status: 404; html: string };

/**
 * The public author pages, server-rendered for people, link previews and search engines like the
 * product pages: `/authors/{id}/{slug}` (any other spelling moves there for good), the photo
 * beside it, and the links a product page makes to the author pages its book is on. A page is
 * public while its account holds the feature and is active; every other id gets the same 404.
 */
export function createAuthorPagesPublic(deps: AuthorPagesPublicDeps) {
  const { uow, accounts, projects, files, photos, operatorName } = deps;
  const base = deps.publicUrl.replace(/\/+$/, '');

  /** The page if it is public now; null for any other id. */
  async function publicPage(id: string): Promise<AuthorPageRow | null> {
    if (!isUuid(id)) return null;
    const row = await uow.repos.find(id.toLowerCase());
    return row && publishes(await accounts.authorPagesOf(row.ownerCustomerId)) ? row : null;
  }

  /** The page's books that are on sale, in its order, each with its web cover. */
  async function booksOf(row: AuthorPageRow): Promise<AuthorPageBookView[]> {
    const ids = (await uow.repos.booksOf([row.id])).map((b) => b.projectId);
    const items = (await projects.listItemsByIds(ids)).filter(
      (item) => item.status && hasProductPage(item.status),
    );
    return Promise.all(
      items.map(async (item) => {
        const cover = await files.webCover({ id: item.id, isEBook: item.type === 'EBOOK' });
        const path = productPagePath(item.id, item.title);
        return {
          title: item.title?.trim() || 'Untitled',
          subtitle: item.subtitle?.trim() || null,
          path,
          url: `${base}${path}`,
          cover: cover
            ? {
                path: `${productCoverPath(item.id)}?v=${cover.fileId.slice(0, 8)}`,
                width: cover.width,
                height: cover.height,
              }
            : null,
        };
      }),
    );
  }

  async function viewOf(row: AuthorPageRow): Promise<AuthorPageView> {
    const canonicalPath = authorPagePath(row.id, row.name);
    const text = richTextText(row.biography);
    const photoPath =
      row.photoKey && row.photoWidth && row.photoHeight
        ? authorPhotoPath(row.id, photoVersion(row.photoKey))
        : null;
    return {
      name: row.name,
      canonicalPath,
      canonicalUrl: `${base}${canonicalPath}`,
      photo:
        photoPath && row.photoWidth && row.photoHeight
          ? { path: photoPath, url: `${base}${photoPath}`, width: row.photoWidth, height: row.photoHeight }
          : null,
      biographyHtml: richTextHtml(row.biography),
      biographyText: text,
      summary: truncateText(text, META_DESCRIPTION_MAX),
      links: row.links.map((l) => ({ label: l.label, url: l.url })),
      books: await booksOf(row),
    };
  }

  return {
    /**
     * GET /authors/{id} and /authors/{id}/{slug}: the page at its canonical address; any other
     * spelling of it (no slug, an old name's slug, an upper-case id) moves there for good (301),
     * keeping the query string.
     */
    async page(id: string, slug: string | null, search = ''): Promise<AuthorPageAnswer> {
      const row = await publicPage(id);
      if (!row) return { status: 404, html: renderAuthorNotFoundPage(operatorName) };
      if (id !== row.id || slug !== authorSlug(row.name))
        return { status: 301, location: `${authorPagePath(row.id, row.name)}${search}` };
      return { status: 200, html: renderAuthorPage(await viewOf(row), operatorName) };
    },

    /** GET /authors/{id}/photo.webp: the photo of a public page, or null (404). */
    async photo(id: string) {
      const row = await publicPage(id);
      return row ? photos.open(row) : null;
    },

    /** The public author pages a book is on (its product page links to them). */
    async ofBook(projectId: string): Promise<{ name: string; path: string }[]> {
      const rows = await uow.repos.pagesOfBook(projectId);
      const owners = new Map<string, boolean>();
      for (const owner of new Set(rows.map((r) => r.ownerCustomerId)))
        owners.set(owner, publishes(await accounts.authorPagesOf(owner)));
      return rows
        .filter((r) => owners.get(r.ownerCustomerId))
        .map((r) => ({ name: r.name, path: authorPagePath(r.id, r.name) }));
    },

    notFound: (): string => renderAuthorNotFoundPage(operatorName),
  };
}

export type AuthorPagesPublic = ReturnType<typeof createAuthorPagesPublic>;
