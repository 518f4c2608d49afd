import type { SignInResult } from '@quire/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, type ErrorHandler } from '../../../lib/api-client';
import { clearUser, setUser } from '../../../lib/session';
import type { PendingSecondStep } from './second-step';

/** The accounts calls (spec 3 §7): sign in, create an account, sign out, the security questions. */

export interface Credentials {
  email: string;
  password: string;
  authorShareKey?: string;
}

/**
 * POST signin; on success the session is new, so the CSRF token is fetched afresh. With two-step
 * verification on, the answer is a pending sign-in instead (no session yet; api/second-step.ts).
 */
export async function signIn(
  credentials: Credentials,
  onError?: ErrorHandler,
): Promise<SignInResult | { twoStep: PendingSecondStep }> {
  const result = await api.post<SignInResult | { twoStep: PendingSecondStep }>(
    '/api/authentication/signin',
    credentials,
    { onError },
  );
  if ('twoStep' in result) return result;
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
