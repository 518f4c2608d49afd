import type { PaymentInfoInput, PublisherInfoInput } from '../contracts/vendors';
import { ibanProblem, isValidAbaRouting, isValidEin, isValidSsn, isValidSwift } from './checks';
import {
  alpha2Of,
  BANK_ACCOUNT_TYPES,
  BANK_COUNTRIES,
  bankSchemeOf,
  countryByCode,
  DEFAULT_ACCOUNT_TYPE,
  FATCA_CODES,
  VENDOR_LENGTHS as L,
  NON_US_TAXPAYER_TYPES,
  PAYEE_CODES,
  PUBLISHER_ADDRESS_TYPE,
  statesOf,
  US_COUNTRY,
  US_TAXPAYER_TYPES,
} from './constants';
import { isMasked, stripId, stripUpper } from './masks';

/**
 * The vendor form's rules (spec 3 §3–§5), one function per section, answering every problem at once
 * as { field, message } on the spec's field keys. The browser runs them as the user types and the
 * server runs the same ones before it saves, so a message reads the same in both.
 */
export interface FieldProblem {
  field: string;
  message: string;
}

export const VENDOR_MESSAGES = {
  required: (label: string) => `Please enter the ${label}.`,
  digits: 'Please enter numbers only in this field.',
  max: (n: number) => `Max Length ${n}`,
  min: (n: number) => `Min Length ${n}`,
  exact: (n: number) => `Please enter ${n} characters.`,
  ssn: 'Please enter a valid SSN.',
  ein: 'Please enter a valid EIN.',
  tin: 'Please enter a valid TIN.',
  routing: 'Please enter a valid routing number.',
  iban: 'Please enter a valid IBAN.',
  ibanCountry: 'The IBAN must belong to the bank country.',
  swift: 'Please enter a valid SWIFT/BIC code.',
  webSite: 'Please enter a valid web site address.',
  email: 'Please enter a valid email address.',
  choose: (label: string) => `Please select the ${label}.`,
  citizenCountry: 'A US taxpayer has the United States as country.',
  nonUsCountry: 'Please select a country other than the United States, or answer Yes.',
  state: 'Please select the state.',
  /** spec 3 §5, word for word. */
  reenterTax: (id: 'SSN' | 'EIN' | 'TIN') =>
    `You must re-enter your ${id} because other Taxpayer Information has been changed.`,
  reenterBank: (what: string) =>
    `You must re-enter your ${what} because other Bank Information has been changed.`,
} as const;
const M = VENDOR_MESSAGES;

// VendorAddress, PublisherInfoInput and PaymentInfoInput are the contract's (contracts/vendors.ts).

/** The secrets of the payment fields: encrypted at rest, answered masked. */
export const PAYMENT_SECRET_FIELDS = ['govtIdNumber', 'accountNumber', 'routingNumber', 'iban'] as const;
export type PaymentSecretField = (typeof PAYMENT_SECRET_FIELDS)[number];

const TAX_FIELDS = [
  'idType',
  'taxPayerTypeId',
  'taxPayerTypeText',
  'taxFirstName',
  'taxLastName',
  'taxCompanyName',
] as const;
const BANK_FIELDS = [
  'countryBank',
  'bankOwnerType',
  'bankName',
  'accountType',
  'firstName',
  'lastName',
  'companyName',
  'swift',
] as const;

export const emptyPayment = (): PaymentInfoInput => ({
  idType: 'None',
  govtIdNumber: '',
  taxPayerTypeId: '',
  taxPayerTypeText: '',
  taxFirstName: '',
  taxLastName: '',
  taxCompanyName: '',
  payeeCode: '',
  fatcaCode: '',
  vats: '',
  countryBank: '',
  bankOwnerType: 'INDIVIDUAL',
  bankName: '',
  accountNumber: '',
  accountType: DEFAULT_ACCOUNT_TYPE,
  routingNumber: '',
  iban: '',
  swift: '',
  firstName: '',
  lastName: '',
  companyName: '',
});

