import { SCHEDULED_PRICE_MESSAGES as M } from '@quire/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { actingContributor } from './contributor-helpers';
import { ADMIN, AUTHOR, buildTestApp, MINUTE, type TestApp, type TestClient } from './helpers';
import { otherAuthor } from './project-helpers';
import { DAY, ebook, fieldErrors, jobsOf, list, nyIn, submit } from './scheduled-prices-helpers';

const base = loadConfig({});
let t: TestApp;
let author: TestClient;
let admin: TestClient;

beforeAll(async () => {
  // JOBS_MODE=off: the test moves the clock and decides when the jobs run (drain).
  t = await buildTestApp({ jobs: { ...base.jobs, mode: 'off' } });
  author = t.client();
  await author.signIn(AUTHOR);
  admin = t.client();
  await admin.signIn(ADMIN);
});
afterAll(() => t.close());

describe('scheduled-price-submit, scheduled-prices, scheduled-price-delete', () => {
  it('schedules a price with a return, lists it, and enqueues its changes and reminders in the same transaction', async () => {
    const id = await ebook(author);
    const res = await submit(author, {
      projectId: id,
      price: '2.99',
      startDate: nyIn(t, 3 * DAY),
      endDate: nyIn(t, 5 * DAY),
    });
    expect(res.statusCode).toBe(200);
    const sp = res.json().payload.scheduledPrice;
    expect(sp).toMatchObject({
      projectId: id,
      price: '2.99',
      endDatePrice: null,
      status: 'SCHEDULED',
      previousPrice: null,
      startedAt: null,
    });
    expect(sp.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00-0[45]:00$/);
    expect(sp.startDate.slice(0, 16)).toBe(nyIn(t, 3 * DAY));
    const listed = (await list(author, id)).json().payload.scheduledPrices;
    expect(listed).toEqual([sp]);
    const jobs = await jobsOf(t.database, sp.id);
    expect(jobs.map((j) => [j.kind, j.payload.edge, j.status])).toEqual([
      ['price-schedule.remind', 'start', 'queued'],
      ['price-schedule.apply', 'start', 'queued'],
      ['price-schedule.remind', 'end', 'queued'],
      ['price-schedule.apply', 'end', 'queued'],
    ]);
    expect(new Date(jobs[1]?.run_at as Date).toISOString()).toBe(new Date(sp.startDate).toISOString());
  });

  it('refuses each bad input on its field, in plain words, and saves nothing', async () => {
    const id = await ebook(author);
    const start = nyIn(t, 2 * DAY);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ startDate: start }, { price: M.priceRequired }],
      [{ price: '200', startDate: start }, { price: M.priceBand }],
      [{ price: '0.50', startDate: start }, { price: M.priceBand }],
      [{ price: '2.999', startDate: start }, { price: M.priceFormat }],
      [{ price: 'cheap', startDate: start }, { price: M.priceFormat }],
      [{ price: '2.99' }, { startDate: M.startRequired }],
      [{ price: '2.99', startDate: 'next tuesday' }, { startDate: M.dateTimeFormat }],
      [{ price: '2.99', startDate: '2030-03-10T02:30' }, { startDate: M.gap('2030-03-10T02:30') }],
      [{ price: '2.99', startDate: start, endDate: start }, { endDate: M.endBeforeStart }],
      [{ price: '2.99', startDate: start, endDatePrice: '4.99' }, { endDatePrice: M.endPriceWithoutEnd }],
      [
        { price: '2.99', startDate: start, endDate: nyIn(t, 3 * DAY), endDatePrice: '250' },
        { endDatePrice: M.priceBand },
      ],
      [{}, { price: M.priceRequired, startDate: M.startRequired }],
    ];
    for (const [body, errors] of cases) {
      const res = await submit(author, { projectId: id, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldErrors(res), JSON.stringify(body)).toEqual(errors);
    }
    const past = await submit(author, { projectId: id, price: '2.99', startDate: nyIn(t, -5 * MINUTE) });
    expect(fieldErrors(past).startDate).toMatch(
      /^Please choose a start in the future: .* (EST|EDT) or later\.$/,
    );
    const far = await submit(author, { projectId: id, price: '2.99', startDate: nyIn(t, 400 * DAY) });
    expect(fieldErrors(far).startDate).toMatch(/^Please choose a start within 365 days/);
    expect((await list(author, id)).json().payload.scheduledPrices).toEqual([]);
  });

  it('refuses an overlap with a clear message on the field; back to back is fine', async () => {
    const id = await ebook(author);
    const first = await submit(author, {
      projectId: id,
      price: '1.99',
      startDate: nyIn(t, 3 * DAY),
      endDate: nyIn(t, 6 * DAY),
    });
    expect(first.statusCode).toBe(200);
    const inside = await submit(author, {
      projectId: id,
      price: '0.99',
      startDate: nyIn(t, 4 * DAY),
      endDate: nyIn(t, 8 * DAY),
    });
    expect(inside.statusCode).toBe(400);
    expect(fieldErrors(inside).startDate).toMatch(
      /^This overlaps the price change to \$1\.99 from .* to .*\. Please choose dates that do not overlap\.$/,
    );
    const across = await submit(author, {
      projectId: id,
      price: '0.99',
      startDate: nyIn(t, 2 * DAY),
      endDate: nyIn(t, 4 * DAY),
    });
    expect(Object.keys(fieldErrors(across))).toEqual(['endDate']);
    const backToBack = await submit(author, {
      projectId: id,
      price: '0.99',
      startDate: first.json().payload.scheduledPrice.endDate,
    });
    expect(backToBack.statusCode).toBe(200);
    expect((await list(author, id)).json().payload.scheduledPrices).toHaveLength(2);
  });

  it('edits a scheduled price: a new version whose jobs replace the old ones', async () => {
    const id = await ebook(author);
    const created = (
      await submit(author, { projectId: id, price: '2.99', startDate: nyIn(t, 3 * DAY) })
    ).json().payload.scheduledPrice;
    const edited = await submit(author, {
      id: created.id,
      projectId: id,
      price: '3.99',
      startDate: nyIn(t, 4 * DAY),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().payload.scheduledPrice).toMatchObject({ id: created.id, price: '3.99' });
    const applies = (await jobsOf(t.database, created.id)).filter((j) => j.kind === 'price-schedule.apply');
    expect(applies.map((j) => j.payload.version)).toEqual([1, 2]);
  });

  it('deletes a scheduled price (body or query string); unknown ids answer 404', async () => {
    const id = await ebook(author);
    const sp = (await submit(author, { projectId: id, price: '2.99', startDate: nyIn(t, 3 * DAY) })).json()
      .payload.scheduledPrice;
    const gone = await author.request('DELETE', '/api/project/scheduled-price-delete', {
      body: { id: sp.id, projectId: id },
    });
    expect(gone.json().payload).toEqual({ deleted: true, id: sp.id });
    expect((await list(author, id)).json().payload.scheduledPrices).toEqual([]);
    const again = await author.request(
      'DELETE',
      `/api/project/scheduled-price-delete?id=${sp.id}&projectId=${id}`,
    );
    expect(again.statusCode).toBe(404);
    const bare = await author.request('DELETE', '/api/project/scheduled-price-delete');
    expect(bare.statusCode).toBe(400);
    expect(Object.keys(fieldErrors(bare)).sort()).toEqual(['id', 'projectId']);
  });

  it('a print book has no scheduled prices: 409 with the reason', async () => {
    const print = (await author.post('/api/project', { type: 'PRINT', title: 'Paper' })).json().payload.id;
    const res = await submit(author, { projectId: print, price: '9.99', startDate: nyIn(t, DAY) });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].description).toBe(M.notEbook);
    expect((await list(author, print)).statusCode).toBe(409);
  });
});

