import { addDays, isbnProblem, newYorkDay, publishProblems, sendDayOf, TEMPLATE_3_YEAR } from '@quire/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { seed } from '../src/seed';
import { DEMO_PROJECTS, ISBN_POOL_SIZE, RETAIL_CATALOGUE } from '../src/seed/projects';
import { DEMO_PUBLISHER, DEMO_PUBLISHER_NAME } from '../src/seed/publisher';
import { createServices } from '../src/services';
import { adminClient } from './admin-helpers';
import { AUTHOR, buildTestApp, type TestApp, type TestClient } from './helpers';

type Promo = Record<string, unknown> & { id: string; ean: string; status: string; projectId: string };

/**
 * The demo's promotions on a fresh demo database with its catalogue (QUIRE_DEMO_CATALOGUE): the
 * small press signs in to twelve complete on-sale eBooks, and an administrator finds its requests,
 * ten pending, one declined with its reason and one accepted with its promo price scheduled; a
 * second seed adds nothing, and the ten pending can be accepted at once.
 */
describe('the demo promotions', () => {
  let t: TestApp;
  let publisher: TestClient;
  let admin: TestClient;
  const tab = async (c: TestClient, status: string, isAdmin = true) => {
    const res = await c.get(
      `/api/project/promos?${isAdmin ? 'isAdmin=true&' : ''}status=${status}&recordsPerPage=100`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().payload as { promos: Promo[]; numberOfRecords: number };
  };
  const counts = async () =>
    rowsOf<Record<string, number>>(
      await t.database.db.execute(sql`select
        (select count(*)::int from users) as users,
        (select count(*)::int from projects) as books,
        (select count(*)::int from project_files) as files,
        (select count(*)::int from promo_requests) as requests,
        (select count(*)::int from price_schedules) as prices`),
    )[0];

  beforeAll(async () => {
    t = await buildTestApp({ demoCatalogue: true });
    publisher = t.client();
    await publisher.signIn(DEMO_PUBLISHER);
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  it('the small press signs in with merchandising, to twelve complete on-sale eBooks of its own ISBNs', async () => {
    const me = (await publisher.get('/api/authentication/session')).json().payload.user;
    expect(me).toMatchObject({
      email: DEMO_PUBLISHER.email,
      vendorNumber: 'V1000002',
      vendorStatus: 'Active',
      businessStatus: 'Active',
    });
    expect(me.permissions).toContain('MERCHANDISING');

    const list = (await publisher.get('/api/projects?limit=50')).json().payload.projects as { id: string }[];
    expect(list).toHaveLength(12);
    const taken = new Set([...DEMO_PROJECTS.map((b) => b.isbn), ...RETAIL_CATALOGUE.map((e) => e.isbn)]);
    const eans = new Set<string>();
    let from2019 = 0;
    for (const { id } of list) {
      const b = (await publisher.get(`/api/project/${id}`)).json().payload;
      expect({ title: b.title, problems: publishProblems(b) }).toEqual({ title: b.title, problems: [] });
      expect(b).toMatchObject({
        type: 'EBOOK',
        status: 'ONSALE',
        publisherName: DEMO_PUBLISHER_NAME,
        interiorApproved: true,
        coverFullApproved: true,
      });
      expect(isbnProblem(b.ean)).toBeNull();
      expect(b.ean).toMatch(/^979888645/);
      expect(taken.has(b.ean)).toBe(false);
      eans.add(b.ean);
      expect(Number(b.listPrice)).toBeGreaterThanOrEqual(0.99);
      expect(Number(b.listPrice)).toBeLessThanOrEqual(9.99);
      expect(b.publicationDate < newYorkDay(t.clock.now())).toBe(true);
      if (b.publicationDate.startsWith(String(TEMPLATE_3_YEAR))) from2019 += 1;
      expect((await t.client().get(`/books/${id}/cover.jpg`)).statusCode, `${b.title} cover`).toBe(200);
    }
    expect(eans.size).toBe(12);
    expect(from2019).toBeGreaterThanOrEqual(2);
    // None is a number of the free pool (979-8-98765-000 …).
    const pool = rowsOf<{ n: number; inPool: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n, count(*) filter (where isbn in (select isbn from projects))::int as "inPool" from isbn_pool`,
      ),
    )[0];
    expect(pool).toEqual({ n: ISBN_POOL_SIZE, inPool: 0 });
  });

  it('the administrator finds at least ten pending requests of several promotions, one per title', async () => {
    const pending = await tab(admin, 'PENDING');
    expect(pending.numberOfRecords).toBeGreaterThanOrEqual(10);
    const press = pending.promos.filter((p) => p.vendorNumber === 'V1000002');
    expect(press.length).toBeGreaterThanOrEqual(10);
    for (const p of press) expect(p.author).toBe(DEMO_PUBLISHER_NAME);
    expect(new Set(press.map((p) => p.ean)).size).toBe(press.length);
    expect(new Set(press.map((p) => p.mercPromoType)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(press.map((p) => p.definitionId)).size).toBeGreaterThanOrEqual(6);
    // Some flexible on date, some with preferred days.
    expect(press.some((p) => p.flexDate === 'true')).toBe(true);
    expect(press.some((p) => p.preferredStartDate !== null)).toBe(true);
    // The publisher sees the same requests as their own.
    expect((await tab(publisher, 'PENDING', false)).numberOfRecords).toBe(press.length);
  });

  it('one request is declined with its reason, and one accepted with its promo price scheduled', async () => {
    const declined = (await tab(admin, 'DECLINED')).promos;
    expect(declined).toHaveLength(1);
    expect(declined[0]!.decline).toMatchObject({ reason: 'RECENTLY_PROMOTED' });
    expect((declined[0]!.decline as { eligibleAgain: string }).eligibleAgain).toMatch(
      /^\d{2}\/\d{2}\/\d{4}$/,
    );

    const approved = (await tab(admin, 'APPROVED')).promos;
    expect(approved).toHaveLength(1);
    const accepted = approved[0]!;
    expect(accepted.startDate).not.toBeNull();
    expect(accepted.scheduledPriceId).not.toBeNull();
    const res = await publisher.get(`/api/project/scheduled-prices?projectId=${accepted.projectId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload.scheduledPrices).toEqual([
      expect.objectContaining({
        id: accepted.scheduledPriceId,
        price: accepted.promoPrice,
        status: 'SCHEDULED',
      }),
    ]);
  });

  it('a book without a publication date takes the New York day it went on sale; the 2019 backlist title its own', async () => {
    const author = t.client();
    await author.signIn(AUTHOR);
    const titles = async (searchText: string) => {
      const res = await author.get(`/api/project/promo-titles?searchText=${encodeURIComponent(searchText)}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().payload.titles as { title: string; publicationDate: string | null }[];
    };
    const [orchard] = await titles('Clockwork Orchard');
    const onSale = rowsOf<{ on_sale_date: Date | string }>(
      await t.database.db.execute(
        sql`select on_sale_date from projects where title = 'The Clockwork Orchard'`,
      ),
    )[0]!.on_sale_date;
    expect(orchard?.publicationDate).toBe(sendDayOf(newYorkDay(new Date(onSale))));
    const [lighthouse] = await titles('Lighthouse Keeper');
    expect(lighthouse?.publicationDate).toBe('05/14/2019');
  });

  it('a second seed adds no account, book, file, request or scheduled price', async () => {
    const before = await counts();
    // The press's twelve requests and the accepted one's price; the demo author's past deal (an ended,
    // accepted request with its done price) and past price cut (seed/price-story.ts).
    expect(before).toMatchObject({ requests: 13, prices: 3 });
    await seed(createServices(t.database.db, t.config, t.database.kind), t.config);
    expect(await counts()).toEqual(before);
  });

  it('the administrator accepts the ten pending requests at once', async () => {
    const ids = (await tab(admin, 'PENDING')).promos.map((p) => p.id);
    const today = newYorkDay(t.clock.now());
    const res = await admin.put('/api/project/update-promo-status', {
      ids,
      status: 'APPROVED',
      startDate: sendDayOf(addDays(today, 1)),
      endDate: sendDayOf(addDays(today, 8)),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload).toMatchObject({ status: 'APPROVED', updated: ids.length });
    expect((await tab(admin, 'PENDING')).numberOfRecords).toBe(0);
    expect((await tab(admin, 'APPROVED')).numberOfRecords).toBe(ids.length + 1);
  });
});
