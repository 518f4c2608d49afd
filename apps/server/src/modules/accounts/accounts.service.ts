import { randomInt } from 'node:crypto';
import {
  type AccountStatus,
  AppError,
  type BusinessStatus,
  type CreateAccountInput,
  errorItem,
  type LoggedInUser,
  type Role,
  SECURITY_QUESTIONS,
  type SecondStepInput,
  type SignInInput,
} from '@quire/domain';
import type { UnitOfWork } from '../../db/unit-of-work';
import { randomToken, sha256 } from '../../lib/crypto';
import type { SessionResolution } from '../../plugins/session';
import type { AccessService } from '../access';
import { createMailTemplates, type MailService } from '../mail';
import type { LockoutService } from './accounts.lockout';
import type { Assertion, PasskeySignIn } from './accounts.passkeys.signin';
import type { UserRow } from './accounts.tables';
import type { PasskeySecondStepInput, PendingSecondStep, TwoStepSignIn } from './accounts.two-step.signin';
import { type HashCost, hashSecret, isCommonPassword, normaliseAnswer, verifySecret } from './passwords';
import type { SessionCache } from './session-cache';
import type { AccountRepositories } from './sessions.repository';

type CreateAccount = Omit<CreateAccountInput, 'emailOptedIn'> & { emailOptedIn?: boolean };

export interface AccountsServiceDeps {
  uow: UnitOfWork<AccountRepositories>;
  access: Pick<AccessService, 'effectivePermissions'>;
  now: () => Date;
  hashCost: HashCost;
  session: { idleMs: number; absoluteMs: number; touchIntervalMs: number };
  /** Throttled sign-in (accounts.lockout.ts); without it sign-in is not throttled. */
  lockout?: Pick<LockoutService, 'assertOpen' | 'failed' | 'succeeded'>;
  /** Two-step verification's second step (accounts.two-step.signin.ts); without it, none is asked. */
  twoStep?: Pick<TwoStepSignIn, 'method' | 'begin' | 'complete'>;
  /** Sign-in with a passkey (accounts.passkeys.signin.ts, decision 048); without it, refused. */
  passkeys?: Pick<PasskeySignIn, 'signIn'>;
  /** The welcome e-mail after sign-up goes through the outbox, in the sign-up's transaction. */
  mail: Pick<MailService, 'send'>;
  /** Where users reach the web app (PUBLIC_URL), for the welcome e-mail's links. */
  publicUrl: string;
  operatorName: string;
  /** Keeps the session look-up of signed-in requests (decision 060); without it every request reads it. */
  sessionCache?: Pick<SessionCache, 'read' | 'session'>;
}

/** How long the cookie's previous id answers SESSION_ROTATED (then 1080) after a rotation. */
const ROTATED_NOTICE_MS = 2 * 60_000;

/** The web app's pages the welcome e-mail links: the vendor account, and building a book. */
const VENDOR_PAGE = '/account/vendor';
const BUILD_PAGE = '/build-a-book';

/** The browser a session starts in, shown in the list of signed-in sessions. */
export interface SessionClient {
  userAgent: string;
  ip: string;
}

/** What sign-in and create-account hand back: the user for the body, the raw id for the cookie. */
export interface SignedIn {
  user: LoggedInUser;
  warnings: string[];
  sessionId: string;
}

export interface SeedUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
  vendorStatus?: AccountStatus;
  businessStatus?: BusinessStatus;
  vendorNumber?: string | null;
  permissions?: string[];
  /** The analytics pages the account was given (spec 3 §3), e.g. 'CUSTOMER,READING,SITE'. */
  analyticsAccess?: string;
  /** How many author pages the account may keep (spec 3 authorAccess; 0 = none). */
  authorAccess?: number;
}

