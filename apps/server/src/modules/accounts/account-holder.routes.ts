import {
  ADMIN_PERMISSION,
  accountHolderEndpoints,
  adminEndpoints,
  EMAIL_PREFERENCES,
  success,
} from '@quire/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import { clearSessionCookie, renewSessionId } from '../../plugins/session';
import { stateChangingGet } from '../../plugins/state-changing-get';
import { currentUser, requirePermission, requireUser } from '../access';
import type { LockoutAdminService } from './accounts.lockout-admin';
import type { ProfileService } from './accounts.profile';
import type { SessionsService } from './accounts.sessions';

export interface AccountHolderRoutesOptions {
  profile: ProfileService;
  sessions: SessionsService;
  lockoutAdmin: LockoutAdminService;
}

const e = accountHolderEndpoints;
const { lockoutStatus, resetLockout, overrideLockout, overrideLockoutPost } = adminEndpoints;

/** The key of the signed-in session, behind `requireUser`. */
const sessionKeyOf = (request: FastifyRequest) => request.sessionKey as string;
const userIdOf = (request: FastifyRequest) => request.userId as string;

export const accountHolderRoutes: FastifyPluginAsyncZod<AccountHolderRoutesOptions> = async (app, opts) => {
  const { profile, sessions, lockoutAdmin } = opts;

  // ── Profile (spec 3 §2, §3, §7) ─────────────────────────────────────────────────────
  app.get(
    e.profile.path,
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary: "The signed-in user's profile (never the password or the security answer)",
        response: responses(e.profile.response, 401),
      },
    },
    async (request) => success(await profile.get(userIdOf(request))),
  );

  app.put(
    e.saveProfile.path,
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary: 'Save the profile',
        description:
          'Blank password/secretAnswer keep the stored ones; a new password needs currentPassword, ends the other sessions and gives this one a new id; a new e-mail is changed once the link sent to it is followed. Changing e-mail, phone or the security answer needs a re-authentication in the last 5 minutes (REAUTHENTICATION_REQUIRED).',
        body: e.saveProfile.body,
        response: responses(e.saveProfile.response, 400, 401, 403, 429),
      },
    },
    async (request, reply) => {
      const saved = await profile.update(userIdOf(request), request.sessionKey, request.body);
      // A new password is a change of the session's rights: a new session id (decision 050).
      if (request.body.password !== '') await renewSessionId(request, reply);
      return success(saved);
    },
  );

  app.post(
    e.confirmEmail.path,
    {
      schema: {
        tags: ['account'],
        summary:
          'Follow the link sent to a new e-mail address: the account takes the address (once, within 24 hours)',
        body: e.confirmEmail.body,
        response: responses(e.confirmEmail.response, 400, 409),
      },
    },
    async (request) => success(await profile.confirmEmail(request.body.token)),
  );

  // ── Re-authentication and sessions ──────────────────────────────────────────────────
  app.post(
    e.reauthenticate.path,
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary:
          'Enter the password again: for 5 minutes this session may change e-mail, password, phone and the security answer. A wrong password answers 30004 and counts towards the sign-in lock',
        description:
          'The session gets a new id (a new cookie); the previous one stops working. CSRF tokens stay valid.',
        body: e.reauthenticate.body,
        response: responses(e.reauthenticate.response, 400, 401, 429),
      },
    },
    async (request, reply) => {
      const until = await sessions.reauthenticate(
        userIdOf(request),
        sessionKeyOf(request),
        request.body.password,
      );
      // Re-authentication raises what the session may do: a new session id (decision 050).
      await renewSessionId(request, reply);
      return success(until);
    },
  );

  app.get(
    e.sessions.path,
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary:
          "The account's signed-in sessions: device (from the user agent), IP, created, last seen, which is this one",
        response: responses(e.sessions.response, 401),
      },
    },
    async (request) => success({ sessions: await sessions.list(userIdOf(request), request.sessionKey) }),
  );

  app.delete(
    e.signOutSession.path,
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary:
          "Sign out one of the account's sessions (this one too: its cookie is cleared); NOT_FOUND for another's",
        params: e.signOutSession.params,
        response: responses(e.signOutSession.response, 400, 401, 404),
      },
    },
    async (request, reply) => {
      const result = await sessions.signOut(userIdOf(request), request.params.id, request.sessionKey);
      if (result.current) clearSessionCookie(request, reply);
      return success(result);
    },
  );

  app.post(
    e.signOutOthers.path,
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary: 'Sign out everywhere else: every session of the account but this one',
        response: responses(e.signOutOthers.response, 401),
      },
    },
    async (request) => success(await sessions.signOutOthers(userIdOf(request), sessionKeyOf(request))),
  );

  // ── E-mail preferences ──────────────────────────────────────────────────────────────
  app.get(
    e.preferences.path,
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary: "The signed-in user's e-mail preferences, with the list of choices",
        response: responses(e.preferences.response, 401),
      },
    },
    async (request) =>
      success({
        ...(await profile.preferences(userIdOf(request))),
        options: EMAIL_PREFERENCES.map((o) => ({ ...o })),
      }),
  );

  app.post(
    e.savePreferences.path,
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary: "Save the signed-in user's e-mail preferences (and, when given, the e-mail opt-in)",
        body: e.savePreferences.body,
        response: responses(e.savePreferences.response, 400, 401),
      },
    },
    async (request) => success(await profile.savePreferences(userIdOf(request), request.body)),
  );

  app.post(
    e.preferencesOf.path,
    {
      preValidation: requireUser,
      schema: {
        tags: ['account'],
        summary:
          "The e-mail preferences of an account by customer id: one's own, or anyone's for an administrator (NOT_FOUND otherwise)",
        params: e.preferencesOf.params,
        response: responses(e.preferencesOf.response, 401, 404),
      },
    },
    async (request) => success(await profile.preferencesOf(currentUser(request), request.params.id)),
  );

  // ── Admin: sign-in lockout (spec 3 §6, §7 "Tax form and lockout") ──────────────────
  const admin = requirePermission(ADMIN_PERMISSION);
  app.get(
    lockoutStatus.path,
    {
      preValidation: admin,
      schema: {
        tags: ['admin'],
        summary:
          "An account's sign-in lock (administrators): by vendorNumber, or customerId or email for accounts without one",
        querystring: lockoutStatus.query,
        response: responses(lockoutStatus.response, 400, 401, 403, 404),
      },
    },
    async (request) => success(await lockoutAdmin.status(request.query)),
  );

  app.delete(
    resetLockout.path,
    {
      preValidation: admin,
      schema: {
        tags: ['admin'],
        summary:
          "Reset an account's sign-in lockout (administrators): every failed attempt is forgotten and any lock ends",
        description: 'By vendorNumber (or customerId, email). Recorded in the audit log.',
        querystring: resetLockout.query,
        response: responses(resetLockout.response, 400, 401, 403, 404),
      },
    },
    async (request) => success(await lockoutAdmin.reset(currentUser(request), request.query)),
  );

  for (const call of [overrideLockout, overrideLockoutPost]) {
    const get = call.method === 'GET';
    app.route({
      method: call.method,
      url: call.path,
      preValidation: get ? [admin, stateChangingGet] : admin,
      schema: {
        tags: ['admin'],
        summary: get
          ? "Override an account's sign-in lock (administrators): the lock in force ends now, the failure count stays"
          : 'The same override as GET /api/admin/override-reset-lockout, as a POST',
        ...(get && {
          description:
            'The next failure locks again for longer. By vendorNumber (or customerId, email). GET as the spec names it; it changes state, so it needs the X-CSRF-Token header or a same-origin request (Sec-Fetch-Site); recorded in the audit log.',
        }),
        querystring: call.query,
        response: responses(call.response, 400, 401, 403, 404),
      },
      handler: async (request) => success(await lockoutAdmin.override(currentUser(request), request.query)),
    });
  }
};
