import { passkeyEndpoints, success } from '@quire/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitRule } from '../../config';
import { resetAnonymousCsrf } from '../../plugins/csrf';
import { responses } from '../../plugins/envelope';
import { setSessionCookie } from '../../plugins/session';
import { requireUser } from '../access';
import type { PasskeysService } from './accounts.passkeys';
import type { Assertion, PasskeySignIn } from './accounts.passkeys.signin';
import type { SecurityHistory } from './accounts.security-history';
import type { AccountsService } from './accounts.service';
import type { TwoStepSignIn } from './accounts.two-step.signin';

export interface PasskeyRoutesOptions {
  accounts: AccountsService;
  passkeys: PasskeysService;
  signIn: PasskeySignIn;
  twoStep: TwoStepSignIn;
  history: SecurityHistory;
  /** The password sign-in's rule: passkey sign-ins and their options are limited alike. */
  rateLimit: RateLimitRule;
}

const e = passkeyEndpoints;

const userIdOf = (request: FastifyRequest) => request.userId as string;
const sessionKeyOf = (request: FastifyRequest) => request.sessionKey as string;
const clientOf = (request: FastifyRequest) => ({
  userAgent: request.headers['user-agent'] ?? '',
  ip: request.ip,
});

const REFUSALS =
  'Refused, with no session: PASSKEY_CHALLENGE_USED (a challenge replayed or not issued here), PASSKEY_CHALLENGE_EXPIRED, PASSKEY_NOT_RECOGNISED (unknown, or of another account), PASSKEY_WRONG_ORIGIN, PASSKEY_WRONG_RP, PASSKEY_COUNTER (the signature counter did not grow), PASSKEY_NOT_VERIFIED.';

/**
 * Passkeys (decision 048): the account's own under /api/account/passkeys, sign-in with a passkey
 * under /api/authentication/passkey, the passkey as the second step under
 * /api/authentication/two-step/passkey, and the account's security history.
 */
