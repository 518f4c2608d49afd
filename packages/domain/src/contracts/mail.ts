import { z } from 'zod';
import { endpoint } from './endpoint';

/** A message of Quire's outbox as the demo mailbox shows it. */
export const mailboxMessageSchema = z
  .object({
    id: z.string(),
    channel: z.enum(['email', 'sms']),
    recipient: z.string(),
    subject: z.string(),
    text: z.string(),
    kind: z.string(),
    delivery: z.enum(['queued', 'smtp', 'sms', 'mailbox', 'failed']),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
  })
  .describe('MailboxMessage');
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;

export const mailEndpoints = {
  mailbox: endpoint({
    method: 'GET',
    path: '/api/dev/mailbox',
    query: z.object({ limit: z.coerce.number().int().min(1).max(200).optional() }),
    response: z.object({ messages: z.array(mailboxMessageSchema) }),
  }),
};
