import { appError, type LoggedInUser } from '@quire/domain';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditService } from '../audit';
import type { LockoutService, LockStatus } from './accounts.lockout';
import type { AccountRepositories } from './sessions.repository';

/** Which account: the spec's vendorNumber, or (for accounts without one) a customer id or an e-mail. */
export interface LockoutTarget {
  vendorNumber?: string | undefined;
  customerId?: string | undefined;
  email?: string | undefined;
}

/**
 * The administrators' lockout calls (spec 3 §6, §7): `account-reset-lockout` forgets every failure,
 * `override-reset-lockout` ends the lock in force and keeps the count (the next failure locks again,
 * for longer). Each is recorded in the audit log in the same transaction.
 */
export function createLockoutAdminService(deps: {
  uow: UnitOfWork<AccountRepositories>;
  lockout: Pick<LockoutService, 'reset' | 'override' | 'status'>;
  audit: Pick<AuditService, 'record'>;
}) {
  const { uow, lockout, audit } = deps;

  async function targetUser(target: LockoutTarget) {
    const email = target.email?.trim().toLowerCase();
    // The vendor number first, then the customer id, then the e-mail: the first one given decides.
    const users = uow.repos.users;
    const user = target.vendorNumber
      ? await users.byVendorNumber(target.vendorNumber.trim())
      : target.customerId
        ? await users.byCustomerId(target.customerId.trim())
        : email
          ? await users.byEmail(email)
          : null;
    if (!user) throw appError('NOT_FOUND');
    return user;
  }

  async function act(
    admin: LoggedInUser,
    target: LockoutTarget,
    action: 'reset' | 'override',
  ): Promise<{ customerId: string; vendorNumber: string | null; lockout: LockStatus }> {
    const user = await targetUser(target);
    const before = await lockout.status(user.email);
    await uow.withTransaction(async (_repos, tx) => {
      if (action === 'reset') await lockout.reset(user.email, tx);
      else await lockout.override(user.email, tx);
      await audit.record(
        {
          actor: { customerId: admin.customerId, email: admin.email },
          action: action === 'reset' ? 'user.account-reset-lockout' : 'user.override-reset-lockout',
          targetType: 'user',
          targetId: user.customerId,
          before: { ...before },
          after:
            action === 'reset'
              ? { locked: false, failures: 0, lockedUntil: null }
              : { ...before, locked: false, lockedUntil: null },
        },
        tx,
      );
    });
    return {
      customerId: user.customerId,
      vendorNumber: user.vendorNumber,
      lockout: await lockout.status(user.email),
    };
  }

  return {
    status: async (target: LockoutTarget) => {
      const user = await targetUser(target);
      return {
        customerId: user.customerId,
        vendorNumber: user.vendorNumber,
        lockout: await lockout.status(user.email),
      };
    },
    reset: (admin: LoggedInUser, target: LockoutTarget) => act(admin, target, 'reset'),
    override: (admin: LoggedInUser, target: LockoutTarget) => act(admin, target, 'override'),
  };
}

export type LockoutAdminService = ReturnType<typeof createLockoutAdminService>;
