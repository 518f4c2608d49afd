import type { HistoryEntry, Project } from '@quire/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, type ErrorHandler } from '../../../lib/api-client';

export type { HistoryEntry };

/** The publishing calls of spec 1 §7 (prefix /api/project). */
export interface SaleStatusBody {
  id: string;
  onSale: boolean;
  finalContents?: boolean;
  overridePromoWarning?: boolean;
}

export function setSaleStatus(body: SaleStatusBody, onError?: ErrorHandler) {
  return api.put<Project>('/api/project/setsalestatus', body, { onError });
}

export function requestCorrection(id: string, onError?: ErrorHandler) {
  return api.post<Project>('/api/project/requestCorrection', { id }, { onError });
}

export function setStatus(id: string, status: 'EDIT' | 'ORDER', onError?: ErrorHandler) {
  return api.put<Project>('/api/project/setstatus', { id, status }, { onError });
}

/** A book's history; `status` in the key reads it again whenever the book's status changes. */
export const historyQuery = (id: string, status: string) =>
  queryOptions({
    queryKey: ['project', id, 'history', status] as const,
    queryFn: ({ signal }) =>
      api.get<HistoryEntry[]>(`/api/project/${encodeURIComponent(id)}/history`, { signal }),
  });
