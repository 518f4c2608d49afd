import {
  AppError,
  bookSlug,
  errorItem,
  hasProductPage,
  isUuid,
  type PreviewInfo,
  type Project,
  type PublicSample,
  productPagePath,
  storeBookUrl,
} from '@quire/domain';
import type { CoverOf, OpenedWebCover, SampleOf, ServedFile, WebCover } from '../files';
import { renderBookPage, renderNotAvailablePage } from './storefront.page';
import { bookView } from './storefront.view';

/** What the storefront reads of a project: the API's project, without any ownership check. */
export interface StorefrontProjects {
  answer(id: string): Promise<Project>;
}

/** What the storefront reads of a project's files: its front cover for the web and its free sample. */
export interface StorefrontFiles {
  webCover(book: CoverOf): Promise<WebCover | null>;
  openWebCover(book: CoverOf): Promise<OpenedWebCover | null>;
  publicSample(book: SampleOf, filesUrl: string): Promise<PreviewInfo | null>;
  openPublicSample(book: SampleOf, path: string, rangeHeader?: string): Promise<ServedFile | null>;
}

/** The public author pages a book is on (the author-pages module): each one's name and address. */
export interface StorefrontAuthorPages {
  ofBook(projectId: string): Promise<{ name: string; path: string }[]>;
}

/** What a request tells of its visitor, for analytics (nothing that identifies them). */
export interface Visitor {
  referer?: string | undefined;
  userAgent?: string | undefined;
  country?: string | undefined;
}

/** Where the storefront's visits go (the analytics module). */
export interface StorefrontVisits {
  pageVisited(facts: Visitor & { projectId: string; ean: string | null }): Promise<boolean>;
  sampleOpened(facts: Visitor & { projectId: string; ean: string | null }): Promise<boolean>;
}

export interface StorefrontDeps {
  projects: StorefrontProjects;
  files: StorefrontFiles;
  /** PUBLIC_URL: canonical and Open Graph addresses are absolute on it. */
  publicUrl: string;
  operatorName: string;
  /** STORE_BOOK_URL: the pattern of "Buy" links, or null for none. */
  storeBookUrl: string | null;
  visits: StorefrontVisits;
  /** The author pages a product page links to ("About the author"); none without it. */
  authorPages?: StorefrontAuthorPages;
  now: () => Date;
}

/** The answer to a product page request. */
export type PageAnswer =
  | { status: 200; html: string; book: Project }
  | { status: 301; location: string }
  | { status: 404; html: string };

/**
 * The public product pages of on-sale books (decision 028). Anyone may read them, signed
 * in or not. A book that is not on sale, a deleted or unknown one and an id that is no id all get
 * the same 404 page, so the page says nothing about books that are not public (not even their
 * title, which a redirect to the canonical slug would give away).
 */
export function createStorefrontService({
  projects,
  files,
  publicUrl,
  operatorName,
  storeBookUrl: storePattern,
  visits,
  authorPages,
  now,
}: StorefrontDeps) {
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

  const eanOf = (p: Project) => p.ean ?? p.isbn ?? null;
  const buyUrlOf = (p: Project) => storeBookUrl(storePattern, eanOf(p));

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
      const [cover, sample, authors] = await Promise.all([
        files.webCover(project),
        files.publicSample(project, sampleFilesUrl(project.id)),
        authorPages ? authorPages.ofBook(project.id) : [],
      ]);
      const view = bookView(project, {
        publicUrl,
        cover,
        now: now(),
        hasSample: sample !== null,
        buyUrl: buyUrlOf(project),
        authorPages: authors,
      });
      return { status: 200, html: renderBookPage(view, operatorName), book: project };
    },

    /** A person saw the page (the route calls it after a 200; bots are not counted). */
    pageVisited: (book: Project, visitor: Visitor) =>
      visits.pageVisited({ ...visitor, projectId: book.id, ean: eanOf(book) }),

    /**
     * GET /api/books/{id}/sample: an on-sale eBook's free sample for the browser reader, with the
     * book it is of (the route then counts a "sample opened"). 404 (one message) for a book that is
     * not on sale or has no sample.
     */
    async sample(id: string): Promise<{ sample: PublicSample; book: Project }> {
      const project = await onSale(id);
      const preview = project ? await files.publicSample(project, sampleFilesUrl(project.id)) : null;
      if (!project || !preview) throw noSample();
      const view = bookView(project, { publicUrl, cover: null, now: now(), hasSample: true, buyUrl: null });
      const sample = {
        id: project.id,
        title: view.title,
        subtitle: view.subtitle,
        authors: view.authors,
        productPagePath: view.canonicalPath,
        buyUrl: buyUrlOf(project),
        preview,
      };
      return { sample, book: project };
    },

    /** A person opened the book's sample (the route calls it after answering it; bots are not counted). */
    sampleOpened: (book: Project, visitor: Visitor) =>
      visits.sampleOpened({ ...visitor, projectId: book.id, ean: eanOf(book) }),

    /** GET /api/books/{id}/sample/files/{path}: one file of the sample, or null (404). */
    async sampleFile(id: string, path: string, rangeHeader?: string): Promise<ServedFile | null> {
      const project = await onSale(id);
      return project ? files.openPublicSample(project, path, rangeHeader) : null;
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

/** Where the public reader finds a book's sample files. */
export const sampleFilesUrl = (id: string) => `/api/books/${id}/sample/files/`;

const noSample = () =>
  new AppError([errorItem('NOT_FOUND', { description: 'This book has no sample to read.' })]);

export type StorefrontService = ReturnType<typeof createStorefrontService>;
