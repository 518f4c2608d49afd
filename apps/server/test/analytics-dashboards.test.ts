import { ANALYTICS_MESSAGES, analyticsDay, monthOf, sumMoney, toNewYorkDate } from '@quire/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createServices } from '../src/services';
import { customerIdOf } from './admin-helpers';
import { actingContributor, freshAccount } from './contributor-helpers';
import { AUTHOR, type TestApp, type TestClient } from './helpers';
import { couponBook, issueKey, retailApp } from './retail-helpers';

// GET /api/analytics and the royalty statements through the routes (decision 044): who may see
// which figures, the range rules, and the statement files.

let t: TestApp;
let author: TestClient;
let admin: TestClient;
let owner: string;
let book: { id: string; ean: string };
let otherBook: { id: string; ean: string };
let other: TestClient;
let otherOwner: string;

const today = analyticsDay(new Date());
const month = monthOf(today);
// The facts happened an hour apart, or closer just after midnight in New York: all of them today,
// so in this month's statement on its first day too (three hours back was last month's).
const sinceMidnight = Date.now() - (toNewYorkDate(today) as Date).getTime();
const step = Math.min(3_600_000, sinceMidnight / 4);
const at = (stepsAgo: number) => new Date(Date.now() - stepsAgo * step).toISOString();

beforeAll(async () => {
  ({ t, author, admin, owner } = await retailApp({ jobs: { ...loadConfig({}).jobs, mode: 'off' } }));
  await t.database.db.execute(
    sql`update users set analytics_access = 'CUSTOMER,READING,SITE' where customer_id = ${owner}`,
  );
  await author.signIn(AUTHOR);
  const key = await issueKey(admin);
  book = await couponBook(t, author, { listPrice: '4.99' });
  const account = await freshAccount(t);
  other = t.client();
  await other.signIn(account);
  otherOwner = await customerIdOf(t, account.email);
  otherBook = await couponBook(t, other, { listPrice: '5.99' });
  const events = [
    {
      eventId: 's1',
      kind: 'SALE',
      ean: book.ean,
      occurredAt: at(3),
      quantity: 3,
      unitPrice: '4.99',
      country: 'US',
    },
    {
      eventId: 's2',
      kind: 'SALE',
      ean: book.ean,
      occurredAt: at(2),
      quantity: 1,
      unitPrice: '4.99',
      country: 'GB',
    },
    {
      eventId: 'r1',
      kind: 'RETURN',
      ean: book.ean,
      occurredAt: at(1),
      quantity: 1,
      unitPrice: '4.99',
      country: 'US',
    },
    { eventId: 'o1', kind: 'SALE', ean: otherBook.ean, occurredAt: at(2), quantity: 7, unitPrice: '5.99' },
  ];
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/retail/events',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key.secret}` },
    payload: JSON.stringify({ events }),
  });
  if (res.statusCode !== 200) throw new Error(`events answered ${res.statusCode}: ${res.body}`);
  await createServices(t.database.db, t.config, t.database.kind).analytics.fold();
}, 60_000);
afterAll(() => t?.close());

const view = (c: TestClient, query: string) => c.get(`/api/analytics?${query}`);

