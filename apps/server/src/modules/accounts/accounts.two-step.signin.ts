import {
  AppError,
  appError,
  maskMobileNumber,
  PENDING_SIGN_IN_MS,
  type PendingSecondStep,
  SECOND_STEP_MAX_WRONG,
  type SecondStepInput,
  type TwoStepMethod,
} from '@quire/domain';
import type { UnitOfWork } from '../../db/unit-of-work';
import { randomToken, sha256 } from '../../lib/crypto';
import type { Secrets } from '../../lib/secrets';
import type { LockoutService } from './accounts.lockout';
import type { Assertion, PasskeySignIn } from './accounts.passkeys.signin';
import type { UserRow } from './accounts.tables';
import { recoveryCodeHash } from './accounts.two-step';
import type { Codes } from './accounts.two-step.codes';
import type { TwoStepRepositories } from './accounts.two-step.repository';
import { matchTotp } from './accounts.two-step.totp';

export interface TwoStepSignInDeps {
  uow: UnitOfWork<TwoStepRepositories>;
  codes: Codes;
  secrets: Secrets;
  lockout: Pick<LockoutService, 'assertOpen' | 'failed'>;
  /** A passkey as the second step (decision 048); without it, none is offered. */
  passkeys?: Pick<PasskeySignIn, 'count' | 'secondStepOptions' | 'checkSecondStep'>;
  now: () => Date;
}

/** The second step with a passkey: the browser's answer to the second step's options. */
export interface PasskeySecondStepInput {
  pendingToken: string;
  method: 'PASSKEY';
  response: Assertion;
  authorShareKey?: string;
}

/** What the password step answers when two-step verification is on (the contract's type). */
export type { PendingSecondStep };

/** What a completed second step hands to accounts.service to open the session. */
export interface SecondStepDone {
  userId: string;
  email: string;
  client: { userAgent: string; ip: string };
  previousSessionKey: string | null;
}

/**
 * The second step of sign-in (decision 023). The password step, with two-step on, creates a pending
 * sign-in (a 256-bit token, SHA-256 at rest, PENDING_SIGN_IN_MS) instead of a session, and sends
 * a code for EMAIL and SMS. The second step takes that code, an authenticator app code (a step
 * never twice), a recovery code (once) or a passkey of the account (decision 048). Each wrong
 * second step counts towards γ's sign-in lock for the address; SECOND_STEP_MAX_WRONG end the
 * pending sign-in (1087). An unknown or expired pending sign-in answers 1080 (sign in again).
 */
