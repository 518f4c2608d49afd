import {
  AppError,
  appError,
  certificationSubmits,
  type FieldProblem,
  idLabelOf,
  isMasked,
  isValidEin,
  isValidSsn,
  maskSecret,
  normalizePayment,
  PAYMENT_SECRET_FIELDS,
  type PaymentSaveInput,
  type PublisherInfoInput,
  paymentProblems,
  publisherProblems,
  stripUpper,
  VENDOR_LENGTHS,
  VENDOR_MESSAGES,
  vendorReadOnly,
  vendorRegistrationOffered,
  W_FILE_SUBMITTED,
} from '@quire/domain';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import type { Secrets } from '../../lib/secrets';
import type { AccountsVendor, VendorAccount } from '../accounts';
import { createMailTemplates, type MailService } from '../mail';
import { createVendorNotices } from './vendors.notices';
import type { VendorsRepository } from './vendors.repository';
import type { NewVendorProfileRow, VendorProfileRow } from './vendors.tables';
import { maskedPayment, vendorInfoView } from './vendors.view';

/** Every problem at once, each on its field (the form shows them where they belong). */
function refuse(problems: FieldProblem[]): never {
  throw new AppError(problems.map((p) => ({ code: 'VALIDATION', description: p.message, field: p.field })));
}

/** A read-only vendor (spec 3 §4) can change nothing: 1003 for the vendor account, 1009 for the business account. */
function assertWritable(account: VendorAccount, row: VendorProfileRow | null): void {
  const ro = vendorReadOnly({
    status: account.vendorStatus,
    businessStatus: account.businessStatus,
    turnaroundDays: row?.turnaroundDays ?? null,
  });
  if (ro) throw appError(ro.code);
}

const SEALED_COLUMN = {
  govtIdNumber: 'govtIdSealed',
  accountNumber: 'accountNumberSealed',
  routingNumber: 'routingNumberSealed',
  iban: 'ibanSealed',
} as const;

/**
 * Vendor, tax and bank information (spec 3 §3–§5, §7 Vendor). Every write runs in one transaction
 * that first locks the account (accounts.vendor), so the status checked is the status written under.
 */
