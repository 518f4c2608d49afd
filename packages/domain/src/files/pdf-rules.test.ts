import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatPageRanges,
  MAX_FINDINGS_PER_KIND,
  type PdfExpectation,
  type PdfFacts,
  pdfFindings,
} from './pdf-rules';
import type { Finding } from './types';

const TRIM = { widthIn: 6, heightIn: 9 };
const INTERIOR: PdfExpectation = { purpose: 'INTERIOR', trim: TRIM, previousPageCount: null };
const P = (w: number, h: number) => ({ widthPt: w * 72, heightPt: h * 72 });

function facts(n: number, over: Partial<PdfFacts> = {}): PdfFacts {
  return {
    pageCount: n,
    encrypted: false,
    pages: Array.from({ length: n }, () => P(6, 9)),
    fonts: [{ name: 'DejaVuSerif', embedded: true, pages: [1, 2] }],
    images: [],
    ...over,
  };
}
const codes = (fs: Finding[]) => fs.map((f) => f.code);

/** The page numbers a "Page 7" / "Pages 7–9" / "pages 1–3, 9" message names. */
function pagesNamed(message: string): number[] {
  const out: number[] = [];
  const m = /[Pp]ages? ([\d–, ]+)/.exec(message);
  for (const part of (m?.[1] ?? '').split(',')) {
    const [a, b] = part.trim().split('–').map(Number);
    if (a === undefined || Number.isNaN(a)) continue;
    for (let p = a; p <= (b ?? a); p++) out.push(p);
  }
  return out;
}

describe('page count', () => {
  it('passes a 24-page 6 × 9 interior', () => {
    expect(pdfFindings(facts(24), INTERIOR)).toEqual([]);
  });

  it('is an error exactly when odd or outside 18–800 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 820 }), (n) => {
        const errors = pdfFindings(facts(n), INTERIOR).filter((f) => f.severity === 'ERROR');
        expect(errors.length > 0).toBe(n % 2 !== 0 || n < 18 || n > 800);
      }),
      { numRuns: 60 },
    );
  });

  it('says what to do for an odd count and too few pages', () => {
    const odd = pdfFindings(facts(23), INTERIOR);
    expect(codes(odd)).toEqual(['PDF_PAGE_COUNT_ODD']);
    expect(odd[0]?.message).toContain('23 pages');
    expect(odd[0]?.message).toContain('blank page');
    const few = pdfFindings(facts(10), INTERIOR);
    expect(codes(few)).toEqual(['PDF_PAGE_COUNT_TOO_FEW']);
    expect(few[0]?.message).toContain('at least 18');
    expect(codes(pdfFindings(facts(802), INTERIOR))).toEqual(['PDF_PAGE_COUNT_TOO_MANY']);
  });

  it('warns when the count changed from the book set-up, not when it is the same', () => {
    const changed = pdfFindings(facts(24), { ...INTERIOR, previousPageCount: 200 });
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({ severity: 'WARNING', code: 'PDF_PAGE_COUNT_CHANGED' });
    expect(changed[0]?.message).toContain('200');
    expect(pdfFindings(facts(24), { ...INTERIOR, previousPageCount: 24 })).toEqual([]);
  });
});

describe('page size', () => {
  it('names page 7 when it alone is the wrong size', () => {
    const pages = facts(24).pages;
    pages[6] = P(8.5, 11);
    const fs = pdfFindings(facts(24, { pages }), INTERIOR);
    expect(fs).toHaveLength(1);
    expect(fs[0]).toMatchObject({ severity: 'ERROR', code: 'PDF_PAGE_SIZE', page: 7 });
    expect(fs[0]?.message).toBe('Page 7 is 8.5 × 11 in; it must be 6 × 9 in, or 6.25 × 9.25 in with bleed.');
  });

  it('groups consecutive pages of the same wrong size', () => {
    const pages = facts(24).pages;
    pages[6] = P(8.5, 11);
    pages[7] = P(8.5, 11);
    pages[8] = P(8.5, 11);
    pages[9] = P(5, 8);
    const fs = pdfFindings(facts(24, { pages }), INTERIOR);
    expect(fs.map((f) => f.message)).toEqual([
      'Pages 7–9 are 8.5 × 11 in; they must be 6 × 9 in, or 6.25 × 9.25 in with bleed.',
      'Page 10 is 5 × 8 in; it must be 6 × 9 in, or 6.25 × 9.25 in with bleed.',
    ]);
  });

  it('accepts all pages with bleed and a tolerance of 1 pt, but not a mix', () => {
    const bleed = Array.from({ length: 24 }, () => ({ widthPt: 450.6, heightPt: 665.4 }));
    expect(pdfFindings(facts(24, { pages: bleed }), INTERIOR)).toEqual([]);
    const mixed = [...bleed.slice(0, 4), ...facts(20).pages];
    const fs = pdfFindings(facts(24, { pages: mixed }), INTERIOR);
    expect(codes(fs)).toEqual(['PDF_PAGE_SIZE_MIXED']);
    expect(fs[0]?.message).toContain('pages 5–24 6 × 9 in');
    expect(fs[0]?.message).toContain('pages 1–4 6.25 × 9.25 in');
  });

  it('names exactly the wrong pages (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 9, max: 200 }).map((h) => h * 2),
        fc.array(fc.nat(), { maxLength: 30 }),
        fc.constantFrom(P(8.5, 11), P(6, 9.4), { widthPt: 434, heightPt: 648 }),
        (n, picks, bad) => {
          const wrong = new Set(picks.map((x) => (x % n) + 1));
          const pages = facts(n).pages.map((p, i) => (wrong.has(i + 1) ? bad : p));
          const fs = pdfFindings(facts(n, { pages }), INTERIOR).filter((f) => f.code === 'PDF_PAGE_SIZE');
          const named = fs.flatMap((f) => pagesNamed(f.message));
          expect(new Set(named)).toEqual(wrong);
          for (const f of fs) expect(wrong.has(f.page!)).toBe(true);
        },
      ),
    );
  });

  it('sums up after the cap, still naming the pages', () => {
    const pages = facts(200).pages.map((p, i) => (i % 2 === 0 ? P(8.5, 11) : p));
    const fs = pdfFindings(facts(200, { pages }), INTERIOR);
    expect(fs).toHaveLength(MAX_FINDINGS_PER_KIND + 1);
    expect(fs.at(-1)?.message).toMatch(/^Also pages 101, 103, .* 199 must be/);
  });
});