export function createTwoStepSignIn(deps: TwoStepSignInDeps) {
  const { uow, codes, secrets, lockout, passkeys, now } = deps;

  async function livePending(token: string) {
    const row = await uow.repos.findPending(sha256(token));
    if (!row || row.expiresAt <= now()) throw appError('1080');
    return row;
  }

  return {
    /** The method the account signs in with, or null when two-step is off. */
    async method(userId: string): Promise<TwoStepMethod | null> {
      return ((await uow.repos.settings(userId))?.method ?? null) as TwoStepMethod | null;
    },

    async begin(
      user: UserRow,
      method: TwoStepMethod,
      client: { userAgent: string; ip: string } | undefined,
      previousSessionKey: string | null,
    ): Promise<PendingSecondStep> {
      const token = randomToken(32);
      const tokenHash = sha256(token);
      const at = now();
      const expiresAt = new Date(at.getTime() + PENDING_SIGN_IN_MS);
      await codes.prime();
      const sentTo = await uow.withTransaction(async (repos, tx) => {
        await repos.purgePending(at);
        await repos.insertPending({
          tokenHash,
          userId: user.id,
          userAgent: client?.userAgent ?? '',
          ip: client?.ip ?? '',
          previousSessionKey,
          createdAt: at,
          expiresAt,
        });
        if (method === 'TOTP' || method === 'PASSKEY') return null;
        const to = method === 'EMAIL' ? user.email : user.cellPhoneNumber;
        try {
          await codes.send(repos, tx, {
            userId: user.id,
            ownerKey: tokenHash,
            purpose: 'signin',
            channel: method,
            to,
          });
        } catch (error) {
          // Too many codes this hour (1085, thrown before any write): the pending sign-in stands
          // without one (sentTo null); a recovery code still completes it.
          if (error instanceof AppError && error.code === '1085') return null;
          throw error;
        }
        return method === 'EMAIL' ? to : maskMobileNumber(to);
      });
      const passkey = passkeys ? (await passkeys.count(user.id)) > 0 : false;
      return { pendingToken: token, method, sentTo, expiresAt: expiresAt.toISOString(), passkey };
    },

    /** The second step's passkey options, bound to the pending sign-in (1080 when it has expired). */
    async passkeyOptions(token: string) {
      const pending = await livePending(token);
      if (!passkeys) throw appError('PASSKEY_NOT_RECOGNISED');
      return passkeys.secondStepOptions(pending.userId, pending.tokenHash);
    },

    /** 'Send a New Code' during sign-in (1085 after too many). */
    async resend(token: string): Promise<{ sentTo: string }> {
      const pending = await livePending(token);
      const [user, settings] = await Promise.all([
        uow.repos.users.byId(pending.userId),
        uow.repos.settings(pending.userId),
      ]);
      const method = settings?.method;
      if (!user || (method !== 'EMAIL' && method !== 'SMS')) throw appError('1080');
      const to = method === 'EMAIL' ? user.email : user.cellPhoneNumber;
      await codes.prime();
      await uow.withTransaction((repos, tx) =>
        codes.send(repos, tx, {
          userId: user.id,
          ownerKey: pending.tokenHash,
          purpose: 'signin',
          channel: method,
          to,
        }),
      );
      return { sentTo: method === 'EMAIL' ? to : maskMobileNumber(to) };
    },

    /** Checks the second step; right: the pending sign-in is used up and the caller opens the session. */
    async complete(input: SecondStepInput | PasskeySecondStepInput): Promise<SecondStepDone> {
      const first = await livePending(input.pendingToken);
      const user = await uow.repos.users.byId(first.userId);
      if (!user || user.deactivatedAt) throw appError('1080');
      await lockout.assertOpen(user.email);
      await codes.prime();
      const outcome = await uow.withTransaction(
        async (repos, tx): Promise<{ ok: true } | { error: AppError }> => {
          const pending = await repos.lockPending(first.tokenHash);
          const at = now();
          if (!pending || pending.expiresAt <= at) return { error: appError('1080') };
          // Locked: two second steps racing with the same TOTP cannot both pass its step.
          const settings = await repos.lockSettings(user.id, at);
          let error: AppError | null = null;
          if (input.method === 'CODE') {
            const check = await codes.check(
              repos,
              pending.tokenHash,
              'signin',
              undefined,
              user.id,
              input.code,
            );
            if (!check.ok) {
              error = check.error;
              const method = settings?.method;
              if (check.burned && (method === 'EMAIL' || method === 'SMS')) {
                const to = method === 'EMAIL' ? user.email : user.cellPhoneNumber;
                try {
                  await codes.send(repos, tx, {
                    userId: user.id,
                    ownerKey: pending.tokenHash,
                    purpose: 'signin',
                    channel: method,
                    to,
                  });
                } catch (e) {
                  if (!(e instanceof AppError)) throw e;
                  error = e;
                }
              }
            }
          } else if (input.method === 'PASSKEY') {
            error = passkeys
              ? await passkeys.checkSecondStep(repos, tx, user, pending.tokenHash, input.response, {
                  userAgent: pending.userAgent,
                  ip: pending.ip,
                })
              : appError('PASSKEY_NOT_RECOGNISED');
          } else if (input.method === 'TOTP') {
            const step =
              settings?.method === 'TOTP' && settings.totpSealed
                ? matchTotp(secrets.open(settings.totpSealed), input.code, at)
                : null;
            // A step already accepted is not accepted again (a code seen over a shoulder is spent).
            if (step === null || (settings?.totpLastStep ?? -1) >= step) error = appError('1090');
            else await repos.saveSettings(user.id, { totpLastStep: step, updatedAt: at });
          } else if (!(await repos.useRecoveryCode(user.id, recoveryCodeHash(user.id, input.code), at))) {
            error = appError('1090', { description: 'This recovery code is not valid or was already used.' });
          }
          if (!error) {
            await repos.deletePending(pending.tokenHash);
            return { ok: true };
          }
          const wrong = pending.wrongAttempts + 1;
          if (wrong >= SECOND_STEP_MAX_WRONG) {
            await repos.deletePending(pending.tokenHash);
            return { error: appError('1087') };
          }
          await repos.setPendingWrong(pending.tokenHash, wrong);
          return { error };
        },
      );
      if ('error' in outcome) {
        // A wrong second step counts towards the address's sign-in lock like a wrong password.
        const locked = outcome.error.code === '1080' ? null : await lockout.failed(user.email);
        throw locked ?? outcome.error;
      }
      return {
        userId: user.id,
        email: user.email,
        client: { userAgent: first.userAgent, ip: first.ip },
        previousSessionKey: first.previousSessionKey,
      };
    },
  };
}

export type TwoStepSignIn = ReturnType<typeof createTwoStepSignIn>;
