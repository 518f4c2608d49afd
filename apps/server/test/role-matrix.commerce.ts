import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/rows';
import { NY_ADDRESS } from './cart-helpers';
import type { TestClient } from './helpers';
import { BILLING, placeOrder, registrationId, token } from './order-helpers';
import { asOwner, once } from './role-matrix.fixtures';
import { contributors, type Expectations, open, own, type Row } from './role-matrix.outcomes';
import { ADDRESS, type Caller, fork, type MatrixContext } from './role-matrix.setup';

/**
 * The cart, orders and the sandbox card field in the role × endpoint table (role-matrix.table.ts).
 * A cart is an account's: everyone signed in works in their own (administrators too), a contributor
 * with "Order copy" in the author's, any other contributor is refused (403). Only the account's own
 * books go in it: the owner's book in another author's or an administrator's cart answers 404, and
 * so does the owner's order looked up from another account.
 */

/** Who may work in a cart: everyone signed in in their own; of the contributors, Order copy (the author's). */
const cartCallers = (rest: Partial<Expectations> = {}): Expectations => ({
  ...own(),
  ...contributors(403),
  'contributor:ORDER_COPY': 'ok',
  ...rest,
});
/** The owner's book, or the owner's order, from another account: not there. */
const ownersThing = cartCallers({ otherAuthor: 404, admin: 404 });

/** The account whose cart a caller works in. */
const cartOwner = (ctx: MatrixContext, caller: Caller) =>
  caller.role === 'contributor:ORDER_COPY' ? ctx.owner.customerId : caller.identity?.customerId;

function checkCart(ctx: MatrixContext, caller: Caller, payload: Record<string, unknown>) {
  const cart = payload.cart as { customerId: string };
  if (cart.customerId !== cartOwner(ctx, caller)) throw new Error(`the cart of ${cart.customerId}`);
}

/** The owner's print book that may be ordered (Field Notes from the Allotment: ordered, files approved). */
const orderableBook = (ctx: MatrixContext) =>
  once(ctx, 'orderable', async () => {
    const rows = rowsOf<{ id: string }>(
      await ctx.t.database.db.execute(
        sql`select id from projects where owner_customer_id = ${ctx.owner.customerId}
            and title = 'Field Notes from the Allotment'`,
      ),
    );
    if (!rows[0]) throw new Error('the demo author has no orderable print book');
    return rows[0].id;
  });

/** An order the owner placed (its number kept for the rows' checks). */
const orderNumbers = new WeakMap<MatrixContext, string>();
const ownersOrder = (ctx: MatrixContext) =>
  once(ctx, 'order', async () => {
    const { orderNumber } = await placeOrder(ctx.t, asOwner(ctx), await orderableBook(ctx));
    orderNumbers.set(ctx, orderNumber);
    return orderNumber;
  });

const mine = (ctx: MatrixContext, caller: Caller): TestClient => fork(caller.client, ctx.t.app);

/** Brings the caller's cart to READY as far as the caller may (refusals on the way are the row's to judge). */
async function readyCart(ctx: MatrixContext, caller: Caller): Promise<string> {
  const c = mine(ctx, caller);
  await c.post('/api/cart/add', { projectId: await orderableBook(ctx), itemType: 'AUTHOR_COPY' });
  await c.post('/api/cart/shipping-address', NY_ADDRESS);
  await c.post('/api/cart/shipping-method', { shippingMethod: 'STANDARD' });
  const eProtectId = await registrationId(ctx.t);
  await c.put('/api/cart/payment-method', {
    eProtectId,
    expirationMonth: '9',
    expirationYear: '2030',
    billingAddress: BILLING,
  });
  return eProtectId;
}

/** The callers who may reach a cart at all (the others are refused before any of it is read). */
const mayOrder = (caller: Caller) =>
  ['owner', 'otherAuthor', 'contributor:ORDER_COPY', 'admin'].includes(caller.role);

let addresses = 0;

