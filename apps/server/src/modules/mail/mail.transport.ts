import type { Transporter } from 'nodemailer';

/** One e-mail as a transport sends it. */
export interface OutgoingEmail {
  /** The outbox id; also the Message-ID, so a receiver can drop a duplicate of a retried delivery. */
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/** Where e-mail goes out. SMTP (nodemailer) when SMTP_URL is set; none otherwise (the demo mailbox). */
export interface MailTransport {
  readonly name: 'smtp';
  send(message: OutgoingEmail): Promise<void>;
  close(): void;
}

/**
 * The text-message adapter. No provider is built in yet: without one, texts stay in the outbox
 * and show in the demo mailbox. A provider implements this and is handed to createMailService.
 */
export interface SmsSender {
  send(message: { id: string; to: string; text: string }): Promise<void>;
}

/** SMTP through nodemailer; SMTP_URL is e.g. smtp://user:pass@smtp.example.com:587 or smtps://…:465. */
export function createSmtpTransport(url: string): MailTransport {
  // nodemailer loads at the first message, not at start (a lighter start, docs/performance.md).
  let transporter: Promise<Transporter> | null = null;
  const open = () => {
    transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url));
    return transporter;
  };
  return {
    name: 'smtp',
    async send(message) {
      await (await open()).sendMail({
        messageId: `<${message.id}@quire.outbox>`,
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    },
    close: () => void transporter?.then((t) => t.close()),
  };
}
