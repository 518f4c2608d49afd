import type { AppError, passkeyEndpoints, ResponseOf, SignInResult } from '@quire/domain';
import { api } from '../../lib/api-client';
import {
  cancelPasskeyRequest,
  getPasskey,
  type PasskeyRefusal,
  passkeyAutofillAvailable,
} from '../../lib/passkeys';
import { setUser } from '../../lib/session';

/**
 * Signing in with a passkey (decision 048), loaded only when the sign-in page asks for one (the
 * button, the e-mail field's focus for autofill, the second step), so the sign-in page's first load
 * stays within its budget.
 */

type P = typeof passkeyEndpoints;
type Options = ResponseOf<P['signInOptions']>['options'];

const WORDS: Record<PasskeyRefusal, string | null> = {
  cancelled: 'No passkey was used: the request was cancelled or timed out. Please try again.',
  already: null,
  unsupported: 'This browser cannot use passkeys. Please sign in with your password.',
  failed: 'Your browser could not use a passkey. Please try again, or sign in with your password.',
};

/** A passkey sign-in's end: the session opened, or the words to show (null: say nothing). */
export type PasskeyAttempt = { ok: true; result: SignInResult } | { ok: false; message: string | null };

const textOf = (e: AppError) => e.items[0]?.description ?? e.message;

/**
 * Runs one ceremony: options, the browser's passkey, the server's check. A refusal of the server
 * (replayed, unknown passkey, …) is answered in words unless `onError` handles it.
 */
async function ceremony(
  optionsPath: string,
  body: Record<string, unknown>,
  verifyPath: string,
  autofill: boolean,
  onError?: (e: AppError) => boolean,
): Promise<PasskeyAttempt> {
  let message: string | null = null;
  const handle = (e: AppError) => {
    if (onError?.(e)) return true;
    message = textOf(e);
    return true;
  };
  try {
    const { options } = await api.post<{ options: Options }>(optionsPath, body, { onError: handle });
    const got = await getPasskey(options, autofill);
    if (!got.ok) return { ok: false, message: autofill ? null : WORDS[got.reason] };
    const result = await api.post<SignInResult>(
      verifyPath,
      { ...body, response: got.value },
      { onError: handle },
    );
    void api.refreshCsrfToken();
    setUser(result.user);
    return { ok: true, result };
  } catch {
    return { ok: false, message };
  }
}

/** "Sign in with a passkey", or (autofill) the passkey the user picks in the e-mail field's autofill. */
export async function signInWithPasskey(authorShareKey: string | undefined, autofill = false) {
  if (autofill && !(await passkeyAutofillAvailable())) return { ok: false, message: null } as const;
  return ceremony(
    '/api/authentication/passkey/options',
    authorShareKey ? { authorShareKey } : {},
    '/api/authentication/passkey/signin',
    autofill,
  );
}

/** The second step with a passkey; `onError` sees the pending sign-in's own codes (1087, 1080). */
export function passkeySecondStep(
  pendingToken: string,
  authorShareKey: string | undefined,
  onError: (e: AppError) => boolean,
) {
  return ceremony(
    '/api/authentication/two-step/passkey/options',
    { pendingToken, ...(authorShareKey ? { authorShareKey } : {}) },
    '/api/authentication/two-step/passkey',
    false,
    onError,
  );
}

/** Ends a pending autofill request (the page is left, or the password is used). */
export const stopAutofill = () => cancelPasskeyRequest();
