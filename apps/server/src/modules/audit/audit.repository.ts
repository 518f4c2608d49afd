import { and, count, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type AuditRow, auditLog, type NewAuditRow } from './audit.tables';

export interface AuditQuery {
  /** The administrator's customer id or e-mail. */
  actor?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  /** Inclusive lower bound. */
  from?: Date | undefined;
  /** Exclusive upper bound. */
  to?: Date | undefined;
  page: number;
  limit: number;
}

/** The only code that speaks SQL to `audit_log`. Entries are inserted, never updated or deleted. */
export function createAuditRepository(db: Db) {
  return {
    async insert(row: NewAuditRow): Promise<AuditRow> {
      const rows = await db.insert(auditLog).values(row).returning();
      return rows[0] as AuditRow;
    },

    /** A page of entries, newest first, with the number of entries that match. */
    async list(q: AuditQuery): Promise<{ rows: AuditRow[]; totalCount: number }> {
      const filters: SQL[] = [];
      if (q.actor)
        filters.push(
          or(eq(auditLog.actorCustomerId, q.actor), eq(auditLog.actorEmail, q.actor.toLowerCase())) as SQL,
        );
      if (q.action) filters.push(eq(auditLog.action, q.action));
      if (q.targetType) filters.push(eq(auditLog.targetType, q.targetType));
      if (q.targetId) filters.push(eq(auditLog.targetId, q.targetId));
      if (q.from) filters.push(gte(auditLog.at, q.from));
      if (q.to) filters.push(lt(auditLog.at, q.to));
      const where = filters.length ? and(...filters) : undefined;
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return { rows, totalCount: Number(total[0]?.n ?? 0) };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
