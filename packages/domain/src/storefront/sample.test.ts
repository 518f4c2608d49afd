import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openingSample, SAMPLE_MAX_SHARE, type SizedSpineItem, sampleToc, spinePath } from './sample';

const item = (n: number, bytes: number, linear = true): SizedSpineItem => ({
  idref: `i${n}`,
  href: `OEBPS/ch${n}.xhtml`,
  title: `Chapter ${n}`,
  linear,
  bytes,
});

describe('openingSample: the standard sample', () => {
  it('takes the opening documents until a tenth of the book', () => {
    const spine = [item(0, 2_000), item(1, 5_000), item(2, 50_000), item(3, 50_000), item(4, 43_000)];
    // 150,000 bytes: 2,000 + 5,000 is under a tenth (15,000); chapter 2 would pass a fifth (30,000).
    expect(openingSample(spine)?.map((s) => s.idref)).toEqual(['i0', 'i1']);
  });

  it('stops as soon as a tenth is reached', () => {
    const spine = Array.from({ length: 20 }, (_, n) => item(n, 1_000));
    expect(openingSample(spine)?.map((s) => s.idref)).toEqual(['i0', 'i1']);
  });

  it('skips documents outside the reading order (linear="no")', () => {
    const spine = [item(0, 500, false), item(1, 1_000), item(2, 9_000), item(3, 9_000)];
    expect(openingSample(spine)?.map((s) => s.idref)).toEqual(['i1']);
  });

  it('has no sample for a book of one document or whose opening is over a fifth', () => {
    expect(openingSample([item(0, 10_000)])).toBeNull();
    expect(openingSample([item(0, 30_000), item(1, 70_000)])).toBeNull();
    expect(openingSample([])).toBeNull();
    expect(openingSample([item(0, 0), item(1, 0)])).toBeNull();
  });

  it('is always a prefix of the reading order within a fifth of the book, never all of it', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 200_000 }), { minLength: 0, maxLength: 60 }), (sizes) => {
        const spine = sizes.map((bytes, n) => item(n, bytes));
        const sample = openingSample(spine);
        if (sample === null) return;
        const total = sizes.reduce((a, b) => a + b, 0);
        const bytes = sample.reduce((a, s) => a + s.bytes, 0);
        expect(sample.length).toBeGreaterThan(0);
        expect(sample.length).toBeLessThan(spine.length);
        expect(sample).toEqual(spine.slice(0, sample.length));
        expect(bytes).toBeGreaterThan(0);
        expect(bytes).toBeLessThanOrEqual(SAMPLE_MAX_SHARE * total);
      }),
    );
  });
});

describe('sampleToc', () => {
  it('keeps the entries that open a sample document, lifting kept children of dropped ones', () => {
    const toc = [
      { label: 'Title', href: 'OEBPS/ch0.xhtml', children: [] },
      {
        label: 'Part One',
        href: 'OEBPS/part1.xhtml',
        children: [
          { label: 'One', href: './OEBPS/ch1.xhtml#start', children: [] },
          { label: 'Two', href: 'OEBPS/ch2.xhtml', children: [] },
        ],
      },
    ];
    const kept = sampleToc(toc, new Set(['OEBPS/ch0.xhtml', 'OEBPS/ch1.xhtml']));
    expect(kept.map((e) => e.label)).toEqual(['Title', 'One']);
  });

  it('reads hrefs as paths (fragment, ./ and escapes)', () => {
    expect(spinePath('./Text/Chapter%201.xhtml#p3')).toBe('Text/Chapter 1.xhtml');
    expect(spinePath('/a.xhtml')).toBe('a.xhtml');
  });
});
