import { createHash } from 'node:crypto';
import {
  AppError,
  appError,
  CART_MESSAGES,
  type Cart,
  errorItem,
  type LoggedInUser,
  type Order,
  ownerOf,
} from '@quire/domain';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AccountsVendor } from '../accounts';
import type { CartService, CheckoutSession } from '../cart';
import type { MailService, MailTemplates } from '../mail';
import type { Authorisation, PaymentGateway } from '../payments';
import { type OrderLifecycle, planOf } from './orders.lifecycle';
import type { OrdersRepository } from './orders.repository';
import type { IdempotencyKeyRow } from './orders.tables';
import { toOrder } from './orders.view';

/** Idempotency keys are kept at least this long (then purged when a new key is claimed). */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60_000;
/** A key in flight this long was left by a stopped server: the next submission with it takes over. */
export const IN_FLIGHT_TAKEOVER_MS = 2 * 60_000;
export const ORDER_CURRENCY = 'USD';

export interface SubmitOrderInput {
  cvv?: string | undefined;
  eProtectId: string;
  recaptchaToken: string;
}

export interface OrdersServiceDeps {
  uow: UnitOfWork<OrdersRepository>;
  cart: Pick<CartService, 'assertAllowed' | 'checkoutState' | 'empty' | 'requireStepUp' | 'verifyOrderToken'>;
  gateway: Pick<PaymentGateway, 'authorize' | 'void'>;
  mail: Pick<MailService, 'send'>;
  templates: Pick<MailTemplates, 'orderPlaced'>;
  /** The account's holder, who is e-mailed (a contributor orders for the author's account). */
  accounts: Pick<AccountsVendor, 'byCustomerId'>;
  publicUrl: string;
  now: () => Date;
  /** How long a key stays in flight before another submission may take it over (IN_FLIGHT_TAKEOVER_MS). */
  inFlightTakeoverMs?: number;
  /** Schedules the placed order's steps (production, shipping, delivery) in its transaction. */
  lifecycle?: Pick<OrderLifecycle, 'schedule'>;
}

/**
 * The body's fingerprint for its key: the card and the token, and whether a security code came,
 * never the code itself (a hash of three digits is no secret).
 */
