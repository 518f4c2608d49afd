/**
 * Preflight rules of a print PDF (the interior and its covers): what the PDF engine
 * measured (`PdfFacts`) checked against what the book needs (`PdfExpectation`). Pure: the server's
 * engine reads the file, these rules decide. Page sizes are compared in points (1 in = 72 pt, spec
 * 1 §3) with a tolerance of ±1 pt; every finding about pages names its page numbers.
 */
import { PAGE_COUNT_MAX, PAGE_COUNT_MIN } from '../projects/types';
import { panelArtSizes } from './cover-layout';
import { BLEED_IN, formatInches, PRINT_MIN_PPI } from './covers';
import type { Finding } from './types';

export const PT_PER_IN = 72;
/** How far a page may be from the expected size, in points. */
export const PAGE_SIZE_TOLERANCE_PT = 1;
/** At most this many findings of one kind; the rest are summed up in one more finding. */
export const MAX_FINDINGS_PER_KIND = 50;

export interface PdfFontFact {
  name: string;
  embedded: boolean;
  /** 1-based pages the font is used on, ascending. */
  pages: number[];
}

export interface PdfFacts {
  pageCount: number;
  encrypted: boolean;
  /** Each page's size as printed (the crop box, turned by the page's /Rotate), in points. */
  pages: { widthPt: number; heightPt: number }[];
  fonts: PdfFontFact[];
  /** One entry per image placement (or the lowest per page), with its effective resolution. */
  images: { page: number; ppi: number }[];
  truncated?: boolean;
  /**
   * The file is damaged in a way readers repair without saying so (a broken cross-reference table,
   * a stream of the wrong length): it opens, but not every printer's software repairs it the same way.
   */
  repaired?: boolean;
}

export type PdfPurpose = 'INTERIOR' | 'FULL_COVER' | 'FRONT_COVER' | 'BACK_COVER';

export interface PdfExpectation {
  purpose: PdfPurpose;
  trim: { widthIn: number; heightIn: number };
  /** The full cover's size (from `fullCoverSize`); needed when purpose is FULL_COVER. */
  fullCover?: { widthIn: number; heightIn: number };
  /** The page count the book had before this file, or null for the first interior. */
  previousPageCount: number | null;
}

interface SizeIn {
  widthIn: number;
  heightIn: number;
  label?: string;
}

const q = (severity: Finding['severity'], code: string, message: string, page?: number): Finding =>
  page === undefined
    ? { severity, code, message, source: 'quire' }
    : { severity, code, message, page, source: 'quire' };

/** "1–3, 7, 9–12": ascending page numbers with consecutive runs joined. */
export function formatPageRanges(pages: readonly number[]): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const parts: string[] = [];
  let i = 0;
  while (i < sorted.length) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(j === i ? `${sorted[i]}` : `${sorted[i]}–${sorted[j]}`);
    i = j + 1;
  }
  return parts.join(', ');
}

/** "page 7" or "pages 7–9, 12". */
export function pagesPhrase(pages: readonly number[]): string {
  return `${new Set(pages).size === 1 ? 'page' : 'pages'} ${formatPageRanges(pages)}`;
}

function sizeText(s: { widthIn: number; heightIn: number }): string {
  return `${formatInches(s.widthIn)} × ${formatInches(s.heightIn)} in`;
}

function matches(page: { widthPt: number; heightPt: number }, s: SizeIn): boolean {
  return (
    Math.abs(page.widthPt - s.widthIn * PT_PER_IN) <= PAGE_SIZE_TOLERANCE_PT &&
    Math.abs(page.heightPt - s.heightIn * PT_PER_IN) <= PAGE_SIZE_TOLERANCE_PT
  );
}

/** The sizes a page may have for a purpose; the first is the one without bleed. */
export function allowedPageSizes(expect: PdfExpectation): SizeIn[] {
  const { widthIn: w, heightIn: h } = expect.trim;
  const b = BLEED_IN;
  switch (expect.purpose) {
    case 'INTERIOR':
      return [
        { widthIn: w, heightIn: h },
        { widthIn: w + 2 * b, heightIn: h + 2 * b, label: 'with bleed' },
      ];
    case 'FRONT_COVER':
    case 'BACK_COVER': {
      const panels = panelArtSizes(expect.trim);
      // Bleed on the three outer edges; all four (as an interior page) is accepted as well.
      return [panels.trim, { ...panels.bleed3, label: 'with bleed' }, panels.bleed4];
    }
    case 'FULL_COVER':
      return expect.fullCover ? [{ ...expect.fullCover, label: 'including spine and bleed' }] : [];
  }
}

