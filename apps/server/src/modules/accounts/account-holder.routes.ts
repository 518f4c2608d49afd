import {
  ADMIN_PERMISSION,
  CSRF_HEADER,
  EMAIL_PREFERENCES,
  emailPreferencesSchema,
  profileUpdateSchema,
  success,
} from '@quire/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertCsrfToken } from '../../plugins/csrf';
import { responses } from '../../plugins/envelope';
import { clearSessionCookie } from '../../plugins/session';
import { currentUser, requirePermission, requireUser } from '../access';
import type { LockoutAdminService } from './accounts.lockout-admin';
import type { ProfileService } from './accounts.profile';
import type { SessionsService } from './accounts.sessions';

export interface AccountHolderRoutesOptions {
  profile: ProfileService;
  sessions: SessionsService;
  lockoutAdmin: LockoutAdminService;
}

const profileSchema = z
  .object({
    customerId: z.string(),
    email: z.string(),
    pendingEmail: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    secretQuestion: z.string(),
    emailOptedIn: z.boolean(),
    cellPhoneNumber: z.string(),
  })
  .describe('Profile');

const sessionSchema = z
  .object({
    id: z.string(),
    device: z.string(),
    userAgent: z.string(),
    ip: z.string(),
    createdAt: z.string(),
    lastSeenAt: z.string(),
    current: z.boolean(),
  })
  .describe('SignedInSession');

const preferencesSchema = z.object({ emailOptedIn: z.boolean(), emailPreferences: emailPreferencesSchema });

const lockStatusSchema = z.object({
  customerId: z.string(),
  vendorNumber: z.string().nullable(),
  lockout: z.object({ locked: z.boolean(), failures: z.number().int(), lockedUntil: z.string().nullable() }),
});

const lockoutTarget = z
  .object({
    vendorNumber: z.string().trim().min(1).max(40).optional(),
    customerId: z.string().trim().min(1).max(40).optional(),
    email: z.string().trim().min(1).max(254).optional(),
  })
  .refine((q) => q.vendorNumber || q.customerId || q.email, {
    message: 'Please enter the vendor number.',
    path: ['vendorNumber'],
  });

/**
 * The spec's override is a GET that changes state: it needs the X-CSRF-Token header, or a request
 * the browser marks as coming from Quire's own pages (Sec-Fetch-Site: same-origin, which no other
 * site can send).
 */
async function sameOriginGet(request: FastifyRequest): Promise<void> {
  if (request.headers['sec-fetch-site'] === 'same-origin') return;
  assertCsrfToken(request, request.headers[CSRF_HEADER]);
}

/** The key of the signed-in session, behind `requireUser`. */
const sessionKeyOf = (request: FastifyRequest) => request.sessionKey as string;
const userIdOf = (request: FastifyRequest) => request.userId as string;

