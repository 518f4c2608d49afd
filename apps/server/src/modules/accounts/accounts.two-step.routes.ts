import { success, twoStepEndpoints } from '@quire/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitRule } from '../../config';
import { resetAnonymousCsrf } from '../../plugins/csrf';
import { responses } from '../../plugins/envelope';
import { renewSessionId, setSessionCookie } from '../../plugins/session';
import { requireUser } from '../access';
import type { AccountsService } from './accounts.service';
import type { TwoStepService } from './accounts.two-step';
import type { TwoStepSignIn } from './accounts.two-step.signin';

export interface TwoStepRoutesOptions {
  accounts: AccountsService;
  twoStep: TwoStepService;
  signIn: TwoStepSignIn;
  /** Second steps and resends per address (the sign-in rule). */
  rateLimit: RateLimitRule;
}

const e = twoStepEndpoints;

const userIdOf = (request: FastifyRequest) => request.userId as string;
const sessionKeyOf = (request: FastifyRequest) => request.sessionKey as string;

/**
 * Two-step verification (spec 3 §4, §5, §7, §8). The spec's calls are verifyotp and
 * resendCode; the code generation, whose path the spec does not show, is POST
 * /api/account/generateCode (same query as resendCode). Quire's additions: the settings under
 * /api/account/two-step and the second step of sign-in under /api/authentication/two-step.
 * Turning two-step on or off changes how the account signs in: the session gets a new id (decision 050).
 */
