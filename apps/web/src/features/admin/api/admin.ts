import type {
  AccountPermissionsInput,
  AccountStatus,
  BusinessStatus,
  DeactivationReason,
  TwoStepMethod,
  UserSearchFilter,
} from '@quire/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type ErrorHandler } from '../../../lib/api-client';

/** The administrators' calls (spec 3 §7 "Admin users" and the audit log), one queryOptions per query. */

export interface AccountPermissionsView {
  userId: string;
  vendorNum: string | null;
  canRefer: boolean;
  isCoverCorrectionAvailable: boolean;
  isMerchandisingAvailable: boolean;
  isPreOrderEnabled: boolean;
  authorAccess: number;
  hasFreeIsbnAccess: number;
  analyticsAccess: string;
  customEbookSampling: boolean;
  authorSharedAccess: boolean;
  expandedDistributionAccess: boolean;
}

export interface AdminUserSummary {
  customerId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  accountType: string;
  vendorNumber: string | null;
  vendorStatus: AccountStatus;
  businessStatus: BusinessStatus;
  approvalDate: string | null;
  createdAt: string;
  updatedAt: string;
  deactivatedAt: string | null;
  deactivationReason: string | null;
  freeCorrections: number;
  emailOptedIn: boolean;
  permissions: string[];
}

export interface AdminUser extends AdminUserSummary {
  accountPermissions: AccountPermissionsView;
}

export interface UserSearch {
  search: string;
  filter: UserSearchFilter;
  sortDirection: 'asc' | 'desc';
  pageNum: number;
  recordsPerPage?: number;
}

export interface UserSearchPage {
  totalCount: number;
  pageNum: number;
  recordsPerPage: number;
  users: AdminUserSummary[];
}

export interface AdminProject {
  id: string;
  title: string | null;
  type: 'EBOOK' | 'PRINT' | 'POD';
  projectType: string;
  status: string;
  isbn: string | null;
  updatedAt: string;
}

export interface ProjectsQuery {
  projectsOption: 'All' | 'EBOOK' | 'PRINT' | 'POD';
  sortOption: 'updated' | 'title' | 'status' | 'created';
  searchText: string;
  pageNum: number;
}

export interface AuditEntry {
  id: string;
  actorCustomerId: string;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
  at: string;
}

export interface AuditQuery {
  actor: string;
  action: string;
  targetType: string;
  targetId: string;
  from: string;
  to: string;
  pageNum: number;
}

/** A user's sign-in lock (GET /api/admin/lockout-status). */
export interface LockoutState {
  customerId: string;
  vendorNumber: string | null;
  lockout: { locked: boolean; failures: number; lockedUntil: string | null };
}

/** A user's two-step verification as an administrator sees it. */
export interface AdminTwoStep {
  enabled: boolean;
  method: TwoStepMethod | null;
  recoveryCodesLeft: number;
  totpPending: boolean;
}

export const adminKeys = {
  all: ['admin'] as const,
  lockout: (id: string) => ['admin', 'users', id, 'lockout'] as const,
  twoStep: (id: string) => ['admin', 'users', id, 'two-step'] as const,
  search: (q: UserSearch) => ['admin', 'users', 'search', q] as const,
  user: (id: string) => ['admin', 'users', id] as const,
  projects: (id: string, q: ProjectsQuery) => ['admin', 'users', id, 'projects', q] as const,
  audit: (q: AuditQuery) => ['admin', 'audit', q] as const,
};

export const userSearchQuery = (q: UserSearch) =>
  queryOptions({
    queryKey: adminKeys.search(q),
    queryFn: () => api.post<UserSearchPage>('/api/admin/users/search', q),
    placeholderData: keepPreviousData,
  });

export const userQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.user(id),
    queryFn: () => api.get<AdminUser>(`/api/admin/users/details/${encodeURIComponent(id)}`),
  });

