import Decimal from 'decimal.js';
import { money2 } from '../pricing/money';
import type { CartItemType } from './items';
import { type ShippingMethodCode, shippingPrice } from './shipping';
import { type DestinationTax, destinationTax } from './tax';

/** Handling charged once per order that holds copies (Quire's sandbox figure). */
export const HANDLING_CHARGE = '1.99';

/** The totals entries of spec 1 §3 (Cart), each with two decimals. */
export interface CartTotals {
  cartItemTotal: string;
  cartItemTotalMinusDiscount: string;
  discountTotal: string;
  handlingCharge: string;
  orderTaxTotal: string;
  orderTotal: string;
  orderTotalMinusTax: string;
  shipping: string;
}

export interface TotalsLine {
  type: CartItemType;
  quantity: number;
  /** The price of one copy, two decimals. */
  unitPrice: string;
  /** A discount on the whole line (coupons, later); none by default. */
  discount?: string;
}

export interface TotalsInput {
  items: readonly TotalsLine[];
  /** The destination; null until a shipping address is chosen (no shipping, no tax). */
  destination: { country: string; state?: string | null } | null;
  /** The chosen method; null until one is chosen (no shipping). */
  shippingMethod: ShippingMethodCode | null;
}

/** A line's price: unitPrice × quantity, exact. */
export function lineTotal(line: TotalsLine): Decimal {
  return new Decimal(line.unitPrice).times(line.quantity);
}

/** Copies in the cart (proofs included): what shipping is priced on. */
export function copiesIn(items: readonly TotalsLine[]): number {
  return items.reduce((n, l) => n + l.quantity, 0);
}

/**
 * The cart's totals (spec 1 §3), exact to the cent:
 * - cartItemTotal = Σ unitPrice × quantity; discountTotal = Σ discounts (at most the items);
 * - cartItemTotalMinusDiscount = cartItemTotal − discountTotal;
 * - shipping: the chosen method's price to the destination for the copies, 0 without both;
 * - handlingCharge: HANDLING_CHARGE once for a cart with copies;
 * - orderTotalMinusTax = cartItemTotalMinusDiscount + shipping + handlingCharge;
 * - orderTaxTotal = orderTotalMinusTax × the destination's rate, half up to the cent (0 without one);
 * - orderTotal = orderTotalMinusTax + orderTaxTotal.
 */
export function cartTotals(input: TotalsInput): CartTotals & { tax: DestinationTax | null } {
  const items = input.items.reduce((sum, l) => sum.plus(lineTotal(l)), new Decimal(0));
  const rawDiscount = input.items.reduce((sum, l) => sum.plus(l.discount ?? 0), new Decimal(0));
  const discount = Decimal.min(rawDiscount, items);
  const net = items.minus(discount);
  const copies = copiesIn(input.items);
  const shipping =
    input.destination && input.shippingMethod
      ? shippingPrice(input.shippingMethod, input.destination.country, copies)
      : new Decimal(0);
  const handling = copies > 0 ? new Decimal(HANDLING_CHARGE) : new Decimal(0);
  const beforeTax = net.plus(shipping).plus(handling);
  const tax = input.destination ? destinationTax(input.destination) : null;
  const taxTotal = tax ? beforeTax.times(tax.rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP) : new Decimal(0);
  return {
    cartItemTotal: money2(items),
    cartItemTotalMinusDiscount: money2(net),
    discountTotal: money2(discount),
    handlingCharge: money2(handling),
    orderTaxTotal: money2(taxTotal),
    orderTotal: money2(beforeTax.plus(taxTotal)),
    orderTotalMinusTax: money2(beforeTax),
    shipping: money2(shipping),
    tax,
  };
}