export const passkeyRoutes: FastifyPluginAsyncZod<PasskeyRoutesOptions> = async (app, opts) => {
  const { accounts, passkeys, signIn, twoStep, history, rateLimit } = opts;
  const limit = (name: string) => ({
    rateLimit: {
      max: rateLimit.max,
      timeWindow: rateLimit.windowMs,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `passkey-${name}:${request.ip}`,
    },
  });
  const opened = (
    request: FastifyRequest,
    reply: Parameters<typeof setSessionCookie>[1],
    sessionId: string,
  ) => {
    setSessionCookie(request, reply, sessionId);
    resetAnonymousCsrf(request, reply);
  };

  // ── Sign-in with a passkey ──────────────────────────────────────────────────────────
  app.post(
    e.signInOptions.path,
    {
      config: limit('options'),
      schema: {
        tags: ['accounts'],
        summary:
          "Options for signing in with a passkey (navigator.credentials.get; no credentials listed: the browser offers this site's passkeys, also in autofill); the challenge lives 5 minutes and works once",
        response: responses(e.signInOptions.response, 429),
      },
    },
    async () => success(await signIn.options()),
  );

  app.post(
    e.signIn.path,
    {
      config: limit('signin'),
      schema: {
        tags: ['accounts'],
        summary:
          "Sign in with a passkey: the browser's answer to the options; opens the session (no second step: the passkey verified the user). authorShareKey signs a contributor in to the sharing author's account.",
        description: REFUSALS,
        body: e.signIn.body,
        response: responses(e.signIn.response, 400, 403, 429),
      },
    },
    async (request, reply) => {
      const result = await accounts.signInWithPasskey(
        { response: request.body.response as Assertion, authorShareKey: request.body.authorShareKey },
        request.sessionKey,
        clientOf(request),
      );
      opened(request, reply, result.sessionId);
      return success({ user: result.user, warnings: result.warnings });
    },
  );

  // ── The second step of sign-in with a passkey ──────────────────────────────────────
  app.post(
    e.secondStepOptions.path,
    {
      config: limit('second-step-options'),
      schema: {
        tags: ['accounts'],
        summary:
          "Options for the second step with a passkey: the pending token from signin; lists the account's passkeys (1080 when the pending sign-in has expired)",
        body: e.secondStepOptions.body,
        response: responses(e.secondStepOptions.response, 400, 401, 429),
      },
    },
    async (request) => success(await twoStep.passkeyOptions(request.body.pendingToken)),
  );

  app.post(
    e.secondStep.path,
    {
      config: limit('second-step'),
      schema: {
        tags: ['accounts'],
        summary:
          "Second step of sign-in with a passkey: the pending token and the browser's answer; opens the session",
        description: `A refusal counts as a wrong second step (1087 after 3, sign in again; 1080 expired). ${REFUSALS}`,
        body: e.secondStep.body,
        response: responses(e.secondStep.response, 400, 401, 403, 429),
      },
    },
    async (request, reply) => {
      const { pendingToken, response, authorShareKey } = request.body;
      const result = await accounts.completeSecondStep({
        pendingToken,
        method: 'PASSKEY',
        response: response as Assertion,
        authorShareKey,
      });
      opened(request, reply, result.sessionId);
      return success({ user: result.user, warnings: result.warnings });
    },
  );

  // ── The account's passkeys ──────────────────────────────────────────────────────────
  app.get(
    e.list.path,
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary: "The account's passkeys: name, when added, when last used (never a key)",
        response: responses(e.list.response, 401),
      },
    },
    async (request) => success({ passkeys: await passkeys.list(userIdOf(request)) }),
  );

  app.post(
    e.registrationOptions.path,
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary:
          'Options for adding a passkey (navigator.credentials.create; re-authentication): a discoverable credential verified by the user; the challenge lives 5 minutes and works once',
        description: 'PASSKEY_LIMIT at 20 passkeys.',
        response: responses(e.registrationOptions.response, 401, 403, 409),
      },
    },
    async (request) => success(await passkeys.registrationOptions(userIdOf(request), sessionKeyOf(request))),
  );

  app.post(
    e.register.path,
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary:
          "Add a passkey (re-authentication): the browser's answer to the options and the name the author chose; recorded in the security history and e-mailed",
        description:
          'PASSKEY_CHALLENGE_USED, PASSKEY_CHALLENGE_EXPIRED, PASSKEY_WRONG_ORIGIN, PASSKEY_WRONG_RP, PASSKEY_NOT_VERIFIED, PASSKEY_EXISTS, PASSKEY_LIMIT.',
        body: e.register.body,
        response: responses(e.register.response, 400, 401, 403, 409),
      },
    },
    async (request) =>
      success({
        passkey: await passkeys.register(
          userIdOf(request),
          sessionKeyOf(request),
          request.body,
          clientOf(request),
        ),
      }),
  );

  app.patch(
    e.rename.path,
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary: 'Rename one of the account’s passkeys',
        params: e.rename.params,
        body: e.rename.body,
        response: responses(e.rename.response, 400, 401, 404),
      },
    },
    async (request) =>
      success({
        passkey: await passkeys.rename(
          userIdOf(request),
          request.params.id,
          request.body.name,
          clientOf(request),
        ),
      }),
  );

  app.delete(
    e.remove.path,
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary:
          'Remove one of the account’s passkeys (re-authentication); recorded in the security history and e-mailed',
        description:
          'PASSKEY_LAST_SIGN_IN_WAY: the last passkey while two-step verification asks for a passkey.',
        params: e.remove.params,
        response: responses(e.remove.response, 401, 403, 404, 409),
      },
    },
    async (request) => {
      await passkeys.remove(userIdOf(request), sessionKeyOf(request), request.params.id, clientOf(request));
      return success({ removed: true as const });
    },
  );

  app.get(
    e.securityHistory.path,
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary:
          "The account's security history, newest first (the last 50): passkeys added, renamed, removed, sign-ins with a passkey, two-step reset by support",
        response: responses(e.securityHistory.response, 401),
      },
    },
    async (request) => success({ events: await history.list(userIdOf(request)) }),
  );
};
