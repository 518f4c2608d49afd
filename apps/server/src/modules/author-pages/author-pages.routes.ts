import multipart from '@fastify/multipart';
import { CONTENT_IMAGE_MAX_BYTES, CSRF_HEADER, authorPagesEndpoints as e, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertCsrfToken } from '../../plugins/csrf';
import { responses } from '../../plugins/envelope';
import { currentUser, requireUser } from '../access';
import type { AuthorPagesService } from './author-pages.service';

const tags = ['author pages'];

const WHO =
  "Needs the Author pages feature (AUTHOR_PAGES) on the account; a contributor acting for the author needs the Author pages permission and works in the author's account. Another account's page answers 404.";
const WRITES = `${WHO} Administrators only read author pages (403).`;
const RULES =
  "The name (the pen name, at most 100 characters) is required and unique among the account's pages whatever its case (AUTHOR_PAGE_NAME_TAKEN, 409); the slug follows from it. The biography is rich text cleaned with the description's allow-list (at most 5,000 characters of text); links are at most 5, each a label of at most 40 characters and an absolute http(s) address; projectIds are the account's books in the order to show them (at most 100; one that is not the account's answers 404). Every field problem comes back at once, keyed by field (\"links.0.url\").";

/** The account's author pages under /api/account (spec 3 `authorAccess`). */
export const authorPagesRoutes: FastifyPluginAsyncZod<{ authorPages: AuthorPagesService }> = async (
  app,
  { authorPages },
) => {
  app.get(
    e.list.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "The account's author pages, how many it may keep, and the books a page may show",
        description: `${WHO} limit is the account's authorAccess (the author's, for a contributor); used counts its pages. Administrators read any account's pages with customerId.`,
        querystring: e.list.query,
        response: responses(e.list.response, 400, 401, 403, 404),
      },
    },
    async (request) => success(await authorPages.list(currentUser(request), request.query.customerId)),
  );

  app.post(
    e.create.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Creates an author page (within the account’s authorAccess)',
        description: `${WRITES} ${RULES} An account at its limit gets AUTHOR_PAGES_LIMIT (409) "Your account can have up to N author pages." The photo is uploaded afterwards.`,
        body: e.create.body,
        response: responses(e.create.response, 400, 401, 403, 404, 409),
      },
    },
    async (request) => success({ page: await authorPages.create(currentUser(request), request.body) }),
  );

  app.put(
    e.update.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Changes an author page; the page as GET answered it changes nothing',
        description: `${WRITES} ${RULES} Fields the input does not name are ignored, so a page read from GET may be sent back as it is. photo null removes the photo; any other photo value keeps it.`,
        params: e.update.params,
        body: e.update.body,
        response: responses(e.update.response, 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      success({ page: await authorPages.update(currentUser(request), request.params.id, request.body) }),
  );

  app.delete(
    e.remove.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Deletes an author page with its photo; its public address answers 404 from then on',
        description: WRITES,
        params: e.remove.params,
        response: responses(e.remove.response, 400, 401, 403, 404),
      },
    },
    async (request) => success(await authorPages.remove(currentUser(request), request.params.id)),
  );

  // The photo: one image of at most 5 MB; busboy stops reading the file past the limit.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: CONTENT_IMAGE_MAX_BYTES + 1,
      files: 1,
      fields: 4,
      parts: 5,
      fieldSize: 1024,
      fieldNameSize: 100,
      headerPairs: 100,
    },
  });
  app.post(
    e.photo.path,
    {
      // Signed in before a byte of the body is read; the CSRF token may be a form field.
      onRequest: requireUser,
      config: { csrf: 'route' },
      schema: {
        tags,
        summary: "Uploads the page's photo: re-encoded as a WebP of at most 800 × 800 without metadata",
        description: `${WRITES} multipart/form-data: one file in the field "file", with the CSRF token in the authenticityToken field (sent before the file) or the header. The file is judged by its content: PNG, JPEG, WebP or GIF, at most 5 MB (413 past it; 415 for anything else). Nothing is stored when it is refused; a new photo replaces the old one.`,
        consumes: ['multipart/form-data'],
        params: e.photo.params,
        response: responses(e.photo.response, 400, 401, 403, 404, 413, 415),
      },
    },
    async (request) =>
      success({
        page: await authorPages.uploadPhoto(currentUser(request), request.params.id, {
          parts: request.parts(),
          checkCsrf: (token) => assertCsrfToken(request, token ?? request.headers[CSRF_HEADER]),
        }),
      }),
  );
};
