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
  };
}
