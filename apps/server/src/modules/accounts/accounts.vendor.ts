import { randomInt } from 'node:crypto';
import type { AccountStatus, BusinessStatus } from '@quire/domain';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import type { UserRow } from './accounts.tables';
import type { AccountRepositories } from './sessions.repository';

/**
 * The vendor state of an account (decision 021): accounts keeps vendorStatus, businessStatus,
 * vendorNumber and approvalDate on `users`, the one source of truth that sign-in, the admin back
 * office and the vendors module read. The vendors module changes them only through this service, on
 * its own transaction; the rows are read and written through the users repository.
 */
export interface VendorAccount {
  userId: string;
  customerId: string;
  email: string;
  firstName: string;
  lastName: string;
  vendorNumber: string | null;
  vendorStatus: AccountStatus;
  businessStatus: BusinessStatus;
  approvalDate: string | null;
  /** Free corrections an administrator has enabled and the author has not used yet. */
  freeCorrections: number;
}

const toVendorAccount = (r: UserRow): VendorAccount => ({
  userId: r.id,
  customerId: r.customerId,
  email: r.email,
  firstName: r.firstName,
  lastName: r.lastName,
  vendorNumber: r.vendorNumber,
  vendorStatus: r.vendorStatus as AccountStatus,
  businessStatus: r.businessStatus as BusinessStatus,
  approvalDate: r.approvalDate?.toISOString() ?? null,
  freeCorrections: r.freeCorrections,
});

export function createAccountsVendor({
  uow,
  now,
}: {
  uow: UnitOfWork<AccountRepositories>;
  now: () => Date;
}) {
  return {
    async get(userId: string): Promise<VendorAccount | null> {
      const row = await uow.repos.users.byId(userId);
      return row ? toVendorAccount(row) : null;
    },

    /** The account, locked until the caller's transaction ends (two saves of one vendor queue up). */
    async lock(userId: string, tx: Tx): Promise<VendorAccount | null> {
      const row = await uow.bound(tx).users.lockById(userId);
      return row ? toVendorAccount(row) : null;
    },

    /** The account of a customer id (a project's owner), read without a lock. */
    async byCustomerId(customerId: string): Promise<VendorAccount | null> {
      const row = await uow.repos.users.byCustomerId(customerId);
      return row ? toVendorAccount(row) : null;
    },

    /** The e-mails of several accounts by customer id (an administrator's list of their orders). */
    async emailsOf(customerIds: string[]): Promise<Map<string, string>> {
      const rows = await uow.repos.users.emailsByCustomerIds([...new Set(customerIds)]);
      return new Map(rows.map((r) => [r.customerId, r.email]));
    },

    /** The account of a customer id (a project's owner), locked until the caller's transaction ends. */
    async lockByCustomerId(customerId: string, tx: Tx): Promise<VendorAccount | null> {
      const row = await uow.bound(tx).users.lockByCustomerId(customerId);
      return row ? toVendorAccount(row) : null;
    },

    /** Uses one of the account's free corrections (decision 030); false when it has none. */
    async useFreeCorrection(customerId: string, tx: Tx): Promise<boolean> {
      const r = uow.bound(tx).users;
      const row = await r.lockByCustomerId(customerId);
      if (!row || row.freeCorrections < 1) return false;
      await r.update(row.id, { freeCorrections: row.freeCorrections - 1 });
      return true;
    },

    async lockByVendorNumber(vendorNumber: string, tx: Tx): Promise<VendorAccount | null> {
      const row = await uow.bound(tx).users.lockByVendorNumber(vendorNumber);
      return row ? toVendorAccount(row) : null;
    },

    /** Makes the account a vendor: a new vendor number ('V' and 7 digits) and status New. */
    async register(userId: string, tx: Tx): Promise<VendorAccount> {
      const r = uow.bound(tx).users;
      const row = await r.lockById(userId);
      if (!row) throw new Error('no such user');
      if (row.vendorNumber) {
        if (row.vendorStatus === 'None')
          return toVendorAccount(await r.update(userId, { vendorStatus: 'New', updatedAt: now() }));
        return toVendorAccount(row);
      }
      let vendorNumber = '';
      do vendorNumber = `V${randomInt(3_000_000, 9_999_999)}`;
      while (await r.vendorNumberTaken(vendorNumber));
      return toVendorAccount(await r.update(userId, { vendorNumber, vendorStatus: 'New', updatedAt: now() }));
    },

    /** Sets the vendor account status; Active records the approval date the first time. */
    async setStatus(userId: string, status: AccountStatus, tx: Tx): Promise<VendorAccount> {
      const r = uow.bound(tx).users;
      const row = await r.lockById(userId);
      if (!row) throw new Error('no such user');
      const at = now();
      return toVendorAccount(
        await r.update(userId, {
          vendorStatus: status,
          ...(status === 'Active' && !row.approvalDate ? { approvalDate: at } : {}),
          updatedAt: at,
        }),
      );
    },

    /** Vendors in the given statuses, longest waiting first (the administrators' review queue). */
    async listByStatus(statuses: AccountStatus[], limit = 100): Promise<VendorAccount[]> {
      return (await uow.repos.users.byVendorStatuses(statuses, limit)).map(toVendorAccount);
    },
  };
}
export type AccountsVendor = ReturnType<typeof createAccountsVendor>;
