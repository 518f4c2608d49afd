import { ADMIN_PERMISSION, promotionsEndpoints as e, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import { currentUser, requirePermission, requireUser } from '../access';
import type { PromoDefinitionsService } from './promotions.definitions.service';

const tags = ['promotions'];

const WHO =
  'Publishers with the merchandising feature, a contributor acting for an author with Manage promotion, and administrators; anyone else 403.';

/** The definitions: /api/admin (spec 3 §7) and the form's promo-filters, promo-rules and promotion. */
export const promoDefinitionRoutes: FastifyPluginAsyncZod<{
  definitions: PromoDefinitionsService;
}> = async (app, { definitions }) => {
  app.get(
    e.filters.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'The promo types for the type filter: value the mercPromoType, label its description',
        description: WHO,
        response: responses(e.filters.response, 401, 403),
      },
    },
    async (request) => success({ filters: definitions.filters(currentUser(request)) }),
  );

  app.get(
    e.rules.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "The definition of the chosen promo type (its rules, links and fields' limits)",
        description: `${WHO} With definitionId that definition, which must be of the type (409 otherwise); without, the first one the caller may choose today. 404 when there is none.`,
        querystring: e.rules.query,
        response: responses(e.rules.response, 400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const { mercPromoType, definitionId } = request.query;
      return success({
        promotion: await definitions.rulesFor(currentUser(request), mercPromoType, definitionId),
      });
    },
  );

  app.get(
    e.promotions.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'The promotions a publisher can choose today (monthly first by start), or the one with id',
        description: `${WHO} Monthly definitions are listed while their display window holds today (New York), standard ones always; those marked adminOnly to administrators only. With id: that one, or 404.`,
        querystring: e.promotions.query,
        response: responses(e.promotions.response, 400, 401, 403, 404),
      },
    },
    async (request) =>
      success({ promotions: await definitions.current(currentUser(request), request.query.id) }),
  );

  app.get(
    e.adminList.path,
    {
      preValidation: requirePermission(ADMIN_PERMISSION),
      schema: {
        tags,
        summary: 'The promotion definitions, paged, with how many nominations each has (administrators)',
        description:
          'status CURRENT: standard ones and monthly ones whose display end is today or later; EXPIRED: the others; ALL. searchText matches the name or the promo type.',
        querystring: e.adminList.query,
        response: responses(e.adminList.response, 400, 401, 403),
      },
    },
    async (request) => success(await definitions.list(currentUser(request), request.query)),
  );

  app.get(
    e.adminDetails.path,
    {
      preValidation: requirePermission(ADMIN_PERMISSION),
      schema: {
        tags,
        summary: 'One promotion definition with its number of nominations (administrators)',
        querystring: e.adminDetails.query,
        response: responses(e.adminDetails.response, 400, 401, 403, 404),
      },
    },
    async (request) =>
      success({ promotion: await definitions.details(currentUser(request), request.query.definitionId) }),
  );

  app.put(
    e.adminUpdate.path,
    {
      preValidation: requirePermission(ADMIN_PERMISSION),
      schema: {
        tags,
        summary: 'Creates a promotion definition (no id) or changes one (administrators; audited)',
        description:
          'A start or an end makes it monthly: then submitBy, start, end and both display dates are required (MM/DD/YYYY), submitBy on or before start, start on or before end, display start on or before display end. A standard one has no dates. fields: ean, regularPrice, promoPrice, additionalComments, each once, numeric limits. copy keeps the rich-text tags only. Each problem comes back on its field.',
        body: e.adminUpdate.body,
        response: responses(e.adminUpdate.response, 400, 401, 403, 404),
      },
    },
    async (request) =>
      success({ promotion: await definitions.update(currentUser(request), request.body.promotion) }),
  );

  app.delete(
    e.adminDelete.path,
    {
      preValidation: requirePermission(ADMIN_PERMISSION),
      schema: {
        tags,
        summary: 'Deletes a promotion definition that has no nominations (administrators; audited)',
        description: 'A definition with nominations answers 409 and stays.',
        querystring: e.adminDelete.query,
        response: responses(e.adminDelete.response, 400, 401, 403, 404, 409),
      },
    },
    async (request) => success(await definitions.remove(currentUser(request), request.query.definitionId)),
  );
};
