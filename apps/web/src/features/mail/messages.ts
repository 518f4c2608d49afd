import { type Catalogues, createTranslator, type MessageParams } from '@quire/domain/i18n/translator';
import { locale } from '../../i18n';

/** The demo mailbox's strings. */
const mailEnUS = {
  'mailbox.title': 'Demo Mailbox',
  'mailbox.intro':
    'Quire is running in demo mode, so the e-mails and text messages it sends are kept here instead of leaving this machine. Follow the links in them as a reader would. The newest message is first.',
  'mailbox.loading': 'Loading the mailbox…',
  'mailbox.empty': 'No messages yet. Ask for a password reset, for example, and its e-mail appears here.',
  'mailbox.unavailable':
    'There is no mailbox here: it exists only when Quire runs in demo mode. Messages go to their recipients instead.',
  'mailbox.refused':
    'The demo mailbox holds password-reset links and sign-in codes, so it opens only in a browser on the machine Quire runs on (for example at http://127.0.0.1:3000/mailbox), or to an administrator who is signed in.',
  'mailbox.error': 'The mailbox could not be loaded. Please try again.',
  'mailbox.list': 'Messages',
  'mailbox.pages': 'Pages of messages',
  'mailbox.to': 'To',
  'mailbox.at': 'Written',
  'mailbox.status': 'Delivery',
  'mailbox.sms': 'Text message',
  'mailbox.noSubject': '(no subject)',
  'mailbox.delivery.queued': 'Waiting to be delivered',
  'mailbox.delivery.mailbox': 'Kept in this demo mailbox (not sent)',
  'mailbox.delivery.smtp': 'Sent by e-mail',
  'mailbox.delivery.sms': 'Sent by text message',
  'mailbox.delivery.failed': 'Could not be delivered: {error}',
  'mailbox.refresh': 'Refresh',
} as const;

export type MailMessageKey = keyof typeof mailEnUS;

const CATALOGUES: Catalogues<MailMessageKey> = { 'en-US': mailEnUS };

export const mailText: (key: MailMessageKey, params?: MessageParams) => string = createTranslator(
  CATALOGUES,
  locale,
);
