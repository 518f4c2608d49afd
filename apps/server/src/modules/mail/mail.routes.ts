import { ADMIN_PERMISSION, AppError, errorItem, hasPermission, mailEndpoints, success } from '@quire/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isLoopbackRequest } from '../../lib/loopback';
import { responses } from '../../plugins/envelope';
import type { MailService } from './mail.service';

const { mailbox } = mailEndpoints;

/** A signed-in administrator in their own account (a contributor acting for one has no admin power). */
function isAdministrator(request: FastifyRequest): boolean {
  const user = request.user;
  return !!user && !user.actingFor && hasPermission(user.permissions, ADMIN_PERMISSION);
}

export interface MailRoutesOptions {
  mail: MailService;
  /** The mailbox exists only in demo mode (QUIRE_DEMO); otherwise it answers 404. Loopback callers and administrators only. */
  demo: boolean;
}

export const mailRoutes: FastifyPluginAsyncZod<MailRoutesOptions> = async (app, { mail, demo }) => {
  app.get(
    mailbox.path,
    {
      schema: {
        tags: ['mail'],
        summary: 'Demo mode only: the e-mails and text messages Quire wrote to its outbox, newest first',
        description:
          'Demo mode only (404 otherwise). The messages hold password-reset links and sign-in codes, so the ' +
          'mailbox answers only a caller on the machine itself (a loopback socket address, with no proxy ' +
          'forwarding header; TRUST_PROXY does not change this) or a signed-in administrator; anyone else gets ' +
          '403 FORBIDDEN.',
        querystring: mailbox.query,
        response: responses(mailbox.response, 403, 404),
      },
      // Refused before the query is validated, as every guarded route is (decision 025).
      preValidation: async (request) => {
        if (!demo) throw new AppError([errorItem('NOT_FOUND')]);
        if (!isLoopbackRequest(request.raw) && !isAdministrator(request))
          throw new AppError([
            errorItem('FORBIDDEN', {
              description:
                'The demo mailbox answers only on the machine Quire runs on, or to an administrator.',
            }),
          ]);
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success({ messages: await mail.mailbox(request.query.limit ?? 50) });
    },
  );
};