export function createAccountsService(deps: AccountsServiceDeps) {
  const { uow, access, now, hashCost, session, lockout, twoStep, passkeys, mail } = deps;
  const repo = uow.repos;
  const templates = createMailTemplates({ operatorName: deps.operatorName });
  let dummyHash: Promise<string> | null = null;

  async function toLoggedInUser(row: UserRow): Promise<LoggedInUser> {
    return {
      customerId: row.customerId,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      permissions: await access.effectivePermissions({ role: row.role, permissions: row.permissions }),
      preferences: row.preferences,
      preSellDays: row.preSellDays,
      authorAccess: row.authorAccess,
      analyticsAccess: row.analyticsAccess,
      accessList: [],
      approvalDate: row.approvalDate ? row.approvalDate.toISOString() : null,
      vendorStatus: row.vendorStatus as AccountStatus,
      vendorNumber: row.vendorNumber,
      vendor: row.vendorNumber
        ? { canRefer: row.canRefer, isPreOrderAvailable: row.preOrderAvailable }
        : null,
      businessStatus: row.businessStatus as BusinessStatus,
      actingFor: null,
    };
  }

  /**
   * A new session for the user; the previous one of this browser (if any) and expired ones are
   * deleted. Run it on a transaction's repositories (`repo`): its writes go together.
   */
  async function startSession(
    repo: AccountRepositories,
    userId: string,
    previousKey: string | null,
    client?: SessionClient,
  ) {
    const at = now();
    if (previousKey) await repo.sessions.delete(previousKey);
    await repo.sessions.deleteExpired(
      new Date(at.getTime() - session.idleMs),
      new Date(at.getTime() - session.absoluteMs),
    );
    const sessionId = randomToken(32);
    await repo.sessions.insert({ idHash: sha256(sessionId), userId, now: at, client });
    return sessionId;
  }

  async function insertUser(
    repo: AccountRepositories,
    fields: Omit<Parameters<AccountRepositories['users']['insert']>[0], 'customerId'>,
  ) {
    // customer_id is random; on the rare collision, draw again.
    for (let attempt = 0; attempt < 5; attempt++) {
      const customerId = `C${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
      const result = await repo.users.insert({ ...fields, customerId });
      if ('user' in result) return result.user;
      if (result.conflict === 'users_email_key') throw new AppError([errorItem('30006')]);
      if (result.conflict !== 'users_customer_id_key')
        throw new Error(`Unexpected conflict ${result.conflict}`);
    }
    throw new Error('Could not draw a free customer id');
  }

  const service = {
    securityQuestions(): string[] {
      return [...SECURITY_QUESTIONS];
    },

    /** Spec 3 §2 and §5: validated by createAccountSchema in the route; common passwords and duplicates here. */
    async createAccount(
      input: CreateAccount,
      previousSessionKey: string | null,
      client?: SessionClient,
    ): Promise<SignedIn> {
      const email = input.email.trim().toLowerCase();
      if (input.password.toLowerCase() === email) {
        throw new AppError([errorItem('1241')]);
      }
      if (isCommonPassword(input.password)) throw new AppError([errorItem('1240')]);
      if (await repo.users.byEmail(email)) throw new AppError([errorItem('30006')]);
      const at = now();
      const [passwordHash, secretAnswerHash] = await Promise.all([
        hashSecret(input.password, hashCost),
        hashSecret(normaliseAnswer(input.secretAnswer), hashCost),
      ]);
      const fields = {
        email,
        passwordHash,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        secretQuestion: input.secretQuestion.trim(),
        secretAnswerHash,
        accountType: input.accountType,
        emailOptedIn: input.emailOptedIn ?? false,
        role: 'AUTHOR',
        createdAt: at,
        updatedAt: at,
      } as const;
      // The account, its first session and its welcome e-mail exist together or not at all.
      const { user, sessionId } = await uow.withTransaction(async (r, tx) => {
        const created = await insertUser(r, fields);
        const sessionId = await startSession(r, created.id, previousSessionKey, client);
        await mail.send(
          templates.welcome({
            to: created.email,
            firstName: created.firstName,
            vendorLink: `${deps.publicUrl}${VENDOR_PAGE}`,
            buildLink: `${deps.publicUrl}${BUILD_PAGE}`,
          }),
          tx,
        );
        return { user: created, sessionId };
      });
      return { user: await toLoggedInUser(user), warnings: [], sessionId };
    },

    /**
     * A wrong e-mail and a wrong password answer the same 30004, after the same argon2 work, so
     * neither the answer nor its timing tells whether an account exists. Failures are counted per
     * e-mail address, known or not; a locked address is refused (ACCOUNT_LOCKED) without checking
     * the password, the right one included (accounts.lockout.ts).
     */
    async signIn(
      input: SignInInput,
      previousSessionKey: string | null,
      client?: SessionClient,
    ): Promise<SignedIn | { twoStep: PendingSecondStep }> {
      const email = input.email.trim().toLowerCase();
      await lockout?.assertOpen(email);
      const refuse = async (): Promise<never> => {
        throw (await lockout?.failed(email)) ?? new AppError([errorItem('30004')]);
      };
      const user = await repo.users.byEmail(email);
      if (!user) {
        dummyHash ??= hashSecret(randomToken(16), hashCost);
        await verifySecret(await dummyHash, input.password);
        return refuse();
      }
      if (!(await verifySecret(user.passwordHash, input.password))) return refuse();
      // Deactivated by an administrator (decision 024): told only to whoever knows the password.
      if (user.deactivatedAt) throw new AppError([errorItem('ACCOUNT_DEACTIVATED')]);
      // Two-step verification (decision 023): with it on, the right password opens no session but a
      // short-lived pending sign-in (a code is sent for EMAIL and SMS); completeSecondStep opens the
      // session. The lock's count is cleared only then, so wrong second steps keep counting.
      const method = await twoStep?.method(user.id);
      if (twoStep && method)
        return { twoStep: await twoStep.begin(user, method, client, previousSessionKey) };
      await lockout?.succeeded(email);
      const sessionId = await uow.withTransaction((r) =>
        startSession(r, user.id, previousSessionKey, client),
      );
      return { user: await toLoggedInUser(user), warnings: [], sessionId };
    },

    /**
     * Sign-in with a passkey (decision 048): no e-mail, no password, and no second step (the passkey
     * verified the user). The session starts in the transaction that records the passkey's use.
     */
    async signInWithPasskey(
      input: { response: Assertion; authorShareKey?: string },
      previousSessionKey: string | null,
      client?: SessionClient,
    ): Promise<SignedIn> {
      if (!passkeys) throw new AppError([errorItem('PASSKEY_NOT_RECOGNISED')]);
      const { user, sessionId } = await passkeys.signIn(
        input.response,
        client ?? { userAgent: '', ip: '' },
        async (row, tx) => ({
          user: row,
          sessionId: await startSession(uow.bound(tx), row.id, previousSessionKey, client),
        }),
      );
      return { user: await toLoggedInUser(user), warnings: [], sessionId };
    },

    /**
     * The second step of sign-in (code, authenticator app, recovery code or passkey): opens the
     * session.
     */
    async completeSecondStep(input: SecondStepInput | PasskeySecondStepInput): Promise<SignedIn> {
      if (!twoStep) throw new AppError([errorItem('1080')]);
      const done = await twoStep.complete(input);
      await lockout?.succeeded(done.email);
      const user = await repo.users.byEmail(done.email);
      if (!user) throw new AppError([errorItem('1080')]);
      const sessionId = await uow.withTransaction((r) =>
        startSession(r, done.userId, done.previousSessionKey, done.client),
      );
      return { user: await toLoggedInUser(user), warnings: [], sessionId };
    },

    async signOut(sessionKey: string | null): Promise<void> {
      if (sessionKey) await repo.sessions.delete(sessionKey);
    },

    /** The session acts for an author through a share key (contributors module). */
    async markContributorSession(sessionKey: string): Promise<void> {
      await repo.sessions.markContributorSession(sessionKey);
    },

    /**
     * Spec 3 §4, OWASP ASVS level 2 (decision 050): idle past `session.idleMs` (30 minutes) or older
     * than `session.absoluteMs` (12 hours) the session is deleted (1080 to the caller). Without
     * `activity` (the client's own polling) the idle timer is not reset. A session whose rights an
     * administrator changed gets a new id here; the cookie's previous id answers 'rotated' for a
     * moment, so a request sent before the browser had the new cookie is sent again.
     */
    async resolveSession(rawId: string, options: { activity?: boolean } = {}): Promise<SessionResolution> {
      if (rawId.length > 100) return { state: 'expired' };
      const token = sha256(rawId);
      const load = () => repo.sessions.withUserByToken(token);
      const { found, cached } = deps.sessionCache
        ? await deps.sessionCache.read(token, load)
        : { found: await load(), cached: false };
      const at = now().getTime();
      if (!found) {
        const rotatedAt = await repo.sessions.rotatedFrom(token);
        return rotatedAt && at - rotatedAt.getTime() <= ROTATED_NOTICE_MS
          ? { state: 'rotated' }
          : { state: 'expired' };
      }
      const key = found.session.idHash;
      const idle = at - found.session.lastSeenAt.getTime();
      const createdAt = found.session.createdAt.getTime();
      if (idle > session.idleMs || at - createdAt > session.absoluteMs) {
        // A cached copy may be behind another process's touch: the database decides.
        if (cached) {
          deps.sessionCache?.session(key);
          return service.resolveSession(rawId, options);
        }
        await repo.sessions.delete(key);
        return { state: 'expired' };
      }
      const activity = options.activity ?? true;
      let lastSeen = found.session.lastSeenAt.getTime();
      let newId: string | undefined;
      if (found.session.rotationDue) {
        newId = randomToken(32);
        if (activity) lastSeen = at;
        const change = { tokenHash: sha256(newId), at: new Date(at), lastSeenAt: new Date(lastSeen) };
        // Another request of this browser rotated it first.
        if (!(await repo.sessions.rotate(key, change, token))) return { state: 'rotated' };
      } else if (activity && idle > session.touchIntervalMs) {
        await repo.sessions.touch(key, new Date(at));
        lastSeen = at;
      }
      return {
        state: 'valid',
        key,
        userId: found.user.id,
        user: await toLoggedInUser(found.user),
        idleExpiresAt: new Date(lastSeen + session.idleMs),
        expiresAt: new Date(createdAt + session.absoluteMs),
        ...(newId ? { newId } : {}),
        ...(found.session.contributorSession ? { contributorSession: true } : {}),
      };
    },

    /**
     * A new cookie id for the session of `key` at a change of its rights (decision 050): the old id
     * stops working; the session keeps its key, start (its absolute limit) and everything bound to it.
     */
    async rotateSession(key: string): Promise<{ id: string; idleExpiresAt: Date; expiresAt: Date }> {
      const id = randomToken(32);
      const at = now();
      const row = await repo.sessions.rotate(key, { tokenHash: sha256(id), at, lastSeenAt: at });
      if (!row) throw new AppError([errorItem('1080')]);
      return {
        id,
        idleExpiresAt: new Date(at.getTime() + session.idleMs),
        expiresAt: new Date(row.createdAt.getTime() + session.absoluteMs),
      };
    },

    /** The customer id of an account by e-mail, or null (the demo seed finds its author). */
    async customerIdByEmail(email: string): Promise<string | null> {
      return (await repo.users.byEmail(email.toLowerCase()))?.customerId ?? null;
    },

    /** The user id (the address book's key) of an e-mail, for the demo seed. */
    async userIdByEmail(email: string): Promise<string | null> {
      return (await repo.users.byEmail(email.toLowerCase()))?.id ?? null;
    },

    /**
     * The account of an e-mail as a session carries it, or null: the demo seed makes its
     * nominations and decisions as the demo accounts, through the services' own checks.
     */
    async sessionUserByEmail(email: string): Promise<LoggedInUser | null> {
      const row = await repo.users.byEmail(email.toLowerCase());
      return row ? toLoggedInUser(row) : null;
    },

    /** Creates a user unless the e-mail exists (demo seed); idempotent and safe to run concurrently. */
    async ensureUser(seed: SeedUser): Promise<'created' | 'exists'> {
      const email = seed.email.toLowerCase();
      if (await repo.users.byEmail(email)) return 'exists';
      const at = now();
      const question = SECURITY_QUESTIONS[0];
      try {
        await insertUser(repo, {
          email,
          passwordHash: await hashSecret(seed.password, hashCost),
          firstName: seed.firstName,
          lastName: seed.lastName,
          secretQuestion: question,
          secretAnswerHash: await hashSecret(normaliseAnswer('Quire demo'), hashCost),
          accountType: 'PUBLISHER',
          emailOptedIn: false,
          role: seed.role,
          permissions: seed.permissions ?? [],
          vendorStatus: seed.vendorStatus ?? 'None',
          businessStatus: seed.businessStatus ?? 'None',
          vendorNumber: seed.vendorNumber ?? null,
          analyticsAccess: seed.analyticsAccess ?? '',
          authorAccess: seed.authorAccess ?? 0,
          approvalDate: seed.vendorStatus === 'Active' ? at : null,
          createdAt: at,
          updatedAt: at,
        });
        return 'created';
      } catch (error) {
        if (error instanceof AppError && error.code === '30006') return 'exists';
        throw error;
      }
    },
  };
  return service;
}

export type AccountsService = ReturnType<typeof createAccountsService>;
