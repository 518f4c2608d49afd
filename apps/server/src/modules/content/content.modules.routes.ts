import { ADMIN_PERMISSION, contentModulesEndpoints as e, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import { currentUser, requirePermission } from '../access';
import type { SiteModulesService } from './content.modules.service';

const tags = ['content', 'admin'];
const admin = requirePermission(ADMIN_PERMISSION);

const RULES =
  'Pages must suit the type (LEFT_NAV_PROJECT: projects; LEFT_NAV_BAB: the book builder pages; BANNER: any). One column, or two with doubleTemplate. IMAGE needs an image in each column, IMAGE_TEXT an image and copy, TEXT copy; an image is a filePath from site-module-image-upload. Links start with https:// or /. Copy keeps the rich-text tags only. The end must be after the start. Every problem answers 400 on its field (module.…).';

/** The administrators' site modules (spec 3 §7 "Site modules and banners"). */
export const siteModuleRoutes: FastifyPluginAsyncZod<{ modules: SiteModulesService }> = async (
  app,
  { modules },
) => {
  app.get(
    e.modules.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Administrators: a page of site modules, of one moduleType when given',
        description: 'By type, position and name; totalCount counts every match.',
        querystring: e.modules.query,
        response: responses(e.modules.response, 400, 401, 403),
      },
    },
    async (request) => success(await modules.list(currentUser(request), request.query)),
  );

  app.get(
    e.module.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Administrators: one site module by id (404 when unknown)',
        querystring: e.module.query,
        response: responses(e.module.response, 400, 401, 403, 404),
      },
    },
    async (request) => success({ module: await modules.get(currentUser(request), request.query.id) }),
  );

  app.get(
    e.moduleDisplay.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary:
          'Administrators: the modules of a type a page shows now (active, started, not ended), by position',
        querystring: e.moduleDisplay.query,
        response: responses(e.moduleDisplay.response, 400, 401, 403),
      },
    },
    async (request) =>
      success({
        modules: await modules.display(currentUser(request), request.query.moduleType, request.query.pageUrl),
      }),
  );

  app.post(
    e.moduleCreate.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Administrators: creates a site module, or changes the one with id; audit-logged',
        description: `${RULES} A module as read, sent back unchanged, is accepted. An unknown id answers 404.`,
        body: e.moduleCreate.body,
        response: responses(e.moduleCreate.response, 400, 401, 403, 404),
      },
    },
    async (request) => success({ module: await modules.save(currentUser(request), request.body.module) }),
  );

  app.delete(
    e.modulesDelete.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Administrators: deletes a site module (404 when unknown); audit-logged',
        querystring: e.modulesDelete.query,
        response: responses(e.modulesDelete.response, 400, 401, 403, 404),
      },
    },
    async (request) => success(await modules.remove(currentUser(request), request.query.id)),
  );
};
