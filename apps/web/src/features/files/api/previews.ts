import type { filesEndpoints, PreflightResult, PreviewInfo, ResponseOf } from '@quire/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { projectKey } from '../../../lib/project-query';
import { PreviewFailure, pollPreviewReady } from '../lib/preview-poll';
import { handled } from './files';

/** The preview calls of spec 1 §7 (contract F2): readiness, the reader's data, the current cover file. */

const projectPath = (id: string) => `/api/project/${encodeURIComponent(id)}`;

/** Under the project's key, so reloading the project after a check refreshes its previews. */
export const previewKey = (projectId: string, sample: boolean) =>
  [...projectKey(projectId), 'preview', sample ? 'sample' : 'interior'] as const;

/**
 * Waits for the preview to be ready (the status call, every 2 s, up to 60 tries), then fetches
 * `GET /api/project/{id}/preview` (or `preview_sample`). Rejects with a PreviewFailure.
 */
export async function fetchPreviewInfo(
  projectId: string,
  sample: boolean,
  signal?: AbortSignal,
): Promise<PreviewInfo> {
  const base = projectPath(projectId);
  const statusPath = `${base}/${sample ? 'sample' : 'ebook'}-preview-prefilght-status`;
  await pollPreviewReady({
    check: (s) =>
      api.get<ResponseOf<typeof filesEndpoints.ebookPreviewStatus>>(statusPath, {
        signal: s,
        onError: handled,
        // Polled: not the user's activity (decision 050).
        background: true,
      }),
    signal,
  });
  try {
    return await api.get<PreviewInfo>(`${base}/${sample ? 'preview_sample' : 'preview'}`, {
      signal,
      onError: handled,
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new PreviewFailure('web');
  }
}

/** The preview of a project's interior (or sample): polls readiness, then the reader's data. */
export const previewQuery = (projectId: string, sample = false) =>
  queryOptions<PreviewInfo, PreviewFailure>({
    queryKey: previewKey(projectId, sample),
    queryFn: ({ signal }) => fetchPreviewInfo(projectId, sample, signal),
    enabled: Boolean(projectId),
    retry: false,
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });

export function usePreviewInfo(projectId: string, sample = false) {
  return useQuery(previewQuery(projectId, sample));
}

/** `GET /api/project/preflightstatus`: the current file of an element (for the cover preview). */
export const preflightFileQuery = (projectId: string, elementType: 'FULL_COVER' | 'FRONT_COVER') =>
  queryOptions({
    queryKey: [...projectKey(projectId), 'preflight', elementType] as const,
    queryFn: ({ signal }) =>
      api.get<PreflightResult>('/api/project/preflightstatus', {
        query: { projectId, elementType },
        signal,
        onError: handled,
      }),
    enabled: Boolean(projectId),
    retry: false,
    staleTime: 30_000,
  });

export function usePreflightFile(projectId: string, elementType: 'FULL_COVER' | 'FRONT_COVER') {
  return useQuery(preflightFileQuery(projectId, elementType));
}

/**
 * Where the server serves an uploaded file: `/api/project/{id}/files/{fileId}/{name}` (contract E,
 * "file serving"); the name is the author's file name, encoded, and only labels the download.
 */
export function fileUrl(projectId: string, file: { id: string; originalName: string }): string {
  return `${projectPath(projectId)}/files/${encodeURIComponent(file.id)}/${encodeURIComponent(file.originalName || 'file')}`;
}

/** A path inside an EPUB joined to the reader's root address, keeping any #fragment. */
export function epubUrl(root: string, href: string): string {
  const base = root.endsWith('/') ? root : `${root}/`;
  return base + href.replace(/^\/+/, '');
}
