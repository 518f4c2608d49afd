import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/rows';
import { type NewUserRow, type UserRow, users } from './accounts.tables';
import { NO_SESSION_CHANGES, type SessionChanges } from './session-cache';

export interface UserSearchQuery {
  search: string;
  filter: 'All' | 'Authors' | 'Admins' | 'Vendors' | 'Deactivated';
  sortDirection: 'asc' | 'desc';
  page: number;
  limit: number;
}

/**
 * The accounts a site message may reach (the content module's audiences): author accounts, never an
 * administrator's. Each list narrows the set (an empty one matches nothing); `search` matches the
 * e-mail, name, vendor number or customer id, or one of `orUserIds` (found by publisher name).
 */
export interface AudienceAccountQuery {
  customerIds?: readonly string[] | undefined;
  userIds?: readonly string[] | undefined;
  excludeUserIds?: readonly string[] | undefined;
  search?: { text: string; orUserIds: readonly string[] } | undefined;
  /** Leave out deactivated accounts (what a message reaches); false for choosing and showing recipients. */
  activeOnly: boolean;
}

/** `text` as a literal inside an ILIKE pattern (%, _ and \ escaped). */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The one repository of the `users` table: every read and write of an account's row, for every use
 * case of the accounts module (sign-in, the account holder, recovery, two-step, the administrators'
 * back office, the vendor state). Other modules reach accounts only through its services. One
 * statement per method; a `lock…` read holds the row until the caller's transaction ends.
 */
/** One array parameter (however many ids), so long lists stay one bind value. */
const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;
const uuidArray = (values: readonly string[]) => sql`${sql.param([...values])}::uuid[]`;

function audienceWhere(q: AudienceAccountQuery): SQL {
  const where: SQL[] = [eq(users.role, 'AUTHOR'), sql`not ('ADMIN_PERMISSION' = any(${users.permissions}))`];
  if (q.activeOnly) where.push(isNull(users.deactivatedAt));
  if (q.customerIds) where.push(sql`${users.customerId} = any(${textArray(q.customerIds)})`);
  if (q.userIds) where.push(sql`${users.id} = any(${uuidArray(q.userIds)})`);
  if (q.excludeUserIds?.length) where.push(sql`not (${users.id} = any(${uuidArray(q.excludeUserIds)}))`);
  if (q.search) {
    const like = `%${likeLiteral(q.search.text)}%`;
    where.push(
      or(
        ilike(users.email, like),
        ilike(users.vendorNumber, like),
        ilike(users.customerId, like),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
        sql`${users.id} = any(${uuidArray(q.search.orUserIds)})`,
      ) as SQL,
    );
  }
  return and(...where) as SQL;
}

