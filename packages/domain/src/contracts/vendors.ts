import { z } from 'zod';
import { endpoint } from './endpoint';

// Vendor calls (spec 3 §7 "Vendor"): the signed-in account's own publisher, tax and bank
// information; the administrators' review queue and tax forms.

/** Request bodies are loose here (strings of bounded length); the domain's vendor rules check them and say why. */
const text = (max = 200) => z.string().max(max).default('');

export const vendorAddressSchema = z.object({
  addressLine1: text(),
  addressLine2: text(),
  city: text(),
  zip: text(40),
  phone: text(40),
  country: text(10),
  state: text(10),
  addressType: z.literal('Payment').default('Payment'),
});
export type VendorAddress = z.output<typeof vendorAddressSchema>;

export const publisherInfoSchema = z
  .object({
    publisherName: text(),
    publisherWebSite: text(400),
    /** The citizen choice: yes means US taxpayer and country 840. */
    usCitizen: z.boolean(),
    address: vendorAddressSchema,
  })
  .describe('PublisherInfo');
export type PublisherInfoInput = z.output<typeof publisherInfoSchema>;

export const paymentInfoSchema = z
  .object({
    idType: z.enum(['SSN', 'EIN', 'None']).default('None'),
    govtIdNumber: text(60),
    taxPayerTypeId: text(40),
    taxPayerTypeText: text(),
    taxFirstName: text(),
    taxLastName: text(),
    taxCompanyName: text(),
    payeeCode: text(10),
    fatcaCode: text(10),
    vats: text(60),
    countryBank: text(10),
    bankOwnerType: z.enum(['INDIVIDUAL', 'COMPANY']).default('INDIVIDUAL'),
    bankName: text(),
    accountNumber: text(60),
    accountType: text(20),
    routingNumber: text(60),
    iban: text(120),
    swift: text(40),
    firstName: text(),
    lastName: text(),
    companyName: text(),
  })
  .describe('PaymentInfo');
export type PaymentInfoInput = z.output<typeof paymentInfoSchema>;

/**
 * What a save of tax and bank information sends: the payment fields, the W-9 certification (a US
 * vendor's electronic signature, which submits the form unless a paper form is needed) and the
 * 1099 delivery choice, offered before the form locks.
 */
export const paymentSaveSchema = paymentInfoSchema
  .extend({
    certifyW9: z.boolean().optional(),
    isDigital1099: z.boolean().optional(),
  })
  .describe('PaymentSave');
export type PaymentSaveInput = z.output<typeof paymentSaveSchema>;

const countryOptionSchema = z.object({ code: z.string(), alpha2: z.string(), name: z.string() });
export type CountryOption = z.infer<typeof countryOptionSchema>;

const paymentViewSchema = paymentInfoSchema.extend({
  isDigital1099: z.boolean(),
  email1099: z.string(),
  w8ExpiryDate: z.string().nullable(),
  w8ExpiryLabel: z.string(),
  exemptionRate: z.number().nullable(),
  exemptionRateLabel: z.string(),
  exemptionValidFrom: z.string().nullable(),
  isW8Verified: z.boolean(),
  isW8Mismatch: z.boolean(),
  w8TurnaroundDays: z.number().int(),
  wFileStatus: z.string(),
  currency: z.string().nullable(),
  usdNote: z.boolean(),
});

export const vendorInfoSchema = z
  .object({
    publisher: z.object({
      vendorNumber: z.string().nullable(),
      status: z.string(),
      statusLabel: z.string(),
      businessStatus: z.string(),
      businessStatusLabel: z.string(),
      hasBeenApproved: z.boolean(),
      publisherName: z.string(),
      publisherWebSite: z.string(),
      usCitizen: z.boolean(),
    }),
    address: vendorAddressSchema,
    payment: paymentViewSchema.nullable().describe('Secrets masked: X for all but the last 4'),
    readOnly: z.object({ banner: z.string(), code: z.string() }).nullable(),
    banner: z.string().nullable(),
    wFileBanner: z.string().nullable(),
    usTaxpayerTypes: z.array(z.object({ id: z.string(), text: z.string(), kind: z.string() })),
    nonUsTaxpayerTypes: z.array(z.object({ id: z.string(), text: z.string() })),
    /** The W-8/W-9 on file: its status in words, and whether the author is asked to upload it now. */
    taxForm: z.object({
      /** 'Form W-9' for a US taxpayer, 'Form W-8' otherwise. */
      form: z.string(),
      wFileStatus: z.string(),
      statusText: z.string(),
      /** A paper form is needed: a non-US vendor, or an administrator asked for one. */
      paperFormNeeded: z.boolean(),
      paperFormRequested: z.boolean(),
      /** The author may upload the form now (POST /api/vendor/tax-form), even while Pending. */
      uploadAllowed: z.boolean(),
      certifiedAt: z.string().nullable(),
      certifiedBy: z.string().nullable(),
      fileName: z.string().nullable(),
      uploadedAt: z.string().nullable(),
    }),
    /** What happens next and within how many business days; null when nothing is waiting. */
    nextSteps: z.string().nullable(),
    turnaroundDays: z.number().int(),
    states: z.array(z.string()),
    bank_countries: z.array(countryOptionSchema),
    tax_countries: z.array(countryOptionSchema),
  })
  .describe('VendorInfo');
export type VendorInfo = z.output<typeof vendorInfoSchema>;

