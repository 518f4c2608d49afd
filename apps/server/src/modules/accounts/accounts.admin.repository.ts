import { and, asc, count, desc, eq, ilike, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type NewUserRow, sessions, type UserRow, users } from './accounts.tables';

export interface UserSearchQuery {
  search: string;
  filter: 'All' | 'Authors' | 'Admins' | 'Vendors' | 'Deactivated';
  sortDirection: 'asc' | 'desc';
  page: number;
  limit: number;
}

/** `text` as a literal inside an ILIKE pattern (%, _ and \ escaped). */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What the administrators' use cases read and write of `users` and `sessions` (issue 9). One
 * statement per method; the admin use cases run them on their caller's transaction.
 */
export function createAccountsAdminRepository(db: Db) {
  return {
    async byCustomerId(customerId: string): Promise<UserRow | null> {
      const rows = await db.select().from(users).where(eq(users.customerId, customerId)).limit(1);
      return rows[0] ?? null;
    },

    /** The user row, locked until the transaction ends (two admin actions on one user queue up). */
    async lockByCustomerId(customerId: string): Promise<UserRow | null> {
      const rows = await db.select().from(users).where(eq(users.customerId, customerId)).for('update');
      return rows[0] ?? null;
    },

    async lockByVendorNumber(vendorNumber: string): Promise<UserRow | null> {
      const rows = await db.select().from(users).where(eq(users.vendorNumber, vendorNumber)).for('update');
      return rows[0] ?? null;
    },

    async byVendorNumber(vendorNumber: string): Promise<UserRow | null> {
      const rows = await db.select().from(users).where(eq(users.vendorNumber, vendorNumber)).limit(1);
      return rows[0] ?? null;
    },

    async lockByEmail(email: string): Promise<UserRow | null> {
      const rows = await db.select().from(users).where(eq(users.email, email)).for('update');
      return rows[0] ?? null;
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

    async update(id: string, patch: Partial<NewUserRow>): Promise<UserRow> {
      const rows = await db.update(users).set(patch).where(eq(users.id, id)).returning();
      return rows[0] as UserRow;
    },

    /** Ends every session of the user; answers how many there were. */
    async deleteSessionsOfUser(userId: string): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(eq(sessions.userId, userId))
        .returning({ id: sessions.idHash });
      return rows.length;
    },
  };
}

export type AccountsAdminRepository = ReturnType<typeof createAccountsAdminRepository>;
