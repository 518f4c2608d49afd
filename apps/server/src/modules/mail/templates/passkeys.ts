import type { MailMessage } from '../mail.service';
import type { TemplateContext } from './account';
import { email, line, link } from './render';

/**
 * The messages about an account's passkeys (decision 048): one added, one removed, a sign-in with
 * one. Each tells the author where to look if it was not them. Never a key or a credential id.
 */
export function passkeyTemplates({ operatorName: op }: TemplateContext) {
  const notYou = (securityLink: string) => [
    line`If this was not you, sign in, remove the passkey at ${link(securityLink)}, change your password and contact ${op} support.`,
  ];
  return {
    passkeyAdded(m: {
      to: string;
      firstName: string;
      name: string;
      device: string;
      securityLink: string;
    }): MailMessage {
      return email({
        to: m.to,
        kind: 'passkey-added',
        subject: `A passkey was added to your ${op} account`,
        paragraphs: [
          [line`Hello ${m.firstName},`],
          [
            line`A passkey named "${m.name}" was added to your ${op} account from ${m.device}. You can now sign in with it instead of your password.`,
          ],
          notYou(m.securityLink),
        ],
      });
    },

    passkeyRemoved(m: {
      to: string;
      firstName: string;
      name: string;
      device: string;
      securityLink: string;
    }): MailMessage {
      return email({
        to: m.to,
        kind: 'passkey-removed',
        subject: `A passkey was removed from your ${op} account`,
        paragraphs: [
          [line`Hello ${m.firstName},`],
          [
            line`The passkey named "${m.name}" was removed from your ${op} account from ${m.device}. It no longer signs you in.`,
          ],
          [
            line`If this was not you, change your password now at ${link(m.securityLink)} and contact ${op} support.`,
          ],
        ],
      });
    },

    passkeySignIn(m: {
      to: string;
      firstName: string;
      name: string;
      device: string;
      secondStep: boolean;
      securityLink: string;
    }): MailMessage {
      const how = m.secondStep
        ? line`Your passkey "${m.name}" completed two-step verification after your password, on ${m.device}.`
        : line`Someone signed in to your ${op} account with your passkey "${m.name}", on ${m.device}.`;
      return email({
        to: m.to,
        kind: 'passkey-sign-in',
        subject: `New sign-in to your ${op} account with a passkey`,
        paragraphs: [[line`Hello ${m.firstName},`], [how], notYou(m.securityLink)],
      });
    },
  };
}
