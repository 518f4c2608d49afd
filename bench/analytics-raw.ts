// The analytics bench's baseline (bench/analytics.ts): each view's core figure worked out from the
// raw facts (analytics_events) with one SQL statement, as the views would have to without the
// rollups, and the same figure read from the view's answer, so the two can be checked equal.
import type { AnalyticsAnswer, AnalyticsRange, AnalyticsView } from '@quire/domain';
import type pg from 'pg';

const SOLD = `kind in ('SALE', 'COUPON_REDEMPTION')`;
const MONEY = `kind in ('SALE', 'COUPON_REDEMPTION', 'RETURN')`;
const SIGNED = `(case when kind = 'RETURN' then -1 when ${SOLD} then 1 else 0 end) * quantity`;
const money = (expr: string) => `coalesce(${expr}, 0)::numeric(16,2)::text`;
const PERIOD = {
  day: `day`,
  week: `date_trunc('week', day::timestamp)`,
  month: `date_trunc('month', day::timestamp)`,
};
/** One owner's facts that happened in the range: by the owner index (owner, occurred_at). */
const IN_RANGE = `owner_customer_id = $1 and occurred_at >= ($2::date::timestamp at time zone 'America/New_York')
  and occurred_at < (($3::date + 1)::timestamp at time zone 'America/New_York')`;
/** Per book and reader of the owner, all time: what the readers rollup keeps; `bought_day` decides the range. */
const READERS = `select project_id, reader_key, min(day) filter (where ${SOLD}) as bought_day,
    min(occurred_at) filter (where ${SOLD}) as bought_at,
    min(occurred_at) filter (where kind = 'READING_PROGRESS') as first_read_at,
    max(progress) filter (where kind = 'READING_PROGRESS') as max_progress
  from analytics_events where owner_customer_id = $1 and reader_key is not null group by 1, 2`;
const BOUGHT = `(${READERS}) r where r.bought_day between $2 and $3`;

/** Every figure as text, so a count, an amount and a null compare alike. */
type Figure = Record<string, string>;
const fig = (o: Record<string, unknown>): Figure =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v == null ? 'null' : String(Number(v))]));

interface Baseline {
  sql: (grain: AnalyticsRange['grain']) => string;
  /** The core figure of the baseline's rows. */
  raw: (rows: Record<string, unknown>[]) => Figure;
  /** The same figure of the view's answer. */
  view: (a: AnalyticsAnswer) => Figure;
}

const salesBy = (column: string, limit = ''): string =>
  `select ${column} as key, sum(${SIGNED}) as units, ${money(`sum(${SIGNED} * royalty)`)} as royalty
     from analytics_events where ${IN_RANGE} and ${MONEY} group by 1 order by 2 desc, 3 desc, 1 ${limit}`;
const sumOf = (rows: Record<string, unknown>[], k: string) => rows.reduce((a, r) => a + Number(r[k] ?? 0), 0);
const salesFigure = (rows: Record<string, unknown>[]) =>
  fig({ units: sumOf(rows, 'units'), royalty: sumOf(rows, 'royalty').toFixed(2), rows: rows.length });
const totalsFigure = (a: AnalyticsAnswer) =>
  fig({ units: a.totals?.units, royalty: a.totals?.royalty, rows: a.rows.length });
const stage = (a: AnalyticsAnswer, s: string) => a.rows.find((r) => r.stage === s)?.readers;

