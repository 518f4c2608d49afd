import type {
  BodyOf,
  cartEndpoints,
  HistoryEntry,
  Project,
  projectsEndpoints,
  publishingEndpoints,
  ResponseOf,
} from '@quire/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, type ErrorHandler } from '../../../lib/api-client';

export type { HistoryEntry };

/** The publishing calls of spec 1 §7 (prefix /api/project). */
export type SaleStatusBody = BodyOf<typeof publishingEndpoints.setSaleStatus>;

export function setSaleStatus(body: SaleStatusBody, onError?: ErrorHandler) {
  return api.put<Project>('/api/project/setsalestatus', body, { onError });
}

export function requestCorrection(id: string, onError?: ErrorHandler) {
  const body: BodyOf<typeof publishingEndpoints.requestCorrection> = { id };
  return api.post<Project>('/api/project/requestCorrection', body, { onError });
}

export function setStatus(
  id: string,
  status: BodyOf<typeof projectsEndpoints.setStatus>['status'],
  onError?: ErrorHandler,
) {
  const body: BodyOf<typeof projectsEndpoints.setStatus> = { id, status };
  return api.put<Project>('/api/project/setstatus', body, { onError });
}

/**
 * What keeps the book from going on sale, as the server answers it (the list setsalestatus refuses
 * with, the vendor's account among it). `version` (the project's updatedAt) in the key reads it
 * again whenever the book changes; it is also read again each time the summary opens.
 */
export const readinessQuery = (id: string, version: string) =>
  queryOptions({
    queryKey: ['project', id, 'readiness', version] as const,
    queryFn: ({ signal }) =>
      api.get<ResponseOf<typeof publishingEndpoints.readiness>>(
        `/api/project/${encodeURIComponent(id)}/readiness`,
        { signal },
      ),
  });

/** A book's history; `status` in the key reads it again whenever the book's status changes. */
export const historyQuery = (id: string, status: string) =>
  queryOptions({
    queryKey: ['project', id, 'history', status] as const,
    queryFn: ({ signal }) =>
      api.get<HistoryEntry[]>(`/api/project/${encodeURIComponent(id)}/history`, { signal }),
  });

/** Puts one copy (or one proof, not for resale) of the book in the cart (POST /api/cart/add). */
export function addToCart(
  projectId: string,
  itemType: BodyOf<typeof cartEndpoints.add>['itemType'],
  onError?: ErrorHandler,
) {
  const body: BodyOf<typeof cartEndpoints.add> = { projectId, quantity: 1, itemType };
  return api.post<ResponseOf<typeof cartEndpoints.add>>('/api/cart/add', body, { onError });
}
