import { type AnalyticsEventKind, countryCode, QUIRE_EVENT_SOURCE } from '@quire/domain';
import { isbot } from 'isbot';
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

export interface AnalyticsDeps {
  repo: AnalyticsRepository;
  books: IngestBooks;
  now: () => Date;
}

/**
 * Analytics (decision 042). This slice records Quire's own facts: a product page seen and a sample
 * opened, by people (crawlers and link-preview bots are not visitors, by `isbot`), with the
 * referring domain and the country a trusted proxy gives. One insert each, so no unit of work.
 */
export function createAnalyticsService({ repo, books, now }: AnalyticsDeps) {
  async function record(kind: AnalyticsEventKind, facts: VisitFacts): Promise<boolean> {
    // No user agent at all is a script, not a person's browser.
    if (!facts.userAgent || isbot(facts.userAgent)) return false;
    const at = now();
    await repo.insert({
      kind,
      source: QUIRE_EVENT_SOURCE,
      projectId: facts.projectId,
      ean: facts.ean,
      occurredAt: at,
      receivedAt: at,
      country: countryCode(facts.country),
      referrerDomain: referrerDomain(facts.referer),
    });
    return true;
  }

  return {
    /** POST /api/retail/events: a retailer's batch of facts (analytics.ingest.ts). */
    ...createAnalyticsIngest({ repo, books, now }),
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
