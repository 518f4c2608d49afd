import { and, desc, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/rows';
import { emailChanges, signInThrottles, type ThrottleRow } from './account-holder.tables';
import { sessions, type UserRow, users } from './accounts.tables';

/**
 * SQL of the account holder's use cases (lockout, sessions, profile): one statement per method.
 * The methods that belong together (a password change ending other sessions, a confirmed e-mail
 * change) are called inside a unit of work.
 */
export function createAccountHolderRepository(db: Db) {
  return {
    // ── users ───────────────────────────────────────────────────────────────────────
    async findUserById(id: string): Promise<UserRow | null> {
      const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async findUserBy(by: {
      email?: string;
      customerId?: string;
      vendorNumber?: string;
    }): Promise<UserRow | null> {
      const where = by.email
        ? eq(users.email, by.email)
        : by.customerId
          ? eq(users.customerId, by.customerId)
          : by.vendorNumber
            ? eq(users.vendorNumber, by.vendorNumber)
            : null;
      if (!where) return null;
      const rows = await db.select().from(users).where(where).limit(1);
      return rows[0] ?? null;
    },

    /** Locks the user's row for the rest of the transaction. */
    async lockUser(id: string): Promise<UserRow | null> {
      const rows = await db.select().from(users).where(eq(users.id, id)).for('update').limit(1);
      return rows[0] ?? null;
    },

    async updateUser(
      id: string,
      patch: Partial<
        Pick<
          UserRow,
          | 'firstName'
          | 'lastName'
          | 'email'
          | 'emailOptedIn'
          | 'cellPhoneNumber'
          | 'secretQuestion'
          | 'secretAnswerHash'
          | 'passwordHash'
          | 'preferences'
          | 'updatedAt'
        >
      >,
    ): Promise<'updated' | 'email-taken'> {
      try {
        await db.update(users).set(patch).where(eq(users.id, id));
        return 'updated';
      } catch (error) {
        // A statement that fails aborts its transaction: the caller throws, and everything rolls back.
        if (isUniqueViolation(error, 'users_email_key')) return 'email-taken';
        throw error;
      }
    },

    // ── sessions ────────────────────────────────────────────────────────────────────
    async listSessions(userId: string) {
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

    async findSession(idHash: string) {
      const rows = await db.select().from(sessions).where(eq(sessions.idHash, idHash)).limit(1);
      return rows[0] ?? null;
    },

    async deleteSessionByPublicId(userId: string, publicId: string): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
        .returning({ idHash: sessions.idHash });
      return rows.length;
    },

    /** Every session of the user but `keep` (null: every one). */
    async deleteSessionsOfUser(userId: string, keep: string | null): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(
          keep ? and(eq(sessions.userId, userId), ne(sessions.idHash, keep)) : eq(sessions.userId, userId),
        )
        .returning({ idHash: sessions.idHash });
      return rows.length;
    },

    async setReauthenticated(idHash: string, at: Date): Promise<void> {
      await db.update(sessions).set({ reauthenticatedAt: at }).where(eq(sessions.idHash, idHash));
    },

    // ── sign-in throttles ───────────────────────────────────────────────────────────
    async findThrottle(emailKey: string): Promise<ThrottleRow | null> {
      const rows = await db
        .select()
        .from(signInThrottles)
        .where(eq(signInThrottles.emailKey, emailKey))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Creates the row if missing; run before `lockThrottle` in the same transaction. */
    async ensureThrottle(emailKey: string): Promise<void> {
      await db.insert(signInThrottles).values({ emailKey }).onConflictDoNothing();
    },

    async lockThrottle(emailKey: string): Promise<ThrottleRow | null> {
      const rows = await db
        .select()
        .from(signInThrottles)
        .where(eq(signInThrottles.emailKey, emailKey))
        .for('update')
        .limit(1);
      return rows[0] ?? null;
    },

    async saveThrottle(row: ThrottleRow): Promise<void> {
      await db
        .update(signInThrottles)
        .set({ failures: row.failures, lockedUntil: row.lockedUntil, lastFailureAt: row.lastFailureAt })
        .where(eq(signInThrottles.emailKey, row.emailKey));
    },

    /** Forgets addresses whose last failure is older than `before` (their locks have long ended). */
    async purgeThrottles(before: Date): Promise<void> {
      await db.delete(signInThrottles).where(lt(signInThrottles.lastFailureAt, before));
    },

    async deleteThrottle(emailKey: string): Promise<number> {
      const rows = await db
        .delete(signInThrottles)
        .where(eq(signInThrottles.emailKey, emailKey))
        .returning({ k: signInThrottles.emailKey });
      return rows.length;
    },

    // ── e-mail changes ──────────────────────────────────────────────────────────────
    async insertEmailChange(row: typeof emailChanges.$inferInsert): Promise<void> {
      await db.insert(emailChanges).values(row);
    },

    async deleteEmailChanges(userId: string): Promise<void> {
      await db.delete(emailChanges).where(eq(emailChanges.userId, userId));
    },

    /** Takes the change of a token: deleted and answered, so a link works once. */
    async takeEmailChange(tokenHash: string) {
      const rows = await db.delete(emailChanges).where(eq(emailChanges.tokenHash, tokenHash)).returning();
      return rows[0] ?? null;
    },

    async pendingEmail(userId: string, now: Date): Promise<string | null> {
      const rows = await db
        .select({ newEmail: emailChanges.newEmail })
        .from(emailChanges)
        .where(and(eq(emailChanges.userId, userId), gt(emailChanges.expiresAt, now)))
        .orderBy(desc(emailChanges.createdAt))
        .limit(1);
      return rows[0]?.newEmail ?? null;
    },
  };
}

export type AccountHolderRepository = ReturnType<typeof createAccountHolderRepository>;