/** `changes` hears of every change to an account (the session cache, decision 060). */
export function createUsersRepository(db: Db, changes: SessionChanges = NO_SESSION_CHANGES) {
  const one = async (where: SQL): Promise<UserRow | null> =>
    (await db.select().from(users).where(where).limit(1))[0] ?? null;
  const locked = async (where: SQL): Promise<UserRow | null> =>
    (await db.select().from(users).where(where).for('update').limit(1))[0] ?? null;

  return {
    byId: (id: string) => one(eq(users.id, id)),
    byEmail: (email: string) => one(eq(users.email, email)),
    byCustomerId: (customerId: string) => one(eq(users.customerId, customerId)),
    byVendorNumber: (vendorNumber: string) => one(eq(users.vendorNumber, vendorNumber)),

    /** The e-mails of several accounts, by customer id (one query; unknown ids are left out). */
    async emailsByCustomerIds(customerIds: string[]): Promise<{ customerId: string; email: string }[]> {
      if (customerIds.length === 0) return [];
      return db
        .select({ customerId: users.customerId, email: users.email })
        .from(users)
        .where(inArray(users.customerId, customerIds));
    },

    lockById: (id: string) => locked(eq(users.id, id)),
    lockByEmail: (email: string) => locked(eq(users.email, email)),
    lockByCustomerId: (customerId: string) => locked(eq(users.customerId, customerId)),
    lockByVendorNumber: (vendorNumber: string) => locked(eq(users.vendorNumber, vendorNumber)),

    async vendorNumberTaken(vendorNumber: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.vendorNumber, vendorNumber))
        .limit(1);
      return rows.length > 0;
    },

    /** Vendors in the given statuses, longest waiting first. */
    async byVendorStatuses(statuses: string[], limit: number): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(inArray(users.vendorStatus, statuses))
        .orderBy(asc(users.updatedAt))
        .limit(limit);
    },

    /** Users whose e-mail, vendor number, customer id or name contains the text; paged by e-mail. */
    async search(q: UserSearchQuery): Promise<{ rows: UserRow[]; totalCount: number }> {
      const filters: SQL[] = [];
      const text = q.search.trim();
      if (text) {
        const like = `%${likeLiteral(text)}%`;
        filters.push(
          or(
            ilike(users.email, like),
            ilike(users.vendorNumber, like),
            ilike(users.customerId, like),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
          ) as SQL,
        );
      }
      if (q.filter === 'Authors') filters.push(eq(users.role, 'AUTHOR'));
      if (q.filter === 'Admins') filters.push(eq(users.role, 'ADMIN'));
      if (q.filter === 'Vendors') filters.push(isNotNull(users.vendorNumber));
      if (q.filter === 'Deactivated') filters.push(isNotNull(users.deactivatedAt));
      const where = filters.length ? and(...filters) : undefined;
      const dir = q.sortDirection === 'desc' ? desc : asc;
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(dir(users.email))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, totalCount: Number(total[0]?.n ?? 0) };
    },

    /** The audience's accounts (see AudienceAccountQuery), by e-mail, at most `limit`. */
    async audience(q: AudienceAccountQuery, limit: number) {
      return db
        .select({
          userId: users.id,
          customerId: users.customerId,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          vendorNumber: users.vendorNumber,
          deactivatedAt: users.deactivatedAt,
        })
        .from(users)
        .where(audienceWhere(q))
        .orderBy(asc(users.email))
        .limit(limit);
    },

    /** How many accounts the audience holds. */
    async audienceCount(q: AudienceAccountQuery): Promise<number> {
      const rows = await db.select({ n: count() }).from(users).where(audienceWhere(q));
      return Number(rows[0]?.n ?? 0);
    },

    /**
     * Inserts a user; answers the unique key it collided with instead when there is one. It never
     * raises on a duplicate, so a transaction it runs in stays usable for another attempt.
     */
    async insert(row: NewUserRow): Promise<{ user: UserRow } | { conflict: string }> {
      const rows = await db.insert(users).values(row).onConflictDoNothing().returning();
      if (rows[0]) return { user: rows[0] };
      const taken = await db.select({ id: users.id }).from(users).where(eq(users.email, row.email)).limit(1);
      return { conflict: taken.length > 0 ? 'users_email_key' : 'users_customer_id_key' };
    },

    /** Changes the row and answers it as it now is. */
    async update(id: string, patch: Partial<NewUserRow>): Promise<UserRow> {
      const rows = await db.update(users).set(patch).where(eq(users.id, id)).returning();
      changes.user(id);
      const row = rows[0];
      if (!row) throw new Error('user vanished');
      return row;
    },

    /** Changes the row; 'email-taken' when the new e-mail belongs to another account. */
    async updateUnlessEmailTaken(id: string, patch: Partial<NewUserRow>): Promise<'updated' | 'email-taken'> {
      try {
        await db.update(users).set(patch).where(eq(users.id, id));
        changes.user(id);
        return 'updated';
      } catch (error) {
        // A statement that fails aborts its transaction: the caller throws, and everything rolls back.
        if (isUniqueViolation(error, 'users_email_key')) return 'email-taken';
        throw error;
      }
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