export const BASELINES: Record<AnalyticsView, Baseline> = {
  AllResults: {
    sql: () => `select sum(${SIGNED}) filter (where ${MONEY}) as units,
        ${money(`sum(${SIGNED} * royalty) filter (where ${MONEY})`)} as royalty,
        count(*) filter (where kind = 'PAGE_VISIT') as visits,
        (select count(distinct reader_key) from ${BOUGHT}) as readers
      from analytics_events where ${IN_RANGE}`,
    raw: ([r]) => fig({ units: r?.units, royalty: r?.royalty, visits: r?.visits, readers: r?.readers }),
    view: (a) => {
      const r = a.rows[0] ?? {};
      return fig({ units: r.netUnits, royalty: r.royalty, visits: r.visits, readers: r.readers });
    },
  },
  AllLineResults: {
    sql: (grain) => `select ${PERIOD[grain]} as period, format, sum(${SIGNED}) as units,
        ${money(`sum(${SIGNED} * royalty)`)} as royalty
      from analytics_events where ${IN_RANGE} and ${MONEY} group by 1, 2 order by 1, 2`,
    raw: (rows) => fig({ units: sumOf(rows, 'units'), royalty: sumOf(rows, 'royalty').toFixed(2) }),
    view: (a) => fig({ units: a.totals?.units, royalty: a.totals?.royalty }),
  },
  MapResults: { sql: () => salesBy('country'), raw: salesFigure, view: totalsFigure },
  doughnutResults: { sql: () => salesBy('format'), raw: salesFigure, view: totalsFigure },
  PurchasePreviewResult: {
    sql: () => `select project_id, count(*) filter (where kind = 'SAMPLE_OPENED') as samples,
        coalesce(sum(${SIGNED}) filter (where ${MONEY}), 0) as units
      from analytics_events where ${IN_RANGE} and (kind = 'SAMPLE_OPENED' or ${MONEY})
      group by 1 order by 2 desc, 3 desc, 1`,
    raw: (rows) => fig({ samples: sumOf(rows, 'samples'), units: sumOf(rows, 'units'), rows: rows.length }),
    view: (a) => fig({ samples: a.totals?.samples, units: a.totals?.units, rows: a.rows.length }),
  },
  ConsumptionResults: {
    sql: () => `select count(*) as buyers, count(*) filter (where first_read_at is not null) as opened,
        count(*) filter (where max_progress >= 90) as finished from ${BOUGHT}`,
    raw: ([r]) => fig({ buyers: r?.buyers, opened: r?.opened, finished: r?.finished }),
    view: (a) =>
      fig({ buyers: stage(a, 'BOUGHT'), opened: stage(a, 'OPENED'), finished: stage(a, 'FINISHED') }),
  },
  ConsumptionBarResults: {
    sql: (grain) => `select ${PERIOD[grain]} as period,
        count(*) filter (where kind = 'READING_PROGRESS') as reading, count(*) filter (where kind = 'SAMPLE_OPENED') as samples
      from analytics_events where ${IN_RANGE} group by 1 order by 1`,
    raw: (rows) => fig({ reading: sumOf(rows, 'reading'), samples: sumOf(rows, 'samples') }),
    view: (a) => fig({ reading: a.totals?.readingEvents, samples: a.totals?.samples }),
  },
  bestBook: {
    sql: () => salesBy('project_id', 'limit 10'),
    raw: (rows) => fig({ top: rows[0]?.units, rows: rows.length }),
    view: (a) => fig({ top: a.rows[0]?.units, rows: a.rows.length }),
  },
  averageTimeToOpen: {
    sql: () => `select count(*) as readers,
        round(avg(greatest(extract(epoch from (first_read_at - bought_at)), 0)) / 3600, 1) as hours
      from ${BOUGHT} and first_read_at is not null and bought_at is not null`,
    raw: ([r]) => fig({ readers: r?.readers, hours: r?.hours }),
    view: (a) => fig({ readers: a.totals?.readers, hours: a.totals?.averageHours }),
  },
  bookPageVisitorByDomain: {
    sql: () => `select coalesce(referrer_domain, '') as domain, count(*) as visits
      from analytics_events where ${IN_RANGE} and kind = 'PAGE_VISIT' group by 1 order by 2 desc, 1`,
    raw: (rows) => fig({ visits: sumOf(rows, 'visits'), top: rows[0]?.visits }),
    view: (a) => fig({ visits: a.totals?.visits, top: a.rows[0]?.visits }),
  },
  bookComplitionRateAverage: {
    sql: () => `select count(*) as buyers, count(*) filter (where first_read_at is not null) as opened,
        count(*) filter (where max_progress >= 90) as finished, count(distinct project_id) as books from ${BOUGHT}`,
    raw: ([r]) => fig({ buyers: r?.buyers, opened: r?.opened, finished: r?.finished, books: r?.books }),
    view: (a) =>
      fig({
        buyers: a.totals?.buyers,
        opened: a.totals?.opened,
        finished: a.totals?.finished,
        books: a.rows.length,
      }),
  },
  customerDataOtherAuthors: {
    sql: () => `with mine as (select distinct reader_key from ${BOUGHT})
      select e.project_id, count(distinct e.reader_key) as readers
        from analytics_events e join mine m on m.reader_key = e.reader_key
       where e.owner_customer_id <> $1 and e.${SOLD}
       group by 1 having count(distinct e.reader_key) >= 3 order by 2 desc, 1 limit 10`,
    raw: (rows) => fig({ top: rows[0]?.readers, rows: rows.length }),
    view: (a) => fig({ top: a.rows[0]?.readers, rows: a.rows.length }),
  },
  BarGraphDetails: {
    sql: () => `select coalesce(campaign, '') as campaign, count(*) as redemptions, sum(quantity) as units,
        ${money('sum(quantity * royalty)')} as royalty
      from analytics_events where ${IN_RANGE} and kind = 'COUPON_REDEMPTION' group by 1 order by 3 desc, 1`,
    raw: (rows) =>
      fig({ redemptions: sumOf(rows, 'redemptions'), royalty: sumOf(rows, 'royalty').toFixed(2) }),
    view: (a) => fig({ redemptions: a.totals?.redemptions, royalty: a.totals?.royalty }),
  },
};

