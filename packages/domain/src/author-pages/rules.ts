import { bookSlug } from '../storefront/product-page';

/**
 * Author pages (spec 3 `authorAccess`; designed after Amazon Author Central's author pages): an
 * account keeps up to its authorAccess public pages, one per pen name, each with a biography, a
 * few links, a photo and the books it writes under that name. The page lives at
 * `/authors/{id}/{slug}`, the slug made from the name as a book's is from its title.
 */

/** Where author pages live: `/authors/{id}/{slug}`. */
export const AUTHOR_PAGE_BASE = '/authors';
/** The account feature (spec 3 §6) and the contributor permission of the same name. */
export const AUTHOR_PAGES_FEATURE = 'AUTHOR_PAGES';

export const AUTHOR_NAME_MAX = 100;
/** The biography's text (what a reader reads, tags aside). */
export const AUTHOR_BIOGRAPHY_MAX = 5000;
/** The biography as HTML: room for the tags of a full-length text, never more. */
export const AUTHOR_BIOGRAPHY_HTML_MAX = 20_000;
export const AUTHOR_LINKS_MAX = 5;
export const AUTHOR_LINK_LABEL_MAX = 40;
export const AUTHOR_LINK_URL_MAX = 500;
export const AUTHOR_BOOKS_MAX = 100;
/** The photo as stored: a WebP fitted inside this square (never enlarged). */
export const AUTHOR_PHOTO_MAX_SIZE = 800;

/** The slug of a name without Latin letters or digits (or of no name at all). */
export const AUTHOR_FALLBACK_SLUG = 'author';

/** The slug of a pen name, by the product pages' rule ("Zoë O’Brien" → zoe-obrien). */
export function authorSlug(name: string | null | undefined): string {
  const slug = bookSlug(name);
  // bookSlug's own fallback ("book") is right for a book; a name made of no Latin letters reads "author".
  return bookSlug(`${name ?? ''} x`) === 'x' ? AUTHOR_FALLBACK_SLUG : slug;
}

/** The canonical path of an author page: `/authors/{id}/{slug}`. */
export function authorPagePath(id: string, name: string | null | undefined): string {
  return `${AUTHOR_PAGE_BASE}/${encodeURIComponent(id)}/${authorSlug(name)}`;
}

/** The public address of an author page's photo (versioned, so a new photo is a new address). */
export function authorPhotoPath(id: string, version: string): string {
  return `${AUTHOR_PAGE_BASE}/${encodeURIComponent(id)}/photo.webp?v=${encodeURIComponent(version)}`;
}

/** A host name's label: letters (any script) and digits, hyphens inside. */
const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?`;
/** http(s), a host of labels (no user name before it), an optional port, then anything but spaces. */
const LINK_URL = new RegExp(String.raw`^https?://${LABEL}(?:\.${LABEL})*(?::\d{1,5})?(?:[/?#]\S*)?$`, 'iu');

/** Whether a link's address is an absolute http or https URL with a host (nothing else is linked). */
export function isAuthorLinkUrl(url: string): boolean {
  return LINK_URL.test(url.trim());
}

/** The text of rich-text HTML as a reader counts it: tags removed, entities as one character each. */
export function richTextLength(html: string | null | undefined): number {
  if (!html) return 0;
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, '_')
    .trim().length;
}

/** Who holds author pages in the navigation: an author with the feature, a contributor with the permission. */
export function showsAuthorPages(user: {
  permissions: readonly string[];
  accessList?: readonly string[] | undefined;
  actingFor?: unknown;
}): boolean {
  if (user.actingFor) return (user.accessList ?? []).includes(AUTHOR_PAGES_FEATURE);
  return user.permissions.includes(AUTHOR_PAGES_FEATURE);
}
