import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ListedPromoRequest } from './promotions.requests.repository';
import { promoDefinitions, promoRequests } from './promotions.tables';

const r = promoRequests;
const d = promoDefinitions;

/** What the promotion report reads of promo_requests (the requests repository keeps the writes). */
export function createPromoSheetRepository(db: Db) {
  return {
    /** Every request of a definition with its definition's name, oldest submission first. */
    async ofDefinition(definitionId: string): Promise<ListedPromoRequest[]> {
      return db
        .select({ request: r, definitionName: d.name, position: d.position, displayEnd: d.displayEnd })
        .from(r)
        .innerJoin(d, eq(d.id, r.definitionId))
        .where(eq(r.definitionId, definitionId))
        .orderBy(asc(r.submittedAt), asc(r.id));
    },
  };
}

export type PromoSheetRepository = ReturnType<typeof createPromoSheetRepository>;
