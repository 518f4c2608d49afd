import { addDays, toNewYorkDate } from '@quire/domain';
import type { UnitOfWork } from '../../db/unit-of-work';
import { type FactBook, type FactInput, factOf } from './analytics.facts';
import type { AnalyticsSeedRepository } from './analytics.seed.repository';

/** Facts one insert statement takes. */
export const SEED_CHUNK = 1000;

/** A made-up fact and its book, as the demo's history hands it over. */
export interface SeedFact {
  book: FactBook;
  input: FactInput;
}

/**
 * Seeding for the analytics module (demo mode): a source's made-up history, kept through factOf like
 * every fact. A seed keeps only the days after the source's last kept day, and anything that
 * arrived after its last arrival (a late batch), so a restart on a later day adds the days since
 * without sending the whole history again; each fact's external id keeps it once either way.
 */
export function createAnalyticsSeeder(uow: UnitOfWork<AnalyticsSeedRepository>) {
  return {
    /** The last New York day the source has facts of, or null when it has none yet. */
    async lastDay(source: string): Promise<string | null> {
      return (await uow.repos.sourceExtent(source)).lastDay;
    },

    /** Keeps the facts of `source` not kept before, in one transaction; answers how many were new. */
    async keepHistory(source: string, facts: readonly SeedFact[]): Promise<number> {
      const { lastDay, lastReceivedAt } = await uow.repos.sourceExtent(source);
      const from = lastDay ? (toNewYorkDate(addDays(lastDay, 1)) as Date).getTime() : -Infinity;
      const after = lastReceivedAt ? lastReceivedAt.getTime() : -Infinity;
      const rows = facts
        .filter(
          (f) =>
            f.input.source === source &&
            (f.input.occurredAt.getTime() >= from || f.input.receivedAt.getTime() > after),
        )
        .map((f) => factOf(f.input, f.book));
      if (rows.length === 0) return 0;
      // One transaction: a start stopped half-way leaves no part of a day that a later seed would skip.
      return uow.withTransaction(async (repos) => {
        let kept = 0;
        for (let i = 0; i < rows.length; i += SEED_CHUNK)
          kept += await repos.insertNew(rows.slice(i, i + SEED_CHUNK));
        return kept;
      });
    },
  };
}

export type AnalyticsSeeder = ReturnType<typeof createAnalyticsSeeder>;
