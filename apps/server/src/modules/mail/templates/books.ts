import { formatNewYorkDateTime } from '@quire/domain';
import type { MailMessage } from '../mail.service';
import type { TemplateContext } from './account';
import { email, line, link } from './render';

/** The messages about a book: going on sale or off sale, and its scheduled prices. */
export function bookTemplates({ operatorName: op }: TemplateContext) {
  return {
    /** The retailer's intake refused to put the book on sale. */
    saleFailed(m: {
      to: string;
      firstName: string;
      title: string;
      error: string;
      link: string;
    }): MailMessage {
      return email({
        to: m.to,
        kind: 'sale-failed',
        subject: `${m.title} could not go on sale`,
        paragraphs: [
          [line`Hello ${m.firstName},`],
          [
            line`${m.title} could not go on sale: ${m.error}`,
            line`Open your book to put it right: ${link(m.link)}`,
          ],
        ],
      });
    },

    /** The book is on sale, or off sale, at the end of the retailer's intake. */
    saleChanged(m: {
      to: string;
      firstName: string;
      title: string;
      direction: 'ONSALE' | 'OFFSALE';
      link: string;
    }): MailMessage {
      const onSale = m.direction === 'ONSALE';
      return email({
        to: m.to,
        kind: onSale ? 'on-sale' : 'off-sale',
        subject: onSale ? `${m.title} is on sale` : `${m.title} is off sale`,
        paragraphs: [
          [line`Hello ${m.firstName},`],
          [
            onSale
              ? line`${m.title} is now on sale at ${op} and our retail partners.`
              : line`${m.title} has been taken off sale. Copy orders placed now wait 4 to 5 business days.`,
            line`${link(m.link)}`,
          ],
        ],
      });
    },

    /** Two days before a scheduled price starts or ends: the book, the price and the New York date and time. */
    priceScheduleReminder(m: {
      to: string;
      firstName: string;
      title: string;
      price: string;
      at: Date;
      edge: 'start' | 'end';
      link: string;
    }): MailMessage {
      const when = formatNewYorkDateTime(m.at);
      const what =
        m.edge === 'start'
          ? line`the list price of your eBook "${m.title}" changes to $${m.price}`
          : line`the scheduled price of your eBook "${m.title}" ends and its list price returns to $${m.price}`;
      return email({
        to: m.to,
        kind: 'price-schedule-reminder',
        subject: `Price change on ${when}: "${m.title}" at $${m.price}`,
        paragraphs: [
          [line`Hello ${m.firstName},`],
          [{ parts: ['A reminder: on ', when, ' (New York time), ', ...what.parts, '.'] }],
          ['To change or cancel it, open the scheduled prices of your book:', line`${link(m.link)}`],
          [line`— ${op}`],
        ],
      });
    },
  };
}
