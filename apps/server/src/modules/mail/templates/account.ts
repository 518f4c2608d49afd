import type { MailMessage } from '../mail.service';
import { email, line, link } from './render';

/** Who Quire is in every message: OPERATOR_NAME (config.operatorName). */
export interface TemplateContext {
  operatorName: string;
}

/** The messages about an account: sign-in, recovery, its address, its standing, who may work in it. */
export function accountTemplates({ operatorName: op }: TemplateContext) {
  return {
    /** Forgot password (or an administrator's reset): the single-use link. */
    passwordReset(m: { to: string; firstName: string; link: string; minutes: number; bySupport: boolean }) {
      const who = m.bySupport ? `${op} support` : 'Someone (we hope you)';
      return email({
        to: m.to,
        kind: 'password-reset',
        subject: `Reset your ${op} password`,
        paragraphs: [
          [line`Hello ${m.firstName},`],
          [
            line`${who} asked to reset the password of your ${op} account. Open this link within ${m.minutes} minutes to choose a new password:`,
          ],
          [line`${link(m.link)}`],
          [
            'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
          ],
        ],
      });
    },

    /** The owner hears that a reset link was used, in case it was not them. */
    passwordChanged(m: { to: string; forgotPasswordLink: string }): MailMessage {
      return email({
        to: m.to,
        kind: 'password-changed',
        subject: `Your ${op} password was changed`,
        paragraphs: [
          ['Hello,'],
          [
            line`The password of your ${op} account was changed with a reset link, and every device that was signed in has been signed out.`,
          ],
          [
            line`If you did not do this, reset your password again at ${link(m.forgotPasswordLink)} and contact support.`,
          ],
        ],
      });
    },

    /** To the new address of an e-mail change: the link that confirms it. */
    emailChange(m: {
      to: string;
      firstName: string;
      currentEmail: string;
      link: string;
      hours: number;
    }): MailMessage {
      return email({
        to: m.to,
        kind: 'email-change',
        subject: `Confirm your new ${op} e-mail address`,
        paragraphs: [
          [line`Hello ${m.firstName},`],
          [line`To use ${m.to} for your ${op} account, follow this link within ${m.hours} hours:`],
          [line`${link(m.link)}`],
          [
            line`Until then you sign in with ${m.currentEmail}. If you did not ask for this, ignore this message.`,
          ],
        ],
      });
    },

    /** To an address someone asked to use that already has an account: nothing changes. */
    emailChangeRefused(m: { to: string }): MailMessage {
      return email({
        to: m.to,
        kind: 'email-change-refused',
        subject: `Your ${op} e-mail address`,
        paragraphs: [
          [
            line`Someone asked to use ${m.to} for another ${op} account. It already belongs to your account, so nothing has changed. If this was you, sign in with ${m.to} instead.`,
          ],
        ],
      });
    },

    /** To the old address once an e-mail change is confirmed. */
    emailChanged(m: { to: string; firstName: string; newEmail: string }): MailMessage {
      return email({
        to: m.to,
        kind: 'email-changed',
        subject: `Your ${op} e-mail address has changed`,
        paragraphs: [
          [line`Hello ${m.firstName},`],
          [
            line`Your ${op} account now uses ${m.newEmail}. If you did not make this change, reset your password with "Forgot password" and contact us.`,
          ],
        ],
      });
    },

    /** A two-step verification code by e-mail. */
    twoStepCode(m: { to: string; code: string; minutes: number }): MailMessage {
      return email({
        to: m.to,
        kind: 'two-step-code',
        subject: `Your ${op} verification code`,
        paragraphs: [
          [
            line`Your ${op} verification code is ${m.code}. It expires in ${m.minutes} minutes and works once. If you did not ask for it, you can ignore this message; your account is safe while your password is.`,
          ],
        ],
      });
    },

    /** A two-step verification code by text message (plain text: a text has no HTML). */
    twoStepCodeSms(m: { code: string }): string {
      return `${op}: your verification code is ${m.code}.`;
    },

    /** An administrator turned the user's two-step verification off. */
    twoStepReset(m: { to: string; firstName: string; passkeysRemoved?: number }): MailMessage {
      const passkeys = m.passkeysRemoved ?? 0;
      return email({
        to: m.to,
        kind: 'two-step-reset',
        subject: `Two-step verification was turned off on your ${op} account`,
        paragraphs: [
          [line`Hello ${m.firstName},`],
          [
            line`A ${op} administrator reset the two-step verification of your account: it is now off, and your recovery codes no longer work. You sign in with your e-mail address and password alone.`,
          ],
          ...(passkeys > 0
            ? [[line`Your ${passkeys === 1 ? 'passkey was' : `${passkeys} passkeys were`} removed too.`]]
            : []),
          ['To turn it on again, sign in and go to My Account, Two-step verification.'],
          [line`If you did not ask for this, change your password now and contact ${op} support.`],
        ],
      });
    },

    /** An administrator changed the publisher account's business status (spec 3 §4). */
    businessStatus(m: {
      to: string;
      firstName: string;
      vendorNumber: string;
      status: string;
      reason: string;
    }): MailMessage {
      return email({
        to: m.to,
        kind: 'business-status',
        // The business status, never called the account status: a vendor account may be Rejected while
        // its business status is Active.
        subject: `Your ${op} business status has changed to ${m.status}`,
        paragraphs: [
          [line`Hello ${m.firstName},`],
          [
            line`The business status of your ${op} publisher account (vendor number ${m.vendorNumber}) has changed to ${m.status}.`,
          ],
          [line`Reason: ${m.reason}`],
          [line`If you have questions, reply to this message or contact ${op} support.`],
        ],
      });
    },

    /** mailToAlertSettings: the link to the account's e-mail alert settings, and the caller's footer. */
    alertSettings(m: {
      to: string;
      firstName: string;
      link: string;
      footer?: string | undefined;
    }): MailMessage {
      return email({
        to: m.to,
        kind: 'alert-settings',
        subject: 'Your e-mail alert settings',
        paragraphs: [
          [line`Hello ${m.firstName},`],
          ['You can choose which e-mails and alerts you receive here:', line`${link(m.link)}`],
          ...(m.footer ? [[m.footer]] : []),
        ],
      });
    },

    /** An author invites a contributor: the share-key link. */
    contributorInvitation(m: {
      to: string;
      firstName: string;
      authorName: string;
      link: string;
      days: number;
    }): MailMessage {
      return email({
        to: m.to,
        kind: 'contributor-invitation',
        subject: `${m.authorName} invited you to their ${op} account`,
        paragraphs: [
          [line`Hello ${m.firstName},`],
          [
            line`${m.authorName} invited you to work in their ${op} account as a contributor.`,
            line`Open this link within ${m.days} days and sign in (or create an account) with this e-mail address:`,
          ],
          [line`${link(m.link)}`],
          ['If you did not expect this invitation, ignore this e-mail.'],
        ],
      });
    },

    /** After sign-up: what to do next, with the links (set up the vendor account, build a book). */
    welcome(m: { to: string; firstName: string; vendorLink: string; buildLink: string }): MailMessage {
      return email({
        to: m.to,
        kind: 'welcome',
        subject: `Welcome to ${op}`,
        paragraphs: [
          [line`Hello ${m.firstName},`],
          [line`Your ${op} account is ready. Here is what to do next.`],
          [
            line`1. Set up your vendor account: your publisher details, tax form and bank account, so that ${op} can sell your books and pay you.`,
            line`${link(m.vendorLink)}`,
          ],
          [
            '2. Build your book: choose an eBook or a print book, give it a title, then add its files, details and price.',
            line`${link(m.buildLink)}`,
          ],
          [line`You can come back to both at any time from My Account and Build a Book. Welcome aboard!`],
        ],
      });
    },
  };
}
