import type { PromoSort, PromoStatus } from '@quire/domain';
import { and, asc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containing, type ListedPromoRequest, PROMO_ORDER, tabWhere } from './promotions.requests.repository';
import {
  type NewPromoPublisherRow,
  type NewPromoRequestRow,
  type PromoPublisherRow,
  type PromoRequestRow,
  promoDefinitions,
  promoPublishers,
  promoRequests,
} from './promotions.tables';

const p = promoPublishers;
const r = promoRequests;
const d = promoDefinitions;

export interface TradeRequestQuery {
  vendorNumber?: string | undefined;
  dcVendorId?: string | undefined;
  /** A publisher with any of these company ids. */
  companyIds?: readonly string[] | undefined;
  tab: PromoStatus;
  sort: PromoSort;
  now: Date;
  limit: number;
  offset: number;
}

/** Pending, or accepted and not yet ended: what blocks a new nomination and a publisher's deletion. */
const active = (now: Date) =>
  or(eq(r.status, 'PENDING'), and(eq(r.status, 'APPROVED'), or(isNull(r.endAt), gt(r.endAt, now))));

/** The trade side of promotions: promo_publishers, and the TRADE rows of promo_requests. */
export function createPromoTradeRepository(db: Db) {
  return {
    /**
     * Serialises the nominations of one EAN until the transaction ends (a transaction-level
     * advisory lock in a space of its own), so two entries cannot both find the title free.
     */
    async lockEan(ean: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`promo-ean:${ean}`}, 0))`);
    },

    /** Of these EANs, those with a pending request or an accepted one not yet ended at `now`. */
    async blockedEans(eans: readonly string[], now: Date): Promise<Set<string>> {
      if (eans.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ ean: r.ean })
        .from(r)
        .where(and(inArray(r.ean, [...eans]), active(now)));
      return new Set(rows.map((x) => x.ean));
    },

    async insertRequests(rows: NewPromoRequestRow[]): Promise<PromoRequestRow[]> {
      if (rows.length === 0) return [];
      return db.insert(r).values(rows).returning();
    },

    /** Where each of these requests comes from (ids that are not there are left out). */
    async sourcesOf(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: r.id, source: r.source })
        .from(r)
        .where(inArray(r.id, [...ids]));
      return new Map(rows.map((x) => [x.id, x.source]));
    },

    /** One page of a tab of trade requests, with the number of rows of the tab under the same filters. */
    async tradePage(q: TradeRequestQuery): Promise<{ rows: ListedPromoRequest[]; total: number }> {
      const conditions: (SQL | undefined)[] = [eq(r.source, 'TRADE'), tabWhere(q.tab, q.now)];
      if (q.vendorNumber) conditions.push(eq(r.publisherVendorNumber, q.vendorNumber));
      if (q.dcVendorId) conditions.push(eq(p.dcVendorId, q.dcVendorId));
      if (q.companyIds?.length)
        conditions.push(
          sql`${p.companyIds} && array[${sql.join(
            q.companyIds.map((c) => sql`${c}`),
            sql`, `,
          )}]::text[]`,
        );
      const where = and(...conditions);
      const rows = await db
        .select({ request: r, definitionName: d.name, position: d.position, displayEnd: d.displayEnd })
        .from(r)
        .innerJoin(d, eq(d.id, r.definitionId))
        .leftJoin(p, eq(p.vendorNumber, r.publisherVendorNumber))
        .where(where)
        .orderBy(...PROMO_ORDER[q.sort], asc(r.id))
        .limit(q.limit)
        .offset(q.offset);
      const counted = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(r)
        .leftJoin(p, eq(p.vendorNumber, r.publisherVendorNumber))
        .where(where);
      return { rows, total: Number(counted[0]?.n ?? 0) };
    },

    /** How many of the publisher's trade requests are pending, or accepted and not yet ended. */
    async activeTradeCount(vendorNumber: string, now: Date): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(r)
        .where(and(eq(r.source, 'TRADE'), eq(r.publisherVendorNumber, vendorNumber), active(now)));
      return Number(rows[0]?.n ?? 0);
    },

    async publisherPage(q: {
      searchText?: string | undefined;
      limit: number;
      offset: number;
    }): Promise<{ rows: PromoPublisherRow[]; total: number }> {
      const like = q.searchText ? containing(q.searchText) : null;
      const where = like
        ? or(
            sql`${p.name} ilike ${like}`,
            sql`${p.vendorNumber} ilike ${like}`,
            sql`${p.dcVendorId} ilike ${like}`,
          )
        : undefined;
      const rows = await db
        .select()
        .from(p)
        .where(where)
        .orderBy(asc(p.name), asc(p.vendorNumber))
        .limit(q.limit)
        .offset(q.offset);
      const counted = await db.select({ n: sql<number>`count(*)::int` }).from(p).where(where);
      return { rows, total: Number(counted[0]?.n ?? 0) };
    },

    /** Every publisher of a role (every publisher without one), by name. */
    async publishersOfRole(role: string | undefined): Promise<PromoPublisherRow[]> {
      return db
        .select()
        .from(p)
        .where(role ? eq(p.role, role) : undefined)
        .orderBy(asc(p.name), asc(p.vendorNumber));
    },

    async publisherByVendor(vendorNumber: string): Promise<PromoPublisherRow | null> {
      const rows = await db.select().from(p).where(eq(p.vendorNumber, vendorNumber));
      return rows[0] ?? null;
    },

    /** The publisher, locked until the transaction ends. */
    async lockPublisher(id: string): Promise<PromoPublisherRow | null> {
      const rows = await db.select().from(p).where(eq(p.id, id)).for('update');
      return rows[0] ?? null;
    },

    /** The publisher of a vendor number, locked until the transaction ends. */
    async lockPublisherByVendor(vendorNumber: string): Promise<PromoPublisherRow | null> {
      const rows = await db.select().from(p).where(eq(p.vendorNumber, vendorNumber)).for('update');
      return rows[0] ?? null;
    },

    /** A new publisher, or null when the vendor number is taken. */
    async insertPublisher(row: NewPromoPublisherRow): Promise<PromoPublisherRow | null> {
      const rows = await db.insert(p).values(row).onConflictDoNothing().returning();
      return rows[0] ?? null;
    },

    async updatePublisher(id: string, patch: Partial<NewPromoPublisherRow>): Promise<PromoPublisherRow> {
      const rows = await db.update(p).set(patch).where(eq(p.id, id)).returning();
      return rows[0] as PromoPublisherRow;
    },

    async removePublisher(id: string): Promise<void> {
      await db.delete(p).where(eq(p.id, id));
    },
  };
}

export type PromoTradeRepository = ReturnType<typeof createPromoTradeRepository>;
