import {
  type ApiErrorItem,
  AppErrorBase,
  CSRF_HEADER,
  errorDefinition,
  isFailure,
  UNEXPECTED,
} from '@quire/domain';
import { SESSION_ROTATED_RETRY_MS } from './api-client';

/** One multipart upload: where, its body, its CSRF token, and how the screen follows it. */
export interface UploadSend {
  path: string;
  body: FormData;
  /** The session's CSRF token, sent in the header (and by some calls in the body too). */
  token: string;
  /** 0–100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** The failure to answer when a proxy in front of the server refuses the body as too large. */
  tooLarge?: () => AppErrorBase;
}

const failure = (code: string, status: number) =>
  new AppErrorBase([{ code, description: errorDefinition(code).message }], status);

/** One XMLHttpRequest (fetch cannot report upload progress); the envelope's payload, or its failure. */
function sendOnce<T>(u: UploadSend): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', u.path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(CSRF_HEADER, u.token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) u.onProgress?.(Math.round((e.loaded / e.total) * 100));
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
      const envelope = reply && typeof reply === 'object' ? reply : null;
      // A proxy in front of the server may refuse a large body with a page of its own.
      if (!envelope && xhr.status === 413 && u.tooLarge) return reject(u.tooLarge());
      if (!envelope) return reject(failure('0', xhr.status));
      if (isFailure(envelope)) {
        const items = envelope.errors?.length
          ? envelope.errors
          : [{ code: String(envelope.code), description: errorDefinition(String(envelope.code)).message }];
        return reject(new AppErrorBase(items, xhr.status));
      }
      if (xhr.status >= 400 && envelope.code == null) return reject(failure('0', xhr.status));
      u.onProgress?.(100);
      resolve(envelope.payload as T);
    };
    if (u.signal) {
      if (u.signal.aborted) return xhr.abort();
      u.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(u.body);
  });
}

/**
 * Sends a multipart upload and answers the envelope's payload; a failed envelope rejects with its
 * errors as an AppError, a network failure with UNEXPECTED, an abort with an AbortError. Sent with
 * the cookie's previous id just after the session got a new one (SESSION_ROTATED: nothing was
 * done), it goes once more, as the API client's calls do (decision 050); the CSRF token stays good.
 */
export async function uploadWithProgress<T>(u: UploadSend): Promise<T> {
  try {
    return await sendOnce<T>(u);
  } catch (e) {
    if (!(e instanceof AppErrorBase && e.code === 'SESSION_ROTATED') || u.signal?.aborted) throw e;
    await new Promise((resolve) => setTimeout(resolve, SESSION_ROTATED_RETRY_MS));
    u.onProgress?.(0);
    return sendOnce<T>(u);
  }
}
