import { addDays } from '../promotions/dates';

/** A rollup's period: a day, a Monday week or a calendar month (its `period` is the first day). */
export type RollupGrain = 'd' | 'w' | 'm';

/** One run of whole periods of a grain: every period starting from `first` to `last`. */
export interface CoverSegment {
  grain: RollupGrain;
  first: string;
  last: string;
}

const dayOfWeek = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The first day of the next period of `grain` starting at or after `day`. */
function startAtOrAfter(grain: 'w' | 'm', day: string): string {
  if (grain === 'w') return addDays(day, (8 - dayOfWeek(day)) % 7);
  if (day.endsWith('-01')) return day;
  const [y, m] = day.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** The first day of the period of `grain` that holds `day`. */
function startOf(grain: 'w' | 'm', day: string): string {
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
  const [grain, ...finer] = grains.filter((g) => g !== 'd') as ('w' | 'm')[];
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

/** The first day of each period of one run: every day, every seventh day or every month's first. */
export function segmentPeriods(segment: CoverSegment): string[] {
  const out: string[] = [];
  for (let p = segment.first; p <= segment.last; ) {
    out.push(p);
    if (segment.grain === 'd') p = addDays(p, 1);
    else if (segment.grain === 'w') p = addDays(p, 7);
    else p = startAtOrAfter('m', addDays(p, 1));
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
