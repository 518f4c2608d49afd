import multipart from '@fastify/multipart';
import { filesEndpoints as e, success, type UploadLimits } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertCsrfToken } from '../../plugins/csrf';
import { responses } from '../../plugins/envelope';
import { currentUser, requireUser } from '../access';
import type { FilesService } from './files.service';
import { largestUpload } from './files.upload';

const tags = ['files'];

/** The files calls of spec 1 §7 under /api/project (file serving and covers: files.serve.routes.ts). */
export const filesRoutes: FastifyPluginAsyncZod<{ files: FilesService; limits: UploadLimits }> = async (
  app,
  { files, limits },
) => {
  // Streamed: nothing is buffered; one file, a few short fields; the size is enforced while storing.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: largestUpload(limits) + 1,
      files: 1,
      fields: 10,
      parts: 12,
      fieldSize: 1024,
      fieldNameSize: 100,
      headerPairs: 100,
    },
  });

  for (const [upload, sample] of [
    [e.upload, false],
    [e.uploadSample, true],
  ] as const) {
    app.post(
      upload.path,
      {
        // Signed in before a byte of the body is read; the CSRF token is a form field.
        onRequest: requireUser,
        config: { csrf: 'route' },
        schema: {
          tags,
          summary: sample
            ? 'Upload a custom eBook sample (multipart: file, projectId, authenticityToken); queues its preflight'
            : 'Upload an interior or cover (multipart: file, projectElementType, projectId, authenticityToken); queues its preflight',
          consumes: ['multipart/form-data'],
          response: responses(upload.response, 400, 401, 403, 404, 413, 415),
        },
      },
      async (request) =>
        success(
          await files.upload(currentUser(request), {
            parts: request.parts(),
            checkCsrf: (token) => assertCsrfToken(request, token),
            sample,
          }),
        ),
    );
  }

  app.get(
    e.preflightStatus.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "The preflight of an element's current file: status, conversion, findings, progress",
        querystring: e.preflightStatus.query,
        response: responses(e.preflightStatus.response, 400, 401, 404),
      },
    },
    async (request) =>
      success(await files.status(currentUser(request), request.query.projectId, request.query.elementType)),
  );

  app.post(
    e.approve.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Approve the interior (converted, passed) or the full cover (passed, interior approved)',
        body: e.approve.body,
        response: responses(e.approve.response, 400, 401, 404, 409),
      },
    },
    async (request) =>
      success(await files.approve(currentUser(request), request.body.projectId, request.body.elementType)),
  );

  app.post(
    e.approveSample.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Approve the eBook sample (a custom or selected sample must have passed its preflight)',
        body: e.approveSample.body,
        response: responses(e.approveSample.response, 400, 401, 404, 409),
      },
    },
    async (request) => success(await files.approveSample(currentUser(request), request.body.projectId)),
  );

  app.post(
    e.spine.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          'Separate covers: compose front, spine (#RRGGBB) and back into a new full cover and check it',
        body: e.spine.body,
        response: responses(e.spine.response, 400, 401, 404, 409),
      },
    },
    async (request) =>
      success(await files.spine(currentUser(request), request.body.projectId, request.body.spineColor)),
  );

  for (const [preview, sample] of [
    [e.preview, false],
    [e.previewSample, true],
  ] as const) {
    app.get(
      preview.path,
      {
        preValidation: requireUser,
        schema: {
          tags,
          summary: sample
            ? 'What the sample reader needs: its address, spine and table of contents'
            : 'What the interior preview needs: EPUB reader root with spine and TOC, or the PDF and its page count',
          params: preview.params,
          response: responses(preview.response, 401, 404),
        },
      },
      async (request) => success(await files.preview(currentUser(request), request.params.id, sample)),
    );
  }

  for (const [status, sample] of [
    [e.ebookPreviewStatus, false],
    [e.samplePreviewStatus, true],
  ] as const) {
    app.get(
      status.path,
      {
        preValidation: requireUser,
        schema: {
          tags,
          summary: `The preflight status the ${sample ? 'sample' : 'eBook'} preview polls (every 2 s, up to 60 tries)`,
          params: status.params,
          querystring: status.query,
          response: responses(status.response, 401, 404),
        },
      },
      async (request) => success(await files.previewStatus(currentUser(request), request.params.id, sample)),
    );
  }
};
