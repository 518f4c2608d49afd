import { z } from 'zod';
import type { TwoStepMethod } from './two-step';

/**
 * Passkeys (WebAuthn; decision 048). An author adds passkeys in My Account, signs in with one
 * (a discoverable credential: no e-mail typed first; a passkey sign-in satisfies two-step
 * verification on its own), or uses one as the second step after the password.
 *
 * - A challenge lives PASSKEY_CHALLENGE_TTL_MS and is used once, whatever the outcome.
 * - At most PASSKEY_MAX per account (PASSKEY_LIMIT).
 * - A passkey's name: required after trimming, at most PASSKEY_NAME_MAX characters.
 */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;
export const PASSKEY_MAX = 20;
export const PASSKEY_NAME_MAX = 60;

export const PASSKEY_MESSAGES = {
  nameRequired: 'Please enter a name for this passkey.',
  nameTooLong: `A passkey's name can be at most ${PASSKEY_NAME_MAX} characters.`,
} as const;

/** The name the author gives a passkey ("Work laptop"). */
export const passkeyNameSchema = /* @__PURE__ */ z
  .string({ error: PASSKEY_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: PASSKEY_MESSAGES.nameRequired })
  .max(PASSKEY_NAME_MAX, { error: PASSKEY_MESSAGES.nameTooLong });

/** A first name offered for a new passkey: where it was made ("Chrome on macOS"). */
export function suggestedPasskeyName(device: string): string {
  return device.slice(0, PASSKEY_NAME_MAX);
}

/**
 * Whether a passkey may be removed: not the last one while two-step verification asks for a
 * passkey (method PASSKEY), which would leave the password step with no second step to complete
 * it but the recovery codes. The author chooses another method, or turns two-step off, first.
 */
export function passkeyRemovalRefusal(state: {
  passkeysLeft: number;
  twoStepMethod: TwoStepMethod | null;
}): 'PASSKEY_LAST_SIGN_IN_WAY' | null {
  return state.twoStepMethod === 'PASSKEY' && state.passkeysLeft <= 1 ? 'PASSKEY_LAST_SIGN_IN_WAY' : null;
}
