import { actingUser, appError } from '@quire/domain';
import { sha256 } from '../../lib/crypto';
import type { AccountsService, SignedIn } from '../accounts';
import type { ContributorsService } from './contributors.service';

/**
 * Sign-in with `authorShareKey` (spec 3 §2): the accounts service signs in as always; with a key,
 * the new session is then bound to the author's account (contributors.redeem). A key that cannot
 * be used ends that session before its cookie is ever sent, and the sign-in answers
 * SHARE_KEY_INVALID. A sign-in that waits for its second step (two-step verification) is answered
 * as it is; the key is redeemed when the second step, which carries it again, opens the session.
 */
export function withShareKeySignIn(
  accounts: AccountsService,
  contributors: Pick<ContributorsService, 'redeem'>,
): AccountsService {
  /** Binds a new session to the grant of `key`, or ends it and refuses. */
  async function bind(key: string, result: SignedIn): Promise<SignedIn> {
    const sessionKey = sha256(result.sessionId);
    try {
      const resolved = await accounts.resolveSession(result.sessionId);
      if (resolved.state !== 'valid') throw appError('SHARE_KEY_INVALID');
      // Marked before the grant is bound: a session bound but unmarked would act as its own account.
      await accounts.markContributorSession(sessionKey);
      const acting = await contributors.redeem(
        key,
        { userId: resolved.userId, email: result.user.email },
        sessionKey,
      );
      return { ...result, user: actingUser(result.user, acting.actingFor, acting.accessList) };
    } catch (error) {
      await accounts.signOut(sessionKey);
      throw error;
    }
  }

  return {
    ...accounts,
    async signIn(input, previousSessionKey, client) {
      const result = await accounts.signIn(input, previousSessionKey, client);
      const key = input.authorShareKey?.trim();
      // With two-step verification on, no session yet: the key comes again with the second step.
      if (!key || !('sessionId' in result)) return result;
      return bind(key, result);
    },
    async completeSecondStep(input) {
      const result = await accounts.completeSecondStep(input);
      const key = input.authorShareKey?.trim();
      return key ? bind(key, result) : result;
    },
    // A passkey sign-in (decision 048) opens its session at once: the key binds it as after a password.
    async signInWithPasskey(input, previousSessionKey, client) {
      const result = await accounts.signInWithPasskey(input, previousSessionKey, client);
      const key = input.authorShareKey?.trim();
      return key ? bind(key, result) : result;
    },
  };
}
