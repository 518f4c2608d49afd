import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The reference page's files (Swagger UI's static/ folder) and logo, found through the package
 * rather than by the plugin's own __dirname: the server's bundle includes the plugin's code (one
 * copy of @fastify/static and yaml instead of two, a lighter start-up: decision 031), but the files stay in node_modules.
 */
function swaggerUiFiles() {
  const baseDir = join(dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui')), 'static');
  return {
    baseDir,
    logo: { type: 'image/svg+xml', content: readFileSync(join(baseDir, 'logo.svg')) },
  };
}

/**
 * The OpenAPI document is generated from the routes' zod schemas; the reference page lives at
 * /api/docs and the document at /api/docs/json. Both answer outside the envelope.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance, { title, version }: { title: string; version: string }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title,
          version,
          description:
            'Every /api answer is the envelope { code, payload, errors }. State-changing calls need the ' +
            'X-CSRF-Token header with a token from GET /api/authentication/csrf-token. A signed-in answer ' +
            'carries X-Session-Idle-Expires and X-Session-Expires (ISO 8601): when the session ends without ' +
            'activity, and when it ends regardless. A request with X-Background-Request: 1 (the client polling ' +
            'on its own) does not count as activity. The session id changes at sign-in and whenever the ' +
            "session's rights change; a call made with the previous id answers 401 SESSION_ROTATED (nothing " +
            'was done: send it again with the new cookie), later 1080.',
        },
        components: {
          securitySchemes: {
            csrfToken: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
            // The retailers' API (config.csrf 'api-key'): Authorization: Bearer <key>.
            retailerKey: { type: 'http', scheme: 'bearer' },
          },
        },
        tags: [
          { name: 'system', description: 'Health' },
          { name: 'accounts', description: 'Sign-in, account creation, sessions' },
          { name: 'access', description: 'Feature model and permissions' },
          { name: 'admin', description: 'Administrator calls' },
        ],
      },
      transform: (input) => {
        const out = jsonSchemaTransform(input);
        const methods = ([] as string[]).concat(input.route.method);
        // State-changing /api calls need the CSRF header; "Authorize" on the page lets a reader set it.
        // (The sandbox's card field, outside /api, needs none.)
        if (input.route.config?.csrf === 'api-key') {
          return { ...out, schema: { ...out.schema, security: [{ retailerKey: [] }] } };
        }
        if (input.route.url.startsWith('/api/') && methods.some((m) => STATE_CHANGING.has(m))) {
          return { ...out, schema: { ...out.schema, security: [{ csrfToken: [] }] } };
        }
        return out;
      },
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, {
      ...swaggerUiFiles(),
      routePrefix: '/api/docs',
      uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
    });
  },
  { name: 'quire-openapi' },
);
