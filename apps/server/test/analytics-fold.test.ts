import { readFileSync } from 'node:fs';
import {
  addDays,
  addMonths,
  analyticsDay,
  ean13CheckDigit,
  ebookSaleQuote,
  isFinalMonth,
  isMoneyKind,
  monthOf,
  printQuote,
  statementMonthOf,
  sumMoney,
  times,
  unitSign,
} from '@quire/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { rowsOf } from '../src/db/rows';
import {
  createAnalyticsFoldRepository,
  SEAL_AFTER_DAYS,
} from '../src/modules/analytics/analytics.fold.repository';
import { READING_SUMS } from '../src/modules/analytics/analytics.reading-months.repository';
import { createAnalyticsViewsRepository } from '../src/modules/analytics/analytics.views.repository';
import { createServices, type Services } from '../src/services';
import { HOUR, MINUTE, type TestApp, type TestClient } from './helpers';
import { PRINT_SPEC } from './project-helpers';
import { couponBook, issueKey, retail, retailApp, submitCoupon } from './retail-helpers';

// The fold (decision 044): the facts kept by the ingest, the coupon redemptions and the visits are
// taken into the rollups once each, and the rollups sum exactly what the facts say.

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

let t: TestApp;
let author: TestClient;
let admin: TestClient;
let owner: string;
let services: Services;
let key: { id: string; secret: string };
let ebook: { id: string; ean: string };
let print: { id: string; ean: string };
let coupon: { id: string; code: string };

beforeAll(async () => {
  // JOBS_MODE=off: the test decides when folds run.
  ({ t, author, admin, owner } = await retailApp({ jobs: { ...loadConfig({}).jobs, mode: 'off' } }));
  // The same services on the test's database and clock: the fold and its job as the app has them.
  services = createServices(t.database.db, t.config, t.database.kind);
  key = await issueKey(admin);
  ebook = await couponBook(t, author, { listPrice: '4.99' });
  print = await printBook('14.99');
  coupon = await submitCoupon(t, author, { eans: [ebook.ean], label: 'Spring newsletter' });
}, 60_000);
afterAll(() => t?.close());

/** An on-sale 6x9 paperback of the author's with a list price and an EAN of its own (979-11 here). */
async function printBook(listPrice: string): Promise<{ id: string; ean: string }> {
  const res = await author.post('/api/project', {
    type: 'POD',
    title: 'Paper Book',
    listPrice,
    ...PRINT_SPEC,
  });
  if (res.statusCode !== 200) throw new Error(`create print book answered ${res.statusCode}: ${res.body}`);
  const id = res.json().payload.id as string;
  const first12 = `97911${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const ean = `${first12}${ean13CheckDigit(first12)}`;
  await t.database.db.execute(sql`update projects set isbn = ${ean}, status = 'ONSALE' where id = ${id}`);
  return { id, ean };
}

const send = (events: unknown[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/retail/events',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key.secret}` },
    payload: JSON.stringify({ events }),
  });

let n = 0;
const at = (msAgo: number) => new Date(t.clock.now().getTime() - msAgo).toISOString();
const event = (kind: string, ean: string, over: Record<string, unknown> = {}) => ({
  eventId: `fold-${++n}`,
  kind,
  ean,
  occurredAt: at(2 * HOUR),
  ...over,
});

interface Fact {
  project_id: string;
  kind: string;
  day: string;
  format: string;
  quantity: number;
  unit_price: string | null;
  royalty: string | null;
  statement_month: string | null;
  /** Still in the fold queue. */
  queued: boolean;
  reader_key: string | null;
  /** Still in the readers' queue (decision 066). */
  reader_queued: boolean;
}

async function facts(): Promise<Fact[]> {
  return rowsOf<Fact>(
    await t.database.db.execute(
      sql`select project_id, kind, day::text as day, format, quantity, unit_price::text as unit_price,
            royalty::text as royalty, statement_month,
            exists (select 1 from analytics_fold_queue q where q.event_id = analytics_events.id) as queued,
            reader_key,
            exists (select 1 from analytics_reader_queue q where q.event_id = analytics_events.id) as reader_queued
          from analytics_events where project_id in (${ebook.id}, ${print.id})`,
    ),
  );
}

