import multipart from '@fastify/multipart';
import {
  ADMIN_PERMISSION,
  CONTENT_IMAGE_MAX_BYTES,
  CSRF_HEADER,
  contentModulesEndpoints as e,
  success,
} from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertCsrfToken } from '../../plugins/csrf';
import { responses, sendFailure } from '../../plugins/envelope';
import { currentUser, requirePermission } from '../access';
import type { ContentImages } from './content.images';
import type { SiteModulesService } from './content.modules.service';

const tags = ['content', 'admin'];
const admin = requirePermission(ADMIN_PERMISSION);

const UPLOAD =
  'multipart/form-data: one file in the field "file", with the CSRF token in the authenticityToken field (sent before the file) or the header. The file is judged by its content, never its name or type: PNG, JPEG, WebP or GIF, at most 5 MB (413 past it; 415 for anything else, SVG included), re-encoded without its metadata (a GIF becomes a PNG of its first frame). Nothing is stored when it is refused.';

/**
 * The images of site modules and ad banners: the administrators' uploads and reads, and the public
 * address every stored image is loaded from (/content-images/{name}, not part of the JSON API).
 */
export const contentImageRoutes: FastifyPluginAsyncZod<{
  images: ContentImages;
  modules: SiteModulesService;
}> = async (app, { images, modules }) => {
  // One file of at most 5 MB and a few short fields; busboy stops reading the file past the limit.
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

  for (const [upload, what] of [
    [e.moduleImageUpload, 'a site module'],
    [e.bannerImageUpload, 'an ad banner'],
  ] as const) {
    app.post(
      upload.path,
      {
        // An administrator before a byte of the body is read; the CSRF token may be a form field.
        onRequest: admin,
        config: { csrf: 'route' },
        schema: {
          tags,
          summary: `Administrators: uploads an image for ${what}; answers its filePath, url, size and type`,
          description: UPLOAD,
          consumes: ['multipart/form-data'],
          response: responses(upload.response, 400, 401, 403, 413, 415),
        },
      },
      async (request) =>
        success(
          await images.upload(currentUser(request), {
            parts: request.parts(),
            checkCsrf: (token) => assertCsrfToken(request, token ?? request.headers[CSRF_HEADER]),
          }),
        ),
    );
  }

  app.get(
    e.moduleImageNew.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary: "Administrators: a stored image's address, size and type by its filePath (404 when unknown)",
        querystring: e.moduleImageNew.query,
        response: responses(e.moduleImageNew.response, 400, 401, 403, 404),
      },
    },
    async (request) => success(await images.facts(currentUser(request), request.query.filePath)),
  );

  app.get(
    e.moduleImage.path,
    {
      preValidation: admin,
      schema: {
        tags,
        summary: "Administrators: a module's images (id), or every stored image newest first (at most 100)",
        description: 'An unknown module id answers 404.',
        querystring: e.moduleImage.query,
        response: responses(e.moduleImage.response, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.query;
      return success({ images: id ? await modules.imagesOf(user, id) : await images.newest(user) });
    },
  );

  // Anyone may load a stored image; its name never changes its bytes, so it is cached for a year.
  app.get(
    '/content-images/:name',
    { schema: { hide: true, params: z.object({ name: z.string().max(60) }) } },
    async (request, reply) => {
      const opened = await images.open(request.params.name);
      if (!opened) return sendFailure(reply.header('cache-control', 'public, max-age=60'), 'NOT_FOUND');
      return reply.code(200).headers(opened.headers).send(opened.stream);
    },
  );
};