/** Is the taxpayer an individual (no withholding or FATCA codes then)? */
export function isIndividualTaxpayer(usTaxpayer: boolean, taxPayerTypeId: string): boolean {
  return usTaxpayer ? taxPayerTypeId === 'INDIVIDUAL' : taxPayerTypeId === '01';
}

/** The ID type a taxpayer type implies: SSN for US individuals, EIN for US companies, TIN (None) outside the US. */
export function idTypeFor(
  usTaxpayer: boolean,
  taxPayerTypeId: string,
  chosen: string,
): 'SSN' | 'EIN' | 'None' {
  if (!usTaxpayer) return 'None';
  const kind = US_TAXPAYER_TYPES.find((t) => t.id === taxPayerTypeId)?.kind;
  if (kind === 'individual') return 'SSN';
  if (kind === 'company') return 'EIN';
  return chosen === 'SSN' || chosen === 'EIN' ? chosen : 'None';
}

/** The label of the ID field: SSN, EIN or (non-US) TIN. */
export const idLabelOf = (idType: string): 'SSN' | 'EIN' | 'TIN' =>
  idType === 'SSN' ? 'SSN' : idType === 'EIN' ? 'EIN' : 'TIN';

/** The name of the bank's code field in the re-entry message and labels. */
export function routingLabelOf(countryBank: string): string {
  const scheme = bankSchemeOf(countryBank);
  return scheme === 'bsb' ? 'BSB' : 'Routing Number';
}

/**
 * The form as the rules read it: ID numbers without dashes and spaces, IBAN and SWIFT upper-cased,
 * the ID type the taxpayer type implies, codes only for non-individuals, bank fields only for the
 * bank country's scheme. Masked values stay as they are (the server keeps the stored secret).
 */
export function normalizePayment(input: PaymentInfoInput, usTaxpayer: boolean): PaymentInfoInput {
  const keep = (v: string, f: (s: string) => string) => (isMasked(v) ? v : f(v));
  const individual = isIndividualTaxpayer(usTaxpayer, input.taxPayerTypeId);
  const scheme = bankSchemeOf(input.countryBank);
  const idType = idTypeFor(usTaxpayer, input.taxPayerTypeId, input.idType);
  const company = !individual;
  return {
    ...input,
    idType,
    govtIdNumber: keep(input.govtIdNumber, stripUpper),
    taxPayerTypeText: usTaxpayer && input.taxPayerTypeId === 'OTHER' ? input.taxPayerTypeText.trim() : '',
    taxFirstName: individual ? input.taxFirstName.trim() : '',
    taxLastName: individual ? input.taxLastName.trim() : '',
    taxCompanyName: company ? input.taxCompanyName.trim() : '',
    payeeCode: individual ? '' : input.payeeCode.trim(),
    fatcaCode: individual ? '' : input.fatcaCode.trim().toUpperCase(),
    vats: usTaxpayer ? '' : stripUpper(input.vats),
    bankName: input.bankName.trim(),
    accountNumber: keep(input.accountNumber, stripId),
    accountType: input.accountType || DEFAULT_ACCOUNT_TYPE,
    routingNumber: scheme === 'iban' ? '' : keep(input.routingNumber, stripId),
    iban: scheme === 'iban' ? keep(input.iban, stripUpper) : '',
    swift: scheme === 'aba' ? '' : stripUpper(input.swift),
    firstName: input.bankOwnerType === 'INDIVIDUAL' ? input.firstName.trim() : '',
    lastName: input.bankOwnerType === 'INDIVIDUAL' ? input.lastName.trim() : '',
    companyName: input.bankOwnerType === 'COMPANY' ? input.companyName.trim() : '',
  };
}

function lengthProblem(field: string, value: string, max: number, min = 0): FieldProblem | null {
  if (value.length > max) return { field, message: min === max ? M.exact(max) : M.max(max) };
  if (value.length < min) return { field, message: min === max ? M.exact(max) : M.min(min) };
  return null;
}

const WEB_SITE = /^(https?:\/\/)?([a-z0-9-]+\.)+[a-z]{2,}(:\d+)?(\/\S*)?$/i;

