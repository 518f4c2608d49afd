import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  EDITABLE_PAGE_SLUGS,
  HOME_PAGE_SLUG,
  productPagePath,
  STATIC_PAGE_SLUGS,
  type StaticPageSlug,
} from '@quire/domain';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { ContentPagesRepository } from './content.pages.repository';
import { SITEMAP_URLS_MAX, type SitemapEntry, sitemapXml } from './content.pages.sitemap';
import {
  META_DESCRIPTION_MAX,
  notFoundBody,
  PAGE_LABELS,
  pageBody,
  pagePath,
  renderShell,
  sitemapLists,
  textOf,
  truncateText,
  withHomeContent,
} from './content.pages.view';

/** How many books the sitemap page lists (the XML sitemap lists them all, up to its limit). */
export const SITEMAP_PAGE_BOOKS_MAX = 1000;

/** The books on sale, as the projects module lists them for the sitemaps. */
export interface SiteBooks {
  productPages(limit: number): Promise<{ id: string; title: string | null; updatedAt: Date }[]>;
}

export interface ContentPagesSiteDeps {
  uow: UnitOfWork<ContentPagesRepository>;
  books: SiteBooks;
  /** PUBLIC_URL: canonical addresses and the sitemap's are absolute on it. */
  publicUrl: string;
  operatorName: string;
  now: () => Date;
}

export type SiteAnswer = { status: 200 | 404; html: string };

/**
 * The static pages for visitors, without JavaScript: each footer page as a whole HTML page, the
 * sitemap page with the site's pages and the books on sale, the XML sitemap, and index.html with
 * the published home page inside it.
 */
export function createContentPagesSite({ uow, books, publicUrl, operatorName, now }: ContentPagesSiteDeps) {
  const base = publicUrl.replace(/\/+$/, '');
  const shell = (o: Omit<Parameters<typeof renderShell>[0], 'operatorName' | 'year'>) =>
    renderShell({ ...o, operatorName, year: now().getFullYear() });

  async function sitemapExtras() {
    const [published, onSale] = await Promise.all([
      uow.repos.publishedAll(now()),
      books.productPages(SITEMAP_PAGE_BOOKS_MAX + 1),
    ]);
    const live = new Set(published.map((p) => p.slug));
    const pages = EDITABLE_PAGE_SLUGS.filter((slug) => live.has(slug)).map((slug) => ({
      path: pagePath(slug),
      label: PAGE_LABELS[slug],
    }));
    const listed = onSale
      .slice(0, SITEMAP_PAGE_BOOKS_MAX)
      .map((b) => ({ path: productPagePath(b.id, b.title), title: b.title?.trim() || 'Untitled' }));
    return sitemapLists(pages, listed, onSale.length > SITEMAP_PAGE_BOOKS_MAX);
  }

  return {
    /** GET /{slug}: the published page, or the 404 page when it has none. */
    async page(slug: StaticPageSlug): Promise<SiteAnswer> {
      const row = await uow.repos.published(slug, now());
      if (!row) {
        return {
          status: 404,
          html: shell({
            title: 'Page not found',
            description: '',
            canonicalUrl: null,
            body: notFoundBody(operatorName),
          }),
        };
      }
      const text = textOf(row.html);
      const extra = slug === 'sitemap' ? await sitemapExtras() : null;
      return {
        status: 200,
        html: shell({
          title: row.title,
          description: truncateText(text || `${row.title}, from ${operatorName}.`, META_DESCRIPTION_MAX),
          canonicalUrl: `${base}${pagePath(slug)}`,
          body: pageBody(row.title, row.html, extra),
        }),
      };
    },

    /** GET /sitemap.xml: '/', the published static pages and every on-sale book's page (50,000 at most). */
    async sitemap(): Promise<string> {
      const published = await uow.repos.publishedAll(now());
      const bySlug = new Map(published.map((p) => [p.slug, p]));
      const entries: SitemapEntry[] = [
        { loc: `${base}/`, lastmod: bySlug.get(HOME_PAGE_SLUG)?.publishAt ?? null },
      ];
      for (const slug of STATIC_PAGE_SLUGS) {
        const p = bySlug.get(slug);
        if (p) entries.push({ loc: `${base}${pagePath(slug)}`, lastmod: p.publishAt });
      }
      const onSale = await books.productPages(SITEMAP_URLS_MAX - entries.length);
      for (const b of onSale)
        entries.push({ loc: `${base}${productPagePath(b.id, b.title)}`, lastmod: b.updatedAt });
      return sitemapXml(entries);
    },

    /**
     * GET /: the web app's index.html with the published home page inside its root element; the
     * file as it is when nothing is published; null when the web app is not built.
     */
    async home(webDist: string): Promise<string | null> {
      let index: string;
      try {
        index = await readFile(join(webDist, 'index.html'), 'utf8');
      } catch {
        return null;
      }
      const row = await uow.repos.published(HOME_PAGE_SLUG, now());
      return row ? withHomeContent(index, row) : index;
    },
  };
}

export type ContentPagesSite = ReturnType<typeof createContentPagesSite>;
