import { createAccountSchema, signInSchema, success } from '@quire/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimitRule } from '../../config';
import { sha256 } from '../../lib/crypto';
import { resetAnonymousCsrf } from '../../plugins/csrf';
import { responses } from '../../plugins/envelope';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session';
import { optionalUser } from '../access';
import { loggedInUserSchema, signInResultSchema } from './accounts.schemas';
import type { AccountsService } from './accounts.service';
import { pendingSecondStepSchema } from './accounts.two-step.routes';

export interface AccountsRoutesOptions {
  accounts: AccountsService;
  rateLimits: { signIn: RateLimitRule; createAccount: RateLimitRule };
}

/**
 * Rate limits run after validation (preHandler): the sign-in key can include the e-mail, and only
 * well-formed attempts, the ones that cost an argon2 hash, are counted.
 */
function signInLimit(rule: RateLimitRule) {
  return {
    max: rule.max,
    timeWindow: rule.windowMs,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return `signin:${request.ip}:${sha256(typeof email === 'string' ? email : '')}`;
    },
  };
}

/** The browser a new session starts in (the sessions list shows it). */
function sessionClient(request: FastifyRequest) {
  return { userAgent: request.headers['user-agent'] ?? '', ip: request.ip };
}

export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, opts) => {
  const { accounts, rateLimits } = opts;

  app.get(
    '/api/authentication/csrf-token',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'A CSRF token for the X-CSRF-Token header, bound to the current session (fetch again after sign-in or out)',
        response: responses(z.object({ token: z.string() })),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success({ token: app.csrf.issue(request, reply) });
    },
  );

  app.get(
    '/api/authentication/session',
    {
      preValidation: optionalUser,
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user, or null',
        response: responses(z.object({ user: loggedInUserSchema.nullable() }), 401),
      },
    },
    async (request) => success({ user: request.user }),
  );

  app.post(
    '/api/authentication/create-account',
    {
      config: {
        rateLimit: {
          max: rateLimits.createAccount.max,
          timeWindow: rateLimits.createAccount.windowMs,
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `create-account:${request.ip}`,
        },
      },
      schema: {
        tags: ['accounts'],
        summary: 'Create a publisher or promotion account; the new user is signed in',
        body: createAccountSchema,
        response: responses(signInResultSchema, 400, 403, 409, 429),
      },
    },
    async (request, reply) => {
      const result = await accounts.createAccount(request.body, request.sessionKey, sessionClient(request));
      setSessionCookie(request, reply, result.sessionId);
      resetAnonymousCsrf(request, reply);
      return success({ user: result.user, warnings: result.warnings });
    },
  );

  for (const path of ['/api/authentication/signin', '/api/authentication/signintrade'] as const) {
    app.post(
      path,
      {
        config: { rateLimit: signInLimit(rateLimits.signIn) },
        schema: {
          tags: ['accounts'],
          summary: path.endsWith('trade')
            ? 'Sign in through the trade sign-in (same rules)'
            : 'Sign in with e-mail and password',
          body: signInSchema,
          // With two-step verification on, the answer is { twoStep } and no session starts (issue 9).
          response: responses(
            z.union([signInResultSchema, z.object({ twoStep: pendingSecondStepSchema })]),
            400,
            401,
            403,
            429,
          ),
        },
      },
      async (request, reply) => {
        const result = await accounts.signIn(request.body, request.sessionKey, sessionClient(request));
        if ('twoStep' in result) return success({ twoStep: result.twoStep });
        setSessionCookie(request, reply, result.sessionId);
        resetAnonymousCsrf(request, reply);
        return success({ user: result.user, warnings: result.warnings });
      },
    );
  }

  app.get(
    '/api/authentication/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign out: the session is deleted and its cookie cleared',
        response: responses(z.object({ signedOut: z.literal(true) })),
      },
    },
    async (request, reply) => {
      await accounts.signOut(request.sessionKey);
      clearSessionCookie(request, reply);
      resetAnonymousCsrf(request, reply);
      return success({ signedOut: true as const });
    },
  );

  app.get(
    '/api/account/security_questions',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The security questions offered at account creation',
        response: responses(z.object({ questions: z.array(z.string()) })),
      },
    },
    async () => success({ questions: accounts.securityQuestions() }),
  );
};
