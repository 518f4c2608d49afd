import {
  type ApiErrorItem,
  AppError,
  type accountsEndpoints,
  CSRF_HEADER,
  errorDefinition,
  isFailure,
  PROMO_MESSAGES as M,
  PROMO_SHEET_MAX_BYTES,
  promotionSheetsEndpoints,
  type ResponseOf,
  UNEXPECTED,
} from '@quire/domain';
import { api, CSRF_TOKEN_PATH } from '../../../lib/api-client';

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

const failure = (code: string, status: number) =>
  new AppError([{ code, description: errorDefinition(code).message }], status);

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
 * POST uploadPromoSheet with XMLHttpRequest (fetch cannot report upload progress): the file is
 * the multipart body's one field. Answers the saved requests; a failed envelope rejects with its
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
  return new Promise<SheetUploadReply>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', uploadSheetPath(definitionId, vendorNumber));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(failure(UNEXPECTED, 0));
    xhr.onload = () => {
      let reply: { code?: string | null; payload?: unknown; errors?: ApiErrorItem[] | null } | null;
      try {
        reply = JSON.parse(xhr.responseText);
      } catch {
        reply = null;
      }
      // A proxy in front of the server may refuse a large body with a page of its own.
      if ((!reply || typeof reply !== 'object') && xhr.status === 413) return reject(tooLarge());
      if (!reply || typeof reply !== 'object') return reject(failure('0', xhr.status));
      if (isFailure(reply)) {
        const items = reply.errors?.length
          ? reply.errors
          : [{ code: String(reply.code), description: errorDefinition(String(reply.code)).message }];
        return reject(new AppError(items, xhr.status));
      }
      if (xhr.status >= 400 && reply.code == null) return reject(failure('0', xhr.status));
      onProgress?.(100);
      resolve(reply.payload as SheetUploadReply);
    };
    xhr.send(body);
  });
}
