import { AppError, errorItem, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '../../plugins/envelope';
import type { MailService } from './mail.service';

const mailboxMessageSchema = z
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

export interface MailRoutesOptions {
  mail: MailService;
  /** The mailbox exists only in demo mode (QUIRE_DEMO); otherwise it answers 404. */
  demo: boolean;
}

export const mailRoutes: FastifyPluginAsyncZod<MailRoutesOptions> = async (app, { mail, demo }) => {
  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['mail'],
        summary:
          'Demo mode only (404 otherwise), signed in or not: the e-mails and text messages Quire wrote to its outbox, newest first',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).optional() }),
        response: responses(z.object({ messages: z.array(mailboxMessageSchema) }), 404),
      },
    },
    async (request, reply) => {
      if (!demo) throw new AppError([errorItem('NOT_FOUND')]);
      reply.header('cache-control', 'no-store');
      return success({ messages: await mail.mailbox(request.query.limit ?? 50) });
    },
  );
};
