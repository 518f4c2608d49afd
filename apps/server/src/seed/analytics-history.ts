import { addDays, analyticsDay, couponQuote, dayOfWeek, daysBetween } from '@quire/domain';
import type { FactBook, FactInput } from '../modules/analytics';
import type { SeedCoupon, SeedRedemption } from '../modules/coupons';
import {
  boundsOf,
  COUNTRIES,
  gaussian,
  HOUR,
  momentOf,
  NEWSLETTER,
  pick,
  poisson,
  prng,
  REFERRERS,
  type Rng,
} from './analytics-draws';
import { liftOn, type PricedBook, priceAt } from './analytics-prices';

/**
 * The demo's analytics history (demo mode, with the demo catalogue): made-up but plausible facts
 * for the demo author's on-sale eBooks, from the day after each went on sale up to yesterday (New
 * York days). Every day of every book draws from a generator seeded by the book and the day, so
 * the same start makes the same history, and a day's facts do not depend on where the window
 * begins: a later seed only adds the days since. Coupon copies are not facts here but retailers'
 * orders, which the coupons module records as redemptions by its own rules (the analytics fold
 * then copies them into the facts, as it does every retailer's). Nothing here touches the database.
 */

/** The source of every demo fact, so they can be told apart from a retailer's and Quire's own. */
export const DEMO_SOURCE = 'demo';
/** How many days of history a fresh demo shows, up to yesterday. */
export const HISTORY_DAYS = 730;

/** How a book sells: copies a day at its steady state, and how its launch, seasons and age change that. */
export interface SalesProfile {
  /** A short code for its facts' ids. */
  code: string;
  perDay: number;
  /** Extra sales at launch, as a multiple of perDay, fading over `launchDays`. */
  launch: number;
  launchDays: number;
  /** Sales fall to half their level after this many days on sale (and keep falling, more slowly). */
  halfLife: number;
  /** June to August (a beach read). */
  summer: number;
  december: number;
}

export interface HistoryBook extends FactBook, PricedBook {
  ean: string;
  /** The New York day it went on sale: its facts start the day after. */
  onSaleDay: string;
  profile: SalesProfile;
}

/** A coupon as the history reads it: its days, kind, limit and label, and the books it names. */
export type HistoryCoupon = SeedCoupon;

export interface DemoFact {
  book: FactBook;
  input: FactInput;
}

/**
 * The share of copies whose reader goes on to buy one of another account's books (the small press's),
 * two to fifteen days later, the first of them more often: enough that the dashboard's default 90 days show
 * "other authors" books with at least OTHER_AUTHORS_MIN_READERS readers. Simulated for every other
 * day of two years (the two books and the press's two, without coupons or price cuts, so fewer
 * copies than the demo has): the most-bought book had 3 to 19 of the 90 days' readers, where 3% (the
 * share before) left it under 3 on about half the days, and the view empty.
 */
const ALSO_BUYS = 0.15;
/** Readers shop at the weekend (eBooks most of all). */
const WEEKDAY = [1.3, 0.9, 0.85, 0.9, 0.95, 1.1, 1.35];

function seasonOf(day: string, p: SalesProfile): number {
  const month = Number(day.slice(5, 7));
  if (month === 12) return Number(day.slice(8, 10)) >= 24 ? p.december * 1.3 : p.december;
  if (month === 1) return 1.15;
  if (month >= 6 && month <= 8) return p.summer;
  return month === 9 || month === 10 ? 0.9 : 1;
}

/** Copies a day expected on `day`, before noise and coupons. */
function expectedSales(book: HistoryBook, day: string): number {
  const p = book.profile;
  const age = daysBetween(book.onSaleDay, day);
  const launch = 1 + p.launch * Math.exp(-age / p.launchDays);
  const decline = 1 / (1 + age / p.halfLife);
  return p.perDay * launch * decline * WEEKDAY[dayOfWeek(day)]! * seasonOf(day, p);
}

/** One copy bought, before its reader is known: a sale, or a coupon's copy. */
interface Copy {
  id: string;
  at: Date;
  country: string;
  unitPrice: string;
  /** The coupon a copy was redeemed with (its price is the coupons module's to decide). */
  coupon: { code: string } | null;
  /** Whether this buyer already read another of the author's books (decided by the day's draw). */
  returning: boolean;
  fresh: string;
  rng: Rng;
}

