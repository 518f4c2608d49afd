import { eq, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type NewUserRow, sessions, type UserRow, users } from './accounts.tables';

export function createAccountsRepository(db: Db) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | null> {
      const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return rows[0] ?? null;
    },

    /**
     * Inserts a user; answers the unique key it collided with instead when there is one. It never
     * raises on a duplicate, so a transaction it runs in stays usable for another attempt.
     */
    async insertUser(row: NewUserRow): Promise<{ user: UserRow } | { conflict: string }> {
      const rows = await db.insert(users).values(row).onConflictDoNothing().returning();
      if (rows[0]) return { user: rows[0] };
      const taken = await db.select({ id: users.id }).from(users).where(eq(users.email, row.email)).limit(1);
      return { conflict: taken.length > 0 ? 'users_email_key' : 'users_customer_id_key' };
    },

    /** A new session; signing in counts as entering the password (reauthenticatedAt). */
    async insertSession(row: {
      idHash: string;
      userId: string;
      now: Date;
      client?: { userAgent: string; ip: string };
    }): Promise<void> {
      await db.insert(sessions).values({
        idHash: row.idHash,
        userId: row.userId,
        createdAt: row.now,
        lastSeenAt: row.now,
        userAgent: (row.client?.userAgent ?? '').slice(0, 500),
        ip: (row.client?.ip ?? '').slice(0, 100),
        reauthenticatedAt: row.now,
      });
    },

    async findSessionWithUser(idHash: string) {
      const rows = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.idHash, idHash))
        .limit(1);
      return rows[0] ?? null;
    },

    async touchSession(idHash: string, now: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
    },

    async deleteSession(idHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.idHash, idHash));
    },

    /** Removes every session past its idle or absolute limit. */
    async deleteExpiredSessions(idleBefore: Date, createdBefore: Date): Promise<void> {
      await db
        .delete(sessions)
        .where(or(lt(sessions.lastSeenAt, idleBefore), lt(sessions.createdAt, createdBefore)));
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
