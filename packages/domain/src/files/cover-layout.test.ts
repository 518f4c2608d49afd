import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COVER_FORMATS, PAPER_COLORS, PRINT_COLORS, TRIM_SIZES } from '../projects/types';
import { type CoverLayoutSpec, type CoverRect, coverLayout, panelArtSizes } from './cover-layout';
import { BARCODE_AREA_IN, HARDCOVER_GUTTER_IN, SAFE_MARGIN_IN } from './covers';

const specArb: fc.Arbitrary<CoverLayoutSpec> = fc.record({
  trim: fc.constantFrom(...TRIM_SIZES),
  pageCount: fc.integer({ min: 18, max: 800 }),
  paperColor: fc.constantFrom(...PAPER_COLORS),
  printColor: fc.constantFrom(...PRINT_COLORS),
  coverFormat: fc.constantFrom(...COVER_FORMATS),
});

const EPS = 1e-9;
const right = (r: CoverRect) => r.x + r.w;
const bottom = (r: CoverRect) => r.y + r.h;
const inside = (inner: CoverRect, outer: CoverRect) =>
  inner.x >= outer.x - EPS &&
  inner.y >= outer.y - EPS &&
  right(inner) <= right(outer) + EPS &&
  bottom(inner) <= bottom(outer) + EPS;

const SIX_BY_NINE: CoverLayoutSpec = {
  trim: { widthIn: 6, heightIn: 9 },
  pageCount: 200,
  paperColor: 'WHITE',
  printColor: 'BLACK_WHITE',
  coverFormat: 'SOFTCOVER',
};

