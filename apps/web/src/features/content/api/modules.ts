import {
  type ApiErrorItem,
  AppError,
  type accountsEndpoints,
  type BodyOf,
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_IMAGE_TYPES,
  CSRF_FORM_FIELD,
  CSRF_HEADER,
  type contentModulesEndpoints,
  errorDefinition,
  isFailure,
  CONTENT_MESSAGES as M,
  type QueryOf,
  type ResponseOf,
  type SiteModule,
  UNEXPECTED,
} from '@quire/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, CSRF_TOKEN_PATH, type ErrorHandler } from '../../../lib/api-client';

/**
 * The administrators' site modules (spec 3 §3 "Banner and site module", §7 "Site modules and
 * banners"): the list by type, one module, where modules show, save, delete, and the image upload
 * the modules and the banners share (the server re-encodes the image and names the stored file).
 */

type Modules = typeof contentModulesEndpoints;

export type { SiteModule };
/** A page of site-modules as the screen asks it (every field sent; no type: every type). */
export type ModulesQuery = Record<
  Extract<keyof QueryOf<Modules['modules']>, 'moduleType'>,
  string | undefined
> &
  Record<Extract<keyof QueryOf<Modules['modules']>, 'pageNumber' | 'recordsPerPage'>, number>;
export type ModulesPage = ResponseOf<Modules['modules']>;
export type ModuleDisplayQuery = QueryOf<Modules['moduleDisplay']>;
/** What site-module-create takes: with an id it replaces that module. */
export type ModuleInput = BodyOf<Modules['moduleCreate']>['module'];
/** A stored image as an upload answers it: refer to it by `filePath`, show it from `url`. */
export type UploadedImage = ResponseOf<Modules['moduleImageUpload']>;

export const moduleKeys = {
  all: ['admin', 'site-modules'] as const,
  list: (q: ModulesQuery) => ['admin', 'site-modules', 'list', q] as const,
  one: (id: string) => ['admin', 'site-modules', 'one', id] as const,
  display: (q: ModuleDisplayQuery) => ['admin', 'site-modules', 'display', q] as const,
};

export const modulesQuery = (q: ModulesQuery) =>
  queryOptions({
    queryKey: moduleKeys.list(q),
    queryFn: ({ signal }) => api.get<ModulesPage>('/api/admin/site-modules', { query: q, signal }),
    placeholderData: keepPreviousData,
  });

/** One module to edit; `onError` may say a 404 on the page itself. */
export const moduleQuery = (id: string, onError?: ErrorHandler) =>
  queryOptions({
    queryKey: moduleKeys.one(id),
    queryFn: ({ signal }) =>
      api
        .get<ResponseOf<Modules['module']>>('/api/admin/site-module', { query: { id }, signal, onError })
        .then((p) => p.module),
  });

/** The modules of a type an author sees on a page now, in their order (site-module-display). */
export const moduleDisplayQuery = (q: ModuleDisplayQuery) =>
  queryOptions({
    queryKey: moduleKeys.display(q),
    queryFn: ({ signal }) =>
      api
        .get<ResponseOf<Modules['moduleDisplay']>>('/api/admin/site-module-display', { query: q, signal })
        .then((p) => p.modules),
  });

/** POST site-module-create: creates (no id) or replaces a module; answers it as saved. */
export function saveModule(module: ModuleInput, onError?: ErrorHandler) {
  const body: BodyOf<Modules['moduleCreate']> = { module };
  return api
    .post<ResponseOf<Modules['moduleCreate']>>('/api/admin/site-module-create', body, { onError })
    .then((p) => p.module);
}

/** DELETE site-modules-delete (the id in the query string). */
export function deleteModule(id: string, onError?: ErrorHandler) {
  return api.delete<ResponseOf<Modules['modulesDelete']>>('/api/admin/site-modules-delete', {
    query: { id },
    onError,
  });
}

const refusal = (description: string, status: number) =>
  new AppError([{ code: 'VALIDATION_ERROR', field: 'file', description }], status);
const failure = (code: string, status: number) =>
  new AppError([{ code, description: errorDefinition(code).message }], status);

/**
 * POST one image as multipart/form-data (the CSRF token in the body as `authenticityToken` and
 * in the header, then the file as "file"), with XMLHttpRequest because fetch cannot report upload
 * progress. Answers the stored, re-encoded image; a refusal rejects with the server's items as an
 * AppError (the caller shows them beside the control), a network failure with UNEXPECTED. A file
 * of another type or over 5 MB is refused here, in the server's words, before it is sent.
 */
export async function uploadContentImage(
  path: string,
  file: File,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadedImage> {
  // The server judges the content; a type the browser names and no image type is refused here.
  if (file.type && !(CONTENT_IMAGE_TYPES as readonly string[]).includes(file.type))
    throw refusal(M.imageNotImage, 415);
  if (file.size > CONTENT_IMAGE_MAX_BYTES) throw refusal(M.imageTooLarge, 413);
  const { token } = await api.get<ResponseOf<typeof accountsEndpoints.csrfToken>>(CSRF_TOKEN_PATH, {
    onError: () => true,
  });
  const body = new FormData();
  body.append(CSRF_FORM_FIELD, token);
  body.append('file', file, file.name);
  return new Promise<UploadedImage>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(Math.round((e.loaded / e.total) * 100));
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
      // A proxy in front of the server may refuse a large body with a page of its own.
      if ((!reply || typeof reply !== 'object') && xhr.status === 413)
        return reject(refusal(M.imageTooLarge, 413));
      if (!reply || typeof reply !== 'object') return reject(failure('0', xhr.status));
      if (isFailure(reply)) {
        const items = reply.errors?.length
          ? reply.errors
          : [{ code: String(reply.code), description: errorDefinition(String(reply.code)).message }];
        return reject(new AppError(items, xhr.status));
      }
      if (xhr.status >= 400 && reply.code == null) return reject(failure('0', xhr.status));
      onProgress?.(100);
      resolve(reply.payload as UploadedImage);
    };
    if (signal) {
      if (signal.aborted) return xhr.abort();
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(body);
  });
}

/** An image upload as the image control calls it: the file, its progress in percent, a cancel signal. */
export type ImageUploader = (
  file: File,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
) => Promise<UploadedImage>;

/** POST site-module-image-upload. */
export const uploadModuleImage: ImageUploader = (file, onProgress, signal) =>
  uploadContentImage('/api/admin/site-module-image-upload', file, onProgress, signal);
