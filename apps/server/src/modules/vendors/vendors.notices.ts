import {
  type AccountStatus,
  DEFAULT_TURNAROUND_DAYS,
  taxFormName,
  vendorNextSteps,
  vendorStatusLabel,
} from '@quire/domain';
import type { Tx } from '../../db/unit-of-work';
import type { VendorAccount } from '../accounts';
import type { MailService, MailTemplates } from '../mail';
import type { VendorProfileRow } from './vendors.tables';
import { taxFormState } from './vendors.view';

/**
 * What the vendors module e-mails the author, always through the outbox inside the caller's
 * transaction: every vendor status change (with what happens next, the reason of a rejection and
 * where to get help), and an administrator's request for a paper tax form.
 */
export function createVendorNotices({
  mail,
  templates,
  publicUrl,
}: {
  mail: MailService;
  templates: MailTemplates;
  publicUrl: string;
}) {
  const page = `${publicUrl}/account/vendor`;
  return {
    async statusChanged(
      account: VendorAccount,
      status: AccountStatus,
      row: VendorProfileRow | null,
      reason: string | null,
      tx: Tx,
    ) {
      await mail.send(
        templates.vendorStatusChanged({
          to: account.email,
          firstName: account.firstName,
          vendorNumber: account.vendorNumber ?? '',
          status: vendorStatusLabel(status),
          next: vendorNextSteps(taxFormState({ ...account, vendorStatus: status }, row), { mail: true }),
          reason,
          helpLink: page,
        }),
        tx,
      );
    },

    async taxFormRequested(account: VendorAccount, row: VendorProfileRow, tx: Tx) {
      await mail.send(
        templates.taxFormRequested({
          to: account.email,
          firstName: account.firstName,
          vendorNumber: account.vendorNumber ?? '',
          form: taxFormName(row.usCitizen),
          days: row.turnaroundDays ?? DEFAULT_TURNAROUND_DAYS,
          link: page,
        }),
        tx,
      );
    },
  };
}
export type VendorNotices = ReturnType<typeof createVendorNotices>;
