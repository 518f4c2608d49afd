import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  appError,
  fieldError,
  sniffKind,
  TAX_FORM_KINDS,
  TAX_FORM_MESSAGES,
  taxFormUploadAllowed,
  W_FILE_NOT_SUBMITTED,
  W_FILE_SUBMITTED,
} from '@quire/domain';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import type { Secrets } from '../../lib/secrets';
import type { Storage } from '../../storage';
import type { AccountsVendor } from '../accounts';
import type { AuditActor, AuditService } from '../audit';
import type { VendorNotices } from './vendors.notices';
import type { VendorsRepository } from './vendors.repository';
import { taxFormState, vendorInfoView } from './vendors.view';

export { TAX_FORM_MAX_BYTES } from '@quire/domain';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface TaxFormEnable {
  w8ExpiryDate?: string | undefined;
  exemptionRate?: number | undefined;
  exemptionValidFrom?: string | undefined;
  requestPaperForm?: boolean | undefined;
}

/** A display name for a stored form: no path, nothing but word characters, dots, dashes and spaces. */
const safeName = (filename: string, fallback: string) =>
  (filename.split(/[/\\]/).pop() ?? '').replace(/[^\w.\- ]+/g, '_').slice(0, 100) || fallback;

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
  notices,
  now,
}: {
  uow: UnitOfWork<VendorsRepository>;
  accounts: AccountsVendor;
  audit: AuditService;
  secrets: Secrets;
  storage: Storage;
  notices: VendorNotices;
  now: () => Date;
}) {
  /** The form, sealed (it holds the tax ID in clear), under a fresh key of its own. */
  async function store(userId: string, content: Buffer): Promise<string> {
    const key = `tax-forms/${userId}/${randomUUID()}.sealed`;
    const sealed = Buffer.from(secrets.seal(content.toString('base64')), 'utf8');
    await storage.put(key, Readable.from([sealed]), { maxBytes: sealed.length + 1 });
    return key;
  }

  async function requestPaperForm(actor: AuditActor, vendorNumber: string, input: TaxFormEnable) {
    return uow.withTransaction(async (repos, tx: Tx) => {
      const account = await accounts.lockByVendorNumber(vendorNumber, tx);
      const row = account ? await repos.byUserId(account.userId) : null;
      if (!account || !row) throw appError('NOT_FOUND', { field: 'vendorNumber' });
      const at = now();
      const updated = await repos.update(account.userId, {
        paperFormRequestedAt: at,
        wFileStatus: W_FILE_NOT_SUBMITTED,
        taxFormEnabledAt: null,
        isW8Verified: false,
        ...(input.w8ExpiryDate !== undefined ? { w8ExpiryDate: input.w8ExpiryDate } : {}),
        ...(input.exemptionRate !== undefined ? { exemptionRate: input.exemptionRate.toFixed(2) } : {}),
        ...(input.exemptionValidFrom !== undefined ? { exemptionValidFrom: input.exemptionValidFrom } : {}),
        updatedAt: at,
      });
      await audit.record(
        {
          actor,
          action: 'vendor.paper-form-request',
          targetType: 'vendor',
          targetId: vendorNumber,
          before: { wFileStatus: row.wFileStatus, paperFormRequested: row.paperFormRequestedAt !== null },
          after: { wFileStatus: W_FILE_NOT_SUBMITTED, paperFormRequested: true },
        },
        tx,
      );
      await notices.taxFormRequested(account, updated, tx);
      return { vendorNumber, wFileStatus: W_FILE_NOT_SUBMITTED };
    });
  }

  return {
    /**
     * The author's own signed W-8/W-9 (POST /api/vendor/tax-form): a PDF, PNG or JPEG by its first
     * bytes, taken only where the page asks for it, even while Pending. Stored sealed like an
     * administrator's upload; the W file status becomes Submitted. Answers the vendor info.
     */
    async uploadByAuthor(userId: string, file: { filename: string; content: Buffer }) {
      if (file.content.length === 0) throw fieldError('file', TAX_FORM_MESSAGES.empty);
      const kind = sniffKind(file.content.subarray(0, 64));
      if (!kind || !(TAX_FORM_KINDS as readonly string[]).includes(kind))
        throw fieldError('file', TAX_FORM_MESSAGES.wrongKind);
      return uow.withTransaction(async (repos, tx) => {
        const account = await accounts.lock(userId, tx);
        if (!account) throw appError('UNAUTHORIZED');
        const row = await repos.byUserId(userId);
        if (!row || !taxFormUploadAllowed(taxFormState(account, row)))
          throw fieldError('file', TAX_FORM_MESSAGES.notAsked);
        const key = await store(userId, file.content);
        const updated = await repos.update(userId, {
          taxFormKey: key,
          taxFormName: safeName(file.filename, `tax-form.${kind.toLowerCase()}`),
          taxFormUploadedAt: now(),
          taxFormEnabledAt: null,
          wFileStatus: W_FILE_SUBMITTED,
          updatedAt: now(),
        });
        return vendorInfoView(account, updated, secrets);
      });
    },

    async upload(actor: AuditActor, vendorNumber: string, file: { filename: string; content: Buffer }) {
      if (sniffKind(file.content.subarray(0, 64)) !== 'PDF')
        throw appError('VALIDATION', {
          field: 'file',
          description: 'Please upload the tax form as a PDF file.',
        });
      return uow.withTransaction(async (repos, tx) => {
        const account = await accounts.lockByVendorNumber(vendorNumber, tx);
        const row = account ? await repos.byUserId(account.userId) : null;
        if (!account || !row) throw appError('NOT_FOUND', { field: 'vendorNumber' });
        const key = await store(account.userId, file.content);
        const name = safeName(file.filename, 'tax-form.pdf');
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

    /** Enables the uploaded form (On File), or with `requestPaperForm` asks the author for a paper one. */
    async enable(actor: AuditActor, vendorNumber: string, input: TaxFormEnable) {
      for (const field of ['w8ExpiryDate', 'exemptionValidFrom'] as const) {
        const v = input[field];
        if (v !== undefined && (!DATE.test(v) || Number.isNaN(Date.parse(v))))
          throw appError('VALIDATION', { field, description: 'Please enter a date (YYYY-MM-DD).' });
      }
      if (input.requestPaperForm) return requestPaperForm(actor, vendorNumber, input);
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
