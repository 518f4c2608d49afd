import { AppError, bookSlug, hasProductPage, isUuid, type Project, productPagePath } from '@quire/domain';
import type { CoverOf, OpenedWebCover, WebCover } from '../files';
import { renderBookPage, renderNotAvailablePage } from './storefront.page';
import { bookView } from './storefront.view';

/** What the storefront reads of a project: the API's project, without any ownership check. */
export interface StorefrontProjects {
  answer(id: string): Promise<Project>;
}

/** What the storefront reads of a project's files: its front cover for the web. */
export interface StorefrontFiles {
  webCover(book: CoverOf): Promise<WebCover | null>;
  openWebCover(book: CoverOf): Promise<OpenedWebCover | null>;
}

export interface StorefrontDeps {
  projects: StorefrontProjects;
  files: StorefrontFiles;
  /** PUBLIC_URL: canonical and Open Graph addresses are absolute on it. */
  publicUrl: string;
  operatorName: string;
  now: () => Date;
}

/** The answer to a product page request. */
export type PageAnswer =
  | { status: 200; html: string }
  | { status: 301; location: string }
  | { status: 404; html: string };

/**
 * The public product pages of on-sale books (decision 028). Anyone may read them, signed
 * in or not. A book that is not on sale, a deleted or unknown one and an id that is no id all get
 * the same 404 page, so the page says nothing about books that are not public (not even their
 * title, which a redirect to the canonical slug would give away).
 */
export function createStorefrontService({ projects, files, publicUrl, operatorName, now }: StorefrontDeps) {
  /** The project if it has a public page now; null for any other id. */
  async function onSale(id: string): Promise<Project | null> {
    if (!isUuid(id)) return null;
    try {
      const project = await projects.answer(id.toLowerCase());
      return hasProductPage(project.status) ? project : null;
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    }
  }

  return {
    /**
     * GET /books/{id} and /books/{id}/{slug}: the page at its canonical address; any other spelling
     * of it (no slug, an old or wrong slug, an upper-case id) moves there for good (301), keeping
     * the query string.
     */
    async page(id: string, slug: string | null, search = ''): Promise<PageAnswer> {
      const project = await onSale(id);
      if (!project) return { status: 404, html: renderNotAvailablePage(operatorName) };
      if (id !== project.id || slug !== bookSlug(project.title)) {
        return { status: 301, location: `${productPagePath(project.id, project.title)}${search}` };
      }
      const cover = await files.webCover(project);
      const view = bookView(project, { publicUrl, cover, now: now() });
      return { status: 200, html: renderBookPage(view, operatorName) };
    },

    /** GET /books/{id}/cover.jpg: the front cover of an on-sale book, or null (404). */
    async cover(id: string): Promise<OpenedWebCover | null> {
      const project = await onSale(id);
      return project ? files.openWebCover(project) : null;
    },

    /** The not-available page (for the routes' own 404s). */
    notAvailable: (): string => renderNotAvailablePage(operatorName),
  };
}

export type StorefrontService = ReturnType<typeof createStorefrontService>;
