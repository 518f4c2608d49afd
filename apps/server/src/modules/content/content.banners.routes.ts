import { ADMIN_PERMISSION, contentModulesEndpoints as e, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import { currentUser, requirePermission } from '../access';
import type { AdBannersService } from './content.banners.service';

const tags = ['content', 'admin'];
const admin = requirePermission(ADMIN_PERMISSION);

/** The administrators' ad banners (spec 3 §7 "Site modules and banners"). */
export const adBannerRoutes: FastifyPluginAsyncZod<{ banners: AdBannersService }> = async (
  app,
  { banners },
) => {
  app.get(
    e.banners.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Administrators: a page of ad banners, the most recently changed first',
        querystring: e.banners.query,
        response: responses(e.banners.response, 400, 401, 403),
      },
    },
    async (request) => success(await banners.list(currentUser(request), request.query)),
  );

  app.get(
    e.banner.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Administrators: one ad banner by id, as the list shows it (404 when unknown)',
        description:
          'The banner answered, sent back unchanged to ad-banner-save, is accepted. A missing, empty or over-long id answers 400; an id no banner has (or that is no banner id at all) answers 404.',
        querystring: e.banner.query,
        response: responses(e.banner.response, 400, 401, 403, 404),
      },
    },
    async (request) => success({ banner: await banners.get(currentUser(request), request.query.id) }),
  );

  app.delete(
    e.bannerDelete.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary:
          'Administrators: deletes an ad banner (404 when unknown) and answers the page asked for; audit-logged',
        description: 'page and recordsPerPage name the page of the list to answer after the delete.',
        querystring: e.bannerDelete.query,
        response: responses(e.bannerDelete.response, 400, 401, 403, 404),
      },
    },
    async (request) => success(await banners.remove(currentUser(request), request.query)),
  );

  app.post(
    e.bannerSave.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Administrators: creates an ad banner, or changes the one with id; audit-logged',
        description:
          'IMAGE needs imagePath (a filePath from banner-image-upload) and imageAlt; HTML needs html, which keeps the rich-text tags only. Links start with https:// or /. The end must be after the start. Every problem answers 400 on its field (banner.…); an unknown id answers 404. A banner as read, sent back unchanged, is accepted.',
        body: e.bannerSave.body,
        response: responses(e.bannerSave.response, 400, 401, 403, 404),
      },
    },
    async (request) => success({ banner: await banners.save(currentUser(request), request.body.banner) }),
  );

  app.get(
    e.bannerResourceType.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary: "Administrators: the banners' resource types (IMAGE, HTML) in words; only `type` when given",
        querystring: e.bannerResourceType.query,
        response: responses(e.bannerResourceType.response, 400, 401, 403),
      },
    },
    async (request) =>
      success({ resourceTypes: banners.resourceTypes(currentUser(request), request.query.type) }),
  );

  app.get(
    e.bannerSizes.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Administrators: the sizes an ad banner may have (IAB names, in pixels)',
        response: responses(e.bannerSizes.response, 401, 403),
      },
    },
    async (request) => success({ sizes: banners.sizes(currentUser(request)) }),
  );
};