describe('an author reads their dashboards', () => {
  it('totals of their own books only, with the range, status and last update', async () => {
    const res = await view(author, 'queryParameter=AllResults');
    expect(res.statusCode).toBe(200);
    const answer = res.json().payload;
    expect(answer.page).toBe('CUSTOMER');
    expect(answer.scope.customerId).toBe(owner);
    expect(answer.range.to).toBe(today);
    expect(['ESTIMATED', 'PARTLY_FINAL']).toContain(answer.status);
    expect(answer.lastUpdated).not.toBeNull();
    // 4 sold, 1 returned: 3 net, and none of the other author's 7.
    expect(answer.rows[0]).toMatchObject({ sold: 4, returned: 1, netUnits: 3, royalty: '9.72' });
  });

  it('one book by projectId; another author’s book is 404, as is another customerId', async () => {
    expect((await view(author, `queryParameter=bestBook&projectId=${book.id}`)).statusCode).toBe(200);
    expect((await view(author, `queryParameter=bestBook&projectId=${otherBook.id}`)).statusCode).toBe(404);
    expect((await view(author, 'queryParameter=bestBook&projectId=not-a-uuid')).statusCode).toBe(404);
    expect((await view(author, `queryParameter=AllResults&customerId=${otherOwner}`)).statusCode).toBe(404);
  });

  it('the country table and the by-format share add up to the totals', async () => {
    const res = await view(author, 'queryParameter=MapResults');
    expect(res.statusCode).toBe(200);
    const rows = res.json().payload.rows as Record<string, unknown>[];
    const countries = rows.map((r) => r.country);
    expect(countries).toEqual(expect.arrayContaining(['US', 'GB']));
    const royalty = sumMoney(rows.map((r) => String(r.royalty)));
    // 3 × 4.99 − 1 × 4.99 + 1 × 4.99 at the 2.99–9.99 band (65%): 3 copies × 3.24.
    expect(royalty).toBe('9.72');
  });

  it('bad input: an unknown view, dates in the wrong order, a start in the future, a bad day', async () => {
    const unknown = await view(author, 'queryParameter=Everything');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatchObject({
      field: 'queryParameter',
      description: ANALYTICS_MESSAGES.view,
    });
    const order = await view(author, 'queryParameter=AllResults&from=2026-05-02&to=2026-05-01');
    expect(order.statusCode).toBe(400);
    expect(order.json().errors[0]).toMatchObject({ field: 'from', description: ANALYTICS_MESSAGES.order });
    const future = await view(author, 'queryParameter=AllResults&from=2999-01-01&to=2999-02-01');
    expect(future.json().errors[0]).toMatchObject({ field: 'from', description: ANALYTICS_MESSAGES.future });
    const bad = await view(author, 'queryParameter=AllResults&from=2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('from');
  });

  it('a range wider than the data says where the figures begin; a `to` after today is read as today', async () => {
    const res = await view(author, 'queryParameter=AllLineResults&from=2020-01-01&to=2999-12-31');
    expect(res.statusCode).toBe(200);
    const answer = res.json().payload;
    expect(answer.range.to).toBe(today);
    expect(answer.range.grain).toBe('month');
    expect(answer.notice).toMatch(/go up to/);
    expect(answer.notice).toMatch(/figures begin on/);
  });

  it('a page the account was not given is 403 with the reason', async () => {
    await t.database.db.execute(
      sql`update users set analytics_access = 'CUSTOMER' where customer_id = ${owner}`,
    );
    const c = t.client();
    await c.signIn(AUTHOR);
    const res = await view(c, 'queryParameter=ConsumptionResults');
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].description).toBe(ANALYTICS_MESSAGES.page);
    expect((await view(c, 'queryParameter=AllResults')).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update users set analytics_access = 'CUSTOMER,READING,SITE' where customer_id = ${owner}`,
    );
  });

  it('not signed in is 401', async () => {
    expect((await view(t.client(), 'queryParameter=AllResults')).statusCode).toBe(401);
    expect((await t.client().get('/api/analytics/statements')).statusCode).toBe(401);
  });
});

describe('contributors and administrators', () => {
  it('a contributor needs Sales report dashboard, and then sees the author’s figures', async () => {
    const without = await actingContributor(t, author, ['PROJECT_DASHBOARD']);
    expect((await view(without.client, 'queryParameter=AllResults')).statusCode).toBe(403);
    expect((await without.client.get(`/api/analytics/statement?month=${month}`)).statusCode).toBe(403);
    const withIt = await actingContributor(t, author, ['SALES_REPORT_DASHBOARD']);
    const res = await view(withIt.client, 'queryParameter=AllResults');
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.scope.customerId).toBe(owner);
    expect((await withIt.client.get(`/api/analytics/statement?month=${month}`)).statusCode).toBe(200);
  });

  it('an administrator sees the platform without customerId, one author with it', async () => {
    const platform = (await view(admin, 'queryParameter=doughnutResults')).json().payload;
    expect(platform.scope.customerId).toBeNull();
    const units = (rows: { units: number }[]) => rows.reduce((n, r) => n + r.units, 0);
    const one = (await view(admin, `queryParameter=doughnutResults&customerId=${owner}`)).json().payload;
    expect(one.scope.customerId).toBe(owner);
    expect(units(platform.rows)).toBeGreaterThan(units(one.rows));
    expect((await view(admin, 'queryParameter=AllResults&customerId=C999999999')).statusCode).toBe(404);
  });
});

describe('royalty statements', () => {
  it('the list, one month and its files agree', async () => {
    const list = await author.get('/api/analytics/statements');
    expect(list.statusCode).toBe(200);
    const current = list.json().payload.statements.find((s: { month: string }) => s.month === month);
    expect(current).toMatchObject({ status: 'ESTIMATED', units: 3 });
    const one = (await author.get(`/api/analytics/statement?month=${month}`)).json().payload;
    expect(one.totals.units).toBe(3);
    expect(one.totals.royalty).toBe(current.royalty);
    const csv = await author.get(`/api/analytics/statement/download?month=${month}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="royalty-statement-${month}.csv"`);
    expect(csv.body).toContain(one.totals.royalty);
    const pdf = await author.get(`/api/analytics/statement/download?month=${month}&format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('bad input: a malformed month, a month not begun; an administrator must name the author', async () => {
    const bad = await author.get('/api/analytics/statement?month=2026-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('month');
    const future = await author.get('/api/analytics/statement?month=2999-01');
    expect(future.statusCode).toBe(400);
    expect(future.json().errors[0].field).toBe('month');
    expect((await admin.get('/api/analytics/statements')).statusCode).toBe(400);
    expect((await admin.get(`/api/analytics/statements?customerId=${owner}`)).statusCode).toBe(200);
    expect((await admin.get('/api/analytics/statements?customerId=C999999999')).statusCode).toBe(404);
  });

  it('another author’s statements are 404', async () => {
    expect((await other.get(`/api/analytics/statements?customerId=${owner}`)).statusCode).toBe(404);
  });
});
