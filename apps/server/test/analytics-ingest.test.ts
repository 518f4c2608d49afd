import { ebookSaleQuote, statementMonthOf } from '@quire/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { createAnalyticsRepository } from '../src/modules/analytics/analytics.repository';
import type { TestApp, TestClient } from './helpers';
import { couponBook, issueKey, retailApp } from './retail-helpers';

// POST /api/retail/events: a retailer's facts, checked whole and kept once (decision 043).

let t: TestApp;
let author: TestClient;
let admin: TestClient;
let owner: string;
let key: { id: string; secret: string };
let book: { id: string; ean: string };

beforeAll(async () => {
  ({ t, author, admin, owner } = await retailApp());
  key = await issueKey(admin);
  book = await couponBook(t, author, { listPrice: '4.99' });
});
afterAll(() => t?.close());

const send = (body: unknown, authorization: string | null = `Bearer ${key.secret}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/retail/events',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    payload: JSON.stringify(body),
  });

let n = 0;
const sale = (over: Record<string, unknown> = {}) => ({
  eventId: `order-${++n}`,
  kind: 'SALE',
  ean: book.ean,
  occurredAt: '2026-11-20T14:30:00-05:00',
  country: 'us',
  quantity: 2,
  unitPrice: '4.99',
  ...over,
});

const foldJobs = async () =>
  rowsOf<{ dedupe_key: string; run_at: string | Date }>(
    await t.database.db.execute(
      sql`select dedupe_key, run_at from jobs where kind = 'analytics.fold' order by run_at`,
    ),
  );

const kept = (kind: string) => createAnalyticsRepository(t.database.db).ofProject(book.id, kind);

describe('a retailer sends events', () => {
  it('keeps each fact with its book, owner, time, country and amounts', async () => {
    const res = await send({
      events: [
        sale({ eventId: 'A-1' }),
        sale({ eventId: 'A-2', kind: 'RETURN', quantity: 1 }),
        sale({
          eventId: 'A-3',
          kind: 'COUPON_REDEMPTION',
          quantity: 1,
          unitPrice: '2.50',
          couponCode: 'fall2026x',
          campaign: 'Fall',
        }),
        {
          eventId: 'A-4',
          kind: 'READING_PROGRESS',
          ean: book.ean,
          occurredAt: '2026-11-21T10:00:00Z',
          progress: 37.5,
          readerId: ' reader-77 ',
        },
        {
          eventId: 'A-5',
          kind: 'SAMPLE_OPENED',
          ean: book.ean,
          occurredAt: '2026-11-21T10:00:00Z',
          referrerDomain: 'WWW.Reviews.example',
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload).toEqual({ accepted: 5, duplicates: 0 });
    const [s] = await kept('SALE');
    expect(s).toMatchObject({
      source: key.id,
      externalId: 'A-1',
      ownerCustomerId: owner,
      ean: book.ean,
      country: 'US',
      quantity: 2,
      unitPrice: '4.99',
    });
    expect(s?.occurredAt.toISOString()).toBe('2026-11-20T19:30:00.000Z');
    // Decision 044: its New York day, format, list price, the royalty of one copy by its band and its statement.
    const statementMonth = statementMonthOf(s?.occurredAt as Date, s?.receivedAt as Date);
    expect(s).toMatchObject({
      day: '2026-11-20',
      format: 'EBOOK',
      listPrice: '4.99',
      royalty: ebookSaleQuote('4.99').net_royalty,
      statementMonth,
      readerKey: null,
    });
    expect((await kept('RETURN'))[0]).toMatchObject({ royalty: ebookSaleQuote('4.99').net_royalty });
    // A coupon's price earns its own band's rate.
    expect((await kept('COUPON_REDEMPTION'))[0]).toMatchObject({
      couponCode: 'FALL2026X',
      campaign: 'Fall',
      unitPrice: '2.50',
      listPrice: '4.99',
      royalty: ebookSaleQuote('2.50').net_royalty,
      statementMonth,
    });
    expect(ebookSaleQuote('2.50').royalty_rate).not.toBe(ebookSaleQuote('4.99').royalty_rate);
    const [progress] = await kept('READING_PROGRESS');
    expect(progress).toMatchObject({
      progress: '37.50',
      unitPrice: null,
      royalty: null,
      statementMonth: null,
      day: '2026-11-21',
      format: 'EBOOK',
    });
    // Only a keyed hash of the reader's reference, per retailer: the reference itself is nowhere.
    expect(progress?.readerKey).toMatch(/^[\w-]{43}$/);
    const raw = await t.database.db.execute(
      sql`select count(*)::int as n from analytics_events where reader_key like '%reader-77%'`,
    );
    expect(rowsOf<{ n: number }>(raw)[0]?.n).toBe(0);
    expect((await kept('SAMPLE_OPENED'))[0]).toMatchObject({ referrerDomain: 'reviews.example' });
  });

  it('keys a reader per retailer: the same reference is the same reader for one, another for two', async () => {
    const other = await issueKey(admin, 'Lakeside Books');
    const progress = (eventId: string) => ({
      eventId,
      kind: 'READING_PROGRESS',
      ean: book.ean,
      occurredAt: '2026-11-22T10:00:00Z',
      progress: 50,
      readerId: 'reader-77',
    });
    expect((await send({ events: [progress('K-1')] })).statusCode).toBe(200);
    expect((await send({ events: [progress('K-2')] }, `Bearer ${other.secret}`)).statusCode).toBe(200);
    const keys = (await kept('READING_PROGRESS')).map((e) => [e.externalId, e.readerKey]);
    const keyOf = (id: string) => keys.find(([x]) => x === id)?.[1];
    expect(keyOf('K-1')).toBe(keyOf('A-4'));
    expect(keyOf('K-2')).not.toBe(keyOf('K-1'));
  });

  it('schedules the fold for the next minute, one job a minute', async () => {
    const sentAt = t.clock.now().getTime();
    expect((await send({ events: [sale({ eventId: 'F-1' })] })).statusCode).toBe(200);
    expect((await send({ events: [sale({ eventId: 'F-2' })] })).statusCode).toBe(200);
    const jobs = await foldJobs();
    // Each job starts on a whole minute, named by its dedupe key.
    for (const job of jobs) {
      const runAt = new Date(job.run_at);
      expect(runAt.getTime() % 60_000).toBe(0);
      expect(job.dedupe_key).toBe(`analytics.fold:${runAt.toISOString().slice(0, 16)}`);
    }
    expect(jobs.some((j) => new Date(j.run_at).getTime() > sentAt)).toBe(true);
  });

  it('counts a replayed batch once, even sent twice at once', async () => {
    const batch = { events: [sale({ eventId: 'R-1' }), sale({ eventId: 'R-2' })] };
    const [a, b] = await Promise.all([send(batch), send(batch)]);
    const answers = [a.json().payload, b.json().payload];
    expect(answers.map((x) => x.accepted).sort()).toEqual([0, 2]);
    expect(answers.map((x) => x.duplicates).sort()).toEqual([0, 2]);
    expect(
      (await send({ events: [sale({ eventId: 'R-2' }), sale({ eventId: 'R-3' })] })).json().payload,
    ).toEqual({
      accepted: 1,
      duplicates: 1,
    });
    const ids = (await kept('SALE')).map((e) => e.externalId);
    expect(ids.filter((id) => id === 'R-1' || id === 'R-2')).toHaveLength(2);
  });

  it('another retailer’s same eventId is its own fact', async () => {
    const other = await issueKey(admin, 'Harbour Books');
    const res = await send({ events: [sale({ eventId: 'A-1' })] }, `Bearer ${other.secret}`);
    expect(res.json().payload).toEqual({ accepted: 1, duplicates: 0 });
  });
});

describe('a batch with a malformed event is refused whole', () => {
  const refused = async (events: unknown[]) => {
    const before = (await kept('SALE')).length;
    const res = await send({ events });
    expect(res.statusCode, res.body).toBe(400);
    expect((await kept('SALE')).length).toBe(before);
    return (res.json().errors as { field: string; description: string }[]).map((e) => [
      e.field,
      e.description,
    ]);
  };

  it('names the event and the reason: EAN, time, amounts, kinds, repeats', async () => {
    expect(await refused([sale(), sale(), sale({ ean: '9780000000001' })])).toEqual([
      ['events.2.ean', 'ean must be a 13-digit EAN with a valid check digit.'],
    ]);
    expect(await refused([sale(), sale({ ean: '9780306406157' })])).toEqual([
      ['events.1.ean', 'No book on Quire has this EAN.'],
    ]);
    expect(await refused([sale({ occurredAt: '2099-01-01T00:00:00Z' })])).toEqual([
      ['events.0.occurredAt', 'occurredAt must be an ISO 8601 time with its offset, and not in the future.'],
    ]);
    expect(await refused([sale({ occurredAt: '2026-11-20 14:30' })])).toEqual([
      ['events.0.occurredAt', 'occurredAt must be an ISO 8601 time with its offset, and not in the future.'],
    ]);
    expect(await refused([sale({ unitPrice: undefined })])).toEqual([
      [
        'events.0.unitPrice',
        'A sale, a return and a coupon redemption need unitPrice: what the reader paid for one copy.',
      ],
    ]);
    expect((await refused([sale({ unitPrice: '4.999' })]))[0]?.[0]).toBe('events.0.unitPrice');
    // No eBook sells above its last price band; a print book may.
    expect(await refused([sale({ unitPrice: '199.99' }), sale({ unitPrice: '200.00' })])).toEqual([
      [
        'events.1.unitPrice',
        'An eBook sells for at most $199.99: unitPrice must be from 0.00 to 199.99 for an eBook.',
      ],
    ]);
    expect((await refused([sale({ kind: 'RETURN', unitPrice: '999.99' })]))[0]?.[0]).toBe(
      'events.0.unitPrice',
    );
    expect((await refused([sale({ kind: 'COUPON_REDEMPTION' })]))[0]?.[0]).toBe('events.0.couponCode');
    expect((await refused([sale({ kind: 'PAGE_VISIT' })]))[0]?.[0]).toBe('events.0.kind');
    expect(await refused([sale({ eventId: 'D-1' }), sale({ eventId: 'D-1' })])).toEqual([
      ['events.1.eventId', 'eventId appears twice in this batch.'],
    ]);
  });

  it('refuses an empty batch and one over 1,000 events', async () => {
    expect((await send({ events: [] })).statusCode).toBe(400);
    const many = Array.from({ length: 1001 }, (_, i) => sale({ eventId: `M-${i}` }));
    expect((await send({ events: many })).statusCode).toBe(400);
  });
});

describe('only a retailer’s key may send', () => {
  it('no key, a revoked key or a signed-in session: 401 and nothing kept', async () => {
    expect((await send({ events: [sale()] }, null)).statusCode).toBe(401);
    const revoked = await issueKey(admin, 'Closed Books');
    expect((await admin.request('DELETE', `/api/admin/retailer-keys/${revoked.id}`)).statusCode).toBe(200);
    expect((await send({ events: [sale()] }, `Bearer ${revoked.secret}`)).statusCode).toBe(401);
    const session = await author.post('/api/retail/events', { events: [sale({ eventId: 'S-1' })] });
    expect(session.statusCode).toBe(401);
    expect(session.json().code).toBe('RETAILER_KEY_INVALID');
    const rows = await t.database.db.execute(
      sql`select count(*)::int as n from analytics_events where external_id = 'S-1'`,
    );
    expect(rowsOf<{ n: number }>(rows)[0]?.n).toBe(0);
  });
});
