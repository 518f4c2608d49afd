import {
  AppError,
  actingUser,
  appError,
  CONTRIBUTOR_PATH,
  type Contributor,
  type ContributorInvitation,
  type ContributorPermission,
  type contributorChangeSchema,
  type contributorInviteSchema,
  errorItem,
  hasPermission,
  isUuid,
  type LoggedInUser,
  ownerOf,
  SHARE_KEY_DAYS,
  SHARING_PERMISSION,
} from '@quire/domain';
import type { z } from 'zod';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import { randomToken, sha256 } from '../../lib/crypto';
import type { SessionResolution } from '../../plugins/session';
import type { AccessService } from '../access';
import { createMailTemplates, type MailService } from '../mail';
import type { ContributorsRepository } from './contributors.repository';
import type { ContributorGrantRow } from './contributors.tables';

/** The accounts module's look-up of an author (accounts.admin's `get`). */
export interface AuthorDirectory {
  get(customerId: string): Promise<{
    customerId: string;
    email: string;
    firstName: string;
    lastName: string;
    role: string;
    permissions: string[];
    deactivatedAt: string | null;
  } | null>;
}

export interface ContributorsServiceDeps {
  uow: UnitOfWork<ContributorsRepository>;
  authors: AuthorDirectory;
  /** The access module's effective permissions (granted flags, the global model). */
  access: Pick<AccessService, 'effectivePermissions'>;
  mail: Pick<MailService, 'send'>;
  /** The accounts module's sessions: those given get a new id at their next request (their rights changed). */
  sessions: { rotateAtNextRequest(sessionKeys: string[], tx: Tx): Promise<void> };
  now: () => Date;
  publicUrl: string;
  operatorName: string;
}

type InviteBody = z.output<typeof contributorInviteSchema>;
type ChangeBody = z.output<typeof contributorChangeSchema>;

const DAY = 86_400_000;

