import Decimal from 'decimal.js';
import { COVER_FORMATS, type CoverFormat, TRIM_SIZES, type TrimSize } from './types';

const PAGE_SIZE_RE = /^\s*(\d+(?:\.\d+)?)\s*[xX×]\s*(\d+(?:\.\d+)?)\s*$/;

/** The width and height in inches of a page size such as "6x9" or "5.5 x 8.5", or null. */
export function parsePageSize(
  pageSize: string | null | undefined,
): { widthIn: number; heightIn: number } | null {
  const m = PAGE_SIZE_RE.exec(pageSize ?? '');
  if (!m) return null;
  const widthIn = Number(m[1]);
  const heightIn = Number(m[2]);
  return widthIn > 0 && heightIn > 0 ? { widthIn, heightIn } : null;
}

/** The trim size a page size names ("6 x 9" finds "6x9"), or null when it is not one we print. */
export function trimSizeOf(pageSize: string | null | undefined): TrimSize | null {
  const parsed = parsePageSize(pageSize);
  if (!parsed) return null;
  return TRIM_SIZES.find((t) => t.widthIn === parsed.widthIn && t.heightIn === parsed.heightIn) ?? null;
}

/** A print page's width and height in points: inches × 72 (spec 1 §3). Null for an unreadable size. */
export function pageSizeToPoints(
  pageSize: string | null | undefined,
): { width: number; height: number } | null {
  const parsed = parsePageSize(pageSize);
  if (!parsed) return null;
  return {
    width: new Decimal(parsed.widthIn).times(72).toNumber(),
    height: new Decimal(parsed.heightIn).times(72).toNumber(),
  };
}

/** Whether a cover format can be bound at a page size (`GET /api/project/{id}/book-size-match`). */
export function bookSizeMatch(
  coverFormat: string | null | undefined,
  pageSize: string | null | undefined,
): boolean {
  const trim = trimSizeOf(pageSize);
  if (!trim || !COVER_FORMATS.includes(coverFormat as CoverFormat)) return false;
  return trim.coverFormats.includes(coverFormat as CoverFormat);
}

/** The trim sizes that can be bound in a cover format (what `printBookSize` offers for it). */
export function trimSizesFor(coverFormat: CoverFormat): TrimSize[] {
  return TRIM_SIZES.filter((t) => t.coverFormats.includes(coverFormat));
}
