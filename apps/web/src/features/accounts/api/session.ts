import type { LoggedInUser, SignInResult } from '@quire/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ErrorHandler } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { storage } from '../../../lib/storage';

/** The signed-in user lives in the query cache under this key (GET /api/authentication/session). */
export const SESSION_KEY = ['session'] as const;

export const sessionQuery = queryOptions({
  queryKey: SESSION_KEY,
  queryFn: async () => {
    const payload = await api.get<{ user: LoggedInUser | null }>('/api/authentication/session');
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
  storage.setFirstName(null);
  queryClient.setQueryData(SESSION_KEY, null);
}

export interface Credentials {
  email: string;
  password: string;
  authorShareKey?: string;
}

/** POST signin; on success the session is new, so the CSRF token is fetched afresh. */
export async function signIn(credentials: Credentials, onError?: ErrorHandler): Promise<SignInResult> {
  const result = await api.post<SignInResult>('/api/authentication/signin', credentials, { onError });
  void api.refreshCsrfToken();
  setUser(result.user);
  return result;
}

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  secretQuestion: string;
  secretAnswer: string;
  accountType: 'PUBLISHER' | 'PROMOTION';
  emailOptedIn: boolean;
  authorShareKey?: string;
}

export async function createAccount(account: NewAccount, onError?: ErrorHandler): Promise<SignInResult> {
  const result = await api.post<SignInResult>('/api/authentication/create-account', account, { onError });
  void api.refreshCsrfToken();
  setUser(result.user);
  return result;
}

/** GET logout, then forget the user and the CSRF token, whatever the server answered. */
export async function signOut(): Promise<void> {
  try {
    await api.get('/api/authentication/logout', { onError: () => true });
  } finally {
    api.resetCsrfToken();
    clearUser();
  }
}

export const securityQuestionsQuery = queryOptions({
  queryKey: ['account', 'security-questions'],
  queryFn: () => api.get<{ questions: string[] }>('/api/account/security_questions').then((p) => p.questions),
  staleTime: Number.POSITIVE_INFINITY,
});
