import { CSRF_FORM_FIELD, type ElementType, type filesEndpoints, type ResponseOf } from '@quire/domain';
import { uploadWithProgress } from '../../../lib/upload';
import type { UploadRequest } from '../lib/upload-request';
import { csrfToken } from './files';

/** What an upload answers: the new file's preflight status, from which polling starts. */
export type UploadReply = ResponseOf<typeof filesEndpoints.upload>;

/** POST upload, or uploadSample for a sample (spec 1 §7). */
export const uploadPath = (elementType: ElementType) =>
  elementType === 'SAMPLE' ? '/api/project/uploadSample' : '/api/project/upload';

/**
 * The multipart body in the order the server streams it: the fields first, then the file, so
 * the server knows what it receives before the bytes arrive.
 */
export function uploadForm(projectId: string, elementType: ElementType, token: string, file: File) {
  const form = new FormData();
  form.append('projectElementType', elementType);
  form.append('projectId', projectId);
  form.append(CSRF_FORM_FIELD, token);
  form.append('file', file, file.name);
  return form;
}

/**
 * Sends a file (XMLHttpRequest, for its progress; lib/upload.ts) and answers the envelope's
 * payload; a failed envelope rejects with its errors as an AppError, a network failure with
 * UNEXPECTED, an abort with an AbortError.
 */
export async function uploadFile(req: UploadRequest): Promise<UploadReply> {
  const token = await csrfToken();
  return uploadWithProgress<UploadReply>({
    path: uploadPath(req.elementType),
    body: uploadForm(req.projectId, req.elementType, token, req.file),
    token,
    ...(req.onProgress ? { onProgress: req.onProgress } : {}),
    ...(req.signal ? { signal: req.signal } : {}),
  });
}
