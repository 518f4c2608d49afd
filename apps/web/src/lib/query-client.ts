import { AppErrorBase } from '@quire/domain';
import { QueryClient } from '@tanstack/react-query';

/** The app's TanStack Query client. An AppError is an answer, not a flaky network: no retry. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) => !(error instanceof AppErrorBase) && count < 1,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});