describe('coverLayout', () => {
  it('lays out a 6 × 9 paperback of 200 pages: back | spine | front inside the bleed', () => {
    const l = coverLayout(SIX_BY_NINE);
    expect(l.sheet).toEqual({ x: 0, y: 0, w: 12.7004, h: 9.25 });
    expect(l.back).toEqual({ x: 0.125, y: 0.125, w: 6, h: 9 });
    expect(l.spine).toEqual({ x: 6.125, y: 0.125, w: 0.4504, h: 9 });
    expect(l.front).toEqual({ x: 6.5754, y: 0.125, w: 6, h: 9 });
    expect(l.trim).toEqual({ x: 0.125, y: 0.125, w: 12.4504, h: 9 });
    expect(l.cut).toEqual(l.trim);
    expect(l.flaps).toEqual([]);
    expect(l.safe.back).toEqual({ x: 0.375, y: 0.375, w: 5.5, h: 8.5 });
    expect(l.safe.front).toEqual({ x: 6.8254, y: 0.375, w: 5.5, h: 8.5 });
    expect(l.barcode).toEqual({ x: 3.875, y: 7.675, w: 2, h: 1.2 });
    expect(l.spineText).toBe(true);
    expect(l.safe.spine).toEqual({ x: 6.1875, y: 0.375, w: 0.3254, h: 8.5 });
  });

  it('keeps a hardcover’s text clear of the hinge: gutter + margin on the spine side', () => {
    const l = coverLayout({ ...SIX_BY_NINE, coverFormat: 'HARDCOVER' });
    expect(l.size.wrapIn).toBeGreaterThan(0);
    expect(l.spine.x - right(l.safe.back)).toBeCloseTo(HARDCOVER_GUTTER_IN + SAFE_MARGIN_IN, 9);
    expect(l.safe.front.x - right(l.spine)).toBeCloseTo(HARDCOVER_GUTTER_IN + SAFE_MARGIN_IN, 9);
    // The cut is outside the wrap; the trim (the boards) inside it.
    expect(l.cut.x).toBe(l.size.bleedIn);
    expect(l.trim.x).toBeCloseTo(l.size.bleedIn + l.size.wrapIn, 9);
  });

  it('puts a flap on each side of a dust jacket', () => {
    const l = coverLayout({ ...SIX_BY_NINE, coverFormat: 'HARDCOVER_DUST_JACKET' });
    expect(l.flaps).toHaveLength(2);
    const [backFlap, frontFlap] = l.flaps as [CoverRect, CoverRect];
    expect(right(backFlap)).toBeCloseTo(l.back.x, 9);
    expect(frontFlap.x).toBeCloseTo(right(l.front), 9);
    expect(l.safe.flaps).toHaveLength(2);
  });

  it('has no spine text under 80 pages', () => {
    const l = coverLayout({ ...SIX_BY_NINE, pageCount: 24 });
    expect(l.spineText).toBe(false);
    expect(l.safe.spine).toBeNull();
  });

  it('tiles the trim with flaps, back, spine and front, centred in the sheet (property)', () => {
    fc.assert(
      fc.property(specArb, (spec) => {
        const l = coverLayout(spec);
        const row = [...(l.flaps[0] ? [l.flaps[0]] : []), l.back, l.spine, l.front, ...l.flaps.slice(1)];
        expect(row[0]?.x).toBeCloseTo(l.trim.x, 9);
        for (let i = 1; i < row.length; i++) expect(row[i]?.x).toBeCloseTo(right(row[i - 1] as CoverRect), 9);
        expect(right(row[row.length - 1] as CoverRect)).toBeCloseTo(right(l.trim), 9);
        for (const r of row) {
          expect(r.y).toBe(l.trim.y);
          expect(r.h).toBe(l.trim.h);
        }
        expect(l.sheet.w).toBe(l.size.widthIn);
        expect(l.sheet.h).toBe(l.size.heightIn);
        expect(l.spine.x + l.spine.w / 2).toBeCloseTo(l.sheet.w / 2, 9);
        expect(inside(l.trim, l.cut) && inside(l.cut, l.sheet)).toBe(true);
      }),
    );
  });

  it('keeps every safe zone inside its part, and the barcode inside the back’s (property)', () => {
    fc.assert(
      fc.property(specArb, (spec) => {
        const l = coverLayout(spec);
        expect(inside(l.safe.back, l.back)).toBe(true);
        expect(inside(l.safe.front, l.front)).toBe(true);
        if (l.safe.spine) expect(inside(l.safe.spine, l.spine)).toBe(true);
        for (const [i, f] of l.safe.flaps.entries()) expect(inside(f, l.flaps[i] as CoverRect)).toBe(true);
        expect(inside(l.barcode, l.safe.back)).toBe(true);
        expect(l.barcode.w).toBe(BARCODE_AREA_IN.width);
        expect(l.barcode.h).toBe(BARCODE_AREA_IN.height);
        expect(right(l.barcode)).toBeCloseTo(right(l.safe.back), 9);
        expect(bottom(l.barcode)).toBeCloseTo(bottom(l.safe.back), 9);
        // Back and front safe zones mirror each other round the spine.
        expect(l.safe.front.w).toBe(l.safe.back.w);
        expect(l.safe.front.x - right(l.spine)).toBeCloseTo(l.spine.x - right(l.safe.back), 9);
      }),
    );
  });

  it('gives every coordinate to 1/10000 in', () => {
    fc.assert(
      fc.property(specArb, (spec) => {
        const l = coverLayout(spec);
        const rects = [
          l.sheet,
          l.cut,
          l.trim,
          l.back,
          l.spine,
          l.front,
          l.barcode,
          l.safe.back,
          l.safe.front,
        ];
        for (const r of rects)
          for (const v of [r.x, r.y, r.w, r.h]) expect(Math.round(v * 10000) / 10000).toBe(v);
      }),
    );
  });
});

describe('panelArtSizes', () => {
  it('is the trim, the trim with bleed on three sides, or on four', () => {
    expect(panelArtSizes({ widthIn: 6, heightIn: 9 })).toEqual({
      trim: { widthIn: 6, heightIn: 9 },
      bleed3: { widthIn: 6.125, heightIn: 9.25 },
      bleed4: { widthIn: 6.25, heightIn: 9.25 },
    });
    expect(panelArtSizes({ widthIn: 6.14, heightIn: 9.21 }).bleed3).toEqual({
      widthIn: 6.265,
      heightIn: 9.46,
    });
  });
});
