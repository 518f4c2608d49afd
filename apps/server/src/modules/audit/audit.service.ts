import type { AuditAction, AuditEntry, AuditPage } from '@quire/domain';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import type { AuditQuery, AuditRepository } from './audit.repository';
import type { AuditRow } from './audit.tables';

/** Who acted: the administrator's customer id and e-mail at the time. */
export interface AuditActor {
  customerId: string;
  email: string;
}

/** One administrator action, as the caller records it. */
export interface AuditEntryInput {
  actor: AuditActor;
  /** What was done, e.g. `user.change-business-status`: one of the domain's labelled actions. */
  action: AuditAction;
  /** What it was done to, e.g. `user` or `project`, and its id (a customer id, a project id). */
  targetType: string;
  targetId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
}

/** An entry and a page as the API answers them (the contract's types). */
export type { AuditEntry, AuditPage };

const toEntry = (r: AuditRow): AuditEntry => ({
  id: r.id,
  actorCustomerId: r.actorCustomerId,
  actorEmail: r.actorEmail,
  action: r.action,
  targetType: r.targetType,
  targetId: r.targetId,
  before: r.before ?? null,
  after: r.after ?? null,
  reason: r.reason ?? null,
  at: r.at.toISOString(),
});

/** The audit log: written inside the caller's transaction, read by administrators. */
export function createAuditService({ uow, now }: { uow: UnitOfWork<AuditRepository>; now: () => Date }) {
  return {
    /**
     * Records an action in the caller's transaction (`tx` is required): the action and its record
     * commit together, and a failed action leaves no record.
     */
    async record(entry: AuditEntryInput, tx: Tx): Promise<AuditEntry> {
      const row = await uow.bound(tx).insert({
        actorCustomerId: entry.actor.customerId,
        actorEmail: entry.actor.email,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        before: entry.before ?? null,
        after: entry.after ?? null,
        reason: entry.reason ?? null,
        at: now(),
      });
      return toEntry(row);
    },

    /** GET /api/admin/audit-log: newest first, filtered, paged. */
    async list(q: AuditQuery): Promise<AuditPage> {
      const { rows, totalCount } = await uow.repos.list(q);
      return { totalCount, pageNum: q.page, recordsPerPage: q.limit, entries: rows.map(toEntry) };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
