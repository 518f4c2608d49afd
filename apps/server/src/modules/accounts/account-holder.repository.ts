import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailChanges, signInThrottles, type ThrottleRow } from './account-holder.tables';
import type { AccountRepositories } from './sessions.repository';

/**
 * SQL of the account holder's own tables (sign-in throttles, e-mail changes): one statement per
 * method. Its use cases (lockout, sessions, profile) get it together with the users and sessions
 * repositories (AccountHolderRepositories); the methods that belong together (a password change
 * ending other sessions, a confirmed e-mail change) are called inside a unit of work.
 */
export function createAccountHolderRepository(db: Db) {
  return {
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

/** The account holder's use cases' repositories: its own tables', and users' and sessions'. */
export type AccountHolderRepositories = AccountHolderRepository & AccountRepositories;
