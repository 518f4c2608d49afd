import {
  BANK_COUNTRIES,
  BUSINESS_STATUS_LABELS,
  type BusinessStatus,
  bankCurrency,
  DEFAULT_TURNAROUND_DAYS,
  exemptionRateLabel,
  maskSecret,
  NON_US_TAXPAYER_TYPES,
  type PaymentInfoInput,
  paperFormNeeded,
  showsUsdNote,
  statesOf,
  TAX_COUNTRIES,
  type TaxFormState,
  taxFormName,
  taxFormStatusText,
  taxFormUploadAllowed,
  US_TAXPAYER_TYPES,
  vendorNextSteps,
  vendorReadOnly,
  vendorStatusLabel,
  W_FILE_NOT_SUBMITTED,
  w8ExpiryLabel,
  wFileBanner,
} from '@quire/domain';
import type { Secrets } from '../../lib/secrets';
import type { VendorAccount } from '../accounts';
import type { VendorProfileRow } from './vendors.tables';

/** The payment fields as the browser gets them: every secret masked. */
export function maskedPayment(row: VendorProfileRow, secrets: Secrets): PaymentInfoInput {
  const mask = (sealed: string | null) => (sealed ? maskSecret(secrets.open(sealed)) : '');
  return {
    idType: row.idType as PaymentInfoInput['idType'],
    govtIdNumber: mask(row.govtIdSealed),
    taxPayerTypeId: row.taxPayerTypeId,
    taxPayerTypeText: row.taxPayerTypeText,
    taxFirstName: row.taxFirstName,
    taxLastName: row.taxLastName,
    taxCompanyName: row.taxCompanyName,
    payeeCode: row.payeeCode,
    fatcaCode: row.fatcaCode,
    vats: row.vats,
    countryBank: row.countryBank,
    bankOwnerType: row.bankOwnerType as PaymentInfoInput['bankOwnerType'],
    bankName: row.bankName,
    accountNumber: mask(row.accountNumberSealed),
    accountType: row.accountType,
    routingNumber: mask(row.routingNumberSealed),
    iban: mask(row.ibanSealed),
    swift: row.swift,
    firstName: row.firstName,
    lastName: row.lastName,
    companyName: row.companyName,
  };
}

/** The tax form's state for the domain's rules (status in words, upload, next steps). */
export function taxFormState(
  account: Pick<VendorAccount, 'vendorStatus' | 'businessStatus'>,
  row: VendorProfileRow | null,
): TaxFormState {
  return {
    status: account.vendorStatus,
    businessStatus: account.businessStatus,
    usCitizen: row?.usCitizen ?? true,
    hasPayment: row?.hasPayment ?? false,
    wFileStatus: row?.wFileStatus ?? W_FILE_NOT_SUBMITTED,
    certifiedAt: row?.w9CertifiedAt?.toISOString() ?? null,
    paperFormRequested: row?.paperFormRequestedAt != null,
    taxFormName: row?.taxFormName ?? null,
    taxFormUploadedAt: row?.taxFormUploadedAt?.toISOString() ?? null,
    turnaroundDays: row?.turnaroundDays ?? DEFAULT_TURNAROUND_DAYS,
  };
}

export function vendorInfoView(account: VendorAccount, row: VendorProfileRow | null, secrets: Secrets) {
  const us = row?.usCitizen ?? true;
  const tax = taxFormState(account, row);
  const state = {
    status: account.vendorStatus,
    businessStatus: account.businessStatus,
    wFileStatus: row?.hasPayment ? row.wFileStatus : null,
    turnaroundDays: row?.turnaroundDays ?? DEFAULT_TURNAROUND_DAYS,
  };
  const uploadAllowed = taxFormUploadAllowed(tax);
  // The W-8/W-9 request shows only where the author can answer it (the upload is beside it).
  const wFile = uploadAllowed ? wFileBanner(state) : null;
  const readOnly = vendorReadOnly(state);
  const country = row?.country ?? '840';
  return {
    publisher: {
      vendorNumber: account.vendorNumber,
      status: account.vendorStatus,
      statusLabel: vendorStatusLabel(account.vendorStatus),
      businessStatus: account.businessStatus,
      businessStatusLabel:
        BUSINESS_STATUS_LABELS[account.businessStatus as BusinessStatus] ?? account.businessStatus,
      hasBeenApproved: account.approvalDate !== null,
      publisherName: row?.publisherName ?? '',
      publisherWebSite: row?.publisherWebSite ?? '',
      usCitizen: us,
    },
    address: {
      addressLine1: row?.addressLine1 ?? '',
      addressLine2: row?.addressLine2 ?? '',
      city: row?.city ?? '',
      zip: row?.zip ?? '',
      phone: row?.phone ?? '',
      country,
      state: row?.state ?? '',
      addressType: 'Payment' as const,
    },
    payment:
      row?.hasPayment === true
        ? {
            ...maskedPayment(row, secrets),
            isDigital1099: row.isDigital1099,
            email1099: row.email1099,
            w8ExpiryDate: row.w8ExpiryDate,
            w8ExpiryLabel: w8ExpiryLabel(row.w8ExpiryDate, us),
            exemptionRate: row.exemptionRate === null ? null : Number(row.exemptionRate),
            exemptionRateLabel: exemptionRateLabel(
              row.exemptionRate === null ? null : Number(row.exemptionRate),
            ),
            exemptionValidFrom: row.exemptionValidFrom,
            isW8Verified: row.isW8Verified,
            isW8Mismatch: row.isW8Mismatch,
            w8TurnaroundDays: row.turnaroundDays ?? DEFAULT_TURNAROUND_DAYS,
            wFileStatus: row.wFileStatus,
            currency: bankCurrency(row.countryBank),
            usdNote: showsUsdNote(row.countryBank),
          }
        : null,
    readOnly,
    banner: readOnly?.banner ?? wFile,
    wFileBanner: wFile,
    taxForm: {
      form: taxFormName(us),
      wFileStatus: tax.wFileStatus,
      statusText: taxFormStatusText(tax),
      paperFormNeeded: paperFormNeeded(tax),
      paperFormRequested: tax.paperFormRequested === true,
      uploadAllowed,
      certifiedAt: tax.certifiedAt ?? null,
      certifiedBy: row?.w9CertifiedBy ?? null,
      fileName: row?.taxFormName ?? null,
      uploadedAt: tax.taxFormUploadedAt ?? null,
    },
    nextSteps: vendorNextSteps(tax),
    turnaroundDays: tax.turnaroundDays ?? DEFAULT_TURNAROUND_DAYS,
    usTaxpayerTypes: US_TAXPAYER_TYPES.map((t) => ({ id: t.id, text: t.text, kind: t.kind })),
    nonUsTaxpayerTypes: NON_US_TAXPAYER_TYPES.map((t) => ({ id: t.id, text: t.text })),
    states: statesOf(country),
    bank_countries: BANK_COUNTRIES.map((c) => ({ code: c.code, alpha2: c.alpha2, name: c.name })),
    tax_countries: TAX_COUNTRIES.map((c) => ({ code: c.code, alpha2: c.alpha2, name: c.name })),
  };
}
export type VendorInfo = ReturnType<typeof vendorInfoView>;