export function publisherProblems(input: PublisherInfoInput): FieldProblem[] {
  const out: FieldProblem[] = [];
  const add = (field: string, message: string) => out.push({ field, message });
  const req = (field: string, value: string, label: string, max: number) => {
    if (!value.trim()) add(field, M.required(label));
    else if (value.trim().length > max) add(field, M.max(max));
  };
  req('publisherName', input.publisherName, 'publisher name', L.publisherName);
  const site = input.publisherWebSite.trim();
  if (site.length > L.webSite) add('publisherWebSite', M.max(L.webSite));
  else if (site && !WEB_SITE.test(site)) add('publisherWebSite', M.webSite);
  const a = input.address;
  req('address.addressLine1', a.addressLine1, 'address', L.addressLine);
  if (a.addressLine2.trim().length > L.addressLine) add('address.addressLine2', M.max(L.addressLine));
  req('address.city', a.city, 'city', L.city);
  req('address.zip', a.zip, 'postal code', L.zip);
  if (a.phone.trim().length > L.phone) add('address.phone', M.max(L.phone));
  else if (a.phone.trim() && !/^[+\d][\d\s().-]{5,}$/.test(a.phone.trim()))
    add('address.phone', 'Please enter a valid phone number.');
  if (!countryByCode(a.country)) add('address.country', M.choose('country'));
  else if (input.usCitizen && a.country !== US_COUNTRY) add('address.country', M.citizenCountry);
  else if (!input.usCitizen && a.country === US_COUNTRY) add('address.country', M.nonUsCountry);
  const states = statesOf(a.country);
  if (states.length > 0 && !states.includes(a.state)) add('address.state', M.state);
  if (a.addressType !== PUBLISHER_ADDRESS_TYPE) add('address.addressType', 'Invalid');
  return out;
}

export interface PaymentContext {
  /** The vendor's citizen choice (stored with the publisher information). */
  usTaxpayer: boolean;
  /** The taxpayer's country (the publisher address's), for the TIN and VAT lengths. */
  taxCountry: string;
  /** The payment information as last saved (masked), for the re-entry rules; null the first time. */
  previous: PaymentInfoInput | null;
}

