import { randomUUID } from 'node:crypto';
import {
  type AccountPermissions,
  type AccountStatus,
  type AssignableRole,
  appError,
  type BusinessStatus,
  type DeactivationReason,
  fieldError,
  type UserSearchFilter,
} from '@quire/domain';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import type { UserRow } from './accounts.tables';
import type { AccountRepositories } from './sessions.repository';
import type { AudienceAccountQuery } from './users.repository';

export type { AudienceAccountQuery };

/** An author account a site message may reach (the content module's audiences and recipients). */
export interface AudienceAccount {
  userId: string;
  customerId: string;
  email: string;
  firstName: string;
  lastName: string;
  vendorNumber: string | null;
  active: boolean;
}

/**
 * The account-level writes of the administrators' back office (spec 3 §6, §7 "Admin users"): role,
 * account permissions, business status, deactivation, e-mail, free corrections. Each write takes
 * the caller's transaction (the admin module records the audit entry, and queues any e-mail, in
 * the same one) and answers the fields it changed, before and after.
 */

/** The per-vendor features kept as permission flags on the account (spec 3 §6; decision 008). */
const FLAG_OF = {
  isCoverCorrectionAvailable: 'CORRECTIONS',
  isMerchandisingAvailable: 'MERCHANDISING',
  customEbookSampling: 'BAB_CUSTOM_SAMPLE',
  authorSharedAccess: 'SHARED_ACCESS',
  expandedDistributionAccess: 'EXPANDED_DIST',
  canRefer: 'REFERRAL_PROGRAM',
  isPreOrderEnabled: 'SPB_PREORDER',
} as const;
type FlagField = keyof typeof FLAG_OF;

/** The account permissions this module keeps (hasFreeIsbnAccess is the ISBN module's). */
export type AccountPermissionFields = Omit<AccountPermissions, 'userId' | 'vendorNum' | 'hasFreeIsbnAccess'>;

/** A user as the administrators see it. Never a hash. */
export interface AdminUser {
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
  /** Flags granted to this account itself (the global model comes on top). */
  permissions: string[];
  accountPermissions: AccountPermissionFields;
}

export interface AdminChange {
  user: AdminUser;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

export function toAdminUser(row: UserRow): AdminUser {
  const has = (field: FlagField) => row.permissions.includes(FLAG_OF[field]);
  return {
    customerId: row.customerId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    accountType: row.accountType,
    vendorNumber: row.vendorNumber,
    vendorStatus: row.vendorStatus as AccountStatus,
    businessStatus: row.businessStatus as BusinessStatus,
    approvalDate: row.approvalDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
    deactivationReason: row.deactivationReason ?? null,
    freeCorrections: row.freeCorrections,
    emailOptedIn: row.emailOptedIn,
    permissions: [...row.permissions].sort(),
    accountPermissions: {
      canRefer: row.canRefer,
      isCoverCorrectionAvailable: has('isCoverCorrectionAvailable'),
      isMerchandisingAvailable: has('isMerchandisingAvailable'),
      isPreOrderEnabled: row.preOrderAvailable,
      authorAccess: row.authorAccess,
      analyticsAccess: row.analyticsAccess,
      customEbookSampling: has('customEbookSampling'),
      authorSharedAccess: has('authorSharedAccess'),
      expandedDistributionAccess: has('expandedDistributionAccess'),
    },
  };
}

/** The fields of `after` whose value differs in `before`, as two records. */
function diff(before: Record<string, unknown>, after: Record<string, unknown>) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key] ?? null;
      a[key] = after[key] ?? null;
    }
  }
  return { before: b, after: a };
}

