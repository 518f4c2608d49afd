import { randomUUID } from 'node:crypto';
import { addDays } from '@quire/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { type FactBook, type FactInput, factOf } from '../src/modules/analytics/analytics.facts';
import { createAnalyticsFoldRepository } from '../src/modules/analytics/analytics.fold.repository';
import { createAnalyticsRepository } from '../src/modules/analytics/analytics.repository';
import { createAnalyticsViewsRepository } from '../src/modules/analytics/analytics.views.repository';
import { buildTestApp, type TestApp } from './helpers';

// "Also bought" (decision 061): the fold keeps, per reader, owner and purchase day, the other
// owners' books the reader bought, and the "other authors" view counts an owner's readers in range
// from it. Both must be exactly what the facts say, after every fold: with late sales of earlier
// days (a reader's purchase day moves), returns, new readers and readers buying more.

const NOW = new Date('2026-06-20T16:00:00Z');
const FIRST = '2026-04-01';
const OWNERS = ['C7000000001', 'C7000000002', 'C7000000003', 'C7000000004'];
const READERS = Array.from({ length: 12 }, (_, i) => `ab-reader-${i}`);

let t: TestApp;
const books: FactBook[] = OWNERS.flatMap((owner) =>
  [0, 1, 2].map(
    (): FactBook => ({
      projectId: randomUUID(),
      ownerCustomerId: owner,
      ean: null,
      format: 'EBOOK',
      listPrice: '4.99',
      printingCost: null,
    }),
  ),
);

/** A fixed pseudo-random sequence, so a failure can be run again. */
let seed = 61;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;

let n = 0;
const fact = (b: FactBook, day: string, input: Partial<FactInput> & Pick<FactInput, 'kind'>) =>
  factOf(
    {
      source: 'also-bought-test',
      externalId: `ab-${++n}`,
      occurredAt: new Date(`${day}T16:00:00Z`),
      receivedAt: NOW,
      ...input,
    },
    b,
  );

/** `count` facts of readers on days from `first` over `days` days: sales, redemptions, returns, reading. */
function facts(count: number, first: string, days: number) {
  return Array.from({ length: count }, () => {
    const b = pick(books);
    const day = addDays(first, Math.floor(random() * days));
    const readerKey = pick(READERS);
    const kind = pick(['SALE', 'SALE', 'SALE', 'COUPON_REDEMPTION', 'RETURN', 'READING_PROGRESS'] as const);
    if (kind === 'READING_PROGRESS') return fact(b, day, { kind, progress: 40, readerKey });
    return fact(b, day, { kind, unitPrice: '4.99', royalty: '3.49', readerKey });
  });
}

const q = async (query: ReturnType<typeof sql>) =>
  rowsOf<Record<string, unknown>>(await t.database.db.execute(query));

/** Each reader's first purchase day of each book, straight from the facts (what the readers keep). */
const FACT_READERS = sql`(select project_id, reader_key, max(owner_customer_id) as owner_customer_id,
    min(day) filter (where kind in ('SALE', 'COUPON_REDEMPTION')) as bought_day
  from analytics_events where reader_key like 'ab-reader-%' and project_id is not null
  group by project_id, reader_key)`;

/** The kept rows, and the same worked out from the facts. */
async function keptAndExpected() {
  const kept = await q(sql`select reader_key, owner_customer_id, project_id::text as project_id,
      bought_day::text as bought_day, previous_day::text as previous_day
    from analytics_also_bought where reader_key like 'ab-reader-%' order by 1, 2, 3, 4`);
  const expected = await q(sql`
    with days as (select distinct reader_key, owner_customer_id, bought_day from ${FACT_READERS} f
                  where bought_day is not null)
    select d.reader_key, d.owner_customer_id, o.project_id::text as project_id, d.bought_day::text as bought_day,
      (select max(p.bought_day) from days p where p.reader_key = d.reader_key
         and p.owner_customer_id = d.owner_customer_id and p.bought_day < d.bought_day)::text as previous_day
    from days d join ${FACT_READERS} o on o.reader_key = d.reader_key
      and o.owner_customer_id <> d.owner_customer_id and o.bought_day is not null
    order by 1, 2, 3, 4`);
  return { kept, expected };
}

