import {
  ANALYTICS_PAGES,
  type AnalyticsPage,
  contributorMay,
  hasPermission,
  isAdmin,
  type LoggedInUser,
  normalizeAnalyticsPages,
} from '@quire/domain';

/**
 * Which analytics pages a signed-in user has, as the server decides it (decision 044): the
 * dashboards need the sales dashboard feature (SALES_REPORTS) and show the pages of the account's
 * analyticsAccess; the statements need SALESRPRT; a contributor acting for an author needs "Sales
 * report dashboard" for both and sees the author's pages, which the browser does not know (so every
 * page is offered and the server's answer says when one is not the author's); administrators see
 * everything in the back office. The server checks all of it again.
 */
export type AnalyticsSection = AnalyticsPage | 'STATEMENTS';

export const DASHBOARD_FEATURE = 'SALES_REPORTS';
export const STATEMENTS_FEATURE = 'SALESRPRT';

type User = Pick<LoggedInUser, 'permissions' | 'analyticsAccess' | 'accessList' | 'actingFor'>;

const acting = (user: User) => Boolean(user.actingFor);
const contributorMayRead = (user: User) =>
  contributorMay({ actingFor: user.actingFor, accessList: user.accessList ?? [] }, [
    'SALES_REPORT_DASHBOARD',
  ]);

export function mayDashboards(user: User): boolean {
  if (isAdmin(user.permissions)) return true;
  return acting(user) ? contributorMayRead(user) : hasPermission(user.permissions, DASHBOARD_FEATURE);
}

export function mayStatements(user: User): boolean {
  if (isAdmin(user.permissions)) return true;
  return acting(user) ? contributorMayRead(user) : hasPermission(user.permissions, STATEMENTS_FEATURE);
}

/** The dashboard pages of a user, in the order the sub-navigation shows them. */
export function dashboardPages(user: User): AnalyticsPage[] {
  if (!mayDashboards(user)) return [];
  if (isAdmin(user.permissions) || acting(user)) return [...ANALYTICS_PAGES];
  const own = normalizeAnalyticsPages(user.analyticsAccess ?? '').split(',');
  return ANALYTICS_PAGES.filter((p) => own.includes(p));
}

/** Every section a user may open: their dashboard pages, then the statements. */
export function sectionsOf(user: User): AnalyticsSection[] {
  return [...dashboardPages(user), ...(mayStatements(user) ? (['STATEMENTS'] as const) : [])];
}

/** The author's address of each section. */
export const SECTION_PATHS: Record<AnalyticsSection, string> = {
  CUSTOMER: '/analytics',
  READING: '/analytics/reading',
  SITE: '/analytics/visitors',
  STATEMENTS: '/analytics/statements',
};
