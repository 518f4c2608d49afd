import type { AnalyticsAnswer, AnalyticsRange, AnalyticsView } from '@quire/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { type FactBook, type FactInput, factOf } from '../src/modules/analytics/analytics.facts';
import { createAnalyticsFoldRepository } from '../src/modules/analytics/analytics.fold.repository';
import { createAnalyticsRepository } from '../src/modules/analytics/analytics.repository';
import {
  type AnalyticsViews,
  createAnalyticsViews,
  type ViewFilter,
} from '../src/modules/analytics/analytics.views';
import { createAnalyticsViewsRepository } from '../src/modules/analytics/analytics.views.repository';
import { createProjectLookups } from '../src/modules/projects/projects.lookups';
import { createProjectsRepository } from '../src/modules/projects/projects.repository';
import { buildTestApp, type TestApp, type TestClient } from './helpers';
import { otherAuthor, PRINT_SPEC } from './project-helpers';

// The analytics views (decision 044), called as the route will: facts kept, folded into the
// rollups, then each view's table checked against figures worked out by hand below.

// 2026-06-20 at noon in New York: May's statement is final (June 15), June's is not.
const NOW = new Date('2026-06-20T16:00:00Z');
const RANGE: AnalyticsRange = { from: '2026-05-25', to: '2026-06-07', grain: 'day' };

let t: TestApp;
let views: AnalyticsViews;
let owner: string;
let ebook: FactBook;
let print: FactBook;
let otherX: FactBook;
let otherY: FactBook;

async function newAuthor(): Promise<{ client: TestClient; customerId: string }> {
  const client = await otherAuthor(t);
  const me = (await client.get('/api/authentication/session')).json().payload.user;
  return { client, customerId: me.customerId as string };
}

async function book(
  c: { client: TestClient; customerId: string },
  body: Record<string, unknown>,
  format: 'EBOOK' | 'PRINT',
): Promise<FactBook> {
  const res = await c.client.post('/api/project', body);
  if (res.statusCode !== 200) throw new Error(`create project answered ${res.statusCode}: ${res.body}`);
  return {
    projectId: res.json().payload.id as string,
    ownerCustomerId: c.customerId,
    ean: null,
    format,
    listPrice: format === 'EBOOK' ? '4.99' : '14.99',
    printingCost: format === 'EBOOK' ? null : '3.00',
  };
}

let n = 0;
/** A fact on `day` at `time` UTC (16:00 is noon in New York, the same day). */
const fact = (
  b: FactBook,
  day: string,
  input: Partial<FactInput> & Pick<FactInput, 'kind'>,
  time = '16:00',
) =>
  factOf(
    {
      source: 'test-retailer',
      externalId: `e-${++n}`,
      occurredAt: new Date(`${day}T${time}:00Z`),
      receivedAt: NOW,
      ...input,
    },
    b,
  );
const sale = (
  b: FactBook,
  day: string,
  qty: number,
  price: string,
  royalty: string,
  more: Partial<FactInput> = {},
) => fact(b, day, { kind: 'SALE', quantity: qty, unitPrice: price, royalty, ...more });
const times = <T>(k: number, make: () => T): T[] => Array.from({ length: k }, make);

