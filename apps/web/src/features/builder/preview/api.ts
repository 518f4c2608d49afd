import { type AppError, clientHandling, type PreflightResult, type PreviewInfo } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PreviewFailure, pollPreviewReady } from './poll';

const projectPath = (id: string) => `/api/project/${encodeURIComponent(id)}`;

export const previewKey = (projectId: string, sample: boolean) =>
  ['project', projectId, 'preview', sample ? 'sample' : 'interior'] as const;

/**
 * Our own screen explains a failed preview, so the "Oops!" dialog stays away; a session that
 * ended or a removed contributor still goes through the central handling.
 */
function handleHere(error: AppError): boolean {
  const first = error.items[0];
  if (!first) return true;
  const how = clientHandling(first);
  return !(how === 'session-expired' || how === 'contributor-removed' || how === 'unauthorized');
}

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
    check: (s) => api.get<unknown>(statusPath, { signal: s, onError: handleHere }),
    signal,
  });
  try {
    return await api.get<PreviewInfo>(`${base}/${sample ? 'preview_sample' : 'preview'}`, {
      signal,
      onError: handleHere,
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new PreviewFailure('web');
  }
}

/** The preview of a project's interior (or sample): polls readiness, then the reader's data. */
export function usePreviewInfo(projectId: string, sample = false) {
  return useQuery<PreviewInfo, PreviewFailure>({
    queryKey: previewKey(projectId, sample),
    queryFn: ({ signal }) => fetchPreviewInfo(projectId, sample, signal),
    enabled: Boolean(projectId),
    retry: false,
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });
}

/** `GET /api/project/preflightstatus`: the current file of an element (for the cover preview). */
export function usePreflightFile(projectId: string, elementType: 'FULL_COVER' | 'FRONT_COVER') {
  return useQuery({
    queryKey: ['project', projectId, 'preflight', elementType] as const,
    queryFn: ({ signal }) =>
      api.get<PreflightResult>('/api/project/preflightstatus', {
        query: { projectId, elementType },
        signal,
        onError: handleHere,
      }),
    enabled: Boolean(projectId),
    retry: false,
    staleTime: 30_000,
  });
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
