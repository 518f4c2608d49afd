import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The outbox: every e-mail and text message Quire sends. A use case writes its message here in its
 * own transaction (MailService.send(message, tx)) together with a `mail.deliver` job, so a message
 * exists only if the change that caused it commits; the job delivers it afterwards.
 *
 * `delivery` says what really happened: 'queued' until the job runs, 'smtp' when an SMTP server
 * accepted it (SMTP_URL), 'sms' when a text provider accepted it, 'mailbox' when no transport is
 * configured and the message was only kept for the demo mailbox, 'failed' after the last attempt.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** What caused it, e.g. 'password-reset'. */
    kind: text('kind').notNull(),
    delivery: text('delivery').notNull().default('queued'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [
    index('mail_outbox_created_at_idx').on(t.createdAt),
    check('mail_outbox_channel_check', sql`${t.channel} in ('email', 'sms')`),
    check('mail_outbox_delivery_check', sql`${t.delivery} in ('queued', 'smtp', 'sms', 'mailbox', 'failed')`),
  ],
);

export type MailRow = typeof mailOutbox.$inferSelect;
export type NewMailRow = typeof mailOutbox.$inferInsert;
