import type { MailMessage } from '../mail.service';
import type { TemplateContext } from './account';
import { email, line, link } from './render';

/** The messages about a merchandising promotion's nomination. */
export function promotionTemplates({ operatorName: op }: TemplateContext) {
  return {
    /**
     * An administrator decided on a nomination: accepted (with the promotion's dates and price),
     * declined (with the reason as the publisher reads it) or returned to pending.
     */
    promotionDecision(m: {
      to: string;
      firstName: string;
      title: string;
      ean: string;
      promotion: string;
      status: 'APPROVED' | 'DECLINED' | 'PENDING';
      /** Accepted: "MM/DD/YYYY to MM/DD/YYYY". */
      dates: string | null;
      promoPrice: string | null;
      reason: string | null;
      link: string;
    }): MailMessage {
      const subject =
        m.status === 'APPROVED'
          ? `Your nomination of ${m.title} for ${m.promotion} was accepted`
          : m.status === 'DECLINED'
            ? `Your nomination of ${m.title} for ${m.promotion} was declined`
            : `Your nomination of ${m.title} for ${m.promotion} is pending again`;
      const body =
        m.status === 'APPROVED'
          ? [
              line`The ${op} team accepted your nomination of ${m.title} (EAN ${m.ean}) for ${m.promotion}.`,
              ...(m.dates ? [line`Promotion dates: ${m.dates} (12:00 AM to 2:59 AM ET).`] : []),
              ...(m.promoPrice
                ? [
                    line`The price will be $${m.promoPrice} for the promotion and return to your list price after it.`,
                  ]
                : []),
            ]
          : m.status === 'DECLINED'
            ? [
                line`The ${op} team declined your nomination of ${m.title} (EAN ${m.ean}) for ${m.promotion}.`,
                line`Reason: ${m.reason ?? ''}`,
              ]
            : [
                line`Your nomination of ${m.title} (EAN ${m.ean}) for ${m.promotion} is pending review again.`,
              ];
      return email({
        to: m.to,
        kind: `promotion-${m.status.toLowerCase()}`,
        subject,
        paragraphs: [
          [line`Hello ${m.firstName},`],
          body,
          [line`Your merchandising requests: ${link(m.link)}`],
        ],
      });
    },
  };
}
