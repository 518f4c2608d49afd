import { boolean, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables';

/**
 * A vendor's publisher, tax and bank information (spec 3 §3 "Vendor info", "Payment fields"). The
 * status fields stay on `users` (decision 021). Columns ending in `_sealed` hold values encrypted at
 * rest by lib/secrets.ts (AES-256-GCM, key id inside); nothing here holds an ID or account number
 * in clear text.
 */
export const vendorProfiles = pgTable('vendor_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  publisherName: text('publisher_name').notNull().default(''),
  publisherWebSite: text('publisher_web_site').notNull().default(''),
  /** The citizen choice: US taxpayer (country 840) or not. */
  usCitizen: boolean('us_citizen').notNull().default(true),
  addressLine1: text('address_line1').notNull().default(''),
  addressLine2: text('address_line2').notNull().default(''),
  city: text('city').notNull().default(''),
  zip: text('zip').notNull().default(''),
  phone: text('phone').notNull().default(''),
  country: text('country').notNull().default('840'),
  state: text('state').notNull().default(''),
  addressType: text('address_type').notNull().default('Payment'),
  /** True once payment (tax and bank) information was saved. */
  hasPayment: boolean('has_payment').notNull().default(false),
  idType: text('id_type').notNull().default('None'),
  govtIdSealed: text('govt_id_sealed'),
  taxPayerTypeId: text('tax_payer_type_id').notNull().default(''),
  taxPayerTypeText: text('tax_payer_type_text').notNull().default(''),
  taxFirstName: text('tax_first_name').notNull().default(''),
  taxLastName: text('tax_last_name').notNull().default(''),
  taxCompanyName: text('tax_company_name').notNull().default(''),
  payeeCode: text('payee_code').notNull().default(''),
  fatcaCode: text('fatca_code').notNull().default(''),
  vats: text('vats').notNull().default(''),
  isDigital1099: boolean('is_digital_1099').notNull().default(false),
  email1099: text('email_1099').notNull().default(''),
  countryBank: text('country_bank').notNull().default(''),
  bankOwnerType: text('bank_owner_type').notNull().default('INDIVIDUAL'),
  bankName: text('bank_name').notNull().default(''),
  accountNumberSealed: text('account_number_sealed'),
  accountType: text('account_type').notNull().default('Checking'),
  routingNumberSealed: text('routing_number_sealed'),
  ibanSealed: text('iban_sealed'),
  swift: text('swift').notNull().default(''),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  companyName: text('company_name').notNull().default(''),
  /** Set by administrators (tax forms): W-8 expiry (YYYY-MM-DD), exemption rate and its start. */
  w8ExpiryDate: text('w8_expiry_date'),
  exemptionRate: numeric('exemption_rate', { precision: 5, scale: 2 }),
  exemptionValidFrom: text('exemption_valid_from'),
  isW8Verified: boolean('is_w8_verified').notNull().default(false),
  isW8Mismatch: boolean('is_w8_mismatch').notNull().default(false),
  /** 'Not Submitted' until a W-8/W-9 is on file. */
  wFileStatus: text('w_file_status').notNull().default('Not Submitted'),
  turnaroundDays: integer('turnaround_days'),
  /** The tax form (W-8/W-9) an administrator uploaded: stored encrypted (it holds the tax ID), its key in storage. */
  taxFormKey: text('tax_form_key'),
  taxFormName: text('tax_form_name'),
  taxFormUploadedAt: timestamp('tax_form_uploaded_at', { withTimezone: true }),
  /** Set by file-upload-enable: the uploaded form is the one on file. */
  taxFormEnabledAt: timestamp('tax_form_enabled_at', { withTimezone: true }),
  /** The W-9 certification, a US vendor's electronic signature: when, and who signed (name and e-mail). */
  w9CertifiedAt: timestamp('w9_certified_at', { withTimezone: true }),
  w9CertifiedBy: text('w9_certified_by'),
  /** Set when an administrator asks the author for a signed paper form (file-upload-enable). */
  paperFormRequestedAt: timestamp('paper_form_requested_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export type VendorProfileRow = typeof vendorProfiles.$inferSelect;
export type NewVendorProfileRow = typeof vendorProfiles.$inferInsert;
