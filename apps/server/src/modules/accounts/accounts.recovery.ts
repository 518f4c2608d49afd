import {
  AppError,
  errorItem,
  type ForgotPasswordUpdateInput,
  passwordProblem,
  RESET_LINK_MINUTES,
  SECURITY_QUESTIONS,
} from '@quire/domain';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import { hmac, randomToken, sha256 } from '../../lib/crypto';
import { createMailTemplates, type MailService } from '../mail';
import type { LockoutService } from './accounts.lockout';
import type { RecoveryAccount, RecoveryRepositories } from './accounts.recovery.repository';
import { type HashCost, hashSecret, isCommonPassword, normaliseAnswer, verifySecret } from './passwords';

export interface RecoveryServiceDeps {
  uow: UnitOfWork<RecoveryRepositories>;
  mail: Pick<MailService, 'send'>;
  lockout: Pick<LockoutService, 'reset'>;
  now: () => Date;
  hashCost: HashCost;
  /** Where users reach the web app (PUBLIC_URL), for the link. */
  publicUrl: string;
  operatorName: string;
  /** The session secret: the key of the decoy questions for e-mails without an account. */
  secret: () => Promise<string>;
  /** Wrong answers per e-mail in a window, from any address (default 15 in 15 minutes). */
  answerLimit?: { max: number; windowMs: number };
}

/** The link in the e-mail; the web app's route reads the token from it. */
export const RESET_PATH = '/forgot-password/reset';

export interface IssuedReset {
  /** The link that was e-mailed (an administrator may hand it over another way). */
  link: string;
  expiresAt: string;
  email: string;
}

const incorrectAnswer = () => new AppError([errorItem('SECURITY_ANSWER_INCORRECT')]);
const invalidLink = () => new AppError([errorItem('RESET_LINK_INVALID')]);

/**
 * Forgot password (spec 3 §2, §7): e-mail → question → answer → a link by e-mail → new password.
 *
 * No answer tells whether an e-mail has an account: an unknown e-mail gets a question too (one of
 * the offered questions, chosen by an HMAC of the e-mail under the session secret, so asking again
 * gives the same one), and its answer is checked against a dummy hash with the same argon2 work
 * before the same "does not match" answer. The link's token has 256 bits, is stored as SHA-256,
 * works once and for RESET_LINK_MINUTES; a new password ends every session of the account and
 * closes its other links.
 */
