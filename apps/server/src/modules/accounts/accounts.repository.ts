import { eq, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type NewUserRow, sessions, type UserRow, users } from './accounts.tables';

/** The unique constraint a failed insert broke, if that is why it failed (pg and PGlite alike). */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505')
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    e = candidate.cause;
  }
  return null;
}

export function createAccountsRepository(db: Db) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | null> {
      const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return rows[0] ?? null;
    },

    /** Inserts a user; answers the unique constraint it broke instead when there is one. */
    async insertUser(row: NewUserRow): Promise<{ user: UserRow } | { conflict: string }> {
      try {
        const rows = await db.insert(users).values(row).returning();
        return { user: rows[0]! };
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint !== null) return { conflict: constraint };
        throw error;
      }
    },

    async insertSession(row: { idHash: string; userId: string; now: Date }): Promise<void> {
      await db
        .insert(sessions)
        .values({ idHash: row.idHash, userId: row.userId, createdAt: row.now, lastSeenAt: row.now });
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