/** Sums by key: events, signed units, amount and royalty, exact. */
function sums<T>(rows: T[], keyOf: (r: T) => string, of: (r: T) => [number, number, string, string]) {
  const out = new Map<string, { events: number; units: number; amount: string; royalty: string }>();
  for (const r of rows) {
    const k = keyOf(r);
    const [events, units, amount, royalty] = of(r);
    const s = out.get(k) ?? { events: 0, units: 0, amount: '0.00', royalty: '0.00' };
    out.set(k, {
      events: s.events + events,
      units: s.units + units,
      amount: sumMoney([s.amount, amount]),
      royalty: sumMoney([s.royalty, royalty]),
    });
  }
  return Object.fromEntries([...out].sort(([a], [b]) => a.localeCompare(b)));
}

const signed = (f: Fact) => unitSign(f.kind) * f.quantity;
const factsDaily = (rows: Fact[]) =>
  sums(
    rows,
    (f) => `${f.project_id} ${f.day} ${f.kind} ${f.format}`,
    (f) => [1, signed(f), times(f.unit_price ?? '0', signed(f)), times(f.royalty ?? '0', signed(f))],
  );

async function daily() {
  const rows = rowsOf<{
    project_id: string;
    day: string;
    kind: string;
    format: string;
    events: number | string;
    units: number | string;
    amount: string;
    royalty: string;
  }>(
    await t.database.db.execute(
      sql`select project_id, day::text as day, kind, format, events, units, amount::text as amount,
            royalty::text as royalty from analytics_daily where project_id in (${ebook.id}, ${print.id})`,
    ),
  );
  return sums(
    rows,
    (r) => `${r.project_id} ${r.day} ${r.kind} ${r.format}`,
    (r) => [Number(r.events), Number(r.units), r.amount, r.royalty],
  );
}

const SIGN = sql.raw(
  `(case when kind = 'RETURN' then -1 when kind in ('SALE', 'COUPON_REDEMPTION') then 1 else 0 end)`,
);
const BOOK_KINDS = sql.raw(`kind in ('SALE', 'RETURN', 'COUPON_REDEMPTION', 'SAMPLE_OPENED')`);
const q = async (query: ReturnType<typeof sql>) =>
  rowsOf<Record<string, unknown>>(await t.database.db.execute(query));

const UNITS: Record<string, string> = { w: 'week', m: 'month', y: 'year' };
/** The first day not sealed of a week, month or year (decisions 057, 074). */
const openFrom = (grain: string) =>
  sql`(select date_trunc(${UNITS[grain]}, through + 1)::date from analytics_periods_sealed)`;

/**
 * An owner's (or the platform's, '') rows of a grain as the views read them: its weeks' or months'
 * rows and, as days, those not sealed yet. An owner's days are their rows of the books' days, the
 * platform's its own 'd' rows (decision 063).
 */
const ownerRows = (who: string, grain: string) => {
  const columns = sql.raw('kind, format, country, referrer_domain, campaign, events, units, amount, royalty');
  const days = who
    ? sql`select day as period, ${columns} from analytics_daily where owner_customer_id = ${who}`
    : sql`select period, ${columns} from analytics_owner_periods where grain = 'd' and owner_customer_id = ''`;
  if (grain === 'd') return sql`(${days}) r`;
  return sql`(select period, ${columns} from analytics_owner_periods where owner_customer_id = ${who}
    and grain = ${grain} union all select * from (${days}) d where period >= ${openFrom(grain)}) r`;
};

/** The two books' rows of a grain: their months (and the days of the month not sealed), or their days. */
const bookRows = (grain: string) => {
  const columns = sql.raw('project_id, kind, country, events, units, royalty');
  const books = sql`project_id in (${ebook.id}, ${print.id})`;
  const days = sql`select day as period, ${columns} from analytics_daily where ${books} and ${BOOK_KINDS}`;
  if (grain === 'd') return sql`(${days}) r`;
  return sql`(select period, ${columns} from analytics_book_periods where ${books} and grain = 'm'
    union all select * from (${days}) d where period >= ${openFrom('m')}) r`;
};

/**
 * The owner's and the platform's periods, by day, week and month, and the books' periods by day and
 * month, each add up to the facts: every grain holds every fact once (a week or month not sealed
 * yet, by its days). The owners' and books' days are the books' days alone (decision 063).
 */
