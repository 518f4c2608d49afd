import { ANALYTICS_VIEWS, addDays, analyticsDay, finalThrough, monthOf } from '@quire/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { createAnalyticsViewsRepository } from '../src/modules/analytics/analytics.views.repository';
import { seed } from '../src/seed';
import { DEMO_SOURCE, demoAnalyticsHistory, HISTORY_DAYS } from '../src/seed/analytics-history';
import { DEMO_PAST_DEAL, DEMO_PRICE_CUT, PAST_DEAL_KEY } from '../src/seed/price-story';
import { createServices } from '../src/services';
import { AUTHOR, buildTestApp, HOUR, type TestApp } from './helpers';

/**
 * The demo's analytics history (seed/analytics.ts), seeded with the demo catalogue: two years of
 * facts for the demo author's on-sale eBooks, none before a book went on sale or after yesterday,
 * folded into rollups that agree with the facts; the coupons' orders are real redemptions, which
 * the coupons page counts as the analytics do; the author's past price cut and promotion are real
 * (a done scheduled price; an accepted request with its own) and their days sell at their price, and
 * more; a second seed keeps each fact, redemption, price and request once, and a seed days later adds
 * only the days since.
 */
describe('the demo analytics history', () => {
  let t: TestApp;
  let author: string;
  let seedMs = 0;
  const q = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    rowsOf<T>(await t.database.db.execute(query));
  const reseed = () =>
    seed(createServices(t.database.db, t.config, t.database.kind), {
      demo: true,
      demoCatalogue: true,
      now: t.clock.now,
    });
  const facts = async () =>
    (await q<{ n: number }>(sql`select count(*)::int as n from analytics_events`))[0]?.n;

  beforeAll(async () => {
    t = await buildTestApp();
    const started = performance.now();
    await reseed();
    seedMs = performance.now() - started;
    author = (
      await q<{ id: string }>(sql`select customer_id as id from users where email = 'author@example.com'`)
    )[0]!.id;
  });
  afterAll(() => t.close());

  it('gives the demo author about two years of facts, up to yesterday, within budget', async () => {
    const today = analyticsDay(t.clock.now());
    const [span] = await q<{ first: string; last: string; n: number; kinds: number }>(sql`
      select min(day)::text as first, max(day)::text as last, count(*)::int as n,
        count(distinct kind)::int as kinds
      from analytics_events where owner_customer_id = ${author} and source = ${DEMO_SOURCE}`);
    expect(span?.first).toBe(addDays(today, -HISTORY_DAYS));
    expect(span?.last).toBe(addDays(today, -1));
    // The sixth kind, coupon redemptions, the fold copies from the coupons module (below).
    expect(span?.kinds).toBe(5);
    expect(await facts()).toBeLessThanOrEqual(25_000);
    expect(await facts()).toBeGreaterThan(10_000);
    // The seed of the demo catalogue, its history included, stays a matter of seconds.
    expect(seedMs).toBeLessThan(30_000);
  });

  it('dates no fact before its book went on sale, nor in the future', async () => {
    const now = t.clock.now();
    const [bad] = await q<{ early: number; future: number; unknown: number }>(sql`
      select
        count(*) filter (where e.occurred_at < p.on_sale_date
          or e.day <= (p.on_sale_date at time zone 'America/New_York')::date)::int as early,
        count(*) filter (where e.occurred_at > ${now} or e.received_at > ${now}
          or e.day >= ${analyticsDay(now)}::date)::int as future,
        count(*) filter (where p.id is null or p.status <> 'ONSALE')::int as unknown
      from analytics_events e left join projects p on p.id = e.project_id
      where e.source = ${DEMO_SOURCE}`);
    expect(bad).toEqual({ early: 0, future: 0, unknown: 0 });
  });

  it('folds every fact, and the daily rollup agrees with the facts, copies and royalties by book and day', async () => {
    const [queued] = await q<{ n: number }>(sql`select ((select count(*) from analytics_fold_queue)
      + (select count(*) from analytics_reader_queue))::int as n`);
    expect(queued?.n).toBe(0);
    const [diff] = await q<{ days: number; mismatched: number }>(sql`
      with f as (
        select project_id, day,
          sum(case when kind = 'RETURN' then -quantity else quantity end)::int as units,
          sum(case when kind = 'RETURN' then -quantity else quantity end * royalty) as royalty
        from analytics_events
        where kind in ('SALE', 'COUPON_REDEMPTION', 'RETURN') group by 1, 2),
      r as (
        select project_id, day, sum(units)::int as units, sum(royalty) as royalty
        from analytics_daily
        where kind in ('SALE', 'COUPON_REDEMPTION', 'RETURN') group by 1, 2)
      select count(*)::int as days,
        count(*) filter (where f.units is distinct from r.units or f.royalty is distinct from r.royalty)::int
          as mismatched
      from f full join r using (project_id, day)`);
    expect(diff?.days).toBeGreaterThan(500);
    expect(diff?.mismatched).toBe(0);
  });

  it("reads an author's figures from the coarse periods exactly as from each book's days, over any range", async () => {
    const views = createAnalyticsViewsRepository(t.database.db);
    const books = (
      await q<{ id: string }>(sql`select distinct project_id::text as id from analytics_daily
        where owner_customer_id = ${author} order by 1`)
    ).map((b) => b.id);
    expect(books.length).toBeGreaterThan(1);
    const today = analyticsDay(t.clock.now());
    // Two years (months, weeks and days), 90 days, a range inside a month, one crossing a year.
    const ranges = [
      [addDays(today, -730), today],
      [addDays(today, -89), today],
      [addDays(today, -200), addDays(today, -170)],
      [addDays(today, -400), addDays(today, -290)],
    ] as const;
    const add = (a: string, b: string) => (Number(a) + Number(b)).toFixed(2);
    for (const [from, to] of ranges) {
      for (const filter of [{}, { format: 'EBOOK' as const }, { country: 'GB' }]) {
        const scope = { ownerCustomerId: author, from, to, ...filter };
        const whole = await views.totals(scope);
        const perBook = await Promise.all(books.map((projectId) => views.totals({ ...scope, projectId })));
        const { readers: _r, ...figures } = whole;
        const summed = perBook.reduce(
          (acc, b) => ({
            sold: acc.sold + b.sold,
            returned: acc.returned + b.returned,
            netUnits: acc.netUnits + b.netUnits,
            amount: add(acc.amount, b.amount),
            royalty: add(acc.royalty, b.royalty),
            couponRedemptions: acc.couponRedemptions + b.couponRedemptions,
            samples: acc.samples + b.samples,
            visits: acc.visits + b.visits,
            readingEvents: acc.readingEvents + b.readingEvents,
          }),
          {
            sold: 0,
            returned: 0,
            netUnits: 0,
            amount: '0.00',
            royalty: '0.00',
            couponRedemptions: 0,
            samples: 0,
            visits: 0,
            readingEvents: 0,
          },
        );
        expect(figures, `${from}..${to} ${JSON.stringify(filter)}`).toEqual(summed);
        const best = await views.bestBooks(scope, 100);
        for (const row of best) {
          const one = perBook[books.indexOf(row.key)];
          expect(row.units, `${row.key} ${from}..${to}`).toBe(one?.netUnits);
          expect(row.royalty).toBe(one?.royalty);
        }
        // Visits by referring domain, from the visits kept without the country (decision 068), as the facts say.
        const byDomain = await views.visitsByDomain(scope, 1000);
        const facts = await q<{ domain: string; visits: number }>(sql`
          select coalesce(referrer_domain, '') as domain, count(*)::int as visits from analytics_events
          where owner_customer_id = ${author} and kind = 'PAGE_VISIT' and project_id is not null
            and day between ${from}::date and ${to}::date
            ${'format' in filter ? sql`and format = ${filter.format}` : sql``}
            ${'country' in filter ? sql`and country = ${filter.country}` : sql``}
          group by 1 order by 2 desc, 1`);
        expect(
          byDomain.map(({ domain, visits }) => ({ domain, visits })),
          `visits ${from}..${to} ${JSON.stringify(filter)}`,
        ).toEqual(facts);
        // Samples and copies by book, from the books' months, weeks (decision 067) and days.
        for (const row of await views.samplesAndSales(scope)) {
          const one = perBook[books.indexOf(row.projectId)];
          expect([row.samples, row.units], `${row.projectId} ${from}..${to}`).toEqual([
            one?.samples,
            one?.netUnits,
          ]);
        }
        for (const grain of ['day', 'week', 'month'] as const) {
          const series = await views.series(scope, grain);
          const units = series.reduce((n, r) => n + r.units, 0);
          expect(units, `${grain} ${from}..${to}`).toBe(whole.netUnits);
          expect(series.reduce((n, r) => n + r.samples, 0)).toBe(whole.samples);
        }
      }
    }
  });

  it('has what each view shows: coupons by label, abroad, referrers, readers of two books and of other authors, late arrivals', async () => {
    // Late sales of a final month are adjustments in the first statement still open: last month's
    // until the 15th, this month's after it.
    const openMonth = monthOf(addDays(finalThrough(t.clock.now()), 1));
    const [shape] = await q<Record<string, number>>(sql`
      select
        (select count(distinct campaign)::int from analytics_daily
          where kind = 'COUPON_REDEMPTION' and owner_customer_id = ${author}) as campaigns,
        (select round(100.0 * sum(units) filter (where country <> 'US') / sum(units))::int
          from analytics_daily where kind = 'SALE' and owner_customer_id = ${author}) as abroad,
        (select count(distinct referrer_domain)::int from analytics_daily where kind = 'PAGE_VISIT') as referrers,
        (select count(*)::int from (select reader_key from analytics_readers where owner_customer_id = ${author}
          group by reader_key having count(*) > 1) x) as two_books,
        (select max(n)::int from (select o.project_id, count(*) as n from analytics_readers o
          join analytics_readers m on m.reader_key = o.reader_key and m.owner_customer_id = ${author}
          where o.owner_customer_id <> ${author} group by o.project_id) y) as shared,
        (select count(*)::int from analytics_statement_lines
          where statement_month >= ${openMonth} and occurred_month < statement_month) as adjustments`);
    expect(shape?.campaigns).toBe(2);
    expect(shape?.abroad).toBeGreaterThanOrEqual(12);
    expect(shape?.abroad).toBeLessThanOrEqual(30);
    expect(shape?.referrers).toBeGreaterThanOrEqual(8);
    expect(shape?.two_books).toBeGreaterThan(10);
    expect(shape?.shared).toBeGreaterThanOrEqual(3);
    expect(shape?.adjustments).toBeGreaterThan(0);
  });

  it("gives every view something to show over the dashboard's default 90 days", async () => {
    const client = t.client();
    await client.signIn(AUTHOR);
    const empty: string[] = [];
    for (const view of ANALYTICS_VIEWS) {
      const res = await client.get(`/api/analytics?queryParameter=${view}`);
      expect(res.statusCode, `${view}: ${res.body}`).toBe(200);
      const answer = res.json().payload as { rows: unknown[]; range: { from: string; to: string } };
      expect(answer.range.to).toBe(analyticsDay(t.clock.now()));
      if (answer.rows.length === 0) empty.push(view);
    }
    expect(empty).toEqual([]);
  });

  it('redeems the coupons as a retailer would: the coupons page counts what the analytics show', async () => {
    const client = t.client();
    await client.signIn(AUTHOR);
    const res = await client.get('/api/project/projectCoupons?status=EXPIRED');
    expect(res.statusCode, res.body).toBe(200);
    const ended = (res.json().payload.coupons as Record<string, unknown>[]).find(
      (c) => c.couponCode === 'PAIRHALFOFF',
    );
    const redemptions = ended?.redemptions as number;
    // As many as the history's days of the coupon drew (depending on the day the test runs), within its limit.
    expect(redemptions).toBeGreaterThan(0);
    expect(redemptions).toBeLessThanOrEqual(100);
    const [counted] = await q<{
      facts: number;
      rolled: number;
      rows: number;
      keys: number;
      priced: number;
    }>(sql`
      select
        (select count(*)::int from analytics_events
          where kind = 'COUPON_REDEMPTION' and coupon_code = 'PAIRHALFOFF') as facts,
        (select sum(units)::int from analytics_daily
          where kind = 'COUPON_REDEMPTION' and campaign = ${ended?.campaignLabel as string}
            and owner_customer_id = ${author}) as rolled,
        (select count(*)::int from coupon_redemptions r join coupons c on c.id = r.coupon_id
          where c.code_key = 'PAIRHALFOFF') as rows,
        (select count(distinct retailer_key_id)::int from coupon_redemptions) as keys,
        (select count(*)::int from coupon_redemptions r join coupons c on c.id = r.coupon_id
          where r.sale_day not between c.start_day and c.end_day
            or r.sale_day <> (r.redeemed_at at time zone 'America/New_York')::date
            or r.redeemed_at > ${t.clock.now()}) as priced`);
    expect(counted).toEqual({
      facts: redemptions,
      rolled: redemptions,
      rows: redemptions,
      keys: 1,
      priced: 0,
    });
    // The demo bookstore's key has no secret: nothing anyone presents hashes to what it keeps.
    const [key] = await q<{ name: string; hash: string }>(sql`
      select k.name, k.key_hash as hash from retailer_keys k
      where k.id = (select retailer_key_id from coupon_redemptions limit 1)`);
    expect(key?.name).toBe('Demo bookstore');
    expect(key?.hash).not.toMatch(/^[0-9a-f]{64}$/);
  });

  it('shows the past price cut and promotion: their days sell at the lower price, more than the three weeks before', async () => {
    const changes = await q<{
      ean: string;
      price: string;
      before: string;
      list: string;
      done: boolean;
      entries: number;
      request: string | null;
      first: string;
      last: string;
    }>(sql`
      select p.isbn as ean, s.price::text as price, s.previous_price::text as before, p.list_price::text as list,
        (s.started_at = s.start_at and s.ended_at = s.end_at and s.end_at < ${t.clock.now()}) as done,
        (select count(*)::int from project_history h where h.project_id = p.id
          and h.event = 'price.scheduled-applied' and h.detail->>'scheduleId' = s.id::text) as entries,
        r.status as request,
        (s.start_at at time zone 'America/New_York')::date::text as first,
        ((s.end_at at time zone 'America/New_York')::date - 1)::text as last
      from price_schedules s join projects p on p.id = s.project_id
      left join promo_requests r on r.scheduled_price_id = s.id
      where p.owner_customer_id = ${author} order by s.start_at`);
    const regular: Record<string, string> = { [DEMO_PRICE_CUT.ean]: '4.99', [DEMO_PAST_DEAL.ean]: '2.99' };
    expect(changes.map(({ first: _f, last: _l, ...c }) => c)).toEqual([
      {
        ean: DEMO_PRICE_CUT.ean,
        price: '0.99',
        before: '4.99',
        list: '4.99',
        done: true,
        entries: 2,
        request: null,
      },
      {
        ean: DEMO_PAST_DEAL.ean,
        price: '0.99',
        before: '2.99',
        list: '2.99',
        done: true,
        entries: 2,
        request: 'APPROVED',
      },
    ]);
    // The deal's whole days: from its start (12:00 AM) to the day before its end day (it ends at 2:59 AM).
    expect(changes[1]!.last).toBe(addDays(changes[1]!.first, DEMO_PAST_DEAL.days - 1));
    expect(changes[0]!.last).toBe(addDays(changes[0]!.first, DEMO_PRICE_CUT.days - 1));

    const sales = async (ean: string, from: string, to: string) =>
      q<{ price: string; list: string; royalty: string; n: number }>(sql`
        select e.unit_price::text as price, e.list_price::text as list, e.royalty::text as royalty, count(*)::int as n
        from analytics_events e join projects p on p.id = e.project_id
        where p.isbn = ${ean} and e.kind = 'SALE' and e.source = ${DEMO_SOURCE}
          and e.day between ${from}::date and ${to}::date
        group by 1, 2, 3`);
    for (const c of changes) {
      const during = await sales(c.ean, c.first, c.last);
      const before = await sales(c.ean, addDays(c.first, -21), addDays(c.first, -1));
      // Every sale of those days at the lower price, which was the list price then; the royalty follows it.
      expect(during.map(({ price, list }) => ({ price, list }))).toEqual([{ price: '0.99', list: '0.99' }]);
      expect(before.map(({ price, list }) => ({ price, list }))).toEqual([
        { price: regular[c.ean], list: regular[c.ean] },
      ]);
      expect(Number(during[0]!.royalty)).toBeLessThan(Number(before[0]!.royalty));
      const perDay = (rows: { n: number }[], days: number) => rows.reduce((sum, r) => sum + r.n, 0) / days;
      const days = (Date.parse(c.last) - Date.parse(c.first)) / 86_400_000 + 1;
      expect(perDay(during, days), c.ean).toBeGreaterThan(perDay(before, 21));
    }

    // The author finds both where the product shows them: the book's scheduled prices, and the ended promotion.
    const client = t.client();
    await client.signIn(AUTHOR);
    const [novel] = await q<{ id: string }>(sql`select id from projects where isbn = ${DEMO_PRICE_CUT.ean}`);
    const prices = await client.get(`/api/project/scheduled-prices?projectId=${novel!.id}`);
    expect(prices.statusCode, prices.body).toBe(200);
    expect(prices.json().payload.scheduledPrices).toEqual([
      expect.objectContaining({ price: '0.99', previousPrice: '4.99', status: 'DONE' }),
    ]);
    const ended = await client.get('/api/project/promos?status=COMPLETED&recordsPerPage=100');
    expect(ended.statusCode, ended.body).toBe(200);
    const [deal] = await q<{ id: string }>(sql`
      select r.id from promo_requests r join promo_definitions d on d.id = r.definition_id
      where d.seed_key = ${PAST_DEAL_KEY}`);
    expect(ended.json().payload.promos).toEqual([
      expect.objectContaining({
        id: deal!.id,
        ean: DEMO_PAST_DEAL.ean,
        promoPrice: '0.99',
        regularPrice: '2.99',
        mercPromoType: 'LIMITED_TIME_EBOOK',
        status: 'COMPLETED',
      }),
    ]);
  });

  it('keeps each fact once when seeded again, and a seed days later adds only the days since', async () => {
    const before = await facts();
    const story = async () =>
      (
        await q(sql`select (select count(*)::int from price_schedules) as prices,
          (select count(*)::int from promo_requests) as requests,
          (select count(*)::int from promo_definitions) as definitions,
          (select count(*)::int from project_history) as history`)
      )[0];
    const told = await story();
    await reseed();
    expect(await facts()).toBe(before);
    expect(await story()).toEqual(told);

    t.clock.advance(3 * 24 * HOUR);
    await reseed();
    const today = analyticsDay(t.clock.now());
    const [after] = await q<{ last: string; unfolded: number; twice: number }>(sql`
      select max(day)::text as last,
        ((select count(*) from analytics_fold_queue) + (select count(*) from analytics_reader_queue))::int as unfolded,
        (select count(*)::int from (select project_id, reader_key from analytics_events
          where kind in ('SALE', 'COUPON_REDEMPTION') and reader_key is not null
          group by 1, 2 having count(*) > 1) x) as twice
      from analytics_events where source = ${DEMO_SOURCE}`);
    expect(after).toEqual({ last: addDays(today, -1), unfolded: 0, twice: 0 });
    expect(await facts()).toBeGreaterThan(before!);
    expect(await facts()).toBeLessThan(before! + 500);
    // The running coupon's orders of the days since are redeemed too, and copied once.
    const [coupons] = await q<{ counted: number; rows: number; facts: number; keys: number }>(sql`
      select (select sum(redemptions)::int from coupons) as counted,
        (select count(*)::int from coupon_redemptions) as rows,
        (select count(*)::int from analytics_events where kind = 'COUPON_REDEMPTION') as facts,
        (select count(*)::int from retailer_keys) as keys`);
    expect(coupons?.rows).toBe(coupons?.counted);
    expect(coupons?.facts).toBe(coupons?.counted);
    expect(coupons?.keys).toBe(1);
  });

  it('is the same history at every start (a seeded generator, no Math.random)', () => {
    const input = {
      books: [
        {
          projectId: 'p',
          ownerCustomerId: 'o',
          ean: '9798886450101',
          format: 'EBOOK' as const,
          listPrice: '4.99',
          printingCost: null,
          onSaleDay: '2024-01-10',
          profile: {
            code: 'x',
            perDay: 1,
            launch: 3,
            launchDays: 10,
            halfLife: 500,
            summer: 1.2,
            december: 1.5,
          },
        },
      ],
      otherBooks: [],
      coupons: [],
      now: new Date('2025-06-01T16:00:00Z'),
    };
    const a = demoAnalyticsHistory(input);
    expect(a.facts.length).toBeGreaterThan(1000);
    expect(demoAnalyticsHistory(input)).toEqual(a);
  });
});
