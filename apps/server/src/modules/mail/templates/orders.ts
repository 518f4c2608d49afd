import type { MailMessage } from '../mail.service';
import type { TemplateContext } from './account';
import { email, line, link } from './render';

/** The messages about an order of copies and proofs. */
export function orderTemplates({ operatorName: op }: TemplateContext) {
  return {
    /** An order was placed: its number, its lines, the total held on the card and the delivery dates. */
    orderPlaced(m: {
      to: string;
      firstName: string;
      orderNumber: string;
      items: { title: string; label: string; quantity: number; lineTotal: string }[];
      orderTotal: string;
      card: string;
      earliestDelivery: string;
      latestDelivery: string;
      link: string;
    }): MailMessage {
      return email({
        to: m.to,
        kind: 'order-placed',
        subject: `Your ${op} order ${m.orderNumber} is placed`,
        paragraphs: [
          [line`Hello ${m.firstName},`],
          [line`Thank you for your order ${m.orderNumber}. It is placed and goes into production soon.`],
          m.items.map((i) => line`${i.quantity} × ${i.title} (${i.label}): $${i.lineTotal}`),
          [line`Order total: $${m.orderTotal}, held on your ${m.card} and charged when the order ships.`],
          [line`Expected delivery between ${m.earliestDelivery} and ${m.latestDelivery}.`],
          [line`Your orders: ${link(m.link)}`],
        ],
      });
    },

    /** Production has started: the order can no longer be cancelled by the author. */
    orderInProduction(m: { to: string; firstName: string; orderNumber: string; link: string }): MailMessage {
      return email({
        to: m.to,
        kind: 'order-in-production',
        subject: `Your ${op} order ${m.orderNumber} is in production`,
        paragraphs: [
          [line`Hello ${m.firstName},`],
          [line`The printer has started on your order ${m.orderNumber}. It can no longer be cancelled.`],
          [line`Your order: ${link(m.link)}`],
        ],
      });
    },

    /** It shipped: the carrier and tracking number, and the amount now charged to the card. */
    orderShipped(m: {
      to: string;
      firstName: string;
      orderNumber: string;
      carrier: string;
      trackingNumber: string;
      orderTotal: string;
      link: string;
    }): MailMessage {
      return email({
        to: m.to,
        kind: 'order-shipped',
        subject: `Your ${op} order ${m.orderNumber} has shipped`,
        paragraphs: [
          [line`Hello ${m.firstName},`],
          [line`Your order ${m.orderNumber} has shipped with ${m.carrier}.`],
          [line`Tracking number: ${m.trackingNumber}`],
          [line`Your card has been charged $${m.orderTotal}.`],
          [line`Your order: ${link(m.link)}`],
        ],
      });
    },

    /** It was delivered. */
    orderDelivered(m: { to: string; firstName: string; orderNumber: string; link: string }): MailMessage {
      return email({
        to: m.to,
        kind: 'order-delivered',
        subject: `Your ${op} order ${m.orderNumber} has been delivered`,
        paragraphs: [
          [line`Hello ${m.firstName},`],
          [line`Your order ${m.orderNumber} has been delivered. We hope you enjoy your books.`],
          [line`Your order: ${link(m.link)}`],
        ],
      });
    },

    /**
     * It was cancelled (by the author or by an administrator): the reason, and what happened to the money: the
     * hold released (before the card was charged) or the amount refunded (after).
     */
    orderCancelled(m: {
      to: string;
      firstName: string;
      orderNumber: string;
      reason: string;
      byAdministrator: boolean;
      money: 'released' | 'refunded';
      amount: string;
      link: string;
    }): MailMessage {
      return email({
        to: m.to,
        kind: 'order-cancelled',
        subject: `Your ${op} order ${m.orderNumber} is cancelled`,
        paragraphs: [
          [line`Hello ${m.firstName},`],
          [
            m.byAdministrator
              ? line`${op} has cancelled your order ${m.orderNumber}.`
              : line`Your order ${m.orderNumber} is cancelled, as you asked.`,
          ],
          [line`Reason: ${m.reason}`],
          [
            m.money === 'released'
              ? line`The hold of $${m.amount} on your card has been released; you were not charged.`
              : line`The $${m.amount} charged to your card has been refunded.`,
          ],
          [line`Your order: ${link(m.link)}`],
        ],
      });
    },
  };
}
