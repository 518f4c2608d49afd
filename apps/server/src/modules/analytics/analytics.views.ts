import {
  type AnalyticsAnswer,
  type AnalyticsFormat,
  type AnalyticsRange,
  type AnalyticsView,
  addDays,
  finalThrough,
  formatShortDisplayDate,
  periodsOf,
  rangeStatus,
  sumMoney,
  VIEW_PAGE,
  VIEW_TITLES,
} from '@quire/domain';
import type { BookTitles } from './analytics.facts';
import {
  type BookRows,
  col,
  DELETED_BOOK,
  FORMAT_NAMES,
  percent,
  type Row,
  readingViews,
  sum,
  type Table,
} from './analytics.views.reading';
import type { AnalyticsViewsRepository, SalesRow, SeriesRow, ViewScope } from './analytics.views.repository';

/** Whose figures and which, without the days (the range gives them). */
export interface ViewFilter {
  ownerCustomerId: string | null;
  projectId?: string | undefined;
  format?: AnalyticsFormat | undefined;
  country?: string | undefined;
}

export interface AnalyticsViewsDeps {
  repo: AnalyticsViewsRepository;
  fold: { lastFolded(): Promise<{ foldedAt: Date } | null> };
  /** Title and format of books by id (a deleted book is absent). */
  titles: BookTitles;
  now: () => Date;
}

/** How many books "best books" shows, and the referring sites shown before "Other sites". */
export const BEST_BOOKS = 10;
export const TOP_DOMAINS = 20;

export const DIRECT_VISITS = 'Direct or unknown';
export const OTHER_SITES = 'Other sites';
export const NO_CAMPAIGN = 'No campaign';
export const UNKNOWN_COUNTRY = 'Unknown';
export const NO_COUNTRY_FOR_READERS =
  'Reading figures are not kept by country, so the country filter does not apply to this view.';

const GRAIN_LABELS = { day: 'Day', week: 'Week of', month: 'Month' } as const;

/**
 * The analytics views (decision 044): each answers one table built from the rollups, with whether
 * its figures are final, when they last took in new facts and since when the scope has any.
 */
