import type { CartItemType, OrderStatus, PaymentState } from '@quire/domain';
import { type OrdersMessageKey, ordersText } from '../messages';

/** The words for an order's codes: its status, its card's state and a line's type. */
export const statusLabel = (s: OrderStatus) => ordersText(`status.${s}` as OrdersMessageKey);
export const paymentLabel = (s: PaymentState) => ordersText(`payment.${s}` as OrdersMessageKey);
export const itemTypeLabel = (t: CartItemType) => ordersText(`type.${t}` as OrdersMessageKey);