beforeAll(async () => {
  t = await buildTestApp();
  const me = await newAuthor();
  owner = me.customerId;
  ebook = await book(me, { type: 'EBOOK', title: 'Night Garden', listPrice: '4.99' }, 'EBOOK');
  print = await book(me, { type: 'PRINT', title: 'Stone Harbor', ...PRINT_SPEC }, 'PRINT');
  otherX = await book(await newAuthor(), { type: 'EBOOK', title: 'Other X', listPrice: '4.99' }, 'EBOOK');
  otherY = await book(await newAuthor(), { type: 'EBOOK', title: 'Other Y', listPrice: '4.99' }, 'EBOOK');

  const facts = [
    // Before and after the range: only dataFrom and the long range see them.
    sale(ebook, '2026-05-10', 1, '4.99', '3.49', { country: 'US', readerKey: 'r0' }),
    sale(ebook, '2026-06-15', 1, '4.99', '3.49', { country: 'US' }),
    // The eBook in range.
    sale(ebook, '2026-05-26', 2, '4.99', '3.49', { country: 'US', readerKey: 'r1' }),
    sale(ebook, '2026-05-28', 1, '4.99', '3.49', { country: 'CA', readerKey: 'r2' }),
    fact(ebook, '2026-06-02', {
      kind: 'RETURN',
      quantity: 1,
      unitPrice: '4.99',
      royalty: '3.49',
      country: 'US',
    }),
    ...[
      ['2026-06-03', 'US', '2.50', '1.75', 'Spring', 'r3'],
      ['2026-06-04', 'GB', '2.50', '1.75', 'Spring', 'r4'],
      ['2026-06-05', 'US', '3.00', '2.10', null, 'r5'],
    ].map(([day, country, price, royalty, campaign, readerKey]) =>
      fact(ebook, day as string, {
        kind: 'COUPON_REDEMPTION',
        unitPrice: price,
        royalty,
        country,
        campaign,
        couponCode: 'SPRING',
        readerKey,
      }),
    ),
    ...times(3, () => fact(ebook, '2026-05-26', { kind: 'PAGE_VISIT', referrerDomain: 'reviews.example' })),
    ...times(2, () => fact(ebook, '2026-05-27', { kind: 'PAGE_VISIT' })),
    fact(ebook, '2026-06-01', { kind: 'PAGE_VISIT', referrerDomain: 'blog.example' }),
    ...times(4, () => fact(ebook, '2026-05-26', { kind: 'SAMPLE_OPENED' })),
    // Reading: r1 opens 2 h after buying and finishes; r2 after 24 h, r3 after 3 h, r5 after 1.5 h; r4 never.
    fact(ebook, '2026-05-26', { kind: 'READING_PROGRESS', progress: 30, readerKey: 'r1' }, '18:00'),
    fact(ebook, '2026-06-01', { kind: 'READING_PROGRESS', progress: 100, readerKey: 'r1' }),
    fact(ebook, '2026-05-29', { kind: 'READING_PROGRESS', progress: 55, readerKey: 'r2' }),
    fact(ebook, '2026-06-03', { kind: 'READING_PROGRESS', progress: 10, readerKey: 'r3' }, '19:00'),
    fact(ebook, '2026-06-05', { kind: 'READING_PROGRESS', progress: 80, readerKey: 'r5' }, '17:30'),
    // The print book in range.
    sale(print, '2026-05-27', 3, '14.99', '5.99', { country: 'US', readerKey: 'r6' }),
    sale(print, '2026-06-06', 1, '14.99', '5.99', { country: 'DE', readerKey: 'r1' }),
    ...times(2, () => fact(print, '2026-06-06', { kind: 'SAMPLE_OPENED' })),
    fact(print, '2026-06-06', { kind: 'PAGE_VISIT', referrerDomain: 'reviews.example' }),
    // Other authors: r1, r2, r3 and a stranger buy X; r1, r2 and r0 (who bought before the range) buy Y.
    ...['r1', 'r2', 'r3', 'r7'].map((r) => sale(otherX, '2026-06-01', 1, '4.99', '3.49', { readerKey: r })),
    ...['r1', 'r2', 'r0'].map((r) => sale(otherY, '2026-04-01', 1, '4.99', '3.49', { readerKey: r })),
  ];
  await createAnalyticsRepository(t.database.db).insertNew(facts);
  const fold = createAnalyticsFoldRepository(t.database.db);
  await fold.foldBatch(20000, new Date());
  const lookups = createProjectLookups(createProjectsRepository(t.database.db));
  views = createAnalyticsViews({
    repo: createAnalyticsViewsRepository(t.database.db),
    fold,
    titles: lookups.bookTitles,
    now: () => NOW,
  });
});
afterAll(() => t?.close());

const ask = (
  view: AnalyticsView,
  filter: Partial<ViewFilter> = {},
  range = RANGE,
  notice: string | null = null,
) => views.answer(view, range, { ownerCustomerId: owner, ...filter }, notice);
const byKey = (a: AnalyticsAnswer, key: string) => Object.fromEntries(a.rows.map((r) => [r[key], r]));

describe('the answer around the table', () => {
  it('says whose figures, how final, when they were folded and since when there are any', async () => {
    const a = await ask('AllResults', {}, RANGE, 'The end date was after today, so the range ends today.');
    expect(a).toMatchObject({
      view: 'AllResults',
      page: 'CUSTOMER',
      title: 'Totals',
      range: RANGE,
      scope: { customerId: owner, projectId: null, format: null, country: null },
      status: 'PARTLY_FINAL',
      finalThrough: '2026-05-31',
      dataFrom: '2026-05-10',
      notice: 'The end date was after today, so the range ends today.',
    });
    expect(Date.parse(a.lastUpdated as string)).not.toBeNaN();
    expect((await ask('AllResults', { projectId: print.projectId })).dataFrom).toBe('2026-05-27');
    expect((await ask('AllResults', {}, { from: '2026-05-01', to: '2026-05-31', grain: 'day' })).status).toBe(
      'FINAL',
    );
  });
});

