import type { CartPaymentMethod, ShippingAddress, ShippingOption } from '@quire/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => numeric(name, { precision: 12, scale: 2 }).notNull();

/** Order numbers: Q100001, Q100002, … */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100001 });

/**
 * An order (spec 3 §3 "Order"): what the cart held when it was submitted, frozen: the items at
 * their unit prices, the shipping address and method with its delivery dates, the card as the
 * shopper may see it (brand, last four, billing address: never a number), every totals entry as an
 * exact decimal, and the gateway's authorisation (captured when it ships).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number')
      .notNull()
      .unique()
      .default(sql`'Q' || nextval('order_number_seq')::text`),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.customerId, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    shippingMethod: jsonb('shipping_method').$type<ShippingOption>().notNull(),
    paymentMethod: jsonb('payment_method').$type<Omit<CartPaymentMethod, 'paymentMethodId'>>().notNull(),
    tax: jsonb('tax').$type<{ rate: string; label: string } | null>(),
    currency: text('currency').notNull(),
    cartItemTotal: money('cart_item_total'),
    cartItemTotalMinusDiscount: money('cart_item_total_minus_discount'),
    discountTotal: money('discount_total'),
    handlingCharge: money('handling_charge'),
    orderTaxTotal: money('order_tax_total'),
    orderTotal: money('order_total'),
    orderTotalMinusTax: money('order_total_minus_tax'),
    shipping: money('shipping'),
    /** The gateway's authorisation of orderTotal. */
    authorisationId: text('authorisation_id').notNull(),
    shippingDate: ts('shipping_date'),
    placedAt: ts('placed_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    // Its life, planned at placement (the domain's lifecycle): each step's job runs at its time.
    productionStartsAt: ts('production_starts_at').notNull(),
    shipsAt: ts('ships_at').notNull(),
    deliversAt: ts('delivers_at').notNull(),
    /** Set when it ships (the sandbox printer: USPS and a made-up number). */
    trackingCarrier: text('tracking_carrier'),
    trackingNumber: text('tracking_number'),
    deliveredAt: ts('delivered_at'),
    /** The card: AUTHORISED at placement, CAPTURED when it ships, VOIDED or REFUNDED on cancellation. */
    paymentState: text('payment_state').notNull().default('AUTHORISED'),
    capturedAt: ts('captured_at'),
    refunded: numeric('refunded', { precision: 12, scale: 2 }).notNull().default('0.00'),
    cancelReasonCode: text('cancel_reason_code'),
    cancelComment: text('cancel_comment'),
    cancelledAt: ts('cancelled_at'),
    cancelledBy: text('cancelled_by'),
  },
  (t) => [
    index('orders_customer_placed_idx').on(t.customerId, t.placedAt),
    index('orders_placed_idx').on(t.placedAt),
    check(
      'orders_status_check',
      sql`${t.status} in ('PLACED', 'IN_PRODUCTION', 'SHIPPED', 'DELIVERED', 'CANCELLED')`,
    ),
    check(
      'orders_payment_state_check',
      sql`${t.paymentState} in ('AUTHORISED', 'CAPTURED', 'VOIDED', 'REFUNDED')`,
    ),
    check(
      'orders_cancelled_by_check',
      sql`${t.cancelledBy} is null or ${t.cancelledBy} in ('AUTHOR', 'ADMINISTRATOR')`,
    ),
  ],
);

/** An order's lines: the book (its title then), the type, quantity and unit price when ordered. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** No foreign key: an order outlives its book. */
    projectId: uuid('project_id').notNull(),
    title: text('title').notNull(),
    itemType: text('item_type').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price'),
    lineTotal: money('line_total'),
    notForResale: boolean('not_for_resale').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('order_items_item_type', sql`${t.itemType} in ('AUTHOR_COPY', 'PROOF')`),
  ],
);

/**
 * Submit-order's idempotency keys, one per account and key: the hash of the body it came with, in
 * flight until its order is placed (or its attempt fails and the key is released), then done with
 * the order it answered. Kept at least 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: text('customer_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state').notNull(),
    /** The answer: the order this key placed. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    unique('idempotency_keys_customer_key').on(t.customerId, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
    check('idempotency_keys_state_check', sql`${t.state} in ('in-flight', 'done')`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
