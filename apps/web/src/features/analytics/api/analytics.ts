import {
  type AnalyticsAnswer,
  type AnalyticsColumn,
  type AnalyticsQuery,
  AppErrorBase,
  type analyticsEndpoints,
  type ProjectListPage,
  type ResponseOf,
  type RoyaltyStatement,
  type StatementLine,
} from '@quire/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type ErrorHandler } from '../../../lib/api-client';

/**
 * The analytics calls (decision 044): one view of a dashboard, the list of monthly royalty
 * statements, one month's statement, the address of its CSV or PDF, and the author's books for
 * the book filter. One queryOptions per query; every type is the contract's.
 */

type Endpoints = typeof analyticsEndpoints;

export type { AnalyticsAnswer, AnalyticsColumn, RoyaltyStatement, StatementLine };
export type StatementSummary = ResponseOf<Endpoints['statements']>['statements'][number];
/** A view's query as the address carries it (customerId: an administrator's chosen author). */
export type ViewQuery = Omit<AnalyticsQuery, 'from' | 'to' | 'projectId' | 'country' | 'customerId'> &
  Partial<Record<'from' | 'to' | 'projectId' | 'country' | 'customerId', string>>;

/**
 * Failures shown in place, in the card or page that asked (the envelope's words: a range the server
 * refuses, a page the account does not have, another account's book); the special codes (session
 * expired and the like) keep the client's central handling.
 */
export const showInPlace: ErrorHandler = (_error, handling) => handling === 'generic';

/** The envelope's words for a failure shown in place, or the screen's own. */
export const failureText = (error: unknown, otherwise: string) =>
  error instanceof AppErrorBase && error.items[0]?.description ? error.items[0].description : otherwise;

export const analyticsKeys = {
  all: ['analytics'] as const,
  view: (q: ViewQuery) => ['analytics', 'view', q] as const,
  statements: (customerId: string | null) => ['analytics', 'statements', customerId] as const,
  statement: (month: string, customerId: string | null) =>
    ['analytics', 'statement', month, customerId] as const,
  books: ['analytics', 'books'] as const,
};

/** GET /api/analytics?queryParameter=: one view; the previous answer stays shown while a new filter loads. */
export const analyticsViewQuery = (q: ViewQuery) =>
  queryOptions({
    queryKey: analyticsKeys.view(q),
    queryFn: ({ signal }) =>
      api.get<AnalyticsAnswer>('/api/analytics', { query: { ...q }, signal, onError: showInPlace }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

const owner = (customerId: string | null): Record<string, string> => (customerId ? { customerId } : {});

/** GET /api/analytics/statements: the months, newest first. */
export const statementsQuery = (customerId: string | null) =>
  queryOptions({
    queryKey: analyticsKeys.statements(customerId),
    queryFn: ({ signal }) =>
      api
        .get<ResponseOf<Endpoints['statements']>>('/api/analytics/statements', {
          query: owner(customerId),
          signal,
          onError: showInPlace,
        })
        .then((p) => p.statements),
  });

/** GET /api/analytics/statement?month=: one month's lines and totals. */
export const statementQuery = (month: string, customerId: string | null) =>
  queryOptions({
    queryKey: analyticsKeys.statement(month, customerId),
    queryFn: ({ signal }) =>
      api.get<RoyaltyStatement>('/api/analytics/statement', {
        query: { month, ...owner(customerId) },
        signal,
        onError: showInPlace,
      }),
  });

/** The address of a month's statement as a file: a plain link, so the browser downloads it with the session. */
export function statementDownloadUrl(
  month: string,
  format: 'csv' | 'pdf',
  customerId: string | null,
): string {
  const q = new URLSearchParams({ month, format, ...owner(customerId) });
  return `/api/analytics/statement/download?${q.toString()}`;
}

/** The book filter's choices: the signed-in author's books by title (the dashboard's list call, first 100). */
export const booksQuery = queryOptions({
  queryKey: analyticsKeys.books,
  queryFn: ({ signal }) =>
    api
      .get<ProjectListPage>('/api/projects', {
        query: { page: 1, limit: 100, sort: 'title', direction: 'asc' },
        signal,
        onError: showInPlace,
      })
      .then((p) => p.projects),
  staleTime: 5 * 60_000,
});
