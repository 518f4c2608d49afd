import { coverQuerySchema, filesEndpoints as e, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import { currentUser, requirePermission, requireUser } from '../access';
import type { createCovers } from './files.covers';
import { contentDisposition } from './files.serve';
import type { FilesService } from './files.service';

const tags = ['files'];

/** File serving, selected samples and the cover template (spec 1 §2, §7). */
export const filesServeRoutes: FastifyPluginAsyncZod<{
  files: FilesService;
  covers: ReturnType<typeof createCovers>;
}> = async (app, { files, covers }) => {
  app.get(
    e.file.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          "A project's file (owner or administrator only): an EPUB entry by path, the PDF or the cover image; sandboxed",
        params: e.file.params,
        response: responses(e.file.response, 401, 404),
      },
    },
    async (request, reply) => {
      const { id, fileId } = request.params;
      const served = await files.open(
        currentUser(request),
        id,
        fileId,
        request.params['*'] ?? '',
        request.headers.range,
      );
      return reply
        .code(served.status)
        .headers(served.headers)
        .send(served.stream ?? '');
    },
  );

  app.get(
    e.coverThumbnail.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          "A cover's image for its dashboard card (the book's owner, a reading contributor or an administrator)",
        description:
          'A WebP covering 400 × 600 pixels, made from a cover that passed its check: a cover image, or a ' +
          "PDF cover's first page drawn on the server. A full cover keeps its whole width (the card shows " +
          'the front, its right-hand part). 404 when the file is not such a cover or cannot be drawn.',
        params: e.coverThumbnail.params,
        response: responses(e.coverThumbnail.response, 401, 404),
      },
    },
    async (request, reply) => {
      const { id, fileId } = request.params;
      const served = await files.openCoverThumbnail(currentUser(request), id, fileId, request.log);
      return reply
        .code(served.status)
        .headers(served.headers)
        .send(served.stream ?? '');
    },
  );

  app.post(
    e.createCustomSample.path,
    {
      preValidation: requirePermission('BAB_CUSTOM_SAMPLE'),
      schema: {
        tags,
        summary: 'Selected sample: the chosen spine items of the interior become the sample (then checked)',
        params: e.createCustomSample.params,
        body: e.createCustomSample.body,
        response: responses(e.createCustomSample.response, 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      success(await files.createCustomSample(currentUser(request), request.params.id, request.body.hrefs)),
  );

  app.get(
    e.coverSpecs.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Cover dimensions: bleed, safe margin, paper thickness, and for a given book the full cover',
        querystring: e.coverSpecs.query,
        response: responses(e.coverSpecs.response, 400, 401),
      },
    },
    async (request) => {
      const q = coverQuerySchema.safeParse(request.query);
      return success(covers.specs(q.success ? q.data : null));
    },
  );

  app.get(
    e.generateCover.path,
    {
      preValidation: requirePermission('BOOK_COVER_TEMPLATE'),
      schema: {
        tags,
        summary: 'The cover template PDF (trim, bleed, spine, safe zones, barcode area) as a download',
        querystring: e.generateCover.query,
        response: responses(e.generateCover.response, 400, 401, 403),
      },
    },
    async (request, reply) => {
      const { pdf, name } = await covers.template(request.query);
      reply.headers({
        'content-type': 'application/pdf',
        'content-disposition': contentDisposition(name, 'attachment'),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
      return reply.send(Buffer.from(pdf));
    },
  );
};
