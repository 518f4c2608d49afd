import {
  AppError,
  type accountsEndpoints,
  PROMO_MESSAGES as M,
  PROMO_SHEET_MAX_BYTES,
  promotionSheetsEndpoints,
  type ResponseOf,
} from '@quire/domain';
import { api, CSRF_TOKEN_PATH } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/upload';

/**
 * Nominations by spreadsheet (uploadPromoSheet) and the administrators' report of a promotion's
 * requests (export-report-promotion).
 */

type Sheets = typeof promotionSheetsEndpoints;

export { PROMO_SHEET_COLUMNS } from '@quire/domain';
export type SheetUploadReply = ResponseOf<Sheets['upload']>;

/** The report is a CSV attachment, not an envelope: a link downloads it with the session cookie. */
export const exportReportHref = (promoDefinitionId: string) =>
  `${promotionSheetsEndpoints.exportReport.path}?${new URLSearchParams({ promoDefinitionId })}`;

/** The promotion is `id`; administrators name the publisher with `vendorNumber`. */
export const uploadSheetPath = (definitionId: string, vendorNumber?: string) => {
  const params = new URLSearchParams({ id: definitionId });
  if (vendorNumber) params.set('vendorNumber', vendorNumber);
  return `${promotionSheetsEndpoints.upload.path}?${params}`;
};

const tooLarge = () =>
  new AppError(
    [
      {
        code: 'PAYLOAD_TOO_LARGE',
        field: 'file',
        description: M.sheetTooLarge(PROMO_SHEET_MAX_BYTES / 2 ** 20),
      },
    ],
    413,
  );

/**
 * POST uploadPromoSheet with XMLHttpRequest (fetch cannot report upload progress; lib/upload.ts):
 * the file is the multipart body's one field. Answers the saved requests; a failed envelope rejects with its
 * errors as an AppError (the rows' "Row 3: …" among them), a network failure with UNEXPECTED.
 * The failures are the caller's to show: the rows' errors belong beside the upload, not in a dialog.
 */
export async function uploadPromoSheet(
  definitionId: string,
  vendorNumber: string | undefined,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<SheetUploadReply> {
  // Refused here rather than after sending megabytes the server would refuse with the same words.
  if (file.size > PROMO_SHEET_MAX_BYTES) throw tooLarge();
  const { token } = await api.get<ResponseOf<typeof accountsEndpoints.csrfToken>>(CSRF_TOKEN_PATH, {
    onError: () => true,
  });
  const body = new FormData();
  body.append('file', file, file.name);
  return uploadWithProgress<SheetUploadReply>({
    path: uploadSheetPath(definitionId, vendorNumber),
    body,
    token,
    tooLarge,
    ...(onProgress ? { onProgress } : {}),
  });
}
