import { type AccountStatus, appError, DEFAULT_TURNAROUND_DAYS, vendorStatusLabel } from '@quire/domain';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AccountsVendor } from '../accounts';
import type { AuditActor, AuditService } from '../audit';
import type { VendorsRepository } from './vendors.repository';

/** Where an administrator may move a vendor account from (spec 3 §4 leaves the server lifecycle open). */
export const REVIEW_TRANSITIONS: Record<string, AccountStatus[]> = {
  Pending: ['InReview', 'Active', 'Rejected'],
  InReview: ['Active', 'Rejected'],
};
export const REVIEW_STATUSES = ['InReview', 'Active', 'Rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * The administrators' vendor review (issue 10): the queue of Pending and In Review vendors, and the
 * move to In Review, Active or Rejected, recorded in the audit log in the same transaction.
 */
export function createVendorsAdmin({
  uow,
  accounts,
  audit,
}: {
  uow: UnitOfWork<VendorsRepository>;
  accounts: AccountsVendor;
  audit: AuditService;
}) {
  return {
    async queue(statuses: AccountStatus[]) {
      const list = await accounts.listByStatus(statuses);
      const profiles = new Map(
        (await uow.repos.byUserIds(list.map((a) => a.userId))).map((p) => [p.userId, p]),
      );
      return list.map((a) => {
        const p = profiles.get(a.userId);
        return {
          customerId: a.customerId,
          email: a.email,
          vendorNumber: a.vendorNumber,
          status: a.vendorStatus,
          statusLabel: vendorStatusLabel(a.vendorStatus),
          businessStatus: a.businessStatus,
          publisherName: p?.publisherName ?? '',
          country: p?.country ?? '',
          usCitizen: p?.usCitizen ?? true,
          hasPayment: p?.hasPayment ?? false,
          wFileStatus: p?.wFileStatus ?? 'Not Submitted',
          updatedAt: p?.updatedAt.toISOString() ?? null,
        };
      });
    },

    async review(actor: AuditActor, vendorNumber: string, status: ReviewStatus, reason: string | undefined) {
      return uow.withTransaction(async (_repos, tx) => {
        const account = await accounts.lockByVendorNumber(vendorNumber, tx);
        if (!account) throw appError('NOT_FOUND', { field: 'vendorNumber' });
        const allowed = REVIEW_TRANSITIONS[account.vendorStatus] ?? [];
        if (!allowed.includes(status))
          throw appError('VALIDATION', {
            field: 'status',
            description: `A vendor account that is ${vendorStatusLabel(account.vendorStatus)} cannot become ${vendorStatusLabel(status)}.`,
          });
        const updated = await accounts.setStatus(account.userId, status, tx);
        await audit.record(
          {
            actor,
            action: 'vendor.review',
            targetType: 'vendor',
            targetId: vendorNumber,
            before: { status: account.vendorStatus },
            after: { status: updated.vendorStatus },
            reason: reason?.trim() || null,
          },
          tx,
        );
        return {
          vendorNumber,
          status: updated.vendorStatus,
          statusLabel: vendorStatusLabel(updated.vendorStatus),
        };
      });
    },

    turnaroundTime: () => ({ days: DEFAULT_TURNAROUND_DAYS }),
  };
}
export type VendorsAdmin = ReturnType<typeof createVendorsAdmin>;
