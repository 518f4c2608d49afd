import { z } from 'zod';
import {
  cartItemSchema,
  cartPaymentMethodSchema,
  cartTotalsSchema,
  moneySchema,
  shippingAddressSchema,
  shippingOptionSchema,
} from './cart';
import { endpoint } from './endpoint';

// Orders (spec 3 §3 "Order", spec 1 §7 "Cart"): submit-order places one from the cart.

export const ORDER_STATUSES = ['PLACED', 'IN_PRODUCTION', 'SHIPPED', 'DELIVERED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The `Idempotency-Key` header of submit-order: the client's own id for one submission (a UUID is
 * fine), 8 to 100 letters, digits, '-', '_', '.' or ':'.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MESSAGE =
  'An Idempotency-Key header is required: 8 to 100 letters, digits, dashes, underscores, dots or colons.';
export const idempotencyKeySchema = z
  .string({ error: IDEMPOTENCY_KEY_MESSAGE })
  .regex(/^[A-Za-z0-9._:-]{8,100}$/, { error: IDEMPOTENCY_KEY_MESSAGE });

/** A line of an order: the cart's line as it was when the order was placed. */
export const orderItemSchema = cartItemSchema
  .pick({
    projectId: true,
    title: true,
    itemType: true,
    quantity: true,
    unitPrice: true,
    lineTotal: true,
    notForResale: true,
  })
  .describe('OrderItem');

export const orderSchema = z
  .object({
    orderNumber: z.string(),
    orderDate: z.string().describe('When it was placed (ISO 8601)'),
    shippingDate: z.string().nullable().describe('When it shipped; null until then'),
    status: z.enum(ORDER_STATUSES),
    customerId: z.string(),
    items: z.array(orderItemSchema),
    shippingInformation: z.object({
      shippingAddress: shippingAddressSchema,
      shippingMethod: shippingOptionSchema.describe('The method with its price and delivery dates'),
    }),
    paymentMethod: cartPaymentMethodSchema.omit({ paymentMethodId: true }),
    tax: z.object({ rate: z.string(), label: z.string() }).nullable(),
    handlingCharge: moneySchema,
    totals: cartTotalsSchema.describe('Every totals entry of the cart when it was ordered'),
  })
  .describe('Order');
export type Order = z.infer<typeof orderSchema>;

export const ordersEndpoints = {
  submitOrder: endpoint({
    method: 'POST',
    path: '/api/cart/submit-order',
    body: z.object({
      cvv: z
        .string()
        .trim()
        .regex(/^\d{3,4}$/, { error: 'Please enter the 3 or 4 digit security code.' })
        .optional()
        .describe('The card security code, when asked for (31003); never stored'),
      eProtectId: z
        .string({ error: 'Please enter your card.' })
        .trim()
        .min(1, { error: 'Please enter your card.' })
        .max(1000)
        .describe("The cart's card (its paypageRegistrationId)"),
      recaptchaToken: z
        .string({ error: 'Please try again.' })
        .min(1, { error: 'Please try again.' })
        .max(4000)
        .describe("The token step's solution (GET /api/cart/token), good for one order"),
    }),
    response: z.object({
      order: orderSchema,
      replayed: z.boolean().describe('True when this key placed the order before (nothing charged again)'),
    }),
  }),
  order: endpoint({
    method: 'GET',
    path: '/api/cart/order/:orderNumber',
    params: z.object({ orderNumber: z.string().max(40) }),
    response: z.object({ order: orderSchema }),
  }),
};
