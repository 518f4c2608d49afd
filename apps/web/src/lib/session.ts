import type { accountsEndpoints, LoggedInUser, ResponseOf } from '@quire/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { queryClient } from './query-client';
import { sessionExpiry } from './session-expiry';
import { storage } from './storage';

/**
 * The signed-in user, shared by every feature and the app shell: one query of
 * `GET /api/authentication/session` in the cache under SESSION_KEY. The accounts feature writes
 * it after sign-in, account creation and sign-out (setUser, clearUser); the API client clears it
 * when the session ends.
 */
export const SESSION_KEY = ['session'] as const;

export const sessionQuery = queryOptions({
  queryKey: SESSION_KEY,
  queryFn: async () => {
    const payload = await api.get<ResponseOf<typeof accountsEndpoints.session>>(
      '/api/authentication/session',
    );
    storage.setFirstName(payload.user?.firstName ?? null);
    return payload.user;
  },
  staleTime: 60_000,
});

/** The signed-in user, or null; undefined while the first answer is on its way. */
export function useSession() {
  return useQuery(sessionQuery);
}

export function setUser(user: LoggedInUser) {
  storage.setFirstName(user.firstName);
  queryClient.setQueryData(SESSION_KEY, user);
}

/** Forget the user: the cache, and the first name kept in localStorage (spec 3 §4). */
export function clearUser() {
  sessionExpiry.set(null);
  storage.setFirstName(null);
  queryClient.setQueryData(SESSION_KEY, null);
}
