import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../promotions/dates';
import { type CoverSegment, coverMonthsSigned, coverPeriods, coverRange, type RollupGrain } from './cover';

/** Every day a segment covers, in order. */
function daysOf(segments: CoverSegment[]): string[] {
  const out: string[] = [];
  for (const s of segments) {
    let day = s.first;
    while (day <= s.last) {
      const end =
        s.grain === 'd'
          ? day
          : s.grain === 'w'
            ? addDays(day, 6)
            : s.grain === 'y'
              ? `${day.slice(0, 4)}-12-31`
              : addDays(nextMonth(day), -1);
      for (let d = day; d <= end; d = addDays(d, 1)) out.push(d);
      day = addDays(end, 1);
    }
  }
  return out;
}
const nextMonth = (first: string) => {
  const [y, m] = first.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

describe('coverRange', () => {
  it('reads whole months, then whole weeks, then the days left at either end', () => {
    // 2026-08-31 is a Monday; 2026-11-28 a Saturday.
    expect(coverRange('2026-08-31', '2026-11-28')).toEqual([
      { grain: 'd', first: '2026-08-31', last: '2026-08-31' },
      { grain: 'm', first: '2026-09-01', last: '2026-10-01' },
      { grain: 'd', first: '2026-11-01', last: '2026-11-01' },
      { grain: 'w', first: '2026-11-02', last: '2026-11-16' },
      { grain: 'd', first: '2026-11-23', last: '2026-11-28' },
    ]);
  });

  it('a weekly series never reads months, a daily one only days', () => {
    expect(coverRange('2026-11-01', '2026-11-30', ['w', 'd']).map((s) => s.grain)).toEqual(['d', 'w', 'd']);
    expect(coverRange('2026-11-01', '2026-11-30', ['d'])).toEqual([
      { grain: 'd', first: '2026-11-01', last: '2026-11-30' },
    ]);
  });

  it('a whole month is one row; a range inside a week is days', () => {
    expect(coverRange('2026-02-01', '2026-02-28')).toEqual([
      { grain: 'm', first: '2026-02-01', last: '2026-02-01' },
    ]);
    expect(coverRange('2026-11-24', '2026-11-26')).toEqual([
      { grain: 'd', first: '2026-11-24', last: '2026-11-26' },
    ]);
    expect(coverRange('2026-11-27', '2026-11-26')).toEqual([]);
  });

  it('covers every day of any range exactly once, in order, with whole periods', () => {
    const grains = fc.constantFrom<RollupGrain[]>(
      ['y', 'm', 'w', 'd'],
      ['m', 'w', 'd'],
      ['w', 'd'],
      ['m', 'd'],
      ['d'],
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 800 }),
        grains,
        (start, length, g) => {
          const from = addDays('2020-01-01', start);
          const to = addDays(from, length);
          const segments = coverRange(from, to, g);
          const days = daysOf(segments).sort();
          expect(days.length).toBe(daysBetween(from, to) + 1);
          expect(new Set(days).size).toBe(days.length);
          expect(days[0]).toBe(from);
          expect(days.at(-1)).toBe(to);
          for (const s of segments) {
            expect(g.includes(s.grain) || s.grain === 'd').toBe(true);
            if (s.grain === 'm') expect(s.first.endsWith('-01') && s.last.endsWith('-01')).toBe(true);
            if (s.grain === 'w') expect(new Date(`${s.first}T00:00:00Z`).getUTCDay()).toBe(1);
            if (s.grain === 'y') expect(s.first.endsWith('-01-01') && s.last.endsWith('-01-01')).toBe(true);
          }
          // At most one run of the coarsest grain, two of each next, and days only at the ends.
          expect(segments.length).toBeLessThanOrEqual(g.length === 4 ? 11 : 7);
        },
      ),
    );
  });
});

