import type { BodyOf, backlistEndpoints, ResponseOf } from '@quire/domain';
import type { QueryClient } from '@tanstack/react-query';
import { api, type ErrorHandler } from '../../../lib/api-client';
import { projectKey } from '../../../lib/project-query';

/** Backlist metadata (POST /api/project/load-bst-metadata): the retail catalogue's listing of the book's ISBN. */

type LoadMetadata = typeof backlistEndpoints.loadBacklistMetadata;
export type BacklistAnswer = ResponseOf<LoadMetadata>;
export type BacklistChangeItem = BacklistAnswer['changes'][number];
export type BacklistFieldName = BacklistChangeItem['field'];

const PATH = '/api/project/load-bst-metadata';

export const backlistKey = (projectId: string, isbn: string | null) => ['backlist', projectId, isbn] as const;

/** What the listing would change, field by field; nothing is written. */
export function previewBacklist(projectId: string, onError?: ErrorHandler): Promise<BacklistAnswer> {
  const body: BodyOf<LoadMetadata> = { projectId };
  return api.post<BacklistAnswer>(PATH, body, { onError });
}

/**
 * Loads the accepted fields as one save; the saved project replaces the cached one, so the builder
 * shows it at once (as a step's own save does).
 */
export async function applyBacklist(
  client: QueryClient,
  projectId: string,
  apply: BacklistFieldName[],
  onError?: ErrorHandler,
): Promise<BacklistAnswer> {
  const body: BodyOf<LoadMetadata> = { projectId, apply };
  const answer = await api.post<BacklistAnswer>(PATH, body, { onError });
  if (answer.project) client.setQueryData(projectKey(projectId), answer.project);
  return answer;
}
