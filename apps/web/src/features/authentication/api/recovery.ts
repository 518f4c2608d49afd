import type { BodyOf, RecoveryQuestion, ResponseOf, recoveryEndpoints } from '@quire/domain';
import { api, type ErrorHandler } from '../../../lib/api-client';

/** Forgot password (spec 3 §7): question, answer, link check, new password. */

export type { RecoveryQuestion };

type Recovery = typeof recoveryEndpoints;

/** POST forgot-password: every e-mail gets a question (the answer never says whether an account exists). */
export function askQuestion(email: string, onError?: ErrorHandler): Promise<RecoveryQuestion> {
  return api.post<RecoveryQuestion>('/api/authentication/forgot-password', { email }, { onError });
}

/** POST forgot-password-question-answer: a right answer e-mails the reset link. */
export function answerQuestion(
  body: BodyOf<Recovery['answer']>,
  onError?: ErrorHandler,
): Promise<ResponseOf<Recovery['answer']>> {
  return api.post<ResponseOf<Recovery['answer']>>(
    '/api/authentication/forgot-password-question-answer',
    body,
    { onError },
  );
}

/** GET forgot-password-token-check: the account's e-mail when the link can still be used. */
export function checkResetToken(
  forgotPassToken: string,
  onError?: ErrorHandler,
): Promise<ResponseOf<Recovery['checkToken']>> {
  return api.get<ResponseOf<Recovery['checkToken']>>('/api/authentication/forgot-password-token-check', {
    query: { forgotPassToken },
    onError,
  });
}

/** POST forgot-password-update: the new password; every session of the account ends. */
export function updateForgottenPassword(
  body: BodyOf<Recovery['update']>,
  onError?: ErrorHandler,
): Promise<ResponseOf<Recovery['update']>> {
  return api.post<ResponseOf<Recovery['update']>>('/api/authentication/forgot-password-update', body, {
    onError,
  });
}

/** Whether this Quire has a demo mailbox (demo mode), to point the user at it. */
export async function hasDemoMailbox(): Promise<boolean> {
  try {
    await api.get('/api/dev/mailbox', { query: { limit: 1 }, onError: () => true });
    return true;
  } catch {
    return false;
  }
}
