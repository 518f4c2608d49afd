import {
  AppError,
  countryCode,
  errorItem,
  INGEST_CLOCK_SKEW_MS,
  INGEST_MESSAGES,
  ingestPriceProblem,
  type RetailEvent,
} from '@quire/domain';
import { hmac } from '../../lib/crypto';
import { type FactBook, factOf } from './analytics.facts';
import type { AnalyticsRepository } from './analytics.repository';
import type { NewAnalyticsEvent } from './analytics.tables';

/** What the ingest reads of the books: which book (whose, which format, at what price) an EAN is. */
export interface IngestBooks {
  booksByEan(eans: readonly string[]): Promise<Map<string, FactBook>>;
}

/** The refusal of a whole batch: every problem at once, each on its event's field. */
const refused = (problems: { index: number; field: string; description: string }[]) =>
  new AppError(
    problems.map((p) =>
      errorItem('VALIDATION', { field: `events.${p.index}.${p.field}`, description: p.description }),
    ),
  );

/** A retailer's domain, kept like a visit's: lower case without "www.". */
const domainOf = (value: string | undefined) =>
  value
    ? value
        .trim()
        .toLowerCase()
        .replace(/^www\./, '')
        .replace(/\.$/, '') || null
    : null;

/**
 * POST /api/retail/events (decision 043): a retailer's batch of facts, checked whole (the schema
 * first, then here: no time in the future, every EAN a book on Quire), then kept in one statement.
 * An event whose eventId this retailer sent before is not kept again, so a replayed batch counts once.
 */
export function createAnalyticsIngest(deps: {
  repo: AnalyticsRepository;
  books: IngestBooks;
  now: () => Date;
  /** The key of the readers' hashes (derived from the session secret); read once, when first needed. */
  readerSecret: () => Promise<string>;
  /** Called after a batch kept something new (the fold job is scheduled; it never fails the call). */
  onKept?: () => Promise<void>;
}) {
  let secret: Promise<string> | null = null;
  /**
   * The reader's reference is kept only as a keyed hash, and per retailer: the same reference
   * from two retailers is two readers, and nobody holding the table can test a guessed reference.
   */
  async function readerKeyOf(source: string, readerId: string | undefined): Promise<string | null> {
    if (readerId === undefined) return null;
    secret ??= deps.readerSecret().catch((error: unknown) => {
      secret = null;
      throw error;
    });
    return hmac(await secret, `analytics-reader:${source}:${readerId}`);
  }

  return {
    async ingest(
      events: readonly RetailEvent[],
      source: string,
    ): Promise<{ accepted: number; duplicates: number }> {
      const now = deps.now();
      const books = await deps.books.booksByEan(events.map((e) => e.ean));
      const problems: { index: number; field: string; description: string }[] = [];
      events.forEach((e, index) => {
        if (Date.parse(e.occurredAt) > now.getTime() + INGEST_CLOCK_SKEW_MS) {
          problems.push({ index, field: 'occurredAt', description: INGEST_MESSAGES.occurredAt });
        }
        const book = books.get(e.ean);
        if (!book) problems.push({ index, field: 'ean', description: INGEST_MESSAGES.unknownEan });
        const price = book ? ingestPriceProblem(book.format, e.kind, e.unitPrice) : null;
        if (price) problems.push({ index, field: 'unitPrice', description: price });
      });
      if (problems.length) throw refused(problems);
      const rows: NewAnalyticsEvent[] = [];
      for (const e of events) {
        const book = books.get(e.ean) as FactBook;
        rows.push(
          factOf(
            {
              kind: e.kind,
              source,
              externalId: e.eventId,
              occurredAt: new Date(e.occurredAt),
              receivedAt: now,
              country: countryCode(e.country),
              referrerDomain: domainOf(e.referrerDomain),
              quantity: e.quantity ?? 1,
              unitPrice: e.unitPrice ?? null,
              couponCode: e.couponCode?.toUpperCase() ?? null,
              campaign: e.campaign ?? null,
              progress: e.progress ?? null,
              readerKey: await readerKeyOf(source, e.readerId),
            },
            book,
          ),
        );
      }
      const accepted = await deps.repo.insertNew(rows);
      if (accepted > 0) await deps.onKept?.();
      return { accepted, duplicates: rows.length - accepted };
    },
  };
}