describe('coverPeriods', () => {
  it('reads a whole year sealed as one period, and the rest as months, weeks and days (decision 074)', () => {
    // Two years to 2026-11-30, sealed through the 27th: December 2024, 2025, January to October,
    // the sealed weeks of November and the days around them.
    expect(coverPeriods('2024-11-30', '2026-11-30', ['y', 'm', 'w', 'd'], '2026-11-27')).toEqual([
      {
        grain: 'd',
        periods: [
          '2024-11-30',
          '2026-11-01',
          ...['23', '24', '25', '26', '27', '28', '29', '30'].map((d) => `2026-11-${d}`),
        ],
      },
      {
        grain: 'm',
        periods: [
          '2024-12-01',
          ...Array.from({ length: 10 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}-01`),
        ],
      },
      { grain: 'y', periods: ['2025-01-01'] },
      { grain: 'w', periods: ['2026-11-02', '2026-11-09', '2026-11-16'] },
    ]);
    // A year not yet sealed is read as its months.
    expect(
      coverPeriods('2026-01-01', '2026-12-31', ['y', 'm', 'd'], '2026-12-30').map((p) => p.grain),
    ).toEqual(['m', 'd']);
  });

  it("lists each grain's period starts, the same periods as coverRange's runs", () => {
    expect(coverPeriods('2026-08-31', '2026-11-28')).toEqual([
      {
        grain: 'd',
        periods: [
          '2026-08-31',
          '2026-11-01',
          ...['23', '24', '25', '26', '27', '28'].map((d) => `2026-11-${d}`),
        ],
      },
      { grain: 'm', periods: ['2026-09-01', '2026-10-01'] },
      { grain: 'w', periods: ['2026-11-02', '2026-11-09', '2026-11-16'] },
    ]);
    expect(coverPeriods('2025-11-01', '2026-02-28', ['m', 'd'])).toEqual([
      { grain: 'm', periods: ['2025-11-01', '2025-12-01', '2026-01-01', '2026-02-01'] },
    ]);
  });

  it('reads the days after the last sealed day as days', () => {
    expect(coverPeriods('2026-10-01', '2026-11-28', ['m', 'w', 'd'], '2026-11-08')).toEqual([
      { grain: 'm', periods: ['2026-10-01'] },
      {
        grain: 'd',
        periods: ['2026-11-01', ...Array.from({ length: 20 }, (_, i) => addDays('2026-11-09', i))],
      },
      { grain: 'w', periods: ['2026-11-02'] },
    ]);
    expect(coverPeriods('2026-11-10', '2026-11-12', ['m', 'w', 'd'], '2026-11-08')).toEqual([
      { grain: 'd', periods: ['2026-11-10', '2026-11-11', '2026-11-12'] },
    ]);
  });
});

describe('coverMonthsSigned', () => {
  it('reads a month covered mostly as the month less the days outside, and one covered little as days', () => {
    // The last 90 days to 2026-11-29: one day of August, September and October whole, November less its 30th.
    expect(coverMonthsSigned('2026-08-31', '2026-11-29')).toEqual([
      { grain: 'd', first: '2026-08-31', last: '2026-08-31', sign: 1 },
      { grain: 'm', first: '2026-09-01', last: '2026-10-01', sign: 1 },
      { grain: 'm', first: '2026-11-01', last: '2026-11-01', sign: 1 },
      { grain: 'd', first: '2026-11-30', last: '2026-11-30', sign: -1 },
    ]);
    // Within one month: the 5th to the 31st of May is May less its first four days.
    expect(coverMonthsSigned('2026-05-05', '2026-05-31')).toEqual([
      { grain: 'm', first: '2026-05-01', last: '2026-05-01', sign: 1 },
      { grain: 'd', first: '2026-05-01', last: '2026-05-04', sign: -1 },
    ]);
    // Less on both sides; and half a month or less is read as its days.
    expect(coverMonthsSigned('2026-02-03', '2026-02-26')).toEqual([
      { grain: 'm', first: '2026-02-01', last: '2026-02-01', sign: 1 },
      { grain: 'd', first: '2026-02-01', last: '2026-02-02', sign: -1 },
      { grain: 'd', first: '2026-02-27', last: '2026-02-28', sign: -1 },
    ]);
    expect(coverMonthsSigned('2026-05-25', '2026-06-07')).toEqual([
      { grain: 'd', first: '2026-05-25', last: '2026-05-31', sign: 1 },
      { grain: 'd', first: '2026-06-01', last: '2026-06-07', sign: 1 },
    ]);
    expect(coverMonthsSigned('2026-06-08', '2026-06-01')).toEqual([]);
  });

  it('counts every day of any range once and no other day, reading no more days than coverRange', () => {
    const day = fc.integer({ min: 0, max: 1200 }).map((n) => addDays('2025-01-01', n));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 800 }), (from, length) => {
        const to = addDays(from, length);
        const counts = new Map<string, number>();
        let dayRows = 0;
        for (const s of coverMonthsSigned(from, to)) {
          const days = daysOf([s]);
          if (s.grain === 'd') dayRows += days.length;
          for (const d of days) counts.set(d, (counts.get(d) ?? 0) + s.sign);
        }
        const expected = new Map(daysOf(coverRange(from, to, ['d'])).map((d) => [d, 1]));
        expect(new Map([...counts].filter(([, n]) => n !== 0))).toEqual(expected);
        const plain = coverRange(from, to, ['m', 'd']).filter((s) => s.grain === 'd');
        expect(dayRows).toBeLessThanOrEqual(daysOf(plain).length);
      }),
    );
  });
});
