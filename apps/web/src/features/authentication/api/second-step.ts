import type { BodyOf, PendingSecondStep, ResponseOf, SignInResult, twoStepEndpoints } from '@quire/domain';
import { api, type ErrorHandler } from '../../../lib/api-client';
import { setUser } from '../../../lib/session';

/** What the password step answers when two-step verification is on (no session yet). */
export type { PendingSecondStep };

type SecondStepBody = BodyOf<typeof twoStepEndpoints.verifySecondStep>;
export type SecondStepMethod = SecondStepBody['method'];

/** POST /api/authentication/two-step/verify: the session opens; the CSRF token is fetched afresh. */
export async function completeSecondStep(
  /** authorShareKey: a contributor's key comes again with the second step (the session binds then). */
  body: SecondStepBody,
  onError?: ErrorHandler,
): Promise<SignInResult> {
  const result = await api.post<SignInResult>('/api/authentication/two-step/verify', body, { onError });
  void api.refreshCsrfToken();
  setUser(result.user);
  return result;
}

export const resendSignInCode = (pendingToken: string, onError?: ErrorHandler) =>
  api.post<ResponseOf<typeof twoStepEndpoints.resendSignInCode>>(
    '/api/authentication/two-step/resend',
    { pendingToken },
    { onError },
  );
