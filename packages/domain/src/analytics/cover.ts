import { addDays, daysBetween } from '../promotions/dates';

/**
 * A rollup's period: a day, a Monday week, a calendar month or a calendar year (its `period` is
 * the first day). Only the books' periods without the country have years (decision 074).
 */
export type RollupGrain = 'd' | 'w' | 'm' | 'y';

/** One run of whole periods of a grain: every period starting from `first` to `last`. */
export interface CoverSegment {
  grain: RollupGrain;
  first: string;
  last: string;
}

const dayOfWeek = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The first day of the next period of `grain` starting at or after `day`. */
function startAtOrAfter(grain: 'w' | 'm' | 'y', day: string): string {
  if (grain === 'w') return addDays(day, (8 - dayOfWeek(day)) % 7);
  if (grain === 'y') return day.endsWith('-01-01') ? day : `${Number(day.slice(0, 4)) + 1}-01-01`;
  if (day.endsWith('-01')) return day;
  const [y, m] = day.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** The first day of the period of `grain` that holds `day`. */
function startOf(grain: 'w' | 'm' | 'y', day: string): string {
  if (grain === 'y') return `${day.slice(0, 4)}-01-01`;
  return grain === 'w' ? addDays(day, -((dayOfWeek(day) + 6) % 7)) : `${day.slice(0, 7)}-01`;
}

/**
 * The fewest rollup rows that add up to the days `from`..`to` (decision 045): the whole periods of
 * the coarsest grain that fit, then the next grain for what is left at either end, and single days
 * last. `grains` lists the grains the reader may use, coarsest first ('d' is always allowed): a
 * weekly series may not use months, which cut across its weeks. Every day of the range is covered
 * exactly once.
 */
export function coverRange(
  from: string,
  to: string,
  grains: readonly RollupGrain[] = ['m', 'w', 'd'],
): CoverSegment[] {
  if (from > to) return [];
  const [grain, ...finer] = grains.filter((g) => g !== 'd') as ('w' | 'm' | 'y')[];
  if (!grain) return [{ grain: 'd', first: from, last: to }];
  const first = startAtOrAfter(grain, from);
  // The last whole period ends on `to`: it is the one holding the day after `to`, less one.
  const last = startOf(grain, addDays(to, 1));
  if (first >= last) return coverRange(from, to, finer);
  const lastStart = startOf(grain, addDays(last, -1));
  return [
    ...coverRange(from, addDays(first, -1), finer),
    { grain, first, last: lastStart },
    ...coverRange(last, to, finer),
  ];
}

/** The first day of each period of one run: every day, every seventh day, every month's or year's first. */
export function segmentPeriods(segment: CoverSegment): string[] {
  const out: string[] = [];
  for (let p = segment.first; p <= segment.last; ) {
    out.push(p);
    if (segment.grain === 'd') p = addDays(p, 1);
    else if (segment.grain === 'w') p = addDays(p, 7);
    else p = startAtOrAfter(segment.grain, addDays(p, 1));
  }
  return out;
}

/**
 * `coverRange`'s periods grouped by grain (decision 057): each grain's list of period starts, so a
 * reader can look every one up in a key that leads with (grain, period) as one `= any(…)` condition.
 * Weeks and months only have rows once sealed: after `sealedThrough` the range is read as days.
 */
export function coverPeriods(
  from: string,
  to: string,
  grains: readonly RollupGrain[] = ['m', 'w', 'd'],
  sealedThrough: string = to,
): { grain: RollupGrain; periods: string[] }[] {
  const sealedTo = to < sealedThrough ? to : sealedThrough;
  const dayAfter = addDays(sealedTo, 1);
  const open = from > sealedTo ? from : dayAfter;
  const by = new Map<RollupGrain, string[]>();
  const add = (segment: CoverSegment) =>
    by.set(segment.grain, [...(by.get(segment.grain) ?? []), ...segmentPeriods(segment)]);
  for (const segment of coverRange(from, sealedTo, grains)) add(segment);
  if (open <= to) add({ grain: 'd', first: open, last: to });
  return [...by].map(([grain, periods]) => ({ grain, periods }));
}

/** A run of whole periods counted in (`sign` 1) or taken out (`sign` -1). */
export interface SignedSegment extends CoverSegment {
  grain: 'm' | 'd';
  sign: 1 | -1;
}

/**
 * The days `from`..`to` as whole months and days, where a month the range covers only in part is
 * read whichever way reads fewer days (decision 072): its days in the range, or the whole month
 * less its days outside the range. A range ending today reads the current month less the days to
 * come, which have nothing in them yet. Every day of the range is counted once and no other day at
 * all: the days taken out are exactly those a whole month adds beyond the range.
 */
export function coverMonthsSigned(from: string, to: string): SignedSegment[] {
  const out: SignedSegment[] = [];
  for (const segment of coverRange(from, to, ['m', 'd'])) {
    if (segment.grain === 'm') {
      out.push({ grain: 'm', first: segment.first, last: segment.last, sign: 1 });
      continue;
    }
    // A run of days lies within one month, or (a range without a whole month) across two or more.
    for (let first = segment.first; first <= segment.last; ) {
      const month = startOf('m', first);
      const monthEnd = addDays(startAtOrAfter('m', addDays(month, 1)), -1);
      const last = segment.last < monthEnd ? segment.last : monthEnd;
      const inside = daysBetween(first, last) + 1;
      const outside = daysBetween(month, monthEnd) + 1 - inside;
      if (outside < inside) {
        out.push({ grain: 'm', first: month, last: month, sign: 1 });
        if (month < first) out.push({ grain: 'd', first: month, last: addDays(first, -1), sign: -1 });
        if (last < monthEnd) out.push({ grain: 'd', first: addDays(last, 1), last: monthEnd, sign: -1 });
      } else {
        out.push({ grain: 'd', first, last, sign: 1 });
      }
      first = addDays(last, 1);
    }
  }
  return out;
}
