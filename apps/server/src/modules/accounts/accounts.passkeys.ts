import {
  appError,
  describeUserAgent,
  isUuid,
  PASSKEY_MAX,
  type Passkey,
  passkeyRemovalRefusal,
  type TwoStepMethod,
} from '@quire/domain';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { MailService, MailTemplates } from '../mail';
import type { Challenges } from './accounts.passkeys.challenges';
import type { PasskeyRow } from './accounts.passkeys.tables';
import type { WebAuthn } from './accounts.passkeys.webauthn';
import { type EventClient, recordSecurityEvent } from './accounts.security-history';
import type { SessionsService } from './accounts.sessions';
import type { TwoStepRepositories } from './accounts.two-step.repository';

/** Where the e-mails send the author to look at their passkeys. */
export const PASSKEYS_PAGE = '/account/passkeys';

export interface PasskeysDeps {
  uow: UnitOfWork<TwoStepRepositories>;
  webauthn: WebAuthn;
  challenges: Challenges;
  sessions: Pick<SessionsService, 'recentlyAuthenticatedUntil'>;
  mail: Pick<MailService, 'send'>;
  templates: Pick<MailTemplates, 'passkeyAdded' | 'passkeyRemoved'>;
  publicUrl: string;
  now: () => Date;
}

/** A passkey as the account's list shows it (the contract's type): never the key. */
export type { Passkey };

export const passkeyView = (r: PasskeyRow): Passkey => ({
  id: r.id,
  name: r.name,
  createdAt: r.createdAt.toISOString(),
  lastUsedAt: r.lastUsedAt ? r.lastUsedAt.toISOString() : null,
  synced: r.deviceType === 'multiDevice',
});

/** What the WebAuthn library needs of a stored passkey. */
export const storedCredential = (r: PasskeyRow) => ({
  credentialId: r.credentialId,
  publicKey: r.publicKey,
  counter: r.counter,
  transports: r.transports,
});

/**
 * The account's own passkeys (decision 048): list, add (registration options, then the browser's
 * answer checked and kept with the name the author chose), rename, remove. Adding and removing
 * need γ's re-authentication (REAUTHENTICATION_REQUIRED); each add, rename and removal goes into
 * the security history in the same transaction, and adding and removing e-mail the author through
 * the outbox. The last passkey cannot be removed while two-step verification asks for one.
 */
export function createPasskeysService(deps: PasskeysDeps) {
  const { uow, webauthn, challenges, sessions, mail, templates, now } = deps;
  const securityLink = `${deps.publicUrl}${PASSKEYS_PAGE}`;

  async function requireReauthentication(sessionKey: string) {
    if (!(await sessions.recentlyAuthenticatedUntil(sessionKey))) throw appError('REAUTHENTICATION_REQUIRED');
  }

  async function user(userId: string) {
    const row = await uow.repos.users.byId(userId);
    if (!row) throw appError('UNAUTHORIZED');
    return row;
  }

  return {
    async list(userId: string): Promise<Passkey[]> {
      return (await uow.repos.passkeys.listOfUser(userId)).map(passkeyView);
    },

    /** POST registration-options: the options for navigator.credentials.create, its challenge kept. */
    async registrationOptions(userId: string, sessionKey: string) {
      await requireReauthentication(sessionKey);
      const u = await user(userId);
      const existing = await uow.repos.passkeys.listOfUser(userId);
      if (existing.length >= PASSKEY_MAX) throw appError('PASSKEY_LIMIT');
      const options = await webauthn.registrationOptions(
        { id: u.id, email: u.email, name: `${u.firstName} ${u.lastName}`.trim() || u.email },
        existing.map(storedCredential),
      );
      await challenges.issue(uow.repos.passkeys, 'register', options.challenge, {
        userId,
        ownerKey: sessionKey,
      });
      return { options };
    },

    /** POST /api/account/passkeys: the browser's answer verified, the passkey kept under its name. */
    async register(
      userId: string,
      sessionKey: string,
      input: { name: string; response: { response: { clientDataJSON: string } } },
      client: EventClient,
    ): Promise<Passkey> {
      await requireReauthentication(sessionKey);
      const u = await user(userId);
      // Used up first, in its own statement: a failed answer cannot be tried again.
      const challenge = await challenges.take(uow.repos.passkeys, input.response, 'register', {
        userId,
        ownerKey: sessionKey,
      });
      const credential = await webauthn.verifyRegistration(input.response, challenge);
      return uow.withTransaction(async (repos, tx) => {
        const at = now();
        // Serialises this account's passkey changes (the limit, the last-passkey rule).
        await repos.lockSettings(userId, at);
        if ((await repos.passkeys.countOfUser(userId)) >= PASSKEY_MAX) throw appError('PASSKEY_LIMIT');
        const row = await repos.passkeys.insert({ userId, ...credential, name: input.name, createdAt: at });
        if (!row) throw appError('PASSKEY_EXISTS');
        await recordSecurityEvent(repos.passkeys, {
          userId,
          kind: 'passkey.added',
          passkeyName: row.name,
          client,
          at,
        });
        await mail.send(
          templates.passkeyAdded({
            to: u.email,
            firstName: u.firstName,
            name: row.name,
            device: describeUserAgent(client.userAgent),
            securityLink,
          }),
          tx,
        );
        return passkeyView(row);
      });
    },

    async rename(userId: string, id: string, name: string, client: EventClient): Promise<Passkey> {
      if (!isUuid(id)) throw appError('NOT_FOUND');
      return uow.withTransaction(async (repos) => {
        const row = await repos.passkeys.rename(userId, id, name);
        if (!row) throw appError('NOT_FOUND');
        await recordSecurityEvent(repos.passkeys, {
          userId,
          kind: 'passkey.renamed',
          passkeyName: row.name,
          client,
          at: now(),
        });
        return passkeyView(row);
      });
    },

    /** Removes a passkey (re-authentication); not the last one while two-step asks for a passkey. */
    async remove(userId: string, sessionKey: string, id: string, client: EventClient): Promise<void> {
      await requireReauthentication(sessionKey);
      if (!isUuid(id)) throw appError('NOT_FOUND');
      const u = await user(userId);
      await uow.withTransaction(async (repos, tx) => {
        const at = now();
        const settings = await repos.lockSettings(userId, at);
        if (!(await repos.passkeys.ofUser(userId, id))) throw appError('NOT_FOUND');
        const refusal = passkeyRemovalRefusal({
          passkeysLeft: await repos.passkeys.countOfUser(userId),
          twoStepMethod: (settings.method ?? null) as TwoStepMethod | null,
        });
        if (refusal) throw appError(refusal);
        const removed = await repos.passkeys.delete(userId, id);
        if (!removed) throw appError('NOT_FOUND');
        await recordSecurityEvent(repos.passkeys, {
          userId,
          kind: 'passkey.removed',
          passkeyName: removed.name,
          client,
          at,
        });
        await mail.send(
          templates.passkeyRemoved({
            to: u.email,
            firstName: u.firstName,
            name: removed.name,
            device: describeUserAgent(client.userAgent),
            securityLink,
          }),
          tx,
        );
      });
    },
  };
}

export type PasskeysService = ReturnType<typeof createPasskeysService>;