export function createAccountsAdmin({ uow, now }: { uow: UnitOfWork<AccountRepositories>; now: () => Date }) {
  const repo = uow.repos;

  async function locked(r: AccountRepositories, customerId: string): Promise<UserRow> {
    const row = await r.users.lockByCustomerId(customerId);
    if (!row) throw appError('NOT_FOUND');
    return row;
  }

  async function change(
    r: AccountRepositories,
    row: UserRow,
    patch: Partial<UserRow>,
    view: (u: AdminUser) => Record<string, unknown>,
  ): Promise<AdminChange> {
    const updated = await r.users.update(row.id, { ...patch, updatedAt: now() });
    const user = toAdminUser(updated);
    return { user, ...diff(view(toAdminUser(row)), view(user)) };
  }

  return {
    async get(customerId: string): Promise<AdminUser | null> {
      const row = await repo.users.byCustomerId(customerId);
      return row ? toAdminUser(row) : null;
    },

    async byVendorNumber(vendorNumber: string): Promise<AdminUser | null> {
      const row = await repo.users.byVendorNumber(vendorNumber);
      return row ? toAdminUser(row) : null;
    },

    async search(q: {
      search: string;
      filter: UserSearchFilter;
      sortDirection: 'asc' | 'desc';
      page: number;
      limit: number;
    }): Promise<{ totalCount: number; users: AdminUser[] }> {
      const { rows, totalCount } = await repo.users.search(q);
      return { totalCount, users: rows.map(toAdminUser) };
    },

    /** Author accounts of a site message's audience (never an administrator's), by e-mail, at most `limit`. */
    async audienceAccounts(q: AudienceAccountQuery, limit: number): Promise<AudienceAccount[]> {
      const rows = await repo.users.audience(q, limit);
      return rows.map(({ deactivatedAt, ...r }) => ({ ...r, active: deactivatedAt === null }));
    },

    /** How many author accounts the audience holds (a count query). */
    audienceCount: (q: AudienceAccountQuery): Promise<number> => repo.users.audienceCount(q),

    async changeRole(customerId: string, role: AssignableRole, tx: Tx): Promise<AdminChange> {
      const r = uow.bound(tx);
      const row = await locked(r, customerId);
      // The new rights apply to the account's live sessions, which get a new id at their next request.
      await r.sessions.markRotationDue(row.id);
      return change(r, row, { role }, (u) => ({ role: u.role }));
    },

    async setPermissions(customerId: string, p: AccountPermissionFields, tx: Tx): Promise<AdminChange> {
      const r = uow.bound(tx);
      const row = await locked(r, customerId);
      const flags = new Set(row.permissions);
      for (const field of Object.keys(FLAG_OF) as FlagField[]) {
        if (p[field]) flags.add(FLAG_OF[field]);
        else flags.delete(FLAG_OF[field]);
      }
      if (p.authorAccess > 0) flags.add('AUTHOR_PAGES');
      else flags.delete('AUTHOR_PAGES');
      await r.sessions.markRotationDue(row.id);
      return change(
        r,
        row,
        {
          permissions: [...flags].sort(),
          canRefer: p.canRefer,
          preOrderAvailable: p.isPreOrderEnabled,
          authorAccess: p.authorAccess,
          analyticsAccess: p.analyticsAccess,
        },
        (u) => ({ ...u.accountPermissions }),
      );
    },

    /** By vendor number (spec 3 §7 change-business-status {vendorNum, …}); 404 when no vendor has it. */
    async changeBusinessStatus(vendorNum: string, status: BusinessStatus, tx: Tx): Promise<AdminChange> {
      const r = uow.bound(tx);
      const row = await r.users.lockByVendorNumber(vendorNum);
      if (!row) throw appError('NOT_FOUND', { field: 'vendorNum' });
      return change(r, row, { businessStatus: status }, (u) => ({ businessStatus: u.businessStatus }));
    },

    /** Deactivates the account and ends every one of its sessions, in the caller's transaction. */
    async deactivate(
      customerId: string,
      reason: DeactivationReason,
      tx: Tx,
    ): Promise<AdminChange & { sessionsEnded: number }> {
      const r = uow.bound(tx);
      const row = await locked(r, customerId);
      const result = await change(r, row, { deactivatedAt: now(), deactivationReason: reason }, (u) => ({
        deactivatedAt: u.deactivatedAt,
        deactivationReason: u.deactivationReason,
      }));
      const sessionsEnded = await r.sessions.deleteOfUser(row.id);
      return { ...result, after: { ...result.after, sessionsEnded }, sessionsEnded };
    },

    /** Reactivates a deactivated account: it may sign in again (its sessions ended at deactivation). */
    async reactivate(customerId: string, tx: Tx): Promise<AdminChange> {
      const r = uow.bound(tx);
      const row = await locked(r, customerId);
      if (!row.deactivatedAt) throw fieldError('id', 'This account is not deactivated.');
      return change(r, row, { deactivatedAt: null, deactivationReason: null }, (u) => ({
        deactivatedAt: u.deactivatedAt,
        deactivationReason: u.deactivationReason,
      }));
    },

    async enableFreeCorrection(customerId: string, tx: Tx): Promise<AdminChange> {
      const r = uow.bound(tx);
      const row = await locked(r, customerId);
      return change(r, row, { freeCorrections: row.freeCorrections + 1 }, (u) => ({
        freeCorrections: u.freeCorrections,
      }));
    },

    /**
     * PUT update-email (spec 3 §7, §8): 15014 no account has the vendor number; without `swap`,
     * 15017 when another account has the e-mail; with `swap`, the two accounts exchange their
     * e-mails, and 15016 when no account has it.
     */
    async updateEmail(
      vendorNumber: string,
      email: string,
      swap: boolean,
      tx: Tx,
    ): Promise<AdminChange & { swappedWith: AdminUser | null }> {
      const r = uow.bound(tx);
      const row = await r.users.lockByVendorNumber(vendorNumber);
      if (!row) throw appError('15014');
      const view = (u: AdminUser) => ({ email: u.email });
      if (row.email === email) return { user: toAdminUser(row), before: {}, after: {}, swappedWith: null };
      const other = await r.users.lockByEmail(email);
      if (!swap) {
        if (other) throw appError('15017');
        return { ...(await change(r, row, { email }, view)), swappedWith: null };
      }
      if (!other) throw appError('15016');
      // The unique index holds at every statement: park the other account's e-mail first.
      await r.users.update(other.id, { email: `swap-${randomUUID()}@swap.invalid` });
      const result = await change(r, row, { email }, view);
      const swapped = await r.users.update(other.id, { email: row.email, updatedAt: now() });
      return {
        ...result,
        before: { ...result.before, swappedCustomerId: other.customerId },
        after: { ...result.after, swappedEmail: row.email },
        swappedWith: toAdminUser(swapped),
      };
    },
  };
}

export type AccountsAdmin = ReturnType<typeof createAccountsAdmin>;