async function expectPeriodsAgree(): Promise<void> {
  const kept = sql`owner_customer_id is not null and project_id is not null and day is not null`;
  for (const who of [owner, '']) {
    const mine = who ? sql`owner_customer_id = ${who}` : sql`true`;
    const expected = await q(sql`
      select kind, coalesce(format, '') as format, coalesce(country, '') as country,
        coalesce(referrer_domain, '') as referrer, coalesce(campaign, '') as campaign,
        count(*)::int as events, sum(${SIGN} * quantity)::int as units,
        sum(${SIGN} * quantity * coalesce(unit_price, 0))::numeric(16,2)::text as amount,
        sum(${SIGN} * quantity * coalesce(royalty, 0))::numeric(16,2)::text as royalty
      from analytics_events where ${kept} and ${mine} group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`);
    expect(expected.length).toBeGreaterThan(0);
    for (const grain of ['d', 'w', 'm']) {
      const got = await q(sql`
        select kind, format, country, referrer_domain as referrer, campaign, sum(events)::int as events,
          sum(units)::int as units, sum(amount)::numeric(16,2)::text as amount,
          sum(royalty)::numeric(16,2)::text as royalty
        from ${ownerRows(who, grain)}
        group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`);
      expect(got, `${who || 'platform'} by ${grain}`).toEqual(expected);
    }
    // Their visits without the country (decision 068): whole weeks or months, and the days after them.
    const visits = (grain: string) => sql`
      select format, referrer_domain as referrer, sum(events)::int as events from (
        select format, referrer_domain, events from analytics_owner_visits
          where owner_customer_id = ${who} and grain = ${grain}
        union all select format, referrer_domain, events from ${ownerRows(who, 'd')}
          where kind = 'PAGE_VISIT' and period >= ${openFrom(grain)}) v
      group by 1, 2 order by 1, 2`;
    const seen = await q(sql`
      select coalesce(format, '') as format, coalesce(referrer_domain, '') as referrer, count(*)::int as events
      from analytics_events where ${kept} and ${mine} and kind = 'PAGE_VISIT' group by 1, 2 order by 1, 2`);
    for (const grain of ['w', 'm'])
      expect(await q(visits(grain)), `${who || 'platform'}'s visits by ${grain}`).toEqual(seen);
  }
  const books = sql`project_id in (${ebook.id}, ${print.id})`;
  const expected = await q(sql`
    select project_id::text as project, kind, coalesce(country, '') as country, count(*)::int as events,
      sum(${SIGN} * quantity)::int as units, sum(${SIGN} * quantity * coalesce(royalty, 0))::numeric(16,2)::text as royalty
    from analytics_events where ${kept} and ${books} and ${BOOK_KINDS} group by 1, 2, 3 order by 1, 2, 3`);
  for (const grain of ['d', 'm']) {
    const got = await q(sql`
      select project_id::text as project, kind, country, sum(events)::int as events, sum(units)::int as units,
        sum(royalty)::numeric(16,2)::text as royalty
      from ${bookRows(grain)} group by 1, 2, 3 order by 1, 2, 3`);
    expect(got, `books by ${grain}`).toEqual(expected);
  }
  // The books' years, months and weeks without the country (decisions 063, 067, 074), each with
  // the days of the year, month or week not sealed yet, add up to the facts by book and kind.
  const facts = await q(sql`
    select project_id::text as project, kind, count(*)::int as events, sum(${SIGN} * quantity)::int as units,
      sum(${SIGN} * quantity * coalesce(royalty, 0))::numeric(16,2)::text as royalty
    from analytics_events where ${kept} and ${books} and ${BOOK_KINDS} group by 1, 2 order by 1, 2`);
  for (const [table, grain] of [
    ['analytics_book_years', 'y'],
    ['analytics_book_months', 'm'],
    ['analytics_book_weeks', 'w'],
  ] as const) {
    const got = await q(sql`
      select project_id::text as project, kind, sum(events)::int as events, sum(units)::int as units,
        sum(royalty)::numeric(16,2)::text as royalty
      from (select project_id, kind, events, units, royalty from ${sql.raw(table)} where ${books}
        union all select project_id, kind, events, units, royalty from analytics_daily
        where ${books} and ${BOOK_KINDS} and day >= ${openFrom(grain)}) r
      group by 1, 2 order by 1, 2`);
    expect(got, `books by ${grain} without the country`).toEqual(facts);
  }
  // The reading months: the readers summed by owner, purchase month and book (decision 063).
  const reading = (from: ReturnType<typeof sql>) => sql`
    select owner_customer_id, month::text as month, project_id::text as project, buyers::int as buyers,
      opened::int as opened, reached25::int as r25, reached50::int as r50, reached75::int as r75,
      finished::int as finished, progress_count::int as progress_count,
      progress_sum::numeric(16,2)::text as progress_sum, open_seconds::numeric(20,6)::text as open_seconds
    from (${from}) m where buyers <> 0 or opened <> 0 or progress_count <> 0 order by 1, 2, 3`;
  expect(await q(reading(sql`select * from analytics_reading_months`)), 'reading months').toEqual(
    await q(
      reading(sql`select owner_customer_id, date_trunc('month', bought_day)::date as month, project_id, ${READING_SUMS}
        from (select 1 as sign, * from analytics_readers where bought_day is not null) r group by 1, 2, 3`),
    ),
  );
  // An owner's days by kind and format alone (decision 063): the facts of each owner's days.
  const byKindAndFormat = (from: ReturnType<typeof sql>) => sql`
    select day::text as day, owner_customer_id as owner, kind, format, sum(events)::int as events,
      sum(units)::int as units, sum(amount)::numeric(16,2)::text as amount,
      sum(royalty)::numeric(16,2)::text as royalty
    from (${from}) r group by 1, 2, 3, 4 order by 1, 2, 3, 4`;
  expect(await q(byKindAndFormat(sql`select * from analytics_owner_days`)), 'owner days').toEqual(
    await q(
      byKindAndFormat(sql`select day, owner_customer_id, kind, coalesce(format, '') as format, 1 as events,
        ${SIGN} * quantity as units, ${SIGN} * quantity * coalesce(unit_price, 0) as amount,
        ${SIGN} * quantity * coalesce(royalty, 0) as royalty from analytics_events where ${kept}`),
    ),
  );
  // No second copy of the books' days: only the platform has days of its own.
  const copies = await q(sql`
    select (select count(*)::int from analytics_owner_periods where grain = 'd' and owner_customer_id <> '') as owners,
      (select count(*)::int from analytics_book_periods where grain <> 'm') as books`);
  expect(copies).toEqual([{ owners: 0, books: 0 }]);
}