/** The other owners' books of an owner's readers who bought in range, counted from the facts. */
async function otherAuthorsFromFacts(owner: string, from: string, to: string) {
  const found = await q(sql`
    select o.project_id::text as project_id, count(distinct o.reader_key)::int as readers
    from ${FACT_READERS} m join ${FACT_READERS} o on o.reader_key = m.reader_key
      and o.owner_customer_id <> m.owner_customer_id and o.bought_day is not null
    where m.owner_customer_id = ${owner} and m.bought_day between ${from}::date and ${to}::date
    group by 1 order by 2 desc, 1`);
  return found.map((r) => ({ projectId: r.project_id, readers: Number(r.readers) }));
}

async function expectAgree() {
  const { kept, expected } = await keptAndExpected();
  expect(expected.length).toBeGreaterThan(0);
  expect(kept).toEqual(expected);
  const views = createAnalyticsViewsRepository(t.database.db);
  for (const owner of OWNERS) {
    for (const [from, to] of [
      [FIRST, '2026-06-20'],
      ['2026-04-10', '2026-04-30'],
      ['2026-05-01', '2026-05-31'],
      ['2026-05-15', '2026-06-20'],
      ['2026-06-01', '2026-06-01'],
    ] as const) {
      const got = await views.otherAuthors({ ownerCustomerId: owner, from, to }, 1, 1000);
      expect(got, `${owner} ${from}..${to}`).toEqual(await otherAuthorsFromFacts(owner, from, to));
      // Readers who bought in range, each once, from their purchase days (decision 063).
      const [bought] = await q(sql`select count(distinct reader_key)::int as n from ${FACT_READERS} f
        where owner_customer_id = ${owner} and bought_day between ${from}::date and ${to}::date`);
      const totals = await views.totals({ ownerCustomerId: owner, from, to });
      expect(totals.readers, `readers of ${owner} ${from}..${to}`).toBe(bought?.n);
    }
  }
  // The purchase days kept, and the same worked out from the facts.
  const days = await q(sql`select owner_customer_id, bought_day::text as bought_day, reader_key,
      previous_day::text as previous_day from analytics_reader_days where reader_key like 'ab-reader-%'
    order by 1, 2, 3`);
  expect(days).toEqual(
    await q(sql`
      with d as (select distinct reader_key, owner_customer_id, bought_day from ${FACT_READERS} f
                 where bought_day is not null)
      select owner_customer_id, bought_day::text as bought_day, reader_key,
        (select max(p.bought_day) from d p where p.reader_key = d.reader_key
           and p.owner_customer_id = d.owner_customer_id and p.bought_day < d.bought_day)::text as previous_day
      from d order by 1, 2, 3`),
  );
}

const analytics = () => createAnalyticsRepository(t.database.db);
const fold = () => createAnalyticsFoldRepository(t.database.db).foldBatch(20_000, NOW);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('also bought', () => {
  it('the fold keeps exactly what the facts say', async () => {
    await analytics().insertNew(facts(150, '2026-05-01', 40));
    expect((await fold()).folded).toBe(150);
    await expectAgree();
  });

  it('after late facts of earlier days, returns and more purchases, folded in small batches', async () => {
    // Earlier days than any folded (each reader's first purchase day moves back), and later ones.
    await analytics().insertNew(facts(60, FIRST, 30));
    await analytics().insertNew(facts(60, '2026-05-20', 30));
    const fold7 = () => createAnalyticsFoldRepository(t.database.db).foldBatch(7, NOW);
    for (let i = 0; i < 30 && (await fold7()).folded > 0; i++);
    expect((await fold()).folded).toBe(0);
    await expectAgree();
  });

  it('a reader who only reads has no rows until they buy', async () => {
    const [mine, other] = [books[0] as FactBook, books[4] as FactBook];
    await analytics().insertNew([
      fact(mine, '2026-06-02', { kind: 'READING_PROGRESS', progress: 10, readerKey: 'ab-reader-new' }),
      fact(other, '2026-06-03', { kind: 'SALE', unitPrice: '4.99', readerKey: 'ab-reader-new' }),
    ]);
    await fold();
    const rows = await q(
      sql`select count(*)::int as n from analytics_also_bought where reader_key = 'ab-reader-new'`,
    );
    expect(rows[0]?.n).toBe(0);
    await analytics().insertNew([
      fact(mine, '2026-06-01', { kind: 'SALE', unitPrice: '4.99', readerKey: 'ab-reader-new' }),
    ]);
    await fold();
    const after = await q(sql`select owner_customer_id, bought_day::text as day from analytics_also_bought
      where reader_key = 'ab-reader-new' order by 1`);
    expect(after).toEqual([
      { owner_customer_id: mine.ownerCustomerId, day: '2026-06-01' },
      { owner_customer_id: other.ownerCustomerId, day: '2026-06-03' },
    ]);
  });
});
