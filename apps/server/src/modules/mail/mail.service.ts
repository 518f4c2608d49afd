import type { MailboxMessage } from '@quire/domain';
import { z } from 'zod';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import type { JobDefinition, JobsService } from '../jobs';
import type { MailRepository } from './mail.repository';
import type { MailRow } from './mail.tables';
import type { MailTransport, SmsSender } from './mail.transport';

export const DELIVER_JOB = 'mail.deliver';

/** An e-mail a use case sends. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What caused it, e.g. 'password-reset' (kept in the outbox). */
  kind: string;
}

/** A message as the demo mailbox shows it (the contract's type). */
export type { MailboxMessage };

export interface MailServiceDeps {
  uow: UnitOfWork<MailRepository>;
  jobs: Pick<JobsService, 'define' | 'enqueue'>;
  now: () => Date;
  /** The From header (MAIL_FROM). */
  from: string;
  /** SMTP when SMTP_URL is set; null keeps e-mail in the outbox for the demo mailbox. */
  transport: MailTransport | null;
  /** A text-message provider; null keeps texts in the outbox for the demo mailbox. */
  sms?: SmsSender | null;
  /** Delivery attempts before a message is marked failed (default 5, with the jobs module's backoff). */
  maxAttempts?: number;
}

const payloadSchema = z.object({ messageId: z.uuid() });
type Payload = z.infer<typeof payloadSchema>;

const ERROR_MAX = 1000;
const errorText = (error: unknown) =>
  (error instanceof Error ? error.message || error.name : String(error)).slice(0, ERROR_MAX);

function toMailbox(row: MailRow): MailboxMessage {
  return {
    id: row.id,
    channel: row.channel as MailboxMessage['channel'],
    recipient: row.recipient,
    subject: row.subject,
    text: row.textBody,
    kind: row.kind,
    delivery: row.delivery as MailboxMessage['delivery'],
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    attempts: row.attempts,
    lastError: row.lastError,
  };
}

/**
 * The outbox (decision 018). `send` and `sendSms` write the message and its `mail.deliver` job in
 * the caller's transaction; the job hands it to SMTP (or the SMS provider) with the jobs module's
 * retries, or, with no transport configured, records it as kept for the demo mailbox.
 */
export function createMailService(deps: MailServiceDeps) {
  const { uow, jobs, now, from, transport } = deps;
  const sms = deps.sms ?? null;
  const repo = uow.repos;

  const deliverJob: JobDefinition<Payload> = {
    kind: DELIVER_JOB,
    schema: payloadSchema,
    maxAttempts: deps.maxAttempts ?? 5,
    async run({ messageId }, ctx) {
      const row = await repo.find(messageId);
      if (row?.delivery !== 'queued') return ctx.complete(async () => {});
      let delivery: 'smtp' | 'sms' | 'mailbox' = 'mailbox';
      try {
        if (row.channel === 'email' && transport) {
          await transport.send({
            id: row.id,
            from,
            to: row.recipient,
            subject: row.subject,
            text: row.textBody,
            html: row.htmlBody,
          });
          delivery = 'smtp';
        } else if (row.channel === 'sms' && sms) {
          await sms.send({ id: row.id, to: row.recipient, text: row.textBody });
          delivery = 'sms';
        }
      } catch (error) {
        await repo.attemptFailed(row.id, errorText(error));
        throw error;
      }
      await ctx.complete(async (tx) => {
        await uow.bound(tx).finish(row.id, { delivery, at: now() });
      });
    },
    async onFailed({ messageId }, error, tx) {
      await uow.bound(tx).finish(messageId, { delivery: 'failed', at: now(), error: errorText(error) });
    },
  };
  jobs.define(deliverJob);

  async function write(
    row: {
      channel: 'email' | 'sms';
      recipient: string;
      subject: string;
      text: string;
      html?: string;
      kind: string;
    },
    tx: Tx,
  ): Promise<{ id: string }> {
    const saved = await uow.bound(tx).insert({
      channel: row.channel,
      recipient: row.recipient,
      subject: row.subject,
      textBody: row.text,
      htmlBody: row.html ?? null,
      kind: row.kind,
      createdAt: now(),
    });
    await jobs.enqueue(DELIVER_JOB, { messageId: saved.id }, { tx, dedupeKey: `${DELIVER_JOB}:${saved.id}` });
    return { id: saved.id };
  }

  return {
    /** Writes an e-mail to the outbox in the caller's transaction; it goes out after the commit. */
    send(message: MailMessage, tx: Tx): Promise<{ id: string }> {
      return write(
        {
          channel: 'email',
          recipient: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          kind: message.kind,
        },
        tx,
      );
    },

    /** Writes a text message to the outbox in the caller's transaction. */
    sendSms(to: string, text: string, tx: Tx, kind = 'sms'): Promise<{ id: string }> {
      return write({ channel: 'sms', recipient: to, subject: '', text, kind }, tx);
    },

    /** The latest messages, newest first (the demo mailbox). */
    async mailbox(limit = 50): Promise<MailboxMessage[]> {
      return (await repo.latest(Math.min(Math.max(1, limit), 200))).map(toMailbox);
    },

    /** Whether e-mail really goes out (SMTP_URL is set). */
    get delivers(): boolean {
      return transport !== null;
    },

    close(): void {
      transport?.close();
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