async function lines() {
  return rowsOf<{
    statement_month: string;
    occurred_month: string;
    project_id: string;
    kind: string;
    units: number | string;
    amount: string;
    royalty: string;
  }>(
    await t.database.db.execute(
      sql`select statement_month, occurred_month, project_id, kind, units, amount::text as amount,
            royalty::text as royalty from analytics_statement_lines
          where project_id in (${ebook.id}, ${print.id})`,
    ),
  );
}

const factLines = (rows: Fact[]) =>
  sums(
    rows.filter((f) => f.statement_month),
    (f) => `${f.statement_month} ${monthOf(f.day)} ${f.project_id} ${f.kind}`,
    (f) => [0, signed(f), times(f.unit_price ?? '0', signed(f)), times(f.royalty ?? '0', signed(f))],
  );
const lineSums = (rows: Awaited<ReturnType<typeof lines>>) =>
  sums(
    rows,
    (r) => `${r.statement_month} ${r.occurred_month} ${r.project_id} ${r.kind}`,
    (r) => [0, Number(r.units), r.amount, r.royalty],
  );

async function readers() {
  return rowsOf<{
    reader_key: string;
    project_id: string;
    bought_at: Date | string | null;
    first_read_at: Date | string | null;
    max_progress: string | null;
  }>(
    await t.database.db.execute(
      sql`select reader_key, project_id, bought_at, first_read_at, max_progress::text as max_progress
          from analytics_readers where project_id in (${ebook.id}, ${print.id})`,
    ),
  );
}
const iso = (v: Date | string | null) => (v == null ? null : new Date(v).toISOString());

