import { randomInt } from 'node:crypto';
import {
  AppError,
  appError,
  formatRecoveryCode,
  maskMobileNumber,
  mobileNumberSchema,
  OTP_TTL_MS,
  type OtpType,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  type TwoStepMethod,
  type TwoStepStatus,
} from '@quire/domain';
import type { UnitOfWork } from '../../db/unit-of-work';
import { sha256 } from '../../lib/crypto';
import type { Secrets } from '../../lib/secrets';
import type { SessionsService } from './accounts.sessions';
import type { Codes } from './accounts.two-step.codes';
import type { TwoStepRepositories } from './accounts.two-step.repository';
import { matchTotp, newTotpSecret, totpEnrolment } from './accounts.two-step.totp';

export interface TwoStepDeps {
  uow: UnitOfWork<TwoStepRepositories>;
  codes: Codes;
  sessions: Pick<SessionsService, 'recentlyAuthenticatedUntil'>;
  secrets: Secrets;
  now: () => Date;
  operatorName: string;
}

/** The account's own two-step verification (the contract's type). */
export type { TwoStepStatus };

export const recoveryCodeHash = (userId: string, code: string) =>
  sha256(`recovery:${userId}:${code.toLowerCase().replace(/[\s-]/g, '')}`);

function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    formatRecoveryCode(
      Array.from({ length: 10 }, () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]).join(
        '',
      ),
    ),
  );
}

/** Throws the error a check left after its transaction committed the counters. */
function rethrow(result: { error?: AppError }) {
  if (result.error) throw result.error;
}

/**
 * Two-step verification of the signed-in account (decision 023; spec 3 §4, §5, §8):
 * - the verification dialog: POST generateCode / resendCode sends a code by e-mail (type EMAIL) or
 *   text (type SMS, to a new mobile number after a fresh e-mail verification, else 1077);
 *   POST verifyotp checks it (1090 wrong, 1091 burned and a new one sent, 1085 too many sent) and
 *   a verified SMS code saves the mobile number;
 * - turning two-step on by e-mail or text (a code verified in this session in the last 10 minutes),
 *   by authenticator app (set-up, then a first code confirms it), new recovery codes, turning off.
 * Every change of the settings needs γ's re-authentication (REAUTHENTICATION_REQUIRED).
 */
