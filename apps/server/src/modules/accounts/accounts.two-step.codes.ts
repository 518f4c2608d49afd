import { randomInt } from 'node:crypto';
import {
  type AppError,
  appError,
  OTP_MAX_SENDS,
  OTP_MAX_WRONG,
  OTP_SEND_WINDOW_MS,
  OTP_TTL_MS,
  type OtpType,
} from '@quire/domain';
import type { Tx } from '../../db/unit-of-work';
import { hmac, safeEqual } from '../../lib/crypto';
import { createMailTemplates, type MailService } from '../mail';
import type { TwoStepRepository } from './accounts.two-step.repository';

/**
 * One-time codes (spec 3 §4, §8, §9): 6 digits, 10 minutes, single use, kept as an HMAC under the
 * server secret. Shared by the account's verification dialog (purpose 'verify', owned by the
 * session) and the second step of sign-in (purpose 'signin', owned by the pending sign-in).
 */
export type CodePurpose = 'verify' | 'signin';

export interface CodeDeps {
  mail: Pick<MailService, 'send' | 'sendSms'>;
  now: () => Date;
  /** The server secret the codes' HMAC is keyed with. */
  secret: () => Promise<string>;
  operatorName: string;
}

export interface SendCode {
  userId: string;
  ownerKey: string;
  purpose: CodePurpose;
  channel: OtpType;
  /** The e-mail address or the formatted mobile number. */
  to: string;
}

/** The outcome of checking a code: the use case commits the counters, then throws the error. */
export type CodeCheck =
  | { ok: true; destination: string }
  | { ok: false; error: AppError; burned: boolean; destination: string };

export function createCodes(deps: CodeDeps) {
  const { mail, now, secret, operatorName } = deps;
  const templates = createMailTemplates({ operatorName });
  // The key is read once, outside any transaction: reading it inside one would wait on the
  // embedded database's single connection. Use cases call prime() before their transaction.
  let key: Promise<string> | null = null;
  const keyOnce = () => {
    key ??= secret().catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  };
  const digest = async (userId: string, code: string) => hmac(await keyOnce(), `otp:${userId}:${code}`);

  return {
    /** Resolves the HMAC key; call before opening the transaction that sends or checks a code. */
    async prime(): Promise<void> {
      await keyOnce();
    },

    /**
     * Sends a new code (the owner's earlier ones stop working) in the caller's transaction: the
     * code and its message are written together. 1085 once OTP_MAX_SENDS codes went to the
     * account in the window, whatever the purpose (thrown before any write). The code itself
     * exists only in the message.
     */
    async send(repos: TwoStepRepository, tx: Tx, req: SendCode): Promise<void> {
      const at = now();
      const sent = await repos.countCodesSince(req.userId, new Date(at.getTime() - OTP_SEND_WINDOW_MS));
      if (sent >= OTP_MAX_SENDS) throw appError('1085');
      await repos.revokeCodes(req.ownerKey, req.purpose);
      // Codes past their life and outside the window are of no further use.
      await repos.purgeCodes(new Date(at.getTime() - OTP_SEND_WINDOW_MS));
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await repos.insertCode({
        userId: req.userId,
        ownerKey: req.ownerKey,
        purpose: req.purpose,
        channel: req.channel,
        destination: req.channel === 'SMS' ? req.to : '',
        codeHash: await digest(req.userId, code),
        createdAt: at,
        expiresAt: new Date(at.getTime() + OTP_TTL_MS),
      });
      if (req.channel === 'EMAIL')
        await mail.send(templates.twoStepCode({ to: req.to, code, minutes: OTP_TTL_MS / 60_000 }), tx);
      else await mail.sendSms(req.to, templates.twoStepCodeSms({ code }), tx, 'two-step-code');
    },

    /**
     * Checks `code` against the owner's live code (in the caller's transaction, the code row
     * locked). Wrong: 1090, and the code is burned after OTP_MAX_WRONG (1091: the caller sends a
     * new one). None live or expired: 1090 saying so. Right: used up.
     */
    async check(
      repos: TwoStepRepository,
      ownerKey: string,
      purpose: CodePurpose,
      channel: OtpType | undefined,
      userId: string,
      code: string,
    ): Promise<CodeCheck> {
      const row = await repos.lockLiveCode(ownerKey, purpose, channel);
      const at = now();
      if (!row || row.expiresAt <= at) {
        return {
          ok: false,
          burned: false,
          destination: row?.destination ?? '',
          error: appError('1090', {
            description: "This code has expired or was replaced. Please select 'Send a New Code'.",
          }),
        };
      }
      if (safeEqual(row.codeHash, await digest(userId, code.trim()))) {
        await repos.updateCode(row.id, { usedAt: at });
        return { ok: true, destination: row.destination };
      }
      const wrong = row.wrongAttempts + 1;
      if (wrong >= OTP_MAX_WRONG) {
        await repos.updateCode(row.id, { wrongAttempts: wrong, revoked: true });
        return { ok: false, burned: true, destination: row.destination, error: appError('1091') };
      }
      await repos.updateCode(row.id, { wrongAttempts: wrong });
      return { ok: false, burned: false, destination: row.destination, error: appError('1090') };
    },
  };
}

export type Codes = ReturnType<typeof createCodes>;