export function requestHash(input: SubmitOrderInput): string {
  const canonical = JSON.stringify([input.eProtectId, input.recaptchaToken, Boolean(input.cvv)]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** The cart, checked for an order: not stale, complete, and paid with the card the form shows. */
function readyCart(state: Awaited<ReturnType<CartService['checkoutState']>>, eProtectId: string): Cart {
  if (state.stale) {
    const { title, refusal } = state.stale;
    const why = refusal.items[0]?.description ?? '';
    const description = `“${title}” can no longer be ordered as it is: ${why} Please review your cart; nothing was charged.`;
    throw new AppError([errorItem('CART_STALE', { description, field: 'projectId' }), ...refusal.items]);
  }
  const cart = state.cart;
  if (cart?.completeness !== 'READY') throw appError('CART_NOT_READY');
  if (state.registrationId !== eProtectId) throw appError('CART_CARD_CHANGED');
  return cart;
}

/**
 * Orders (spec 3 §3 "Order"). submit-order places one from the cart: the key claimed in its own
 * short transaction, the token spent, the cart checked, the total authorised, then in one
 * transaction the order, the emptied cart, the key's answer and the "order placed" e-mail; a failure
 * there voids the authorisation.
 */
export function createOrdersService(deps: OrdersServiceDeps) {
  const { uow, cart, gateway, mail, templates, accounts, publicUrl, now, lifecycle } = deps;
  const inFlightTakeoverMs = deps.inFlightTakeoverMs ?? IN_FLIGHT_TAKEOVER_MS;

  async function answer(orderId: string): Promise<Order> {
    const row = await uow.repos.byId(orderId);
    if (!row) throw appError('NOT_FOUND');
    return toOrder(row, await uow.repos.items(row.id), now());
  }

  /** The key for this submission: claimed now, or its earlier answer, or a 409. */
  async function claim(
    customerId: string,
    key: string,
    hash: string,
  ): Promise<{ claimed: IdempotencyKeyRow; resuming: boolean } | { replay: string }> {
    const at = now();
    const purgeBefore = new Date(at.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS);
    const claimed = await uow.withTransaction((repos) =>
      repos.claimKey(customerId, key, hash, at, purgeBefore),
    );
    if (claimed) return { claimed, resuming: false };
    const existing = await uow.repos.findKey(customerId, key);
    // Released between the insert and the read: the submission may be tried again.
    if (!existing) throw appError('IDEMPOTENCY_KEY_IN_FLIGHT');
    if (existing.requestHash !== hash) throw appError('IDEMPOTENCY_KEY_REUSED');
    if (existing.state === 'done' && existing.orderId) return { replay: existing.orderId };
    if (at.getTime() - existing.updatedAt.getTime() >= inFlightTakeoverMs) {
      const taken = await uow.repos.takeOverKey(existing.id, existing.updatedAt, at);
      if (taken) return { claimed: taken, resuming: true };
    }
    throw appError('IDEMPOTENCY_KEY_IN_FLIGHT');
  }

  /** Holds the order total on the card; a decline answers the gateway's error items. */
  async function authorise(key: IdempotencyKeyRow, cartView: Cart, input: SubmitOrderInput) {
    const result = await gateway.authorize({
      idempotencyKey: `submit-order:${key.id}`,
      registrationId: input.eProtectId,
      amount: cartView.totals.orderTotal,
      currency: ORDER_CURRENCY,
      cvv: input.cvv,
    });
    if (result.outcome === 'declined') throw new AppError(result.errors);
    // A hold this key made and voided before cannot pay again (its key was released then).
    if (result.authorisation.status !== 'authorised') throw appError('IDEMPOTENCY_KEY_REUSED');
    return result.authorisation;
  }

  /** The order, the emptied cart, the key's answer and the e-mail, in one transaction; else the void. */
  async function record(
    user: LoggedInUser,
    key: IdempotencyKeyRow,
    cartView: Cart,
    authorisation: Authorisation,
  ) {
    const group = cartView.shippingGroups[0];
    const card = cartView.paymentGroups[0]?.paymentMethod;
    if (!group?.shippingAddress || !group.shippingMethod || !card) throw appError('CART_NOT_READY');
    const { shippingAddress, shippingMethod } = group;
    const { paymentMethodId: _id, ...shownCard } = card;
    const holder = await accounts.byCustomerId(ownerOf(user));
    try {
      return await uow.withTransaction(async (repos, tx) => {
        const at = now();
        const { tax } = cartView;
        const order = await repos.insertOrder(
          {
            customerId: ownerOf(user),
            status: 'PLACED',
            shippingAddress,
            shippingMethod,
            paymentMethod: shownCard,
            tax,
            currency: ORDER_CURRENCY,
            ...cartView.totals,
            authorisationId: authorisation.authorisationId,
            placedAt: at,
            updatedAt: at,
            ...planOf(at, shippingMethod.earliestDelivery),
          },
          cartView.projects.map((i, position) => ({
            projectId: i.projectId,
            title: i.title,
            itemType: i.itemType,
            quantity: i.quantity,
            unitPrice: i.unitPrice,
            lineTotal: i.lineTotal,
            notForResale: i.notForResale,
            position,
          })),
        );
        await lifecycle?.schedule(order, tx);
        await cart.empty(ownerOf(user), tx);
        await repos.completeKey(key.id, order.id, at);
        await mail.send(
          templates.orderPlaced({
            to: holder?.email ?? user.email,
            firstName: holder?.firstName ?? user.firstName,
            orderNumber: order.orderNumber,
            items: cartView.projects.map((i) => ({
              title: i.title,
              label: i.notForResale ? CART_MESSAGES.notForResale : 'Author copy',
              quantity: i.quantity,
              lineTotal: i.lineTotal,
            })),
            orderTotal: order.orderTotal,
            card: `${shownCard.cardType} ending ${shownCard.lastFourDigits}`,
            earliestDelivery: shippingMethod.earliestDelivery,
            latestDelivery: shippingMethod.latestDelivery,
            link: `${publicUrl}/order-history/${order.orderNumber}`,
          }),
          tx,
        );
        return order.id;
      });
    } catch (error) {
      // Compensation: the hold is released and the key with it. Should the void fail, the key stays
      // in flight, so the same submission repeated later takes it over and finds the hold.
      await gateway.void({
        idempotencyKey: `submit-order:${key.id}:void`,
        authorisationId: authorisation.authorisationId,
      });
      await uow.repos.releaseKey(key.id);
      throw error;
    }
  }

  return {
    /** GET /api/cart/order/{orderNumber}: an order of the account's own; any other answers 404. */
    async order(user: LoggedInUser, orderNumber: string): Promise<Order> {
      cart.assertAllowed(user);
      const row = await uow.repos.byNumber(ownerOf(user), orderNumber);
      if (!row) throw appError('NOT_FOUND');
      return toOrder(row, await uow.repos.items(row.id), now());
    },

    /** POST /api/cart/submit-order */
    async submitOrder(
      user: LoggedInUser,
      idempotencyKey: string,
      input: SubmitOrderInput,
      /** The signed-in person's session (the route's); its two-step check of a large order. */
      session: CheckoutSession,
    ): Promise<{ order: Order; replayed: boolean }> {
      // The cart's access rule (a contributor needs Order copy) before anything else.
      const state = await cart.checkoutState(user);
      // 1084 above the threshold (two-step on, session not trusted): before any key is claimed or card held.
      if (state.cart)
        await cart.requireStepUp(session, { kind: 'order', orderTotal: state.cart.totals.orderTotal });
      const claimed = await claim(ownerOf(user), idempotencyKey, requestHash(input));
      if ('replay' in claimed) return { order: await answer(claimed.replay), replayed: true };
      const key = claimed.claimed;
      let cartView: Cart;
      let authorisation: Authorisation;
      try {
        // Resuming a stopped server's submission: the token it spent then still counts.
        const token = await cart.verifyOrderToken(input.recaptchaToken, { resuming: claimed.resuming });
        if (!token.ok) throw appError('ORDER_TOKEN_REFUSED');
        cartView = readyCart(state, input.eProtectId);
        authorisation = await authorise(key, cartView, input);
      } catch (error) {
        // Nothing was held: the key goes, so the submission may be tried again.
        await uow.repos.releaseKey(key.id);
        throw error;
      }
      const orderId = await record(user, key, cartView, authorisation);
      return { order: await answer(orderId), replayed: false };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
