import { ADMIN_PERMISSION, promotionTradeEndpoints as e, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import { currentUser, requirePermission } from '../access';
import type { PromoTradeService } from './promotions.trade';

const tags = ['promotions'];

const TRADE =
  '"march" in the path is the spec\'s spelling of "merch". TRADE publishers are traditional publishers whose titles are in the retail catalogue, not Quire books; administrators enter their merchandising nominations on their behalf.';

/** The publishers and the trade publishers' nominations, under /api/admin (spec 3 §7). Administrators only. */
export const promoTradeRoutes: FastifyPluginAsyncZod<{ trade: PromoTradeService }> = async (
  app,
  { trade },
) => {
  const admin = requirePermission(ADMIN_PERMISSION);

  app.get(
    e.publishers.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'The publishers merchandising nominations are entered for, by name, paged (administrators)',
        description: `searchText matches the name, the vendor number or the DC vendor id; recordsPerPage defaults to 20. ${TRADE}`,
        querystring: e.publishers.query,
        response: responses(e.publishers.response, 400, 401, 403),
      },
    },
    async (request) => success(await trade.publishers(currentUser(request), request.query)),
  );

  app.get(
    e.publisherOptions.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary: "The publisher dropdown's options: value the vendor number, label the name (administrators)",
        description: `userRole TRADE or SELF_PUBLISHED keeps the publishers of that role; without it, every one. ${TRADE}`,
        querystring: e.publisherOptions.query,
        response: responses(e.publisherOptions.response, 400, 401, 403),
      },
    },
    async (request) =>
      success({ options: await trade.options(currentUser(request), request.query.userRole) }),
  );

  app.put(
    e.publisherUpdate.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Adds a publisher (no id) or changes one (administrators; audited)',
        description: `A new vendor number needs no id; a vendor number that exists already answers 409. A publisher's vendor number never changes (409): its trade requests name it. ${TRADE}`,
        body: e.publisherUpdate.body,
        response: responses(e.publisherUpdate.response, 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      success({ publisher: await trade.update(currentUser(request), request.body.publisher) }),
  );

  app.delete(
    e.publisherDelete.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Deletes a publisher (administrators; audited)',
        description: `Refused (409) while it has pending trade requests or accepted ones not yet ended; its declined and ended requests stay. ${TRADE}`,
        querystring: e.publisherDelete.query,
        response: responses(e.publisherDelete.response, 400, 401, 403, 404, 409),
      },
    },
    async (request) => success(await trade.remove(currentUser(request), request.query.vendorNumber)),
  );

  app.get(
    e.tradeList.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary: "A tab of trade publishers' merchandising requests, paged (administrators)",
        description: `Filters: vendorNumber (one publisher), dcVendorId, companyIds (a comma list: publishers with any of them). Tabs as in promos: PENDING, APPROVED, DECLINED, COMPLETED (accepted and ended). ${TRADE}`,
        querystring: e.tradeList.query,
        response: responses(e.tradeList.response, 400, 401, 403),
      },
    },
    async (request) => success(await trade.list(currentUser(request), request.query)),
  );

  app.post(
    e.tradeAdd.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary:
          "Enters a trade publisher's nominations for one promotion, all or none (administrators; audited)",
        description: `Each payload row is a retail-catalogue title of the publisher (vendorNumber) with its regular price, promo price, dates, flexDate and additional comments, checked by the nomination rules; a title with a pending or running request is refused. Every problem comes back on payload.N.field, its description "field|message"; then nothing is saved. ${TRADE}`,
        querystring: e.tradeAdd.query,
        body: e.tradeAdd.body,
        response: responses(e.tradeAdd.response, 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      success({ promos: await trade.add(currentUser(request), request.query, request.body.payload) }),
  );

  app.put(
    e.tradeStatus.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Accepts, declines or returns to pending trade requests, all or none (administrators)',
        description: `The review of update-promo-status, with its body and answer: undo-promo-status takes the change back within undoSeconds. An acceptance schedules no price (a trade title is no Quire book). Any id that is no trade request: 404, nothing changed. ${TRADE}`,
        body: e.tradeStatus.body,
        response: responses(e.tradeStatus.response, 400, 401, 403, 404, 409),
      },
    },
    async (request) => success(await trade.updateStatus(currentUser(request), request.body)),
  );
};
