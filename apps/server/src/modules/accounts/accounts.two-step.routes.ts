import { OTP_TYPES, otpSchema, secondStepSchema, success, TWO_STEP_METHODS } from '@quire/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimitRule } from '../../config';
import { resetAnonymousCsrf } from '../../plugins/csrf';
import { responses } from '../../plugins/envelope';
import { setSessionCookie } from '../../plugins/session';
import { requireUser } from '../access';
import { signInResultSchema } from './accounts.schemas';
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

export const pendingSecondStepSchema = z
  .object({
    pendingToken: z.string(),
    method: z.enum(TWO_STEP_METHODS),
    sentTo: z.string().nullable(),
    expiresAt: z.string(),
  })
  .describe('PendingSecondStep');

const statusSchema = z
  .object({
    enabled: z.boolean(),
    method: z.enum(TWO_STEP_METHODS).nullable(),
    mobileNumber: z.string(),
    recoveryCodesLeft: z.number().int(),
    totpPending: z.boolean(),
  })
  .describe('TwoStepStatus');

const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) }).describe('RecoveryCodes');
const sendQuery = z.object({ type: z.enum(OTP_TYPES), mobileNumber: z.string().max(40).optional() });

const userIdOf = (request: FastifyRequest) => request.userId as string;
const sessionKeyOf = (request: FastifyRequest) => request.sessionKey as string;

/**
 * Two-step verification (issue 9; spec 3 §4, §5, §7, §8). The spec's calls are verifyotp and
 * resendCode; the code generation, whose path the spec does not show, is POST
 * /api/account/generateCode (same query as resendCode). Quire's additions: the settings under
 * /api/account/two-step and the second step of sign-in under /api/authentication/two-step.
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
    '/api/authentication/two-step/verify',
    {
      config: limit('verify'),
      schema: {
        tags: ['accounts'],
        summary:
          'Second step of sign-in: the pending token from signin with a code (e-mail or text), an authenticator app code (TOTP) or a recovery code; opens the session. 1090 wrong, 1091 code replaced (a new one sent), 1087 too many wrong (sign in again), 1080 pending sign-in expired',
        body: secondStepSchema,
        response: responses(signInResultSchema, 400, 403, 429),
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
    '/api/authentication/two-step/resend',
    {
      config: limit('resend'),
      schema: {
        tags: ['accounts'],
        summary: "'Send a New Code' during sign-in (e-mail or text); 1085 after too many codes, 1080 expired",
        body: z.object({ pendingToken: z.string().min(20).max(100) }),
        response: responses(z.object({ sentTo: z.string() }), 400, 403, 429),
      },
    },
    async (request) => success(await signIn.resend(request.body.pendingToken)),
  );

  // ── The account's verification dialog (spec 3 §4, §7) ──────────────────────────────
  for (const [path, summary] of [
    [
      '/api/account/generateCode',
      "Send a code on opening the verification dialog (Quire's path for the spec's unnamed call): type EMAIL to the account's address; type SMS with mobileNumber to a number being added (needs re-authentication and an e-mail code verified in this session, else 1077), without it to the last number texted or the saved one (1082 if none). 1085 after 5 codes in an hour",
    ],
    ['/api/account/resendCode', "'Send a New Code': same rules as generateCode; earlier codes stop working"],
  ] as const) {
    app.post(
      path,
      {
        preValidation: requireUser,
        config: limit('send'),
        schema: {
          tags: ['account'],
          summary,
          querystring: sendQuery,
          response: responses(z.object({ sentTo: z.string() }), 400, 401, 403, 422, 429),
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
    '/api/account/verifyotp',
    {
      preValidation: requireUser,
      config: limit('verifyotp'),
      schema: {
        tags: ['account'],
        summary:
          "Check the dialog's code (spec 3 §7): data.success and data.code ('VERIFIED', or 'MOBILE_UPDATED' when an SMS code saved the mobile number). 1090 incorrect, 1091 after 5 wrong (a new code is sent), 1085 too many codes",
        querystring: z.object({ otp: otpSchema, type: z.enum(OTP_TYPES).default('EMAIL') }),
        response: responses(
          z.object({ success: z.literal(true), code: z.enum(['VERIFIED', 'MOBILE_UPDATED']) }),
          400,
          401,
          422,
          429,
        ),
      },
    },
    async (request) =>
      success(
        await twoStep.verify(userIdOf(request), sessionKeyOf(request), request.query.type, request.query.otp),
      ),
  );

  // ── Settings (Quire's additions) ────────────────────────────────────────────────────
  app.get(
    '/api/account/two-step',
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary:
          'Two-step verification: on or off, the method, the masked mobile number, recovery codes left',
        response: responses(statusSchema, 401),
      },
    },
    async (request) => success(await twoStep.status(userIdOf(request))),
  );

  app.post(
    '/api/account/two-step/enable',
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary:
          'Turn two-step on by e-mail or text (re-authentication and a code of that channel verified in this session in the last 10 minutes, else 1077); answers ten recovery codes, shown once',
        body: z.object({ method: z.enum(OTP_TYPES) }),
        response: responses(recoveryCodesSchema, 400, 401, 403),
      },
    },
    async (request) =>
      success(await twoStep.enableCodes(userIdOf(request), sessionKeyOf(request), request.body.method)),
  );

  app.post(
    '/api/account/two-step/totp',
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary:
          'Start setting up an authenticator app (re-authentication): the otpauth:// URI, its QR code as an SVG data URL and the key to type in',
        response: responses(
          z
            .object({ otpauthUri: z.string(), qrCode: z.string(), manualKey: z.string() })
            .describe('TotpEnrolment'),
          401,
          403,
        ),
      },
    },
    async (request) => success(await twoStep.setupTotp(userIdOf(request), sessionKeyOf(request))),
  );

  app.post(
    '/api/account/two-step/totp/confirm',
    {
      preValidation: requireUser,
      config: limit('totp-confirm'),
      schema: {
        tags: ['account'],
        summary:
          "The app's first code turns two-step on by authenticator app (re-authentication; 1090 wrong); answers ten recovery codes, shown once",
        body: z.object({ code: otpSchema }),
        response: responses(recoveryCodesSchema, 400, 401, 403, 429),
      },
    },
    async (request) =>
      success(await twoStep.confirmTotp(userIdOf(request), sessionKeyOf(request), request.body.code)),
  );

  app.post(
    '/api/account/two-step/recovery-codes',
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary:
          'Ten new recovery codes, shown once; the old ones stop working (re-authentication; two-step on)',
        response: responses(recoveryCodesSchema, 401, 403, 404),
      },
    },
    async (request) =>
      success(await twoStep.regenerateRecoveryCodes(userIdOf(request), sessionKeyOf(request))),
  );

  app.delete(
    '/api/account/two-step',
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary: "Turn two-step off (re-authentication): the app's secret and the recovery codes are deleted",
        response: responses(z.object({ enabled: z.literal(false) }), 401, 403),
      },
    },
    async (request) => success(await twoStep.disable(userIdOf(request), sessionKeyOf(request))),
  );
};
