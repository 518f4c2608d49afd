import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type PasskeyRow,
  passkeys,
  type WebauthnChallengeRow,
  webauthnChallenges,
} from './accounts.passkeys.tables';
import { type SecurityEventRow, securityEvents } from './accounts.security-history.tables';

/**
 * SQL of the passkeys, their WebAuthn challenges and the account's security history
 * (accounts.passkeys*.ts, accounts.security-history.ts): one statement per method.
 */
export function createPasskeysRepository(db: Db) {
  return {
    // ── passkeys ─────────────────────────────────────────────────────────────────────
    async listOfUser(userId: string): Promise<PasskeyRow[]> {
      return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
    },

    async countOfUser(userId: string): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(passkeys)
        .where(eq(passkeys.userId, userId));
      return Number(rows[0]?.n ?? 0);
    },

    async byCredentialId(credentialId: string): Promise<PasskeyRow | null> {
      return (
        (await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1))[0] ?? null
      );
    },

    async ofUser(userId: string, id: string): Promise<PasskeyRow | null> {
      return (
        (
          await db
            .select()
            .from(passkeys)
            .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
            .limit(1)
        )[0] ?? null
      );
    },

    /** A new passkey, or null when the credential is already stored (for any account). */
    async insert(row: typeof passkeys.$inferInsert): Promise<PasskeyRow | null> {
      const rows = await db.insert(passkeys).values(row).onConflictDoNothing().returning();
      return rows[0] ?? null;
    },

    async rename(userId: string, id: string, name: string): Promise<PasskeyRow | null> {
      const rows = await db
        .update(passkeys)
        .set({ name })
        .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
        .returning();
      return rows[0] ?? null;
    },

    async delete(userId: string, id: string): Promise<PasskeyRow | null> {
      const rows = await db
        .delete(passkeys)
        .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
        .returning();
      return rows[0] ?? null;
    },

    /** Every passkey of the user (the administrator's two-step reset); answers how many. */
    async deleteOfUser(userId: string): Promise<number> {
      const rows = await db
        .delete(passkeys)
        .where(eq(passkeys.userId, userId))
        .returning({ id: passkeys.id });
      return rows.length;
    },

    /**
     * Records a use: the new counter and the time, only if the counter is still the one the
     * assertion was checked against (two uses racing with one counter: only one passes).
     */
    async markUsed(id: string, fromCounter: number, toCounter: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(passkeys)
        .set({ counter: toCounter, lastUsedAt: at })
        .where(and(eq(passkeys.id, id), eq(passkeys.counter, fromCounter)))
        .returning({ id: passkeys.id });
      return rows.length > 0;
    },

    // ── challenges ───────────────────────────────────────────────────────────────────
    async insertChallenge(row: typeof webauthnChallenges.$inferInsert): Promise<void> {
      await db.insert(webauthnChallenges).values(row);
    },

    async findChallenge(challengeHash: string): Promise<WebauthnChallengeRow | null> {
      return (
        (
          await db
            .select()
            .from(webauthnChallenges)
            .where(eq(webauthnChallenges.challengeHash, challengeHash))
            .limit(1)
        )[0] ?? null
      );
    },

    /** Uses a challenge up; false when it was already used (by a request racing this one). */
    async useChallenge(challengeHash: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(webauthnChallenges)
        .set({ usedAt: at })
        .where(and(eq(webauthnChallenges.challengeHash, challengeHash), isNull(webauthnChallenges.usedAt)))
        .returning({ hash: webauthnChallenges.challengeHash });
      return rows.length > 0;
    },

    /** Forgets challenges that expired before `before` (kept a while to tell "expired" from "unknown"). */
    async purgeChallenges(before: Date): Promise<void> {
      await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, before));
    },

    // ── security history ─────────────────────────────────────────────────────────────
    async insertEvent(row: typeof securityEvents.$inferInsert): Promise<void> {
      await db.insert(securityEvents).values(row);
    },

    async eventsOfUser(userId: string, limit: number): Promise<SecurityEventRow[]> {
      return db
        .select()
        .from(securityEvents)
        .where(eq(securityEvents.userId, userId))
        .orderBy(desc(securityEvents.at), desc(securityEvents.id))
        .limit(limit);
    },
  };
}

export type PasskeysRepository = ReturnType<typeof createPasskeysRepository>;
