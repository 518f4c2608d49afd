import type { MailMessage } from '../mail.service';
import type { TemplateContext } from './account';
import { email, line, link } from './render';

/** The messages about a vendor account: its status, and the tax form asked of the author. */
export function vendorTemplates({ operatorName: op }: TemplateContext) {
  return {
    /**
     * The vendor account status changed (a save of tax and bank information sends it for review,
     * or an administrator's review): the new status, what happens next, the reason of a
     * rejection, and where to get help.
     */
    vendorStatusChanged(m: {
      to: string;
      firstName: string;
      vendorNumber: string;
      /** The status as the author reads it (In Review, not InReview). */
      status: string;
      next: string | null;
      reason?: string | null | undefined;
      helpLink: string;
    }): MailMessage {
      return email({
        to: m.to,
        kind: 'vendor-status',
        subject: `Your ${op} vendor account is now ${m.status}`,
        paragraphs: [
          [line`Hello ${m.firstName},`],
          [
            line`The status of your ${op} vendor account (vendor number ${m.vendorNumber}) is now ${m.status}.`,
          ],
          ...(m.reason ? [[line`Reason: ${m.reason}`]] : []),
          ...(m.next ? [[line`${m.next}`]] : []),
          [line`Your vendor information, and how to reach ${op} support: ${link(m.helpLink)}`],
        ],
      });
    },

    /** An administrator asked the author for a signed paper W-8/W-9. */
    taxFormRequested(m: {
      to: string;
      firstName: string;
      vendorNumber: string;
      form: string;
      days: number;
      link: string;
    }): MailMessage {
      return email({
        to: m.to,
        kind: 'vendor-tax-form-requested',
        subject: `Please upload your signed ${m.form}`,
        paragraphs: [
          [line`Hello ${m.firstName},`],
          [
            line`To complete your ${op} vendor account (vendor number ${m.vendorNumber}) we need your signed ${m.form} on paper. Please sign it, then upload a PDF, PNG or JPEG of it (at most 10 MB) here:`,
          ],
          [line`${link(m.link)}`],
          [line`We check it within ${m.days} business days of receiving it.`],
        ],
      });
    },
  };
}
