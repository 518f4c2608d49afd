import {
  type AuthorBook,
  type AuthorPage,
  authorPagePath,
  authorPhotoPath,
  hasProductPage,
  type ProjectListItem,
  productPagePath,
} from '@quire/domain';
import type { AuthorPageBookRow, AuthorPageRow } from './author-pages.tables';

/** The photo's version in its address: the stored name (a new photo is a new name). */
export const photoVersion = (key: string): string =>
  (key.split('/').pop() ?? key).replace(/\.webp$/, '').slice(0, 8);

/** A book as author pages show it, from the dashboard's row of it. */
export function bookOf(item: ProjectListItem): AuthorBook {
  const onSale = hasProductPage(item.status);
  return {
    id: item.id,
    title: item.title?.trim() || 'Untitled',
    subtitle: item.subtitle?.trim() || null,
    status: item.status,
    onSale,
    productPagePath: onSale ? productPagePath(item.id, item.title) : null,
  };
}

/** The books of each page, by page id, in the page's order. */
export function projectIdsByPage(rows: readonly AuthorPageBookRow[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const r of rows) out.set(r.pageId, [...(out.get(r.pageId) ?? []), r.projectId]);
  return out;
}

/** An author page as the API answers it; `books` holds the owner's books by id. */
export function toAuthorPage(
  row: AuthorPageRow,
  projectIds: readonly string[],
  books: ReadonlyMap<string, AuthorBook>,
  publicUrl: string,
): AuthorPage {
  const publicPath = authorPagePath(row.id, row.name);
  const ids = projectIds.filter((id) => books.has(id));
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    biography: row.biography,
    links: row.links.map((l) => ({ label: l.label, url: l.url })),
    photo:
      row.photoKey && row.photoWidth && row.photoHeight
        ? {
            url: authorPhotoPath(row.id, photoVersion(row.photoKey)),
            width: row.photoWidth,
            height: row.photoHeight,
          }
        : null,
    projectIds: ids,
    books: ids.map((id) => books.get(id) as AuthorBook),
    publicPath,
    publicUrl: `${publicUrl.replace(/\/+$/, '')}${publicPath}`,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