export function createVendorsService({
  uow,
  accounts,
  secrets,
  mail,
  now,
  publicUrl,
  operatorName,
}: {
  uow: UnitOfWork<VendorsRepository>;
  accounts: AccountsVendor;
  secrets: Secrets;
  mail: MailService;
  now: () => Date;
  publicUrl: string;
  /** OPERATOR_NAME, for the e-mails. */
  operatorName: string;
}) {
  const templates = createMailTemplates({ operatorName });
  const notices = createVendorNotices({ mail, templates, publicUrl });
  /** A kept secret moves to the current key when the vendor saves (key rotation, docs/operations.md). */
  const resealed = (value: string | null): string | null =>
    value && value.split('.')[1] !== secrets.currentKeyId() ? secrets.seal(secrets.open(value)) : value;

  async function lockAccount(userId: string, tx: Tx): Promise<VendorAccount> {
    const account = await accounts.lock(userId, tx);
    if (!account) throw appError('UNAUTHORIZED');
    return account;
  }

  async function info(userId: string) {
    const account = await accounts.get(userId);
    if (!account) throw appError('UNAUTHORIZED');
    return vendorInfoView(account, await uow.repos.byUserId(userId), secrets);
  }

  function publisherColumns(input: PublisherInfoInput): Partial<NewVendorProfileRow> {
    const a = input.address;
    return {
      publisherName: input.publisherName.trim(),
      publisherWebSite: input.publisherWebSite.trim(),
      usCitizen: input.usCitizen,
      addressLine1: a.addressLine1.trim(),
      addressLine2: a.addressLine2.trim(),
      city: a.city.trim(),
      zip: a.zip.trim(),
      phone: a.phone.trim(),
      country: a.country,
      state: a.state,
      addressType: 'Payment',
    };
  }

  async function savePublisher(userId: string, input: PublisherInfoInput, registering: boolean) {
    const problems = publisherProblems(input);
    return uow.withTransaction(async (repos, tx) => {
      let account = await lockAccount(userId, tx);
      const row = await repos.byUserId(userId);
      if (registering && !vendorRegistrationOffered(account.vendorStatus, account.businessStatus)) {
        throw appError(
          account.businessStatus === 'OnHold' || account.businessStatus === 'Terminated' ? '1009' : '1003',
        );
      }
      assertWritable(account, row);
      if (problems.length) refuse(problems);
      // A citizen choice that changes re-opens the taxpayer section: the old taxpayer data no longer applies.
      const citizenChanged = row?.hasPayment === true && row.usCitizen !== input.usCitizen;
      if (!account.vendorNumber || account.vendorStatus === 'None')
        account = await accounts.register(userId, tx);
      const at = now();
      await repos.upsert({
        userId,
        ...publisherColumns(input),
        ...(citizenChanged ? { hasPayment: false } : {}),
        createdAt: row?.createdAt ?? at,
        updatedAt: at,
      });
      return { previousStatus: account.vendorStatus };
    });
  }

  return {
    info,

    /**
     * The accounts with a publisher name (what tells a publisher from an author): of these accounts
     * when given, whose name contains the text when given, at most `limit`; read-only, for the
     * content module's message audiences and recipient search.
     */
    publishers: (q: { userIds?: readonly string[]; nameContains?: string; limit?: number }) =>
      uow.repos.publishers(q),

    async updatePublisherInfo(userId: string, input: PublisherInfoInput) {
      await savePublisher(userId, input, false);
      return info(userId);
    },

    /** The welcome flow's registration: offered for status unset/None/New and business unset/None/Active/Migrated. */
    async createPublisherAccount(userId: string, input: PublisherInfoInput) {
      await savePublisher(userId, input, true);
      return info(userId);
    },

    /**
     * Tax and bank information. A secret sent back exactly as masked keeps the stored one; any other
     * value is checked, stripped and sealed. A US vendor's W-9 certification is kept (who, when) as
     * the electronic signature and submits the form unless a paper form is needed; a US vendor's
     * 1099 delivery choice comes with it. A New vendor becomes Pending and is e-mailed so (the
     * vendor-created event of spec 3 §4 fires in the browser when the answer's status is no longer New).
     */
    async updatePaymentInfo(userId: string, input: PaymentSaveInput) {
      await uow.withTransaction(async (repos, tx) => {
        const account = await lockAccount(userId, tx);
        const row = await repos.byUserId(userId);
        if (!row || !account.vendorNumber || !row.publisherName)
          throw appError('VALIDATION', {
            field: 'publisherName',
            description: VENDOR_MESSAGES.required('publisher name'),
          });
        assertWritable(account, row);
        const previous = row.hasPayment ? maskedPayment(row, secrets) : null;
        const problems = paymentProblems(input, {
          usTaxpayer: row.usCitizen,
          taxCountry: row.country,
          previous,
        });
        if (problems.length) refuse(problems);
        const { certifyW9, isDigital1099, ...payment } = input;
        const p = normalizePayment(payment, row.usCitizen);
        const sealed: Partial<NewVendorProfileRow> = {};
        for (const field of PAYMENT_SECRET_FIELDS) {
          const column = SEALED_COLUMN[field];
          const value = p[field];
          if (!value) sealed[column] = null;
          else if (isMasked(value) && previous && value === previous[field])
            sealed[column] = resealed(row[column]);
          else sealed[column] = secrets.seal(value);
        }
        const at = now();
        const signed = row.usCitizen && certifyW9 === true;
        const signer = p.taxCompanyName || `${p.taxFirstName} ${p.taxLastName}`.trim();
        const digital = row.usCitizen && isDigital1099 !== undefined ? isDigital1099 : row.isDigital1099;
        const updated = await repos.update(userId, {
          hasPayment: true,
          idType: p.idType,
          taxPayerTypeId: p.taxPayerTypeId,
          taxPayerTypeText: p.taxPayerTypeText,
          taxFirstName: p.taxFirstName,
          taxLastName: p.taxLastName,
          taxCompanyName: p.taxCompanyName,
          payeeCode: p.payeeCode,
          fatcaCode: p.fatcaCode,
          vats: p.vats,
          isDigital1099: row.usCitizen ? digital : false,
          email1099: row.usCitizen && digital ? row.email1099 || account.email : '',
          ...(signed
            ? {
                w9CertifiedAt: at,
                w9CertifiedBy: `${signer} <${account.email}>`,
                ...(certificationSubmits({
                  usCitizen: true,
                  paperFormRequested: row.paperFormRequestedAt !== null,
                })
                  ? { wFileStatus: W_FILE_SUBMITTED, taxFormEnabledAt: null }
                  : {}),
              }
            : {}),
          countryBank: p.countryBank,
          bankOwnerType: p.bankOwnerType,
          bankName: p.bankName,
          accountType: p.accountType,
          swift: p.swift,
          firstName: p.firstName,
          lastName: p.lastName,
          companyName: p.companyName,
          ...sealed,
          updatedAt: at,
        });
        if (account.vendorStatus === 'New') {
          await accounts.setStatus(userId, 'Pending', tx);
          await notices.statusChanged(account, 'Pending', updated, null, tx);
        }
      });
      return info(userId);
    },

    /**
     * tinVerify?idType=: checks an ID number's form (SSN and EIN by the IRS rules, a TIN by its
     * country's length) without saving it; the stored masked value counts as verified.
     */
    async tinVerify(userId: string, idType: 'SSN' | 'EIN' | 'TIN', govtIdNumber: string) {
      const row = await uow.repos.byUserId(userId);
      const label = idLabelOf(idType === 'TIN' ? 'None' : idType);
      const value = isMasked(govtIdNumber) ? govtIdNumber : stripUpper(govtIdNumber);
      const fail = (message: string) => refuse([{ field: 'govtIdNumber', message }]);
      if (!value) fail(VENDOR_MESSAGES.required(label));
      if (isMasked(value)) {
        const stored = row?.hasPayment ? maskedPayment(row, secrets).govtIdNumber : '';
        if (!stored || stored !== value) fail(VENDOR_MESSAGES.required(label));
        return { verified: true, idType, govtIdNumber: value };
      }
      if (idType === 'SSN' && !isValidSsn(value))
        fail(/^\d{9}$/.test(value) ? VENDOR_MESSAGES.ssn : VENDOR_MESSAGES.exact(9));
      if (idType === 'EIN' && !isValidEin(value))
        fail(/^\d{9}$/.test(value) ? VENDOR_MESSAGES.ein : VENDOR_MESSAGES.exact(9));
      if (idType === 'TIN') {
        const max = VENDOR_LENGTHS.tin(row?.country ?? '');
        if (!/^[A-Z0-9]+$/.test(value)) fail(VENDOR_MESSAGES.tin);
        if (value.length > max) fail(VENDOR_MESSAGES.max(max));
      }
      return { verified: true, idType, govtIdNumber: maskSecret(value) };
    },

    /** POST /api/vendor/{hash}: the digital 1099 choice of a US vendor (own vendor number only). */
    async setDigital1099(
      userId: string,
      vendorNumber: string,
      isDigital1099: boolean,
      email1099: string | undefined,
    ) {
      await uow.withTransaction(async (repos, tx) => {
        const account = await lockAccount(userId, tx);
        if (!account.vendorNumber || account.vendorNumber !== vendorNumber) throw appError('NOT_FOUND');
        const row = await repos.byUserId(userId);
        if (!row?.hasPayment) throw appError('1003');
        assertWritable(account, row);
        if (!row.usCitizen)
          throw appError('VALIDATION', {
            field: 'isDigital1099',
            description: 'A 1099 is for US taxpayers only.',
          });
        await repos.update(userId, {
          isDigital1099,
          email1099: isDigital1099 ? email1099?.trim() || account.email : '',
          updatedAt: now(),
        });
      });
      return info(userId);
    },

    /** mailToAlertSettings: e-mails the account holder the link to their e-mail alert settings. */
    async mailAlertSettings(
      userId: string,
      body: { emailPrefFooter?: string | undefined; indexPageRef?: string | undefined },
    ) {
      const account = await accounts.get(userId);
      if (!account) throw appError('UNAUTHORIZED');
      await uow.withTransaction(async (_repos, tx) => {
        await mail.send(
          templates.alertSettings({
            to: account.email,
            firstName: account.firstName,
            link: `${publicUrl}/account/preferences`,
            footer: body.emailPrefFooter,
          }),
          tx,
        );
      });
      return { sent: true };
    },
  };
}
export type VendorsService = ReturnType<typeof createVendorsService>;
