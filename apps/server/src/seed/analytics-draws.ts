import { addDays, toNewYorkDate } from '@quire/domain';

/**
 * The draws behind the demo's analytics history (seed/analytics-history.ts): a seeded generator
 * (never Math.random, so every start makes the same history), the usual distributions, and where
 * the demo's readers and visitors come from.
 */

/** A small, fast generator (mulberry32) seeded by a string (FNV-1a, mixed): the same string, the same numbers. */
export function prng(seed: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  // Mixed once more (murmur3's finaliser): seeds that differ only in a day's last digits would
  // otherwise start generators whose first numbers go together, and a run of days sell alike.
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  let a = (h ^ (h >>> 16)) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A generator's next number in [0, 1). */
export type Rng = () => number;

/** How many things happen when `mean` are expected (Knuth's method; a normal curve for large means). */
export function poisson(rng: Rng, mean: number): number {
  if (mean <= 0) return 0;
  if (mean > 60) return Math.max(0, Math.round(mean + Math.sqrt(mean) * gaussian(rng)));
  const limit = Math.exp(-mean);
  let k = 0;
  let p = rng();
  while (p > limit) {
    k += 1;
    p *= rng();
  }
  return k;
}

/** A standard normal draw (Box–Muller). */
export function gaussian(rng: Rng): number {
  return Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
}

/** One of the values, as often as its weight says. */
export function pick<T>(rng: Rng, weighted: readonly (readonly [T, number])[]): T {
  const total = weighted.reduce((sum, [, w]) => sum + w, 0);
  let r = rng() * total;
  for (const [value, w] of weighted) {
    r -= w;
    if (r < 0) return value;
  }
  return weighted[weighted.length - 1]![0];
}

/** A fifth of the copies sell abroad. */
export const COUNTRIES = [
  ['US', 80],
  ['GB', 6],
  ['CA', 5],
  ['AU', 3],
  ['DE', 2],
  ['IN', 2],
  ['NZ', 1],
  ['IE', 1],
] as const;

/** Where product-page visitors come from (null: typed in, or a bookmark). */
export const REFERRERS = [
  [null, 30],
  ['google.com', 24],
  ['goodreads.com', 14],
  ['facebook.com', 10],
  ['x.com', 5],
  ['bing.com', 3],
  ['instagram.com', 4],
  ['adaauthor.substack.com', 7],
  ['buttondown.email', 3],
] as const;
/** The same while a newsletter coupon runs: more come from the author's newsletter. */
export const NEWSLETTER = [['adaauthor.substack.com', 3], ['buttondown.email', 1], ...REFERRERS] as const;

/** Readers shop in the evening. */
const HOURS = Array.from({ length: 24 }, (_, h) => [h, h < 6 ? 1 : h < 12 ? 4 : h < 18 ? 5 : 8] as const);

export const HOUR = 3_600_000;

/** Day bounds already worked out (a few hundred days; zoned dates are the slow part of a draw). */
const bounds = new Map<string, [number, number]>();

/** When a New York day starts and ends (a summer-time change makes one 23 or 25 hours long). */
export function boundsOf(day: string): [number, number] {
  let b = bounds.get(day);
  if (!b) {
    b = [(toNewYorkDate(day) as Date).getTime(), (toNewYorkDate(addDays(day, 1)) as Date).getTime()];
    bounds.set(day, b);
  }
  return b;
}

/** A moment of `day` (New York), at an hour drawn as readers keep them. */
export function momentOf(rng: Rng, day: string): Date {
  const [start, end] = boundsOf(day);
  const hour = pick(rng, HOURS);
  return new Date(Math.min(end - 1000, start + hour * HOUR + Math.floor(rng() * HOUR)));
}