function sizeRequirement(sizes: SizeIn[]): string {
  return sizes
    .filter((s, i) => i === 0 || s.label)
    .map((s) => `${sizeText(s)}${s.label ? ` ${s.label}` : ''}`)
    .join(', or ');
}

function pageCountFindings(facts: PdfFacts, expect: PdfExpectation): Finding[] {
  const n = facts.pageCount;
  const out: Finding[] = [];
  if (expect.purpose !== 'INTERIOR') {
    if (n !== 1) {
      out.push(
        q(
          'ERROR',
          'PDF_COVER_PAGE_COUNT',
          `The cover PDF has ${n} pages; it must be a single page. Export only the cover page.`,
        ),
      );
    }
    return out;
  }
  if (n < PAGE_COUNT_MIN) {
    out.push(
      q(
        'ERROR',
        'PDF_PAGE_COUNT_TOO_FEW',
        `The interior has ${n} ${n === 1 ? 'page' : 'pages'}; a printed book needs at least ${PAGE_COUNT_MIN}. Add pages (blank pages at the end are fine) and upload it again.`,
      ),
    );
  } else if (n > PAGE_COUNT_MAX) {
    out.push(
      q(
        'ERROR',
        'PDF_PAGE_COUNT_TOO_MANY',
        `The interior has ${n} pages; we can print at most ${PAGE_COUNT_MAX}. Shorten the book or split it into volumes.`,
      ),
    );
  }
  if (n % 2 !== 0) {
    out.push(
      q(
        'ERROR',
        'PDF_PAGE_COUNT_ODD',
        `The interior has ${n} pages; a printed book needs an even number of pages (from ${PAGE_COUNT_MIN} to ${PAGE_COUNT_MAX}). Add a blank page at the end and upload it again.`,
      ),
    );
  }
  if (expect.previousPageCount !== null && expect.previousPageCount !== n) {
    out.push(
      q(
        'WARNING',
        'PDF_PAGE_COUNT_CHANGED',
        `The interior has ${n} pages; the book was set up with ${expect.previousPageCount}. The spine width and the price follow the new page count: please confirm the change (and check the cover's spine).`,
      ),
    );
  }
  return out;
}

/** Consecutive pages with the same (rounded) size, for one finding per run. */
function runsOf(pages: number[], facts: PdfFacts): { from: number; to: number; w: number; h: number }[] {
  const runs: { from: number; to: number; w: number; h: number }[] = [];
  for (const p of pages) {
    const size = facts.pages[p - 1]!;
    const last = runs.at(-1);
    const same =
      last &&
      Math.abs(last.w - size.widthPt) <= PAGE_SIZE_TOLERANCE_PT &&
      Math.abs(last.h - size.heightPt) <= PAGE_SIZE_TOLERANCE_PT;
    if (last && same && last.to === p - 1) last.to = p;
    else runs.push({ from: p, to: p, w: size.widthPt, h: size.heightPt });
  }
  return runs;
}

