import { AppError, errorItem, mailEndpoints, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import type { MailService } from './mail.service';

const { mailbox } = mailEndpoints;

export interface MailRoutesOptions {
  mail: MailService;
  /** The mailbox exists only in demo mode (QUIRE_DEMO); otherwise it answers 404. */
  demo: boolean;
}

export const mailRoutes: FastifyPluginAsyncZod<MailRoutesOptions> = async (app, { mail, demo }) => {
  app.get(
    mailbox.path,
    {
      schema: {
        tags: ['mail'],
        summary:
          'Demo mode only (404 otherwise), signed in or not: the e-mails and text messages Quire wrote to its outbox, newest first',
        querystring: mailbox.query,
        response: responses(mailbox.response, 404),
      },
    },
    async (request, reply) => {
      if (!demo) throw new AppError([errorItem('NOT_FOUND')]);
      reply.header('cache-control', 'no-store');
      return success({ messages: await mail.mailbox(request.query.limit ?? 50) });
    },
  );
};
