import type { ResponseOf, searchEndpoints } from '@quire/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ErrorHandler } from '../../../lib/api-client';
import { useDebounced } from '../../../lib/use-debounced';

/** The search waits this long after the last keystroke (ms). */
export const SEARCH_DEBOUNCE_MS = 250;
/** Suggestions start at this many characters. */
export const SEARCH_MIN_CHARS = 2;
/** Suggestions asked for. */
export const SEARCH_LIMIT = 8;

/**
 * A failed search is shown in the box ("not available right now"), not in the "Oops!" dialog;
 * 23007/23008 (search exhausted), session expiry and the other special codes keep the client's
 * central handling.
 */
const shownInBox = new WeakSet<object>();
const searchErrors: ErrorHandler = (error, handling) => {
  if (handling !== 'generic') return false;
  shownInBox.add(error);
  return true;
};

/** `GET /api/search/search?q=&limit=`: the suggestions for a text. */
export const projectSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['projects', 'search', q] as const,
    queryFn: ({ signal }) =>
      api.get<ResponseOf<typeof searchEndpoints.search>>('/api/search/search', {
        query: { q, limit: SEARCH_LIMIT },
        signal,
        onError: searchErrors,
      }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    retry: false,
  });

/**
 * Suggestions for the header search box (`GET /api/search/search?q=&limit=`): debounced, the
 * previous answer kept while the next one is on its way, a stale request cancelled. `now` asks
 * for the text as it is, without waiting for typing to settle (the author pressed Enter).
 */
export function useProjectSearch(text: string, now = false) {
  const settledText = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const q = now ? text.trim() : settledText;
  const enabled = q.length >= SEARCH_MIN_CHARS;
  const query = useQuery({ ...projectSearchQuery(q), enabled });
  const settled = enabled && text.trim() === q;
  return {
    /** The text the results are for. */
    q,
    enabled,
    /** True while typing has not settled or the answer for it is on its way. */
    pending: enabled && (!settled || query.isFetching),
    results: enabled ? (query.data?.results ?? []) : [],
    /** An answer for the current text has arrived. */
    answered: settled && query.isSuccess && !query.isPlaceholderData,
    /** The search failed for a reason the box shows (not one the client handles centrally). */
    failed: settled && query.isError && query.error !== null && shownInBox.has(query.error),
  };
}