export const accountHolderRoutes: FastifyPluginAsyncZod<AccountHolderRoutesOptions> = async (app, opts) => {
  const { profile, sessions, lockoutAdmin } = opts;

  // ── Profile (spec 3 §2, §3, §7) ─────────────────────────────────────────────────────
  app.get(
    '/api/account/profile',
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary: "The signed-in user's profile (never the password or the security answer)",
        response: responses(profileSchema, 401),
      },
    },
    async (request) => success(await profile.get(userIdOf(request))),
  );

  app.put(
    '/api/account/profile',
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary:
          'Save the profile. Blank password/secretAnswer keep the stored ones; a new password needs currentPassword and ends the other sessions; a new e-mail is changed once the link sent to it is followed. Changing e-mail, phone or the security answer needs a re-authentication in the last 5 minutes (REAUTHENTICATION_REQUIRED)',
        body: profileUpdateSchema,
        response: responses(
          z.object({
            profile: profileSchema,
            emailVerificationSent: z.boolean(),
            signedOutSessions: z.number().int(),
          }),
          400,
          401,
          403,
          429,
        ),
      },
    },
    async (request) => success(await profile.update(userIdOf(request), request.sessionKey, request.body)),
  );

  app.post(
    '/api/account/confirm-email',
    {
      schema: {
        tags: ['account'],
        summary:
          'Follow the link sent to a new e-mail address: the account takes the address (once, within 24 hours)',
        body: z.object({ token: z.string().min(1).max(200) }),
        response: responses(z.object({ email: z.string() }), 400, 409),
      },
    },
    async (request) => success(await profile.confirmEmail(request.body.token)),
  );

  // ── Re-authentication and sessions ──────────────────────────────────────────────────
  app.post(
    '/api/account/reauthenticate',
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary:
          'Enter the password again: for 5 minutes this session may change e-mail, password, phone and the security answer. A wrong password answers 30004 and counts towards the sign-in lock',
        body: z.object({
          password: z.string().min(1, { error: 'Please enter a password.' }).max(200),
        }),
        response: responses(z.object({ until: z.string() }), 400, 401, 429),
      },
    },
    async (request) =>
      success(await sessions.reauthenticate(userIdOf(request), sessionKeyOf(request), request.body.password)),
  );

  app.get(
    '/api/account/sessions',
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary:
          "The account's signed-in sessions: device (from the user agent), IP, created, last seen, which is this one",
        response: responses(z.object({ sessions: z.array(sessionSchema) }), 401),
      },
    },
    async (request) => success({ sessions: await sessions.list(userIdOf(request), request.sessionKey) }),
  );

  app.delete(
    '/api/account/sessions/:id',
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary:
          "Sign out one of the account's sessions (this one too: its cookie is cleared); NOT_FOUND for another's",
        params: z.object({ id: z.uuid() }),
        response: responses(z.object({ current: z.boolean() }), 400, 401, 404),
      },
    },
    async (request, reply) => {
      const result = await sessions.signOut(userIdOf(request), request.params.id, request.sessionKey);
      if (result.current) clearSessionCookie(request, reply);
      return success(result);
    },
  );

  app.post(
    '/api/account/sessions/sign-out-others',
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary: 'Sign out everywhere else: every session of the account but this one',
        response: responses(z.object({ signedOut: z.number().int() }), 401),
      },
    },
    async (request) => success(await sessions.signOutOthers(userIdOf(request), sessionKeyOf(request))),
  );

  // ── E-mail preferences ──────────────────────────────────────────────────────────────
  const preferencesOptions = z.array(z.object({ key: z.string(), label: z.string() }));
  app.get(
    '/api/account/preferences',
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary: "The signed-in user's e-mail preferences, with the list of choices",
        response: responses(preferencesSchema.extend({ options: preferencesOptions }), 401),
      },
    },
    async (request) =>
      success({
        ...(await profile.preferences(userIdOf(request))),
        options: EMAIL_PREFERENCES.map((o) => ({ ...o })),
      }),
  );

  app.post(
    '/api/authentication/save-prefs',
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary: "Save the signed-in user's e-mail preferences (and, when given, the e-mail opt-in)",
        body: z.object({ emailOptedIn: z.boolean().optional(), emailPreferences: emailPreferencesSchema }),
        response: responses(preferencesSchema, 400, 401),
      },
    },
    async (request) => success(await profile.savePreferences(userIdOf(request), request.body)),
  );

  app.post(
    '/api/authentication/retrieve_email_preferences/:id',
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary:
          "The e-mail preferences of an account by customer id: one's own, or anyone's for an administrator (NOT_FOUND otherwise)",
        params: z.object({ id: z.string().min(1).max(40) }),
        response: responses(
          preferencesSchema.extend({ customerId: z.string(), email: z.string() }),
          401,
          404,
        ),
      },
    },
    async (request) => success(await profile.preferencesOf(currentUser(request), request.params.id)),
  );

  // ── Admin: sign-in lockout (spec 3 §6, §7 "Tax form and lockout") ──────────────────
  const admin = requirePermission(ADMIN_PERMISSION);
  app.get(
    '/api/admin/lockout-status',
    {
      preValidation: admin,
      schema: {
        tags: ['admin'],
        summary:
          "An account's sign-in lock (administrators): by vendorNumber, or customerId or email for accounts without one",
        querystring: lockoutTarget,
        response: responses(lockStatusSchema, 400, 401, 403, 404),
      },
    },
    async (request) => success(await lockoutAdmin.status(request.query)),
  );

  app.delete(
    '/api/admin/account-reset-lockout',
    {
      preValidation: admin,
      schema: {
        tags: ['admin'],
        summary:
          "Reset an account's sign-in lockout (administrators): every failed attempt is forgotten and any lock ends. By vendorNumber (or customerId, email). Recorded in the audit log",
        querystring: lockoutTarget,
        response: responses(lockStatusSchema, 400, 401, 403, 404),
      },
    },
    async (request) => success(await lockoutAdmin.reset(currentUser(request), request.query)),
  );

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/api/admin/override-reset-lockout',
      preValidation: method === 'GET' ? [admin, sameOriginGet] : admin,
      schema: {
        tags: ['admin'],
        summary:
          method === 'GET'
            ? "Override an account's sign-in lock (administrators): the lock in force ends now, the failure count stays, so the next failure locks again for longer. By vendorNumber (or customerId, email). GET as the spec names it; it changes state, so it needs the X-CSRF-Token header or a same-origin request (Sec-Fetch-Site); recorded in the audit log"
            : 'The same override as GET /api/admin/override-reset-lockout, as a POST',
        querystring: lockoutTarget,
        response: responses(lockStatusSchema, 400, 401, 403, 404),
      },
      handler: async (request) => success(await lockoutAdmin.override(currentUser(request), request.query)),
    });
  }
};
