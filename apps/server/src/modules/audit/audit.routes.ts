import { ADMIN_PERMISSION, auditEndpoints, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import { requirePermission } from '../access';
import type { AuditService } from './audit.service';

const DAY = 24 * 60 * 60 * 1000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const { list } = auditEndpoints;

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    list.path,
    {
      preValidation: requirePermission(ADMIN_PERMISSION),
      schema: {
        tags: ['admin'],
        summary: 'The audit log of administrator actions, newest first (administrators)',
        description:
          '`actor` is a customer id or e-mail; `from` and `to` are days (UTC, both included) or instants (`from` included, `to` excluded).',
        querystring: list.query,
        response: responses(list.response, 400, 401, 403),
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
