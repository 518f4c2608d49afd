/**
 * The free sample a visitor reads from a product page ("Read a sample", decision 042). A custom or
 * selected sample is the author's own file and is read whole. The standard sample (DEFAULT: "the
 * opening of your eBook, made for you from your interior") is cut here, one rule for every reader:
 * the interior's documents in reading order from the first, until they hold a tenth of the book's
 * text, and never more than a fifth of it. A document is never cut in two, so a book whose opening
 * document alone is over a fifth (or a book of one document) has no standard sample.
 */
import type { EpubSpineItem, EpubTocEntry, PreviewInfo } from '../files/types';

/** How much of the book the standard sample aims for (a tenth, as the big eBook stores give). */
export const SAMPLE_TARGET_SHARE = 0.1;
/** The most of the book a standard sample may hold. */
export const SAMPLE_MAX_SHARE = 0.2;

/** A spine document with its size in bytes (what the sample counts). */
export interface SizedSpineItem extends EpubSpineItem {
  bytes: number;
}

/** The reader's pages: the linear spine items, or all of them when none is marked linear. */
export function readingOrder<T extends EpubSpineItem>(spine: readonly T[]): T[] {
  const linear = spine.filter((s) => s.linear);
  return linear.length > 0 ? linear : [...spine];
}

/**
 * The standard sample: the opening documents of the reading order (a prefix of it), or null when
 * no such prefix holds some of the book within SAMPLE_MAX_SHARE.
 */
export function openingSample<T extends SizedSpineItem>(spine: readonly T[]): T[] | null {
  const pages = readingOrder(spine);
  const total = pages.reduce((sum, p) => sum + Math.max(0, p.bytes), 0);
  if (pages.length < 2 || total <= 0) return null;
  const taken: T[] = [];
  let bytes = 0;
  for (const page of pages) {
    if (bytes >= SAMPLE_TARGET_SHARE * total) break;
    const size = Math.max(0, page.bytes);
    if (bytes + size > SAMPLE_MAX_SHARE * total) break;
    taken.push(page);
    bytes += size;
  }
  return bytes > 0 ? taken : null;
}

/** The path part of an EPUB href, decoded, without its #fragment or leading "./" and "/". */
export function spinePath(href: string): string {
  const path = href.split('#')[0] ?? '';
  try {
    return decodeURIComponent(path).replace(/^\.?\/+/, '');
  } catch {
    return path;
  }
}

/** The table of contents cut to the sample: entries that open one of its documents (or hold one). */
export function sampleToc(toc: readonly EpubTocEntry[], hrefs: ReadonlySet<string>): EpubTocEntry[] {
  const out: EpubTocEntry[] = [];
  for (const entry of toc) {
    const children = sampleToc(entry.children, hrefs);
    if (hrefs.has(spinePath(entry.href))) out.push({ ...entry, children });
    else out.push(...children);
  }
  return out;
}

/** `GET /api/books/{id}/sample`: what the public sample reader shows (no account needed). */
export interface PublicSample {
  id: string;
  title: string;
  subtitle: string | null;
  /** The authors' names (everyone credited when nobody is an author). */
  authors: string[];
  /** The book's product page, `/books/{id}/{slug}`. */
  productPagePath: string;
  /** The operator's store page for the book's EAN, or null when no store address is configured. */
  buyUrl: string | null;
  /** The reader's files, under `/api/books/{id}/sample/files/`: only the sample's documents answer. */
  preview: PreviewInfo;
}
