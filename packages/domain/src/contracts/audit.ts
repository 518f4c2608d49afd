import { z } from 'zod';
import { optionalParam, pageFields } from './common';
import { endpoint } from './endpoint';

/** A bound of the date range: a day (`2026-11-24`, UTC) or an instant (ISO 8601 with offset). */
const bound = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: 'Please enter a date (YYYY-MM-DD) or a date and time.',
});

const json = z.record(z.string(), z.unknown()).nullable();

/** One administrator action of the audit log. */
export const auditEntrySchema = z
  .object({
    id: z.string(),
    actorCustomerId: z.string(),
    actorEmail: z.string(),
    action: z.string(),
    targetType: z.string(),
    targetId: z.string(),
    before: json,
    after: json,
    reason: z.string().nullable(),
    at: z.string(),
  })
  .describe('AuditEntry');
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({ ...pageFields, entries: z.array(auditEntrySchema) });
export type AuditPage = z.infer<typeof auditPageSchema>;

export const auditEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/audit-log',
    query: z.object({
      actor: optionalParam(z.string().trim().max(100)),
      action: optionalParam(z.string().trim().max(100)),
      targetType: optionalParam(z.string().trim().max(40)),
      targetId: optionalParam(z.string().trim().max(100)),
      from: optionalParam(bound),
      to: optionalParam(bound),
      pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
      recordsPerPage: z.coerce.number().int().min(1).max(100).default(30),
    }),
    response: auditPageSchema,
  }),
};