/** Every problem of a (normalized) payment form. */
export function paymentProblems(raw: PaymentInfoInput, ctx: PaymentContext): FieldProblem[] {
  const p = normalizePayment(raw, ctx.usTaxpayer);
  const prev = ctx.previous ? normalizePayment(ctx.previous, ctx.usTaxpayer) : null;
  const out: FieldProblem[] = [];
  const add = (field: string, message: string) => out.push({ field, message });
  const name = (field: keyof PaymentInfoInput, label: string, max: number) => {
    const v = p[field];
    if (!v) add(field, M.required(label));
    else if (v.length > max) add(field, M.max(max));
  };
  const us = ctx.usTaxpayer;
  const individual = isIndividualTaxpayer(us, p.taxPayerTypeId);

  // Taxpayer
  const types: readonly { id: string }[] = us ? US_TAXPAYER_TYPES : NON_US_TAXPAYER_TYPES;
  if (!types.some((t) => t.id === p.taxPayerTypeId)) add('taxPayerTypeId', M.choose('taxpayer type'));
  if (us && p.taxPayerTypeId === 'OTHER') {
    name('taxPayerTypeText', 'entity type', L.entityText);
    if (p.idType === 'None') add('idType', M.choose('ID type'));
  }
  if (individual) {
    name('taxFirstName', 'first name', L.name);
    name('taxLastName', 'last name', L.name);
  } else if (p.taxPayerTypeId) name('taxCompanyName', 'company name', L.companyName);
  if (!individual) {
    if (p.payeeCode && !PAYEE_CODES.includes(p.payeeCode)) add('payeeCode', M.choose('payee code'));
    if (p.fatcaCode && !FATCA_CODES.includes(p.fatcaCode)) add('fatcaCode', M.choose('FATCA code'));
  }
  const idLabel = idLabelOf(p.idType);
  const taxChanged = prev !== null && TAX_FIELDS.some((f) => p[f] !== prev[f]);
  const id = p.govtIdNumber;
  if (!id) add('govtIdNumber', M.required(idLabel));
  else if (isMasked(id)) {
    if (!prev || id !== prev.govtIdNumber) add('govtIdNumber', M.required(idLabel));
    else if (taxChanged) add('govtIdNumber', M.reenterTax(idLabel));
  } else if (us) {
    if (!/^\d+$/.test(id)) add('govtIdNumber', M.digits);
    else if (id.length !== 9) add('govtIdNumber', M.exact(9));
    else if (p.idType === 'SSN' && !isValidSsn(id)) add('govtIdNumber', M.ssn);
    else if (p.idType === 'EIN' && !isValidEin(id)) add('govtIdNumber', M.ein);
  } else if (!/^[A-Z0-9]+$/.test(id)) add('govtIdNumber', M.tin);
  else {
    const len = lengthProblem('govtIdNumber', id, L.tin(ctx.taxCountry));
    if (len) out.push(len);
  }
  if (!us && p.vats) {
    if (!/^[A-Z0-9]+$/.test(p.vats)) add('vats', 'Invalid');
    else {
      const len = lengthProblem('vats', p.vats, L.vat(ctx.taxCountry));
      if (len) out.push(len);
    }
  }

  // Bank
  const scheme = bankSchemeOf(p.countryBank);
  if (!scheme || !BANK_COUNTRIES.some((c) => c.code === p.countryBank)) {
    add('countryBank', M.choose('bank country'));
    return out;
  }
  name('bankName', 'bank name', L.bankName);
  if (p.bankOwnerType === 'INDIVIDUAL') {
    name('firstName', 'first name', L.name);
    name('lastName', 'last name', L.name);
  } else if (p.bankOwnerType === 'COMPANY') name('companyName', 'company name', L.companyName);
  else add('bankOwnerType', M.choose('bank account owner'));
  if (!(BANK_ACCOUNT_TYPES as readonly string[]).includes(p.accountType))
    add('accountType', M.choose('account type'));
  const bankChanged = prev !== null && BANK_FIELDS.some((f) => p[f] !== prev[f]);
  /** A secret field: masked and unchanged is fine unless other bank information changed. */
  const secret = (field: PaymentSecretField, label: string, check: (v: string) => string | null) => {
    const v = p[field];
    if (!v) return add(field, M.required(label));
    if (isMasked(v)) {
      if (!prev || v !== prev[field]) return add(field, M.required(label));
      if (bankChanged) return add(field, M.reenterBank(label));
      return;
    }
    const problem = check(v);
    if (problem) add(field, problem);
  };
  const digits =
    (max: number, min = 1) =>
    (v: string) =>
      !/^\d+$/.test(v)
        ? M.digits
        : v.length > max
          ? min === max
            ? M.exact(max)
            : M.max(max)
          : v.length < min
            ? min === max
              ? M.exact(max)
              : M.min(min)
            : null;
  secret('accountNumber', 'Account Number', digits(L.account(p.countryBank), 4));
  if (scheme === 'aba')
    secret(
      'routingNumber',
      'Routing Number',
      (v) => digits(9, 9)(v) ?? (isValidAbaRouting(v) ? null : M.routing),
    );
  if (scheme === 'bsb') secret('routingNumber', 'BSB', digits(L.bsb, L.bsb));
  if (scheme === 'transit') secret('routingNumber', 'Routing Number', digits(L.routing, L.routing));
  if (scheme === 'iban') {
    const alpha2 = alpha2Of(p.countryBank) ?? '';
    const max = L.iban(p.countryBank);
    secret('iban', 'IBAN', (v) => {
      if (!/^[A-Z0-9]+$/.test(v)) return M.iban;
      if (v.length > max || (max < 100 && v.length < max)) return max < 100 ? M.exact(max) : M.max(max);
      const problem = ibanProblem(v, alpha2);
      return problem === 'country' ? M.ibanCountry : problem ? M.iban : null;
    });
  }
  if (scheme !== 'aba') {
    if (!p.swift) add('swift', M.required('SWIFT/BIC code'));
    else if (p.swift.length > L.swift) add('swift', M.max(L.swift));
    else if (!isValidSwift(p.swift)) add('swift', M.swift);
  }
  return out;
}
