import {
  type AccessibilityMetadata,
  CONTRIBUTOR_ROLES,
  COVER_FORMAT_LABELS,
  calendarDate,
  formatDisplayDate,
  formatPrice,
  LANGUAGES,
  languageTag,
  normalizeMoney,
  type OfferAvailability,
  offerAvailability,
  type Project,
  productCoverPath,
  productPagePath,
  projectAccessibility,
} from '@quire/domain';
import type { SafeHtml } from './storefront.escape';
import { descriptionHtml, descriptionText, truncateText } from './storefront.sanitize';

/** Longest meta and Open Graph description (what search results and link previews show). */
export const META_DESCRIPTION_MAX = 200;

export interface CoverFacts {
  fileId: string;
  width: number;
  height: number;
}

/** One fact of the "Details" list; `values` for several (categories), `datetime` for a date. */
export interface DetailRow {
  label: string;
  value: string;
  values?: string[];
  datetime?: string;
}

/** Everything the page, its meta tags and its JSON-LD show of a book: plain text, escaped later. */
export interface BookView {
  id: string;
  title: string;
  subtitle: string | null;
  /** BCP 47 tag of the book's language (title and description are in it), or null. */
  lang: string | null;
  canonicalPath: string;
  canonicalUrl: string;
  contributors: { name: string; role: string; code: string }[];
  /** Names of the authors (role A); everyone when nobody is an author. */
  authors: string[];
  /** The amount as the API writes it ("4.99") and as people read it ("$4.99"), or null. */
  price: { amount: string; display: string } | null;
  availability: OfferAvailability;
  /** A pre-order's on-sale day (YYYY-MM-DD and as displayed), else null. */
  availableFrom: { date: string; display: string } | null;
  isEBook: boolean;
  /** 'eBook', 'Paperback', 'Hardcover (case laminate)', … */
  formatLabel: string;
  descriptionHtml: SafeHtml | null;
  /** Plain-text description for the meta tags, cut at a word. */
  summary: string;
  /** The whole plain-text description (JSON-LD). */
  descriptionText: string;
  details: DetailRow[];
  cover: { path: string; url: string; width: number; height: number; alt: string } | null;
  /** Facts JSON-LD names on its own. */
  isbn: string | null;
  pageCount: number | null;
  publisher: string | null;
  datePublished: string | null;
  series: { name: string; number: number | null } | null;
  categories: string[];
  /** The public sample reader's address (`/books/{id}/{slug}/sample`), or null without a sample. */
  sampleUrl: string | null;
  /** The operator's store page of the book (STORE_BOOK_URL), or null. */
  buyUrl: string | null;
  /** The public author pages the book is on: each one's name and address. */
  authorPages: { name: string; path: string }[];
  /** An eBook's accessibility metadata (decision 046); null for a print book. */
  accessibility: AccessibilityMetadata | null;
}

const roleLabel = (code: string) => CONTRIBUTOR_ROLES.find((r) => r.code === code)?.label ?? 'Contributor';
const nameOf = (c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`.trim();

/** "6x9" → "6 × 9 in". */
const pageSizeText = (size: string) => `${size.replace(/x/i, ' × ')} in`;

/** The view of an on-sale book's page (the caller has checked that it is on sale). */
export function bookView(
  p: Project,
  opts: {
    publicUrl: string;
    cover: CoverFacts | null;
    now: Date;
    hasSample: boolean;
    buyUrl: string | null;
    authorPages?: { name: string; path: string }[];
  },
): BookView {
  const title = p.title?.trim() || 'Untitled';
  const canonicalPath = productPagePath(p.id, p.title);
  const base = opts.publicUrl.replace(/\/+$/, '');
  const contributors = p.contributors
    .map((c) => ({ name: nameOf(c), role: roleLabel(c.role), code: c.role }))
    .filter((c) => c.name);
  const authorNames = contributors.filter((c) => c.code === 'A').map((c) => c.name);
  const amount = normalizeMoney(p.price ?? p.listPrice);
  const availability = offerAvailability(p, opts.now);
  const onSaleDay = availability === 'PreOrder' ? calendarDate(p.onSaleDate) : null;
  const published = calendarDate(p.publicationDate ?? p.onSaleDate ?? p.publishedDate);
  const language = LANGUAGES.find((l) => l.code === p.languageCode)?.name ?? null;
  const series = p.seriesName ? { name: p.seriesName, number: p.seriesNumber } : null;
  const categories = p.categories.map((c) => c.categoryCrumbs).filter(Boolean);
  const formatLabel = p.isEBook ? 'eBook' : p.coverFormat ? COVER_FORMAT_LABELS[p.coverFormat] : 'Print book';
  const text = descriptionText(p.description);
  const coverPath = opts.cover ? `${productCoverPath(p.id)}?v=${opts.cover.fileId.slice(0, 8)}` : null;

  const details: DetailRow[] = [
    { label: 'Format', value: p.isEBook ? 'eBook' : `Print book, ${formatLabel}` },
  ];
  if (!p.isEBook && p.pageCount) details.push({ label: 'Pages', value: String(p.pageCount) });
  if (!p.isEBook && p.pageSize) details.push({ label: 'Page size', value: pageSizeText(p.pageSize) });
  if (language) details.push({ label: 'Language', value: language });
  if (p.publisherName) details.push({ label: 'Publisher', value: p.publisherName });
  if (published)
    details.push({
      label: 'Publication date',
      value: formatDisplayDate(published, 'en-US'),
      datetime: published,
    });
  if (p.isbn) details.push({ label: 'ISBN / EAN', value: p.isbn });
  if (series)
    details.push({
      label: 'Series',
      value: series.number ? `${series.name}, book ${series.number}` : series.name,
    });
  if (categories.length)
    details.push({ label: categories.length > 1 ? 'Categories' : 'Category', value: '', values: categories });

  return {
    id: p.id,
    title,
    subtitle: p.subtitle?.trim() || null,
    lang: languageTag(p.languageCode),
    canonicalPath,
    canonicalUrl: `${base}${canonicalPath}`,
    contributors,
    authors: authorNames.length ? authorNames : contributors.map((c) => c.name),
    price: amount ? { amount, display: formatPrice(amount) } : null,
    availability,
    availableFrom: onSaleDay ? { date: onSaleDay, display: formatDisplayDate(onSaleDay, 'en-US') } : null,
    isEBook: p.isEBook,
    formatLabel,
    descriptionHtml: descriptionHtml(p.description),
    summary: truncateText(text, META_DESCRIPTION_MAX),
    descriptionText: text,
    details,
    cover:
      opts.cover && coverPath
        ? {
            path: coverPath,
            url: `${base}${coverPath}`,
            width: opts.cover.width,
            height: opts.cover.height,
            alt: `Cover of ${title}`,
          }
        : null,
    isbn: p.isbn,
    pageCount: p.isEBook ? null : p.pageCount,
    publisher: p.publisherName,
    datePublished: published,
    series,
    categories,
    sampleUrl: opts.hasSample ? `${canonicalPath}/sample` : null,
    buyUrl: opts.buyUrl,
    authorPages: opts.authorPages ?? [],
    accessibility: p.isEBook ? projectAccessibility(p).metadata : null,
  };
}
