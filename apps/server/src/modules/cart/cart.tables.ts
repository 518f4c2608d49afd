import type { CartPaymentMethod, ShippingAddress } from '@quire/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables';
import { projects } from '../projects/projects.tables';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One cart per account (spec 1 §3 Cart): the shipping address chosen (checked before it is kept,
 * the address book's fields) and the shipping method. Totals are never stored: they are computed
 * from the items at each read, so a changed printing cost shows at once.
 */
export const carts = pgTable('carts', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The account the cart belongs to (a contributor with Order copy works in the author's). */
  customerId: text('customer_id')
    .notNull()
    .unique()
    .references(() => users.customerId, { onDelete: 'cascade' }),
  shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
  /** STANDARD, EXPEDITED or PRIORITY (the domain's SHIPPING_METHODS); null until chosen. */
  shippingMethod: text('shipping_method'),
  /**
   * The card chosen (PUT payment-method): brand, last four, expiry, billing address and the stored
   * payment method's id, with the card field's registration id (sealed by the gateway, carrying no
   * card number) that submit-order authorises; null until chosen.
   */
  paymentMethod: jsonb('payment_method').$type<CartPaymentMethod & { registrationId: string }>(),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

/** A cart's lines: one per book and item type (AUTHOR_COPY or PROOF), with its quantity. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    itemType: text('item_type').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    unique('cart_items_line').on(t.cartId, t.projectId, t.itemType),
    index('cart_items_project_idx').on(t.projectId),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
    check('cart_items_item_type', sql`${t.itemType} in ('AUTHOR_COPY', 'PROOF')`),
  ],
);

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;

/**
 * The order tokens (ALTCHA solutions) already spent: a solution is good for one order. Kept until
 * the challenge would have expired anyway, then purged.
 */
export const orderTokensUsed = pgTable(
  'order_tokens_used',
  {
    /** The challenge's signature (HMAC of its parameters, salt and nonce included). */
    signature: text('signature').primaryKey(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('order_tokens_used_expires_idx').on(t.expiresAt)],
);
