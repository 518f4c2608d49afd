import { and, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets, recoveryThrottles } from './accounts.recovery.tables';
import type { UserRow } from './accounts.tables';
import type { AccountRepositories } from './sessions.repository';

/** The account fields recovery uses (read through the users repository). */
export type RecoveryAccount = Pick<
  UserRow,
  'id' | 'customerId' | 'email' | 'firstName' | 'secretQuestion' | 'secretAnswerHash'
>;

/**
 * The forgot-password statements over its own tables (reset links, answer throttles): one each; the
 * service runs the ones that go together in a transaction, with the users and sessions repositories.
 */
export function createRecoveryRepository(db: Db) {
  return {
    async insertReset(row: {
      tokenHash: string;
      userId: string;
      origin: 'self' | 'admin';
      createdAt: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(passwordResets).values(row);
    },

    /** The account id of a token that is unused and unexpired at `now`, or null. */
    async findOpenReset(tokenHash: string, now: Date): Promise<string | null> {
      const rows = await db
        .select({ userId: passwordResets.userId })
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
        .limit(1);
      return rows[0]?.userId ?? null;
    },

    /** Uses the token up if it is still open (one statement, so two requests cannot both use it). */
    async consumeReset(tokenHash: string, now: Date): Promise<string | null> {
      const rows = await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResets.userId });
      return rows[0]?.userId ?? null;
    },

    /** Closes every other open token of the account. */
    async closeOpenResets(userId: string, now: Date): Promise<void> {
      await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    },

    /** Wrong answers for a key since `windowStart` (0 when none or the window is over). */
    async throttleFailures(keyHash: string, windowStart: Date): Promise<number> {
      const rows = await db
        .select({ failures: recoveryThrottles.failures })
        .from(recoveryThrottles)
        .where(
          and(eq(recoveryThrottles.keyHash, keyHash), gte(recoveryThrottles.windowStartedAt, windowStart)),
        )
        .limit(1);
      return rows[0]?.failures ?? 0;
    },

    /** Counts one wrong answer; a window that began before `windowStart` restarts at `now`. */
    async throttleFailed(keyHash: string, now: Date, windowStart: Date): Promise<void> {
      const over = sql`${recoveryThrottles.windowStartedAt} < ${windowStart}`;
      await db
        .insert(recoveryThrottles)
        .values({ keyHash, failures: 1, windowStartedAt: now })
        .onConflictDoUpdate({
          target: recoveryThrottles.keyHash,
          set: {
            failures: sql`case when ${over} then 1 else ${recoveryThrottles.failures} + 1 end`,
            windowStartedAt: sql`case when ${over} then ${now} else ${recoveryThrottles.windowStartedAt} end`,
          },
        });
    },

    /** Forgets a key (after a right answer) and every window that is over. */
    async throttleClear(keyHash: string, windowStart: Date): Promise<void> {
      await db
        .delete(recoveryThrottles)
        .where(
          sql`${recoveryThrottles.keyHash} = ${keyHash} or ${lt(recoveryThrottles.windowStartedAt, windowStart)}`,
        );
    },
  };
}

export type RecoveryRepository = ReturnType<typeof createRecoveryRepository>;

/** Recovery's repositories: its own tables', and users' and sessions'. */
export type RecoveryRepositories = RecoveryRepository & AccountRepositories;
