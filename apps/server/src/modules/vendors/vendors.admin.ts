import {
  type AccountStatus,
  appError,
  DEFAULT_TURNAROUND_DAYS,
  type VendorReviewStatus,
  vendorReviewMoves,
  vendorReviewProblem,
  vendorReviewReasonProblem,
  vendorStatusLabel,
} from '@quire/domain';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AccountsVendor } from '../accounts';
import type { AuditActor, AuditService } from '../audit';
import type { VendorNotices } from './vendors.notices';
import type { VendorsRepository } from './vendors.repository';

/**
 * The administrators' vendor review (decision 021): the queue of Pending and In Review vendors (or
 * of one status asked for, Rejected among them), with the moves each may make, and the move the
 * domain's review allows (a rejection with its reason; a rejected vendor reopened for review),
 * recorded in the audit log and e-mailed to the author in the same transaction.
 */
export function createVendorsAdmin({
  uow,
  accounts,
  audit,
  notices,
}: {
  uow: UnitOfWork<VendorsRepository>;
  accounts: AccountsVendor;
  audit: AuditService;
  notices: VendorNotices;
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
          allowedMoves: [...vendorReviewMoves(a.vendorStatus)],
        };
      });
    },

    async review(
      actor: AuditActor,
      vendorNumber: string,
      status: VendorReviewStatus,
      reason: string | undefined,
    ) {
      const why = reason?.trim() || null;
      const missing = vendorReviewReasonProblem(status, why);
      if (missing) throw appError('VALIDATION', { field: 'reason', description: missing });
      return uow.withTransaction(async (repos, tx) => {
        const account = await accounts.lockByVendorNumber(vendorNumber, tx);
        if (!account) throw appError('NOT_FOUND', { field: 'vendorNumber' });
        const problem = vendorReviewProblem(account.vendorStatus, status);
        if (problem) throw appError('VALIDATION', { field: 'status', description: problem });
        const updated = await accounts.setStatus(account.userId, status, tx);
        await audit.record(
          {
            actor,
            action: 'vendor.review',
            targetType: 'vendor',
            targetId: vendorNumber,
            before: { status: account.vendorStatus },
            after: { status: updated.vendorStatus },
            reason: why,
          },
          tx,
        );
        await notices.statusChanged(
          account,
          updated.vendorStatus,
          await repos.byUserId(account.userId),
          why,
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
