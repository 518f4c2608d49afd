import { ADMIN_PERMISSION, statesOf, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '../../plugins/envelope';
import { currentUser, requirePermission, requireUser } from '../access';
import { REVIEW_STATUSES, type VendorsAdmin } from './vendors.admin';
import {
  paymentInfoBodySchema,
  publisherInfoBodySchema,
  vendorInfoSchema,
  vendorQueueItemSchema,
} from './vendors.schemas';
import type { VendorsService } from './vendors.service';

const tags = ['vendor'];
const userIdOf = (request: { userId: string | null }) => request.userId as string;

/** Vendor calls (spec 3 §7 "Vendor"): the signed-in account's own publisher, tax and bank information. */
export const vendorsRoutes: FastifyPluginAsyncZod<{ vendors: VendorsService; admin: VendorsAdmin }> = async (
  app,
  { vendors, admin },
) => {
  app.get(
    '/api/vendor/info',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          "The account's vendor info: publisher, address (type Payment), payment (secrets masked), status, banners and lists",
        response: responses(vendorInfoSchema, 401),
      },
    },
    async (request) => success(await vendors.info(userIdOf(request))),
  );

  app.get(
    '/api/vendor/loadStates/:country',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "A country's states (numeric country code; empty where the address has no state list)",
        params: z.object({ country: z.string().max(10) }),
        response: responses(z.array(z.string()), 400, 401),
      },
    },
    async (request) => success(statesOf(request.params.country)),
  );

  app.post(
    '/api/vendor/updatePublisherInfo',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Save the publisher name, web site and address (registers the vendor, status New, the first time); refused while read-only (1003, 1009)',
        body: publisherInfoBodySchema,
        response: responses(vendorInfoSchema, 400, 401, 403),
      },
    },
    async (request) => success(await vendors.updatePublisherInfo(userIdOf(request), request.body)),
  );

  app.post(
    '/api/vendor/tinVerify',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Check an SSN, EIN or TIN's form without saving it; answers it masked",
        querystring: z.object({ idType: z.enum(['SSN', 'EIN', 'TIN']) }),
        body: z.object({ govtIdNumber: z.string().max(60).default('') }),
        response: responses(
          z.object({ verified: z.boolean(), idType: z.string(), govtIdNumber: z.string() }),
          400,
          401,
        ),
      },
    },
    async (request) =>
      success(await vendors.tinVerify(userIdOf(request), request.query.idType, request.body.govtIdNumber)),
  );

  app.post(
    '/api/vendor/updatePaymentInfo',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Save tax and bank information; a masked value sent back unchanged keeps the stored secret; a New vendor becomes Pending; refused while read-only (1003, 1009)',
        body: paymentInfoBodySchema,
        response: responses(vendorInfoSchema, 400, 401, 403),
      },
    },
    async (request) => success(await vendors.updatePaymentInfo(userIdOf(request), request.body)),
  );

  app.post(
    '/api/vendor/:hash',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Digital 1099 choice of a US vendor (the vendor number must be the caller's)",
        params: z.object({ hash: z.string().max(100) }),
        body: z.object({
          isDigital1099: z.boolean(),
          vendorNumber: z.string().trim().min(1).max(40),
          email1099: z.string().trim().email().max(100).optional(),
        }),
        response: responses(vendorInfoSchema, 400, 401, 403, 404),
      },
    },
    async (request) =>
      success(
        await vendors.setDigital1099(
          userIdOf(request),
          request.body.vendorNumber,
          request.body.isDigital1099,
          request.body.email1099,
        ),
      ),
  );

  app.post(
    '/api/project/createPublisherAccount',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Vendor registration of the welcome flow (account status unset/None/New, business unset/None/Active/Migrated): saves the publisher info, status New',
        body: z.object({ publisherInfo: publisherInfoBodySchema }),
        response: responses(vendorInfoSchema, 400, 401, 403),
      },
    },
    async (request) =>
      success(await vendors.createPublisherAccount(userIdOf(request), request.body.publisherInfo)),
  );

  app.post(
    '/api/project/createromotionAccount',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Promotion account registration (spelled as the spec spells it): the same vendor registration and rules as createPublisherAccount, with the body under promotionInfo',
        body: z.object({ promotionInfo: publisherInfoBodySchema }),
        response: responses(vendorInfoSchema, 400, 401, 403),
      },
    },
    async (request) =>
      success(await vendors.createPublisherAccount(userIdOf(request), request.body.promotionInfo)),
  );

  app.post(
    '/api/project/mailToAlertSettings',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'E-mail the account holder the link to their e-mail alert settings',
        body: z.object({
          emailPrefFooter: z.string().max(1000).optional(),
          indexPageRef: z.string().max(400).optional(),
        }),
        response: responses(z.object({ sent: z.boolean() }), 400, 401),
      },
    },
    async (request) => success(await vendors.mailAlertSettings(userIdOf(request), request.body)),
  );

  // Administrators: the review queue and the move from Pending to In Review, Active or Rejected.
  const adminOnly = requirePermission(ADMIN_PERMISSION);
  app.get(
    '/api/admin/vendors',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Vendors waiting for review (Pending and In Review by default), longest waiting first',
        querystring: z.object({
          status: z.enum(['Pending', 'InReview', 'Active', 'Rejected', 'New']).optional(),
        }),
        response: responses(z.array(vendorQueueItemSchema), 400, 401, 403),
      },
    },
    async (request) =>
      success(await admin.queue(request.query.status ? [request.query.status] : ['Pending', 'InReview'])),
  );

  app.post(
    '/api/admin/vendors/review',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary:
          'Move a vendor from Pending (or In Review) to In Review, Active or Rejected; recorded in the audit log',
        body: z.object({
          vendorNumber: z.string().trim().min(1).max(40),
          status: z.enum(REVIEW_STATUSES),
          reason: z.string().max(500).optional(),
        }),
        response: responses(
          z.object({ vendorNumber: z.string(), status: z.string(), statusLabel: z.string() }),
          400,
          401,
          403,
          404,
        ),
      },
    },
    async (request) => {
      const user = currentUser(request);
      return success(
        await admin.review(
          { customerId: user.customerId, email: user.email },
          request.body.vendorNumber,
          request.body.status,
          request.body.reason,
        ),
      );
    },
  );

  app.get(
    '/api/admin/turn-around-time',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Business days a vendor account in review waits',
        response: responses(z.object({ days: z.number().int() }), 401, 403),
      },
    },
    async () => success(admin.turnaroundTime()),
  );
};