function pageSizeFindings(facts: PdfFacts, expect: PdfExpectation): Finding[] {
  const sizes = allowedPageSizes(expect);
  if (sizes.length === 0) return [];
  const wrong: number[] = [];
  const matchedIndex = new Map<number, number[]>();
  facts.pages.forEach((page, i) => {
    const k = sizes.findIndex((s) => matches(page, s));
    if (k < 0) wrong.push(i + 1);
    else matchedIndex.set(k, [...(matchedIndex.get(k) ?? []), i + 1]);
  });
  const need = sizeRequirement(sizes);
  const out: Finding[] = [];
  const runs = runsOf(wrong, facts);
  for (const run of runs.slice(0, MAX_FINDINGS_PER_KIND)) {
    const one = run.from === run.to;
    const at = one ? `Page ${run.from} is` : `Pages ${run.from}–${run.to} are`;
    const size = sizeText({ widthIn: run.w / PT_PER_IN, heightIn: run.h / PT_PER_IN });
    out.push(q('ERROR', 'PDF_PAGE_SIZE', `${at} ${size}; ${one ? 'it' : 'they'} must be ${need}.`, run.from));
  }
  const rest = runs.slice(MAX_FINDINGS_PER_KIND).flatMap((r) => range(r.from, r.to));
  if (rest.length > 0) {
    out.push(q('ERROR', 'PDF_PAGE_SIZE', `Also ${pagesPhrase(rest)} must be ${need}.`, rest[0]));
  }
  if (expect.purpose === 'INTERIOR' && matchedIndex.size > 1) {
    const plain = matchedIndex.get(0) ?? [];
    const bleed = matchedIndex.get(1) ?? [];
    out.push(
      q(
        'ERROR',
        'PDF_PAGE_SIZE_MIXED',
        `All pages must be the same size: ${pagesPhrase(plain)} ${sizeText(sizes[0]!)} without bleed, ${pagesPhrase(bleed)} ${sizeText(sizes[1]!)} with bleed. Export every page with bleed, or every page without.`,
        Math.min(plain[0] ?? Infinity, bleed[0] ?? Infinity),
      ),
    );
  }
  return out;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

function fontFindings(facts: PdfFacts): Finding[] {
  return facts.fonts
    .filter((f) => !f.embedded)
    .sort((a, b) => (a.pages[0] ?? 0) - (b.pages[0] ?? 0))
    .map((f) =>
      q(
        'ERROR',
        'PDF_FONT_NOT_EMBEDDED',
        `The font "${f.name}" is not embedded${f.pages.length ? ` (used on ${pagesPhrase(f.pages)})` : ''}. Export the PDF again with all fonts embedded (for example as PDF/X-1a, or with "Embed all fonts" on).`,
        f.pages[0],
      ),
    );
}

function imageFindings(facts: PdfFacts): Finding[] {
  const lowest = new Map<number, number>();
  for (const img of facts.images) {
    if (!Number.isFinite(img.ppi) || Math.round(img.ppi) >= PRINT_MIN_PPI) continue;
    lowest.set(img.page, Math.min(lowest.get(img.page) ?? Infinity, img.ppi));
  }
  const pages = [...lowest.keys()].sort((a, b) => a - b);
  const out = pages
    .slice(0, MAX_FINDINGS_PER_KIND)
    .map((page) =>
      q(
        'WARNING',
        'PDF_IMAGE_LOW_PPI',
        `An image on page ${page} prints at ${Math.round(lowest.get(page)!)} ppi; images need ${PRINT_MIN_PPI} ppi or they may look blurred or jagged. Replace it with a higher-resolution image or print it smaller.`,
        page,
      ),
    );
  const rest = pages.slice(MAX_FINDINGS_PER_KIND);
  if (rest.length > 0) {
    out.push(
      q(
        'WARNING',
        'PDF_IMAGE_LOW_PPI',
        `Images on ${pagesPhrase(rest)} are also under ${PRINT_MIN_PPI} ppi.`,
        rest[0],
      ),
    );
  }
  return out;
}

/** Every finding of a print PDF; any ERROR fails the preflight. */
export function pdfFindings(facts: PdfFacts, expect: PdfExpectation): Finding[] {
  const out: Finding[] = [];
  if (facts.truncated) {
    out.push(
      q(
        'ERROR',
        'PDF_TRUNCATED',
        'The PDF is incomplete (it ends before its last part, as when an upload or export was cut short). Export it again and upload the new file.',
      ),
    );
  }
  if (facts.encrypted) {
    out.push(
      q(
        'ERROR',
        'PDF_ENCRYPTED',
        'The PDF is encrypted or password-protected. Save it again without a password or security restrictions and upload it again.',
      ),
    );
    if (facts.pages.length === 0) return out;
  }
  if (facts.repaired) {
    out.push(
      q(
        'WARNING',
        'PDF_REPAIRED',
        "The PDF is slightly damaged: its internal index of contents is broken, which PDF readers repair without telling you, but a printer's software may not repair it the same way. Export the PDF again from your layout program (for example as PDF/X-1a) and upload the new file.",
      ),
    );
  }
  if (facts.pageCount === 0) {
    out.push(q('ERROR', 'PDF_NO_PAGES', 'The PDF has no pages. Export it again and upload the new file.'));
    return out;
  }
  out.push(...pageCountFindings(facts, expect));
  out.push(...pageSizeFindings(facts, expect));
  out.push(...fontFindings(facts));
  out.push(...imageFindings(facts));
  return out;
}