/** What the history holds: the facts, and the coupon orders for the coupons module to record. */
export interface DemoHistory {
  facts: DemoFact[];
  redemptions: SeedRedemption[];
}

export interface HistoryInput {
  /** The demo author's on-sale books, oldest on sale first (later books' buyers include earlier books' readers). */
  books: HistoryBook[];
  /** Another account's on-sale books that a few of the author's readers also buy. */
  otherBooks: HistoryBook[];
  coupons: HistoryCoupon[];
  now: Date;
}

/**
 * The history: sales (a few returned), product-page visits, samples opened and readers' progress,
 * each with a deterministic external id, a handful of sales of an old month that arrive only now
 * (adjustment lines on this month's statement), and the coupons' orders, each with a deterministic
 * order reference (a buy-one-get-one order's first copy is a sale at the list price among the facts).
 */
export function demoAnalyticsHistory({ books, otherBooks, coupons, now }: HistoryInput): DemoHistory {
  const today = analyticsDay(now);
  const yesterday = addDays(today, -1);
  const firstDay = addDays(today, -HISTORY_DAYS);
  const todayStart = boundsOf(today)[0];
  const facts: DemoFact[] = [];
  const redemptions: SeedRedemption[] = [];
  const received = (at: Date, rng: Rng) =>
    new Date(Math.min(now.getTime(), at.getTime() + 18 * HOUR + Math.floor(rng() * 22 * HOUR)));
  const bought = new Set<string>();
  const plans = new Map<string, Copy[]>();

  // A reader's number comes from the day and the book's place, so a later seed's days never reuse one.
  const readerOf = (day: string, bookIndex: number, i: number) =>
    `demo-reader-${daysBetween('2000-01-01', day) * 1000 + bookIndex * 100 + i}`;

  function couponOn(book: HistoryBook, day: string) {
    return coupons.find((c) => c.eans.includes(book.ean) && c.startDay <= day && day <= c.endDay) ?? null;
  }
  const redeemed = new Map<string, number>();

  /** The copies a book sold on a day (memoized: a later book's buyers look back at them). */
  function copiesOn(book: HistoryBook, bookIndex: number, day: string): Copy[] {
    const key = `${book.ean}|${day}`;
    const known = plans.get(key);
    if (known) return known;
    const rng = prng(key);
    const mean = expectedSales(book, day) * liftOn(book, day) * Math.exp(0.35 * gaussian(rng) - 0.06);
    const coupon = couponOn(book, day);
    const quote =
      coupon && book.listPrice ? couponQuote(book.listPrice, coupon.promoKind, coupon.percentOff) : null;
    const copies: Copy[] = [];
    // A copy bought without a coupon costs the list price in force at its moment (a scheduled price's, a promotion's).
    const add = (i: number, couponPrice: string | null, withCoupon: Copy['coupon']) => {
      const r = prng(`${key}|${i}`);
      const at = momentOf(r, day);
      copies.push({
        id: `${book.profile.code}:${day}:${i}`,
        at,
        country: pick(r, COUNTRIES),
        unitPrice: couponPrice ?? (priceAt(book, at) as string),
        coupon: withCoupon,
        returning: r() < 0.18,
        fresh: readerOf(day, bookIndex, i),
        rng: r,
      });
    };
    // A coupon's buyers are partly readers who would have paid the list price: the lift is the rest.
    const atList = poisson(rng, coupon ? mean * 0.85 : mean);
    for (let i = 0; i < atList; i++) add(i, null, null);
    if (coupon && quote) {
      const used = redeemed.get(coupon.code) ?? 0;
      const room = coupon.redemptionLimit === null ? Infinity : coupon.redemptionLimit - used;
      const n = Math.min(room, poisson(rng, mean * 1.1));
      redeemed.set(coupon.code, used + n);
      const withCoupon = { code: coupon.code };
      for (let i = 0; i < n; i++) {
        // Buy one, get one: the first copy is a sale at the list price, the second the coupon's.
        if (coupon.promoKind !== 'X_PERCENT_OFF_COUPON') add(atList + 2 * i + 1, null, null);
        add(atList + 2 * i, quote.couponPrice, withCoupon);
      }
    }
    copies.sort((a, b) => a.at.getTime() - b.at.getTime());
    plans.set(key, copies);
    return copies;
  }

  /** Who bought a copy: an earlier book's reader now and then, otherwise the copy's own new reader. */
  function readerFor(copy: Copy, book: HistoryBook, bookIndex: number, day: string): string {
    if (copy.returning && bookIndex > 0) {
      const back = addDays(day, -1 - Math.floor(copy.rng() * 120));
      const earlier = books[Math.floor(copy.rng() * bookIndex)]!;
      if (back > earlier.onSaleDay && back >= firstDay) {
        const theirs = copiesOn(earlier, books.indexOf(earlier), back).find(
          (c) => !c.returning && !bought.has(`${book.ean}|${c.fresh}`),
        );
        if (theirs) return theirs.fresh;
      }
    }
    return copy.fresh;
  }

  const keep = keeper(facts);

  /**
   * A sale with its reader, maybe a return, and how far the reader got; or a coupon copy, an order
   * for the coupons module to record (a redemption names no reader, so none is followed).
   */
  function sell(book: HistoryBook, copy: Copy, readerKey: string) {
    bought.add(`${book.ean}|${readerKey}`);
    if (copy.coupon) {
      redemptions.push({
        code: copy.coupon.code,
        ean: book.ean,
        orderRef: `demo:${copy.id}`,
        redeemedAt: copy.at,
      });
      return;
    }
    const r = copy.rng;
    keep(book, {
      kind: 'SALE',
      externalId: copy.id,
      occurredAt: copy.at,
      receivedAt: received(copy.at, r),
      country: copy.country,
      unitPrice: copy.unitPrice,
      readerKey,
    });
    const returned = r() < 0.02;
    if (returned) {
      const at = new Date(copy.at.getTime() + (2 + Math.floor(r() * 5)) * 24 * HOUR + r() * HOUR);
      if (at.getTime() < todayStart)
        keep(book, {
          kind: 'RETURN',
          externalId: `${copy.id}:return`,
          occurredAt: at,
          receivedAt: received(at, r),
          country: copy.country,
          unitPrice: copy.unitPrice,
          readerKey,
        });
    }
    read(book, copy, readerKey, returned);
  }

  /** Most readers open within a day or two; about 60% get half-way and 35% finish. */
  function read(book: FactBook, copy: Copy, readerKey: string, returned: boolean) {
    const r = copy.rng;
    if (r() < (returned ? 0.4 : 0.08)) return;
    const delay = pick(r, [
      [0.5 + r() * 23, 65],
      [24 + r() * 24, 20],
      [48 + r() * 120, 10],
      [168 + r() * 500, 5],
    ] as const);
    const steps: [number, number][] = [[delay, 1 + Math.floor(r() * 3)]];
    const reach = r();
    if (!returned && reach < 0.65) {
      let at = delay + 24 * (1 + r() * 6);
      if (r() < 0.5) steps.push([at, 15 + Math.floor(r() * 20)]);
      at += 24 * (1 + r() * 8);
      steps.push([at, 50 + Math.floor(r() * 15)]);
      if (reach < 0.38) steps.push([at + 24 * (2 + r() * 20), 100]);
    } else if (!returned && r() < 0.5) {
      steps.push([delay + 24 * (1 + r() * 10), 10 + Math.floor(r() * 30)]);
    }
    steps.forEach(([hours, progress], k) => {
      const at = new Date(copy.at.getTime() + hours * HOUR);
      if (at.getTime() >= todayStart) return;
      keep(book, {
        kind: 'READING_PROGRESS',
        externalId: `${copy.id}:read${k}`,
        occurredAt: at,
        receivedAt: received(at, r),
        country: copy.country,
        progress,
        readerKey,
      });
    });
  }

  /** Visitors (10–20 a copy) and samples opened (about 3 a copy), from a day's expected sales. */
  function traffic(book: HistoryBook, day: string, mean: number, newsletter: boolean) {
    const rng = prng(`${book.ean}|${day}|traffic`);
    const visits = poisson(rng, mean * (10 + rng() * 5) + 0.3);
    for (let i = 0; i < visits; i++) {
      const at = momentOf(rng, day);
      keep(book, {
        kind: 'PAGE_VISIT',
        externalId: `${book.profile.code}:${day}:visit${i}`,
        occurredAt: at,
        receivedAt: at,
        country: pick(rng, COUNTRIES),
        referrerDomain: pick(rng, newsletter ? NEWSLETTER : REFERRERS),
      });
    }
    const samples = poisson(rng, mean * 3);
    for (let i = 0; i < samples; i++) {
      const at = momentOf(rng, day);
      keep(book, {
        kind: 'SAMPLE_OPENED',
        externalId: `${book.profile.code}:${day}:sample${i}`,
        occurredAt: at,
        receivedAt: at,
        country: pick(rng, COUNTRIES),
      });
    }
  }

  books.forEach((book, bookIndex) => {
    const start = book.onSaleDay >= firstDay ? addDays(book.onSaleDay, 1) : firstDay;
    for (let day = start; day <= yesterday; day = addDays(day, 1)) {
      const copies = copiesOn(book, bookIndex, day);
      for (const copy of copies) {
        const reader = readerFor(copy, book, bookIndex, day);
        sell(book, copy, reader);
        alsoBuys(copy, reader, day);
      }
      const coupon = couponOn(book, day);
      const lift = (coupon ? 1.6 : 1) * liftOn(book, day);
      traffic(book, day, expectedSales(book, day) * lift, coupon?.campaignLabel === 'Newsletter');
    }
  });

  /** Now and then a reader goes on to buy another account's book: "other authors" has rows. */
  function alsoBuys(copy: Copy, reader: string, day: string) {
    const r = prng(`${copy.id}|other`);
    if (otherBooks.length === 0 || r() >= ALSO_BUYS) return;
    const other = otherBooks[Math.floor(r() ** 2 * otherBooks.length)]!;
    const when = addDays(day, 2 + Math.floor(r() * 14));
    if (when > yesterday || when <= other.onSaleDay || bought.has(`${other.ean}|${reader}`)) return;
    bought.add(`${other.ean}|${reader}`);
    const at = momentOf(r, when);
    const id = `${other.profile.code}:${when}:${copy.id}`;
    const theirs: Copy = { ...copy, id, at, unitPrice: priceAt(other, at) as string, coupon: null, rng: r };
    keep(other, {
      kind: 'SALE',
      externalId: id,
      occurredAt: at,
      receivedAt: received(at, r),
      country: copy.country,
      unitPrice: theirs.unitPrice,
      readerKey: reader,
    });
    read(other, theirs, reader, false);
  }

  lateArrivals(books[0], today, now, keep);
  return { facts, redemptions };
}