export const commerceRows: Row[] = [
  // ── The cart (each row as the caller's own account, or the author's for Order copy) ──────
  { method: 'GET', route: '/api/cart', expect: cartCallers(), check: checkCart },
  {
    method: 'GET',
    route: '/api/cart/checkoutPage',
    expect: cartCallers(),
    check: (ctx, caller, payload) => {
      checkCart(ctx, caller, payload);
      // The address book is the signed-in person's own, whoever's cart they work in.
      const ids = (payload.addresses as { addressId: string }[]).map((a) => a.addressId);
      if ((caller.role === 'owner') !== ids.includes(ctx.owner.addressId))
        throw new Error(`addresses ${ids}`);
    },
  },
  {
    method: 'POST',
    route: '/api/cart/add',
    expect: ownersThing,
    call: async (ctx) => ({
      url: '/api/cart/add',
      body: { projectId: await orderableBook(ctx), itemType: 'AUTHOR_COPY' },
    }),
    check: checkCart,
  },
  {
    method: 'PUT',
    route: '/api/cart/update',
    expect: ownersThing,
    call: async (ctx, caller) => {
      const projectId = await orderableBook(ctx);
      // A line to change, where the caller may have one.
      if (mayOrder(caller))
        await mine(ctx, caller).post('/api/cart/add', { projectId, itemType: 'AUTHOR_COPY' });
      return { url: '/api/cart/update', body: { projectId, quantity: 1, itemType: 'AUTHOR_COPY' } };
    },
    check: checkCart,
  },
  {
    method: 'POST',
    route: '/api/cart/shipping-address',
    expect: cartCallers(),
    call: () => ({ url: '/api/cart/shipping-address', body: NY_ADDRESS }),
    check: (ctx, caller, payload) => {
      checkCart(ctx, caller, payload);
      if (payload.accepted !== true) throw new Error('the address was not accepted');
    },
  },
  {
    method: 'POST',
    route: '/api/cart/shipping-address-nickname',
    expect: cartCallers(),
    call: async (ctx, caller) => {
      // An address of the caller's own address book (a contributor's too: their own account's).
      addresses += 1;
      const nickname = `Matrix ${addresses}`;
      if (caller.identity) await mine(ctx, caller).put('/api/account/addressbook', { ...ADDRESS, nickname });
      return { url: '/api/cart/shipping-address-nickname', body: { nickname } };
    },
    check: checkCart,
  },
  {
    method: 'GET',
    route: '/api/cart/shipping-methods',
    expect: cartCallers(),
    call: async (ctx, caller) => {
      if (mayOrder(caller)) await mine(ctx, caller).post('/api/cart/shipping-address', NY_ADDRESS);
      return { url: '/api/cart/shipping-methods' };
    },
  },
  {
    method: 'POST',
    route: '/api/cart/shipping-method',
    expect: cartCallers(),
    call: async (ctx, caller) => {
      if (mayOrder(caller)) await mine(ctx, caller).post('/api/cart/shipping-address', NY_ADDRESS);
      return { url: '/api/cart/shipping-method', body: { shippingMethod: 'STANDARD' } };
    },
    check: checkCart,
  },
  { method: 'GET', route: '/api/cart/token', expect: cartCallers() },
  { method: 'GET', route: '/api/cart/eProtectId', expect: cartCallers() },
  {
    method: 'PUT',
    route: '/api/cart/payment-method',
    expect: cartCallers(),
    call: async (ctx) => ({
      url: '/api/cart/payment-method',
      body: {
        eProtectId: await registrationId(ctx.t),
        expirationMonth: '9',
        expirationYear: '2030',
        billingAddress: BILLING,
      },
    }),
    check: checkCart,
  },
  { method: 'GET', route: '/api/cart/billing-address-countries', expect: cartCallers() },
  {
    method: 'GET',
    route: '/api/cart/billing-address-states/:country',
    expect: cartCallers(),
    call: () => ({ url: '/api/cart/billing-address-states/US' }),
  },

  // ── Orders ────────────────────────────────────────────────────────────────────────────
  {
    method: 'POST',
    route: '/api/cart/submit-order',
    // The owner and a contributor with Order copy each place an order of the owner's book; another
    // author's and an administrator's own carts cannot hold it, so theirs are never ready.
    expect: cartCallers({
      otherAuthor: {
        status: 409,
        code: 'CART_NOT_READY',
        why: "their own cart: the owner's book cannot go in it",
      },
      admin: { status: 409, code: 'CART_NOT_READY', why: "their own cart: the owner's book cannot go in it" },
    }),
    call: async (ctx, caller) => {
      const ready = mayOrder(caller);
      const eProtectId = ready ? await readyCart(ctx, caller) : 'x'.repeat(24);
      const recaptchaToken = ready ? await token(mine(ctx, caller)) : 'x'.repeat(24);
      return {
        url: '/api/cart/submit-order',
        body: { eProtectId, recaptchaToken },
        headers: { 'idempotency-key': randomUUID() },
      };
    },
  },
  {
    method: 'GET',
    route: '/api/cart/order/:orderNumber',
    expect: ownersThing,
    call: async (ctx) => ({ url: `/api/cart/order/${await ownersOrder(ctx)}` }),
    check: (ctx, _caller, payload) => {
      const { orderNumber } = payload.order as { orderNumber: string };
      if (orderNumber !== orderNumbers.get(ctx)) throw new Error(`order ${orderNumber}`);
    },
  },
  {
    method: 'GET',
    route: '/api/project/order-cancel-reasons',
    // The reasons' list (no order in it): as the author's other book pages, for the contributors who see them.
    expect: {
      ...own(),
      ...contributors(403),
      'contributor:PROJECT_DASHBOARD': 'ok',
      'contributor:ORDER_COPY': 'ok',
      'contributor:MANAGE_PROMOTION': 'ok',
    },
  },

  // ── The sandbox card field (WORLDPAY_TEST): no session, no CSRF, the field's own answer ──
  {
    method: 'POST',
    route: '/sandbox/eprotect/register',
    expect: open('ok-raw'),
    call: () => {
      addresses += 1;
      return {
        url: '/sandbox/eprotect/register',
        body: { cardNumber: '4457010000000009', expMonth: '09', expYear: '2030' },
        remoteAddress: `10.77.${Math.floor(addresses / 250)}.${addresses % 250}`,
      };
    },
  },
];
