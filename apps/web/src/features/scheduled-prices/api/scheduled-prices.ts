import type {
  BodyOf,
  PriceUpdateWindow,
  ResponseOf,
  scheduledPricesEndpoints,
  UpcomingPriceChange,
} from '@quire/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, type ErrorHandler } from '../../../lib/api-client';

/** The scheduled-price calls of spec 1 §7 and the dashboard's badge. */
export const scheduledPriceKeys = {
  all: ['scheduled-prices'] as const,
  list: (projectId: string) => ['scheduled-prices', 'list', projectId] as const,
  upcoming: (projectId: string) => ['scheduled-prices', 'upcoming', projectId] as const,
  window: ['price-update-window'] as const,
};

export const scheduledPricesQuery = (projectId: string, onError?: ErrorHandler) =>
  queryOptions({
    queryKey: scheduledPriceKeys.list(projectId),
    queryFn: ({ signal }) =>
      api
        .get<ResponseOf<typeof scheduledPricesEndpoints.list>>('/api/project/scheduled-prices', {
          query: { projectId },
          signal,
          onError,
        })
        .then((p) => p.scheduledPrices),
  });

/** GET priceUpdateWindow: the window a start must fall in, as the server's rules say now. */
export const priceUpdateWindowQuery = queryOptions({
  queryKey: scheduledPriceKeys.window,
  queryFn: ({ signal }) => api.get<PriceUpdateWindow>('/api/project/priceUpdateWindow', { signal }),
  staleTime: 30_000,
});

export type SubmitBody = BodyOf<typeof scheduledPricesEndpoints.submit>;

export function submitScheduledPrice(body: SubmitBody, onError?: ErrorHandler) {
  return api
    .post<ResponseOf<typeof scheduledPricesEndpoints.submit>>('/api/project/scheduled-price-submit', body, {
      onError,
    })
    .then((p) => p.scheduledPrice);
}

/** DELETE scheduled-price-delete: {id, projectId} in the query string (the API client sends no DELETE body). */
export function deleteScheduledPrice(id: string, projectId: string) {
  return api.delete<ResponseOf<typeof scheduledPricesEndpoints.remove>>(
    `/api/project/scheduled-price-delete?id=${encodeURIComponent(id)}&projectId=${encodeURIComponent(projectId)}`,
  );
}

/**
 * The next price change of one book, asked for together with the other books on screen: the
 * cards of a dashboard page each ask for theirs in the same moment, and one request answers all
 * (at most 100 ids). A failure leaves the badges out rather than interrupting the dashboard.
 */
const waiting = new Map<
  string,
  { resolve: (c: UpcomingPriceChange | null) => void; reject: (e: unknown) => void }[]
>();
let scheduled = false;

async function flush() {
  scheduled = false;
  const batch = new Map(waiting);
  waiting.clear();
  const ids = [...batch.keys()];
  for (let i = 0; i < ids.length; i += 100) {
    const chunk = ids.slice(i, i + 100);
    try {
      const { changes } = await api.get<ResponseOf<typeof scheduledPricesEndpoints.upcoming>>(
        '/api/project/scheduled-prices/upcoming',
        {
          query: { projectIds: chunk.join(',') },
          onError: () => true,
        },
      );
      const byId = new Map(changes.map((c) => [c.projectId, c]));
      for (const id of chunk) for (const w of batch.get(id) ?? []) w.resolve(byId.get(id) ?? null);
    } catch (error) {
      for (const id of chunk) for (const w of batch.get(id) ?? []) w.reject(error);
    }
  }
}

export function nextPriceChange(projectId: string): Promise<UpcomingPriceChange | null> {
  return new Promise((resolve, reject) => {
    waiting.set(projectId, [...(waiting.get(projectId) ?? []), { resolve, reject }]);
    if (!scheduled) {
      scheduled = true;
      setTimeout(() => void flush(), 0);
    }
  });
}

export const nextPriceChangeQuery = (projectId: string) =>
  queryOptions({
    queryKey: scheduledPriceKeys.upcoming(projectId),
    queryFn: () => nextPriceChange(projectId),
    staleTime: 60_000,
  });
