import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { appError } from '@quire/domain';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Secrets } from '../../lib/secrets';
import type { Storage } from '../../storage';
import type { AccountsVendor } from '../accounts';
import type { AuditActor, AuditService } from '../audit';
import type { VendorsRepository } from './vendors.repository';

/** Largest tax form accepted (a scanned W-8/W-9). */
export const TAX_FORM_MAX_BYTES = 10 * 1024 * 1024;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface TaxFormEnable {
  w8ExpiryDate?: string | undefined;
  exemptionRate?: number | undefined;
  exemptionValidFrom?: string | undefined;
}

/**
 * The administrators' tax forms (spec 3 §6 "upload a tax form and enable it", §7 file-upload and
 * file-upload-enable). A W-8/W-9 holds the tax ID in clear, so the file is stored encrypted with
 * the data key like the other secrets; upload leaves it Submitted, enable puts it On File (with the
 * W-8 expiry and exemption rate when given). Both are recorded in the audit log.
 */
export function createVendorTaxForms({
  uow,
  accounts,
  audit,
  secrets,
  storage,
  now,
}: {
  uow: UnitOfWork<VendorsRepository>;
  accounts: AccountsVendor;
  audit: AuditService;
  secrets: Secrets;
  storage: Storage;
  now: () => Date;
}) {
  return {
    async upload(actor: AuditActor, vendorNumber: string, file: { filename: string; content: Buffer }) {
      if (file.content.subarray(0, 5).toString('latin1') !== '%PDF-')
        throw appError('VALIDATION', {
          field: 'file',
          description: 'Please upload the tax form as a PDF file.',
        });
      return uow.withTransaction(async (repos, tx) => {
        const account = await accounts.lockByVendorNumber(vendorNumber, tx);
        const row = account ? await repos.byUserId(account.userId) : null;
        if (!account || !row) throw appError('NOT_FOUND', { field: 'vendorNumber' });
        const key = `tax-forms/${account.userId}/${randomUUID()}.sealed`;
        const sealed = Buffer.from(secrets.seal(file.content.toString('base64')), 'utf8');
        await storage.put(key, Readable.from([sealed]), { maxBytes: sealed.length + 1 });
        const name = file.filename.replace(/[^\w.\- ]+/g, '_').slice(0, 100) || 'tax-form.pdf';
        await repos.update(account.userId, {
          taxFormKey: key,
          taxFormName: name,
          taxFormUploadedAt: now(),
          taxFormEnabledAt: null,
          wFileStatus: 'Submitted',
          updatedAt: now(),
        });
        await audit.record(
          {
            actor,
            action: 'vendor.tax-form-upload',
            targetType: 'vendor',
            targetId: vendorNumber,
            before: { wFileStatus: row.wFileStatus, taxFormName: row.taxFormName },
            after: { wFileStatus: 'Submitted', taxFormName: name },
          },
          tx,
        );
        return { vendorNumber, wFileStatus: 'Submitted', taxFormName: name };
      });
    },

    async enable(actor: AuditActor, vendorNumber: string, input: TaxFormEnable) {
      for (const field of ['w8ExpiryDate', 'exemptionValidFrom'] as const) {
        const v = input[field];
        if (v !== undefined && (!DATE.test(v) || Number.isNaN(Date.parse(v))))
          throw appError('VALIDATION', { field, description: 'Please enter a date (YYYY-MM-DD).' });
      }
      return uow.withTransaction(async (repos, tx) => {
        const account = await accounts.lockByVendorNumber(vendorNumber, tx);
        const row = account ? await repos.byUserId(account.userId) : null;
        if (!account || !row) throw appError('NOT_FOUND', { field: 'vendorNumber' });
        if (!row.taxFormKey)
          throw appError('VALIDATION', { field: 'file', description: 'Please upload the tax form first.' });
        const patch = {
          wFileStatus: 'On File',
          isW8Verified: true,
          taxFormEnabledAt: now(),
          ...(input.w8ExpiryDate !== undefined ? { w8ExpiryDate: input.w8ExpiryDate } : {}),
          ...(input.exemptionRate !== undefined ? { exemptionRate: input.exemptionRate.toFixed(2) } : {}),
          ...(input.exemptionValidFrom !== undefined ? { exemptionValidFrom: input.exemptionValidFrom } : {}),
          updatedAt: now(),
        };
        await repos.update(account.userId, patch);
        await audit.record(
          {
            actor,
            action: 'vendor.tax-form-enable',
            targetType: 'vendor',
            targetId: vendorNumber,
            before: {
              wFileStatus: row.wFileStatus,
              w8ExpiryDate: row.w8ExpiryDate,
              exemptionRate: row.exemptionRate,
            },
            after: {
              wFileStatus: 'On File',
              w8ExpiryDate: patch.w8ExpiryDate ?? row.w8ExpiryDate,
              exemptionRate: patch.exemptionRate ?? row.exemptionRate,
            },
          },
          tx,
        );
        return { vendorNumber, wFileStatus: 'On File' };
      });
    },
  };
}
export type VendorTaxForms = ReturnType<typeof createVendorTaxForms>;