describe('an author with no figures yet', () => {
  it('answers zeros, no first day and no shares', async () => {
    const nobody = { ownerCustomerId: (await newAuthor()).customerId };
    const totals = await ask('AllResults', nobody);
    expect(totals.dataFrom).toBeNull();
    expect(totals.rows[0]).toMatchObject({ sold: 0, amount: '0.00', royalty: '0.00', readers: 0 });
    expect((await ask('ConsumptionResults', nobody)).rows[0]).toMatchObject({ readers: 0, share: null });
    expect((await ask('bookComplitionRateAverage', nobody)).rows).toEqual([]);
    expect((await ask('bookPageVisitorByDomain', nobody)).totals).toEqual({ visits: 0, share: null });
  });
});

describe('sales and customers', () => {
  it('totals count a return against copies and royalty', async () => {
    const [row] = (await ask('AllResults')).rows;
    expect(row).toEqual({
      sold: 10,
      returned: 1,
      netUnits: 9,
      amount: '77.94',
      royalty: '36.54',
      couponRedemptions: 3,
      samples: 6,
      visits: 7,
      readingEvents: 5,
      readers: 6,
    });
  });

  it('filters by country, by format and by one book', async () => {
    expect((await ask('AllResults', { country: 'US' })).rows[0]).toMatchObject({
      sold: 7,
      returned: 1,
      netUnits: 6,
      amount: '55.46',
      royalty: '25.31',
      visits: 0,
    });
    const printOnly = { sold: 4, returned: 0, netUnits: 4, amount: '59.96', royalty: '23.96', samples: 2 };
    expect((await ask('AllResults', { format: 'PRINT' })).rows[0]).toMatchObject({
      ...printOnly,
      readers: 2,
    });
    expect((await ask('AllResults', { projectId: print.projectId })).rows[0]).toMatchObject({
      ...printOnly,
      visits: 1,
      readingEvents: 0,
    });
  });

  it('a day series has every day of the range, empty ones as zero, final through May', async () => {
    const a = await ask('AllLineResults');
    expect(a.rows.map((r) => r.period)).toHaveLength(14);
    const d = byKey(a, 'period');
    expect(d['2026-05-25']).toEqual({
      period: '2026-05-25',
      final: true,
      ebookUnits: 0,
      printUnits: 0,
      units: 0,
      ebookRoyalty: '0.00',
      printRoyalty: '0.00',
      royalty: '0.00',
    });
    expect(d['2026-05-26']).toMatchObject({ ebookUnits: 2, units: 2, royalty: '6.98' });
    expect(d['2026-05-27']).toMatchObject({ printUnits: 3, printRoyalty: '17.97', royalty: '17.97' });
    expect(d['2026-05-31']).toMatchObject({ final: true, units: 0 });
    expect(d['2026-06-01']).toMatchObject({ final: false, units: 0 });
    expect(d['2026-06-02']).toMatchObject({ ebookUnits: -1, ebookRoyalty: '-3.49' });
    expect(a.totals).toEqual({
      ebookUnits: 5,
      printUnits: 4,
      units: 9,
      ebookRoyalty: '12.58',
      printRoyalty: '23.96',
      royalty: '36.54',
    });
    expect(a.columns[0]).toEqual({ key: 'period', label: 'Day', kind: 'day' });
  });

  it('a 120-day range is shown by Monday weeks', async () => {
    const range: AnalyticsRange = { from: '2026-02-10', to: '2026-06-09', grain: 'week' };
    const a = await ask('AllLineResults', {}, range);
    expect(a.rows).toHaveLength(18);
    expect(a.rows[0]).toMatchObject({ period: '2026-02-09', units: 0, royalty: '0.00', final: true });
    const w = byKey(a, 'period');
    // 2026-05-10 is a Sunday: it belongs to the week that began on Monday 4 May.
    expect(w['2026-05-04']).toMatchObject({ units: 1, royalty: '3.49' });
    expect(w['2026-05-25']).toMatchObject({ units: 6, royalty: '28.44', final: true });
    expect(w['2026-06-01']).toMatchObject({ units: 3, royalty: '8.10', final: false });
    expect(w['2026-06-08']).toMatchObject({ units: 0 });
    expect(a.columns[0]?.label).toBe('Week of');
  });

  it('by country, unknown last-named; by format with shares', async () => {
    const map = await ask('MapResults');
    expect(map.rows.map((r) => r.country)).toEqual(['US', 'DE', 'CA', 'GB']);
    expect(map.rows[0]).toEqual({ code: 'US', country: 'US', units: 6, amount: '55.46', royalty: '25.31' });
    expect(map.totals).toEqual({ units: 9, amount: '77.94', royalty: '36.54' });
    const formats = await ask('doughnutResults');
    expect(formats.rows).toEqual([
      { format: 'EBOOK', name: 'eBook', units: 5, amount: '17.98', royalty: '12.58', share: 55.6 },
      { format: 'PRINT', name: 'Print', units: 4, amount: '59.96', royalty: '23.96', share: 44.4 },
    ]);
  });

  it('best books rank by copies, with titles', async () => {
    const a = await ask('bestBook');
    expect(a.rows).toEqual([
      {
        rank: 1,
        projectId: ebook.projectId,
        title: 'Night Garden',
        format: 'eBook',
        units: 5,
        amount: '17.98',
        royalty: '12.58',
      },
      {
        rank: 2,
        projectId: print.projectId,
        title: 'Stone Harbor',
        format: 'Print',
        units: 4,
        amount: '59.96',
        royalty: '23.96',
      },
    ]);
  });

  it('coupon redemptions by campaign, none named as such', async () => {
    const a = await ask('BarGraphDetails');
    expect(a.rows).toEqual([
      { campaign: 'Spring', redemptions: 2, units: 2, amount: '5.00', royalty: '3.50' },
      { campaign: 'No campaign', redemptions: 1, units: 1, amount: '3.00', royalty: '2.10' },
    ]);
    expect(a.totals).toEqual({ redemptions: 3, units: 3, amount: '8.00', royalty: '5.60' });
  });

  it("other authors' books need three of the author's readers who bought in range", async () => {
    const a = await ask('customerDataOtherAuthors');
    // X: r1, r2 and r3 (the stranger r7 is not the author's reader); Y: only r1 and r2, r0 bought before the range.
    expect(a.rows).toEqual([{ projectId: otherX.projectId, title: 'Other X', format: 'eBook', readers: 3 }]);
    const platformX = await views.answer(
      'AllResults',
      RANGE,
      { ownerCustomerId: null, projectId: otherX.projectId },
      null,
    );
    expect(platformX.rows[0]).toMatchObject({ sold: 4, royalty: '13.96' });
  });
});

