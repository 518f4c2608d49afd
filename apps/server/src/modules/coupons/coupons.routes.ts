import { couponsEndpoints as e, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import { currentUser, requireUser } from '../access';
import type { CouponsService } from './coupons.service';

const tags = ['coupons'];

const WHO =
  "Needs the eBook coupons feature (EBOOK_COUPONS); a contributor acting for the author needs Manage promotion. Another account's coupon answers 404.";

/** eBook coupons under /api/project and the coupon search (spec 2 §7 "Coupons (project calls)"). */
export const couponsRoutes: FastifyPluginAsyncZod<{ coupons: CouponsService }> = async (app, { coupons }) => {
  app.post(
    e.submit.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Creates a coupon, or changes one (couponIdAvailable true with coupon.id)',
        description: `${WHO} Administrators only read coupons (403). Every problem comes back at once, each on its field: the spec's codes 32000–32013 with their messages word for word, Quire's own as VALIDATION (400; 409 when the only problem is 32000, a code in use whatever its case). The EANs must be the author's on-sale eBooks with a price (32006 for an off-sale, free or print book or an unknown EAN, 32007 for another account's eBook); they are stored as digits. A scheduled coupon may change in every field (a new start today or later in New York; its own start may stay); a running one only its campaignLabel and an earlier endDate, today at the earliest (anything else COUPON_RUNNING, 409); an ended one not at all (COUPON_ENDED, 409). The redemption limit may not fall below the redemptions made. A coupon sent back as GET coupon answered it changes nothing.`,
        body: e.submit.body,
        response: responses(e.submit.response, 400, 401, 403, 404, 409),
      },
    },
    async (request) => success({ coupon: await coupons.submit(currentUser(request), request.body) }),
  );

  app.post(
    e.end.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Ends a running coupon early: it applies no more from now on and shows as EXPIRED',
        description: `${WHO} Its endDate becomes today (New York) and endedEarly true. Only an ACTIVE coupon can be ended (COUPON_NOT_RUNNING, 409).`,
        body: e.end.body,
        response: responses(e.end.response, 400, 401, 403, 404, 409),
      },
    },
    async (request) => success({ coupon: await coupons.end(currentUser(request), request.body.couponId) }),
  );

  app.get(
    e.list.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          "A tab (ACTIVE, SCHEDULED, EXPIRED) of the account's coupons, a page at a time, with the count of each",
        description: `${WHO} The status is the New York day's: a coupon moves from SCHEDULED to ACTIVE to EXPIRED at midnight by itself. queryParameter matches the code or campaign label (any part, any case), the words of a title, or (digits) part of an EAN; counts and totalCount apply it. sortOrder orders by start day: by default soonest first for ACTIVE and SCHEDULED, latest first for EXPIRED. Each coupon's titles carry the book's title, list price and onSale as they are now.`,
        querystring: e.list.query,
        response: responses(e.list.response, 400, 401, 403),
      },
    },
    async (request) => success(await coupons.list(currentUser(request), request.query)),
  );

  app.get(
    e.one.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'One coupon by couponId, as submitCoupon takes it back',
        description: `${WHO} Administrators may read any account's coupon.`,
        querystring: e.one.query,
        response: responses(e.one.response, 400, 401, 403, 404),
      },
    },
    async (request) => success({ coupon: await coupons.one(currentUser(request), request.query.couponId) }),
  );

  app.delete(
    e.remove.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Deletes a scheduled coupon (query couponId)',
        description: `${WHO} A running or ended coupon cannot be deleted (COUPON_NOT_DELETABLE, 409): end a running one early instead.`,
        querystring: e.remove.query,
        response: responses(e.remove.response, 400, 401, 403, 404, 409),
      },
    },
    async (request) => success(await coupons.remove(currentUser(request), request.query.couponId)),
  );

  app.get(
    e.specs.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          "The coupon form's rules: code length, titles, days, label and limit, the kinds, today and the royalty bands",
        description: `${WHO} today is the New York day (MM/DD/YYYY), the earliest start; royaltyBands are the eBook list-price bands with the author's royalty rate, for the form's quote of a coupon price.`,
        response: responses(e.specs.response, 401, 403),
      },
    },
    async (request) => success(coupons.specs(currentUser(request))),
  );

  app.get(
    e.search.path,
    {
      preValidation: requireUser,
      schema: {
        tags: ['coupons', 'search'],
        summary: "The coupon form's title search: eBooks with an EAN, on-sale first, each with its coupons",
        description: `${WHO} a = all, title or isbn; b = "me" or the caller's customer id (another finds nothing), administrators any customer id or "all"; c = words of the title, or an exact EAN (isbn, or all with digits). Off-sale eBooks are listed too, after the on-sale ones, so the form can say why one cannot be chosen. projectCoupons lists each book's coupons with their status.`,
        params: e.search.params,
        querystring: e.search.query,
        response: responses(e.search.response, 400, 401, 403),
      },
    },
    async (request) =>
      success(await coupons.search(currentUser(request), request.params, request.query.limit)),
  );
};
