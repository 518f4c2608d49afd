import { ADMIN_PERMISSION, adminEndpoints, REPUSH_KINDS, type RepushKind, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import { stateChangingGet } from '../../plugins/state-changing-get';
import { currentUser, requirePermission } from '../access';
import type { AdminUsersService } from './admin.users.service';

const e = adminEndpoints;
const tags = ['admin'];
const admin = requirePermission(ADMIN_PERMISSION);
/** The spec's state-changing GETs (enable-free-correction, the reset link, the repushes). */
const adminWrite = [admin, stateChangingGet];

/** Admin users, spec 3 §7 (prefix /api/admin/users); administrators only (ADMIN_PERMISSION). */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ users: AdminUsersService }> = async (
  app,
  { users },
) => {
  app.post(
    e.search.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary:
          'Search users by e-mail, publisher (vendor number), customer id or name; 30 a page by default',
        body: e.search.body,
        response: responses(e.search.response, 400, 401, 403),
      },
    },
    async (request) => success(await users.search(request.body)),
  );

  app.get(
    e.details.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'A user by customer id, with the account permissions',
        params: e.details.params,
        response: responses(e.details.response, 400, 401, 403, 404),
      },
    },
    async (request) => success(await users.details(request.params.id)),
  );

  app.get(
    e.account.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary: "A user's account permissions (spec 3 §3) and business status, by customer id",
        params: e.account.params,
        response: responses(e.account.response, 400, 401, 403, 404),
      },
    },
    async (request) => success(await users.account(request.params.id)),
  );

  app.get(
    e.projects.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary:
          "A user's projects, by customer id: projectsOption filters the book type, sortOption orders (updated and the rest newest first, title A–Z), searchText ranks matches; aggregate adds the count per type",
        params: e.projects.params,
        querystring: e.projects.query,
        response: responses(e.projects.response, 400, 401, 403, 404),
      },
    },
    async (request) => success(await users.projects(currentUser(request), request.params.id, request.query)),
  );

  app.post(
    e.changeRole.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary: "Change a user's role (AUTHOR or ADMIN); recorded in the audit log",
        body: e.changeRole.body,
        response: responses(e.changeRole.response, 400, 401, 403, 404),
      },
    },
    async (request) =>
      success(await users.changeRole(currentUser(request), request.body.id, request.body.role)),
  );

  app.post(
    e.setPermissions.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary:
          'Set the account permissions of spec 3 §3 (author pages ≥ 1, default 3; analytics pages upper-cased, default CUSTOMER,READING,SITE); recorded in the audit log',
        body: e.setPermissions.body,
        response: responses(e.setPermissions.response, 400, 401, 403, 404),
      },
    },
    async (request) => success(await users.setPermissions(currentUser(request), request.body)),
  );

  app.post(
    e.changeBusinessStatus.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary:
          'Change a vendor’s business status with a reason (trimmed, ≤ 500); the publisher is e-mailed except for payment hold; recorded in the audit log',
        body: e.changeBusinessStatus.body,
        response: responses(e.changeBusinessStatus.response, 400, 401, 403, 404),
      },
    },
    async (request) => success(await users.changeBusinessStatus(currentUser(request), request.body)),
  );

  app.post(
    e.deactivate.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary:
          "Deactivate a user with a reason ('tos violation' or 'user request'); recorded in the audit log",
        description:
          "Quire's path: the spec names the action but not its call. Every session of the user ends at once and sign-in answers ACCOUNT_DEACTIVATED.",
        body: e.deactivate.body,
        response: responses(e.deactivate.response, 400, 401, 403, 404),
      },
    },
    async (request) =>
      success(await users.deactivate(currentUser(request), request.body.id, request.body.reason)),
  );

  app.post(
    e.reactivate.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary:
          "Reactivate a deactivated user with a reason (trimmed, ≤ 500): they may sign in again. Quire's, beside deactivate-user; recorded in the audit log",
        body: e.reactivate.body,
        response: responses(e.reactivate.response, 400, 401, 403, 404),
      },
    },
    async (request) =>
      success(await users.reactivate(currentUser(request), request.body.id, request.body.reason)),
  );

  app.get(
    e.twoStep.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary:
          "A user's two-step verification: on or off, the method, recovery codes left (never a secret)",
        params: e.twoStep.params,
        response: responses(e.twoStep.response, 400, 401, 403, 404),
      },
    },
    async (request) => success(await users.twoStep(request.params.id)),
  );

  app.post(
    e.resetTwoStep.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary:
          "Reset a user's two-step verification (a lost phone or app): off, the app's secret and the recovery codes deleted, the user e-mailed; not one's own; recorded in the audit log",
        body: e.resetTwoStep.body,
        response: responses(e.resetTwoStep.response, 400, 401, 403, 404),
      },
    },
    async (request) => success(await users.resetTwoStep(currentUser(request), request.body.id)),
  );

  app.put(
    e.updateEmail.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary: "Change a vendor's e-mail; with swap, two accounts exchange their e-mails",
        description:
          '15014 invalid vendor number, 15015 invalid e-mail address, 15016 e-mail address not found (swap), 15017 e-mail belongs to a different account.',
        body: e.updateEmail.body,
        response: responses(e.updateEmail.response, 400, 401, 403, 404, 409),
      },
    },
    async (request) => success(await users.updateEmail(currentUser(request), request.body)),
  );

  app.get(
    e.enableFreeCorrection.path,
    {
      preValidation: adminWrite,
      schema: {
        tags,
        summary:
          'Grant the user one free correction (a GET, as the spec names it); recorded in the audit log',
        params: e.enableFreeCorrection.params,
        response: responses(e.enableFreeCorrection.response, 400, 401, 403, 404),
      },
    },
    async (request) => success(await users.enableFreeCorrection(currentUser(request), request.params.id)),
  );

  app.get(
    e.passwordResetToken.path,
    {
      preValidation: adminWrite,
      schema: {
        tags,
        summary:
          'Issue a single-use password reset link (60 minutes) for the user: e-mailed to them and answered here so support can hand it over; recorded in the audit log without the link',
        params: e.passwordResetToken.params,
        response: responses(e.passwordResetToken.response, 400, 401, 403, 404),
      },
    },
    async (request) => success(await users.passwordResetToken(currentUser(request), request.params.id)),
  );

  const repush: Record<RepushKind, string> = {
    repushFiles: "Check every current file of the project again: queues the project's preflight jobs",
    repushBookFiles:
      "Check the project's book files (interior and sample) again: queues their preflight jobs",
    syncWithPM:
      'Bring the project manager in step: queues the preflight of every current file whose check did not pass; a book on or off sale gets its retail feed entry again',
  };
  for (const kind of REPUSH_KINDS) {
    app.get(
      e[kind].path,
      {
        preValidation: adminWrite,
        schema: {
          tags,
          summary: repush[kind],
          description: 'A file still being checked is left to its job. Recorded in the audit log.',
          params: e[kind].params,
          response: responses(e[kind].response, 400, 401, 403, 404),
        },
      },
      async (request) => success(await users.repush(currentUser(request), kind, request.params.id)),
    );
  }

  app.get(
    e.dashboardStatus.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary:
          "A book's status as its dashboard shows it: the status in plain words, what happens next and when, the publishing details (intake due, last error, correction, final files) and the book's history",
        params: e.dashboardStatus.params,
        response: responses(e.dashboardStatus.response, 400, 401, 403, 404),
      },
    },
    async (request) => success(await users.dashboardStatus(currentUser(request), request.params.id)),
  );
};
