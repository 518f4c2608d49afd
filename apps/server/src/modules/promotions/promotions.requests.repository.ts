import type { PromoSort, PromoStatus } from '@quire/domain';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type NewPromoRequestRow,
  type PromoDefinitionRow,
  type PromoRequestRow,
  type PromoStatusChangeRow,
  promoDefinitions,
  promoRequests,
  promoStatusChanges,
} from './promotions.tables';

/** A request with what the list shows of its definition. */
export interface ListedPromoRequest {
  request: PromoRequestRow;
  definitionName: string;
  position: number | null;
  displayEnd: string | null;
}

export interface PromoRequestQuery {
  /** One account's requests (a publisher's); undefined: every account's. */
  owner?: string | undefined;
  tab: PromoStatus;
  promoType?: string | undefined;
  searchText?: string | undefined;
  /** Hide requests whose definition is no longer listed or whose own end has passed. */
  hideExpired: boolean;
  sort: PromoSort;
  now: Date;
  /** The New York day of `now`. */
  today: string;
  limit: number;
  offset: number;
}

const r = promoRequests;
const d = promoDefinitions;

/** The rows of a tab at `now`: COMPLETED is an accepted request whose end has passed. */
export function tabWhere(tab: PromoStatus, now: Date): SQL {
  switch (tab) {
    case 'APPROVED':
      return and(eq(r.status, 'APPROVED'), or(isNull(r.endAt), gt(r.endAt, now))) as SQL;
    case 'COMPLETED':
      return and(eq(r.status, 'APPROVED'), lte(r.endAt, now)) as SQL;
    default:
      return eq(r.status, tab);
  }
}

export const PROMO_ORDER: Record<PromoSort, SQL[]> = {
  oldest: [asc(r.submittedAt)],
  newest: [desc(r.submittedAt)],
  dateSubmitted: [desc(r.submittedAt)],
  preferredDate: [sql`${r.preferredStartDay} desc nulls last`, asc(r.submittedAt)],
  oldestPrefDate: [sql`${r.preferredStartDay} asc nulls last`, asc(r.submittedAt)],
  startDate: [sql`${r.startAt} asc nulls last`, asc(r.submittedAt)],
};

