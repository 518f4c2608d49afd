import type { BodyOf, Project, projectsEndpoints, SavedProject } from '@quire/domain';
import type { QueryClient } from '@tanstack/react-query';
import { api, type ErrorHandler } from '../../../lib/api-client';
import { invalidateProject, projectKey } from '../../../lib/project-query';
import { printQuoteKey } from './quotes';

/** The book builder's project calls (spec 1 §7); the project query itself is shared (lib/project-query). */

/**
 * The save body: `id` absent creates, present updates; any editable field of the project.
 * Categories go as ids (or as the project answers them): the server fills crumbs and BISAC codes
 * from the catalog.
 */
export type ProjectPatch = BodyOf<typeof projectsEndpoints.save>;

/**
 * POST /api/project. The answer is the saved project with its fresh print quote (null for an
 * eBook or an incomplete print specification): the project replaces the cached one, and the quote
 * seeds the pricing step's query for the saved price, so a price edit costs this one request.
 */
export async function saveProject(
  client: QueryClient,
  patch: ProjectPatch,
  onError?: ErrorHandler,
): Promise<Project> {
  const { printQuote, ...saved } = await api.post<SavedProject>('/api/project', patch, { onError });
  client.setQueryData(projectKey(saved.id), saved);
  if (printQuote) {
    client.setQueryData(printQuoteKey(saved.id, saved.listPrice, saved.updatedAt), printQuote);
  }
  return saved;
}

/** POST acknowledgePageCountChanged {projectId}, then the project reloads without the notice. */
export async function acknowledgePageCount(client: QueryClient, projectId: string) {
  const body: BodyOf<typeof projectsEndpoints.acknowledgePageCountChanged> = { projectId };
  await api.post<Project>('/api/project/acknowledgePageCountChanged', body);
  await invalidateProject(client, projectId);
}
