import type { MessageStatus } from '@quire/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type BroadcastMessageRow,
  broadcastMessages,
  broadcastReads,
  broadcastRecipients,
} from './content.tables';

const m = broadcastMessages;
const r = broadcastReads;
const rc = broadcastRecipients;

/** The messages of a status at `now` (the status is not stored: it follows start and end). */
export function statusWhere(status: MessageStatus, now: Date): SQL {
  switch (status) {
    case 'EXPIRED':
      return and(isNotNull(m.endAt), lte(m.endAt, now)) as SQL;
    case 'ACTIVE':
      return and(lte(m.startAt, now), or(isNull(m.endAt), gt(m.endAt, now))) as SQL;
    default:
      return gt(m.startAt, now);
  }
}

/** Whether the reader has put the message away: an INFO one dismissed, a CRITICAL one acknowledged. */
const readBy = (customerId: string) =>
  sql`exists (select 1 from ${r} where ${r.messageId} = ${m.id} and ${r.customerId} = ${customerId}
    and (case when ${m.severity} = 'CRITICAL' then ${r.acknowledgedAt} is not null else ${r.dismissedAt} is not null end))`;

/** A USERS message reaches its chosen accounts only; the other kinds are checked by the audience. */
const chosenOrOpen = (customerId: string) =>
  sql`(${m.audience}->>'kind' <> 'USERS' or exists (select 1 from ${rc} where ${rc.messageId} = ${m.id} and ${rc.customerId} = ${customerId}))`;

export interface MessagePageQuery {
  typeId?: number | undefined;
  status?: MessageStatus | undefined;
  now: Date;
  limit: number;
  offset: number;
}

/** Broadcast messages, their chosen recipients and who read them: the only SQL of these tables. */
export function createContentMessagesRepository(db: Db) {
  return {
    async find(id: string): Promise<BroadcastMessageRow | null> {
      return (await db.select().from(m).where(eq(m.id, id)))[0] ?? null;
    },

    /** The message, locked until the transaction ends. */
    async lock(id: string): Promise<BroadcastMessageRow | null> {
      return (await db.select().from(m).where(eq(m.id, id)).for('update'))[0] ?? null;
    },

    async insert(values: typeof m.$inferInsert): Promise<BroadcastMessageRow> {
      return (await db.insert(m).values(values).returning())[0] as BroadcastMessageRow;
    },

    /** Demo messages with ids of their own: one already there (or deleted and back) is left alone. */
    async insertOnce(values: (typeof m.$inferInsert)[]): Promise<number> {
      if (values.length === 0) return 0;
      const rows = await db.insert(m).values(values).onConflictDoNothing().returning({ id: m.id });
      return rows.length;
    },

    async update(id: string, patch: Partial<typeof m.$inferInsert>): Promise<BroadcastMessageRow> {
      return (await db.update(m).set(patch).where(eq(m.id, id)).returning())[0] as BroadcastMessageRow;
    },

    /** Deletes the message (its recipients and reads go with it). */
    async remove(id: string): Promise<void> {
      await db.delete(m).where(eq(m.id, id));
    },

    /** A page of messages of a type and status, newest start first. */
    async page(q: MessagePageQuery): Promise<{ rows: BroadcastMessageRow[]; totalCount: number }> {
      const where = and(
        q.typeId ? eq(m.typeId, q.typeId) : undefined,
        q.status ? statusWhere(q.status, q.now) : undefined,
      );
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(m)
          .where(where)
          .orderBy(desc(m.startAt), desc(m.createdAt), asc(m.id))
          .limit(q.limit)
          .offset(q.offset),
        db.select({ n: count() }).from(m).where(where),
      ]);
      return { rows, totalCount: Number(total[0]?.n ?? 0) };
    },

    /** The chosen recipients of these messages (customer ids), in the order they were chosen. */
    async recipientsOf(messageIds: readonly string[]): Promise<{ messageId: string; customerId: string }[]> {
      if (messageIds.length === 0) return [];
      return db
        .select({ messageId: rc.messageId, customerId: rc.customerId })
        .from(rc)
        .where(inArray(rc.messageId, [...messageIds]))
        .orderBy(asc(rc.messageId), asc(rc.customerId));
    },

    async replaceRecipients(messageId: string, customerIds: readonly string[]): Promise<void> {
      await db.delete(rc).where(eq(rc.messageId, messageId));
      if (customerIds.length > 0)
        await db.insert(rc).values(customerIds.map((customerId) => ({ messageId, customerId })));
    },

    /** How many accounts dismissed or acknowledged each of these messages. */
    async readCounts(messageIds: readonly string[]): Promise<Map<string, number>> {
      if (messageIds.length === 0) return new Map();
      const rows = await db
        .select({ messageId: r.messageId, n: count() })
        .from(r)
        .where(
          and(
            inArray(r.messageId, [...messageIds]),
            or(isNotNull(r.dismissedAt), isNotNull(r.acknowledgedAt)),
          ),
        )
        .groupBy(r.messageId);
      return new Map(rows.map((x) => [x.messageId, Number(x.n)]));
    },

    /** Who read a message, latest first, a page at a time. */
    async readsPage(messageId: string, limit: number, offset: number) {
      const latest = sql`greatest(${r.dismissedAt}, ${r.acknowledgedAt})`;
      const where = eq(r.messageId, messageId);
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(r)
          .where(where)
          .orderBy(sql`${latest} desc nulls last`, asc(r.customerId))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(r).where(where),
      ]);
      return { rows, totalCount: Number(total[0]?.n ?? 0) };
    },

    /**
     * The messages of these types showing at `now` that the reader has not put away, among those
     * whose audience may hold them (USERS: chosen): CRITICAL first, then the newest start.
     */
    async showing(customerId: string, typeIds: readonly number[], now: Date): Promise<BroadcastMessageRow[]> {
      return db
        .select()
        .from(m)
        .where(
          and(
            inArray(m.typeId, [...typeIds]),
            statusWhere('ACTIVE', now),
            chosenOrOpen(customerId),
            sql`not ${readBy(customerId)}`,
          ),
        )
        .orderBy(sql`${m.severity} = 'CRITICAL' desc`, desc(m.startAt), desc(m.createdAt), asc(m.id));
    },

    /** A message that has started and whose audience may hold the reader (USERS: chosen), or null. */
    async started(id: string, customerId: string, now: Date): Promise<BroadcastMessageRow | null> {
      const rows = await db
        .select()
        .from(m)
        .where(and(eq(m.id, id), lte(m.startAt, now), chosenOrOpen(customerId)));
      return rows[0] ?? null;
    },

    /**
     * Records that the reader put the message away: an INFO one dismissed, a CRITICAL one
     * acknowledged; the first time of each is kept.
     */
    async markRead(messageId: string, customerId: string, critical: boolean, at: Date): Promise<void> {
      const values = critical
        ? { messageId, customerId, acknowledgedAt: at }
        : { messageId, customerId, dismissedAt: at };
      await db
        .insert(r)
        .values(values)
        .onConflictDoUpdate({
          target: [r.messageId, r.customerId],
          set: critical
            ? { acknowledgedAt: sql`coalesce(${r.acknowledgedAt}, excluded.acknowledged_at)` }
            : { dismissedAt: sql`coalesce(${r.dismissedAt}, excluded.dismissed_at)` },
        });
    },
  };
}

export type ContentMessagesRepository = ReturnType<typeof createContentMessagesRepository>;
