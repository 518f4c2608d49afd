import { ADMIN_PERMISSION, statesOf, success, vendorsEndpoints } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import { currentUser, requirePermission, requireUser } from '../access';
import type { VendorsAdmin } from './vendors.admin';
import type { VendorsService } from './vendors.service';

const e = vendorsEndpoints;
const tags = ['vendor'];
const userIdOf = (request: { userId: string | null }) => request.userId as string;

/** Vendor calls (spec 3 §7 "Vendor"): the signed-in account's own publisher, tax and bank information. */
export const vendorsRoutes: FastifyPluginAsyncZod<{ vendors: VendorsService; admin: VendorsAdmin }> = async (
  app,
  { vendors, admin },
) => {
  app.get(
    e.info.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          "The account's vendor info: publisher, address (type Payment), payment (secrets masked), status, banners and lists",
        response: responses(e.info.response, 401),
      },
    },
    async (request) => success(await vendors.info(userIdOf(request))),
  );

  app.get(
    e.loadStates.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "A country's states (numeric country code; empty where the address has no state list)",
        params: e.loadStates.params,
        response: responses(e.loadStates.response, 400, 401),
      },
    },
    async (request) => success(statesOf(request.params.country)),
  );

  app.post(
    e.updatePublisherInfo.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          'Save the publisher name, web site and address (registers the vendor, status New, the first time); refused while read-only (1003, 1009)',
        body: e.updatePublisherInfo.body,
        response: responses(e.updatePublisherInfo.response, 400, 401, 403),
      },
    },
    async (request) => success(await vendors.updatePublisherInfo(userIdOf(request), request.body)),
  );

  app.post(
    e.tinVerify.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "Check an SSN, EIN or TIN's form without saving it; answers it masked",
        querystring: e.tinVerify.query,
        body: e.tinVerify.body,
        response: responses(e.tinVerify.response, 400, 401),
      },
    },
    async (request) =>
      success(await vendors.tinVerify(userIdOf(request), request.query.idType, request.body.govtIdNumber)),
  );

  app.post(
    e.updatePaymentInfo.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          "Save tax and bank information; a masked value sent back unchanged keeps the stored secret; a US vendor's W-9 certification (certifyW9) is kept as the electronic signature and submits the form unless a paper form is needed, with the 1099 delivery choice (isDigital1099); a New vendor becomes Pending and is e-mailed; refused while read-only (1003, 1009)",
        body: e.updatePaymentInfo.body,
        response: responses(e.updatePaymentInfo.response, 400, 401, 403),
      },
    },
    async (request) => success(await vendors.updatePaymentInfo(userIdOf(request), request.body)),
  );

  app.post(
    e.digital1099.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "Digital 1099 choice of a US vendor (the vendor number must be the caller's)",
        params: e.digital1099.params,
        body: e.digital1099.body,
        response: responses(e.digital1099.response, 400, 401, 403, 404),
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
    e.createPublisherAccount.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          'Vendor registration of the welcome flow (account status unset/None/New, business unset/None/Active/Migrated): saves the publisher info, status New',
        body: e.createPublisherAccount.body,
        response: responses(e.createPublisherAccount.response, 400, 401, 403),
      },
    },
    async (request) =>
      success(await vendors.createPublisherAccount(userIdOf(request), request.body.publisherInfo)),
  );

  app.post(
    e.createPromotionAccount.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          'Promotion account registration (spelled as the spec spells it): the same vendor registration and rules as createPublisherAccount, with the body under promotionInfo',
        body: e.createPromotionAccount.body,
        response: responses(e.createPromotionAccount.response, 400, 401, 403),
      },
    },
    async (request) =>
      success(await vendors.createPublisherAccount(userIdOf(request), request.body.promotionInfo)),
  );

  app.post(
    e.mailToAlertSettings.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'E-mail the account holder the link to their e-mail alert settings',
        body: e.mailToAlertSettings.body,
        response: responses(e.mailToAlertSettings.response, 400, 401),
      },
    },
    async (request) => success(await vendors.mailAlertSettings(userIdOf(request), request.body)),
  );

  // Administrators: the review queue and the moves the review allows.
  const adminOnly = requirePermission(ADMIN_PERMISSION);
  app.get(
    e.queue.path,
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary:
          'Vendors waiting for review (Pending and In Review by default, or the status asked for, Rejected among them), longest waiting first, each with the moves the review allows (allowedMoves)',
        querystring: e.queue.query,
        response: responses(e.queue.response, 400, 401, 403),
      },
    },
    async (request) =>
      success(await admin.queue(request.query.status ? [request.query.status] : ['Pending', 'InReview'])),
  );

  app.post(
    e.review.path,
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary:
          'Move a vendor as the review allows (Pending → In Review, Active or Rejected; In Review → Active or Rejected; Rejected → Pending or In Review to reopen it); a rejection needs a reason (400 on reason); recorded in the audit log and e-mailed to the author with the reason',
        body: e.review.body,
        response: responses(e.review.response, 400, 401, 403, 404),
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
    e.turnaroundTime.path,
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Business days a vendor account in review waits',
        response: responses(e.turnaroundTime.response, 401, 403),
      },
    },
    async () => success(admin.turnaroundTime()),
  );
};
