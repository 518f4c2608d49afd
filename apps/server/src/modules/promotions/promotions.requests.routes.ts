import { promotionsEndpoints as e, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import { currentUser, optionalUser, requireUser } from '../access';
import type { PromoRequestsService } from './promotions.requests.service';

const tags = ['promotions'];

/** Nominations under /api/project (spec 2 §7). */
export const promoRequestRoutes: FastifyPluginAsyncZod<{ promotions: PromoRequestsService }> = async (
  app,
  { promotions },
) => {
  app.get(
    e.titles.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          "The nomination form's title search: on-sale eBooks by words of the title, or any eBook by exact EAN",
        description:
          "A publisher's own books (MERCHANDISING); an administrator's any account's, or one vendorNumber's. allowedForMerchPromo is 'false' while the book has a pending request or an accepted one not yet ended.",
        querystring: e.titles.query,
        response: responses(e.titles.response, 400, 401, 403, 404),
      },
    },
    async (request) => success({ titles: await promotions.titles(currentUser(request), request.query) }),
  );

  app.get(
    e.list.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'A tab of merchandising requests, a page at a time, with the undo window in undoSeconds',
        description:
          "Publishers see their own; administrators with isAdmin=true every account's (isAdmin from anyone else: 403). Tabs PENDING, APPROVED, DECLINED, COMPLETED (accepted and ended).",
        querystring: e.list.query,
        response: responses(e.list.response, 400, 401, 403),
      },
    },
    async (request) => success(await promotions.list(currentUser(request), request.query)),
  );

  app.get(
    e.one.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'One merchandising request (a publisher: their own)',
        params: e.one.params,
        response: responses(e.one.response, 401, 403, 404),
      },
    },
    async (request) => success({ promo: await promotions.one(currentUser(request), request.params.id) }),
  );

  app.get(
    e.messages.path,
    {
      preValidation: optionalUser,
      schema: {
        tags,
        summary: "The site's promotion announcements, for everyone, signed in or not",
        description:
          'One message (typeId 3, promotion) per monthly promotion open for nominations: listed today, its submit-by day not passed, not the administrators\' own; e.g. "Nominations for NOOK Daily Find: January 2027 are open until Dec 25, 2026.", linking to the nomination form. Nobody\'s requests. Newest first, at most 20; date MM/DD/YYYY, details plain text.',
        response: responses(e.messages.response),
      },
    },
    async () => success(await promotions.messages()),
  );

  app.get(
    e.myMessages.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "The promotion announcements and the signed-in publisher's own news of their requests",
        description:
          "The announcements of promotion_messages, and the caller's own requests (a contributor's: the author's, with Manage promotion): those accepted (with their days and promo price) or declined (with the reason) in the last 30 days, once the undo window of the decision has passed, and those pending with the day they will be reviewed by. Never another account's. Newest first, at most 20. Signed out: 401.",
        response: responses(e.myMessages.response, 401),
      },
    },
    async (request) => success(await promotions.myMessages(currentUser(request))),
  );

  app.post(
    e.submit.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Nominates an on-sale eBook for a promotion (no id), or changes a pending nomination (id)',
        description:
          'Every problem comes back on its field, its description "field|message" (the form shows the text after the pipe). Administrators may nominate any title and edit any pending request (with vendorNumber).',
        body: e.submit.body,
        response: responses(e.submit.response, 400, 401, 403, 404, 409),
      },
    },
    async (request) => success({ promo: await promotions.submit(currentUser(request), request.body.promo) }),
  );

  app.delete(
    e.remove.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Deletes a pending or declined merchandising request (administrators: any)',
        params: e.remove.params,
        response: responses(e.remove.response, 401, 403, 404, 409),
      },
    },
    async (request) => success(await promotions.remove(currentUser(request), request.params.id)),
  );

  app.put(
    e.updateStatus.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Administrators: accepts, declines or returns to pending one or many requests, all or none',
        description:
          'Accept takes startDate and endDate (MM/DD/YYYY) and schedules the promo price; decline takes declineReason (a note with OTHER, eligibleAgain with RECENTLY_PROMOTED). The answer names the change undo-promo-status takes back within undoSeconds.',
        body: e.updateStatus.body,
        response: responses(e.updateStatus.response, 400, 401, 403, 404, 409),
      },
    },
    async (request) => success(await promotions.updateStatus(currentUser(request), request.body)),
  );

  app.put(
    e.undoStatus.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Administrators: undoes a status change within its undo window, if no request changed since',
        body: e.undoStatus.body,
        response: responses(e.undoStatus.response, 400, 401, 403, 404, 409),
      },
    },
    async (request) => success(await promotions.undoStatus(currentUser(request), request.body.changeId)),
  );
};
