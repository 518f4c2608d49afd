import { CART_MESSAGES, errorDefinition, MAX_PROOFS_PER_BOOK } from '@quire/domain';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartOf, demoBooks, failure, NY_ADDRESS } from './cart-helpers';
import { actingContributor } from './contributor-helpers';
import { AUTHOR, buildTestApp, type TestApp, type TestClient } from './helpers';
import { otherAuthor } from './project-helpers';

/**
 * The cart (spec 1 §7 "Cart"): the demo author's POD book "Field Notes from the Allotment"
 * (ORDERED, files approved) goes in as author copies and proofs at the print quote's printing
 * cost; books whose status or files do not allow ordering are refused with the spec's codes.
 * Addresses, shipping and tax: cart-shipping.test.ts.
 */
describe('the cart', () => {
  let t: TestApp;
  let author: TestClient;
  let book: { id: string };
  let ebookId: string;
  let unit: string;

  beforeAll(async () => {
    t = await buildTestApp();
    author = t.client();
    await author.signIn(AUTHOR);
    ({ book, ebookId, unit } = await demoBooks(author));
  });
  afterAll(() => t.close());

  const add = (c: TestClient, body: Record<string, unknown>) => c.post('/api/cart/add', body);

  it('is empty at first, with every totals entry at zero and maxProofs', async () => {
    const cart = await cartOf(author);
    expect(cart).toMatchObject({
      atgSessionId: null,
      completeness: 'EMPTY',
      maxProofs: MAX_PROOFS_PER_BOOK,
      projects: [],
      shippingMethodSet: false,
      paymentGroups: [],
      tax: null,
      totals: {
        cartItemTotal: '0.00',
        cartItemTotalMinusDiscount: '0.00',
        discountTotal: '0.00',
        handlingCharge: '0.00',
        orderTaxTotal: '0.00',
        orderTotal: '0.00',
        orderTotalMinusTax: '0.00',
        shipping: '0.00',
      },
    });
  });

  it('every call needs a signed-in user (401)', async () => {
    const anon = t.client();
    await anon.fetchCsrf();
    const calls = [
      anon.get('/api/cart'),
      anon.get('/api/cart/checkoutPage'),
      anon.post('/api/cart/add', { projectId: book.id, quantity: 1 }),
      anon.put('/api/cart/update', { projectId: book.id, quantity: 1 }),
      anon.post('/api/cart/shipping-address', NY_ADDRESS),
      anon.post('/api/cart/shipping-address-nickname', { nickname: 'Home' }),
      anon.get('/api/cart/shipping-methods'),
      anon.post('/api/cart/shipping-method', { shippingMethod: 'STANDARD' }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('refuses a quantity other than 1 on add, and bad input, on their fields', async () => {
    const two = await add(author, { projectId: book.id, quantity: 2 });
    expect(failure(two)).toEqual({ status: 400, code: 'VALIDATION', field: 'quantity' });
    expect(two.json().errors[0].description).toBe(CART_MESSAGES.addQuantity);
    expect(failure(await add(author, { quantity: 1 }))).toMatchObject({ status: 400, field: 'projectId' });
    expect(failure(await add(author, { projectId: book.id, itemType: 'POSTER' }))).toMatchObject({
      status: 400,
      field: 'itemType',
    });
    const negative = await author.put('/api/cart/update', { projectId: book.id, quantity: -1 });
    expect(failure(negative)).toEqual({ status: 400, code: 'VALIDATION', field: 'quantity' });
    expect((await cartOf(author)).projects).toEqual([]);
  });

  it("another author's book, or no book, answers 404", async () => {
    const other = await otherAuthor(t);
    expect(failure(await add(other, { projectId: book.id }))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(failure(await other.put('/api/cart/update', { projectId: book.id, quantity: 1 }))).toMatchObject({
      status: 404,
    });
    expect(failure(await add(author, { projectId: 'no-such-book' }))).toMatchObject({ status: 404 });
  });

  it('refuses a book whose status or files do not allow ordering, with the spec’s codes', async () => {
    expect(failure(await add(author, { projectId: ebookId }))).toMatchObject({
      status: 409,
      code: 'CART_NOT_PRINT',
    });
    const db = t.database.db;
    // A book never completed (status NEW): "Complete My Book".
    await db.execute(sql`update projects set status = 'NEW' where id = ${book.id}`);
    expect(failure(await add(author, { projectId: book.id }))).toMatchObject({
      status: 409,
      code: 'CART_BOOK_INCOMPLETE',
    });
    // A published book with changes not yet published: 6031 "Publish Changes to Order".
    await db.execute(
      sql`update projects set status = 'EDITING', published_date = now() where id = ${book.id}`,
    );
    const changed = await add(author, { projectId: book.id });
    expect(failure(changed)).toMatchObject({ status: 409, code: '6031' });
    expect(changed.json().errors[0].description).toBe(errorDefinition('6031').message);
    // A file not approved: 6024 "Order Issue Resolution".
    await db.execute(
      sql`update projects set status = 'ORDERED', published_date = null, interior_approved = false where id = ${book.id}`,
    );
    expect(failure(await add(author, { projectId: book.id }))).toMatchObject({ status: 409, code: '6024' });
    await db.execute(sql`update projects set interior_approved = true where id = ${book.id}`);
    expect((await cartOf(author)).projects).toEqual([]);
  });

  it('adds an author copy and a proof at the printing cost, the proof not for resale, up to maxProofs', async () => {
    const first = await add(author, { projectId: book.id, quantity: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json().payload.cart.projects).toEqual([
      {
        projectId: book.id,
        title: 'Field Notes from the Allotment',
        itemType: 'AUTHOR_COPY',
        quantity: 1,
        unitPrice: unit,
        lineTotal: unit,
        notForResale: false,
        label: 'Author copy',
        maxQuantity: 9999,
      },
    ]);
    for (let i = 0; i < MAX_PROOFS_PER_BOOK; i += 1) {
      expect((await add(author, { projectId: book.id, itemType: 'PROOF' })).statusCode).toBe(200);
    }
    const tooMany = await add(author, { projectId: book.id, itemType: 'PROOF' });
    expect(failure(tooMany)).toEqual({ status: 409, code: 'CART_MAX_PROOFS', field: 'quantity' });
    expect(tooMany.json().errors[0].description).toBe(CART_MESSAGES.maxProofs);
    const cart = (
      await author.put('/api/cart/update', { projectId: book.id, quantity: 1, itemType: 'PROOF' })
    ).json().payload.cart;
    expect(cart.projects[1]).toMatchObject({
      itemType: 'PROOF',
      quantity: 1,
      notForResale: true,
      label: CART_MESSAGES.notForResale,
    });
    expect(cart.completeness).toBe('NEEDS_SHIPPING_ADDRESS');
    expect(cart.totals).toMatchObject({
      cartItemTotal: new Decimal(unit).times(2).toFixed(2),
      shipping: '0.00',
      orderTaxTotal: '0.00',
      handlingCharge: '1.99',
    });
  });

  it('update takes a line out at 0, and a line not in the cart is 404', async () => {
    await add(author, { projectId: book.id });
    let cart = (await author.put('/api/cart/update', { projectId: book.id, quantity: 0 })).json().payload
      .cart;
    expect(cart.projects.map((p: { itemType: string }) => p.itemType)).toEqual(['PROOF']);
    const missing = await author.put('/api/cart/update', { projectId: book.id, quantity: 3 });
    expect(failure(missing)).toMatchObject({ status: 404, field: 'projectId' });
    cart = (await add(author, { projectId: book.id })).json().payload.cart;
    expect(cart.projects).toHaveLength(2);
  });

  it('has no shipping methods before an address (409 on its field)', async () => {
    expect(failure(await author.get('/api/cart/shipping-methods'))).toEqual({
      status: 409,
      code: 'CART_NO_SHIPPING_ADDRESS',
      field: 'shippingMethod',
    });
    expect(
      failure(await author.post('/api/cart/shipping-method', { shippingMethod: 'STANDARD' })),
    ).toMatchObject({
      status: 409,
      code: 'CART_NO_SHIPPING_ADDRESS',
    });
  });

  it('a book in the cart is not deleted from under it (PROJECT_IN_CART)', async () => {
    // OFFSALE allows both ordering and deleting, so only the cart stands in the way.
    await t.database.db.execute(sql`update projects set status = 'OFFSALE' where id = ${book.id}`);
    const res = await author.request('DELETE', `/api/project/${book.id}`);
    expect(failure(res)).toMatchObject({ status: 409, code: 'PROJECT_IN_CART' });
    // The dashboard says so before the click: its page statement reads the flag (decision 062).
    const listed = async () =>
      (
        (await author.get('/api/projects?limit=100')).json() as {
          payload: { projects: { id: string; deletable: boolean }[] };
        }
      ).payload.projects.find((p) => p.id === book.id);
    expect(await listed()).toMatchObject({ deletable: false });
    // Out of every cart it may go; its lines are put back for the tests after this one.
    const db = t.database.db;
    await db.execute(
      sql`create table kept_cart_items as select * from cart_items where project_id = ${book.id}`,
    );
    await db.execute(sql`delete from cart_items where project_id = ${book.id}`);
    expect(await listed()).toMatchObject({ deletable: true });
    await db.execute(sql`insert into cart_items select * from kept_cart_items`);
    await db.execute(sql`drop table kept_cart_items`);
    await t.database.db.execute(sql`update projects set status = 'ORDERED' where id = ${book.id}`);
    expect((await author.get(`/api/project/${book.id}`)).statusCode).toBe(200);
  });

  it('documents every call in the OpenAPI document, with its body', async () => {
    const doc = (await t.client().get('/api/docs/json')).json();
    const ops = [
      ['/api/cart', 'get'],
      ['/api/cart/checkoutPage', 'get'],
      ['/api/cart/add', 'post'],
      ['/api/cart/update', 'put'],
      ['/api/cart/shipping-address', 'post'],
      ['/api/cart/shipping-address-nickname', 'post'],
      ['/api/cart/shipping-methods', 'get'],
      ['/api/cart/shipping-method', 'post'],
    ] as const;
    for (const [path, method] of ops) {
      const op = doc.paths[path]?.[method];
      expect(op?.tags, `${method} ${path}`).toEqual(['cart']);
      expect(op.summary.length).toBeLessThanOrEqual(200);
    }
    const add = doc.paths['/api/cart/add'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(add.properties).sort()).toEqual(['itemType', 'projectId', 'quantity']);
  });

  it("a contributor works in the author's cart with Order copy only", async () => {
    const dashboard = await actingContributor(t, author, ['PROJECT_DASHBOARD']);
    expect((await dashboard.client.get('/api/cart')).statusCode).toBe(403);
    const orders = await actingContributor(t, author, ['ORDER_COPY']);
    const cart = await cartOf(orders.client);
    expect(cart.projects).toHaveLength(2);
    expect(cart.customerId).toBe((await cartOf(author)).customerId);
  });
});
