import type { accountsEndpoints, BodyOf, ResponseOf, SignInResult } from '@quire/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, type ErrorHandler } from '../../../lib/api-client';
import { clearUser, setUser } from '../../../lib/session';

/** The accounts calls (spec 3 §7): sign in, create an account, sign out, the security questions. */

export type Credentials = BodyOf<typeof accountsEndpoints.signIn>;
type SignInAnswer = ResponseOf<typeof accountsEndpoints.signIn>;

/**
 * POST signin; on success the session is new, so the CSRF token is fetched afresh. With two-step
 * verification on, the answer is a pending sign-in instead (no session yet; api/second-step.ts).
 */
export async function signIn(credentials: Credentials, onError?: ErrorHandler): Promise<SignInAnswer> {
  const result = await api.post<SignInAnswer>('/api/authentication/signin', credentials, { onError });
  if ('twoStep' in result) return result;
  void api.refreshCsrfToken();
  setUser(result.user);
  return result;
}

export type NewAccount = BodyOf<typeof accountsEndpoints.createAccount>;

export async function createAccount(account: NewAccount, onError?: ErrorHandler): Promise<SignInResult> {
  const result = await api.post<SignInResult>('/api/authentication/create-account', account, { onError });
  void api.refreshCsrfToken();
  setUser(result.user);
  return result;
}

/** GET logout, then forget the user and the CSRF token, whatever the server answered. */
export async function signOut(): Promise<void> {
  try {
    await api.get('/api/authentication/logout', { onError: () => true, stateChanging: true });
  } finally {
    api.resetCsrfToken();
    clearUser();
  }
}

export const securityQuestionsQuery = queryOptions({
  queryKey: ['account', 'security-questions'],
  queryFn: () =>
    api
      .get<ResponseOf<typeof accountsEndpoints.securityQuestions>>('/api/account/security_questions')
      .then((p) => p.questions),
  staleTime: Number.POSITIVE_INFINITY,
});
