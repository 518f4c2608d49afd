import {
  ACCESSIBILITY_STATUSES,
  type AccessibilityStatus,
  accessibilityReport,
  appError,
  type EaaSearchFilter,
  type EaaSearchItem,
  type EaaSearchPage,
  hasPermission,
  isAdmin,
  type LoggedInUser,
  ownerOf,
  visibleOwner,
} from '@quire/domain';
import type { ProjectsService } from '../projects';

/** The account feature of accessibility metadata (decision 046). */
export const EAA_FEATURE = 'EAA_ACCESS';

export interface EaaSearchDeps {
  projects: Pick<ProjectsService, 'finder'>;
  /** Whether an account holds a feature (its own grants and the global model). */
  accountHas: (customerId: string, feature: string) => Promise<boolean>;
}

/**
 * GET /api/search/eaa-searches/{x} (decision 046): the eBooks of the account the user works in (an
 * administrator's: every account's), each with the status and findings of its accessibility
 * metadata, filtered by status. The account needs EAA_ACCESS (an administrator does not); a
 * contributor acting for an author works with the author's.
 */
export function createEaaSearch({ projects, accountHas }: EaaSearchDeps) {
  async function assertFeature(user: LoggedInUser): Promise<void> {
    if (isAdmin(user.permissions)) return;
    const has = user.actingFor
      ? await accountHas(ownerOf(user), EAA_FEATURE)
      : hasPermission(user.permissions, EAA_FEATURE);
    if (!has) throw appError('FORBIDDEN');
  }

  return {
    assertFeature,

    async eaaSearches(user: LoggedInUser, filter: EaaSearchFilter, limit: number): Promise<EaaSearchPage> {
      await assertFeature(user);
      const rows = await projects.finder.ebookAccessibility(visibleOwner(user));
      const counts = Object.fromEntries(ACCESSIBILITY_STATUSES.map((s) => [s, 0])) as Record<
        AccessibilityStatus,
        number
      >;
      const books: EaaSearchItem[] = [];
      let totalCount = 0;
      for (const row of rows) {
        const report = accessibilityReport(row.epubAccessibility, row.accessibility);
        counts[report.status] += 1;
        if (filter !== 'all' && report.status !== filter) continue;
        totalCount += 1;
        if (books.length >= limit) continue;
        books.push({
          id: row.id,
          title: row.title,
          projectStatus: row.status,
          customerId: row.ownerCustomerId,
          accessibilityStatus: report.status,
          findingsCount: report.findings.length,
          warningCount: report.findings.filter((f) => f.severity === 'WARNING').length,
          updatedAt: row.updatedAt.toISOString(),
        });
      }
      return { filter, counts, totalCount, books };
    },
  };
}

export type EaaSearch = ReturnType<typeof createEaaSearch>;
