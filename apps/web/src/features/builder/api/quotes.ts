import type { EbookQuote, PersonalQuote, PrintQuote } from '@quire/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, type ErrorHandler } from '../../../lib/api-client';

export type { EbookQuote, PersonalQuote, PrintQuote };

/** The pricing step's quotes (spec 1 §7): the eBook royalty, the print quote, the personal-use quote. */

/** GET /api/project/ebook/cost?price: the royalty of an eBook list price. */
export function ebookCost(price: string, signal?: AbortSignal, onError?: ErrorHandler) {
  return api.get<EbookQuote>('/api/project/ebook/cost', { query: { price }, signal, onError });
}

export const ebookCostQuery = (price: string, onError?: ErrorHandler) =>
  queryOptions({
    queryKey: ['ebook-cost', price] as const,
    queryFn: ({ signal }) => ebookCost(price, signal, onError),
    enabled: price !== '',
  });

/** GET /api/project/print/quote?projectId&price: printing cost, floor price and royalty at a price. */
export function printQuote(
  projectId: string,
  price: string | null,
  signal?: AbortSignal,
  onError?: ErrorHandler,
) {
  return api.get<PrintQuote>('/api/project/print/quote', {
    query: { projectId, price: price || undefined },
    signal,
    onError,
  });
}

/**
 * The print quote of a project at a price, as the project stood at `updatedAt` (the page count,
 * paper and format it depends on). A save answers the quote at the saved price and seeds this key
 * (api/project.ts), so the step does not ask again.
 */
export const printQuoteKey = (projectId: string, price: string | null, updatedAt: string) =>
  ['print-quote', projectId, price ?? '', updatedAt] as const;

export const printQuoteQuery = (
  projectId: string,
  price: string | null,
  updatedAt: string,
  onError?: ErrorHandler,
) =>
  queryOptions({
    queryKey: printQuoteKey(projectId, price, updatedAt),
    queryFn: ({ signal }) => printQuote(projectId, price, signal, onError),
    staleTime: 60_000,
  });

/** GET /api/project/personal/quote?projectId&quantity: what a personal-use book's copies cost. */
export function personalQuote(
  projectId: string,
  quantity: string,
  signal?: AbortSignal,
  onError?: ErrorHandler,
) {
  return api.get<PersonalQuote>('/api/project/personal/quote', {
    query: { projectId, quantity },
    signal,
    onError,
  });
}

export const personalQuoteQuery = (projectId: string, quantity: string, updatedAt: string) =>
  queryOptions({
    queryKey: ['personal-quote', projectId, quantity, updatedAt] as const,
    queryFn: ({ signal }) => personalQuote(projectId, quantity, signal),
  });
