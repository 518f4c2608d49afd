import { REQUEST_ID_HEADER, SERVER_TIME_HEADER } from '@quire/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendFailure } from './envelope';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set on SIGTERM/SIGINT: requests in flight finish, new ones get 503. */
    draining: boolean;
  }
  interface FastifyRequest {
    /** The instant the x-server-time header carries, once a handler or the header has asked for it. */
    serverTimeAt: Date | null;
  }
}

/**
 * The server time of a request's answer: the first call fixes it, and the x-server-time header
 * carries the same instant, so a body that states the time (GET /api/account/getenv) agrees with it.
 */
export function serverTimeOf(request: FastifyRequest, now: () => Date): Date {
  request.serverTimeAt ??= now();
  return request.serverTimeAt;
}

/**
 * Every response carries the request id and the server time; while the server drains for
 * shutdown, new requests answer 503 SERVICE_UNAVAILABLE.
 */
export const requestContextPlugin = fp(
  async (app: FastifyInstance, { now }: { now: () => Date }) => {
    app.decorate('draining', false);
    app.decorateRequest('serverTimeAt', null);

    app.addHook('onRequest', async (_request, reply) => {
      if (app.draining) {
        reply.header('connection', 'close');
        return sendFailure(reply, 'SERVICE_UNAVAILABLE');
      }
    });

    app.addHook('onSend', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      reply.header(SERVER_TIME_HEADER, String(serverTimeOf(request, now).getTime()));
    });
  },
  { name: 'quire-request-context' },
);