describe('who may', () => {
  let id: string;
  beforeAll(async () => {
    id = await ebook(author);
  });

  it('anonymous: 401 on every call', async () => {
    const anon = t.client();
    await anon.fetchCsrf();
    expect((await list(anon, id)).statusCode).toBe(401);
    expect((await submit(anon, { projectId: id, price: '1.99', startDate: nyIn(t, DAY) })).statusCode).toBe(
      401,
    );
    expect(
      (await anon.request('DELETE', `/api/project/scheduled-price-delete?id=${id}&projectId=${id}`))
        .statusCode,
    ).toBe(401);
    expect((await anon.get(`/api/project/scheduled-prices/upcoming?projectIds=${id}`)).statusCode).toBe(401);
  });

  it("another author: 404 for someone else's book, and no badge for it", async () => {
    const other = await otherAuthor(t);
    expect((await list(other, id)).statusCode).toBe(404);
    const res = await submit(other, { projectId: id, price: '1.99', startDate: nyIn(t, DAY) });
    expect(res.statusCode).toBe(404);
    const sp = (
      await submit(author, {
        projectId: id,
        price: '1.99',
        startDate: nyIn(t, 10 * DAY),
        endDate: nyIn(t, 11 * DAY),
      })
    ).json().payload.scheduledPrice;
    expect(
      (await other.request('DELETE', `/api/project/scheduled-price-delete?id=${sp.id}&projectId=${id}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await other.get(`/api/project/scheduled-prices/upcoming?projectIds=${id}`)).json().payload.changes,
    ).toEqual([]);
    const mine = (
      await author.get(`/api/project/scheduled-prices/upcoming?projectIds=${id},not-an-id`)
    ).json().payload.changes;
    expect(mine).toEqual([
      { projectId: id, scheduleId: sp.id, at: sp.startDate, price: '1.99', edge: 'start' },
    ]);
  });

  it('an unknown book or schedule: 404', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await list(author, unknown)).statusCode).toBe(404);
    expect(
      (await submit(author, { projectId: unknown, price: '1.99', startDate: nyIn(t, DAY) })).statusCode,
    ).toBe(404);
    const edit = await submit(author, { id: unknown, projectId: id, price: '1.99', startDate: nyIn(t, DAY) });
    expect(edit.statusCode).toBe(404);
  });

  it('an administrator manages any book', async () => {
    const res = await submit(admin, {
      projectId: id,
      price: '4.99',
      startDate: nyIn(t, 20 * DAY),
      endDate: nyIn(t, 21 * DAY),
    });
    expect(res.statusCode).toBe(200);
    expect((await list(admin, id)).json().payload.scheduledPrices.length).toBeGreaterThan(0);
  });

  it('a contributor: changes with "project dashboard", only reads with "order copy"', async () => {
    const dashboard = await actingContributor(t, author, ['PROJECT_DASHBOARD']);
    const ok = await submit(dashboard.client, {
      projectId: id,
      price: '5.99',
      startDate: nyIn(t, 30 * DAY),
      endDate: nyIn(t, 31 * DAY),
    });
    expect(ok.statusCode).toBe(200);
    const copies = await actingContributor(t, author, ['ORDER_COPY']);
    expect((await list(copies.client, id)).statusCode).toBe(200);
    const refused = await submit(copies.client, {
      projectId: id,
      price: '5.99',
      startDate: nyIn(t, 40 * DAY),
      endDate: nyIn(t, 41 * DAY),
    });
    expect(refused.statusCode).toBe(403);
    const del = await copies.client.request(
      'DELETE',
      `/api/project/scheduled-price-delete?id=${ok.json().payload.scheduledPrice.id}&projectId=${id}`,
    );
    expect(del.statusCode).toBe(403);
  });

  it('without TMD_PRICE_CHNG: 403 with the reason', async () => {
    const off = await admin.put('/api/admin/feature_model/TMD_PRICE_CHNG', { enabled: false });
    expect(off.statusCode).toBe(200);
    try {
      const writer = await otherAuthor(t);
      const own = await ebook(writer);
      const res = await list(writer, own);
      expect(res.statusCode).toBe(403);
      expect(res.json().errors[0].description).toBe(M.notAllowed);
      expect(
        (await submit(writer, { projectId: own, price: '1.99', startDate: nyIn(t, DAY) })).statusCode,
      ).toBe(403);
    } finally {
      await admin.put('/api/admin/feature_model/TMD_PRICE_CHNG', { enabled: true });
    }
  });
});

describe('priceUpdateWindow and the API reference', () => {
  it('answers the window the rules enforce, on the server clock', async () => {
    const w = (await author.get('/api/project/priceUpdateWindow')).json().payload;
    expect(w).toMatchObject({
      open: true,
      timeZone: 'America/New_York',
      granularity: 'minute',
      maxStartDaysAhead: 365,
    });
    const earliest = new Date(w.earliestStart).getTime();
    const now = t.clock.now().getTime();
    expect(earliest > now && earliest - now <= MINUTE + 1000).toBe(true);
    const ok = await submit(author, {
      projectId: await ebook(author),
      price: '1.99',
      startDate: w.earliestStart,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('documents the three calls with their bodies', async () => {
    const doc = (await t.client().get('/api/docs/json')).json();
    const submitOp = doc.paths['/api/project/scheduled-price-submit']?.post;
    expect(Object.keys(submitOp.requestBody.content['application/json'].schema.properties).sort()).toEqual([
      'endDate',
      'endDatePrice',
      'id',
      'price',
      'projectId',
      'startDate',
    ]);
    expect(doc.paths['/api/project/scheduled-price-delete']?.delete.requestBody).toBeDefined();
    expect(
      doc.paths['/api/project/scheduled-prices']?.get.parameters.map((p: { name: string }) => p.name),
    ).toEqual(['projectId']);
  });
});
