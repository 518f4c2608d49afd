import { ADMIN_PERMISSION, contentPagesEndpoints as e, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import { currentUser, requirePermission } from '../access';
import type { ContentPagesService } from './content.pages.service';

const tags = ['content'];
const admin = requirePermission(ADMIN_PERMISSION);

const VERSIONS =
  'Every save is kept as a version, numbered per page. The published version is the one whose publishAt passed last (the highest number on a tie); versions with a later publishAt are SCHEDULED, the others SUPERSEDED.';

/** The static pages' calls: static_content for everyone (spec 3 §7), the back office's under /api/admin. */
export const contentPagesRoutes: FastifyPluginAsyncZod<{ pages: ContentPagesService }> = async (
  app,
  { pages },
) => {
  app.get(
    e.staticContent.path,
    {
      schema: {
        tags,
        summary: 'A static page as visitors see it: its published version (anyone, signed in or not)',
        description:
          "url is the page's slug: home, how-it-works, reach-millions-of-readers, make-more-money, print-on-demand, author-tools-and-tips, self-publishing-services, about-us, legal/membership-agreement or sitemap. html is sanitised. Any other url, or a page with nothing published yet, answers 404.",
        querystring: e.staticContent.query,
        response: responses(e.staticContent.response, 400, 404),
      },
    },
    async (request) => success({ page: await pages.published(request.query.url) }),
  );

  app.get(
    e.adminList.path,
    {
      preValidation: admin,
      schema: {
        tags: [...tags, 'admin'],
        summary:
          'Administrators: every editable page with its published version, next scheduled time and last save',
        description: VERSIONS,
        response: responses(e.adminList.response, 401, 403),
      },
    },
    async (request) => success({ pages: await pages.adminList(currentUser(request)) }),
  );

  app.get(
    e.adminOne.path,
    {
      preValidation: admin,
      schema: {
        tags: [...tags, 'admin'],
        summary:
          'Administrators: one page with its published and scheduled versions and every version, newest first',
        description: VERSIONS,
        querystring: e.adminOne.query,
        response: responses(e.adminOne.response, 400, 401, 403),
      },
    },
    async (request) => success({ page: await pages.adminOne(currentUser(request), request.query.url) }),
  );

  app.put(
    e.save.path,
    {
      preValidation: admin,
      schema: {
        tags: [...tags, 'admin'],
        summary: 'Administrators: saves a new version of a page (audited)',
        description: `${VERSIONS} The HTML is sanitised with the pages' allow-list (scripts, event handlers, styles and frames are dropped); the title is plain text. publishAt is an ISO instant with its zone: empty or past publishes now, a later one schedules the version.`,
        querystring: e.save.query,
        body: e.save.body,
        response: responses(e.save.response, 400, 401, 403),
      },
    },
    async (request) =>
      success({ page: await pages.save(currentUser(request), request.query.url, request.body.page) }),
  );

  app.post(
    e.restore.path,
    {
      preValidation: admin,
      schema: {
        tags: [...tags, 'admin'],
        summary: 'Administrators: copies an earlier version of a page as a new version (audited)',
        description: `${VERSIONS} The new version records the one it copies in restoredFrom; publishAt as for a save. A version the page does not have answers 404.`,
        querystring: e.restore.query,
        body: e.restore.body,
        response: responses(e.restore.response, 400, 401, 403, 404),
      },
    },
    async (request) =>
      success({ page: await pages.restore(currentUser(request), request.query.url, request.body) }),
  );

  app.post(
    e.preview.path,
    {
      preValidation: admin,
      schema: {
        tags: [...tags, 'admin'],
        summary:
          'Administrators: the title and HTML of a page as visitors would see them, sanitised; nothing is saved',
        body: e.preview.body,
        response: responses(e.preview.response, 400, 401, 403),
      },
    },
    async (request) => success(pages.preview(currentUser(request), request.body.page)),
  );
};
