import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Strict CSP for the whole site. Styles allow 'unsafe-inline' because Mantine injects style tags;
 * scripts come only from this origin (the Swagger UI page at /api/docs loads external scripts only,
 * so it works under the same policy).
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      global: true,
      // No upgrade-insecure-requests: a local http://127.0.0.1 start must load its own assets.
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
  },
  { name: 'quire-security' },
);