/** A LIKE pattern that takes `text` literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Nominations and their status changes: the only SQL of promo_requests and promo_status_changes. */
export function createPromoRequestsRepository(db: Db) {
  return {
    /**
     * Serialises the nominations of one book until the transaction ends (a transaction-level
     * advisory lock on the project id, in a space of its own), so two submissions cannot both find
     * the title free.
     */
    async lockProject(projectId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`promo:${projectId}`}, 0))`);
    },

    /** A definition, for the requests' own reads (the definitions service owns its writes). */
    async definition(id: string): Promise<PromoDefinitionRow | null> {
      const rows = await db.select().from(d).where(eq(d.id, id));
      return rows[0] ?? null;
    },

    async find(id: string): Promise<ListedPromoRequest | null> {
      const rows = await db
        .select({ request: r, definitionName: d.name, position: d.position, displayEnd: d.displayEnd })
        .from(r)
        .innerJoin(d, eq(d.id, r.definitionId))
        .where(eq(r.id, id));
      return rows[0] ?? null;
    },

    /** These requests with their definitions' names (read without a lock). */
    async findMany(ids: readonly string[]): Promise<ListedPromoRequest[]> {
      if (ids.length === 0) return [];
      return db
        .select({ request: r, definitionName: d.name, position: d.position, displayEnd: d.displayEnd })
        .from(r)
        .innerJoin(d, eq(d.id, r.definitionId))
        .where(inArray(r.id, [...ids]));
    },

    /** The request, locked until the transaction ends. */
    async lock(id: string): Promise<PromoRequestRow | null> {
      const rows = await db.select().from(r).where(eq(r.id, id)).for('update');
      return rows[0] ?? null;
    },

    /** These requests, locked until the transaction ends, in id order (two batches never deadlock). */
    async lockMany(ids: readonly string[]): Promise<PromoRequestRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(r)
        .where(inArray(r.id, [...ids]))
        .orderBy(asc(r.id))
        .for('update');
    },

    /**
     * Of these books, those a new nomination is refused for at `now`: a pending request, or an
     * accepted one whose end has not passed (or has none); `exceptId` is the request being edited.
     */
    async blockedProjects(projectIds: readonly string[], now: Date, exceptId?: string): Promise<Set<string>> {
      if (projectIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ projectId: r.projectId })
        .from(r)
        .where(
          and(
            inArray(r.projectId, [...projectIds]),
            or(eq(r.status, 'PENDING'), and(eq(r.status, 'APPROVED'), or(isNull(r.endAt), gt(r.endAt, now)))),
            exceptId ? sql`${r.id} <> ${exceptId}` : undefined,
          ),
        );
      return new Set(rows.flatMap((x) => (x.projectId ? [x.projectId] : [])));
    },

    async insert(row: NewPromoRequestRow): Promise<PromoRequestRow> {
      const rows = await db.insert(r).values(row).returning();
      return rows[0] as PromoRequestRow;
    },

    async update(id: string, patch: Partial<NewPromoRequestRow>): Promise<PromoRequestRow> {
      const rows = await db.update(r).set(patch).where(eq(r.id, id)).returning();
      return rows[0] as PromoRequestRow;
    },

    async remove(id: string): Promise<boolean> {
      const rows = await db.delete(r).where(eq(r.id, id)).returning({ id: r.id });
      return rows.length === 1;
    },

    /** One page of a tab, with the number of rows of the whole tab under the same filters. */
    async page(q: PromoRequestQuery): Promise<{ rows: ListedPromoRequest[]; total: number }> {
      const conditions: (SQL | undefined)[] = [tabWhere(q.tab, q.now)];
      // A publisher's own are Quire books only: trade requests belong to no Quire account.
      if (q.owner !== undefined) conditions.push(eq(r.ownerCustomerId, q.owner), eq(r.source, 'QUIRE'));
      if (q.promoType) conditions.push(eq(r.mercPromoType, q.promoType));
      if (q.searchText) {
        const text = q.searchText.replace(/[\s-]/g, '');
        // A whole EAN (or ISBN-13) finds its title by the EAN's index; words and parts by trigram.
        if (/^\d{13}$/.test(text)) conditions.push(eq(r.ean, text));
        else {
          const like = containing(q.searchText);
          conditions.push(
            or(
              sql`${r.title} ilike ${like}`,
              sql`${r.authorName} ilike ${like}`,
              sql`${r.ean} ilike ${like}`,
            ),
          );
        }
      }
      if (q.hideExpired)
        conditions.push(
          and(
            or(isNull(d.displayEnd), sql`${d.displayEnd} >= ${q.today}`),
            or(isNull(r.endAt), gt(r.endAt, q.now)),
          ),
        );
      const where = and(...conditions);
      const rows = await db
        .select({ request: r, definitionName: d.name, position: d.position, displayEnd: d.displayEnd })
        .from(r)
        .innerJoin(d, eq(d.id, r.definitionId))
        .where(where)
        .orderBy(...PROMO_ORDER[q.sort], asc(r.id))
        .limit(q.limit)
        .offset(q.offset);
      // The count reads the definition only when the filter needs it (every request has one).
      const counting = db.select({ n: sql<number>`count(*)::int` }).from(r);
      const counted = await (q.hideExpired
        ? counting.innerJoin(d, eq(d.id, r.definitionId)).where(where)
        : counting.where(where));
      return { rows, total: Number(counted[0]?.n ?? 0) };
    },

    /**
     * A publisher's news, newest first: their pending requests (by submission), and those accepted
     * or declined from `decidedSince` up to `decidedUntil` (a decision still undoable is left out).
     */
    async news(q: {
      owner: string;
      decidedSince: Date;
      decidedUntil: Date;
      limit: number;
    }): Promise<ListedPromoRequest[]> {
      const newest = sql`coalesce(${r.decidedAt}, ${r.submittedAt})`;
      return db
        .select({ request: r, definitionName: d.name, position: d.position, displayEnd: d.displayEnd })
        .from(r)
        .innerJoin(d, eq(d.id, r.definitionId))
        .where(
          and(
            eq(r.ownerCustomerId, q.owner),
            eq(r.source, 'QUIRE'),
            or(
              eq(r.status, 'PENDING'),
              and(
                inArray(r.status, ['APPROVED', 'DECLINED']),
                gte(r.decidedAt, q.decidedSince),
                lte(r.decidedAt, q.decidedUntil),
              ),
            ),
          ),
        )
        .orderBy(sql`${newest} desc`, desc(r.id))
        .limit(q.limit);
    },

    async insertChange(row: typeof promoStatusChanges.$inferInsert): Promise<PromoStatusChangeRow> {
      const rows = await db.insert(promoStatusChanges).values(row).returning();
      return rows[0] as PromoStatusChangeRow;
    },

    async change(id: string): Promise<PromoStatusChangeRow | null> {
      const rows = await db.select().from(promoStatusChanges).where(eq(promoStatusChanges.id, id));
      return rows[0] ?? null;
    },

    /** A status change, locked until the transaction ends (two undos of one change queue up). */
    async lockChange(id: string): Promise<PromoStatusChangeRow | null> {
      const rows = await db
        .select()
        .from(promoStatusChanges)
        .where(eq(promoStatusChanges.id, id))
        .for('update');
      return rows[0] ?? null;
    },

    async markUndone(id: string, at: Date): Promise<void> {
      await db.update(promoStatusChanges).set({ undoneAt: at }).where(eq(promoStatusChanges.id, id));
    },
  };
}

export type PromoRequestsRepository = ReturnType<typeof createPromoRequestsRepository>;
