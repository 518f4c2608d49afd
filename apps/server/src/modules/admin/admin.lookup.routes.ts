import { ADMIN_PERMISSION, adminEndpoints, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import { requirePermission } from '../access';
import type { AdminUsersService } from './admin.users.service';

const tags = ['admin'];
const { retrieveUser, retrieveEmail, publisherEmail, searchEmail } = adminEndpoints;
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
    retrieveUser.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'A user by customer id (administrators)',
        params: retrieveUser.params,
        response: responses(retrieveUser.response, 400, 401, 403, 404),
      },
    },
    async (request) => success(await users.details(request.params.id)),
  );

  app.get(
    retrieveEmail.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary: "A user's e-mail by customer id (administrators)",
        params: retrieveEmail.params,
        response: responses(retrieveEmail.response, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const u = await users.details(request.params.id);
      return success({ customerId: u.customerId, email: u.email, vendorNumber: u.vendorNumber });
    },
  );

  app.get(
    publisherEmail.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary: "A publisher's e-mail by publisher id (vendor number) (administrators)",
        params: publisherEmail.params,
        response: responses(publisherEmail.response, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const u = await users.byVendorNumber(request.params.id);
      return success({ customerId: u.customerId, email: u.email, vendorNumber: u.vendorNumber });
    },
  );

  app.post(
    searchEmail.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary:
          'Accounts whose e-mail, vendor number, customer id or name contains the text (administrators)',
        body: searchEmail.body,
        response: responses(searchEmail.response, 400, 401, 403),
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
