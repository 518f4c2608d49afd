import { z } from 'zod';
import type { HistoryEntry } from '../projects/publishing';
import { READINESS_CODES, type ReadinessItem } from '../projects/readiness';
import { idParams } from './common';
import { conforming } from './conforms';
import { endpoint } from './endpoint';
import { projectSchema } from './projects';

// The publishing calls of spec 1 §7 (setsalestatus, requestCorrection) and a book's history.

export const historyEntrySchema = conforming<HistoryEntry>()(
  z
    .object({
      id: z.string(),
      projectId: z.string(),
      event: z.string(),
      actorKind: z.string(),
      actorCustomerId: z.string().nullable(),
      detail: z.record(z.string(), z.unknown()),
      at: z.string(),
    })
    .describe('HistoryEntry'),
);

export const readinessItemSchema = conforming<ReadinessItem>()(
  z
    .object({
      code: z.enum(READINESS_CODES),
      step: z.string(),
      message: z.string(),
    })
    .describe('ReadinessItem'),
);

export const publishingEndpoints = {
  setSaleStatus: endpoint({
    method: 'PUT',
    path: '/api/project/setsalestatus',
    body: z.object({
      id: z.string().max(100),
      onSale: z.boolean(),
      finalContents: z.boolean().optional(),
      overridePromoWarning: z.boolean().optional(),
    }),
    response: projectSchema,
  }),
  requestCorrection: endpoint({
    method: 'POST',
    path: '/api/project/requestCorrection',
    body: z.object({ id: z.string().max(100) }),
    response: projectSchema,
  }),
  readiness: endpoint({
    method: 'GET',
    path: '/api/project/:id/readiness',
    params: idParams,
    response: z.array(readinessItemSchema),
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/project/:id/history',
    params: idParams,
    response: z.array(historyEntrySchema),
  }),
};