describe('reading', () => {
  it('samples opened against copies sold per book', async () => {
    const a = await ask('PurchasePreviewResult');
    expect(a.rows.map((r) => [r.title, r.samples, r.units, r.conversion])).toEqual([
      ['Night Garden', 4, 5, 125],
      ['Stone Harbor', 2, 4, 200],
    ]);
    expect(a.totals).toEqual({ samples: 6, units: 9, conversion: 150 });
  });

  it('how far the readers who bought in range read; 100% counts as finished', async () => {
    const a = await ask('ConsumptionResults');
    expect(a.rows.map((r) => [r.stage, r.readers, r.share])).toEqual([
      ['BOUGHT', 7, 100],
      ['OPENED', 4, 57.1],
      ['REACHED_25', 3, 42.9],
      ['REACHED_50', 3, 42.9],
      ['REACHED_75', 2, 28.6],
      ['FINISHED', 1, 14.3],
    ]);
    expect((await ask('ConsumptionResults', { country: 'US' })).notice).toMatch(/not kept by country/);
  });

  it('reading events by day', async () => {
    const a = await ask('ConsumptionBarResults');
    const d = byKey(a, 'period');
    expect(d['2026-05-26']).toMatchObject({ readingEvents: 1, samples: 4 });
    expect(d['2026-05-30']).toMatchObject({ readingEvents: 0, samples: 0, final: true });
    expect(a.totals).toEqual({ readingEvents: 5, samples: 6 });
  });

  it('time from purchase to first opening, in hours', async () => {
    const a = await ask('averageTimeToOpen');
    // (2 + 24 + 3 + 1.5) / 4 = 7.625 hours.
    expect(a.rows).toEqual([
      { projectId: ebook.projectId, title: 'Night Garden', format: 'eBook', readers: 4, averageHours: 7.6 },
    ]);
    expect(a.totals).toEqual({ readers: 4, averageHours: 7.6 });
    expect(a.columns.find((c) => c.key === 'averageHours')?.kind).toBe('hours');
  });

  it('completion per book', async () => {
    const a = await ask('bookComplitionRateAverage');
    const b = byKey(a, 'title');
    // (100 + 55 + 10 + 80) / 4 = 61.25.
    expect(b['Night Garden']).toMatchObject({
      buyers: 5,
      opened: 4,
      averageProgress: 61.3,
      finished: 1,
      completion: 25,
    });
    expect(b['Stone Harbor']).toMatchObject({
      buyers: 2,
      opened: 0,
      averageProgress: null,
      completion: null,
    });
    expect(a.totals).toEqual({ buyers: 7, opened: 4, averageProgress: 61.3, finished: 1, completion: 25 });
  });
});