/** Runs one view's baseline for an owner and range; answers its core figure. */
export async function rawFigure(
  client: pg.PoolClient,
  view: AnalyticsView,
  owner: string,
  range: AnalyticsRange,
): Promise<Figure> {
  const b = BASELINES[view];
  const res = await client.query(b.sql(range.grain), [owner, range.from, range.to]);
  return b.raw(res.rows);
}

export const sameFigure = (a: Figure, b: Figure) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One owner's totals over all time, from the facts, the books' daily rollup, the owner's months and
 * the statement lines: copies net of returns, sales and royalty.
 */
export async function ownerTotals(db: pg.Pool, owner: string) {
  const q = async (statement: string) =>
    (await db.query<{ units: string; amount: string; royalty: string }>(statement, [owner])).rows[0];
  return {
    facts:
      await q(`select coalesce(sum(${SIGNED}), 0)::text as units, ${money(`sum(${SIGNED} * unit_price)`)} as amount,
        ${money(`sum(${SIGNED} * royalty)`)} as royalty
      from analytics_events where owner_customer_id = $1 and ${MONEY}`),
    daily: await q(`select coalesce(sum(units), 0)::text as units, ${money('sum(amount)')} as amount,
        ${money('sum(royalty)')} as royalty
      from analytics_daily where owner_customer_id = $1 and ${MONEY}`),
    months: await q(`select coalesce(sum(units), 0)::text as units, ${money('sum(amount)')} as amount,
        ${money('sum(royalty)')} as royalty
      from (select kind, units, amount, royalty from analytics_owner_periods
          where owner_customer_id = $1 and grain = 'm'
        -- The month not sealed yet is its days (decision 057), the owner's rows of the books' days (063).
        union all select kind, units, amount, royalty from analytics_daily where owner_customer_id = $1
          and day >= (select date_trunc('month', through + 1)::date from analytics_periods_sealed)) m
      where ${MONEY}`),
    statements: await q(`select coalesce(sum(units), 0)::text as units, ${money('sum(amount)')} as amount,
        ${money('sum(royalty)')} as royalty
      from analytics_statement_lines where owner_customer_id = $1`),
  };
}
