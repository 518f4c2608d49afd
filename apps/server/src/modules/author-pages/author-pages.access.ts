import {
  AppError,
  AUTHOR_PAGES_FEATURE,
  appError,
  authorPageLimitMessage,
  hasPermission,
  isAdmin,
  isUuid,
  type LoggedInUser,
  AUTHOR_PAGE_MESSAGES as M,
  ownerOf,
} from '@quire/domain';
import { assertContributorMay } from '../access';
import type { AuthorPagesRepository } from './author-pages.repository';
import type { AuthorPageRow } from './author-pages.tables';

/** What the author pages ask of an account: its features (the global model included) and its limit. */
export interface AuthorPagesAccount {
  features: readonly string[];
  /** How many author pages the account may keep (spec 3 authorAccess; 0 = none). */
  authorAccess: number;
  active: boolean;
}

export interface AuthorPagesAccounts {
  /** The account of this customer id, or null when there is none. */
  authorPagesOf(customerId: string): Promise<AuthorPagesAccount | null>;
}

/** The account a request works in and how many pages it may keep. */
export interface AuthorPagesScope {
  owner: string;
  limit: number;
}

const featureMissing = () => appError('FORBIDDEN', { description: M.featureMissing });
export const pageNotFound = () => appError('NOT_FOUND');
export const limitReached = (limit: number) =>
  new AppError([{ code: 'AUTHOR_PAGES_LIMIT', description: authorPageLimitMessage(limit) }]);

/** Whether an account's pages are public: it holds the feature and is not deactivated. */
export const publishes = (account: AuthorPagesAccount | null): boolean =>
  account?.active === true && account.features.includes(AUTHOR_PAGES_FEATURE);

/** The page of `id` in the owner's account, or 404 (another account's page is not there). */
export async function ownPage(
  repos: AuthorPagesRepository,
  owner: string,
  id: string,
  lock = false,
): Promise<AuthorPageRow> {
  const row = isUuid(id) ? await (lock ? repos.lock(id) : repos.find(id)) : null;
  if (!row || row.ownerCustomerId !== owner) throw pageNotFound();
  return row;
}

/**
 * Who may keep author pages, and in which account (spec 3 §6): an author whose account holds
 * AUTHOR_PAGES, in their own account with their own authorAccess; a contributor acting for one
 * with "Author pages", in the author's account with the author's feature and limit (the session of
 * a contributor carries their own); an administrator reads any account's and changes none.
 */
export function createAuthorPagesAccess(accounts: AuthorPagesAccounts) {
  /** The account the user works in, once they may use author pages at all (403 otherwise). */
  async function scopeOf(user: LoggedInUser): Promise<AuthorPagesScope> {
    if (user.actingFor) {
      assertContributorMay(user, [AUTHOR_PAGES_FEATURE]);
      const owner = ownerOf(user);
      const account = await accounts.authorPagesOf(owner);
      if (!account?.features.includes(AUTHOR_PAGES_FEATURE)) throw featureMissing();
      return { owner, limit: account.authorAccess };
    }
    if (!isAdmin(user.permissions) && !hasPermission(user.permissions, AUTHOR_PAGES_FEATURE))
      throw featureMissing();
    return { owner: user.customerId, limit: user.authorAccess };
  }

  return {
    scopeOf,

    /** Changing pages is the author's (or their contributor's): administrators only read them (403). */
    async changeScope(user: LoggedInUser): Promise<AuthorPagesScope> {
      if (isAdmin(user.permissions)) throw appError('FORBIDDEN');
      return scopeOf(user);
    },

    /**
     * Whose pages a list shows: the user's account; an administrator's `customerId` names any
     * account (404 when there is none); anyone else's customerId but their own answers 404.
     */
    async readScope(user: LoggedInUser, customerId: string | undefined): Promise<AuthorPagesScope> {
      if (customerId && isAdmin(user.permissions)) {
        const account = await accounts.authorPagesOf(customerId);
        if (!account) throw pageNotFound();
        return { owner: customerId, limit: account.authorAccess };
      }
      const scope = await scopeOf(user);
      if (customerId && customerId !== scope.owner) throw pageNotFound();
      return scope;
    },

    ownPage,
  };
}

export type AuthorPagesAccess = ReturnType<typeof createAuthorPagesAccess>;