describe('reading, over any range (decisions 072, 073)', () => {
  // A month covered mostly is read as the month less its days outside the range: the owner's
  // figures then come from the reading months and the readers taken away (by the owner's day
  // index), a format's from the readers alone. The two must agree book by book for any range.
  const ranges: [string, string][] = [
    ['2026-05-11', '2026-06-29'], // May less 1–10 (r0 bought on the 10th), June less the 30th
    ['2026-05-05', '2026-05-31'], // May less 1–4
    ['2026-04-02', '2026-06-30'], // April less the 1st, May and June whole
    ['2026-05-25', '2026-06-07'], // days only
    ['2026-05-09', '2026-05-26'], // days only, within one month
    ['2026-01-01', '2026-12-31'],
    ['2026-06-01', '2026-12-31'], // whole months after May
    ['2026-05-11', '2026-12-31'], // May less 1–10, and whole months
    ['2026-01-01', '2026-08-10'], // whole months, and 1–10 August as days
    ['2025-12-15', '2026-09-20'], // December 2025 less 1–14, September 2026 less 21–30
  ];
  const repo = () => createAnalyticsViewsRepository(t.database.db);
  const scope = (from: string, to: string, format?: 'EBOOK' | 'PRINT') => ({
    ownerCustomerId: owner,
    from,
    to,
    format,
  });
  const books = <T extends { projectId: string | null }>(rows: T[]) =>
    rows
      .filter((r) => r.projectId !== null)
      .sort((a, b) => String(a.projectId).localeCompare(String(b.projectId)));

  it('counts the readers who bought in range, and none outside it', async () => {
    expect((await repo().progress(scope('2026-05-11', '2026-06-29'))).buyers).toBe(7);
    expect((await repo().progress(scope('2026-05-05', '2026-05-31'))).buyers).toBe(4);
    expect((await repo().progress(scope('2026-05-09', '2026-05-26'))).buyers).toBe(2);
    // Ranges starting mid-year: the readers of May (and of May 1–10) are not counted.
    expect((await repo().progress(scope('2026-06-01', '2026-12-31'))).buyers).toBe(4);
    expect((await repo().progress(scope('2026-05-11', '2026-12-31'))).buyers).toBe(7);
    expect((await repo().progress(scope('2026-01-01', '2026-12-31'))).buyers).toBe(8);
  });

  it('agrees book by book with the readers alone, for completion, time to open and progress', async () => {
    for (const [from, to] of ranges) {
      const r = repo();
      const whole = scope(from, to);
      const [e, p] = [scope(from, to, 'EBOOK'), scope(from, to, 'PRINT')];
      expect(books(await r.completion(whole)), `completion ${from}..${to}`).toEqual(
        books([...(await r.completion(e)), ...(await r.completion(p))]),
      );
      expect(books(await r.timeToOpen(whole)), `time to open ${from}..${to}`).toEqual(
        books([...(await r.timeToOpen(e)), ...(await r.timeToOpen(p))]),
      );
      const [a, b, c] = await Promise.all([r.progress(whole), r.progress(e), r.progress(p)]);
      for (const key of Object.keys(a) as (keyof typeof a)[])
        expect(a[key], `${key} ${from}..${to}`).toBe(b[key] + c[key]);
    }
  });

  it("the platform's readers are every owner's who bought in range (its own day index, decision 073)", async () => {
    for (const [from, to] of ranges) {
      const [row] = rowsOf<{ n: number }>(
        await t.database.db.execute(
          sql`select count(*)::int as n from analytics_readers where bought_day between ${from}::date and ${to}::date`,
        ),
      );
      const platform = await repo().progress({ ownerCustomerId: null, from, to });
      expect(platform.buyers, `${from}..${to}`).toBe(row?.n);
    }
    expect(
      (await repo().progress({ ownerCustomerId: null, from: '2026-05-11', to: '2026-06-29' })).buyers,
    ).toBe(11);
  });
});

describe('the product page', () => {
  it('visitors by referring site, no referrer as direct', async () => {
    const a = await ask('bookPageVisitorByDomain');
    expect(a.page).toBe('SITE');
    expect(a.rows).toEqual([
      { domain: 'reviews.example', visits: 4, share: 57.1 },
      { domain: 'Direct or unknown', visits: 2, share: 28.6 },
      { domain: 'blog.example', visits: 1, share: 14.3 },
    ]);
    expect(a.totals).toEqual({ visits: 7, share: 100 });
  });
});