describe('the fold', () => {
  let bought: string;
  let firstRead: string;

  it('sums sales, returns, coupon redemptions, reading and visits exactly as the facts say', async () => {
    bought = at(5 * HOUR);
    firstRead = at(4 * HOUR);
    const res = await send([
      event('SALE', ebook.ean, { unitPrice: '4.99', quantity: 3, country: 'US', readerId: 'alice' }),
      event('SALE', ebook.ean, { unitPrice: '4.99', occurredAt: bought, readerId: 'bob' }),
      event('RETURN', ebook.ean, { unitPrice: '4.99' }),
      event('SALE', print.ean, { unitPrice: '14.99', quantity: 2, country: 'GB' }),
      event('SALE', print.ean, { unitPrice: '2.00' }),
      event('COUPON_REDEMPTION', ebook.ean, { unitPrice: '2.50', couponCode: 'fall2026x', campaign: 'Fall' }),
      event('READING_PROGRESS', ebook.ean, { occurredAt: firstRead, progress: 20, readerId: 'bob' }),
      event('READING_PROGRESS', ebook.ean, { occurredAt: at(3 * HOUR), progress: 65.5, readerId: 'bob' }),
      event('SAMPLE_OPENED', ebook.ean, { referrerDomain: 'reviews.example' }),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const redeemed = await retail(
      t,
      'redeem',
      { couponCode: coupon.code, ean: ebook.ean, orderRef: 'FOLD-1' },
      { key: key.secret },
    );
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    // Every fact waits in the fold queue; those that name a reader in the readers' queue as well.
    const waiting = await facts();
    expect(waiting.every((f) => f.queued)).toBe(true);
    expect(waiting.filter((f) => f.reader_queued).length).toBe(4);
    expect(waiting.every((f) => f.reader_queued === (f.reader_key !== null))).toBe(true);
    const visit = await t.app.inject({
      method: 'GET',
      url: `/books/${ebook.id}/coupon-book`,
      headers: { 'user-agent': BROWSER },
    });
    expect(visit.statusCode).toBe(200);

    const result = await services.analytics.fold();
    const all = await facts();
    // Nine retailer events, one redemption copied from the coupons, one visit.
    expect(all.length).toBe(11);
    expect(result.folded).toBeGreaterThanOrEqual(11);
    expect(all.every((f) => !f.queued && !f.reader_queued)).toBe(true);
    expect(await daily()).toEqual(factsDaily(all));
    await expectPeriodsAgree();
    expect(lineSums(await lines())).toEqual(factLines(all));

    // The royalties are the pricing quotes': an eBook's by its band, a print book's its share of the
    // price less its printing cost (the project's print quote), nothing under the floor price.
    const byPrice = (price: string) =>
      all.find((f) => f.project_id === print.id && f.unit_price === price)?.royalty;
    expect(byPrice('14.99')).toBe(printQuote({ ...PRINT_SPEC, price: '14.99' }).net_royalty);
    expect(Number(printQuote({ ...PRINT_SPEC, price: '2.00' }).net_royalty)).toBeLessThan(0);
    expect(byPrice('2.00')).toBe('0.00');
    const ebookSale = all.find((f) => f.project_id === ebook.id && f.kind === 'SALE');
    expect(ebookSale?.royalty).toBe(ebookSaleQuote('4.99').net_royalty);

    // The redemption made through the coupon API is a fact at the coupon's price and royalty.
    const redemption = redeemed.json().payload.redemption;
    const copied = rowsOf<Record<string, unknown>>(
      await t.database.db.execute(
        sql`select source, unit_price::text as unit_price, royalty::text as royalty, campaign, coupon_code,
              quantity, owner_customer_id, format, list_price::text as list_price
            from analytics_events where external_id = ${`coupon-redemption:${redemption.redemptionId}`}`,
      ),
    );
    const [row] = rowsOf<{ royalty: string }>(
      await t.database.db.execute(
        sql`select royalty::text as royalty from coupon_redemptions where id = ${redemption.redemptionId}`,
      ),
    );
    expect(copied).toEqual([
      {
        source: key.id,
        unit_price: redemption.couponPrice,
        royalty: row?.royalty,
        campaign: 'Spring newsletter',
        coupon_code: coupon.code.toUpperCase(),
        quantity: 1,
        owner_customer_id: owner,
        format: 'EBOOK',
        list_price: '4.99',
      },
    ]);

    // Bob bought, then read twice; Alice bought and has not opened the book.
    const rs = await readers();
    expect(rs.length).toBe(2);
    const bob = rs.find((r) => r.first_read_at !== null);
    expect(bob).toMatchObject({ project_id: ebook.id, max_progress: '65.50' });
    expect(iso(bob?.bought_at ?? null)).toBe(bought);
    expect(iso(bob?.first_read_at ?? null)).toBe(firstRead);
    const alice = rs.find((r) => r !== bob);
    expect(alice).toMatchObject({ first_read_at: null, max_progress: null });
    expect(alice?.bought_at).not.toBeNull();
  });

  it('folding again adds nothing, and copies no redemption twice', async () => {
    const before = { daily: await daily(), lines: lineSums(await lines()), facts: (await facts()).length };
    expect(await services.analytics.fold()).toEqual({ folded: 0 });
    expect(await services.analytics.fold()).toEqual({ folded: 0 });
    expect({ daily: await daily(), lines: lineSums(await lines()), facts: (await facts()).length }).toEqual(
      before,
    );
  });

  it('a later batch folds only its new facts, into the same rollups', async () => {
    const res = await send([
      event('SALE', ebook.ean, { unitPrice: '4.99', quantity: 2 }),
      event('READING_PROGRESS', ebook.ean, { occurredAt: at(HOUR), progress: 90, readerId: 'bob' }),
      // A reading below Bob's furthest leaves his furthest alone.
      event('READING_PROGRESS', ebook.ean, { occurredAt: at(HOUR), progress: 10, readerId: 'bob' }),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    await retail(
      t,
      'redeem',
      { couponCode: coupon.code, ean: ebook.ean, orderRef: 'FOLD-2' },
      { key: key.secret },
    );
    expect(await services.analytics.fold()).toEqual({ folded: 4 });
    const all = await facts();
    expect(await daily()).toEqual(factsDaily(all));
    expect(lineSums(await lines())).toEqual(factLines(all));
    const bob = (await readers()).find((r) => r.first_read_at !== null);
    expect(bob).toMatchObject({ max_progress: '90.00' });
    expect(iso(bob?.first_read_at ?? null)).toBe(firstRead);
  });

  it('folds run at once take each fact once, into the rollups and into the readers (decision 066)', async () => {
    const res = await send(
      Array.from({ length: 12 }, (_, i) =>
        i % 3 === 2
          ? event('READING_PROGRESS', ebook.ean, {
              occurredAt: at(HOUR),
              progress: 10 + i,
              readerId: `r${i % 4}`,
            })
          : event('SALE', ebook.ean, { unitPrice: '4.99', readerId: `r${i % 4}` }),
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const repo = createAnalyticsFoldRepository(t.database.db);
    // Three folds at a time, of two facts each, until both queues are empty.
    let readersFolded = 0;
    for (;;) {
      const batches = await Promise.all([1, 2, 3].map(() => repo.foldBatch(2, t.clock.now())));
      readersFolded += batches.reduce((n, b) => n + b.readersFolded, 0);
      if (batches.every((b) => b.folded === 0 && b.readersFolded === 0)) break;
    }
    expect(readersFolded).toBe(12);
    const all = await facts();
    expect(all.every((f) => !f.queued && !f.reader_queued)).toBe(true);
    expect(await daily()).toEqual(factsDaily(all));
    // Each reader row is what the facts say: when they first bought and first read, how far they went.
    const differ = await q(sql`
      select coalesce(x.reader_key, r.reader_key) as reader_key from (
        select project_id, reader_key, min(occurred_at) filter (where kind in ('SALE', 'COUPON_REDEMPTION')) as bought_at,
          min(occurred_at) filter (where kind = 'READING_PROGRESS') as first_read_at,
          max(progress) filter (where kind = 'READING_PROGRESS') as max_progress
        from analytics_events where reader_key is not null and project_id in (${ebook.id}, ${print.id})
        group by 1, 2) x
      full join (select * from analytics_readers where project_id in (${ebook.id}, ${print.id})) r
        on r.project_id = x.project_id and r.reader_key = x.reader_key
      where (x.bought_at, x.first_read_at, x.max_progress) is distinct from (r.bought_at, r.first_read_at, r.max_progress)`);
    expect(differ).toEqual([]);
    // And the reading months are their readers' sums: two readers' folds at once would count a
    // reader's change twice (each from the state before the other's).
    await expectPeriodsAgree();
  });

  it('a sale of a month already final lands in the first open statement, naming its month', async () => {
    const old = at(62 * 24 * HOUR);
    const res = await send([
      event('SALE', ebook.ean, { unitPrice: '4.99', occurredAt: old, eventId: 'late-1' }),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await services.analytics.fold()).toEqual({ folded: 1 });
    const now = t.clock.now();
    const occurredMonth = monthOf(analyticsDay(new Date(old)));
    const statementMonth = statementMonthOf(new Date(old), now);
    expect(isFinalMonth(occurredMonth, now)).toBe(true);
    expect(isFinalMonth(statementMonth, now)).toBe(false);
    expect(isFinalMonth(addMonths(statementMonth, -1), now)).toBe(true);
    const late = (await lines()).filter((l) => l.occurred_month === occurredMonth);
    expect(late.map((l) => ({ ...l, units: Number(l.units) }))).toEqual([
      {
        statement_month: statementMonth,
        occurred_month: occurredMonth,
        project_id: ebook.id,
        kind: 'SALE',
        units: 1,
        amount: '4.99',
        royalty: ebookSaleQuote('4.99').net_royalty,
      },
    ]);
  });
});

describe('the fold job', () => {
  it('a batch schedules it for the next minute; it runs then and folds what came', async () => {
    // Just past a whole minute, so that the next one does not come while the test looks.
    t.clock.set(new Date(Math.ceil(t.clock.now().getTime() / MINUTE) * MINUTE + 1000));
    // The folds the earlier tests scheduled are due by now: they run first.
    await services.jobs.drain();
    const res = await send([event('SALE', ebook.ean, { unitPrice: '4.99' })]);
    expect(res.statusCode, res.body).toBe(200);
    const [job] = rowsOf<{ dedupe_key: string; run_at: Date | string; status: string }>(
      await t.database.db.execute(
        sql`select dedupe_key, run_at, status from jobs where kind = 'analytics.fold' order by run_at desc limit 1`,
      ),
    );
    const runAt = new Date(job?.run_at ?? 0);
    expect(job?.dedupe_key).toBe(`analytics.fold:${runAt.toISOString().slice(0, 16)}`);
    expect(runAt.getTime()).toBeGreaterThan(t.clock.now().getTime());
    expect(runAt.getTime()).toBeLessThanOrEqual(t.clock.now().getTime() + MINUTE);
    // Not before its minute.
    await services.jobs.drain();
    expect((await facts()).some((f) => f.queued)).toBe(true);
    t.clock.advance(MINUTE + 1000);
    await services.jobs.drain();
    expect((await facts()).every((f) => !f.queued)).toBe(true);
    expect(await daily()).toEqual(factsDaily(await facts()));
    await expectPeriodsAgree();
  });
});

describe('sealed weeks and months', () => {
  const sealedThrough = async () =>
    (await q(sql`select through::text as through from analytics_periods_sealed`))[0]?.through as string;
  const grainCount = async (grain: string) =>
    Number(
      (
        await q(sql`select count(*)::int as n from analytics_owner_periods
          where owner_customer_id = ${owner} and grain = ${grain}`)
      )[0]?.n,
    );

  it(`a new database's seal starts ${SEAL_AFTER_DAYS} days back in New York, where a fold puts it (migration 0055)`, async () => {
    // Through yesterday (0046's start), the week that ended yesterday would count as sealed, and a
    // fold would write its facts of yesterday to its rows as well as to their days'. A fold now seals
    // through three days back, and a seal never moves back: only a start at or before it ends there.
    await services.analytics.fold();
    expect(await sealedThrough()).toBe(addDays(analyticsDay(t.clock.now()), -SEAL_AFTER_DAYS));
  });

  it('a fold after a week and a month ended writes their rows from their days, and they still agree', async () => {
    const before = await sealedThrough();
    t.clock.advance(40 * 24 * HOUR);
    const res = await send([event('SALE', ebook.ean, { unitPrice: '4.99', occurredAt: at(HOUR) })]);
    expect(res.statusCode, res.body).toBe(200);
    await services.analytics.fold();
    const after = await sealedThrough();
    expect(after > before).toBe(true);
    expect(after).toBe(addDays(analyticsDay(t.clock.now()), -SEAL_AFTER_DAYS));
    // The earlier tests' facts, of the weeks and the month now ended, have rows of their own.
    expect(await grainCount('w')).toBeGreaterThan(0);
    expect(await grainCount('m')).toBeGreaterThan(0);
    const [weeks] = await q(
      sql`select count(*)::int as n from analytics_book_weeks where owner_customer_id = ${owner}`,
    );
    expect(weeks?.n).toBeGreaterThan(0);
    await expectPeriodsAgree();
    expect(await daily()).toEqual(factsDaily(await facts()));
  });

  it('a late fact of a sealed month is added to its month and week as well as to its day', async () => {
    const res = await send([
      event('SALE', print.ean, { unitPrice: '14.99', occurredAt: at(35 * 24 * HOUR), country: 'FR' }),
      event('RETURN', ebook.ean, { unitPrice: '4.99', occurredAt: at(36 * 24 * HOUR) }),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await services.analytics.fold()).toEqual({ folded: 2 });
    await expectPeriodsAgree();
    expect(lineSums(await lines())).toEqual(factLines(await facts()));
  });

  it("a visit folded after its week and month are sealed is added to their visits as well as to its day's (decision 068)", async () => {
    const visit = await t.app.inject({
      method: 'GET',
      url: `/books/${ebook.id}/coupon-book`,
      headers: { 'user-agent': BROWSER, referer: 'https://late.example/list' },
    });
    expect(visit.statusCode).toBe(200);
    // The fold comes after the week and the month of the visit are sealed: it is a late fact.
    t.clock.advance(40 * 24 * HOUR);
    await services.analytics.fold();
    const [late] = await q(sql`select sum(events)::int as n from analytics_owner_visits
      where owner_customer_id = ${owner} and referrer_domain = 'late.example'`);
    expect(late?.n).toBe(2);
    await expectPeriodsAgree();
  });

  it(`a fact of a week that ended less than ${SEAL_AFTER_DAYS} days before is its day's alone until the week is sealed`, async () => {
    // To the next Monday in New York: yesterday's Sunday ended a week.
    do t.clock.advance(24 * HOUR);
    while (new Date(`${analyticsDay(t.clock.now())}T12:00:00Z`).getUTCDay() !== 1);
    const sunday = addDays(analyticsDay(t.clock.now()), -1);
    const weekRows = async () =>
      Number(
        (
          await q(sql`select count(*)::int as n from analytics_owner_periods
            where grain = 'w' and period = ${addDays(sunday, -6)}::date`)
        )[0]?.n,
      );
    const sale = () =>
      event('SALE', ebook.ean, { unitPrice: '4.99', occurredAt: `${sunday}T18:00:00-05:00` });
    expect((await send([sale()])).statusCode).toBe(200);
    await services.analytics.fold();
    expect(await weekRows()).toBe(0);
    await expectPeriodsAgree();
    // Sealed once the fold's day is SEAL_AFTER_DAYS after the Sunday: the week has rows of its own.
    t.clock.advance((SEAL_AFTER_DAYS - 1) * 24 * HOUR);
    expect((await send([sale()])).statusCode).toBe(200);
    await services.analytics.fold();
    expect(await weekRows()).toBeGreaterThan(0);
    await expectPeriodsAgree();
    expect(await daily()).toEqual(factsDaily(await facts()));
  });

  it(`a fold ${SEAL_AFTER_DAYS} days after a year ended writes its books' year from its months and days; a late fact is added to it (decision 074)`, async () => {
    // To noon of the New York day SEAL_AFTER_DAYS after the next 31 December.
    const year = Number(analyticsDay(t.clock.now()).slice(0, 4));
    t.clock.set(new Date(`${year + 1}-01-${String(SEAL_AFTER_DAYS).padStart(2, '0')}T17:00:00Z`));
    expect(
      (await send([event('SALE', ebook.ean, { unitPrice: '4.99', occurredAt: at(HOUR) })])).statusCode,
    ).toBe(200);
    await services.analytics.fold();
    expect(await sealedThrough()).toBe(`${year}-12-31`);
    const yearRows = async () =>
      q(sql`select period::text as period, kind, sum(units)::int as units from analytics_book_years
        where owner_customer_id = ${owner} group by 1, 2 order by 1, 2`);
    expect((await yearRows()).length).toBeGreaterThan(0);
    await expectPeriodsAgree();
    // A sale of 15 December, folded now: its sealed year, month and week take it as well as its day.
    const before = await yearRows();
    const res = await send([
      event('SALE', print.ean, {
        unitPrice: '14.99',
        occurredAt: `${year}-12-15T18:00:00-05:00`,
        quantity: 2,
      }),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await services.analytics.fold()).toEqual({ folded: 1 });
    const sale = (rows: Record<string, unknown>[]) =>
      Number(rows.find((r) => r.period === `${year}-01-01` && r.kind === 'SALE')?.units ?? 0);
    expect(sale(await yearRows())).toBe(sale(before) + 2);
    await expectPeriodsAgree();
  });

  it('migration 0060 writes the years sealed so far from their months (decision 074)', async () => {
    const file = readFileSync(new URL('../drizzle/0060_book_years.sql', import.meta.url), 'utf8');
    const fill = file.split('--> statement-breakpoint').find((part) => part.includes('INSERT INTO'));
    const kept = await q(sql`select * from analytics_book_years order by 1, 2, 3, 4, 5`);
    expect(kept.length).toBeGreaterThan(0);
    await t.database.db.execute(sql`delete from analytics_book_years`);
    await t.database.db.execute(sql.raw(fill ?? 'select 1'));
    expect(await q(sql`select * from analytics_book_years order by 1, 2, 3, 4, 5`)).toEqual(kept);
    await expectPeriodsAgree();
  });

  it("the views read sealed weeks and months and the days after them: the owner's totals equal the facts", async () => {
    const views = createAnalyticsViewsRepository(t.database.db);
    const to = analyticsDay(t.clock.now());
    for (const from of [addDays(to, -89), addDays(to, -44), addDays(to, -3)]) {
      const totals = await views.totals({ ownerCustomerId: owner, from, to });
      const inRange = (await facts()).filter((f) => f.day >= from && f.day <= to);
      const money = inRange.filter((f) => isMoneyKind(f.kind));
      expect({ netUnits: totals.netUnits, royalty: totals.royalty }, from).toEqual({
        netUnits: money.reduce((n, f) => n + signed(f), 0),
        royalty: sumMoney(money.map((f) => times(f.royalty ?? '0', signed(f)))),
      });
    }
  });
});