describe('fonts, images, encryption', () => {
  it('refuses a font that is not embedded, naming it and its pages', () => {
    const fs = pdfFindings(
      facts(24, { fonts: [{ name: 'Helvetica', embedded: false, pages: [1, 2, 3, 9] }] }),
      INTERIOR,
    );
    expect(fs).toHaveLength(1);
    expect(fs[0]).toMatchObject({ severity: 'ERROR', code: 'PDF_FONT_NOT_EMBEDDED', page: 1 });
    expect(fs[0]?.message).toContain('"Helvetica"');
    expect(fs[0]?.message).toContain('pages 1–3, 9');
  });

  it('warns about images under 300 ppi, once per page with the lowest', () => {
    const fs = pdfFindings(
      facts(24, {
        images: [
          { page: 3, ppi: 150 },
          { page: 3, ppi: 72 },
          { page: 5, ppi: 300 },
          { page: 6, ppi: 299.7 },
        ],
      }),
      INTERIOR,
    );
    expect(fs).toHaveLength(1);
    expect(fs[0]).toMatchObject({ severity: 'WARNING', code: 'PDF_IMAGE_LOW_PPI', page: 3 });
    expect(fs[0]?.message).toContain('72 ppi');
  });

  it('refuses an encrypted or truncated PDF', () => {
    expect(codes(pdfFindings(facts(0, { encrypted: true }), INTERIOR))).toEqual(['PDF_ENCRYPTED']);
    expect(codes(pdfFindings(facts(24, { encrypted: true }), INTERIOR))).toEqual(['PDF_ENCRYPTED']);
    expect(codes(pdfFindings(facts(24, { truncated: true }), INTERIOR))).toEqual(['PDF_TRUNCATED']);
    expect(codes(pdfFindings(facts(0), INTERIOR))).toEqual(['PDF_NO_PAGES']);
  });
});

describe('a repaired PDF', () => {
  it('is a warning, not an error, in words that say what to do, beside the other findings', () => {
    const fs = pdfFindings(facts(23, { repaired: true }), INTERIOR);
    expect(codes(fs)).toEqual(['PDF_REPAIRED', 'PDF_PAGE_COUNT_ODD']);
    expect(fs[0]?.severity).toBe('WARNING');
    expect(fs[0]?.message).toMatch(/damaged.*readers repair.*Export the PDF again.*upload the new file\.$/);
    expect(fs[0]?.message).not.toMatch(/xref|cross-reference|trailer/i);
    expect(codes(pdfFindings(facts(24, { repaired: false }), INTERIOR))).toEqual([]);
  });
});

describe('covers', () => {
  const full: PdfExpectation = {
    purpose: 'FULL_COVER',
    trim: TRIM,
    fullCover: { widthIn: 12.304, heightIn: 9.25 },
    previousPageCount: null,
  };
  it('accepts a full cover of the full-cover size', () => {
    expect(pdfFindings(facts(1, { pages: [P(12.304, 9.25)] }), full)).toEqual([]);
  });
  it('refuses a full cover of another size, naming the size it must have', () => {
    const fs = pdfFindings(facts(1, { pages: [P(12.5, 9.25)] }), full);
    expect(fs[0]?.message).toBe(
      'Page 1 is 12.5 × 9.25 in; it must be 12.304 × 9.25 in including spine and bleed.',
    );
  });
  it('refuses a cover of several pages', () => {
    expect(codes(pdfFindings(facts(2, { pages: [P(12.304, 9.25), P(12.304, 9.25)] }), full))).toEqual([
      'PDF_COVER_PAGE_COUNT',
    ]);
  });
  it('accepts a front cover at trim or with bleed, and refuses other sizes', () => {
    const front: PdfExpectation = { purpose: 'FRONT_COVER', trim: TRIM, previousPageCount: null };
    expect(pdfFindings(facts(1, { pages: [P(6, 9)] }), front)).toEqual([]);
    expect(pdfFindings(facts(1, { pages: [P(6.125, 9.25)] }), front)).toEqual([]);
    const [f] = pdfFindings(facts(1, { pages: [P(12.304, 9.25)] }), { ...front, purpose: 'BACK_COVER' });
    expect(f?.message).toBe(
      'Page 1 is 12.304 × 9.25 in; it must be 6 × 9 in, or 6.125 × 9.25 in with bleed.',
    );
  });
});

describe('formatPageRanges', () => {
  it('joins consecutive pages (property: the ranges name exactly the pages)', () => {
    expect(formatPageRanges([9, 1, 2, 3, 3, 12, 11])).toBe('1–3, 9, 11–12');
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1 }), (pages) => {
        expect(new Set(pagesNamed(`pages ${formatPageRanges(pages)}`))).toEqual(new Set(pages));
      }),
    );
  });
});
