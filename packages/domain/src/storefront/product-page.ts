/**
 * The public product page of an on-sale book (beyond the spec; decision 028): its address, the
 * slug made from the title, whether a book has one at all, and the offer's availability. The
 * server renders the page at `productPagePath`; the project payload carries the absolute
 * `productPageUrl` (spec 1 §2 "The book summary shows … product page URL"); the dashboard links
 * to the path. One rule here, so the three cannot disagree. The offer is in ./offer.ts.
 */
import { retailSaleStatus } from '../projects/status';
import type { LanguageCode, ProjectStatus } from '../projects/types';

/** Where product pages live: `/books/{id}/{slug}`. */
export const PRODUCT_PAGE_BASE = '/books';

/** The longest slug; a longer title is cut at a word boundary. */
export const SLUG_MAX_LENGTH = 80;

/** The slug of a book whose title has no Latin letters or digits (or no title at all). */
export const FALLBACK_SLUG = 'book';

/** Letters NFKD does not decompose into a base letter and a mark. */
const LETTER_SPELLINGS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * The slug of a title: lower-case ASCII letters and digits in words joined by single hyphens,
 * at most SLUG_MAX_LENGTH characters. Accents are dropped (é → e), apostrophes join their word
 * ("Keeper’s" → keepers), "&" reads "and", anything else separates words. Nothing left gives
 * FALLBACK_SLUG. The slug never contains a dot, so `/books/{id}/cover.jpg` is never a slug.
 */
export function bookSlug(title: string | null | undefined): string {
  const words = (title ?? '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (ch) => LETTER_SPELLINGS[ch] ?? ch)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/['’‘`ʼ]/g, '')
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX_LENGTH) {
      // A first word longer than the limit is cut; later ones end the slug at the last boundary.
      if (!slug) slug = word.slice(0, SLUG_MAX_LENGTH);
      break;
    }
    slug = next;
  }
  return slug || FALLBACK_SLUG;
}

/** The canonical path of a book's product page: `/books/{id}/{slug}`. */
export function productPagePath(id: string, title: string | null | undefined): string {
  return `${PRODUCT_PAGE_BASE}/${encodeURIComponent(id)}/${bookSlug(title)}`;
}

/** The public address of a book's front cover image (a JPEG made for the web). */
export function productCoverPath(id: string): string {
  return `${PRODUCT_PAGE_BASE}/${encodeURIComponent(id)}/cover.jpg`;
}

/**
 * Whether a book has a public product page: it is on sale (ONSALE, or LSI_ONSALE through the print
 * distributor; a legacy 'OnSale' reads the same). Any other status (being processed, off sale,
 * corrected, never published) has none.
 */
export function hasProductPage(status: ProjectStatus | string): boolean {
  return retailSaleStatus(status) === 'OnSale';
}

/**
 * The absolute address of a book's product page, from the public address users reach Quire at
 * (PUBLIC_URL, with or without a trailing slash), or null when the book has no page.
 */
export function productPageUrl(
  publicUrl: string,
  project: { id: string; title: string | null; status: ProjectStatus | string },
): string | null {
  if (!hasProductPage(project.status)) return null;
  return `${publicUrl.replace(/\/+$/, '')}${productPagePath(project.id, project.title)}`;
}

/**
 * The absolute public address of an on-sale book's cover image, beside its product page: the
 * project payload's `productPageUrl` (made from PUBLIC_URL, which may have a path) with the page's
 * path turned into `productCoverPath`. Null when the book has no product page.
 */
export function productCoverUrl(project: { id: string; productPageUrl: string | null }): string | null {
  const page = project.productPageUrl;
  const at = page ? page.lastIndexOf(`${PRODUCT_PAGE_BASE}/${encodeURIComponent(project.id)}/`) : -1;
  return page && at >= 0 ? `${page.slice(0, at)}${productCoverPath(project.id)}` : null;
}

/** BCP 47 tags of the book languages (ISO 639-2/B codes of spec 1 §3), for `lang` and inLanguage. */
export const LANGUAGE_TAGS: Readonly<Record<LanguageCode, string>> = {
  eng: 'en',
  afr: 'af',
  alb: 'sq',
  baq: 'eu',
  bre: 'br',
  cat: 'ca',
  dan: 'da',
  dut: 'nl',
  est: 'et',
  fin: 'fi',
  fre: 'fr',
  ger: 'de',
  hun: 'hu',
  ice: 'is',
  ind: 'id',
  ita: 'it',
  kur: 'ku',
  lat: 'la',
  may: 'ms',
  nor: 'no',
  por: 'pt',
  sco: 'sco',
  spa: 'es',
  swa: 'sw',
  swe: 'sv',
  wel: 'cy',
};

/** The BCP 47 tag of a book language code, or null when unknown or missing. */
export function languageTag(code: string | null | undefined): string | null {
  return code && Object.hasOwn(LANGUAGE_TAGS, code) ? LANGUAGE_TAGS[code as LanguageCode] : null;
}
