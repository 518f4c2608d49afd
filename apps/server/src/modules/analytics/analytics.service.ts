import { type AnalyticsEventKind, countryCode, QUIRE_EVENT_SOURCE } from '@quire/domain';
import { isbot } from 'isbot';
import type { JobsLogger, JobsService } from '../jobs';
import { type FactBook, factOf } from './analytics.facts';
import { createAnalyticsFold, type FoldRedemptions } from './analytics.fold';
import type { AnalyticsFoldRepository } from './analytics.fold.repository';
import { createAnalyticsIngest, type IngestBooks } from './analytics.ingest';
import type { AnalyticsRepository } from './analytics.repository';
import { referrerDomain } from './analytics.visitor';

/** What a product page or sample request tells of its visitor (nothing that identifies them is kept). */
export interface VisitFacts {
  projectId: string;
  ean: string | null;
  referer?: string | undefined;
  userAgent?: string | undefined;
  /** The country header a trusted proxy set (ANALYTICS_COUNTRY_HEADER), if any. */
  country?: string | undefined;
}

/** What analytics reads of the books: by EAN (a retailer's events) and by id (Quire's visits). */
export interface AnalyticsBooks extends IngestBooks {
  bookFactsById(projectId: string): Promise<FactBook | null>;
}

export interface AnalyticsDeps {
  repo: AnalyticsRepository;
  foldRepo: AnalyticsFoldRepository;
  books: AnalyticsBooks;
  /** The coupon redemptions made through the retailer API, copied into the facts by each fold. */
  redemptions: FoldRedemptions;
  jobs: Pick<JobsService, 'define' | 'enqueue'>;
  /** The key of the readers' hashes: the session secret (keyed again per use by its message's prefix). */
  readerSecret: () => Promise<string>;
  now: () => Date;
  logger?: Pick<JobsLogger, 'warn'> | undefined;
}

/**
 * Analytics (decision 042). This slice records Quire's own facts: a product page seen and a sample
 * opened, by people (crawlers and link-preview bots are not visitors, by `isbot`), with the
 * referring domain and the country a trusted proxy gives. One insert each, so no unit of work.
 * Every fact is kept through factOf (its day, owner, format and money); the fold job then takes the
 * new ones into the rollups (decision 044).
 */
export function createAnalyticsService(deps: AnalyticsDeps) {
  const { repo, books, now } = deps;
  const folds = createAnalyticsFold(deps);

  async function record(kind: AnalyticsEventKind, facts: VisitFacts): Promise<boolean> {
    // No user agent at all is a script, not a person's browser.
    if (!facts.userAgent || isbot(facts.userAgent)) return false;
    // The owner and format at the time of the visit, as every fact keeps them.
    const book = await books.bookFactsById(facts.projectId);
    if (!book) return false;
    const at = now();
    await repo.insert(
      factOf(
        {
          kind,
          source: QUIRE_EVENT_SOURCE,
          occurredAt: at,
          receivedAt: at,
          country: countryCode(facts.country),
          referrerDomain: referrerDomain(facts.referer),
        },
        { ...book, ean: facts.ean },
      ),
    );
    await folds.scheduleFold();
    return true;
  }

  return {
    /** POST /api/retail/events: a retailer's batch of facts (analytics.ingest.ts). */
    ...createAnalyticsIngest({
      repo,
      books,
      now,
      readerSecret: deps.readerSecret,
      onKept: folds.scheduleFold,
    }),
    /** Copies new coupon redemptions, then folds every fact not folded yet into the rollups (analytics.fold.ts). */
    fold: folds.fold,
    /** Schedules the fold job for the next minute (at start-up: facts a stop left unfolded); never throws. */
    scheduleFold: folds.scheduleFold,
    /** A person saw a book's product page; false when the visitor was a bot (nothing recorded). */
    pageVisited: (facts: VisitFacts) => record('PAGE_VISIT', facts),
    /** A person opened a book's free sample; false for a bot. */
    sampleOpened: (facts: VisitFacts) => record('SAMPLE_OPENED', facts),
    /** A book's facts of one kind, oldest first (the analytics views and tests read them). */
    events: (projectId: string, kind: AnalyticsEventKind) => repo.ofProject(projectId, kind),
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

/** The ingest part of the service, as the retailers' route needs it. */
export type AnalyticsIngest = Pick<AnalyticsService, 'ingest'>;
