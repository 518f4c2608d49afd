import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendFailure } from './envelope';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a request no route matched: the API's 404 envelope, or the web app's index.html. */
    notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply;
  }
}

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Quire</title></head>
<body><main><h1>The web app has not been built</h1>
<p>Run <code>npm run build</code> at the repository root, then start the server again. The API is
available under <a href="/api/docs">/api/docs</a>.</p></main></body></html>`;

/**
 * Serves the built web app from WEB_DIST: hashed files under assets/ are cached for a year, the
 * rest revalidate; any other GET outside /api answers index.html so the client router takes over.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, { webDist }: { webDist: string }) => {
    const built = existsSync(join(webDist, 'index.html'));
    if (built) {
      await app.register(fastifyStatic, {
        root: webDist,
        wildcard: true,
        cacheControl: false,
        setHeaders(res, path) {
          const immutable = path.includes(`${join(webDist, 'assets')}`);
          res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }

    // An unknown /api path answers the API's 404 at once: it never reaches the files' wildcard
    // route, whose look-up reads the disk (stat, readdir) before it gives up.
    if (built)
      app.get('/api/*', { schema: { hide: true } }, (request, reply) => app.notFound(request, reply));

    app.decorate('notFound', (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (path === '/api' || path.startsWith('/api/')) return sendFailure(reply, 'ROUTE_NOT_FOUND');
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && extname(path) === '';
      if (!isPage) return sendFailure(reply, 'ROUTE_NOT_FOUND');
      if (!built)
        return reply
          .status(200)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(NOT_BUILT);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'quire-web-app' },
);
