import {
  type CategoryRecord,
  calendarDate,
  flattenCategoryTree,
  ONIX_NAMESPACE as ONIX,
} from '@quire/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingContributor } from './contributor-helpers';
import { ADMIN, AUTHOR, buildTestApp, MINUTE, type TestApp, type TestClient } from './helpers';
import {
  childText,
  createBook,
  recordSale,
  setColumns,
  type XmlElement,
  xmlElements,
  xmlTexts,
} from './onix-helpers';
import { onixSchemaErrors } from './onix-schema';

const DAY = 24 * 60 * MINUTE;
const leaf = flattenCategoryTree().find((r) => r.bottomLevel && r.bisac) as CategoryRecord;

describe('ONIX feed: recordSaleChange and GET /api/admin/onix-feed', () => {
  let t: TestApp;
  let admin: TestClient;
  let author: TestClient;
  let bookId: string;
  let secondId: string;
  let onSaleAt: Date;

  const feed = (query: string) => admin.get(`/api/admin/onix-feed?${query}`);
  const feedEntries = async (projectId: string) => {
    const result = await t.database.db.execute(
      sql`select change, notification_type, product_xml from onix_feed_entries where project_id = ${projectId} order by seq`,
    );
    return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      change: string;
      notification_type: string;
      product_xml: string;
    }[];
  };
  const feedCount = async (since: Date) =>
    Number((await feed(`since=${encodeURIComponent(since.toISOString())}`)).headers['x-total-count']);

  beforeAll(async () => {
    t = await buildTestApp();
    admin = t.client();
    await admin.signIn(ADMIN);
    author = t.client();
    await author.signIn(AUTHOR);
    bookId = await createBook(author, { type: 'EBOOK', title: 'The Salt Road' });
    await createBook(author, {
      id: bookId,
      listPrice: '3.99',
      languageCode: 'eng',
      audience: 'TRA',
      contributors: [{ firstName: 'Ada', lastName: 'Author', role: 'A' }],
      // Categories make the record read the catalog too, inside the job's transaction.
      categories: [leaf.categoryId],
    });
    await setColumns(t, bookId, { isbn: '9781234567880' });
  });
  afterAll(() => t.close());

  it('records in the caller transaction: a change that fails leaves no entry (and no status)', async () => {
    const before = t.clock.now();
    await expect(
      recordSale(t, bookId, 'ONSALE', async () => {
        throw new Error('the job failed');
      }),
    ).rejects.toThrow('the job failed');
    expect(await feedCount(before)).toBe(0);
    const row = await t.database.db.execute(sql`select status from projects where id = ${bookId}`);
    const rows = (Array.isArray(row) ? row : (row as { rows: unknown[] }).rows) as { status: string }[];
    expect(rows[0]?.status).toBe('NEW');
  });

  it('on sale then off sale: the feed holds the book once, as its withdrawal, and validates', async () => {
    onSaleAt = t.clock.now();
    await recordSale(t, bookId, 'ONSALE');
    t.clock.advance(MINUTE);
    // The book changes after it went on sale: the first record stays as it was recorded.
    await setColumns(t, bookId, { title: 'The Salt Road & Other Stories' });
    await recordSale(t, bookId, 'OFFSALE');

    const res = await feed(`since=${encodeURIComponent(onSaleAt.toISOString())}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="onix-feed-\d{8}T\d{6}\.xml"$/);
    expect(res.headers['x-total-count']).toBe('1');
    expect(res.headers.link).toBeUndefined();

    const products = xmlElements(res.body, 'Product');
    expect(products).toHaveLength(1);
    const withdrawn = products[0] as XmlElement;
    expect(childText(withdrawn, 'RecordReference')).toBe(`quire.project.${bookId}`);
    expect(childText(withdrawn, 'NotificationType')).toBe('03');
    expect(childText(withdrawn, 'TitleText')).toBe('The Salt Road & Other Stories');
    expect(childText(withdrawn, 'PublishingStatus')).toBe('11');
    expect(childText(withdrawn, 'MarketPublishingStatus')).toBe('11');
    expect(childText(withdrawn, 'ProductAvailability')).toBe('46');
    expect(childText(withdrawn, 'SubjectCode')).toBe(leaf.bisac);

    // Both entries are kept, each as it was recorded.
    const entries = await feedEntries(bookId);
    expect(entries.map((e) => [e.change, e.notification_type])).toEqual([
      ['ONSALE', '03'],
      ['OFFSALE', '03'],
    ]);
    const [first, second] = entries.map((e) => e.product_xml);
    expect(xmlTexts(first as string, 'TitleText')).toEqual(['The Salt Road']);
    expect(xmlTexts(first as string, 'PublishingStatus')).toEqual(['04']);
    expect(xmlTexts(first as string, 'ProductAvailability')).toEqual(['20']);
    expect(xmlTexts(second as string, 'PublishingStatus')).toEqual(['11']);
    // Each entry is a valid record on its own, and the per-book route answers only books on sale.
    const alone = (xml: string) =>
      `<ONIXMessage xmlns="${ONIX}" release="3.0"><Header><Sender><SenderName>Quire</SenderName></Sender><SentDateTime>20261125</SentDateTime></Header>${xml}</ONIXMessage>`;
    // The feed, and each entry in a message of its own, pass the schema (one xmllint call).
    expect(
      await onixSchemaErrors({
        feed: res.body,
        first: alone(first as string),
        second: alone(second as string),
      }),
    ).toEqual({ feed: [], first: [], second: [] });
    expect((await author.get(`/api/project/${bookId}/onix`)).statusCode).toBe(409);
  });

  it('since: an instant or a New York day; books with later entries only; nothing since answers <NoProduct/>', async () => {
    secondId = await createBook(author, { type: 'EBOOK', title: 'Tidewater', listPrice: '1.99' });
    t.clock.advance(MINUTE);
    const beforeSecond = t.clock.now();
    t.clock.advance(MINUTE);
    await recordSale(t, secondId, 'ONSALE');

    const later = await feed(`since=${encodeURIComponent(beforeSecond.toISOString())}`);
    expect(xmlTexts(later.body, 'RecordReference')).toEqual([`quire.project.${secondId}`]);
    expect(later.headers['x-total-count']).toBe('1');

    const today = calendarDate(t.clock.now()) as string;
    const all = await feed(`since=${today}`);
    expect(all.headers['x-total-count']).toBe('2');
    // Oldest first: the withdrawal was written before the second book went on sale.
    expect(xmlTexts(all.body, 'PublishingStatus')).toEqual(['11', '04']);

    const tomorrow = calendarDate(new Date(t.clock.now().getTime() + DAY)) as string;
    const none = await feed(`since=${tomorrow}`);
    expect(none.statusCode).toBe(200);
    expect(none.headers['x-total-count']).toBe('0');
    expect(xmlElements(none.body, 'Product')).toEqual([]);
    expect(xmlElements(none.body, 'NoProduct')).toHaveLength(1);
    expect(await onixSchemaErrors({ all: all.body, none: none.body })).toEqual({ all: [], none: [] });
  });

  it('pages: recordsPerPage at a time and a Link with the cursor of the next page; a book that changes meanwhile comes again', async () => {
    const since = encodeURIComponent(onSaleAt.toISOString());
    const first = await feed(`since=${since}&recordsPerPage=1`);
    expect(first.headers['x-total-count']).toBe('2');
    expect(xmlTexts(first.body, 'RecordReference')).toEqual([`quire.project.${bookId}`]);
    const next = /^<([^>]+)>; rel="next"$/.exec(String(first.headers.link))?.[1] as string;
    expect(next).toMatch(new RegExp(`^/api/admin/onix-feed\\?since=${since}&after=\\d+&recordsPerPage=1$`));

    // The first book goes back on sale while the reader pages: it is not lost, it comes after the cursor.
    t.clock.advance(MINUTE);
    await recordSale(t, bookId, 'ONSALE');
    const second = await admin.get(next);
    expect(xmlTexts(second.body, 'RecordReference')).toEqual([`quire.project.${secondId}`]);
    const last = /^<([^>]+)>; rel="next"$/.exec(String(second.headers.link))?.[1] as string;
    const third = await admin.get(last);
    expect(xmlTexts(third.body, 'RecordReference')).toEqual([`quire.project.${bookId}`]);
    expect(xmlTexts(third.body, 'PublishingStatus')).toEqual(['04']);
    expect(third.headers.link).toBeUndefined();
    expect(third.headers['content-disposition']).toMatch(/-after-\d+\.xml"$/);
  });

  it('bad input: since missing, not a date, without an offset; a page size over 500 → 400 with fields', async () => {
    const message =
      'Please enter a date (YYYY-MM-DD) or a date and time with its offset (2026-11-25T09:30:00Z).';
    for (const query of ['', 'since=yesterday', 'since=2026-02-30', 'since=2026-11-25T09:30:00']) {
      const res = await feed(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors).toEqual([{ code: expect.any(String), description: message, field: 'since' }]);
    }
    const big = await feed(`since=2026-01-01&recordsPerPage=501`);
    expect(big.statusCode).toBe(400);
    expect(big.json().errors[0].field).toBe('recordsPerPage');
    const cursor = await feed(`since=2026-01-01&after=-1`);
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().errors[0].field).toBe('after');
  });

  it('administrators only: anonymous 401, an author 403, a contributor acting for an author 403', async () => {
    const anon = await t.client().get('/api/admin/onix-feed?since=2026-01-01');
    expect(anon.statusCode).toBe(401);
    expect(anon.json().code).toBe('UNAUTHORIZED');
    const mine = await author.get('/api/admin/onix-feed?since=2026-01-01');
    expect(mine.statusCode).toBe(403);
    expect(mine.json().code).toBe('FORBIDDEN');
    const helper = await actingContributor(t, author, ['PROJECT_DASHBOARD']);
    expect((await helper.client.get('/api/admin/onix-feed?since=2026-01-01')).statusCode).toBe(403);
  });
});