export const lockoutQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.lockout(id),
    queryFn: () => api.get<LockoutState>('/api/admin/lockout-status', { query: { customerId: id } }),
  });

export const twoStepQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.twoStep(id),
    queryFn: () => api.get<AdminTwoStep>(`/api/admin/users/two-step/${encodeURIComponent(id)}`),
  });

export const userProjectsQuery = (id: string, q: ProjectsQuery) =>
  queryOptions({
    queryKey: adminKeys.projects(id, q),
    queryFn: () =>
      api.get<{ totalCount: number; pageNum: number; recordsPerPage: number; projects: AdminProject[] }>(
        `/api/admin/users/projects/${encodeURIComponent(id)}`,
        { query: { ...q, searchText: q.searchText || undefined } },
      ),
    placeholderData: keepPreviousData,
  });

export const auditQuery = (q: AuditQuery) =>
  queryOptions({
    queryKey: adminKeys.audit(q),
    queryFn: () =>
      api.get<{ totalCount: number; pageNum: number; recordsPerPage: number; entries: AuditEntry[] }>(
        '/api/admin/audit-log',
        {
          query: Object.fromEntries(Object.entries(q).filter(([, v]) => v !== '' && v !== undefined)),
        },
      ),
    placeholderData: keepPreviousData,
  });

export const changeRole = (id: string, role: 'AUTHOR' | 'ADMIN') =>
  api.post<AdminUser>('/api/admin/users/change-user-role', { id, role });

export const setAccountPermissions = (body: AccountPermissionsInput, onError?: ErrorHandler) =>
  api.post<AdminUser>('/api/admin/users/set-account-permissions', body, { onError });

export const changeBusinessStatus = (
  body: { vendorNum: string; status: BusinessStatus; reason: string },
  onError?: ErrorHandler,
) =>
  api.post<{ user: AdminUser; emailed: boolean }>('/api/admin/users/change-business-status', body, {
    onError,
  });

export const deactivateUser = (body: { id: string; reason: DeactivationReason }, onError?: ErrorHandler) =>
  api.post<{ user: AdminUser; sessionsEnded: number }>('/api/admin/users/deactivate-user', body, { onError });

export const reactivateUser = (body: { id: string; reason: string }, onError?: ErrorHandler) =>
  api.post<AdminUser>('/api/admin/users/reactivate-user', body, { onError });

export const resetTwoStep = (id: string) =>
  api.post<{ twoStep: AdminTwoStep; emailed: boolean }>('/api/admin/users/reset-two-step', { id });

/** Every failed attempt forgotten and any lock ended (spec 3 §6 "reset account lockout"). */
export const resetLockout = (id: string) =>
  api.delete<LockoutState>('/api/admin/account-reset-lockout', { query: { customerId: id } });

/** The lock in force ended, the count kept (spec 3 §6 "override account lockout"). */
export const overrideLockout = (id: string) =>
  api.post<LockoutState>('/api/admin/override-reset-lockout', undefined, { query: { customerId: id } });

export const updateEmail = (
  body: { vendorNumber: string; emailAddress: string; swap: boolean },
  onError?: ErrorHandler,
) =>
  api.put<{ user: AdminUser; swappedWith: AdminUserSummary | null }>('/api/admin/users/update-email', body, {
    onError,
  });

export const enableFreeCorrection = (id: string) =>
  api.get<AdminUser>(`/api/admin/users/enable-free-correction/${encodeURIComponent(id)}`);

export const generateResetLink = (id: string) =>
  api.get<{ link: string; expiresAt: string; email: string }>(
    `/api/admin/users/generate-password-reset-token/${encodeURIComponent(id)}`,
  );

export type RepushKind = 'repushFiles' | 'repushBookFiles' | 'syncWithPM';

export const repush = (kind: RepushKind, projectId: string) =>
  api.get<{ files: Array<{ fileId: string; elementType: string; jobId: string | null }> }>(
    `/api/admin/users/${kind}/${encodeURIComponent(projectId)}`,
  );
