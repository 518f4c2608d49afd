import { ADMIN_PERMISSION, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalParam } from '../../lib/query';
import { responses } from '../../plugins/envelope';
import { requirePermission } from '../access';
import type { AuditService } from './audit.service';

const DAY = 24 * 60 * 60 * 1000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A bound of the date range: a day (`2026-11-24`, UTC) or an instant (ISO 8601 with offset). */
const bound = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: 'Please enter a date (YYYY-MM-DD) or a date and time.',
});

const json = z.record(z.string(), z.unknown()).nullable();

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

export const auditPageSchema = z.object({
  totalCount: z.number().int(),
  pageNum: z.number().int(),
  recordsPerPage: z.number().int(),
  entries: z.array(auditEntrySchema),
});

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    '/api/admin/audit-log',
    {
      preValidation: requirePermission(ADMIN_PERMISSION),
      schema: {
        tags: ['admin'],
        summary:
          'The audit log of administrator actions, newest first (administrators). `actor` is a customer id or e-mail; `from` and `to` are days (UTC, both included) or instants (`from` included, `to` excluded)',
        querystring: z.object({
          actor: optionalParam(z.string().trim().max(100)),
          action: optionalParam(z.string().trim().max(100)),
          targetType: optionalParam(z.string().trim().max(40)),
          targetId: optionalParam(z.string().trim().max(100)),
          from: optionalParam(bound),
          to: optionalParam(bound),
          pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
          recordsPerPage: z.coerce.number().int().min(1).max(100).default(30),
        }),
        response: responses(auditPageSchema, 400, 401, 403),
      },
    },
    async (request) => {
      const q = request.query;
      const to = q.to
        ? new Date(DATE_ONLY.test(q.to) ? Date.parse(`${q.to}T00:00:00Z`) + DAY : q.to)
        : undefined;
      const from = q.from ? new Date(DATE_ONLY.test(q.from) ? `${q.from}T00:00:00Z` : q.from) : undefined;
      return success(
        await audit.list({
          actor: q.actor,
          action: q.action,
          targetType: q.targetType,
          targetId: q.targetId,
          from,
          to,
          page: q.pageNum,
          limit: q.recordsPerPage,
        }),
      );
    },
  );
};
