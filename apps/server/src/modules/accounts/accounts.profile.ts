import {
  ACCOUNT_MESSAGES,
  AppError,
  appError,
  type EmailPreferences,
  fieldError,
  isAdmin,
  type LoggedInUser,
  type Profile,
  type ProfileSaved,
  type ProfileUpdate,
  readEmailPreferences,
  sensitiveChanges,
} from '@quire/domain';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import { randomToken, sha256 } from '../../lib/crypto';
import { createMailTemplates, type MailService } from '../mail';
import type { AccountHolderRepositories } from './account-holder.repository';
import type { LockoutService } from './accounts.lockout';
import type { SessionsService } from './accounts.sessions';
import type { UserRow } from './accounts.tables';
import { type HashCost, hashSecret, isCommonPassword, normaliseAnswer, verifySecret } from './passwords';

/** A lock or a wrong password belongs to the profile's currentPassword field. */
function onCurrentPassword(error: unknown): unknown {
  if (error instanceof AppError) for (const item of error.items) item.field = 'currentPassword';
  return error;
}

/** How long the link that confirms a new e-mail address works. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60_000;

export interface ProfileServiceDeps {
  uow: UnitOfWork<AccountHolderRepositories>;
  sessions: Pick<SessionsService, 'recentlyAuthenticatedUntil'>;
  lockout: Pick<LockoutService, 'assertOpen' | 'failed' | 'succeeded' | 'reset'>;
  mail: Pick<MailService, 'send'>;
  now: () => Date;
  hashCost: HashCost;
  /** The web app's address, for the link in the verification e-mail. */
  publicUrl: string;
  operatorName: string;
}

/** What a profile save answers (the contract's type). */
export type { ProfileSaved };

/**
 * The profile (spec 3 §2, §3): names, e-mail (re-verified through a link to the new address),
 * password with the current one (other sessions end), secret question and answer, e-mail opt-in,
 * cell phone; and the e-mail preferences. Changing the e-mail, password, phone or security answer
 * needs a recent re-authentication (a correct current password counts as one).
 */
