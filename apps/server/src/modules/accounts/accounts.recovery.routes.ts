import { recoveryEndpoints, success } from '@quire/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitRule } from '../../config';
import { sha256 } from '../../lib/crypto';
import { responses } from '../../plugins/envelope';
import { clearSessionCookie } from '../../plugins/session';
import type { RecoveryService } from './accounts.recovery';

export interface RecoveryRoutesOptions {
  recovery: RecoveryService;
  /** Answers per address and e-mail in the window; the other calls get 6 times as many per address. */
  rateLimit: RateLimitRule;
}

const emailOf = (request: FastifyRequest) => {
  const fromBody = (request.body as { email?: unknown } | undefined)?.email;
  const fromQuery = (request.query as { email?: unknown } | undefined)?.email;
  const email = typeof fromBody === 'string' ? fromBody : typeof fromQuery === 'string' ? fromQuery : '';
  return sha256(email.trim().toLowerCase());
};

const { askQuestion, question, answer, checkToken, update } = recoveryEndpoints;

/**
 * Forgot password (spec 3 §2, §7). Every call works signed out. Limits run after validation
 * (preHandler), like sign-in's: answers per address and e-mail, the other calls per address.
 */
export const recoveryRoutes: FastifyPluginAsyncZod<RecoveryRoutesOptions> = async (app, opts) => {
  const { recovery, rateLimit } = opts;
  const perAddress = {
    max: rateLimit.max * 6,
    timeWindow: rateLimit.windowMs,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `recovery:${request.ip}`,
  };
  app.post(
    askQuestion.path,
    {
      config: { rateLimit: perAddress },
      schema: {
        tags: ['accounts'],
        summary: 'Forgot password, step 1: the security question for an e-mail',
        description: 'Every e-mail gets a question, so the answer never tells whether an account exists.',
        body: askQuestion.body,
        response: responses(askQuestion.response, 400, 403, 429),
      },
    },
    async (request) => success(await recovery.question(request.body.email)),
  );

  app.get(
    question.path,
    {
      config: { rateLimit: perAddress },
      schema: {
        tags: ['accounts'],
        summary: 'Forgot password: the security question for an e-mail (same answer as POST forgot-password)',
        querystring: question.query,
        response: responses(question.response, 400, 429),
      },
    },
    async (request) => success(await recovery.question(request.query.email)),
  );

  app.post(
    answer.path,
    {
      config: {
        rateLimit: {
          max: rateLimit.max,
          timeWindow: rateLimit.windowMs,
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `recovery-answer:${request.ip}:${emailOf(request)}`,
        },
      },
      schema: {
        tags: ['accounts'],
        summary:
          'Forgot password, step 2: e-mail, question and answer; a right answer e-mails a single-use reset link',
        description:
          'The link is valid for 60 minutes. A wrong answer and an unknown e-mail answer the same SECURITY_ANSWER_INCORRECT; an answer that cannot be one, code 2.',
        body: answer.body,
        response: responses(answer.response, 400, 403, 429),
      },
    },
    async (request) => success(await recovery.answer(request.body)),
  );

  app.get(
    checkToken.path,
    {
      config: { rateLimit: perAddress },
      schema: {
        tags: ['accounts'],
        summary:
          'Forgot password: whether a reset link can still be used (RESET_LINK_INVALID when used, expired or unknown)',
        querystring: checkToken.query,
        response: responses(checkToken.response, 400, 429),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success(await recovery.checkToken(request.query.forgotPassToken));
    },
  );

  app.post(
    update.path,
    {
      config: { rateLimit: perAddress },
      schema: {
        tags: ['accounts'],
        summary: 'Forgot password, last step: the token and the new password',
        description:
          'The password follows the create-account rules (1240, 1241). Uses the link up and ends every session of the account.',
        body: update.body,
        response: responses(update.response, 400, 403, 429),
      },
    },
    async (request, reply) => {
      await recovery.update(request.body);
      // The browser that set the password is signed out too (its session, if it had one, is gone).
      if (request.sessionKey) clearSessionCookie(request, reply);
      return success({ updated: true as const });
    },
  );
};