export function createContributorsService(deps: ContributorsServiceDeps) {
  const { uow, authors, access, mail, now } = deps;
  const templates = createMailTemplates({ operatorName: deps.operatorName });
  const repo = uow.repos;

  function toContributor(row: ContributorGrantRow): Contributor {
    const expired = !row.acceptedAt && row.expiresAt.getTime() <= now().getTime();
    return {
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      permissions: row.permissions as ContributorPermission[],
      status: row.acceptedAt ? 'ACTIVE' : expired ? 'EXPIRED' : 'INVITED',
      invitedAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      acceptedAt: row.acceptedAt ? row.acceptedAt.toISOString() : null,
    };
  }

  /**
   * Only the author changes the list, with "Author Shared Access" approved; a contributor acting for
   * them never does (the route rules say so too). Removing stays open, so an author whose sharing
   * was withdrawn can still tidy the list.
   */
  function assertAuthor(user: LoggedInUser, needsSharing = true): void {
    if (user.actingFor) throw appError('FORBIDDEN');
    if (needsSharing && !hasPermission(user.permissions, SHARING_PERMISSION)) throw appError('FORBIDDEN');
  }

  /** The author, while their account is active and may share (else their contributors are out). */
  async function sharingAuthor(customerId: string) {
    const author = await authors.get(customerId);
    if (!author || author.deactivatedAt) return null;
    const held = await access.effectivePermissions({ role: author.role, permissions: author.permissions });
    return hasPermission(held, SHARING_PERMISSION) ? author : null;
  }

  async function current(user: LoggedInUser, id: string): Promise<ContributorGrantRow> {
    const row = isUuid(id) ? await repo.currentById(ownerOf(user), id) : null;
    if (!row) throw appError('NOT_FOUND');
    return row;
  }

  function invitationLink(key: string): string {
    return `${deps.publicUrl}${CONTRIBUTOR_PATH}?authorShareKey=${key}`;
  }

  return {
    /**
     * For the content module's message audiences (read-only): the accounts that work as a current
     * contributor of some author (they accepted an invitation not since removed), of these when given.
     */
    contributorAccounts: (userIds?: readonly string[]): Promise<string[]> => repo.contributorUserIds(userIds),

    async list(user: LoggedInUser): Promise<Contributor[]> {
      return (await repo.listCurrent(ownerOf(user))).map(toContributor);
    },

    /**
     * Invites a contributor: the grant and its e-mail (with the only copy of the key) in one
     * transaction. A current contributor with the same e-mail answers the spec's duplicate message.
     */
    async invite(user: LoggedInUser, body: InviteBody): Promise<Contributor> {
      assertAuthor(user);
      if (body.email === user.email.toLowerCase()) {
        throw appError('VALIDATION', { field: 'email', description: 'You cannot invite yourself.' });
      }
      const key = randomToken(32);
      const at = now();
      return uow.withTransaction(async (r, tx) => {
        if (await r.currentByEmail(user.customerId, body.email)) throw appError('CONTRIBUTOR_EXISTS');
        const row = await r.insertGrant({
          authorCustomerId: user.customerId,
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          permissions: body.permissions,
          keyHash: sha256(key),
          createdAt: at,
          updatedAt: at,
          expiresAt: new Date(at.getTime() + SHARE_KEY_DAYS * DAY),
        });
        if (!row) throw appError('CONTRIBUTOR_EXISTS');
        await mail.send(
          templates.contributorInvitation({
            to: body.email,
            firstName: body.firstName,
            authorName: `${user.firstName} ${user.lastName}`,
            link: invitationLink(key),
            days: SHARE_KEY_DAYS,
          }),
          tx,
        );
        return toContributor(row);
      });
    },

    /**
     * New permissions take effect on the contributor's next call, which also gives each of their
     * sessions for this author a new id (ASVS level 2: a new id at every change of rights; the
     * cookie's previous id answers SESSION_ROTATED for a moment, decision 050).
     */
    async change(user: LoggedInUser, id: string, body: ChangeBody): Promise<Contributor> {
      assertAuthor(user);
      const row = await current(user, id);
      return uow.withTransaction(async (r, tx) => {
        const changed = await r.setPermissions(row.id, body.permissions, now());
        if (!changed) throw appError('NOT_FOUND');
        await deps.sessions.rotateAtNextRequest(await r.sessionKeysOfGrant(row.id), tx);
        return toContributor(changed);
      });
    },

    /** Removes the contributor: the key stops working and their next call answers 34007. */
    async revoke(user: LoggedInUser, id: string): Promise<{ removed: true }> {
      assertAuthor(user, false);
      const row = await current(user, id);
      if (!(await repo.revoke(row.id, now()))) throw appError('NOT_FOUND');
      return { removed: true };
    },

    /** GET /api/authentication/getContributor: what the contributor page shows for a key. */
    async invitation(key: string): Promise<ContributorInvitation> {
      const row = key ? await repo.byKeyHash(sha256(key)) : null;
      const author = row ? await authors.get(row.authorCustomerId) : null;
      if (!row || !author) throw appError('SHARE_KEY_INVALID');
      const c = toContributor(row);
      return {
        author: { firstName: author.firstName, lastName: author.lastName },
        contributor: { firstName: row.firstName, lastName: row.lastName, email: row.email },
        permissions: c.permissions,
        status: row.revokedAt ? 'REMOVED' : c.status,
        expiresAt: c.expiresAt,
      };
    },

    /**
     * Sign-in with `authorShareKey` (after the password was checked; contributors.signin.ts): the
     * session acts for the author. The first use binds the key to the account whose e-mail was
     * invited, before it expires; later uses work for that account alone. A removed, expired,
     * unknown or someone else's key is refused (SHARE_KEY_INVALID). The author is read before the
     * transaction (on PGlite a read outside it would wait for it); acceptance and the session's
     * binding are one transaction, and acceptance only succeeds while the grant is current.
     */
    async redeem(
      key: string,
      account: { userId: string; email: string },
      sessionKey: string,
    ): Promise<Pick<LoggedInUser, 'accessList'> & { actingFor: NonNullable<LoggedInUser['actingFor']> }> {
      const refused = () => new AppError([errorItem('SHARE_KEY_INVALID')]);
      const row = await repo.byKeyHash(sha256(key));
      const at = now();
      const usable =
        row &&
        !row.revokedAt &&
        (row.contributorUserId
          ? row.contributorUserId === account.userId
          : row.email === account.email.toLowerCase() && row.expiresAt.getTime() > at.getTime());
      if (!row || !usable) throw refused();
      const author = await sharingAuthor(row.authorCustomerId);
      if (!author) throw refused();
      await uow.withTransaction(async (r) => {
        if (!row.contributorUserId && !(await r.accept(row.id, account.userId, at))) throw refused();
        await r.insertSession(sessionKey, row.id, at);
      });
      return {
        actingFor: { customerId: author.customerId, firstName: author.firstName, lastName: author.lastName },
        accessList: row.permissions,
      };
    },

    /**
     * Every request: a session that acts for an author gets the author in `actingFor` and the
     * current permissions in `accessList`; once the author removed the contributor (or the author's
     * account is gone or deactivated, or may no longer share) the session is 'removed' and every
     * guarded call answers 34007.
     */
    async resolve(resolution: SessionResolution): Promise<SessionResolution> {
      // Only a session opened with a share key can act for an author (accounts marks it so).
      if (resolution.state !== 'valid' || !resolution.contributorSession) return resolution;
      const row = await repo.grantOfSession(resolution.key);
      if (!row) return resolution;
      const removed = { state: 'removed' as const, key: resolution.key, userId: resolution.userId };
      if (row.revokedAt || row.contributorUserId !== resolution.userId) return removed;
      const author = await sharingAuthor(row.authorCustomerId);
      if (!author) return removed;
      return {
        ...resolution,
        user: actingUser(
          resolution.user,
          { customerId: author.customerId, firstName: author.firstName, lastName: author.lastName },
          row.permissions,
        ),
      };
    },
  };
}

export type ContributorsService = ReturnType<typeof createContributorsService>;
