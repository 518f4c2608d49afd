import { type AnalyticsEventKind, coverPeriods, type RollupGrain, segmentPeriods } from '@quire/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { ViewScope } from './analytics.views.repository';

/**
 * The rollups a view reads for its scope and range (decisions 045, 057, 063, 067, 068): which
 * tables, which of their periods and rows, as a `from` and a `where` the views repository
 * (analytics.views.repository.ts) sums. Part of that repository, in a file of its own.
 */

/** The kinds a view sums, which a book's days are looked up by (`bookDays`). */
export type Kinds = readonly AnalyticsEventKind[];
/** `kind = any(…)` of `kinds`, as one array parameter: a key's look-up per kind. */
export const anyKind = (kinds: Kinds, alias = ''): SQL =>
  sql`${sql.raw(alias ? `${alias}.` : '')}kind = any(${`{${kinds.join(',')}}`}::text[])`;

/**
 * A scope with the last day whose weeks and months have rows of their own (decision 057): after it,
 * the owners' and books' periods are read as days.
 */
export type Sealed = ViewScope & { sealedThrough: string };

/** A rollup to read: its table, the rows of the scope, and the column that holds their (first) day. */
export interface Rollup {
  from: SQL;
  where: SQL;
  day: SQL;
}

/** The format and country filters, on any rollup (each keeps both). */
export function filters(s: ViewScope, alias = ''): SQL[] {
  const a = sql.raw(alias ? `${alias}.` : '');
  const parts: SQL[] = [];
  if (s.format) parts.push(sql`${a}format = ${s.format}`);
  if (s.country) parts.push(sql`${a}country = ${s.country}`);
  return parts;
}

/** A list of days (or periods' first days) as one array parameter, for a key's `= any(…)` look-up. */
export const dates = (days: readonly string[]): SQL => sql`${`{${days.join(',')}}`}::date[]`;

/** The columns of an owner's rows, and of an owner's books' rows (with the country or not). */
const OWNER_COLUMNS = sql.raw(
  'kind, format, country, referrer_domain, campaign, events, units, amount, royalty',
);
/** An owner's days by kind and format alone (analytics_owner_days), in the owner's columns. */
const OWNER_DAY_COLUMNS = sql.raw(
  "kind, format, '' as country, '' as referrer_domain, '' as campaign, events, units, amount, royalty",
);
const BOOK_COLUMNS = sql.raw('project_id, kind, format, country, events, units, amount, royalty');
const BOOK_MONTH_COLUMNS = sql.raw('project_id, kind, format, events, units, amount, royalty');

/**
 * The rows of the scope's periods, as the fewest whole periods `grains` allows (`coverPeriods`), for
 * `owner` (null: every owner's): one branch of a `union all` per grain, each a list of periods
 * looked up in a key that leads with the period, then the owner (decision 057): one descent per
 * period. Days are the books' days (decision 063), but the platform's (owner '') its own; the
 * books' months without a country filter are those kept without the country, a tenth of the rows,
 * their weeks the books' weeks (decision 067) and their years the books' years (decision 074).
 */
function periodRows(
  s: Sealed,
  grains: readonly RollupGrain[],
  owner: string | null,
  of: 'owner' | 'books',
  kinds: Kinds,
): SQL {
  const byCountry = of === 'owner' || Boolean(s.country);
  const columns = of === 'owner' ? OWNER_COLUMNS : byCountry ? BOOK_COLUMNS : BOOK_MONTH_COLUMNS;
  // The kinds in every branch, as one array: with the day (or period) and the owner they are the
  // index condition, so the scan skips the kinds the view does not sum. A view's own filter on
  // the kinds, an `or` of two (samples, or a sale), stayed a filter over every row read (decision 065).
  const mine = sql`${owner === null ? sql`` : sql` and owner_customer_id = ${owner}`} and ${anyKind(kinds)}`;
  const ranges = coverPeriods(s.from, s.to, grains, s.sealedThrough).map(({ grain, periods }) => {
    if (grain === 'd' && owner !== '')
      return sql`select day as period, ${columns} from analytics_daily where day = any(${dates(periods)})${mine}`;
    if (!byCountry) {
      const table = sql.raw(
        grain === 'y'
          ? 'analytics_book_years'
          : grain === 'w'
            ? 'analytics_book_weeks'
            : 'analytics_book_months',
      );
      return sql`select period, ${columns} from ${table} where period = any(${dates(periods)})${mine}`;
    }
    const table = sql.raw(of === 'owner' ? 'analytics_owner_periods' : 'analytics_book_periods');
    return sql`select period, ${columns} from ${table}
      where grain = ${grain} and period = any(${dates(periods)})${mine}`;
  });
  const union = ranges.length
    ? sql.join(ranges, sql` union all `)
    : sql`select day as period, ${columns} from analytics_daily where false`;
  return sql`(${union}) as periods`;
}

