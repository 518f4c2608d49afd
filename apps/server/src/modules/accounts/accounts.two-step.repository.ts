import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PasskeysRepository } from './accounts.passkeys.repository';
import {
  type OneTimeCodeRow,
  oneTimeCodes,
  type PendingSignInRow,
  pendingSignIns,
  recoveryCodes,
  type TwoStepSettingsRow,
  twoStepSettings,
} from './accounts.two-step.tables';
import type { AccountRepositories } from './sessions.repository';

/**
 * SQL of two-step verification's own tables (accounts.two-step.ts): one statement per method; its
 * use cases get it with the users and sessions repositories (TwoStepRepositories).
 */
export function createTwoStepRepository(db: Db) {
  return {
    // ── settings ────────────────────────────────────────────────────────────────────
    async settings(userId: string): Promise<TwoStepSettingsRow | null> {
      return (
        (await db.select().from(twoStepSettings).where(eq(twoStepSettings.userId, userId)).limit(1))[0] ??
        null
      );
    },

    /** Locks (creating if needed) the user's settings row for the rest of the transaction. */
    async lockSettings(userId: string, at: Date): Promise<TwoStepSettingsRow> {
      await db.insert(twoStepSettings).values({ userId, updatedAt: at }).onConflictDoNothing();
      const rows = await db
        .select()
        .from(twoStepSettings)
        .where(eq(twoStepSettings.userId, userId))
        .for('update')
        .limit(1);
      return rows[0] as TwoStepSettingsRow;
    },

    async saveSettings(
      userId: string,
      values: Partial<Omit<TwoStepSettingsRow, 'userId'>> & { updatedAt: Date },
    ): Promise<void> {
      await db.update(twoStepSettings).set(values).where(eq(twoStepSettings.userId, userId));
    },

    // ── one-time codes ──────────────────────────────────────────────────────────────
    async insertCode(row: typeof oneTimeCodes.$inferInsert): Promise<void> {
      await db.insert(oneTimeCodes).values(row);
    },

    /** Codes sent to the account since `since`, whatever the purpose (the send limit). */
    async countCodesSince(userId: string, since: Date): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.userId, userId), gt(oneTimeCodes.createdAt, since)));
      return Number(rows[0]?.n ?? 0);
    },

    /** Revokes the owner's unused codes of a purpose (a newer one replaces them). */
    async revokeCodes(ownerKey: string, purpose: string): Promise<void> {
      await db
        .update(oneTimeCodes)
        .set({ revoked: true })
        .where(
          and(
            eq(oneTimeCodes.ownerKey, ownerKey),
            eq(oneTimeCodes.purpose, purpose),
            isNull(oneTimeCodes.usedAt),
          ),
        );
    },

    /** The newest live (unused, unrevoked) code of the owner, locked for the transaction. */
    async lockLiveCode(ownerKey: string, purpose: string, channel?: string): Promise<OneTimeCodeRow | null> {
      const rows = await db
        .select()
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.ownerKey, ownerKey),
            eq(oneTimeCodes.purpose, purpose),
            channel ? eq(oneTimeCodes.channel, channel) : undefined,
            isNull(oneTimeCodes.usedAt),
            eq(oneTimeCodes.revoked, false),
          ),
        )
        .orderBy(desc(oneTimeCodes.createdAt))
        .for('update')
        .limit(1);
      return rows[0] ?? null;
    },

    async updateCode(
      id: string,
      values: Partial<Pick<OneTimeCodeRow, 'wrongAttempts' | 'usedAt' | 'revoked'>>,
    ) {
      await db.update(oneTimeCodes).set(values).where(eq(oneTimeCodes.id, id));
    },

    /** The newest code of the owner used since `since` on this channel (a fresh verification). */
    async lastUsedCode(ownerKey: string, purpose: string, channel: string, since: Date) {
      const rows = await db
        .select()
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.ownerKey, ownerKey),
            eq(oneTimeCodes.purpose, purpose),
            eq(oneTimeCodes.channel, channel),
            gt(oneTimeCodes.usedAt, since),
          ),
        )
        .orderBy(desc(oneTimeCodes.usedAt))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The newest SMS code of the owner (its number is the one a resend goes to). */
    async lastSmsDestination(ownerKey: string, purpose: string): Promise<string | null> {
      const rows = await db
        .select({ d: oneTimeCodes.destination })
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.ownerKey, ownerKey),
            eq(oneTimeCodes.purpose, purpose),
            eq(oneTimeCodes.channel, 'SMS'),
          ),
        )
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
      return rows[0]?.d ?? null;
    },

    async purgeCodes(before: Date): Promise<void> {
      await db.delete(oneTimeCodes).where(lt(oneTimeCodes.expiresAt, before));
    },

    // ── recovery codes ──────────────────────────────────────────────────────────────
    async replaceRecoveryCodes(userId: string, hashes: string[], at: Date): Promise<void> {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      if (hashes.length)
        await db
          .insert(recoveryCodes)
          .values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: at })));
    },

    /** Uses up one unused recovery code of the user; true when there was one with this hash. */
    async useRecoveryCode(userId: string, codeHash: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return rows.length > 0;
    },

    async recoveryCodesLeft(userId: string): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return Number(rows[0]?.n ?? 0);
    },

    // ── pending sign-ins ────────────────────────────────────────────────────────────
    async insertPending(row: typeof pendingSignIns.$inferInsert): Promise<void> {
      await db.insert(pendingSignIns).values(row);
    },

    async lockPending(tokenHash: string): Promise<PendingSignInRow | null> {
      const rows = await db
        .select()
        .from(pendingSignIns)
        .where(eq(pendingSignIns.tokenHash, tokenHash))
        .for('update')
        .limit(1);
      return rows[0] ?? null;
    },

    async findPending(tokenHash: string): Promise<PendingSignInRow | null> {
      return (
        (await db.select().from(pendingSignIns).where(eq(pendingSignIns.tokenHash, tokenHash)).limit(1))[0] ??
        null
      );
    },

    async setPendingWrong(tokenHash: string, wrongAttempts: number): Promise<void> {
      await db.update(pendingSignIns).set({ wrongAttempts }).where(eq(pendingSignIns.tokenHash, tokenHash));
    },

    async deletePending(tokenHash: string): Promise<void> {
      await db.delete(pendingSignIns).where(eq(pendingSignIns.tokenHash, tokenHash));
    },

    async purgePending(before: Date): Promise<void> {
      await db.delete(pendingSignIns).where(lt(pendingSignIns.expiresAt, before));
    },
  };
}

export type TwoStepRepository = ReturnType<typeof createTwoStepRepository>;

/**
 * Two-step verification's repositories: its own tables', users' and sessions', and the passkeys'
 * (a passkey is a second step, and the administrator's reset removes them).
 */
export type TwoStepRepositories = TwoStepRepository & AccountRepositories & { passkeys: PasskeysRepository };
