import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COVER_FORMATS, PAPER_COLORS, PRINT_COLORS, TRIM_SIZES } from '../projects/types';
import {
  BLEED_IN,
  EBOOK_COVER_MIN,
  ebookCoverFindings,
  formatInches,
  fullCoverSize,
  PAPER_PAGE_THICKNESS_IN,
  printCoverImageFindings,
  spineTextAllowed,
  spineWidthIn,
} from './covers';

const trimArb = fc.constantFrom(...TRIM_SIZES);
const paperArb = fc.constantFrom(...PAPER_COLORS);
const colorArb = fc.constantFrom(...PRINT_COLORS);
const pagesArb = fc.integer({ min: 18, max: 800 });

describe('spine width', () => {
  it('has a documented thickness for every paper and colour', () => {
    for (const paper of PAPER_COLORS) {
      for (const color of PRINT_COLORS) {
        const t = PAPER_PAGE_THICKNESS_IN[paper][color];
        expect(t).toBeGreaterThan(0.0015);
        expect(t).toBeLessThan(0.004);
      }
    }
  });

  it('is page count × page thickness, to 1/10000 in', () => {
    fc.assert(
      fc.property(pagesArb, paperArb, colorArb, (n, paper, color) => {
        const exact = n * PAPER_PAGE_THICKNESS_IN[paper][color];
        expect(Math.abs(spineWidthIn(n, paper, color) - exact)).toBeLessThanOrEqual(0.00005 + 1e-12);
      }),
    );
  });

  it('grows with the page count', () => {
    fc.assert(
      fc.property(pagesArb, pagesArb, paperArb, colorArb, (a, b, paper, color) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(spineWidthIn(lo, paper, color)).toBeLessThanOrEqual(spineWidthIn(hi, paper, color));
      }),
    );
  });

  it('matches known values: 200 pages white B&W is 0.4504 in, cream 0.5 in', () => {
    expect(spineWidthIn(200, 'WHITE', 'BLACK_WHITE')).toBe(0.4504);
    expect(spineWidthIn(200, 'CREAM', 'BLACK_WHITE')).toBe(0.5);
    expect(spineWidthIn(0, 'WHITE', 'FULL_COLOR')).toBe(0);
    expect(() => spineWidthIn(-2, 'WHITE', 'BLACK_WHITE')).toThrow(RangeError);
  });

  it('allows spine text from 80 pages', () => {
    expect(spineTextAllowed(78)).toBe(false);
    expect(spineTextAllowed(80)).toBe(true);
  });
});

describe('full cover size', () => {
  it('is 2 × trim width + spine + 2 × bleed by trim height + 2 × bleed for a paperback', () => {
    fc.assert(
      fc.property(trimArb, pagesArb, paperArb, colorArb, (trim, n, paper, color) => {
        const s = fullCoverSize(trim, n, paper, color, 'SOFTCOVER');
        const spine = spineWidthIn(n, paper, color);
        expect(s.spineIn).toBe(spine);
        expect(s.widthIn).toBeCloseTo(2 * trim.widthIn + spine + 2 * BLEED_IN, 9);
        expect(s.heightIn).toBeCloseTo(trim.heightIn + 2 * BLEED_IN, 9);
        expect(s.bleedIn).toBe(BLEED_IN);
        expect(s.wrapIn).toBe(0);
        expect(s.coverWidthIn).toBe(trim.widthIn);
        expect(s.totalWidthIn).toBe(s.widthIn);
        expect(s.totalHeightIn).toBe(s.heightIn);
      }),
    );
  });

  it('is larger for hardcovers, and the parts add up to the whole', () => {
    fc.assert(
      fc.property(
        trimArb,
        pagesArb,
        paperArb,
        colorArb,
        fc.constantFrom(...COVER_FORMATS),
        (trim, n, paper, color, format) => {
          const soft = fullCoverSize(trim, n, paper, color, 'SOFTCOVER');
          const s = fullCoverSize(trim, n, paper, color, format);
          const edge = s.bleedIn + s.wrapIn;
          expect(s.widthIn).toBeCloseTo(2 * (s.coverWidthIn + s.flapWidthIn + edge) + s.spineIn, 9);
          expect(s.heightIn).toBeCloseTo(s.coverHeightIn + 2 * edge, 9);
          if (format !== 'SOFTCOVER') {
            expect(s.widthIn).toBeGreaterThan(soft.widthIn);
            expect(s.heightIn).toBeGreaterThan(soft.heightIn);
            expect(s.gutterIn).toBeGreaterThan(0);
          }
        },
      ),
    );
  });

  it('gives a 6 × 9 paperback of 24 white pages a 12.304 × 9.25 in cover', () => {
    const s = fullCoverSize({ widthIn: 6, heightIn: 9 }, 24, 'WHITE', 'BLACK_WHITE');
    expect(s.spineIn).toBe(0.054);
    expect(s.widthIn).toBe(12.304);
    expect(s.heightIn).toBe(9.25);
  });
});

