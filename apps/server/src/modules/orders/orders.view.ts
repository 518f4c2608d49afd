import {
  authorMayCancel,
  type CartItemType,
  cancelReasonLabel,
  type Order,
  type OrderStatus,
  type PaymentState,
} from '@quire/domain';
import type { OrderItemRow, OrderRow } from './orders.tables';

/** The order as the API answers it, at `now` (the author may cancel until production starts). */
export function toOrder(row: OrderRow, items: OrderItemRow[], now: Date): Order {
  const status = row.status as OrderStatus;
  return {
    orderNumber: row.orderNumber,
    orderDate: row.placedAt.toISOString(),
    shippingDate: row.shippingDate ? row.shippingDate.toISOString() : null,
    status,
    customerId: row.customerId,
    items: items.map((i) => ({
      projectId: i.projectId,
      title: i.title,
      itemType: i.itemType as CartItemType,
      quantity: i.quantity,
      unitPrice: i.unitPrice,
      lineTotal: i.lineTotal,
      notForResale: i.notForResale,
    })),
    shippingInformation: { shippingAddress: row.shippingAddress, shippingMethod: row.shippingMethod },
    paymentMethod: row.paymentMethod,
    tax: row.tax ?? null,
    handlingCharge: row.handlingCharge,
    totals: {
      cartItemTotal: row.cartItemTotal,
      cartItemTotalMinusDiscount: row.cartItemTotalMinusDiscount,
      discountTotal: row.discountTotal,
      handlingCharge: row.handlingCharge,
      orderTaxTotal: row.orderTaxTotal,
      orderTotal: row.orderTotal,
      orderTotalMinusTax: row.orderTotalMinusTax,
      shipping: row.shipping,
    },
    productionStartsAt: row.productionStartsAt.toISOString(),
    cancellableUntil: cancellableUntil(row, now),
    tracking:
      row.trackingCarrier && row.trackingNumber
        ? { carrier: row.trackingCarrier, trackingNumber: row.trackingNumber }
        : null,
    deliveredAt: row.deliveredAt ? row.deliveredAt.toISOString() : null,
    payment: {
      state: row.paymentState as PaymentState,
      amount: row.orderTotal,
      refunded: row.refunded,
    },
    cancellation:
      status === 'CANCELLED' && row.cancelReasonCode && row.cancelledAt
        ? {
            reasonCode: row.cancelReasonCode,
            reason: cancelReasonLabel(row.cancelReasonCode),
            comment: row.cancelComment ?? '',
            cancelledAt: row.cancelledAt.toISOString(),
            cancelledBy: row.cancelledBy === 'ADMINISTRATOR' ? 'ADMINISTRATOR' : 'AUTHOR',
          }
        : null,
  };
}

/** Production start while the author may still cancel; null once they may not. */
export function cancellableUntil(row: OrderRow, now: Date): string | null {
  return authorMayCancel(row.status, row.placedAt, now) ? row.productionStartsAt.toISOString() : null;
}
