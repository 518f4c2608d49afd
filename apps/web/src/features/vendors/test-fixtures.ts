import {
  BANK_COUNTRIES,
  emptyPayment,
  NON_US_TAXPAYER_TYPES,
  TAX_COUNTRIES,
  US_TAXPAYER_TYPES,
} from '@quire/domain';
import { ok } from '../../test/fetch-mock';
import type { VendorInfo } from './api';

/** Vendor infos as the server answers them, for the vendor feature's tests. */
const lists = {
  usTaxpayerTypes: US_TAXPAYER_TYPES.map((t) => ({ ...t })),
  nonUsTaxpayerTypes: NON_US_TAXPAYER_TYPES.map((t) => ({ ...t })),
  bank_countries: BANK_COUNTRIES.map((c) => ({ ...c })),
  tax_countries: TAX_COUNTRIES.map((c) => ({ ...c })),
};

const NO_FORM: VendorInfo['taxForm'] = {
  form: 'Form W-9',
  wFileStatus: 'Not Submitted',
  statusText:
    'Not submitted: you sign your Form W-9 electronically when you certify it on saving your tax information.',
  paperFormNeeded: false,
  paperFormRequested: false,
  uploadAllowed: false,
  certifiedAt: null,
  certifiedBy: null,
  fileName: null,
  uploadedAt: null,
};

export const NEW_INFO: VendorInfo = {
  publisher: {
    vendorNumber: null,
    status: 'None',
    statusLabel: 'Incomplete',
    businessStatus: 'None',
    businessStatusLabel: 'None',
    hasBeenApproved: false,
    publisherName: '',
    publisherWebSite: '',
    usCitizen: true,
  },
  address: {
    addressLine1: '',
    addressLine2: '',
    city: '',
    zip: '',
    phone: '',
    country: '840',
    state: '',
    addressType: 'Payment',
  },
  payment: null,
  readOnly: null,
  banner: null,
  wFileBanner: null,
  taxForm: NO_FORM,
  nextSteps: null,
  turnaroundDays: 5,
  states: ['NY', 'CA'],
  ...lists,
};

export const US_VENDOR: VendorInfo = {
  ...NEW_INFO,
  publisher: {
    ...NEW_INFO.publisher,
    vendorNumber: 'V1234567',
    status: 'New',
    statusLabel: 'New',
    publisherName: 'Ink Press',
  },
  address: { ...NEW_INFO.address, addressLine1: '1 Main St', city: 'Albany', zip: '12207', state: 'NY' },
  nextSteps:
    'Next: save your tax and bank information. We then review your vendor account within 5 business days.',
};

type Payment = NonNullable<VendorInfo['payment']>;
const VIEW_FIELDS = {
  isDigital1099: false,
  email1099: '',
  w8ExpiryLabel: 'Pending',
  exemptionRateLabel: 'On Payment Hold',
  wFileStatus: 'Not Submitted',
  currency: 'USD',
  usdNote: false,
  w8ExpiryDate: null,
  exemptionRate: null,
  exemptionValidFrom: null,
  isW8Verified: false,
  isW8Mismatch: false,
  w8TurnaroundDays: 5,
} satisfies Partial<Payment>;

export const US_PAYMENT: Payment = {
  ...emptyPayment(),
  taxPayerTypeId: 'INDIVIDUAL',
  idType: 'SSN',
  govtIdNumber: 'XXXXX6789',
  countryBank: '840',
  ...VIEW_FIELDS,
};

export const IE_PAYMENT: Payment = {
  ...emptyPayment(),
  govtIdNumber: 'XXXX567T',
  taxPayerTypeId: '02',
  taxCompanyName: 'Ink Ltd',
  countryBank: '372',
  bankOwnerType: 'COMPANY',
  bankName: 'AIB',
  accountNumber: 'XXXX5678',
  accountType: 'Checking',
  iban: 'XXXXXXXXXXXXXXXXXX5678',
  swift: 'AIBKIE2D',
  companyName: 'Ink Ltd',
  ...VIEW_FIELDS,
  currency: 'EUR',
  usdNote: true,
};

export const PENDING_BANNER = 'No changes can be made while your vendor account status is Pending.';
export const W_FILE_BANNER =
  'Your Form W-8/W-9 has not been submitted. Please upload your signed Form W-8 or W-9 to complete your vendor account.';

/** A non-US (IE) company vendor, Pending, asked for its signed W-8. */
export const IE_PENDING: VendorInfo = {
  ...US_VENDOR,
  publisher: { ...US_VENDOR.publisher, usCitizen: false, status: 'Pending', statusLabel: 'Pending' },
  address: { ...US_VENDOR.address, country: '372', state: '' },
  states: [],
  payment: IE_PAYMENT,
  readOnly: { banner: PENDING_BANNER, code: '1003' },
  banner: PENDING_BANNER,
  wFileBanner: W_FILE_BANNER,
  taxForm: {
    ...NO_FORM,
    form: 'Form W-8',
    statusText:
      'Not submitted: please upload your signed Form W-8 (W-8BEN for an individual, W-8BEN-E for a company), a PDF, PNG or JPEG of at most 10 MB.',
    paperFormNeeded: true,
    uploadAllowed: true,
  },
  nextSteps:
    'Next: upload your signed Form W-8 here. We review your vendor account within 5 business days of receiving it and e-mail you the result.',
};

export const base = {
  'GET /api/authentication/session': ok({ user: null }),
  'GET /api/authentication/csrf-token': ok({ token: 't1' }),
};
