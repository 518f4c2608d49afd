import {
  type ApiErrorItem,
  AppError,
  CSRF_FORM_FIELD,
  CSRF_HEADER,
  type ElementType,
  errorDefinition,
  type filesEndpoints,
  isFailure,
  type ResponseOf,
  UNEXPECTED,
} from '@quire/domain';
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

const failure = (code: string, status: number) =>
  new AppError([{ code, description: errorDefinition(code).message }], status);

/**
 * Sends a file with XMLHttpRequest (fetch cannot report upload progress) and answers the
 * envelope's payload; a failed envelope rejects with its errors as an AppError, a network
 * failure with UNEXPECTED, an abort with an AbortError.
 */
export async function uploadFile(req: UploadRequest): Promise<UploadReply> {
  const token = await csrfToken();
  const body = uploadForm(req.projectId, req.elementType, token, req.file);
  return new Promise<UploadReply>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', uploadPath(req.elementType));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) req.onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(failure(UNEXPECTED, 0));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    xhr.onload = () => {
      let reply: { code?: string | null; payload?: unknown; errors?: ApiErrorItem[] | null } | null;
      try {
        reply = JSON.parse(xhr.responseText);
      } catch {
        reply = null;
      }
      if (!reply || typeof reply !== 'object') return reject(failure('0', xhr.status));
      if (isFailure(reply)) {
        const items = reply.errors?.length
          ? reply.errors
          : [{ code: String(reply.code), description: errorDefinition(String(reply.code)).message }];
        return reject(new AppError(items, xhr.status));
      }
      if (xhr.status >= 400 && reply.code == null) return reject(failure('0', xhr.status));
      req.onProgress?.(100);
      resolve(reply.payload as UploadReply);
    };
    if (req.signal) {
      if (req.signal.aborted) return xhr.abort();
      req.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(body);
  });
}
