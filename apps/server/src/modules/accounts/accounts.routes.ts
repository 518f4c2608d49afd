import { accountsEndpoints, success } from '@quire/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitRule } from '../../config';
import { sha256 } from '../../lib/crypto';
import { resetAnonymousCsrf } from '../../plugins/csrf';
import { responses } from '../../plugins/envelope';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session';
import { stateChangingGet } from '../../plugins/state-changing-get';
import { optionalUser } from '../access';
import type { AccountsService } from './accounts.service';

const { csrfToken, session, createAccount, signIn, signInTrade, logout, securityQuestions } =
  accountsEndpoints;

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
    csrfToken.path,
    {
      schema: {
        tags: ['accounts'],
        summary:
          'A CSRF token for the X-CSRF-Token header, bound to the current session (fetch again after sign-in or out)',
        response: responses(csrfToken.response),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success({ token: app.csrf.issue(request, reply) });
    },
  );

  app.get(
    session.path,
    {
      preValidation: optionalUser,
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user, or null',
        description:
          'Counts as activity unless sent with X-Background-Request: 1; the X-Session-Idle-Expires and ' +
          'X-Session-Expires headers say when the session ends (1080 once it has).',
        response: responses(session.response, 401),
      },
    },
    async (request) => success({ user: request.user }),
  );

  app.post(
    createAccount.path,
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
        body: createAccount.body,
        response: responses(createAccount.response, 400, 403, 409, 429),
      },
    },
    async (request, reply) => {
      const result = await accounts.createAccount(request.body, request.sessionKey, sessionClient(request));
      setSessionCookie(request, reply, result.sessionId);
      resetAnonymousCsrf(request, reply);
      return success({ user: result.user, warnings: result.warnings });
    },
  );

  for (const e of [signIn, signInTrade]) {
    app.post(
      e.path,
      {
        config: { rateLimit: signInLimit(rateLimits.signIn) },
        schema: {
          tags: ['accounts'],
          summary:
            e === signInTrade
              ? 'Sign in through the trade sign-in (same rules)'
              : 'Sign in with e-mail and password',
          body: e.body,
          // With two-step verification on, the answer is { twoStep } and no session starts.
          response: responses(e.response, 400, 401, 403, 429),
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
    logout.path,
    {
      preValidation: stateChangingGet,
      schema: {
        tags: ['accounts'],
        summary: 'Sign out: the session is deleted and its cookie cleared',
        response: responses(logout.response),
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
    securityQuestions.path,
    {
      schema: {
        tags: ['accounts'],
        summary: 'The security questions offered at account creation',
        response: responses(securityQuestions.response),
      },
    },
    async () => success({ questions: accounts.securityQuestions() }),
  );
};
