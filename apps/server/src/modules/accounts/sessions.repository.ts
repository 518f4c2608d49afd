import { and, desc, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from './accounts.tables';
import { NO_SESSION_CHANGES, type SessionChanges } from './session-cache';
import type { UsersRepository } from './users.repository';

/**
 * The one repository of the `sessions` table (decision 005): the cookie's session rows, for
 * sign-in, the session resolver, the sessions list, re-authentication and every use case that
 * signs an account out. One statement per method; a method that changes or ends sessions tells
 * `changes` (the session cache, decision 060).
 */
export function createSessionsRepository(db: Db, changes: SessionChanges = NO_SESSION_CHANGES) {
  return {
    /** A new session; signing in counts as entering the password (reauthenticatedAt). */
    async insert(row: {
      idHash: string;
      userId: string;
      now: Date;
      client?: { userAgent: string; ip: string };
    }): Promise<void> {
      await db.insert(sessions).values({
        idHash: row.idHash,
        tokenHash: row.idHash,
        userId: row.userId,
        createdAt: row.now,
        lastSeenAt: row.now,
        userAgent: (row.client?.userAgent ?? '').slice(0, 500),
        ip: (row.client?.ip ?? '').slice(0, 100),
        reauthenticatedAt: row.now,
      });
    },

    async byIdHash(idHash: string) {
      return (await db.select().from(sessions).where(eq(sessions.idHash, idHash)).limit(1))[0] ?? null;
    },

    /** The session of a cookie (by its id's hash) and its account in one read (every signed-in request asks this). */
    async withUserByToken(tokenHash: string) {
      const rows = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      return rows[0] ?? null;
    },

    /** When the session whose cookie held this id before its last rotation was rotated, or null. */
    async rotatedFrom(tokenHash: string): Promise<Date | null> {
      const rows = await db
        .select({ rotatedAt: sessions.rotatedAt })
        .from(sessions)
        .where(eq(sessions.previousTokenHash, tokenHash))
        .limit(1);
      return rows[0]?.rotatedAt ?? null;
    },

    /**
     * The session's cookie gets a new id (`tokenHash`); the old one stops working. With `ifToken`,
     * only while the cookie still holds that id and a rotation is due (of concurrent requests, one
     * wins). Answers the session's start, or null when no row changed.
     */
    async rotate(
      idHash: string,
      change: { tokenHash: string; at: Date; lastSeenAt: Date },
      ifToken?: string,
    ): Promise<{ createdAt: Date } | null> {
      const rows = await db
        .update(sessions)
        .set({
          previousTokenHash: sql`${sessions.tokenHash}`,
          tokenHash: change.tokenHash,
          rotatedAt: change.at,
          rotationDue: false,
          lastSeenAt: change.lastSeenAt,
        })
        .where(
          ifToken
            ? and(
                eq(sessions.idHash, idHash),
                eq(sessions.tokenHash, ifToken),
                eq(sessions.rotationDue, true),
              )
            : eq(sessions.idHash, idHash),
        )
        .returning({ createdAt: sessions.createdAt });
      changes.session(idHash);
      return rows[0] ?? null;
    },

    /** These sessions get a new id at their next request (the rights they act with changed). */
    async markRotationDueOf(idHashes: string[]): Promise<number> {
      if (idHashes.length === 0) return 0;
      const rows = await db
        .update(sessions)
        .set({ rotationDue: true })
        .where(inArray(sessions.idHash, idHashes))
        .returning({ idHash: sessions.idHash });
      for (const r of rows) changes.session(r.idHash);
      return rows.length;
    },

    /** Every session of the user gets a new id at its next request (an administrator changed its rights). */
    async markRotationDue(userId: string): Promise<number> {
      const rows = await db
        .update(sessions)
        .set({ rotationDue: true })
        .where(eq(sessions.userId, userId))
        .returning({ idHash: sessions.idHash });
      changes.user(userId);
      return rows.length;
    },

    async listOfUser(userId: string) {
      return db
        .select({
          idHash: sessions.idHash,
          publicId: sessions.publicId,
          userAgent: sessions.userAgent,
          ip: sessions.ip,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.lastSeenAt));
    },

    async touch(idHash: string, now: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
      changes.session(idHash);
    },

    async markContributorSession(idHash: string): Promise<void> {
      await db.update(sessions).set({ contributorSession: true }).where(eq(sessions.idHash, idHash));
      changes.session(idHash);
    },

    async setReauthenticated(idHash: string, at: Date): Promise<void> {
      await db.update(sessions).set({ reauthenticatedAt: at }).where(eq(sessions.idHash, idHash));
      changes.session(idHash);
    },

    async delete(idHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.idHash, idHash));
      changes.session(idHash);
    },

    async deleteByPublicId(userId: string, publicId: string): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
        .returning({ idHash: sessions.idHash });
      changes.user(userId);
      return rows.length;
    },

    /** Ends every session of the user but `keep` (none kept by default); answers how many ended. */
    async deleteOfUser(userId: string, keep: string | null = null): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(
          keep ? and(eq(sessions.userId, userId), ne(sessions.idHash, keep)) : eq(sessions.userId, userId),
        )
        .returning({ idHash: sessions.idHash });
      changes.user(userId);
      return rows.length;
    },

    /** Removes every session past its idle or absolute limit. */
    async deleteExpired(idleBefore: Date, createdBefore: Date): Promise<void> {
      await db
        .delete(sessions)
        .where(or(lt(sessions.lastSeenAt, idleBefore), lt(sessions.createdAt, createdBefore)));
      changes.all();
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

/** What every accounts use case reads and writes of `users` and `sessions`, wired by services.ts. */
export interface AccountRepositories {
  users: UsersRepository;
  sessions: SessionsRepository;
}