export function createRecoveryService(deps: RecoveryServiceDeps) {
  const { uow, mail, lockout, now, hashCost } = deps;
  const templates = createMailTemplates({ operatorName: deps.operatorName });
  const repo = uow.repos;
  const limit = deps.answerLimit ?? { max: 15, windowMs: 15 * 60_000 };
  let dummyHash: Promise<string> | null = null;
  let secret: Promise<string> | null = null;

  async function decoyQuestion(email: string): Promise<string> {
    secret ??= deps.secret();
    const digest = Buffer.from(hmac(await secret, `forgot-password-question:${email}`), 'base64url');
    return SECURITY_QUESTIONS[digest.readUInt32BE(0) % SECURITY_QUESTIONS.length] as string;
  }

  /** The account of a reset link that is still open, or null. */
  async function openReset(tokenHash: string): Promise<{ userId: string; email: string } | null> {
    const userId = await repo.findOpenReset(tokenHash, now());
    const user = userId ? await repo.users.byId(userId) : null;
    return user ? { userId: user.id, email: user.email } : null;
  }

  async function issue(user: RecoveryAccount, origin: 'self' | 'admin', tx: Tx): Promise<IssuedReset> {
    const token = randomToken(32);
    const at = now();
    const expiresAt = new Date(at.getTime() + RESET_LINK_MINUTES * 60_000);
    await uow
      .bound(tx)
      .insertReset({ tokenHash: sha256(token), userId: user.id, origin, createdAt: at, expiresAt });
    const link = `${deps.publicUrl}${RESET_PATH}?forgotPassToken=${token}`;
    await mail.send(
      templates.passwordReset({
        to: user.email,
        firstName: user.firstName,
        link,
        minutes: RESET_LINK_MINUTES,
        bySupport: origin === 'admin',
      }),
      tx,
    );
    return { link, expiresAt: expiresAt.toISOString(), email: user.email };
  }

  return {
    /** The security question for an e-mail; a decoy one when there is no such account. */
    async question(email: string): Promise<{ email: string; question: string }> {
      const user = await repo.users.byEmail(email);
      return { email, question: user ? user.secretQuestion : await decoyQuestion(email) };
    },

    /**
     * Checks the answer; when it is right, e-mails a reset link (the token and the message are
     * written in one transaction). A wrong answer, a question that is not the account's, and an
     * unknown e-mail all answer SECURITY_ANSWER_INCORRECT after one argon2 verification.
     */
    async answer(input: { email: string; question: string; answer: string }): Promise<{ sent: true }> {
      // Limited per e-mail whether or not it has an account, so the limit tells nothing either.
      const key = sha256(`recovery-answer:${input.email}`);
      const windowStart = new Date(now().getTime() - limit.windowMs);
      if ((await repo.throttleFailures(key, windowStart)) >= limit.max) {
        throw new AppError([errorItem('RECOVERY_LOCKED')]);
      }
      const user = await repo.users.byEmail(input.email);
      const answer = normaliseAnswer(input.answer);
      let right = false;
      if (!user || user.secretQuestion !== input.question.trim()) {
        dummyHash ??= hashSecret(randomToken(16), hashCost);
        await verifySecret(await dummyHash, answer);
      } else {
        right = await verifySecret(user.secretAnswerHash, answer);
      }
      if (!user || !right) {
        await repo.throttleFailed(key, now(), windowStart);
        throw incorrectAnswer();
      }
      await uow.withTransaction(async (r, tx) => {
        await r.throttleClear(key, windowStart);
        await issue(user, 'self', tx);
      });
      return { sent: true };
    },

    /** Whether a link can still be used, and for which e-mail (the password may not equal it). */
    async checkToken(token: string): Promise<{ valid: true; email: string }> {
      const open = await openReset(sha256(token));
      if (!open) throw invalidLink();
      return { valid: true, email: open.email };
    },

    /**
     * Sets the new password with the create-account rules, uses the token up, closes the account's
     * other links, ends every session, lifts a sign-in lockout and tells the owner by e-mail: one
     * transaction. A used,
     * expired or unknown token changes nothing.
     */
    async update(input: ForgotPasswordUpdateInput): Promise<{ updated: true; sessionsEnded: number }> {
      const tokenHash = sha256(input.forgotPassToken);
      const open = await openReset(tokenHash);
      if (!open) throw invalidLink();
      const problem = passwordProblem(input.password, open.email);
      if (problem)
        throw new AppError([errorItem(problem.code, { field: 'password', description: problem.message })]);
      if (isCommonPassword(input.password)) throw new AppError([errorItem('1240')]);
      const passwordHash = await hashSecret(input.password, hashCost);
      return uow.withTransaction(async (r, tx) => {
        const at = now();
        // Checked again in the same statement that uses it: two requests cannot both succeed.
        const userId = await r.consumeReset(tokenHash, at);
        if (!userId) throw invalidLink();
        await r.closeOpenResets(userId, at);
        await r.users.update(userId, { passwordHash, updatedAt: at });
        const sessionsEnded = await r.sessions.deleteOfUser(userId);
        await lockout.reset(open.email, tx);
        // The owner hears of it, in case it was not them.
        await mail.send(
          templates.passwordChanged({
            to: open.email,
            forgotPasswordLink: `${deps.publicUrl}/forgot-password`,
          }),
          tx,
        );
        return { updated: true as const, sessionsEnded };
      });
    },

    /**
     * For administrators (GET /api/admin/users/generate-password-reset-token/{id}): issues a link
     * for the account with this customer id and e-mails it, in the caller's transaction (so the
     * audit entry and the link go together). Null when there is no such account.
     */
    async issueResetToken(customerId: string, tx: Tx): Promise<IssuedReset | null> {
      const user = await uow.bound(tx).users.byCustomerId(customerId);
      return user ? issue(user, 'admin', tx) : null;
    },
  };
}

export type RecoveryService = ReturnType<typeof createRecoveryService>;
