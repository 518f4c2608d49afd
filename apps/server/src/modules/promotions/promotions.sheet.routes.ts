import multipart from '@fastify/multipart';
import {
  ADMIN_PERMISSION,
  AppError,
  promotionSheetsEndpoints as e,
  PROMO_MESSAGES as M,
  PROMO_SHEET_MAX_BYTES,
  success,
} from '@quire/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { failureSchema, responses } from '../../plugins/envelope';
import { currentUser, requirePermission, requireUser } from '../access';
import type { PromoSheets } from './promotions.sheet';
import { tooLarge } from './promotions.sheet-reader';

/** The one file of the multipart body, read whole (at most PROMO_SHEET_MAX_BYTES), or a field error in words. */
async function readSheet(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (!file) throw new AppError([{ code: 'VALIDATION', field: 'file', description: M.sheetNoFile }]);
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
}

/** The report's 200, documented as CSV under its media type (never serialised as JSON), failures as the envelope. */
function csvResponses(...failureStatuses: number[]) {
  const out: Record<number, unknown> = {
    200: {
      description: "The promotion's requests as a CSV attachment ({promotion name}.csv)",
      content: { 'text/csv': { schema: e.exportReport.response } },
    },
  };
  for (const status of failureStatuses) out[status] = failureSchema;
  return out as Record<number, z.ZodType>;
}

/** uploadPromoSheet under /api/project (spec 1 §7) and export-report-promotion under /api/admin (spec 3 §7). */
export const promoSheetRoutes: FastifyPluginAsyncZod<{ sheets: PromoSheets }> = async (app, { sheets }) => {
  await app.register(multipart, {
    limits: { fileSize: PROMO_SHEET_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
  });

  app.post(
    e.upload.path,
    {
      // Signed in before a byte of the file is read.
      onRequest: requireUser,
      schema: {
        tags: ['promotions'],
        summary:
          'Nominates the titles of a spreadsheet (multipart: file, XLSX or UTF-8 CSV up to 2 MB and 500 rows) for one promotion, all or none',
        description:
          'id is the promotion definition. The first row names the columns (any case): ean, promoPrice, startDate and endDate (MM/DD/YYYY), flexDate (true/false), additionalComments; only ean is required. The file is judged by its content, not its name (415 for anything else, 413 past 2 MB); formulas are refused, never evaluated. Publishers with merchandising nominate their own titles, and a contributor acting for one with Manage promotion the author’s (vendorNumber is not read); administrators name the publisher with vendorNumber (required). Every row passes the rules of submit-promo, and a title named twice is refused on its second row: any problem answers 400 with one error per problem, field "rows.{row}.{field}" and description "Row {row}: {message}" (the header is row 1), and nothing is saved. Otherwise every row is saved in one transaction and the answer lists the new requests.',
        consumes: ['multipart/form-data'],
        querystring: e.upload.query,
        response: responses(e.upload.response, 400, 401, 403, 404, 409, 413, 415),
      },
    },
    async (request) =>
      success(await sheets.upload(currentUser(request), request.query, () => readSheet(request))),
  );

  app.get(
    e.exportReport.path,
    {
      preValidation: requirePermission(ADMIN_PERMISSION),
      schema: {
        tags: ['admin'],
        summary: "Administrators: a promotion's requests as a CSV download; audit-logged",
        description:
          'Every request of the definition promoDefinitionId, oldest submission first: ID, Status, Submitted (MM/DD/YYYY), Author, Vendor Number, EAN, Title, Regular Price, Promo Price, Preferred Start, Preferred End, Flexible, Start, End, Decline Reason, Additional Comments (as plain text). A cell that starts with =, +, - or @ is written with a leading single quote so a spreadsheet program does not run it. UTF-8 with a byte-order mark; an unknown definition answers 404.',
        querystring: e.exportReport.query,
        response: csvResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const report = await sheets.exportReport(
        { customerId: user.customerId, email: user.email },
        request.query.promoDefinitionId,
      );
      return reply
        .headers({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${report.fileName}"`,
          'x-content-type-options': 'nosniff',
          'cache-control': 'private, no-store',
        })
        .send(report.csv);
    },
  );
};
