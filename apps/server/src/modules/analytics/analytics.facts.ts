import {
  type AnalyticsEventKind,
  type AnalyticsFormat,
  analyticsDay,
  copyRoyalty,
  isMoneyKind,
  statementMonthOf,
} from '@quire/domain';
import type { NewAnalyticsEvent } from './analytics.tables';

/** What a fact needs to know of its book when it is kept. */
export interface FactBook {
  projectId: string;
  ownerCustomerId: string;
  ean: string | null;
  format: AnalyticsFormat;
  /** The list price in force (null for a book without one). */
  listPrice: string | null;
  /** A print book's printing cost per copy (null for an eBook). */
  printingCost: string | null;
}

/** Title, EAN and format of books by project id (the projects module's `bookTitles`); a deleted book is absent. */
export type BookTitles = (
  projectIds: readonly string[],
) => Promise<ReadonlyMap<string, { title: string; ean: string | null; format: string }>>;

/** One thing that happened, as a source reports it. */
export interface FactInput {
  kind: AnalyticsEventKind;
  source: string;
  externalId?: string | null;
  occurredAt: Date;
  receivedAt: Date;
  country?: string | null;
  referrerDomain?: string | null;
  quantity?: number;
  unitPrice?: string | null;
  /** The royalty of one copy when the source already decided it (a coupon redemption's). */
  royalty?: string | null;
  couponCode?: string | null;
  campaign?: string | null;
  progress?: number | null;
  readerKey?: string | null;
}

/**
 * A fact as it is kept (decision 044): with its New York day, its book's owner and format at the
 * time, and for a sale, return or coupon redemption the royalty of one copy by that day's rules and
 * the statement it belongs to (a later one than its month's when that was final on arrival). The
 * rollups only sum what is decided here.
 */
export function factOf(input: FactInput, book: FactBook): NewAnalyticsEvent {
  const money = isMoneyKind(input.kind) && input.unitPrice != null;
  return {
    kind: input.kind,
    source: input.source,
    externalId: input.externalId ?? null,
    projectId: book.projectId,
    ownerCustomerId: book.ownerCustomerId,
    ean: book.ean,
    occurredAt: input.occurredAt,
    receivedAt: input.receivedAt,
    day: analyticsDay(input.occurredAt),
    format: book.format,
    country: input.country ?? null,
    referrerDomain: input.referrerDomain ?? null,
    quantity: input.quantity ?? 1,
    unitPrice: input.unitPrice ?? null,
    listPrice: book.listPrice,
    royalty: money
      ? (input.royalty ?? copyRoyalty(book.format, input.unitPrice as string, book.printingCost))
      : null,
    statementMonth: money ? statementMonthOf(input.occurredAt, input.receivedAt) : null,
    couponCode: input.couponCode ?? null,
    campaign: input.campaign ?? null,
    progress: input.progress == null ? null : String(input.progress),
    readerKey: input.readerKey ?? null,
  };
}
