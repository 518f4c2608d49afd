import { REQUEST_ID_HEADER, SERVER_TIME_HEADER } from '@quire/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendFailure } from './envelope';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set on SIGTERM/SIGINT: requests in flight finish, new ones get 503. */
    draining: boolean;
  }
}

/**
 * Every response carries the request id and the server time; while the server drains for
 * shutdown, new requests answer 503 SERVICE_UNAVAILABLE.
 */
export const requestContextPlugin = fp(
  async (app: FastifyInstance, { now }: { now: () => Date }) => {
    app.decorate('draining', false);

    app.addHook('onRequest', async (_request, reply) => {
      if (app.draining) {
        reply.header('connection', 'close');
        return sendFailure(reply, 'SERVICE_UNAVAILABLE');
      }
    });

    app.addHook('onSend', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      reply.header(SERVER_TIME_HEADER, String(now().getTime()));
    });
  },
  { name: 'quire-request-context' },
);
