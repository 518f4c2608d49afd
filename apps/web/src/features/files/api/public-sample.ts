import type { ResponseOf, storefrontEndpoints } from '@quire/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /api/books/{id}/sample`: an on-sale eBook's free sample, for anyone (decision 042). */
export type PublicSampleAnswer = ResponseOf<typeof storefrontEndpoints.sample>;

export const publicSampleQuery = (bookId: string) =>
  queryOptions({
    queryKey: ['public-sample', bookId] as const,
    // A failure is the page's to show (no sample is a 404), never the central error dialog.
    queryFn: ({ signal }) =>
      api.get<PublicSampleAnswer>(`/api/books/${encodeURIComponent(bookId)}/sample`, {
        signal,
        onError: () => true,
      }),
    staleTime: 5 * 60_000,
    retry: false,
  });
