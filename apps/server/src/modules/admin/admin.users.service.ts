import {
  type AccountPermissions,
  type AssignableRole,
  appError,
  BUSINESS_STATUS_LABELS,
  type BusinessStatus,
  type DeactivationReason,
  fieldError,
  type LoggedInUser,
  type UserSearchInput,
} from '@quire/domain';
import type { Tx } from '../../db/unit-of-work';
import type { AdminChange, AdminUser, IssuedReset, TwoStepAdminStatus } from '../accounts';
import type { AuditEntryInput } from '../audit';
import { createMailTemplates } from '../mail';
import type { AdminUsersDeps } from './admin.deps';
import { createAdminProjects } from './admin.projects';
import { createAdminUltraPremium } from './admin.ultra-premium';

/** The full account permissions of spec 3 §3, with the spec's aliases. */
export type AccountPermissionsView = Omit<AccountPermissions, 'vendorNum'> & {
  vendorNum: string | null;
  hasMerchandising: boolean;
  isPreOrderAvailable: boolean;
};

export type AdminUserView = Omit<AdminUser, 'accountPermissions'> & {
  accountPermissions: AccountPermissionsView;
};

/**
 * The administrators' user management (spec 3 §6, §7 "Admin users"). Every action runs in one
 * transaction: the accounts module's write, the audit entry (who, what, target, before, after,
 * reason) and any e-mail to the user commit together or not at all.
 */