/** A vendor in the administrators' review queue. */
export const vendorQueueItemSchema = z.object({
  customerId: z.string(),
  email: z.string(),
  vendorNumber: z.string().nullable(),
  status: z.string(),
  statusLabel: z.string(),
  businessStatus: z.string(),
  publisherName: z.string(),
  country: z.string(),
  usCitizen: z.boolean(),
  hasPayment: z.boolean(),
  wFileStatus: z.string(),
  updatedAt: z.string().nullable(),
  /** The statuses the review may move this vendor to (vendorReviewMoves), to offer nothing else. */
  allowedMoves: z.array(z.string()),
});
export type VendorQueueItem = z.infer<typeof vendorQueueItemSchema>;

/**
 * Where an administrator may move a vendor under review; Pending (and In Review) also reopen a
 * rejected vendor for review.
 */
export const VENDOR_REVIEW_STATUSES = ['Pending', 'InReview', 'Active', 'Rejected'] as const;
const vendorQuery = z.object({ vendorNumber: z.string().trim().min(1).max(40) });

export const vendorsEndpoints = {
  info: endpoint({ method: 'GET', path: '/api/vendor/info', response: vendorInfoSchema }),
  loadStates: endpoint({
    method: 'GET',
    path: '/api/vendor/loadStates/:country',
    params: z.object({ country: z.string().max(10) }),
    response: z.array(z.string()),
  }),
  updatePublisherInfo: endpoint({
    method: 'POST',
    path: '/api/vendor/updatePublisherInfo',
    body: publisherInfoSchema,
    response: vendorInfoSchema,
  }),
  tinVerify: endpoint({
    method: 'POST',
    path: '/api/vendor/tinVerify',
    query: z.object({ idType: z.enum(['SSN', 'EIN', 'TIN']) }),
    body: z.object({ govtIdNumber: z.string().max(60).default('') }),
    response: z.object({ verified: z.boolean(), idType: z.string(), govtIdNumber: z.string() }),
  }),
  updatePaymentInfo: endpoint({
    method: 'POST',
    path: '/api/vendor/updatePaymentInfo',
    body: paymentSaveSchema,
    response: vendorInfoSchema,
  }),
  /** Multipart: `file`, the signed W-8/W-9 as a PDF, PNG or JPEG up to 10 MB (content checked, not the name). */
  uploadOwnTaxForm: endpoint({
    method: 'POST',
    path: '/api/vendor/tax-form',
    response: vendorInfoSchema,
  }),
  /** The spec's POST /api/vendor/{hash}: the hash names the call, the vendor number is checked. */
  digital1099: endpoint({
    method: 'POST',
    path: '/api/vendor/:hash',
    params: z.object({ hash: z.string().max(100) }),
    body: z.object({
      isDigital1099: z.boolean(),
      vendorNumber: z.string().trim().min(1).max(40),
      email1099: z.string().trim().email().max(100).optional(),
    }),
    response: vendorInfoSchema,
  }),
  createPublisherAccount: endpoint({
    method: 'POST',
    path: '/api/project/createPublisherAccount',
    body: z.object({ publisherInfo: publisherInfoSchema }),
    response: vendorInfoSchema,
  }),
  /** Spelled as the spec spells it. */
  createPromotionAccount: endpoint({
    method: 'POST',
    path: '/api/project/createromotionAccount',
    body: z.object({ promotionInfo: publisherInfoSchema }),
    response: vendorInfoSchema,
  }),
  mailToAlertSettings: endpoint({
    method: 'POST',
    path: '/api/project/mailToAlertSettings',
    body: z.object({
      emailPrefFooter: z.string().max(1000).optional(),
      indexPageRef: z.string().max(400).optional(),
    }),
    response: z.object({ sent: z.boolean() }),
  }),

  // Administrators.
  queue: endpoint({
    method: 'GET',
    path: '/api/admin/vendors',
    query: z.object({ status: z.enum(['Pending', 'InReview', 'Active', 'Rejected', 'New']).optional() }),
    response: z.array(vendorQueueItemSchema),
  }),
  review: endpoint({
    method: 'POST',
    path: '/api/admin/vendors/review',
    body: z.object({
      vendorNumber: z.string().trim().min(1).max(40),
      status: z.enum(VENDOR_REVIEW_STATUSES),
      reason: z.string().max(500).optional(),
    }),
    response: z.object({ vendorNumber: z.string(), status: z.string(), statusLabel: z.string() }),
  }),
  turnaroundTime: endpoint({
    method: 'GET',
    path: '/api/admin/turn-around-time',
    response: z.object({ days: z.number().int() }),
  }),
  /** Multipart: `file`, a PDF up to 10 MB. */
  uploadTaxForm: endpoint({
    method: 'POST',
    path: '/api/admin/file-upload',
    query: vendorQuery,
    response: z.object({ vendorNumber: z.string(), wFileStatus: z.string(), taxFormName: z.string() }),
  }),
  enableTaxForm: endpoint({
    method: 'POST',
    path: '/api/admin/file-upload-enable',
    query: vendorQuery,
    body: z
      .object({
        w8ExpiryDate: z.string().max(10).optional(),
        exemptionRate: z.number().min(0).max(100).optional(),
        exemptionValidFrom: z.string().max(10).optional(),
        /**
         * Ask the author for a signed paper form instead of enabling one: W file status Not
         * Submitted, the author's page asks for the upload, the author is e-mailed; audit-logged.
         */
        requestPaperForm: z.boolean().optional(),
      })
      .default({}),
    response: z.object({ vendorNumber: z.string(), wFileStatus: z.string() }),
  }),
  reseal: endpoint({
    method: 'POST',
    path: '/api/admin/vendors/reseal',
    response: z.object({ keyId: z.string(), values: z.number().int(), files: z.number().int() }),
  }),
};
