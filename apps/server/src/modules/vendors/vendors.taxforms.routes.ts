import multipart, { type MultipartFile } from '@fastify/multipart';
import {
  ADMIN_PERMISSION,
  AppError,
  appError,
  fieldError,
  success,
  TAX_FORM_MESSAGES,
  vendorsEndpoints,
} from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import { currentUser, requirePermission, requireUser } from '../access';
import type { VendorKeys } from './vendors.keys';
import { TAX_FORM_MAX_BYTES, type VendorTaxForms } from './vendors.taxforms';

const actorOf = (request: Parameters<typeof currentUser>[0]) => {
  const user = currentUser(request);
  return { customerId: user.customerId, email: user.email };
};
const { uploadTaxForm, uploadOwnTaxForm, enableTaxForm, reseal } = vendorsEndpoints;

/** The one file of a multipart request, read whole (at most TAX_FORM_MAX_BYTES), or a field error in words. */
async function readFile(request: { file(): Promise<MultipartFile | undefined> }) {
  try {
    const file = await request.file();
    if (!file) throw fieldError('file', TAX_FORM_MESSAGES.noFile);
    return { filename: file.filename, content: await file.toBuffer() };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError([
        { code: 'PAYLOAD_TOO_LARGE', description: TAX_FORM_MESSAGES.tooLarge, field: 'file' },
      ]);
    throw error;
  }
}

/**
 * POST /api/admin/file-upload and file-upload-enable (spec 3 §7 "Tax form"), administrators only;
 * POST /api/vendor/tax-form, the author's own signed form.
 */
export const vendorTaxFormRoutes: FastifyPluginAsyncZod<{
  taxForms: VendorTaxForms;
  keys?: VendorKeys;
}> = async (app, { taxForms, keys }) => {
  await app.register(multipart, {
    limits: { fileSize: TAX_FORM_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });
  const admin = requirePermission(ADMIN_PERMISSION);

  app.post(
    uploadTaxForm.path,
    {
      // The administrator is checked before a byte of the file is read.
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary:
          "Upload a vendor's W-8/W-9 (multipart: file, a PDF up to 10 MB); stored encrypted; W file status Submitted; audit-logged",
        consumes: ['multipart/form-data'],
        querystring: uploadTaxForm.query,
        response: responses(uploadTaxForm.response, 400, 401, 403, 404, 413),
      },
    },
    async (request) => {
      const file = await request.file();
      if (!file)
        throw appError('VALIDATION', { field: 'file', description: 'Please choose the tax form file.' });
      const content = await file.toBuffer();
      return success(
        await taxForms.upload(actorOf(request), request.query.vendorNumber, {
          filename: file.filename,
          content,
        }),
      );
    },
  );

  app.post(
    enableTaxForm.path,
    {
      preValidation: admin,
      schema: {
        tags: ['admin'],
        summary:
          'Put the uploaded tax form on file (W file status On File), with the W-8 expiry and exemption rate when given; audit-logged',
        querystring: enableTaxForm.query,
        body: enableTaxForm.body,
        response: responses(enableTaxForm.response, 400, 401, 403, 404),
      },
    },
    async (request) =>
      success(await taxForms.enable(actorOf(request), request.query.vendorNumber, request.body)),
  );

  app.post(
    uploadOwnTaxForm.path,
    {
      // The signed-in author is checked before a byte of the file is read.
      onRequest: requireUser,
      schema: {
        tags: ['vendor'],
        summary:
          "Upload the author's own signed W-8/W-9 (multipart: file, a PDF, PNG or JPEG up to 10 MB, checked by its content); taken where the vendor page asks for it, even while Pending; stored encrypted; W file status Submitted; answers the vendor info",
        consumes: ['multipart/form-data'],
        response: responses(uploadOwnTaxForm.response, 400, 401, 413),
      },
    },
    async (request) =>
      success(await taxForms.uploadByAuthor(request.userId as string, await readFile(request))),
  );

  if (keys) {
    app.post(
      reseal.path,
      {
        preValidation: admin,
        schema: {
          tags: ['admin'],
          summary:
            'End a data key rotation: re-encrypt every vendor secret and tax form still under a previous key with the current DATA_KEY; audit-logged',
          response: responses(reseal.response, 401, 403),
        },
      },
      async (request) => success(await keys.resealAll(actorOf(request))),
    );
  }
};