export function createAnalyticsViews({ repo, fold, titles, now }: AnalyticsViewsDeps) {
  /** Book rows: each with its project id and title (and format), in the order given. */
  const books: BookRows = async (rows) => {
    const known = await titles(rows.map((r) => r.projectId));
    return rows.map((r) => {
      const book = known.get(r.projectId);
      return {
        ...r,
        title: book?.title ?? DELETED_BOOK,
        format: book ? (FORMAT_NAMES[book.format] ?? book.format) : null,
      };
    });
  };

  const sales = (r: SalesRow) => ({ units: r.units, amount: r.amount, royalty: r.royalty });
  const salesTotals = (rows: SalesRow[]): Row => ({
    units: sum(rows.map((r) => r.units)),
    amount: sumMoney(rows.map((r) => r.amount)),
    royalty: sumMoney(rows.map((r) => r.royalty)),
  });
  const SALES_COLUMNS = [
    col('units', 'Copies (net of returns)', 'count'),
    col('amount', 'Sales', 'money'),
    col('royalty', 'Royalty', 'money'),
  ];

  /** Every period of the range, empty ones as zero, each final when its last day in range is. */
  async function periodRows<T extends Row>(
    range: AnalyticsRange,
    s: ViewScope,
    last: string,
    fill: (rows: SeriesRow[]) => T,
  ): Promise<Row[]> {
    const series = await repo.series(s, range.grain);
    const periods = periodsOf(range);
    return periods.map((period, i) => {
      const next = periods[i + 1];
      const end = next ? addDays(next, -1) : range.to;
      return { period, final: end <= last, ...fill(series.filter((r) => r.period === period)) };
    });
  }

  const builders: Record<
    AnalyticsView,
    (range: AnalyticsRange, s: ViewScope, last: string) => Promise<Table>
  > = {
    async AllResults(_range, s) {
      const t = await repo.totals(s);
      return {
        columns: [
          col('sold', 'Copies sold', 'count'),
          col('returned', 'Copies returned', 'count'),
          col('netUnits', 'Copies (net of returns)', 'count'),
          col('amount', 'Sales (net of returns)', 'money'),
          col('royalty', 'Royalty', 'money'),
          col('couponRedemptions', 'Coupon redemptions', 'count'),
          col('samples', 'Samples opened', 'count'),
          col('visits', 'Product-page visits', 'count'),
          col('readingEvents', 'Reading events', 'count'),
          col('readers', 'Readers who bought', 'count'),
        ],
        rows: [{ ...t }],
        totals: null,
        ...(s.country
          ? { notice: 'Readers who bought are not kept by country; that figure is for every country.' }
          : {}),
      };
    },

    async AllLineResults(range, s, last) {
      const rows = await periodRows(range, s, last, (rs) => {
        const of = (f: string) => rs.filter((r) => r.format === f);
        return {
          ebookUnits: sum(of('EBOOK').map((r) => r.units)),
          printUnits: sum(of('PRINT').map((r) => r.units)),
          units: sum(rs.map((r) => r.units)),
          ebookRoyalty: sumMoney(of('EBOOK').map((r) => r.royalty)),
          printRoyalty: sumMoney(of('PRINT').map((r) => r.royalty)),
          royalty: sumMoney(rs.map((r) => r.royalty)),
        };
      });
      const counts = ['ebookUnits', 'printUnits', 'units'];
      const moneys = ['ebookRoyalty', 'printRoyalty', 'royalty'];
      return {
        columns: [
          col('period', GRAIN_LABELS[range.grain], 'day'),
          col('ebookUnits', 'eBook copies', 'count'),
          col('printUnits', 'Print copies', 'count'),
          col('units', 'All copies', 'count'),
          col('ebookRoyalty', 'eBook royalty', 'money'),
          col('printRoyalty', 'Print royalty', 'money'),
          col('royalty', 'All royalty', 'money'),
        ],
        rows,
        totals: Object.fromEntries([
          ...counts.map((k) => [k, sum(rows.map((r) => r[k] as number))]),
          ...moneys.map((k) => [k, sumMoney(rows.map((r) => r[k] as string))]),
        ]),
      };
    },

    async MapResults(_range, s) {
      const found = await repo.byCountry(s);
      return {
        columns: [col('country', 'Country', 'text'), ...SALES_COLUMNS],
        rows: found.map((r) => ({ code: r.key || null, country: r.key || UNKNOWN_COUNTRY, ...sales(r) })),
        totals: salesTotals(found),
      };
    },

    async doughnutResults(_range, s) {
      const found = await repo.byFormat(s);
      const all = sum(found.map((r) => r.units));
      return {
        columns: [
          col('name', 'Format', 'text'),
          ...SALES_COLUMNS,
          col('share', 'Share of copies', 'percent'),
        ],
        rows: found.map((r) => ({
          format: r.key,
          name: FORMAT_NAMES[r.key] ?? r.key,
          ...sales(r),
          share: percent(r.units, all),
        })),
        totals: { ...salesTotals(found), share: found.length ? 100 : null },
      };
    },

    async bestBook(_range, s) {
      const found = await books(
        (await repo.bestBooks(s, BEST_BOOKS)).map((r) => ({ projectId: r.key, ...sales(r) })),
      );
      return {
        columns: [
          col('rank', 'Rank', 'count'),
          col('title', 'Book', 'text'),
          col('format', 'Format', 'text'),
          ...SALES_COLUMNS,
        ],
        rows: found.map((r, i) => ({ rank: i + 1, ...r })),
        totals: null,
      };
    },

    async PurchasePreviewResult(_range, s) {
      const found = await books(await repo.samplesAndSales(s));
      return {
        columns: [
          col('title', 'Book', 'text'),
          col('samples', 'Samples opened', 'count'),
          col('units', 'Copies (net of returns)', 'count'),
          col('conversion', 'Copies per 100 samples', 'percent'),
        ],
        rows: found.map((r) => ({ ...r, conversion: percent(r.units, r.samples) })),
        totals: (() => {
          const samples = sum(found.map((r) => r.samples));
          const units = sum(found.map((r) => r.units));
          return { samples, units, conversion: percent(units, samples) };
        })(),
      };
    },

    ...readingViews(repo, books),

    async ConsumptionBarResults(range, s, last) {
      const rows = await periodRows(range, s, last, (rs) => ({
        readingEvents: sum(rs.map((r) => r.readingEvents)),
        samples: sum(rs.map((r) => r.samples)),
      }));
      return {
        columns: [
          col('period', GRAIN_LABELS[range.grain], 'day'),
          col('readingEvents', 'Reading events', 'count'),
          col('samples', 'Samples opened', 'count'),
        ],
        rows,
        totals: {
          readingEvents: sum(rows.map((r) => r.readingEvents as number)),
          samples: sum(rows.map((r) => r.samples as number)),
        },
      };
    },

    async bookPageVisitorByDomain(_range, s) {
      const found = await repo.visitsByDomain(s, TOP_DOMAINS);
      const total = found[0]?.total ?? 0;
      const rest = total - sum(found.map((r) => r.visits));
      const rows: Row[] = found.map((r) => ({
        domain: r.domain || DIRECT_VISITS,
        visits: r.visits,
        share: percent(r.visits, total),
      }));
      if (rest > 0) rows.push({ domain: OTHER_SITES, visits: rest, share: percent(rest, total) });
      return {
        columns: [
          col('domain', 'Referring site', 'text'),
          col('visits', 'Visits', 'count'),
          col('share', 'Share of visits', 'percent'),
        ],
        rows,
        totals: { visits: total, share: total ? 100 : null },
      };
    },

    async BarGraphDetails(_range, s) {
      const found = await repo.campaigns(s);
      return {
        columns: [
          col('campaign', 'Campaign', 'text'),
          col('redemptions', 'Redemptions', 'count'),
          col('units', 'Copies', 'count'),
          col('amount', 'Sales', 'money'),
          col('royalty', 'Royalty', 'money'),
        ],
        rows: found.map((r) => ({ ...r, campaign: r.campaign || NO_CAMPAIGN })),
        totals: {
          redemptions: sum(found.map((r) => r.redemptions)),
          units: sum(found.map((r) => r.units)),
          amount: sumMoney(found.map((r) => r.amount)),
          royalty: sumMoney(found.map((r) => r.royalty)),
        },
      };
    },
  };

  /** The views that read the readers, who have no country. */
  const READER_VIEWS: readonly AnalyticsView[] = [
    'ConsumptionResults',
    'averageTimeToOpen',
    'bookComplitionRateAverage',
    'customerDataOtherAuthors',
  ];

  return {
    /**
     * One view's answer for a range and scope (after the caller's access checks); `notice` is what
     * the caller did with the range asked for, if anything.
     */
    async answer(
      view: AnalyticsView,
      range: AnalyticsRange,
      filter: ViewFilter,
      notice: string | null,
    ): Promise<AnalyticsAnswer> {
      const at = now();
      const s: ViewScope = {
        ownerCustomerId: filter.ownerCustomerId,
        projectId: filter.projectId,
        format: filter.format,
        country: filter.country,
        from: range.from,
        to: range.to,
      };
      const [table, folded, dataFrom] = await Promise.all([
        builders[view](range, s, finalThrough(at)),
        fold.lastFolded(),
        repo.dataFrom(s),
      ]);
      const own =
        table.notice ?? (filter.country && READER_VIEWS.includes(view) ? NO_COUNTRY_FOR_READERS : null);
      const extent =
        dataFrom === null
          ? 'Nothing has been recorded for these books yet.'
          : dataFrom > range.from
            ? `The figures begin on ${formatShortDisplayDate(dataFrom)}: nothing was recorded before.`
            : null;
      return {
        view,
        page: VIEW_PAGE[view],
        title: VIEW_TITLES[view],
        range: { from: range.from, to: range.to, grain: range.grain },
        scope: {
          customerId: filter.ownerCustomerId,
          projectId: filter.projectId ?? null,
          format: filter.format ?? null,
          country: filter.country ?? null,
        },
        status: rangeStatus(range, at),
        finalThrough: finalThrough(at),
        lastUpdated: folded ? folded.foldedAt.toISOString() : null,
        dataFrom,
        notice: [notice, extent, own].filter(Boolean).join(' ') || null,
        columns: table.columns,
        rows: table.rows,
        totals: table.totals,
      };
    },
  };
}

export type AnalyticsViews = ReturnType<typeof createAnalyticsViews>;
