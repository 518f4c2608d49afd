import type { MailMessage } from '../mail.service';
import type { TemplateContext } from './account';
import { email, line, link } from './render';

/** The messages about how a book is printed: an administrator's Ultra Premium conversion. */
export function printTemplates({ operatorName: op }: TemplateContext) {
  return {
    /**
     * The book is now printed as Ultra Premium: what it is printed with, its new printing cost and
     * floor price, and what the author earns at the list price (or that the price must be set again).
     */
    ultraPremiumConverted(m: {
      to: string;
      firstName: string;
      title: string;
      specification: string;
      printingCost: string;
      floorPrice: string;
      /** The list price kept, with the royalty per copy at it; null when it fell below the floor and was reset. */
      kept: { listPrice: string; royalty: string } | null;
      link: string;
    }): MailMessage {
      return email({
        to: m.to,
        kind: 'ultra-premium-converted',
        subject: `${m.title} is now printed as Ultra Premium`,
        paragraphs: [
          [line`Hello ${m.firstName},`],
          [
            line`${op} has converted ${m.title} to Ultra Premium print: ${m.specification}.`,
            line`Printing one copy now costs $${m.printingCost}; the lowest list price that earns a royalty is $${m.floorPrice}.`,
          ],
          [
            m.kept
              ? line`At your list price of $${m.kept.listPrice} you earn $${m.kept.royalty} per copy.`
              : line`Your list price was below $${m.floorPrice}, so it was reset. Please set your price again.`,
            line`Review your book: ${link(m.link)}`,
          ],
          [line`If you have questions, reply to this message or contact ${op} support.`],
        ],
      });
    },
  };
}
