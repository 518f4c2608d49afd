import {
  type ADMIN_PROJECTS_OPTIONS,
  type ADMIN_PROJECTS_SORTS,
  type ElementType,
  explainStatus,
  type LoggedInUser,
  type ProjectDashboardStatus,
  type ProjectListItem,
  parseProjectStatus,
  type RepushKind,
  retailSaleStatus,
} from '@quire/domain';
import type { AdminUser } from '../accounts';
import type { AuditActor } from '../audit';
import type { RequeuedFile } from '../files';
import type { AdminUsersDeps } from './admin.deps';

/** What each repush re-queues. */
const REPUSH: Record<RepushKind, { elements: ElementType[] | undefined; unfinishedOnly: boolean }> = {
  repushFiles: { elements: undefined, unfinishedOnly: false },
  repushBookFiles: { elements: ['INTERIOR', 'SAMPLE'] as ElementType[], unfinishedOnly: false },
  syncWithPM: { elements: undefined, unfinishedOnly: true },
};

export type { ProjectDashboardStatus, RepushKind };

/** The projects service sees the listing as the account owner's own (read-only, no admin reach). */
function ownerPrincipal(customerId: string): LoggedInUser {
  return {
    customerId,
    email: '',
    firstName: '',
    lastName: '',
    permissions: [],
    preferences: {},
    preSellDays: 0,
    authorAccess: 0,
    analyticsAccess: '',
    accessList: [],
    approvalDate: null,
    vendorStatus: 'None',
    vendorNumber: null,
    vendor: null,
    businessStatus: 'None',
    actingFor: null,
  };
}

/** The admin calls about a user's projects: the list (GET projects/{id}) and the file repushes. */
export function createAdminProjects(
  deps: AdminUsersDeps,
  {
    userOr404,
    actorOf,
  }: { userOr404: (id: string) => Promise<AdminUser>; actorOf: (admin: LoggedInUser) => AuditActor },
) {
  const { uow, audit } = deps;
  return {
    /** GET projects/{id}: the user's projects, paged; with searchText, the best matches first. */
    async projects(
      admin: LoggedInUser,
      customerId: string,
      q: {
        projectsOption: (typeof ADMIN_PROJECTS_OPTIONS)[number];
        sortOption: (typeof ADMIN_PROJECTS_SORTS)[number];
        searchText?: string | undefined;
        pageNum: number;
        recordsPerPage: number;
        aggregate: boolean;
      },
    ) {
      await userOr404(customerId);
      const type = q.projectsOption === 'All' ? undefined : q.projectsOption;
      const owner = ownerPrincipal(customerId);
      let totalCount: number;
      let projects: ProjectListItem[];
      if (q.searchText?.trim()) {
        const found = await deps.search.searchAccount(
          admin,
          'all',
          customerId,
          q.searchText,
          Math.min(100, q.pageNum * q.recordsPerPage),
        );
        const ranked: string[] = [];
        for (const hit of found.results) {
          const p = await deps.projects.owned(owner, hit.id);
          if (!type || p.type === type) ranked.push(p.id);
        }
        totalCount = ranked.length;
        projects = await deps.projects.listItemsByIds(
          ranked.slice((q.pageNum - 1) * q.recordsPerPage, q.pageNum * q.recordsPerPage),
        );
      } else {
        const page = await deps.projects.list(owner, {
          page: q.pageNum,
          limit: q.recordsPerPage,
          sort: q.sortOption,
          direction: q.sortOption === 'title' ? 'asc' : 'desc',
          type,
          groupBy: 'none',
        });
        totalCount = page.totalCount;
        projects = page.projects;
      }
      let aggregate: Record<string, number> | null = null;
      if (q.aggregate) {
        aggregate = {};
        for (const t of ['EBOOK', 'PRINT', 'POD'] as const) {
          const page = await deps.projects.list(owner, {
            page: 1,
            limit: 1,
            sort: 'updated',
            direction: 'desc',
            type: t,
            groupBy: 'none',
          });
          aggregate[t] = page.totalCount;
        }
      }
      return { totalCount, pageNum: q.pageNum, recordsPerPage: q.recordsPerPage, projects, aggregate };
    },

    /** repushFiles, repushBookFiles, syncWithPM: the project's real preflight jobs, queued again. */
    async repush(
      admin: LoggedInUser,
      kind: RepushKind,
      projectId: string,
    ): Promise<{ files: RequeuedFile[]; retailFeed: 'ONSALE' | 'OFFSALE' | null }> {
      const project = await deps.projects.owned(admin, projectId);
      return uow.withTransaction(async (_r, tx) => {
        const files = await deps.files.requeue(project.id, tx, REPUSH[kind]);
        // syncWithPM also sends the retail feed again: an on-sale book's record, an off-sale book's withdrawal.
        const sale = retailSaleStatus(project.status);
        const retailFeed = kind === 'syncWithPM' && sale ? (sale === 'OnSale' ? 'ONSALE' : 'OFFSALE') : null;
        if (retailFeed && deps.feed) await deps.feed.recordSaleChange(project.id, retailFeed, tx);
        await audit.record(
          {
            actor: actorOf(admin),
            action: `project.${kind}`,
            targetType: 'project',
            targetId: project.id,
            before: { files: files.map((f) => ({ elementType: f.elementType, status: f.previousStatus })) },
            after: {
              queued: files.filter((f) => f.jobId).map((f) => f.elementType),
              owner: project.ownerCustomerId,
              ...(retailFeed ? { retailFeed } : {}),
            },
          },
          tx,
        );
        return { files, retailFeed: deps.feed ? retailFeed : null };
      });
    },

    /**
     * GET getProjectDashboardStatus/{id} (spec 3 §7): a book's status as its dashboard shows it, in
     * plain words with what happens next and when, the publishing details, and its history.
     */
    async dashboardStatus(admin: LoggedInUser, projectId: string): Promise<ProjectDashboardStatus> {
      const p = await deps.projects.owned(admin, projectId);
      const explained = explainStatus(p.status, {
        due: p.saleDueAt ? new Date(p.saleDueAt) : null,
        preOrder: p.preOrder,
        onSaleDate: p.onSaleDate,
        formatDate: (d) => d.toISOString(),
      });
      return {
        projectId: p.id,
        owner: p.ownerCustomerId,
        status: parseProjectStatus(p.status) ?? p.status,
        label: explained.label,
        next: explained.next,
        saleDueAt: p.saleDueAt,
        saleError: p.saleError,
        correctionType: p.correctionType,
        finalContentsAt: p.finalContentsAt,
        publishedDate: p.publishedDate,
        onSaleDate: p.onSaleDate,
        history: await deps.history.list(p.id),
      };
    },
  };
}