export function createProfileService(deps: ProfileServiceDeps) {
  const { uow, sessions, lockout, mail, now, hashCost, publicUrl, operatorName } = deps;
  const templates = createMailTemplates({ operatorName });
  const repo = uow.repos;

  async function toProfile(row: UserRow, repos = repo): Promise<Profile> {
    return {
      customerId: row.customerId,
      email: row.email,
      pendingEmail: await repos.pendingEmail(row.id, now()),
      firstName: row.firstName,
      lastName: row.lastName,
      secretQuestion: row.secretQuestion,
      emailOptedIn: row.emailOptedIn,
      cellPhoneNumber: row.cellPhoneNumber,
    };
  }

  async function userOf(userId: string, repos = repo): Promise<UserRow> {
    const user = await repos.users.byId(userId);
    if (!user) throw appError('UNAUTHORIZED');
    return user;
  }

  /** Writes the verification link (or, if the address has an account, a notice) to the new address. */
  async function sendEmailChange(user: UserRow, newEmail: string, repos: AccountHolderRepositories, tx: Tx) {
    await repos.deleteEmailChanges(user.id);
    const taken = await repos.users.byEmail(newEmail);
    if (taken) {
      // Not said to the requester (no endpoint tells whether an address has an account); the
      // owner of the address learns it, and nothing changes.
      await mail.send(templates.emailChangeRefused({ to: newEmail }), tx);
      return;
    }
    const token = randomToken(32);
    const at = now();
    await repos.insertEmailChange({
      tokenHash: sha256(token),
      userId: user.id,
      newEmail,
      createdAt: at,
      expiresAt: new Date(at.getTime() + EMAIL_CHANGE_TTL_MS),
    });
    const link = `${publicUrl}/account/confirm-email?token=${encodeURIComponent(token)}`;
    await mail.send(
      templates.emailChange({
        to: newEmail,
        firstName: user.firstName,
        currentEmail: user.email,
        link,
        hours: EMAIL_CHANGE_TTL_MS / 3_600_000,
      }),
      tx,
    );
  }

  return {
    async get(userId: string): Promise<Profile> {
      return toProfile(await userOf(userId));
    },

    async update(userId: string, sessionKey: string | null, input: ProfileUpdate): Promise<ProfileSaved> {
      const user = await userOf(userId);
      const changes = sensitiveChanges(user, input);
      const newPassword = input.password !== '';
      if (newPassword) {
        await lockout.assertOpen(user.email).catch((error: unknown) => {
          throw onCurrentPassword(error);
        });
        if (!(await verifySecret(user.passwordHash, input.currentPassword))) {
          throw onCurrentPassword((await lockout.failed(user.email)) ?? appError('30004'));
        }
        if (isCommonPassword(input.password)) throw appError('1240');
      } else if (changes.length > 0 && !(await sessions.recentlyAuthenticatedUntil(sessionKey))) {
        throw appError('REAUTHENTICATION_REQUIRED');
      }
      if (input.secretQuestion !== user.secretQuestion && input.secretAnswer === '') {
        throw fieldError('secretAnswer', ACCOUNT_MESSAGES.secretAnswer);
      }
      const [passwordHash, secretAnswerHash] = await Promise.all([
        newPassword ? hashSecret(input.password, hashCost) : null,
        input.secretAnswer !== '' ? hashSecret(normaliseAnswer(input.secretAnswer), hashCost) : null,
      ]);
      const emailChanged = input.email !== user.email;
      return uow.withTransaction(async (repos, tx) => {
        await repos.users.lockById(user.id);
        await repos.users.update(user.id, {
          firstName: input.firstName,
          lastName: input.lastName,
          emailOptedIn: input.emailOptedIn,
          cellPhoneNumber: input.cellPhoneNumber,
          secretQuestion: input.secretQuestion,
          ...(secretAnswerHash ? { secretAnswerHash } : {}),
          ...(passwordHash ? { passwordHash } : {}),
          updatedAt: now(),
        });
        let signedOutSessions = 0;
        if (passwordHash) {
          signedOutSessions = await repos.sessions.deleteOfUser(user.id, sessionKey);
          if (sessionKey) await repos.sessions.setReauthenticated(sessionKey, now());
          await lockout.reset(user.email, tx);
        }
        if (emailChanged) await sendEmailChange(user, input.email, repos, tx);
        const saved = await userOf(user.id, repos);
        return {
          profile: await toProfile(saved, repos),
          emailVerificationSent: emailChanged,
          signedOutSessions,
        };
      });
    },

    /** Follows the link of an e-mail change: once, before it expires; the old address is told. */
    async confirmEmail(token: string): Promise<{ email: string }> {
      return uow.withTransaction(async (repos, tx) => {
        const change = await repos.takeEmailChange(sha256(token));
        if (!change || change.expiresAt.getTime() <= now().getTime())
          throw appError('EMAIL_CHANGE_LINK_INVALID');
        const user = await repos.users.lockById(change.userId);
        if (!user) throw appError('EMAIL_CHANGE_LINK_INVALID');
        const result = await repos.users.updateUnlessEmailTaken(user.id, {
          email: change.newEmail,
          updatedAt: now(),
        });
        if (result === 'email-taken') throw appError('30006');
        await mail.send(
          templates.emailChanged({ to: user.email, firstName: user.firstName, newEmail: change.newEmail }),
          tx,
        );
        return { email: change.newEmail };
      });
    },

    async preferences(
      userId: string,
    ): Promise<{ emailOptedIn: boolean; emailPreferences: EmailPreferences }> {
      const user = await userOf(userId);
      return {
        emailOptedIn: user.emailOptedIn,
        emailPreferences: readEmailPreferences(user.preferences.email),
      };
    },

    async savePreferences(
      userId: string,
      input: { emailOptedIn?: boolean | undefined; emailPreferences: EmailPreferences },
    ): Promise<{ emailOptedIn: boolean; emailPreferences: EmailPreferences }> {
      return uow.withTransaction(async (repos) => {
        const user = await repos.users.lockById(userId);
        if (!user) throw appError('UNAUTHORIZED');
        await repos.users.update(userId, {
          preferences: { ...user.preferences, email: input.emailPreferences },
          emailOptedIn: input.emailOptedIn ?? user.emailOptedIn,
          updatedAt: now(),
        });
        return {
          emailOptedIn: input.emailOptedIn ?? user.emailOptedIn,
          emailPreferences: readEmailPreferences(input.emailPreferences),
        };
      });
    },

    /** POST retrieve_email_preferences/{id}: the caller's own (by customer id), or anyone's for an admin; 404 otherwise. */
    async preferencesOf(
      requester: LoggedInUser,
      customerId: string,
    ): Promise<{
      customerId: string;
      email: string;
      emailOptedIn: boolean;
      emailPreferences: EmailPreferences;
    }> {
      const own = requester.customerId === customerId;
      if (!own && !isAdmin(requester.permissions)) throw appError('NOT_FOUND');
      const user = await repo.users.byCustomerId(customerId);
      if (!user) throw appError('NOT_FOUND');
      return {
        customerId: user.customerId,
        email: user.email,
        emailOptedIn: user.emailOptedIn,
        emailPreferences: readEmailPreferences(user.preferences.email),
      };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
