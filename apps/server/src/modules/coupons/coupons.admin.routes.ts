import { ADMIN_PERMISSION, couponsEndpoints as e, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import { requirePermission } from '../access';
import type { CouponsService } from './coupons.service';

const tags = ['coupons', 'admin'];
const admin = requirePermission(ADMIN_PERMISSION);

/** The administrators' coupon views under /api/admin/users (spec 3 §7 "Admin users"); reads only. */
export const couponsAdminRoutes: FastifyPluginAsyncZod<{ coupons: CouponsService }> = async (
  app,
  { coupons },
) => {
  app.get(
    e.adminList.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary:
          "Administrators: a tab of one user's coupons by customer id, a page at a time, with the count of each status",
        description:
          'Statuses by the New York day, as the author sees them; sorted by start day, soonest first for ACTIVE and SCHEDULED, latest first for EXPIRED. An unknown customerId answers 404.',
        querystring: e.adminList.query,
        response: responses(e.adminList.response, 400, 401, 403, 404),
      },
    },
    async (request) => success(await coupons.adminList(request.query)),
  );

  app.get(
    e.adminMismatch.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary:
          "Administrators: coupons whose titles no longer fit: off sale or free, another account's, or gone",
        description:
          'Each such title with its reason (NOT_ON_SALE, NOT_OWNED, NOT_FOUND) and a plain-English detail. With couponId, that coupon whatever its status (an unknown one answers 404; one that fits, no mismatches); otherwise the running and scheduled coupons of one user (customerId, 404 when unknown) or of everyone, at most 500 at a time, soonest first.',
        querystring: e.adminMismatch.query,
        response: responses(e.adminMismatch.response, 400, 401, 403, 404),
      },
    },
    async (request) => success(await coupons.adminMismatch(request.query)),
  );
};
