import {
  ADMIN_PERMISSION,
  AppError,
  accountPermissionsSchema,
  BUSINESS_STATUSES,
  businessStatusChangeSchema,
  changeUserRoleSchema,
  deactivateUserSchema,
  errorItem,
  reactivateUserSchema,
  resetTwoStepSchema,
  success,
  updateEmailSchema,
  userSearchSchema,
} from '@quire/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalParam } from '../../lib/query';
import { responses } from '../../plugins/envelope';
import { currentUser, requirePermission } from '../access';
import { PROJECTS_OPTIONS, type RepushKind, SORT_OPTIONS } from './admin.projects';
import {
  accountPermissionsViewSchema,
  adminTwoStepSchema,
  adminUserSchema,
  projectDashboardStatusSchema,
  requeuedSchema,
  userProjectsSchema,
  userSearchPageSchema,
} from './admin.schemas';
import type { AdminUsersService } from './admin.users.service';

const P = '/api/admin/users';
const tags = ['admin'];
const idParams = z.object({ id: z.string().trim().min(1).max(40) });
const admin = requirePermission(ADMIN_PERMISSION);
/**
 * The spec makes some state-changing calls GETs (enable-free-correction, the reset link, the
 * repushes). A SameSite=Lax cookie still rides a top-level link from another site, so these refuse
 * any request the browser marks as not from Quire's own pages (Fetch Metadata), as a CSRF token
 * would.
 */
async function sameOriginOnly(request: FastifyRequest): Promise<void> {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') throw new AppError([errorItem('CSRF_INVALID')]);
}
const adminWrite = [admin, sameOriginOnly];

const boolText = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean(),
);

