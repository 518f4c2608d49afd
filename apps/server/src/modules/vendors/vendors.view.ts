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
  showsUsdNote,
  statesOf,
  TAX_COUNTRIES,
  US_TAXPAYER_TYPES,
  vendorBanner,
  vendorReadOnly,
  vendorStatusLabel,
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

export function vendorInfoView(account: VendorAccount, row: VendorProfileRow | null, secrets: Secrets) {
  const us = row?.usCitizen ?? true;
  const state = {
    status: account.vendorStatus,
    businessStatus: account.businessStatus,
    wFileStatus: row?.hasPayment ? row.wFileStatus : null,
    turnaroundDays: row?.turnaroundDays ?? DEFAULT_TURNAROUND_DAYS,
  };
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
    readOnly: vendorReadOnly(state),
    banner: vendorBanner(state),
    wFileBanner: wFileBanner(state),
    usTaxpayerTypes: US_TAXPAYER_TYPES.map((t) => ({ id: t.id, text: t.text, kind: t.kind })),
    nonUsTaxpayerTypes: NON_US_TAXPAYER_TYPES.map((t) => ({ id: t.id, text: t.text })),
    states: statesOf(country),
    bank_countries: BANK_COUNTRIES.map((c) => ({ code: c.code, alpha2: c.alpha2, name: c.name })),
    tax_countries: TAX_COUNTRIES.map((c) => ({ code: c.code, alpha2: c.alpha2, name: c.name })),
  };
}
export type VendorInfo = ReturnType<typeof vendorInfoView>;
