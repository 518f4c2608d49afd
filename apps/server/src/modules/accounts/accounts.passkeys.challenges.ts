import { appError, PASSKEY_CHALLENGE_TTL_MS } from '@quire/domain';
import { sha256 } from '../../lib/crypto';
import type { PasskeysRepository } from './accounts.passkeys.repository';
import { challengeOf } from './accounts.passkeys.webauthn';

export type ChallengePurpose = 'register' | 'signin' | 'second-step';

/** Whom a challenge was issued to: the user and the session or pending sign-in. */
export interface ChallengeBinding {
  userId?: string;
  ownerKey?: string;
}

/** Expired challenges are kept this long, so a late answer reads "expired", not "not made here". */
const KEEP_EXPIRED_MS = 60 * 60_000;

/**
 * WebAuthn challenges (decision 048): issued with the options, PASSKEY_CHALLENGE_TTL_MS to live,
 * used up by the first answer that names them whatever its outcome. Only the challenge's SHA-256
 * is stored; the answer's client data says which challenge it signs.
 */
export function createChallenges({ now }: { now: () => Date }) {
  return {
    async issue(
      repo: PasskeysRepository,
      purpose: ChallengePurpose,
      challenge: string,
      bound: ChallengeBinding,
    ): Promise<void> {
      const at = now();
      await repo.purgeChallenges(new Date(at.getTime() - KEEP_EXPIRED_MS));
      await repo.insertChallenge({
        challengeHash: sha256(challenge),
        purpose,
        userId: bound.userId ?? null,
        ownerKey: bound.ownerKey ?? null,
        createdAt: at,
        expiresAt: new Date(at.getTime() + PASSKEY_CHALLENGE_TTL_MS),
      });
    },

    /**
     * Uses up the challenge a response answers and answers it. Refused: a challenge not issued for
     * this purpose, user and session (or pending sign-in), or already used (PASSKEY_CHALLENGE_USED),
     * and one past its time (PASSKEY_CHALLENGE_EXPIRED).
     */
    async take(
      repo: PasskeysRepository,
      response: { response: { clientDataJSON: string } },
      purpose: ChallengePurpose,
      bound: ChallengeBinding,
    ): Promise<string> {
      const challenge = challengeOf(response);
      const hash = sha256(challenge);
      const row = await repo.findChallenge(hash);
      if (
        !row ||
        row.usedAt ||
        row.purpose !== purpose ||
        (bound.userId !== undefined && row.userId !== bound.userId) ||
        (bound.ownerKey !== undefined && row.ownerKey !== bound.ownerKey)
      )
        throw appError('PASSKEY_CHALLENGE_USED');
      const at = now();
      const fresh = row.expiresAt > at;
      if (!(await repo.useChallenge(hash, at))) throw appError('PASSKEY_CHALLENGE_USED');
      if (!fresh) throw appError('PASSKEY_CHALLENGE_EXPIRED');
      return challenge;
    },
  };
}

export type Challenges = ReturnType<typeof createChallenges>;