/** Admin users, spec 3 §7 (prefix /api/admin/users); administrators only (ADMIN_PERMISSION). */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ users: AdminUsersService }> = async (
  app,
  { users },
) => {
  app.post(
    `${P}/search`,
    {
      preValidation: admin,
      schema: {
        tags,
        summary:
          'Search users by e-mail, publisher (vendor number), customer id or name; 30 a page by default',
        body: userSearchSchema,
        response: responses(userSearchPageSchema, 400, 401, 403),
      },
    },
    async (request) => success(await users.search(request.body)),
  );

  app.get(
    `${P}/details/:id`,
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'A user by customer id, with the account permissions',
        params: idParams,
        response: responses(adminUserSchema, 400, 401, 403, 404),
      },
    },
    async (request) => success(await users.details(request.params.id)),
  );

  app.get(
    `${P}/account/:id`,
    {
      preValidation: admin,
      schema: {
        tags,
        summary: "A user's account permissions (spec 3 §3) and business status, by customer id",
        params: idParams,
        response: responses(
          accountPermissionsViewSchema.extend({ businessStatus: z.enum(BUSINESS_STATUSES) }),
          400,
          401,
          403,
          404,
        ),
      },
    },
    async (request) => success(await users.account(request.params.id)),
  );

  app.get(
    `${P}/projects/:id`,
    {
      preValidation: admin,
      schema: {
        tags,
        summary:
          "A user's projects, by customer id: projectsOption filters the book type, sortOption orders (updated and the rest newest first, title A–Z), searchText ranks matches; aggregate adds the count per type",
        params: idParams,
        querystring: z.object({
          projectsOption: z.enum(PROJECTS_OPTIONS).default('All'),
          sortOption: z.enum(SORT_OPTIONS).default('updated'),
          searchText: optionalParam(z.string().trim().max(200)),
          pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
          recordsPerPage: z.coerce.number().int().min(1).max(100).default(30),
          aggregate: boolText.default(false),
        }),
        response: responses(userProjectsSchema, 400, 401, 403, 404),
      },
    },
    async (request) => success(await users.projects(currentUser(request), request.params.id, request.query)),
  );

  app.post(
    `${P}/change-user-role`,
    {
      preValidation: admin,
      schema: {
        tags,
        summary: "Change a user's role (AUTHOR or ADMIN); recorded in the audit log",
        body: changeUserRoleSchema,
        response: responses(adminUserSchema, 400, 401, 403, 404),
      },
    },
    async (request) =>
      success(await users.changeRole(currentUser(request), request.body.id, request.body.role)),
  );

  app.post(
    `${P}/set-account-permissions`,
    {
      preValidation: admin,
      schema: {
        tags,
        summary:
          'Set the account permissions of spec 3 §3 (author pages ≥ 1, default 3; analytics pages upper-cased, default CUSTOMER,READING,SITE); recorded in the audit log',
        body: accountPermissionsSchema,
        response: responses(adminUserSchema, 400, 401, 403, 404),
      },
    },
    async (request) => success(await users.setPermissions(currentUser(request), request.body)),
  );

  app.post(
    `${P}/change-business-status`,
    {
      preValidation: admin,
      schema: {
        tags,
        summary:
          'Change a vendor’s business status with a reason (trimmed, ≤ 500); the publisher is e-mailed except for payment hold; recorded in the audit log',
        body: businessStatusChangeSchema,
        response: responses(z.object({ user: adminUserSchema, emailed: z.boolean() }), 400, 401, 403, 404),
      },
    },
    async (request) => success(await users.changeBusinessStatus(currentUser(request), request.body)),
  );

  app.post(
    `${P}/deactivate-user`,
    {
      preValidation: admin,
      schema: {
        tags,
        summary:
          "Deactivate a user with a reason ('tos violation' or 'user request'). Quire's path: the spec names the action but not its call. Every session of the user ends at once and sign-in answers ACCOUNT_DEACTIVATED; recorded in the audit log",
        body: deactivateUserSchema,
        response: responses(
          z.object({ user: adminUserSchema, sessionsEnded: z.number().int() }),
          400,
          401,
          403,
          404,
        ),
      },
    },
    async (request) =>
      success(await users.deactivate(currentUser(request), request.body.id, request.body.reason)),
  );

  app.post(
    `${P}/reactivate-user`,
    {
      preValidation: admin,
      schema: {
        tags,
        summary:
          "Reactivate a deactivated user with a reason (trimmed, ≤ 500): they may sign in again. Quire's, beside deactivate-user; recorded in the audit log",
        body: reactivateUserSchema,
        response: responses(adminUserSchema, 400, 401, 403, 404),
      },
    },
    async (request) =>
      success(await users.reactivate(currentUser(request), request.body.id, request.body.reason)),
  );

  app.get(
    `${P}/two-step/:id`,
    {
      preValidation: admin,
      schema: {
        tags,
        summary:
          "A user's two-step verification: on or off, the method, recovery codes left (never a secret)",
        params: idParams,
        response: responses(adminTwoStepSchema, 400, 401, 403, 404),
      },
    },
    async (request) => success(await users.twoStep(request.params.id)),
  );

  app.post(
    `${P}/reset-two-step`,
    {
      preValidation: admin,
      schema: {
        tags,
        summary:
          "Reset a user's two-step verification (a lost phone or app): off, the app's secret and the recovery codes deleted, the user e-mailed; not one's own; recorded in the audit log",
        body: resetTwoStepSchema,
        response: responses(
          z.object({ twoStep: adminTwoStepSchema, emailed: z.boolean() }),
          400,
          401,
          403,
          404,
        ),
      },
    },
    async (request) => success(await users.resetTwoStep(currentUser(request), request.body.id)),
  );

  app.put(
    `${P}/update-email`,
    {
      preValidation: admin,
      schema: {
        tags,
        summary:
          "Change a vendor's e-mail; with swap, two accounts exchange their e-mails. 15014 invalid vendor number, 15015 invalid e-mail address, 15016 e-mail address not found (swap), 15017 e-mail belongs to a different account",
        body: updateEmailSchema,
        response: responses(
          z.object({
            user: adminUserSchema,
            swappedWith: adminUserSchema.omit({ accountPermissions: true }).nullable(),
          }),
          400,
          401,
          403,
          404,
          409,
        ),
      },
    },
    async (request) => success(await users.updateEmail(currentUser(request), request.body)),
  );

  app.get(
    `${P}/enable-free-correction/:id`,
    {
      preValidation: adminWrite,
      schema: {
        tags,
        summary:
          'Grant the user one free correction (a GET, as the spec names it); recorded in the audit log',
        params: idParams,
        response: responses(adminUserSchema, 400, 401, 403, 404),
      },
    },
    async (request) => success(await users.enableFreeCorrection(currentUser(request), request.params.id)),
  );

  app.get(
    `${P}/generate-password-reset-token/:id`,
    {
      preValidation: adminWrite,
      schema: {
        tags,
        summary:
          'Issue a single-use password reset link (60 minutes) for the user: e-mailed to them and answered here so support can hand it over; recorded in the audit log without the link',
        params: idParams,
        response: responses(
          z.object({ link: z.string(), expiresAt: z.string(), email: z.string() }),
          400,
          401,
          403,
          404,
        ),
      },
    },
    async (request) => success(await users.passwordResetToken(currentUser(request), request.params.id)),
  );

  const repush: Record<RepushKind, string> = {
    repushFiles: "Check every current file of the project again: queues the project's preflight jobs",
    repushBookFiles:
      "Check the project's book files (interior and sample) again: queues their preflight jobs",
    syncWithPM:
      'Bring the project manager in step: queues the preflight of every current file whose check did not pass (the retail feed joins once publishing exists)',
  };
  for (const kind of Object.keys(repush) as RepushKind[]) {
    app.get(
      `${P}/${kind}/:id`,
      {
        preValidation: adminWrite,
        schema: {
          tags,
          summary: `${repush[kind]}; a file still being checked is left to its job; recorded in the audit log`,
          params: idParams,
          response: responses(requeuedSchema, 400, 401, 403, 404),
        },
      },
      async (request) => success(await users.repush(currentUser(request), kind, request.params.id)),
    );
  }

  app.get(
    `${P}/getProjectDashboardStatus/:id`,
    {
      preValidation: admin,
      schema: {
        tags,
        summary:
          "A book's status as its dashboard shows it: the status in plain words, what happens next and when, the publishing details (intake due, last error, correction, final files) and the book's history",
        params: idParams,
        response: responses(projectDashboardStatusSchema, 400, 401, 403, 404),
      },
    },
    async (request) => success(await users.dashboardStatus(currentUser(request), request.params.id)),
  );
};
