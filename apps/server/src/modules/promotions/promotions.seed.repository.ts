import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PromoDefinitionRow, promoDefinitions, promoRequests } from './promotions.tables';

/** The demo seed's reads of promotions (promotions.seed.ts): the only SQL it speaks. */
export function createPromoSeedRepository(db: Db) {
  return {
    /** The definition the demo seed wrote under this key, if it is there. */
    async definitionBySeedKey(seedKey: string): Promise<PromoDefinitionRow | null> {
      const rows = await db.select().from(promoDefinitions).where(eq(promoDefinitions.seedKey, seedKey));
      return rows[0] ?? null;
    },

    /** Whether the book has a request for this definition. */
    async hasRequest(definitionId: string, projectId: string): Promise<boolean> {
      const rows = await db
        .select({ id: promoRequests.id })
        .from(promoRequests)
        .where(and(eq(promoRequests.definitionId, definitionId), eq(promoRequests.projectId, projectId)))
        .limit(1);
      return rows.length > 0;
    },

    /** The accepted requests of these books that have their moments, by start. */
    async accepted(projectIds: string[]): Promise<{ projectId: string; from: Date; to: Date }[]> {
      if (projectIds.length === 0) return [];
      const rows = await db
        .select({ projectId: promoRequests.projectId, from: promoRequests.startAt, to: promoRequests.endAt })
        .from(promoRequests)
        .where(
          and(
            inArray(promoRequests.projectId, projectIds),
            eq(promoRequests.status, 'APPROVED'),
            isNotNull(promoRequests.startAt),
            isNotNull(promoRequests.endAt),
          ),
        )
        .orderBy(promoRequests.startAt);
      return rows.flatMap((r) =>
        r.projectId && r.from && r.to ? [{ projectId: r.projectId, from: r.from, to: r.to }] : [],
      );
    },
  };
}

export type PromoSeedRepository = ReturnType<typeof createPromoSeedRepository>;
