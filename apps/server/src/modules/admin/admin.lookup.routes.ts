import { ADMIN_PERMISSION, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '../../plugins/envelope';
import { requirePermission } from '../access';
import { adminUserSchema, emailLookupSchema } from './admin.schemas';
import type { AdminUsersService } from './admin.users.service';

const tags = ['admin'];
const idParams = z.object({ id: z.string().trim().min(1).max(40) });
const admin = requirePermission(ADMIN_PERMISSION);

/**
 * Support look-ups of spec 3 §7 under /api/authentication, for administrators only: they name
 * accounts by id or e-mail, so nobody else may ask (no endpoint reveals whether an e-mail has an
 * account).
 */
export const adminLookupRoutes: FastifyPluginAsyncZod<{ users: AdminUsersService }> = async (
  app,
  { users },
) => {
  app.get(
    '/api/authentication/retrieve_user/:id',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'A user by customer id (administrators)',
        params: idParams,
        response: responses(adminUserSchema, 400, 401, 403, 404),
      },
    },
    async (request) => success(await users.details(request.params.id)),
  );

  app.get(
    '/api/authentication/retrieve_email/:id',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: "A user's e-mail by customer id (administrators)",
        params: idParams,
        response: responses(emailLookupSchema, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const u = await users.details(request.params.id);
      return success({ customerId: u.customerId, email: u.email, vendorNumber: u.vendorNumber });
    },
  );

  app.get(
    '/api/authentication/pubid_email/:id',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: "A publisher's e-mail by publisher id (vendor number) (administrators)",
        params: idParams,
        response: responses(emailLookupSchema, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const u = await users.byVendorNumber(request.params.id);
      return success({ customerId: u.customerId, email: u.email, vendorNumber: u.vendorNumber });
    },
  );

  app.post(
    '/api/authentication/search_email',
    {
      preValidation: admin,
      schema: {
        tags,
        summary:
          'Accounts whose e-mail, vendor number, customer id or name contains the text (administrators)',
        body: z.object({
          search: z.string().trim().min(1, { error: 'Please enter the email address.' }).max(254),
          pageNum: z.number().int().min(1).max(100_000).default(1),
          recordsPerPage: z.number().int().min(1).max(100).default(30),
        }),
        response: responses(
          z.object({ totalCount: z.number().int(), users: z.array(emailLookupSchema) }),
          400,
          401,
          403,
        ),
      },
    },
    async (request) => {
      const { search, pageNum, recordsPerPage } = request.body;
      const found = await users.emailSearch(search, pageNum, recordsPerPage);
      return success({
        totalCount: found.totalCount,
        users: found.users.map((u) => ({
          customerId: u.customerId,
          email: u.email,
          vendorNumber: u.vendorNumber,
        })),
      });
    },
  );
};
