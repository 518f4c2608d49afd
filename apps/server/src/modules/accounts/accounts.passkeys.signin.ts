import { AppError, appError, describeUserAgent } from '@quire/domain';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import type { MailService, MailTemplates } from '../mail';
import { PASSKEYS_PAGE, storedCredential } from './accounts.passkeys';
import type { Challenges } from './accounts.passkeys.challenges';
import type { PasskeyRow } from './accounts.passkeys.tables';
import type { WebAuthn } from './accounts.passkeys.webauthn';
import { type EventClient, recordSecurityEvent } from './accounts.security-history';
import type { UserRow } from './accounts.tables';
import type { TwoStepRepositories } from './accounts.two-step.repository';

export interface PasskeySignInDeps {
  uow: UnitOfWork<TwoStepRepositories>;
  webauthn: WebAuthn;
  challenges: Challenges;
  mail: Pick<MailService, 'send'>;
  templates: Pick<MailTemplates, 'passkeySignIn'>;
  publicUrl: string;
  now: () => Date;
}

/** The browser's answer to navigator.credentials.get, as JSON (the contract checked its shape). */
export interface Assertion {
  id: string;
  response: { clientDataJSON: string; userHandle?: string };
}

/**
 * Signing in with a passkey (decision 048), and a passkey as the second step after the password.
 *
 * Sign-in: options without credentials (the browser offers the discoverable passkeys of this site,
 * or fills them in the e-mail field's autofill), then the answer: its challenge used up, the
 * passkey found by its credential id (the user handle, when given, must name the same account), the
 * signature checked with user verification, the signature counter checked and stored. A passkey
 * sign-in satisfies two-step verification on its own. The second step: options listing the
 * account's passkeys, bound to the pending sign-in; a passkey of another account is refused.
 * Each use is written to the security history and e-mailed, in the session's transaction.
 */
export function createPasskeySignIn(deps: PasskeySignInDeps) {
  const { uow, webauthn, challenges, mail, templates, now } = deps;
  const securityLink = `${deps.publicUrl}${PASSKEYS_PAGE}`;

  /** Verifies the assertion against `stored` and records the use; throws the refusal. */
  async function use(
    repos: TwoStepRepositories,
    tx: Tx,
    assertion: Assertion,
    challenge: string,
    stored: PasskeyRow,
    user: UserRow,
    secondStep: boolean,
    client: EventClient,
  ): Promise<void> {
    const counter = await webauthn.verifyAuthentication(
      assertion,
      challenge,
      storedCredential(stored),
      !secondStep,
    );
    const at = now();
    // Stored only if no other use moved the counter meanwhile.
    if (!(await repos.passkeys.markUsed(stored.id, stored.counter, counter, at)))
      throw appError('PASSKEY_COUNTER');
    await recordSecurityEvent(repos.passkeys, {
      userId: user.id,
      kind: secondStep ? 'passkey.second-step' : 'passkey.sign-in',
      passkeyName: stored.name,
      client,
      at,
    });
    await mail.send(
      templates.passkeySignIn({
        to: user.email,
        firstName: user.firstName,
        name: stored.name,
        device: describeUserAgent(client.userAgent),
        secondStep,
        securityLink,
      }),
      tx,
    );
  }

  return {
    /** POST /api/authentication/passkey/options. */
    async options() {
      const options = await webauthn.authenticationOptions(null);
      await challenges.issue(uow.repos.passkeys, 'signin', options.challenge, {});
      return { options };
    },

    /**
     * POST /api/authentication/passkey/signin: checks the answer, then runs `open` (the session's
     * start) in the transaction that records the use, so both happen or neither.
     */
    async signIn<T>(
      assertion: Assertion,
      client: EventClient,
      open: (user: UserRow, tx: Tx) => Promise<T>,
    ): Promise<T> {
      // Used up first, in its own statement: a refused answer cannot be tried again.
      const challenge = await challenges.take(uow.repos.passkeys, assertion, 'signin', {});
      const stored = await uow.repos.passkeys.byCredentialId(assertion.id);
      const user = stored ? await uow.repos.users.byId(stored.userId) : null;
      if (!stored || !user || !sameUser(assertion, user.id)) throw appError('PASSKEY_NOT_RECOGNISED');
      return uow.withTransaction(async (repos, tx) => {
        await use(repos, tx, assertion, challenge, stored, user, false, client);
        // Deactivated by an administrator: told only to whoever holds the passkey.
        if (user.deactivatedAt) throw appError('ACCOUNT_DEACTIVATED');
        return open(user, tx);
      });
    },

    /** How many passkeys the account has (the second step offers one when there is any). */
    count(userId: string): Promise<number> {
      return uow.repos.passkeys.countOfUser(userId);
    },

    /** The second step's options: the account's passkeys, bound to the pending sign-in. */
    async secondStepOptions(userId: string, pendingKey: string) {
      const stored = await uow.repos.passkeys.listOfUser(userId);
      if (stored.length === 0) throw appError('PASSKEY_NOT_RECOGNISED');
      const options = await webauthn.authenticationOptions(stored.map(storedCredential));
      await challenges.issue(uow.repos.passkeys, 'second-step', options.challenge, {
        userId,
        ownerKey: pendingKey,
      });
      return { options };
    },

    /**
     * The second step's check, inside the pending sign-in's transaction (`repos` bound to `tx`):
     * null when the passkey is right, else the refusal (which counts as a wrong second step).
     */
    async checkSecondStep(
      repos: TwoStepRepositories,
      tx: Tx,
      user: UserRow,
      pendingKey: string,
      assertion: Assertion,
      client: EventClient,
    ): Promise<AppError | null> {
      try {
        const challenge = await challenges.take(repos.passkeys, assertion, 'second-step', {
          userId: user.id,
          ownerKey: pendingKey,
        });
        const stored = await repos.passkeys.byCredentialId(assertion.id);
        if (!stored || stored.userId !== user.id || !sameUser(assertion, user.id))
          throw appError('PASSKEY_NOT_RECOGNISED');
        await use(repos, tx, assertion, challenge, stored, user, true, client);
        return null;
      } catch (error) {
        if (error instanceof AppError) return error;
        throw error;
      }
    },
  };
}

/** The user handle, when the authenticator gives one, names the passkey's account (its id). */
function sameUser(assertion: Assertion, userId: string): boolean {
  const handle = assertion.response.userHandle;
  if (!handle) return true;
  return Buffer.from(handle, 'base64url').toString('utf8') === userId;
}

export type PasskeySignIn = ReturnType<typeof createPasskeySignIn>;
