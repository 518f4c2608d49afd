import { z } from 'zod';
import { PROMO_SHEET_MAX_ROWS } from '../promotions/types';
import { optionalParam } from './common';
import { endpoint } from './endpoint';
import { promoRequestSchema } from './promotions';

// Nominations by spreadsheet (spec 1 §7 "uploadPromoSheet") and the administrators' report of a
// promotion's requests (spec 3 §7 "export-report-promotion"). The upload answers the envelope; the
// report is a CSV attachment, never an envelope.

/** The columns a spreadsheet of nominations names in its first row (any case, any order). */
export const PROMO_SHEET_COLUMNS = [
  'ean',
  'promoPrice',
  'startDate',
  'endDate',
  'flexDate',
  'additionalComments',
] as const;

/** A promotion's report: one CSV row per request, UTF-8, the header row first. */
export const promoReportSchema = z
  .string()
  .describe(
    'CSV (UTF-8): ID, Status, Submitted, Author, Vendor Number, EAN, Title, Regular Price, Promo Price, Preferred Start, Preferred End, Flexible, Start, End, Decline Reason, Additional Comments',
  );

export const promotionSheetsEndpoints = {
  upload: endpoint({
    method: 'POST',
    path: '/api/project/uploadPromoSheet',
    query: z.object({
      id: z.string().max(100).describe('The promotion definition the rows nominate for'),
      vendorNumber: optionalParam(z.string().max(40)).describe(
        "Administrators (required): the publisher whose titles the rows name; publishers' own is used",
      ),
    }),
    response: z.object({
      saved: z.number().int().max(PROMO_SHEET_MAX_ROWS),
      promos: z.array(promoRequestSchema),
    }),
  }),
  exportReport: endpoint({
    method: 'GET',
    path: '/api/admin/export-report-promotion',
    query: z.object({ promoDefinitionId: z.string().max(100) }),
    response: promoReportSchema,
  }),
} as const;