describe('eBook cover image', () => {
  it('accepts a large RGB cover', () => {
    expect(ebookCoverFindings({ width: 1600, height: 2560, space: 'srgb' })).toEqual([]);
  });

  it('refuses a small cover, naming its size and the minimum', () => {
    const [f] = ebookCoverFindings({ width: 600, height: 900, space: 'srgb' });
    expect(f?.severity).toBe('ERROR');
    expect(f?.code).toBe('COVER_TOO_SMALL');
    expect(f?.message).toContain('600 × 900');
    expect(f?.message).toContain(`${EBOOK_COVER_MIN.width} × ${EBOOK_COVER_MIN.height}`);
  });

  it('refuses CMYK and unknown colour spaces; greyscale is only noted', () => {
    expect(ebookCoverFindings({ width: 1600, height: 2560, space: 'cmyk' }).map((f) => f.code)).toEqual([
      'COVER_CMYK',
    ]);
    expect(ebookCoverFindings({ width: 1600, height: 2560, space: 'lab' })[0]?.severity).toBe('ERROR');
    expect(ebookCoverFindings({ width: 1600, height: 2560, space: 'b-w' })[0]?.severity).toBe('INFO');
  });

  it('is an error exactly when either side is under the minimum (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 5000 }), (w, h) => {
        const small = ebookCoverFindings({ width: w, height: h, space: 'srgb' }).some(
          (f) => f.code === 'COVER_TOO_SMALL',
        );
        expect(small).toBe(w < EBOOK_COVER_MIN.width || h < EBOOK_COVER_MIN.height);
      }),
    );
  });
});

describe('print cover image', () => {
  const full = { widthIn: 12.304, heightIn: 9.25 };
  it('accepts the right shape at 300 ppi', () => {
    expect(printCoverImageFindings({ width: 3692, height: 2775, space: 'cmyk' }, full)).toEqual([]);
  });
  it('warns under 300 ppi', () => {
    const [f] = printCoverImageFindings({ width: 1846, height: 1388, space: 'srgb' }, full);
    expect(f?.code).toBe('COVER_LOW_PPI');
    expect(f?.message).toContain('150 ppi');
  });
  it('refuses the wrong shape, naming the size it must have', () => {
    const [f] = printCoverImageFindings({ width: 1800, height: 2700, space: 'srgb' }, full);
    expect(f?.code).toBe('COVER_SHAPE');
    expect(f?.message).toContain('12.304 × 9.25 in');
  });
});

describe('formatInches', () => {
  it('drops trailing zeros and keeps up to three decimals', () => {
    expect(formatInches(6)).toBe('6');
    expect(formatInches(8.5)).toBe('8.5');
    expect(formatInches(6.125)).toBe('6.125');
    expect(formatInches(612 / 72)).toBe('8.5');
  });
});
