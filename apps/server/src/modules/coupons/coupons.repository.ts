import type { CouponStatus } from '@quire/domain';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CouponRow, type CouponTitleRow, coupons, couponTitles } from './coupons.tables';

const c = coupons;
const ct = couponTitles;

/** The coupons of a status on the New York day `today` (YYYY-MM-DD); the status is not stored. */
export function statusWhere(status: CouponStatus, today: string): SQL {
  switch (status) {
    case 'EXPIRED':
      return or(eq(c.endedEarly, true), lt(c.endDay, today)) as SQL;
    case 'ACTIVE':
      return and(eq(c.endedEarly, false), lte(c.startDay, today), gte(c.endDay, today)) as SQL;
    default:
      return and(eq(c.endedEarly, false), gt(c.startDay, today)) as SQL;
  }
}

/** What the list's search box matches: the code, the label, an EAN (part of one), or these books. */
export interface CouponSearch {
  /** Words as typed: the code or the campaign label contains them (case aside). */
  text: string;
  /** The digits of the query when it looks like (part of) an EAN, else null. */
  digits: string | null;
  /** The books whose title matched (the projects service found them). */
  projectIds: string[];
}

export interface CouponPageQuery {
  owner: string;
  status: CouponStatus;
  today: string;
  search: CouponSearch | null;
  sort: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** A LIKE pattern that takes `text` literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

function searchWhere(s: CouponSearch): SQL {
  const titleMatch: SQL[] = [];
  if (s.digits) titleMatch.push(sql`t.ean like ${containing(s.digits)}`);
  if (s.projectIds.length > 0)
    titleMatch.push(
      sql`t.project_id in (${sql.join(
        s.projectIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  const conditions: SQL[] = [
    sql`${c.code} ilike ${containing(s.text)}`,
    sql`${c.campaignLabel} ilike ${containing(s.text)}`,
  ];
  if (titleMatch.length > 0)
    conditions.push(
      sql`exists (select 1 from coupon_titles t where t.coupon_id = ${c.id} and (${sql.join(titleMatch, sql` or `)}))`,
    );
  return or(...conditions) as SQL;
}

const ownedWhere = (owner: string, search: CouponSearch | null): SQL =>
  search ? (and(eq(c.ownerCustomerId, owner), searchWhere(search)) as SQL) : eq(c.ownerCustomerId, owner);

/** eBook coupons and their titles: the only SQL of coupons and coupon_titles. */
export function createCouponsRepository(db: Db) {
  return {
    async find(id: string): Promise<CouponRow | null> {
      const rows = await db.select().from(c).where(eq(c.id, id));
      return rows[0] ?? null;
    },

    /** The coupon, locked until the transaction ends. */
    async lock(id: string): Promise<CouponRow | null> {
      const rows = await db.select().from(c).where(eq(c.id, id)).for('update');
      return rows[0] ?? null;
    },

    /** The titles of these coupons, each coupon's in the order the author entered them. */
    async titlesOf(couponIds: readonly string[]): Promise<CouponTitleRow[]> {
      if (couponIds.length === 0) return [];
      return db
        .select()
        .from(ct)
        .where(inArray(ct.couponId, [...couponIds]))
        .orderBy(asc(ct.couponId), asc(ct.position));
    },

    /** Whether another coupon has this code (its upper case), whoever owns it. */
    async codeTaken(codeKey: string, exceptId: string | null): Promise<boolean> {
      const where = exceptId ? and(eq(c.codeKey, codeKey), ne(c.id, exceptId)) : eq(c.codeKey, codeKey);
      const rows = await db.select({ id: c.id }).from(c).where(where).limit(1);
      return rows.length > 0;
    },

    async insert(values: typeof c.$inferInsert): Promise<CouponRow> {
      const rows = await db.insert(c).values(values).returning();
      return rows[0] as CouponRow;
    },

    async update(id: string, patch: Partial<typeof c.$inferInsert>): Promise<CouponRow> {
      const rows = await db.update(c).set(patch).where(eq(c.id, id)).returning();
      return rows[0] as CouponRow;
    },

    async deleteTitles(couponId: string): Promise<void> {
      await db.delete(ct).where(eq(ct.couponId, couponId));
    },

    async insertTitles(couponId: string, titles: readonly { ean: string; projectId: string }[]) {
      if (titles.length === 0) return;
      await db
        .insert(ct)
        .values(titles.map((t, position) => ({ couponId, position, ean: t.ean, projectId: t.projectId })));
    },

    /** Deletes the coupon (its titles go with it). */
    async remove(id: string): Promise<void> {
      await db.delete(c).where(eq(c.id, id));
    },

    /** A page of one owner's coupons of a status, by start day then code. */
    async page(q: CouponPageQuery): Promise<CouponRow[]> {
      const order = q.sort === 'asc' ? asc : desc;
      return db
        .select()
        .from(c)
        .where(and(ownedWhere(q.owner, q.search), statusWhere(q.status, q.today)))
        .orderBy(order(c.startDay), order(c.endDay), asc(c.codeKey))
        .limit(q.limit)
        .offset(q.offset);
    },

    /** How many of one owner's coupons (with the search) each status has on `today`. */
    async counts(owner: string, today: string, search: CouponSearch | null) {
      const n = (s: CouponStatus) => sql<number>`(count(*) filter (where ${statusWhere(s, today)}))::int`;
      const rows = await db
        .select({ ACTIVE: n('ACTIVE'), SCHEDULED: n('SCHEDULED'), EXPIRED: n('EXPIRED') })
        .from(c)
        .where(ownedWhere(owner, search));
      const r = rows[0];
      return {
        ACTIVE: Number(r?.ACTIVE ?? 0),
        SCHEDULED: Number(r?.SCHEDULED ?? 0),
        EXPIRED: Number(r?.EXPIRED ?? 0),
      };
    },

    /** Whether a coupon naming this book runs on `today` or is still to start. */
    async runningOrScheduled(projectId: string, today: string): Promise<boolean> {
      const rows = await db
        .select({ n: count() })
        .from(ct)
        .innerJoin(c, eq(c.id, ct.couponId))
        .where(and(eq(ct.projectId, projectId), eq(c.endedEarly, false), gte(c.endDay, today)));
      return Number(rows[0]?.n ?? 0) > 0;
    },

    /** The coupons naming these books (the coupon search shows each book's). */
    async couponsOfProjects(projectIds: readonly string[]) {
      if (projectIds.length === 0) return [];
      return db
        .select({
          projectId: ct.projectId,
          id: c.id,
          code: c.code,
          startDay: c.startDay,
          endDay: c.endDay,
          endedEarly: c.endedEarly,
        })
        .from(ct)
        .innerJoin(c, eq(c.id, ct.couponId))
        .where(inArray(ct.projectId, [...projectIds]))
        .orderBy(asc(c.startDay), asc(c.codeKey));
    },

    /**
     * The coupons the administrators' mismatch view checks: one coupon (any status), or those of one
     * owner or of everyone still running or to start on `today`; at most `limit`, soonest first.
     */
    async forMismatch(q: { couponId?: string; owner?: string; today: string; limit: number }) {
      const where: SQL[] = [];
      if (q.couponId) where.push(eq(c.id, q.couponId));
      else where.push(eq(c.endedEarly, false), gte(c.endDay, q.today));
      if (q.owner) where.push(eq(c.ownerCustomerId, q.owner));
      return db
        .select()
        .from(c)
        .where(and(...where))
        .orderBy(asc(c.startDay), asc(c.codeKey))
        .limit(q.limit);
    },
  };
}

export type CouponsRepository = ReturnType<typeof createCouponsRepository>;
