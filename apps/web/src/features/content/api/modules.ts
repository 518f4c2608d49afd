import {
  AppError,
  type accountsEndpoints,
  type BodyOf,
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_IMAGE_TYPES,
  CSRF_FORM_FIELD,
  type contentModulesEndpoints,
  CONTENT_MESSAGES as M,
  type QueryOf,
  type ResponseOf,
  type SiteModule,
} from '@quire/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, CSRF_TOKEN_PATH, type ErrorHandler } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/upload';

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

/**
 * POST one image as multipart/form-data (the CSRF token in the body as `authenticityToken` and
 * in the header, then the file as "file"), with XMLHttpRequest because fetch cannot report upload
 * progress (lib/upload.ts). Answers the stored, re-encoded image; a refusal rejects with the
 * server's items as an AppError (the caller shows them beside the control), a network failure with
 * UNEXPECTED. A file of another type or over 5 MB is refused here, in the server's words, before it
 * is sent.
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
  return uploadWithProgress<UploadedImage>({
    path,
    body,
    token,
    tooLarge: () => refusal(M.imageTooLarge, 413),
    ...(onProgress ? { onProgress } : {}),
    ...(signal ? { signal } : {}),
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
