import { and, asc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type ContributorGrantRow,
  contributorGrants,
  contributorSessions,
  type NewContributorGrantRow,
} from './contributors.tables';

export function createContributorsRepository(db: Db) {
  return {
    /** Inserts an invitation; null when the author already has a current contributor with this e-mail. */
    async insertGrant(row: NewContributorGrantRow): Promise<ContributorGrantRow | null> {
      // No target: the partial unique index (author, e-mail) of current contributors answers nothing.
      const rows = await db.insert(contributorGrants).values(row).onConflictDoNothing().returning();
      return rows[0] ?? null;
    },

    async currentByEmail(authorCustomerId: string, email: string): Promise<ContributorGrantRow | null> {
      const rows = await db
        .select()
        .from(contributorGrants)
        .where(
          and(
            eq(contributorGrants.authorCustomerId, authorCustomerId),
            eq(contributorGrants.email, email),
            isNull(contributorGrants.revokedAt),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    /** The author's current (not removed) contributors, oldest first. */
    async listCurrent(authorCustomerId: string): Promise<ContributorGrantRow[]> {
      return db
        .select()
        .from(contributorGrants)
        .where(
          and(eq(contributorGrants.authorCustomerId, authorCustomerId), isNull(contributorGrants.revokedAt)),
        )
        .orderBy(asc(contributorGrants.createdAt), asc(contributorGrants.id));
    },

    async currentById(authorCustomerId: string, id: string): Promise<ContributorGrantRow | null> {
      const rows = await db
        .select()
        .from(contributorGrants)
        .where(
          and(
            eq(contributorGrants.id, id),
            eq(contributorGrants.authorCustomerId, authorCustomerId),
            isNull(contributorGrants.revokedAt),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    /** The accounts (user ids) that are a current contributor of some author, of these when given. */
    async contributorUserIds(userIds?: readonly string[]): Promise<string[]> {
      const where: SQL[] = [
        isNotNull(contributorGrants.contributorUserId),
        isNull(contributorGrants.revokedAt),
      ];
      if (userIds)
        where.push(sql`${contributorGrants.contributorUserId} = any(${sql.param([...userIds])}::uuid[])`);
      const rows = await db
        .selectDistinct({ userId: contributorGrants.contributorUserId })
        .from(contributorGrants)
        .where(and(...where));
      return rows.map((r) => r.userId as string);
    },

    async byKeyHash(keyHash: string): Promise<ContributorGrantRow | null> {
      const rows = await db
        .select()
        .from(contributorGrants)
        .where(eq(contributorGrants.keyHash, keyHash))
        .limit(1);
      return rows[0] ?? null;
    },

    async setPermissions(id: string, permissions: string[], now: Date): Promise<ContributorGrantRow | null> {
      const rows = await db
        .update(contributorGrants)
        .set({ permissions, updatedAt: now })
        .where(and(eq(contributorGrants.id, id), isNull(contributorGrants.revokedAt)))
        .returning();
      return rows[0] ?? null;
    },

    async revoke(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(contributorGrants)
        .set({ revokedAt: now, updatedAt: now })
        .where(and(eq(contributorGrants.id, id), isNull(contributorGrants.revokedAt)))
        .returning({ id: contributorGrants.id });
      return rows.length > 0;
    },

    /** First sign-in with the key: binds it to the account (only while it is still current and unclaimed). */
    async accept(id: string, userId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(contributorGrants)
        .set({ acceptedAt: now, contributorUserId: userId, updatedAt: now })
        .where(
          and(
            eq(contributorGrants.id, id),
            isNull(contributorGrants.revokedAt),
            isNull(contributorGrants.contributorUserId),
          ),
        )
        .returning({ id: contributorGrants.id });
      return rows.length > 0;
    },

    async insertSession(sessionKey: string, grantId: string, now: Date): Promise<void> {
      await db.insert(contributorSessions).values({ sessionKey, grantId, createdAt: now });
    },

    /** The sessions that act under a grant (their keys). */
    async sessionKeysOfGrant(grantId: string): Promise<string[]> {
      const rows = await db
        .select({ sessionKey: contributorSessions.sessionKey })
        .from(contributorSessions)
        .where(eq(contributorSessions.grantId, grantId));
      return rows.map((r) => r.sessionKey);
    },

    /** The grant a session acts under, if it acts for an author. */
    async grantOfSession(sessionKey: string): Promise<ContributorGrantRow | null> {
      const rows = await db
        .select({ grant: contributorGrants })
        .from(contributorSessions)
        .innerJoin(contributorGrants, eq(contributorGrants.id, contributorSessions.grantId))
        .where(eq(contributorSessions.sessionKey, sessionKey))
        .limit(1);
      return rows[0]?.grant ?? null;
    },
  };
}

export type ContributorsRepository = ReturnType<typeof createContributorsRepository>;