export const twoStepRoutes: FastifyPluginAsyncZod<TwoStepRoutesOptions> = async (app, opts) => {
  const { accounts, twoStep, signIn, rateLimit } = opts;
  const limit = (name: string) => ({
    rateLimit: {
      max: rateLimit.max,
      timeWindow: rateLimit.windowMs,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `two-step-${name}:${request.ip}`,
    },
  });

  // ── The second step of sign-in ──────────────────────────────────────────────────────
  app.post(
    e.verifySecondStep.path,
    {
      config: limit('verify'),
      schema: {
        tags: ['accounts'],
        summary:
          'Second step of sign-in: the pending token from signin with a code (e-mail or text), an authenticator app code (TOTP) or a recovery code; opens the session',
        description:
          '1090 wrong, 1091 code replaced (a new one sent), 1087 too many wrong (sign in again), 1080 pending sign-in expired.',
        body: e.verifySecondStep.body,
        response: responses(e.verifySecondStep.response, 400, 403, 429),
      },
    },
    async (request, reply) => {
      const result = await accounts.completeSecondStep(request.body);
      setSessionCookie(request, reply, result.sessionId);
      resetAnonymousCsrf(request, reply);
      return success({ user: result.user, warnings: result.warnings });
    },
  );

  app.post(
    e.resendSignInCode.path,
    {
      config: limit('resend'),
      schema: {
        tags: ['accounts'],
        summary: "'Send a New Code' during sign-in (e-mail or text); 1085 after too many codes, 1080 expired",
        body: e.resendSignInCode.body,
        response: responses(e.resendSignInCode.response, 400, 403, 429),
      },
    },
    async (request) => success(await signIn.resend(request.body.pendingToken)),
  );

  // ── The account's verification dialog (spec 3 §4, §7) ──────────────────────────────
  for (const [call, summary, description] of [
    [
      e.generateCode,
      "Send a code on opening the verification dialog (Quire's path for the spec's unnamed call)",
      "Type EMAIL sends to the account's address; type SMS with mobileNumber to a number being added (needs re-authentication and an e-mail code verified in this session, else 1077), without it to the last number texted or the saved one (1082 if none). 1085 after 5 codes in an hour.",
    ],
    [e.resendCode, "'Send a New Code': same rules as generateCode; earlier codes stop working", undefined],
  ] as const) {
    app.post(
      call.path,
      {
        preValidation: requireUser,
        config: limit('send'),
        schema: {
          tags: ['account'],
          summary,
          ...(description && { description }),
          querystring: call.query,
          response: responses(call.response, 400, 401, 403, 422, 429),
        },
      },
      async (request) =>
        success(
          await twoStep.sendCode(
            userIdOf(request),
            sessionKeyOf(request),
            request.query.type,
            request.query.mobileNumber,
          ),
        ),
    );
  }

  app.post(
    e.verifyOtp.path,
    {
      preValidation: requireUser,
      config: limit('verifyotp'),
      schema: {
        tags: ['account'],
        summary:
          "Check the dialog's code (spec 3 §7): data.success and data.code ('VERIFIED', or 'MOBILE_UPDATED' when an SMS code saved the mobile number)",
        description: '1090 incorrect, 1091 after 5 wrong (a new code is sent), 1085 too many codes.',
        querystring: e.verifyOtp.query,
        response: responses(e.verifyOtp.response, 400, 401, 422, 429),
      },
    },
    async (request) =>
      success(
        await twoStep.verify(userIdOf(request), sessionKeyOf(request), request.query.type, request.query.otp),
      ),
  );

  // ── Settings (Quire's additions) ────────────────────────────────────────────────────
  app.get(
    e.status.path,
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary:
          'Two-step verification: on or off, the method, the masked mobile number, recovery codes left',
        response: responses(e.status.response, 401),
      },
    },
    async (request) => success(await twoStep.status(userIdOf(request))),
  );

  app.post(
    e.enable.path,
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary: 'Turn two-step on by e-mail or text; answers ten recovery codes, shown once',
        description:
          'Needs a re-authentication and a code of that channel verified in this session in the last 10 minutes, else 1077. The session gets a new id.',
        body: e.enable.body,
        response: responses(e.enable.response, 400, 401, 403),
      },
    },
    async (request, reply) => {
      const enabled = await twoStep.enableCodes(
        userIdOf(request),
        sessionKeyOf(request),
        request.body.method,
      );
      await renewSessionId(request, reply);
      return success(enabled);
    },
  );

  app.post(
    e.setupTotp.path,
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary:
          'Start setting up an authenticator app (re-authentication): the otpauth:// URI, its QR code as an SVG data URL and the key to type in',
        response: responses(e.setupTotp.response, 401, 403),
      },
    },
    async (request) => success(await twoStep.setupTotp(userIdOf(request), sessionKeyOf(request))),
  );

  app.post(
    e.confirmTotp.path,
    {
      preValidation: requireUser,
      config: limit('totp-confirm'),
      schema: {
        tags: ['account'],
        summary:
          "The app's first code turns two-step on by authenticator app (re-authentication; 1090 wrong); answers ten recovery codes, shown once",
        description: 'The session gets a new id.',
        body: e.confirmTotp.body,
        response: responses(e.confirmTotp.response, 400, 401, 403, 429),
      },
    },
    async (request, reply) => {
      const enabled = await twoStep.confirmTotp(userIdOf(request), sessionKeyOf(request), request.body.code);
      await renewSessionId(request, reply);
      return success(enabled);
    },
  );

  app.post(
    e.newRecoveryCodes.path,
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary:
          'Ten new recovery codes, shown once; the old ones stop working (re-authentication; two-step on)',
        response: responses(e.newRecoveryCodes.response, 401, 403, 404),
      },
    },
    async (request) =>
      success(await twoStep.regenerateRecoveryCodes(userIdOf(request), sessionKeyOf(request))),
  );

  app.delete(
    e.disable.path,
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary: "Turn two-step off (re-authentication): the app's secret and the recovery codes are deleted",
        description: 'The session gets a new id.',
        response: responses(e.disable.response, 401, 403),
      },
    },
    async (request, reply) => {
      const disabled = await twoStep.disable(userIdOf(request), sessionKeyOf(request));
      await renewSessionId(request, reply);
      return success(disabled);
    },
  );
};
