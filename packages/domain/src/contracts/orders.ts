import { z } from 'zod';
import { CART_ITEM_TYPES } from '../cart/items';
import { ORDER_CANCEL_COMMENT_MAX, ORDER_CANCEL_MESSAGES } from '../orders/cancel-reasons';
import { IDEMPOTENCY_KEY_MESSAGE } from '../orders/idempotency';
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

/** The `Idempotency-Key` header's value (orders/idempotency.ts). */
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

/** The card's side of an order: authorised at submission, captured when it ships, voided or refunded. */
export const PAYMENT_STATES = ['AUTHORISED', 'CAPTURED', 'VOIDED', 'REFUNDED'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const CANCELLED_BY = ['AUTHOR', 'ADMINISTRATOR'] as const;

export const orderCancellationSchema = z
  .object({
    reasonCode: z.string(),
    reason: z.string().describe('The reason as the list words it'),
    comment: z.string(),
    cancelledAt: z.string(),
    cancelledBy: z.enum(CANCELLED_BY),
  })
  .describe('OrderCancellation');

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
    productionStartsAt: z.string().describe('When the printer starts it (ISO 8601)'),
    cancellableUntil: z
      .string()
      .nullable()
      .describe('Until when the author may cancel it (production start); null once they may not'),
    tracking: z
      .object({ carrier: z.string(), trackingNumber: z.string() })
      .nullable()
      .describe('Set when it ships'),
    deliveredAt: z.string().nullable(),
    payment: z
      .object({
        state: z.enum(PAYMENT_STATES),
        amount: moneySchema.describe('What was authorised (the order total)'),
        refunded: moneySchema.describe('What was given back after capture; 0.00 otherwise'),
      })
      .describe('OrderPayment'),
    cancellation: orderCancellationSchema.nullable(),
  })
  .describe('Order');
export type Order = z.infer<typeof orderSchema>;

/** A row of the order history: one order (the spec's order group) with what the list shows. */
export const orderGroupSchema = z
  .object({
    orderNumber: z.string(),
    orderDate: z.string(),
    status: z.enum(ORDER_STATUSES),
    customerId: z.string(),
    email: z.string().nullable().describe("The account's e-mail, for administrators; null for authors"),
    items: z.array(orderItemSchema.pick({ projectId: true, title: true, itemType: true, quantity: true })),
    orderTotal: moneySchema,
    paymentState: z.enum(PAYMENT_STATES),
    cancellableUntil: z.string().nullable(),
    trackingNumber: z.string().nullable(),
  })
  .describe('OrderGroup');
export type OrderGroup = z.infer<typeof orderGroupSchema>;

export const ORDER_HISTORY_SORTS = ['DATE_DESC', 'DATE_ASC', 'TOTAL_DESC', 'TOTAL_ASC'] as const;
export type OrderHistorySort = (typeof ORDER_HISTORY_SORTS)[number];
export const ORDER_HISTORY_DEFAULT_SORT: OrderHistorySort = 'DATE_DESC';
export const ORDER_HISTORY_PAGE_SIZE = 30;
export const ORDER_HISTORY_MAX_LIMIT = 100;

const newYorkDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Please enter the date as YYYY-MM-DD.' })
  .describe('A New York calendar day, yyyy-MM-dd');

export const orderHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(ORDER_HISTORY_MAX_LIMIT).default(ORDER_HISTORY_PAGE_SIZE),
  dateStart: newYorkDay.optional(),
  dateEnd: newYorkDay.optional(),
  sortOption: z.enum(ORDER_HISTORY_SORTS).default(ORDER_HISTORY_DEFAULT_SORT),
  customerId: z
    .string()
    .max(64)
    .optional()
    .describe("Administrators: one account's orders (all accounts without it). Authors: only their own"),
  type: z.enum(CART_ITEM_TYPES).optional().describe('Orders with a line of this type'),
  status: z.enum(ORDER_STATUSES).optional(),
  q: z.string().trim().max(100).optional().describe('An order number or a word of a title'),
});
export type OrderHistoryQuery = z.infer<typeof orderHistoryQuerySchema>;

export const orderCancelReasonSchema = z
  .object({ code: z.string(), label: z.string(), commentRequired: z.boolean() })
  .describe('OrderCancelReason');

export const cancelOrderBodySchema = z.object({
  orderNumber: z.string({ error: 'Please choose an order.' }).trim().min(1).max(40),
  reasonCode: z
    .string({ error: ORDER_CANCEL_MESSAGES.reasonRequired })
    .trim()
    .min(1, { error: ORDER_CANCEL_MESSAGES.reasonRequired })
    .max(40),
  comment: z
    .string()
    .max(ORDER_CANCEL_COMMENT_MAX, { error: ORDER_CANCEL_MESSAGES.commentTooLong })
    .default(''),
  customerId: z.string().max(64).optional().describe("Administrators: the order's account"),
});

const reasonsResponse = z.object({ reasons: z.array(orderCancelReasonSchema) });

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
  orderHistory: endpoint({
    method: 'GET',
    path: '/api/admin/orderhistory',
    query: orderHistoryQuerySchema,
    response: z.object({ totalCount: z.number().int(), orderGroups: z.array(orderGroupSchema) }),
  }),
  orderDetails: endpoint({
    method: 'GET',
    path: '/api/admin/orderhistory/details/:id',
    params: z.object({ id: z.string().max(40).describe('The order number') }),
    query: z.object({ customerId: z.string().max(64).optional() }),
    response: z.object({
      order: orderSchema,
      sandboxPrinter: z
        .boolean()
        .describe("True when orders go to Quire's sandbox printer: an administrator may move one a step on"),
    }),
  }),
  cancelOrder: endpoint({
    method: 'POST',
    path: '/api/admin/orderhistory/cancelOrder',
    body: cancelOrderBodySchema,
    response: z.object({ order: orderSchema }),
  }),
  orderCancelReasons: endpoint({
    method: 'GET',
    path: '/api/admin/orderhistory/order-cancel-reasons',
    response: reasonsResponse,
  }),
  projectOrderCancelReasons: endpoint({
    method: 'GET',
    path: '/api/project/order-cancel-reasons',
    response: reasonsResponse,
  }),
  advanceOrder: endpoint({
    method: 'POST',
    path: '/api/admin/orderhistory/advance',
    body: z.object({ orderNumber: z.string().trim().min(1).max(40) }),
    response: z.object({ order: orderSchema }),
  }),
};
