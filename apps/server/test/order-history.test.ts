import { calendarDate } from '@quire/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { adminClient, customerIdOf } from './admin-helpers';
import { demoBooks, failure } from './cart-helpers';
import { actingContributor } from './contributor-helpers';
import { AUTHOR, buildTestApp, type TestApp, type TestClient } from './helpers';
import { placeOrder } from './order-helpers';
import { otherAuthor } from './project-helpers';

/**
 * The order history (GET /api/admin/orderhistory, details, cancel reasons): the same paths for
 * authors (their account's orders only) and administrators (every account's, with the e-mail).
 */
const LIST = '/api/admin/orderhistory';
const DETAILS = '/api/admin/orderhistory/details';

let t: TestApp;
let author: TestClient;
let admin: TestClient;
let stranger: TestClient;
let authorId: string;
let placed: Awaited<ReturnType<typeof placeOrder>>[];

type Page = {
  totalCount: number;
  orderGroups: {
    orderNumber: string;
    email: string | null;
    customerId: string;
    orderTotal: string;
    items: { itemType: string }[];
  }[];
};
const list = async (c: TestClient, query = '') => {
  const res = await c.get(`${LIST}${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload as Page;
};
const numbers = (p: Page) => p.orderGroups.map((g) => g.orderNumber);

beforeAll(async () => {
  t = await buildTestApp({ jobs: { ...loadConfig({}).jobs, mode: 'off' } });
  author = t.client();
  await author.signIn(AUTHOR);
  const { book } = await demoBooks(author);
  placed = [];
  placed.push(await placeOrder(t, author, book.id));
  placed.push(await placeOrder(t, author, book.id, 'PROOF'));
  placed.push(await placeOrder(t, author, book.id));
  admin = await adminClient(t);
  stranger = await otherAuthor(t);
  authorId = await customerIdOf(t, AUTHOR.email);
}, 120_000);
afterAll(() => t?.close());

describe('who may call', () => {
  it('not signed in: 401 on every order history path', async () => {
    const anon = t.client();
    await anon.fetchCsrf();
    for (const url of [LIST, `${DETAILS}/${placed[0]?.orderNumber}`, `${LIST}/order-cancel-reasons`])
      expect((await anon.get(url)).statusCode).toBe(401);
    expect((await anon.get('/api/project/order-cancel-reasons')).statusCode).toBe(401);
    const body = { orderNumber: placed[0]?.orderNumber, reasonCode: 'OTHER', comment: 'x' };
    expect((await anon.post(`${LIST}/cancelOrder`, body)).statusCode).toBe(401);
    expect((await anon.post(`${LIST}/advance`, { orderNumber: 'Q1' })).statusCode).toBe(401);
  });

  it("an author sees their account's orders only, without e-mails; another customerId is ignored", async () => {
    const mine = await list(author);
    expect(mine.totalCount).toBe(3);
    expect(mine.orderGroups.every((g) => g.customerId === authorId && g.email === null)).toBe(true);
    const other = await list(stranger, `customerId=${authorId}`);
    expect(other).toEqual({ totalCount: 0, orderGroups: [] });
  });

  it("administrators see every account's orders with the e-mail; customerId narrows to one", async () => {
    const one = await list(admin, `customerId=${authorId}`);
    expect(one.totalCount).toBe(3);
    expect(one.orderGroups.every((g) => g.email === AUTHOR.email)).toBe(true);
    expect((await list(admin)).totalCount).toBeGreaterThanOrEqual(3);
    expect((await list(admin, 'customerId=nobody')).totalCount).toBe(0);
  });

  it("a contributor with Order copy sees the author's orders; without it 403", async () => {
    const orderer = await actingContributor(t, author, ['ORDER_COPY']);
    expect(numbers(await list(orderer.client)).sort()).toEqual(placed.map((o) => o.orderNumber).sort());
    const details = await orderer.client.get(`${DETAILS}/${placed[0]?.orderNumber}`);
    expect(details.statusCode).toBe(200);
    const dashboard = await actingContributor(t, author, ['PROJECT_DASHBOARD']);
    expect((await dashboard.client.get(LIST)).statusCode).toBe(403);
    expect((await dashboard.client.get(`${DETAILS}/${placed[0]?.orderNumber}`)).statusCode).toBe(403);
  });
});

describe('paging, sorting and filters', () => {
  it('pages with the total count, newest first by default', async () => {
    const first = await list(author, 'limit=2&page=1');
    const second = await list(author, 'limit=2&page=2');
    expect(first.totalCount).toBe(3);
    expect(second.totalCount).toBe(3);
    expect(first.orderGroups).toHaveLength(2);
    expect(second.orderGroups).toHaveLength(1);
    const newestFirst = placed.map((o) => o.orderNumber).reverse();
    expect([...numbers(first), ...numbers(second)]).toEqual(newestFirst);
    expect(numbers(await list(author, 'sortOption=DATE_ASC'))).toEqual([...newestFirst].reverse());
  });

  it('sorts by total both ways', async () => {
    const up = (await list(author, 'sortOption=TOTAL_ASC')).orderGroups.map((g) => Number(g.orderTotal));
    const down = (await list(author, 'sortOption=TOTAL_DESC')).orderGroups.map((g) => Number(g.orderTotal));
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(down).toEqual([...up].reverse());
  });

  it('filters by type, status and q (an order number prefix or a title word, any case)', async () => {
    const proofs = await list(author, 'type=PROOF');
    expect(numbers(proofs)).toEqual([placed[1]?.orderNumber]);
    expect((await list(author, 'status=PLACED')).totalCount).toBe(3);
    expect((await list(author, 'status=SHIPPED')).totalCount).toBe(0);
    const num = placed[2]?.orderNumber ?? '';
    expect(numbers(await list(author, `q=${num.toLowerCase()}`))).toEqual([num]);
    expect((await list(author, 'q=allotment')).totalCount).toBe(3);
    expect((await list(author, 'q=FIELD%20NOTES')).totalCount).toBe(3);
    expect((await list(author, 'q=no%20such%20book')).totalCount).toBe(0);
    expect((await list(author, 'q=%25')).totalCount).toBe(0);
  });

  it('filters by New York days; a day that does not exist or an end before the start is a 400', async () => {
    const today = calendarDate(t.clock.now()) ?? '';
    expect((await list(author, `dateStart=${today}&dateEnd=${today}`)).totalCount).toBe(3);
    const tomorrow = calendarDate(new Date(t.clock.now().getTime() + 86_400_000)) ?? '';
    expect((await list(author, `dateStart=${tomorrow}`)).totalCount).toBe(0);
    const yesterday = calendarDate(new Date(t.clock.now().getTime() - 86_400_000)) ?? '';
    expect((await list(author, `dateEnd=${yesterday}`)).totalCount).toBe(0);
    expect(failure(await author.get(`${LIST}?dateStart=2026-02-31`))).toMatchObject({
      status: 400,
      field: 'dateStart',
    });
    expect(failure(await author.get(`${LIST}?dateStart=${today}&dateEnd=${yesterday}`))).toMatchObject({
      status: 400,
      field: 'dateEnd',
    });
    expect(failure(await author.get(`${LIST}?dateEnd=28/11/2026`))).toMatchObject({ status: 400 });
    expect(failure(await author.get(`${LIST}?sortOption=NEWEST`))).toMatchObject({ status: 400 });
  });
});

describe('details', () => {
  it('answers the order with its plan and payment; sandboxPrinter true with the sandbox gateway', async () => {
    const first = placed[0];
    const res = await author.get(`${DETAILS}/${first?.orderNumber}`);
    expect(res.statusCode).toBe(200);
    const { order, sandboxPrinter } = res.json().payload;
    expect(sandboxPrinter).toBe(true);
    expect(order).toMatchObject({
      orderNumber: first?.orderNumber,
      status: 'PLACED',
      tracking: null,
      deliveredAt: null,
      cancellation: null,
      payment: { state: 'AUTHORISED', amount: first?.totals.orderTotal, refunded: '0.00' },
    });
    expect(new Date(order.productionStartsAt).getTime()).toBeGreaterThan(t.clock.now().getTime());
    expect(order.cancellableUntil).toBe(order.productionStartsAt);
    expect(first?.productionStartsAt).toBe(order.productionStartsAt);
  });

  it("another account's order, or none, is a 404 for an author; an administrator sees any", async () => {
    const number = placed[0]?.orderNumber;
    expect((await stranger.get(`${DETAILS}/${number}`)).statusCode).toBe(404);
    expect((await stranger.get(`${DETAILS}/${number}?customerId=${authorId}`)).statusCode).toBe(404);
    expect((await author.get(`${DETAILS}/Q999999`)).statusCode).toBe(404);
    expect((await admin.get(`${DETAILS}/${number}`)).statusCode).toBe(200);
    expect((await admin.get(`${DETAILS}/${number}?customerId=someone-else`)).statusCode).toBe(404);
  });
});

describe('cancel reasons', () => {
  it("authors get the common reasons, administrators every one; the project path answers the author's", async () => {
    const mine = (await author.get(`${LIST}/order-cancel-reasons`)).json().payload.reasons as {
      code: string;
    }[];
    const all = (await admin.get(`${LIST}/order-cancel-reasons`)).json().payload.reasons as {
      code: string;
    }[];
    expect(mine.map((r) => r.code)).toContain('ORDERED_BY_MISTAKE');
    expect(mine.map((r) => r.code)).not.toContain('PAYMENT_CONCERN');
    expect(all.map((r) => r.code)).toContain('PAYMENT_CONCERN');
    expect(all.length).toBeGreaterThan(mine.length);
    const project = (await author.get('/api/project/order-cancel-reasons')).json().payload.reasons;
    expect(project).toEqual(mine);
    expect(mine.find((r) => r.code === 'OTHER')).toMatchObject({ commentRequired: true });
  });

  it('every path is documented in the OpenAPI document', async () => {
    const paths = (await t.client().get('/api/docs/json')).json().paths;
    for (const [path, method] of [
      [LIST, 'get'],
      [`${DETAILS}/{id}`, 'get'],
      [`${LIST}/cancelOrder`, 'post'],
      [`${LIST}/order-cancel-reasons`, 'get'],
      ['/api/project/order-cancel-reasons', 'get'],
      [`${LIST}/advance`, 'post'],
    ] as const) {
      const op = paths[path]?.[method];
      expect(op?.summary?.length, path).toBeGreaterThan(0);
      expect(op.description.length, path).toBeGreaterThan(0);
    }
  });
});
