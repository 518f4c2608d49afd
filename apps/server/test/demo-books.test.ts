import { isbnProblem, publishProblems } from '@quire/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { rowsOf } from '../src/db/rows';
import { seed } from '../src/seed';
import { createServices } from '../src/services';
import { worker } from './files-helpers';
import { AUTHOR, buildTestApp, type TestApp, type TestClient } from './helpers';

/**
 * The demo data obeys the product's rules: every seeded book is as complete as its status says,
 * and each action its status offers works on it. The on-sale eBooks go off sale and on sale again
 * through PUT /api/project/setsalestatus (the intake job finishing each step); the ordered
 * print-on-demand book can be ordered; the drafts can be edited and saved.
 */
describe('the demo books, walked through what their status allows', () => {
  let t: TestApp;
  let author: TestClient;
  type Book = Record<string, unknown> & { id: string; title: string; status: string; type: string };
  let books: Book[];

  beforeAll(async () => {
    const base = loadConfig({});
    t = await buildTestApp({
      jobs: { ...base.jobs, mode: 'off' },
      publishing: { onSaleDelayMs: 60_000, offSaleDelayMs: 60_000 },
    });
    author = t.client();
    await author.signIn(AUTHOR);
    const list = (await author.get('/api/projects?limit=50')).json().payload.projects as { id: string }[];
    books = [];
    for (const { id } of list) books.push((await author.get(`/api/project/${id}`)).json().payload);
  });
  afterAll(() => t.close());

  const byStatus = (status: string, type?: string) =>
    books.filter((b) => b.status === status && (!type || b.type === type));
  const load = async (id: string) => (await author.get(`/api/project/${id}`)).json().payload as Book;
  /** The retailer's intake: its job falls due after the configured delay and finishes the step. */
  const intake = async () => {
    t.clock.advance(61_000);
    await worker(t).drain(30_000);
  };

  it('seeds two on-sale eBooks with valid EANs, an ordered POD book and drafts', () => {
    const onSale = byStatus('ONSALE', 'EBOOK');
    expect(onSale.length).toBeGreaterThanOrEqual(2);
    for (const b of onSale) {
      expect(b.ean).toMatch(/^97[89]\d{10}$/);
      expect(isbnProblem(b.ean as string)).toBeNull();
    }
    expect(byStatus('ORDERED', 'POD')).toHaveLength(1);
    expect(books.filter((b) => b.status === 'NEW' || b.status === 'EDITING').length).toBeGreaterThan(0);
  });

  it('every on-sale and ordered book passes every publishing check, its files stored and approved', async () => {
    for (const b of [...byStatus('ONSALE'), ...byStatus('ORDERED')]) {
      const problems = b.type === 'POD' ? [] : publishProblems(b as never);
      expect({ title: b.title, problems }).toEqual({ title: b.title, problems: [] });
      expect(b).toMatchObject({
        interiorApproved: true,
        coverFullApproved: true,
        interiorPreFlightCheckStatus: 'SUCCESSFUL',
        coverFullPreFlightCheckStatus: 'SUCCESSFUL',
      });
      expect((b.categories as unknown[]).length).toBeGreaterThan(0);
      for (const element of ['INTERIOR', 'FULL_COVER']) {
        const status = await author.get(
          `/api/project/preflightstatus?projectId=${b.id}&elementType=${element}`,
        );
        expect(status.json().payload).toMatchObject({ preFlightCheckStatus: 'SUCCESSFUL' });
      }
      // The stored cover is served.
      const cover = await author.get(b.coverFile as string);
      expect(cover.statusCode, `${b.title} cover`).toBe(200);
      expect(cover.rawPayload.length).toBeGreaterThan(100);
    }
  });

  it("the demo author's on-sale eBook goes off sale and on sale again through PUT /api/project/setsalestatus", async () => {
    for (const b of byStatus('ONSALE', 'EBOOK')) {
      // Each has a running or scheduled demo coupon (seed/coupons.ts): the author is warned first.
      const warned = await author.put('/api/project/setsalestatus', { id: b.id, onSale: false });
      expect(warned.json().code, `${b.title} coupon warning`).toBe('COUPON_ON_BOOK');
      const off = await author.put('/api/project/setsalestatus', {
        id: b.id,
        onSale: false,
        overridePromoWarning: true,
      });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().payload.status).toBe('PROCESSING_OFFSALE');
      await intake();
      expect((await load(b.id)).status).toBe('OFFSALE');

      const on = await author.put('/api/project/setsalestatus', {
        id: b.id,
        onSale: true,
        finalContents: true,
      });
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json().payload.status).toBe('PROCESSING_ONSALE');
      await intake();
      const back = await load(b.id);
      expect(back.status).toBe('ONSALE');
      // What an on-sale book offers: its product page, its cover there, its ONIX record, its preview.
      const anonymous = t.client();
      const page = await anonymous.get(new URL(back.productPageUrl as string).pathname);
      expect(page.statusCode, `${b.title} product page`).toBe(200);
      expect((await anonymous.get(`/books/${b.id}/cover.jpg`)).statusCode).toBe(200);
      expect((await author.get(`/api/project/${b.id}/onix`)).statusCode).toBe(200);
      expect((await author.get(`/api/project/${b.id}/preview`)).statusCode).toBe(200);
    }
  });

  it('an on-sale eBook can be corrected, and its correction published', async () => {
    const b = byStatus('ONSALE', 'EBOOK')[0]!;
    const correcting = await author.post('/api/project/requestCorrection', { id: b.id });
    expect(correcting.statusCode, correcting.body).toBe(200);
    expect(correcting.json().payload.status).toBe('CORRECTING');
    const loaded = await load(b.id);
    expect(
      (await author.post('/api/project', { ...loaded, subtitle: 'A Novel, corrected' })).statusCode,
    ).toBe(200);
    const publish = await author.put('/api/project/setsalestatus', {
      id: b.id,
      onSale: true,
      finalContents: true,
    });
    expect(publish.statusCode, publish.body).toBe(200);
    await intake();
    expect(await load(b.id)).toMatchObject({ status: 'ONSALE', subtitle: 'A Novel, corrected' });
  });

  it('the ordered print-on-demand book can be ordered, and put back to editing and ordered again', async () => {
    const pod = byStatus('ORDERED', 'POD')[0]!;
    const quote = await author.get(`/api/project/print/quote?projectId=${pod.id}`);
    expect(quote.statusCode).toBe(200);
    expect((await author.put('/api/project/setstatus', { id: pod.id, status: 'ORDER' })).statusCode).toBe(
      200,
    );
    const edit = await author.put('/api/project/setstatus', { id: pod.id, status: 'EDIT' });
    expect(edit.json().payload.status).toBe('EDITING');
    const order = await author.put('/api/project/setstatus', { id: pod.id, status: 'ORDER' });
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().payload.status).toBe('ORDERED');
  });

  it("the demo author can order a proof of the POD book, shipped to the seeded 'Home' address", async () => {
    const pod = byStatus('ORDERED', 'POD')[0]!;
    const added = await author.post('/api/cart/add', { projectId: pod.id, quantity: 1, itemType: 'PROOF' });
    expect(added.statusCode, added.body).toBe(200);
    const shipped = await author.post('/api/cart/shipping-address-nickname', { nickname: 'Home' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const { cart } = shipped.json().payload;
    expect(cart.shippingGroups[0].shippingAddress).toMatchObject({ nickname: 'Home', state: 'NY' });
    expect(cart.projects[0]).toMatchObject({ projectId: pod.id, itemType: 'PROOF', notForResale: true });
    expect(Number(cart.totals.orderTaxTotal)).toBeGreaterThan(0);
    await author.put('/api/cart/update', { projectId: pod.id, itemType: 'PROOF', quantity: 0 });
  });

  it('seeding again adds no book and no file', async () => {
    const count = async () =>
      rowsOf<{ books: number; files: number }>(
        await t.database.db.execute(
          sql`select (select count(*)::int from projects) as books, (select count(*)::int from project_files) as files`,
        ),
      )[0];
    const before = await count();
    expect(before?.files).toBeGreaterThanOrEqual(6);
    await seed(createServices(t.database.db, t.config, t.database.kind), { demo: true });
    expect(await count()).toEqual(before);
  });

  it('every draft can be edited and saved', async () => {
    for (const b of books.filter((x) => x.status === 'NEW' || x.status === 'EDITING')) {
      const loaded = await load(b.id);
      const res = await author.post('/api/project', { ...loaded, subtitle: 'Edited in the demo' });
      expect(res.statusCode, `${b.title}: ${res.body}`).toBe(200);
      expect((await load(b.id)).subtitle).toBe('Edited in the demo');
    }
  });
});