/**
 * One book's days, of the `kinds` its view sums. Their key leads with the day, then the owner, the
 * kind and the book (decisions 057, 063): a range is one look-up per day and kind. Without the
 * kinds, the book would be a filter over all of its owner's rows of each day. The views always
 * know the book's owner (analytics.access.ts).
 */
function bookDays(s: ViewScope & { projectId: string }, kinds: Kinds): Rollup {
  const parts = [
    sql`day = any(${dates(segmentPeriods({ grain: 'd', first: s.from, last: s.to }))})`,
    anyKind(kinds),
    sql`project_id = ${s.projectId}`,
  ];
  parts.push(...filters(s));
  if (s.ownerCustomerId !== null) parts.push(sql`owner_customer_id = ${s.ownerCustomerId}`);
  return { from: sql`analytics_daily`, where: sql.join(parts, sql` and `), day: sql`day` };
}

/**
 * The scope's figures of `kinds` without the book, or one book's: the owner's (or platform's)
 * periods, read as the fewest whole periods `grains` allows (only the `kinds`, in the index condition).
 * `detail`: the view reads the country, referring domain or campaign; without it, and without a
 * country filter, an owner's range is read as days by kind and format alone, whatever `grains`.
 */
export function figures(
  s: Sealed,
  kinds: Kinds,
  { grains = ['m', 'w', 'd'], detail = false }: { grains?: readonly RollupGrain[]; detail?: boolean } = {},
): Rollup {
  if (s.projectId) return bookDays({ ...s, projectId: s.projectId }, kinds);
  const where = sql.join([sql`true`, ...filters(s)], sql` and `);
  // An owner's days by kind and format are a dozen rows a day, one range of their key: fewer, over
  // any range, than their weeks' and months' rows, split by country, domain and campaign (decision 063).
  if (s.ownerCustomerId !== null && !detail && !s.country) {
    const from = sql`(select day as period, ${OWNER_DAY_COLUMNS} from analytics_owner_days
      where owner_customer_id = ${s.ownerCustomerId} and day between ${s.from}::date and ${s.to}::date) as periods`;
    return { from, where, day: sql`period` };
  }
  return { from: periodRows(s, grains, s.ownerCustomerId ?? '', 'owner', kinds), where, day: sql`period` };
}

/**
 * The scope's books: figures of `kinds` per book, by whole years and weeks (without a country
 * filter: the books' years and weeks keep no country, decisions 067, 074), months and days.
 */
export function books(s: Sealed, kinds: Kinds): Rollup {
  if (s.projectId) return bookDays({ ...s, projectId: s.projectId }, kinds);
  const grains: RollupGrain[] = s.country ? ['m', 'd'] : ['y', 'm', 'w', 'd'];
  const from = periodRows(s, grains, s.ownerCustomerId, 'books', kinds);
  return { from, where: sql.join([sql`true`, ...filters(s)], sql` and `), day: sql`period` };
}

/**
 * The scope's product-page visits (`referrer_domain`, `format`, `events`) when it has neither a book
 * nor a country: the whole weeks and months from the visits kept without the country (decision
 * 068), a quarter of the owners' periods' rows or fewer, and the other days as the owner's books'
 * days (the platform's its own). Null otherwise: the views' other figures answer it.
 */
export function visitRows(s: Sealed): SQL | null {
  if (s.projectId || s.country) return null;
  const owner = s.ownerCustomerId ?? '';
  const parts = coverPeriods(s.from, s.to, ['m', 'w', 'd'], s.sealedThrough).map(({ grain, periods }) => {
    if (grain !== 'd')
      return sql`select referrer_domain, format, events from analytics_owner_visits
        where grain = ${grain} and period = any(${dates(periods)}) and owner_customer_id = ${owner}`;
    const [table, day] =
      owner === ''
        ? [sql`analytics_owner_periods`, sql`grain = 'd' and period`]
        : [sql`analytics_daily`, sql`day`];
    return sql`select referrer_domain, format, events from ${table}
      where ${day} = any(${dates(periods)}) and owner_customer_id = ${owner} and kind = 'PAGE_VISIT'`;
  });
  const union = parts.length
    ? sql.join(parts, sql` union all `)
    : sql`select referrer_domain, format, events from analytics_owner_visits where false`;
  return sql`(${union}) as visits`;
}