export function createTwoStepService(deps: TwoStepDeps) {
  const { uow, codes, sessions, secrets, now, operatorName } = deps;
  const repo = uow.repos;

  async function user(userId: string) {
    const row = await repo.users.byId(userId);
    if (!row) throw appError('UNAUTHORIZED');
    return row;
  }

  async function requireReauthentication(sessionKey: string) {
    if (!(await sessions.recentlyAuthenticatedUntil(sessionKey))) throw appError('REAUTHENTICATION_REQUIRED');
  }

  /** A code of this channel verified by this session within the code's life. */
  async function freshlyVerified(sessionKey: string, channel: OtpType) {
    return repo.lastUsedCode(sessionKey, 'verify', channel, new Date(now().getTime() - OTP_TTL_MS));
  }

  async function issueRecoveryCodes(repos: TwoStepRepositories, userId: string): Promise<string[]> {
    const plain = newRecoveryCodes();
    await repos.replaceRecoveryCodes(
      userId,
      plain.map((c) => recoveryCodeHash(userId, c)),
      now(),
    );
    return plain;
  }

  return {
    async status(userId: string): Promise<TwoStepStatus> {
      const [u, s, left, passkeys] = await Promise.all([
        user(userId),
        repo.settings(userId),
        repo.recoveryCodesLeft(userId),
        repo.passkeys.countOfUser(userId),
      ]);
      const method = (s?.method ?? null) as TwoStepMethod | null;
      return {
        enabled: method !== null,
        method,
        mobileNumber: maskMobileNumber(u.cellPhoneNumber),
        recoveryCodesLeft: method ? left : 0,
        totpPending: Boolean(s?.totpPendingSealed),
        passkeys,
      };
    },

    /**
     * Sends a code for the dialog (generateCode on opening it, resendCode for 'Send a New Code').
     * SMS with a mobile number: the number to add (re-authentication, then an e-mail code verified
     * in this session, else 1077). SMS without: the number of the last text, else the saved one,
     * else 1082.
     */
    async sendCode(
      userId: string,
      sessionKey: string,
      type: OtpType,
      mobileNumber?: string,
    ): Promise<{ sentTo: string }> {
      const u = await user(userId);
      let to = u.email;
      if (type === 'SMS') {
        if (mobileNumber !== undefined) {
          const parsed = mobileNumberSchema.safeParse(mobileNumber);
          if (!parsed.success)
            throw new AppError(
              parsed.error.issues.map((i) => ({
                code: 'VALIDATION',
                description: i.message,
                field: 'mobileNumber',
              })),
            );
          await requireReauthentication(sessionKey);
          if (!(await freshlyVerified(sessionKey, 'EMAIL'))) throw appError('1077');
          to = parsed.data;
        } else {
          to = (await repo.lastSmsDestination(sessionKey, 'verify')) || u.cellPhoneNumber;
          if (!to) throw appError('1082');
        }
      }
      await codes.prime();
      await uow.withTransaction((repos, tx) =>
        codes.send(repos, tx, { userId, ownerKey: sessionKey, purpose: 'verify', channel: type, to }),
      );
      return { sentTo: type === 'EMAIL' ? to : maskMobileNumber(to) };
    },

    /**
     * POST /api/account/verifyotp. A verified SMS code saves its mobile number as the account's
     * cell phone (code 'MOBILE_UPDATED'); an e-mail code answers 'VERIFIED'.
     */
    async verify(
      userId: string,
      sessionKey: string,
      type: OtpType,
      otp: string,
    ): Promise<{ success: true; code: 'VERIFIED' | 'MOBILE_UPDATED' }> {
      const u = await user(userId);
      await codes.prime();
      const result = await uow.withTransaction(async (repos, tx) => {
        const check = await codes.check(repos, sessionKey, 'verify', type, userId, otp);
        if (check.ok) {
          if (type === 'SMS') {
            if (!check.destination) return { error: appError('1082') };
            await repos.users.update(userId, { cellPhoneNumber: check.destination, updatedAt: now() });
            return { code: 'MOBILE_UPDATED' as const };
          }
          return { code: 'VERIFIED' as const };
        }
        if (check.burned) {
          const to = type === 'EMAIL' ? u.email : check.destination || u.cellPhoneNumber;
          try {
            await codes.send(repos, tx, {
              userId,
              ownerKey: sessionKey,
              purpose: 'verify',
              channel: type,
              to,
            });
          } catch (error) {
            if (error instanceof AppError) return { error };
            throw error;
          }
        }
        return { error: check.error };
      });
      rethrow(result);
      return { success: true, code: result.code ?? 'VERIFIED' };
    },

    /**
     * Turns two-step on by e-mail or text: re-authentication, and a code of that channel verified
     * in this session within 10 minutes (for SMS, to the saved mobile number). By passkey
     * (decision 048): re-authentication and a passkey on the account (PASSKEY_NONE). Answers the
     * ten recovery codes, shown once.
     */
    async enableCodes(
      userId: string,
      sessionKey: string,
      method: OtpType | 'PASSKEY',
    ): Promise<{ recoveryCodes: string[] }> {
      await requireReauthentication(sessionKey);
      const u = await user(userId);
      const verified = method === 'PASSKEY' ? null : await freshlyVerified(sessionKey, method);
      if (
        method !== 'PASSKEY' &&
        (!verified ||
          (method === 'SMS' && (!u.cellPhoneNumber || verified.destination !== u.cellPhoneNumber)))
      )
        throw appError('1077', {
          description: 'Please verify the code we send you before turning two-step verification on.',
        });
      return uow.withTransaction(async (repos) => {
        const at = now();
        await repos.lockSettings(userId, at);
        // Locked with the settings: a passkey removed meanwhile waits for this (decision 048).
        if (method === 'PASSKEY' && (await repos.passkeys.countOfUser(userId)) === 0)
          throw appError('PASSKEY_NONE');
        await repos.saveSettings(userId, {
          method,
          totpSealed: null,
          totpPendingSealed: null,
          enabledAt: at,
          updatedAt: at,
        });
        return { recoveryCodes: await issueRecoveryCodes(repos, userId) };
      });
    },

    /** Starts setting up an authenticator app: a new secret, kept sealed until a code confirms it. */
    async setupTotp(userId: string, sessionKey: string) {
      await requireReauthentication(sessionKey);
      const u = await user(userId);
      const secret = newTotpSecret();
      await uow.withTransaction(async (repos) => {
        const at = now();
        await repos.lockSettings(userId, at);
        await repos.saveSettings(userId, { totpPendingSealed: secrets.seal(secret), updatedAt: at });
      });
      return totpEnrolment(secret, operatorName, u.email);
    },

    /** The app's first code confirms the set-up: two-step is on by authenticator app. */
    async confirmTotp(
      userId: string,
      sessionKey: string,
      code: string,
    ): Promise<{ recoveryCodes: string[] }> {
      await requireReauthentication(sessionKey);
      return uow.withTransaction(async (repos) => {
        const at = now();
        const s = await repos.lockSettings(userId, at);
        if (!s.totpPendingSealed)
          throw appError('1090', { description: 'Please start setting up the authenticator app again.' });
        const step = matchTotp(secrets.open(s.totpPendingSealed), code, at);
        if (step === null) throw appError('1090');
        await repos.saveSettings(userId, {
          method: 'TOTP',
          totpSealed: s.totpPendingSealed,
          totpPendingSealed: null,
          totpLastStep: step,
          enabledAt: at,
          updatedAt: at,
        });
        return { recoveryCodes: await issueRecoveryCodes(repos, userId) };
      });
    },

    /** Ten new recovery codes (the old ones stop working); two-step must be on. */
    async regenerateRecoveryCodes(userId: string, sessionKey: string): Promise<{ recoveryCodes: string[] }> {
      await requireReauthentication(sessionKey);
      return uow.withTransaction(async (repos) => {
        const s = await repos.lockSettings(userId, now());
        if (!s.method) throw appError('NOT_FOUND');
        return { recoveryCodes: await issueRecoveryCodes(repos, userId) };
      });
    },

    /** Turns two-step off: the app's secret and the recovery codes are deleted. */
    async disable(userId: string, sessionKey: string): Promise<{ enabled: false }> {
      await requireReauthentication(sessionKey);
      await uow.withTransaction(async (repos) => {
        const at = now();
        await repos.lockSettings(userId, at);
        await repos.saveSettings(userId, {
          method: null,
          totpSealed: null,
          totpPendingSealed: null,
          totpLastStep: null,
          enabledAt: null,
          updatedAt: at,
        });
        await repos.replaceRecoveryCodes(userId, [], at);
      });
      return { enabled: false };
    },
  };
}

export type TwoStepService = ReturnType<typeof createTwoStepService>;