export function createAdminUsersService(deps: AdminUsersDeps) {
  const { uow, accounts, audit, isbn } = deps;
  const templates = createMailTemplates({ operatorName: deps.operatorName });

  const actorOf = (admin: LoggedInUser) => ({ customerId: admin.customerId, email: admin.email });

  async function view(user: AdminUser): Promise<AdminUserView> {
    return {
      ...user,
      accountPermissions: {
        ...user.accountPermissions,
        userId: user.customerId,
        vendorNum: user.vendorNumber,
        hasFreeIsbnAccess: (await isbn.freeIsbnAccess(user.customerId)) as -1 | 0 | 1,
        hasMerchandising: user.accountPermissions.isMerchandisingAvailable,
        isPreOrderAvailable: user.accountPermissions.isPreOrderEnabled,
      },
    };
  }

  async function userOr404(customerId: string): Promise<AdminUser> {
    const user = await accounts.get(customerId);
    if (!user) throw appError('NOT_FOUND');
    return user;
  }

  /** Runs an action and records it, in one transaction. */
  async function act<T extends Pick<AdminChange, 'before' | 'after'>>(
    admin: LoggedInUser,
    entry: Omit<AuditEntryInput, 'actor' | 'before' | 'after'>,
    work: (tx: Tx) => Promise<T>,
    after?: (result: T, tx: Tx) => Promise<void>,
  ): Promise<T> {
    return uow.withTransaction(async (_r, tx) => {
      const result = await work(tx);
      await audit.record({ ...entry, actor: actorOf(admin), before: result.before, after: result.after }, tx);
      if (after) await after(result, tx);
      return result;
    });
  }

  async function byVendor(vendorNumber: string): Promise<AdminUser> {
    const user = await accounts.byVendorNumber(vendorNumber);
    if (!user) throw appError('NOT_FOUND', { field: 'vendorNum' });
    return user;
  }

  async function twoStepOf(customerId: string): Promise<TwoStepAdminStatus> {
    const status = await deps.twoStep.status(customerId);
    if (!status) throw appError('NOT_FOUND');
    return status;
  }

  function notSelf(admin: LoggedInUser, customerId: string, field: string, what: string) {
    if (admin.customerId === customerId) throw fieldError(field, `You cannot ${what} your own account.`);
  }

  return {
    ...createAdminProjects(deps, { userOr404, actorOf }),
    ...createAdminUltraPremium(deps, { actorOf }),

    async search(q: UserSearchInput) {
      const { totalCount, users } = await accounts.search({
        search: q.search,
        filter: q.filter,
        sortDirection: q.sortDirection,
        page: q.pageNum,
        limit: q.recordsPerPage,
      });
      return { totalCount, pageNum: q.pageNum, recordsPerPage: q.recordsPerPage, users };
    },

    async details(customerId: string): Promise<AdminUserView> {
      return view(await userOr404(customerId));
    },

    async account(customerId: string): Promise<AccountPermissionsView & { businessStatus: BusinessStatus }> {
      const user = await view(await userOr404(customerId));
      return { ...user.accountPermissions, businessStatus: user.businessStatus };
    },

    byVendorNumber: byVendor,

    async emailSearch(text: string, page: number, limit: number) {
      const { totalCount, users } = await accounts.search({
        search: text,
        filter: 'All',
        sortDirection: 'asc',
        page,
        limit,
      });
      return { totalCount, users };
    },

    async changeRole(admin: LoggedInUser, customerId: string, role: AssignableRole) {
      notSelf(admin, customerId, 'id', 'change the role of');
      const r = await act(
        admin,
        { action: 'user.change-role', targetType: 'user', targetId: customerId },
        (tx) => accounts.changeRole(customerId, role, tx),
      );
      return view(r.user);
    },

    async setPermissions(admin: LoggedInUser, p: AccountPermissions) {
      const { userId, vendorNum: _vendorNum, hasFreeIsbnAccess, ...fields } = p;
      // Read before the transaction opens: inside it only its tx may be used (decision 017).
      const previous = await isbn.freeIsbnAccess(userId);
      const r = await act(
        admin,
        { action: 'user.set-account-permissions', targetType: 'user', targetId: userId },
        async (tx) => {
          const change = await accounts.setPermissions(userId, fields, tx);
          await isbn.setFreeIsbnAccess(userId, hasFreeIsbnAccess, tx);
          if (previous === hasFreeIsbnAccess) return change;
          return {
            ...change,
            before: { ...change.before, hasFreeIsbnAccess: previous },
            after: { ...change.after, hasFreeIsbnAccess },
          };
        },
      );
      return view(r.user);
    },

    /** Spec 3 §4: the publisher is e-mailed, except for payment hold. */
    async changeBusinessStatus(
      admin: LoggedInUser,
      input: { vendorNum: string; status: BusinessStatus; reason: string },
    ) {
      let emailed = false;
      const r = await act(
        admin,
        {
          action: 'user.change-business-status',
          targetType: 'user',
          targetId: (await byVendor(input.vendorNum)).customerId,
          reason: input.reason,
        },
        (tx) => accounts.changeBusinessStatus(input.vendorNum, input.status, tx),
        async (result, tx) => {
          if (input.status === 'PaymentOnHold' || !deps.mail || !('businessStatus' in result.after)) return;
          await deps.mail.send(
            templates.businessStatus({
              to: result.user.email,
              firstName: result.user.firstName,
              vendorNumber: input.vendorNum,
              status: BUSINESS_STATUS_LABELS[input.status],
              reason: input.reason,
            }),
            tx,
          );
          emailed = true;
        },
      );
      return { user: await view(r.user), emailed };
    },

    async deactivate(admin: LoggedInUser, customerId: string, reason: DeactivationReason) {
      notSelf(admin, customerId, 'id', 'deactivate');
      const r = await act(
        admin,
        { action: 'user.deactivate', targetType: 'user', targetId: customerId, reason },
        (tx) => accounts.deactivate(customerId, reason, tx),
      );
      return { user: await view(r.user), sessionsEnded: r.sessionsEnded };
    },

    /** The account may sign in again; the reason is the administrator's, kept in the audit log. */
    async reactivate(admin: LoggedInUser, customerId: string, reason: string) {
      const r = await act(
        admin,
        { action: 'user.reactivate', targetType: 'user', targetId: customerId, reason },
        (tx) => accounts.reactivate(customerId, tx),
      );
      return view(r.user);
    },

    twoStep: twoStepOf,

    /**
     * Two-step verification off for a user who lost their phone or app: the secret and recovery
     * codes go, the audit entry and the e-mail telling the user commit with it. Not one's own: an
     * administrator turns their own off in their account, after entering their password again.
     */
    async resetTwoStep(admin: LoggedInUser, customerId: string) {
      notSelf(admin, customerId, 'id', 'reset the two-step verification of');
      let emailed = false;
      await act(
        admin,
        { action: 'user.reset-two-step', targetType: 'user', targetId: customerId },
        (tx) => deps.twoStep.reset(customerId, tx),
        async (result, tx) => {
          if (!deps.mail) return;
          await deps.mail.send(
            templates.twoStepReset({
              to: result.user.email,
              firstName: result.user.firstName,
              passkeysRemoved: result.passkeysRemoved,
            }),
            tx,
          );
          emailed = true;
        },
      );
      return { twoStep: await twoStepOf(customerId), emailed };
    },

    async updateEmail(
      admin: LoggedInUser,
      input: { vendorNumber: string; emailAddress: string; swap: boolean },
    ) {
      const target = await accounts.byVendorNumber(input.vendorNumber);
      if (!target) throw appError('15014');
      const r = await act(
        admin,
        {
          action: input.swap ? 'user.swap-email' : 'user.update-email',
          targetType: 'user',
          targetId: target.customerId,
        },
        (tx) => accounts.updateEmail(input.vendorNumber, input.emailAddress, input.swap, tx),
      );
      return { user: await view(r.user), swappedWith: r.swappedWith };
    },

    async enableFreeCorrection(admin: LoggedInUser, customerId: string) {
      const r = await act(
        admin,
        { action: 'user.enable-free-correction', targetType: 'user', targetId: customerId },
        (tx) => accounts.enableFreeCorrection(customerId, tx),
      );
      return view(r.user);
    },

    /**
     * generate-password-reset-token/{id}: a single-use, expiring reset link for the user, e-mailed
     * to them (the recovery module) and answered to the administrator, in one transaction with
     * the audit entry. The entry never holds the link.
     */
    async passwordResetToken(admin: LoggedInUser, customerId: string): Promise<IssuedReset> {
      return uow.withTransaction(async (_r, tx) => {
        const issued = await deps.recovery.issueResetToken(customerId, tx);
        if (!issued) throw appError('NOT_FOUND');
        await audit.record(
          {
            actor: actorOf(admin),
            action: 'user.generate-password-reset-token',
            targetType: 'user',
            targetId: customerId,
            after: { emailedTo: issued.email, expiresAt: issued.expiresAt },
          },
          tx,
        );
        return issued;
      });
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