/**
 * Keeps a fact with the list price in force at its moment: a book whose price changed gets one
 * variant of itself per price (made once), so a book that never changed is shared by all its facts.
 */
function keeper(facts: DemoFact[]) {
  const variants = new Map<string, FactBook>();
  return (book: FactBook & PricedBook, input: Omit<FactInput, 'source'>) => {
    const price = book.priceChanges?.length ? priceAt(book, input.occurredAt) : book.listPrice;
    let priced: FactBook = book;
    if (price !== book.listPrice) {
      const key = `${book.projectId}|${price}`;
      priced = variants.get(key) ?? { ...book, listPrice: price };
      variants.set(key, priced);
    }
    facts.push({ book: priced, input: { source: DEMO_SOURCE, ...input } });
  };
}

/**
 * A retailer's late batch: five sales of the month before last, received now, after that month's
 * statement became final, so they show on this month's statement as adjustments.
 */
function lateArrivals(
  book: HistoryBook | undefined,
  today: string,
  now: Date,
  keep: (book: HistoryBook, input: Omit<FactInput, 'source'>) => void,
) {
  if (!book?.listPrice) return;
  const month = addDays(`${today.slice(0, 7)}-01`, -35).slice(0, 7);
  [4, 11, 17, 22, 27].forEach((date, i) => {
    const day = `${month}-${String(date).padStart(2, '0')}`;
    if (day <= book.onSaleDay) return;
    const rng = prng(`${book.ean}|late|${day}`);
    const at = momentOf(rng, day);
    keep(book, {
      kind: 'SALE',
      externalId: `${book.profile.code}:late:${day}`,
      occurredAt: at,
      receivedAt: new Date(now.getTime() - (i + 1) * 60_000),
      country: pick(rng, COUNTRIES),
      unitPrice: priceAt(book, at),
      readerKey: `demo-reader-${daysBetween('2000-01-01', day) * 1000 + 900 + i}`,
    });
  });
}
