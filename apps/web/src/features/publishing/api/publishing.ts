import type { Project } from '@quire/domain';
import { api, type ErrorHandler } from '../../../lib/api-client';

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
