import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectivePpi, inspectOperators, multiply } from './operators';

const OPS = {
  save: 10,
  restore: 11,
  transform: 12,
  setFont: 37,
  paintFormXObjectBegin: 74,
  paintFormXObjectEnd: 75,
  paintImageXObject: 85,
  paintInlineImageXObject: 86,
};

describe('effective image resolution', () => {
  it('is pixels per inch of the drawn size, the lower of the two directions', () => {
    expect(effectivePpi([144, 0, 0, 144, 36, 72], 600, 600)).toBe(300);
    expect(effectivePpi([144, 0, 0, 72, 0, 0], 600, 600)).toBe(300);
    expect(effectivePpi([144, 0, 0, 288, 0, 0], 600, 600)).toBe(150);
  });

  it('does not change when the image is rotated (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.integer({ min: 10, max: 4000 }),
        (a, px) => {
          const s = 144;
          const m: [number, number, number, number, number, number] = [
            s * Math.cos(a),
            s * Math.sin(a),
            -s * Math.sin(a),
            s * Math.cos(a),
            10,
            20,
          ];
          expect(effectivePpi(m, px, px)).toBeCloseTo(px / 2, 6);
        },
      ),
    );
  });

  it('follows cm, save/restore and form matrices', () => {
    const list = {
      fnArray: [
        OPS.setFont,
        OPS.save,
        OPS.transform,
        OPS.paintImageXObject,
        OPS.restore,
        OPS.paintFormXObjectBegin,
        OPS.transform,
        OPS.paintInlineImageXObject,
        OPS.paintFormXObjectEnd,
      ],
      argsArray: [
        ['g_d0_f1', 11],
        null,
        [72, 0, 0, 72, 0, 0],
        ['img_p0_1', 300, 300],
        null,
        [
          [0.5, 0, 0, 0.5, 0, 0],
          [0, 0, 100, 100],
        ],
        [144, 0, 0, 144, 0, 0],
        [{ width: 72, height: 72 }],
        null,
      ],
    };
    const facts = inspectOperators(list, OPS);
    expect([...facts.fontIds]).toEqual(['g_d0_f1']);
    expect(facts.imageCount).toBe(2);
    // 300 px over 1 in = 300 ppi; 72 px over 0.5 × 2 in = 72 ppi.
    expect(facts.lowestPpi).toBeCloseTo(72, 9);
  });

  it('multiplies like pdfjs: the new matrix applies first', () => {
    expect(multiply([2, 0, 0, 2, 10, 10], [1, 0, 0, 1, 5, 5])).toEqual([2, 0, 0, 2, 20, 20]);
  });
});
