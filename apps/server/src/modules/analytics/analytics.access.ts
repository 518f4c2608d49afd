import {
  ANALYTICS_MESSAGES,
  type AnalyticsView,
  appError,
  fieldError,
  hasPermission,
  isAdmin,
  type LoggedInUser,
  normalizeAnalyticsPages,
  ownerOf,
  VIEW_PAGE,
} from '@quire/domain';
import { assertContributorMay } from '../access';
import type { ProjectsService } from '../projects';

/** The account feature of the sales dashboards (spec 3 §6 SALES_REPORTS) and of the statements (SALESRPRT). */
export const DASHBOARD_PERMISSION = 'SALES_REPORTS';
export const STATEMENTS_PERMISSION = 'SALESRPRT';

/** Whose figures a question is about: an owner (null: the whole platform) and maybe one book. */
export interface AnalyticsScope {
  ownerCustomerId: string | null;
  projectId?: string;
}

export interface AnalyticsAccessDeps {
  projects: Pick<ProjectsService, 'owned'>;
  /** The analytics pages of an account (its analyticsAccess), or null for an unknown account. */
  analyticsPagesOf(customerId: string): Promise<string | null>;
}

/**
 * Who may see which analytics (decision 044). An author sees their own books' figures on the pages
 * their account was given (analyticsAccess: CUSTOMER, READING, SITE) with the sales dashboard
 * feature; a contributor acting for them needs "Sales report dashboard" and sees the author's pages;
 * an administrator sees any author's (customerId) or, without one, the platform's. Another
 * account's book or figures answer 404, as if they did not exist.
 */
export function createAnalyticsAccess(deps: AnalyticsAccessDeps) {
  async function pagesOf(user: LoggedInUser, feature: string): Promise<string[]> {
    if (user.actingFor) {
      assertContributorMay(user, ['SALES_REPORT_DASHBOARD']);
      return normalizeAnalyticsPages((await deps.analyticsPagesOf(ownerOf(user))) ?? '').split(',');
    }
    if (!hasPermission(user.permissions, feature)) throw appError('FORBIDDEN');
    return normalizeAnalyticsPages(user.analyticsAccess ?? '').split(',');
  }

  /** The owner a non-administrator asks about: their own (or their author's); any other is 404. */
  function ownOwner(user: LoggedInUser, customerId: string | undefined): string {
    const owner = ownerOf(user);
    if (customerId && customerId !== owner) throw appError('NOT_FOUND');
    return owner;
  }

  /** An administrator's customerId must name an account (404 otherwise). */
  async function known(customerId: string): Promise<void> {
    if ((await deps.analyticsPagesOf(customerId)) === null) throw appError('NOT_FOUND');
  }

  return {
    async viewScope(
      user: LoggedInUser,
      view: AnalyticsView,
      q: { customerId?: string | undefined; projectId?: string | undefined },
    ): Promise<AnalyticsScope> {
      let owner: string | null;
      if (isAdmin(user.permissions)) {
        owner = q.customerId ?? null;
        if (owner) await known(owner);
      } else {
        owner = ownOwner(user, q.customerId);
        const pages = await pagesOf(user, DASHBOARD_PERMISSION);
        if (!pages.includes(VIEW_PAGE[view]))
          throw appError('FORBIDDEN', { description: ANALYTICS_MESSAGES.page });
      }
      if (!q.projectId) return { ownerCustomerId: owner };
      const book = await deps.projects.owned(user, q.projectId);
      if (owner && book.ownerCustomerId !== owner) throw appError('NOT_FOUND');
      return { ownerCustomerId: owner ?? book.ownerCustomerId, projectId: book.id };
    },

    /** Whose statements: the author's own; an administrator names the author (customerId). */
    async statementOwner(user: LoggedInUser, customerId: string | undefined): Promise<string> {
      if (isAdmin(user.permissions)) {
        if (!customerId) throw fieldError('customerId', 'Choose the author whose statements to read.');
        await known(customerId);
        return customerId;
      }
      const owner = ownOwner(user, customerId);
      if (user.actingFor) assertContributorMay(user, ['SALES_REPORT_DASHBOARD']);
      else if (!hasPermission(user.permissions, STATEMENTS_PERMISSION)) throw appError('FORBIDDEN');
      return owner;
    },
  };
}

export type AnalyticsAccess = ReturnType<typeof createAnalyticsAccess>;
