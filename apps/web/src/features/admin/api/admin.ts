import type {
  AccountPermissionsView,
  AdminTwoStep,
  AdminUser,
  AdminUserSummary,
  AuditEntry,
  adminEndpoints,
  auditEndpoints,
  BodyOf,
  LockoutState,
  ProjectListItem,
  QueryOf,
  RepushKind,
  ResponseOf,
  UserProjectsPage,
  UserProjectsQuery,
  UserSearchPage,
} from '@quire/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type ErrorHandler } from '../../../lib/api-client';

/** The administrators' calls (spec 3 §7 "Admin users" and the audit log), one queryOptions per query. */

type Admin = typeof adminEndpoints;

export type {
  AccountPermissionsView,
  AdminTwoStep,
  AdminUser,
  AdminUserSummary,
  AuditEntry,
  LockoutState,
  RepushKind,
  UserSearchPage,
};
/** A project of the user's projects tab. */
export type AdminProject = ProjectListItem;

/** The search as the screen asks it (every field the server defaults is sent). */
export type UserSearch = BodyOf<Admin['search']>;
/** The projects tab's query, every field given (searchText '' for none). */
export type ProjectsQuery = Omit<Required<UserProjectsQuery>, 'recordsPerPage' | 'aggregate'>;
/** The audit log's filters as the screen holds them ('' for none). */
export type AuditQuery = Record<
  Exclude<keyof QueryOf<typeof auditEndpoints.list>, 'recordsPerPage' | 'pageNum'>,
  string
> &
  Record<'pageNum', number>;

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
    queryFn: () => api.post<ResponseOf<Admin['search']>>('/api/admin/users/search', q),
    placeholderData: keepPreviousData,
  });

export const userQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.user(id),
    queryFn: () =>
      api.get<ResponseOf<Admin['details']>>(`/api/admin/users/details/${encodeURIComponent(id)}`),
  });

export const lockoutQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.lockout(id),
    queryFn: () =>
      api.get<ResponseOf<Admin['lockoutStatus']>>('/api/admin/lockout-status', { query: { customerId: id } }),
  });

export const twoStepQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.twoStep(id),
    queryFn: () =>
      api.get<ResponseOf<Admin['twoStep']>>(`/api/admin/users/two-step/${encodeURIComponent(id)}`),
  });

export const userProjectsQuery = (id: string, q: ProjectsQuery) =>
  queryOptions({
    queryKey: adminKeys.projects(id, q),
    queryFn: () =>
      api.get<UserProjectsPage>(`/api/admin/users/projects/${encodeURIComponent(id)}`, {
        query: { ...q, searchText: q.searchText || undefined },
      }),
    placeholderData: keepPreviousData,
  });

export const auditQuery = (q: AuditQuery) =>
  queryOptions({
    queryKey: adminKeys.audit(q),
    queryFn: () =>
      api.get<ResponseOf<typeof auditEndpoints.list>>('/api/admin/audit-log', {
        query: Object.fromEntries(Object.entries(q).filter(([, v]) => v !== '' && v !== undefined)),
      }),
    placeholderData: keepPreviousData,
  });

export const changeRole = (id: string, role: BodyOf<Admin['changeRole']>['role']) =>
  api.post<ResponseOf<Admin['changeRole']>>('/api/admin/users/change-user-role', { id, role });

export const setAccountPermissions = (body: BodyOf<Admin['setPermissions']>, onError?: ErrorHandler) =>
  api.post<ResponseOf<Admin['setPermissions']>>('/api/admin/users/set-account-permissions', body, {
    onError,
  });

export const changeBusinessStatus = (body: BodyOf<Admin['changeBusinessStatus']>, onError?: ErrorHandler) =>
  api.post<ResponseOf<Admin['changeBusinessStatus']>>('/api/admin/users/change-business-status', body, {
    onError,
  });

export const deactivateUser = (body: BodyOf<Admin['deactivate']>, onError?: ErrorHandler) =>
  api.post<ResponseOf<Admin['deactivate']>>('/api/admin/users/deactivate-user', body, { onError });

export const reactivateUser = (body: BodyOf<Admin['reactivate']>, onError?: ErrorHandler) =>
  api.post<ResponseOf<Admin['reactivate']>>('/api/admin/users/reactivate-user', body, { onError });

export const resetTwoStep = (id: string) =>
  api.post<ResponseOf<Admin['resetTwoStep']>>('/api/admin/users/reset-two-step', { id });

/** Every failed attempt forgotten and any lock ended (spec 3 §6 "reset account lockout"). */
export const resetLockout = (id: string) =>
  api.delete<ResponseOf<Admin['resetLockout']>>('/api/admin/account-reset-lockout', {
    query: { customerId: id },
  });

/** The lock in force ended, the count kept (spec 3 §6 "override account lockout"). */
export const overrideLockout = (id: string) =>
  api.post<ResponseOf<Admin['overrideLockoutPost']>>('/api/admin/override-reset-lockout', undefined, {
    query: { customerId: id },
  });

export const updateEmail = (body: BodyOf<Admin['updateEmail']>, onError?: ErrorHandler) =>
  api.put<ResponseOf<Admin['updateEmail']>>('/api/admin/users/update-email', body, {
    onError,
  });

export const enableFreeCorrection = (id: string) =>
  api.get<ResponseOf<Admin['enableFreeCorrection']>>(
    `/api/admin/users/enable-free-correction/${encodeURIComponent(id)}`,
    { stateChanging: true },
  );

export const generateResetLink = (id: string) =>
  api.get<ResponseOf<Admin['passwordResetToken']>>(
    `/api/admin/users/generate-password-reset-token/${encodeURIComponent(id)}`,
    { stateChanging: true },
  );

export const repush = (kind: RepushKind, projectId: string) =>
  api.get<ResponseOf<Admin[RepushKind]>>(`/api/admin/users/${kind}/${encodeURIComponent(projectId)}`, {
    stateChanging: true,
  });
