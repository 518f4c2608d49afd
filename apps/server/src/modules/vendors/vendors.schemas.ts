import { z } from 'zod';

/** Request bodies are loose here (strings of bounded length); the domain's vendor rules check them and say why. */
const text = (max = 200) => z.string().max(max).default('');

export const addressBodySchema = z.object({
  addressLine1: text(),
  addressLine2: text(),
  city: text(),
  zip: text(40),
  phone: text(40),
  country: text(10),
  state: text(10),
  addressType: z.literal('Payment').default('Payment'),
});

export const publisherInfoBodySchema = z
  .object({
    publisherName: text(),
    publisherWebSite: text(400),
    usCitizen: z.boolean(),
    address: addressBodySchema,
  })
  .describe('PublisherInfo');

export const paymentInfoBodySchema = z
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

const option = z.object({ code: z.string(), alpha2: z.string(), name: z.string() });

const paymentViewSchema = paymentInfoBodySchema.extend({
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
    address: addressBodySchema,
    payment: paymentViewSchema.nullable().describe('Secrets masked: X for all but the last 4'),
    readOnly: z.object({ banner: z.string(), code: z.string() }).nullable(),
    banner: z.string().nullable(),
    wFileBanner: z.string().nullable(),
    usTaxpayerTypes: z.array(z.object({ id: z.string(), text: z.string(), kind: z.string() })),
    nonUsTaxpayerTypes: z.array(z.object({ id: z.string(), text: z.string() })),
    states: z.array(z.string()),
    bank_countries: z.array(option),
    tax_countries: z.array(option),
  })
  .describe('VendorInfo');

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
});
