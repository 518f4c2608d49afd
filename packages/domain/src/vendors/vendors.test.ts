import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PaymentInfoInput } from '../contracts/vendors';
import { ibanProblem, isValidAbaRouting, isValidEin, isValidSsn, isValidSwift } from './checks';
import { bankCurrency, showsUsdNote, statesOf, VENDOR_LENGTHS } from './constants';
import {
  exemptionRateLabel,
  formatVendorDate,
  VENDOR_BANNERS,
  vendorBanner,
  vendorReadOnly,
  w8ExpiryLabel,
} from './display';
import { isMasked, maskSecret, stripId } from './masks';
import { emptyPayment, paymentProblems, publisherProblems } from './rules';

const US_INDIVIDUAL: PaymentInfoInput = {
  ...emptyPayment(),
  taxPayerTypeId: 'INDIVIDUAL',
  idType: 'SSN',
  govtIdNumber: '123-45-6789',
  taxFirstName: 'Ada',
  taxLastName: 'Lovelace',
  countryBank: '840',
  bankName: 'First Bank',
  firstName: 'Ada',
  lastName: 'Lovelace',
  accountNumber: '000123456789',
  routingNumber: '021000021',
};
const IE_COMPANY: PaymentInfoInput = {
  ...emptyPayment(),
  taxPayerTypeId: '02',
  govtIdNumber: '1234567T',
  taxCompanyName: 'Ink Ltd',
  payeeCode: '5',
  fatcaCode: 'c',
  vats: 'IE 1234567T',
  countryBank: '372',
  bankOwnerType: 'COMPANY',
  companyName: 'Ink Ltd',
  bankName: 'AIB',
  accountNumber: '12345678',
  iban: 'IE29 AIBK 9311 5212 3456 78',
  swift: 'AIBKIE2D',
};
const us = { usTaxpayer: true, taxCountry: '840', previous: null };
const ie = { usTaxpayer: false, taxCountry: '372', previous: null };
const fields = (ps: { field: string; message: string }[]) =>
  Object.fromEntries(ps.map((p) => [p.field, p.message]));

describe('masks', () => {
  it('shows X for all but the last four, and knows a mask', () => {
    expect(maskSecret('123456789')).toBe('XXXXX6789');
    expect(maskSecret('1234')).toBe('XXXX');
    expect(isMasked('XXXXX6789')).toBe(true);
    expect(isMasked('123456789')).toBe(false);
    expect(stripId(' 12-34 5 ')).toBe('12345');
  });
  it('a mask never holds more than four characters of the secret (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Z]{5,34}$/), (s) => {
        const m = maskSecret(s);
        expect(m).toHaveLength(s.length);
        expect(m.slice(0, -4)).toMatch(/^X+$/);
        expect(isMasked(m)).toBe(true);
      }),
    );
  });
});

describe('number checks', () => {
  it('ABA routing numbers by their checksum (property: one changed digit breaks it)', () => {
    expect(isValidAbaRouting('021000021')).toBe(true);
    expect(isValidAbaRouting('021000022')).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (pos, delta) => {
        const d = '021000021'.split('').map(Number);
        d[pos] = (d[pos]! + delta) % 10;
        // weights 3, 7, 1 are prime to 10, so any single-digit change moves the sum off a multiple of 10
        expect(isValidAbaRouting(d.join(''))).toBe(false);
      }),
    );
  });
  it('SSN, EIN, SWIFT', () => {
    expect(isValidSsn('123456789')).toBe(true);
    expect(isValidSsn('666456789')).toBe(false);
    expect(isValidSsn('900456789')).toBe(false);
    expect(isValidEin('121234567')).toBe(true);
    expect(isValidEin('001234567')).toBe(false);
    expect(isValidSwift('AIBKIE2D')).toBe(true);
    expect(isValidSwift('AIBKIE2DXXX')).toBe(true);
    expect(isValidSwift('AIBK1E2D')).toBe(false);
  });
  it('IBAN by country: wrong length, bad check digit, other country', () => {
    expect(ibanProblem('IE29AIBK93115212345678', 'IE')).toBeNull();
    expect(ibanProblem('IE29AIBK9311521234567', 'IE')).toBe('length');
    expect(ibanProblem('IE28AIBK93115212345678', 'IE')).toBe('checksum');
    expect(ibanProblem('DE89370400440532013000', 'IE')).toBe('country');
  });
});

describe('constants', () => {
  it('per-country lengths, currency, USD note, states', () => {
    expect(VENDOR_LENGTHS.tin('36')).toBe(9);
    expect(VENDOR_LENGTHS.tin('276')).toBe(20);
    expect(VENDOR_LENGTHS.vat('124')).toBe(15);
    expect(VENDOR_LENGTHS.iban('372')).toBe(22);
    expect(VENDOR_LENGTHS.account('372')).toBe(14);
    expect(bankCurrency('36')).toBe('USD');
    expect(bankCurrency('826')).toBe('GBP');
    expect(bankCurrency('276')).toBe('EUR');
    expect(['36', '124', '372', '554'].every(showsUsdNote)).toBe(true);
    expect(showsUsdNote('826')).toBe(false);
    expect(statesOf('840')).toContain('NY');
    expect(statesOf('276')).toEqual([]);
  });
});

describe('publisher rules', () => {
  const base = {
    publisherName: 'Ink Press',
    publisherWebSite: 'https://ink.example',
    usCitizen: true,
    address: {
      addressLine1: '1 Main St',
      addressLine2: '',
      city: 'Albany',
      zip: '12207',
      phone: '518-555-0100',
      country: '840',
      state: 'NY',
      addressType: 'Payment' as const,
    },
  };
  it('accepts a US publisher, refuses each bad field with its message', () => {
    expect(publisherProblems(base)).toEqual([]);
    const bad = fields(
      publisherProblems({
        ...base,
        publisherName: ' ',
        publisherWebSite: 'not a site',
        address: { ...base.address, city: '', state: 'ZZ' },
      }),
    );
    expect(bad).toEqual({
      publisherName: 'Please enter the publisher name.',
      publisherWebSite: 'Please enter a valid web site address.',
      'address.city': 'Please enter the city.',
      'address.state': 'Please select the state.',
    });
  });
  it('the citizen choice goes with the country', () => {
    expect(
      fields(publisherProblems({ ...base, address: { ...base.address, country: '372', state: '' } })),
    ).toEqual({
      'address.country': 'A US taxpayer has the United States as country.',
    });
    expect(fields(publisherProblems({ ...base, usCitizen: false }))['address.country']).toMatch(/other than/);
  });
});

describe('payment rules', () => {
  it('accepts a US individual and a non-US company with an IE bank', () => {
    expect(paymentProblems(US_INDIVIDUAL, us)).toEqual([]);
    expect(paymentProblems(IE_COMPANY, ie)).toEqual([]);
  });
  it('SSN and routing messages', () => {
    expect(fields(paymentProblems({ ...US_INDIVIDUAL, govtIdNumber: '12345' }, us))).toEqual({
      govtIdNumber: 'Please enter 9 characters.',
    });
    expect(fields(paymentProblems({ ...US_INDIVIDUAL, govtIdNumber: '' }, us))).toEqual({
      govtIdNumber: 'Please enter the SSN.',
    });
    expect(fields(paymentProblems({ ...US_INDIVIDUAL, routingNumber: '021000022' }, us))).toEqual({
      routingNumber: 'Please enter a valid routing number.',
    });
    expect(fields(paymentProblems({ ...US_INDIVIDUAL, accountNumber: '12ab' }, us))).toEqual({
      accountNumber: 'Please enter numbers only in this field.',
    });
  });
  it('a US company uses an EIN; Other needs an entity text and an ID type', () => {
    const company = {
      ...US_INDIVIDUAL,
      taxPayerTypeId: 'C_CORPORATION',
      taxCompanyName: 'Ink Inc',
      govtIdNumber: '12-1234567',
    };
    expect(paymentProblems(company, us)).toEqual([]);
    expect(fields(paymentProblems({ ...company, govtIdNumber: '00-1234567' }, us))).toEqual({
      govtIdNumber: 'Please enter a valid EIN.',
    });
    expect(fields(paymentProblems({ ...company, taxPayerTypeId: 'OTHER', idType: 'None' }, us))).toEqual({
      taxPayerTypeText: 'Please enter the entity type.',
      idType: 'Please select the ID type.',
    });
  });
  it('IE IBAN: wrong length and bad check digit refused; TIN and VAT lengths', () => {
    expect(fields(paymentProblems({ ...IE_COMPANY, iban: 'IE29AIBK9311521234567' }, ie))).toEqual({
      iban: 'Please enter 22 characters.',
    });
    expect(fields(paymentProblems({ ...IE_COMPANY, iban: 'IE28AIBK93115212345678' }, ie))).toEqual({
      iban: 'Please enter a valid IBAN.',
    });
    expect(
      fields(paymentProblems({ ...IE_COMPANY, govtIdNumber: '1234567890', vats: 'X'.repeat(21) }, ie)),
    ).toEqual({
      govtIdNumber: 'Max Length 9',
      vats: 'Max Length 20',
    });
    expect(fields(paymentProblems({ ...IE_COMPANY, swift: 'AIBK' }, ie))).toEqual({
      swift: 'Please enter a valid SWIFT/BIC code.',
    });
  });
  it('payee and FATCA codes only for non-individuals', () => {
    expect(fields(paymentProblems({ ...IE_COMPANY, payeeCode: '14', fatcaCode: 'N' }, ie))).toEqual({
      payeeCode: 'Please select the payee code.',
      fatcaCode: 'Please select the FATCA code.',
    });
    expect(paymentProblems({ ...US_INDIVIDUAL, payeeCode: '99' }, us)).toEqual([]);
  });
  it('AU bank: BSB of 6 digits', () => {
    const au = { ...IE_COMPANY, countryBank: '36', iban: '', routingNumber: '12345', swift: 'CTBAAU2S' };
    expect(fields(paymentProblems(au, ie))).toEqual({ routingNumber: 'Please enter 6 characters.' });
  });
  it('re-entry: a masked ID kept while other taxpayer information changed', () => {
    const previous = {
      ...US_INDIVIDUAL,
      govtIdNumber: 'XXXXX6789',
      accountNumber: 'XXXXXXXX6789',
      routingNumber: 'XXXXX0021',
    };
    const ctx = { ...us, previous };
    expect(paymentProblems(previous, ctx)).toEqual([]);
    expect(fields(paymentProblems({ ...previous, taxLastName: 'Byron' }, ctx))).toEqual({
      govtIdNumber: 'You must re-enter your SSN because other Taxpayer Information has been changed.',
    });
    expect(fields(paymentProblems({ ...previous, bankName: 'Other Bank' }, ctx))).toEqual({
      accountNumber: 'You must re-enter your Account Number because other Bank Information has been changed.',
      routingNumber: 'You must re-enter your Routing Number because other Bank Information has been changed.',
    });
    // A mask that is not the stored one is no value at all.
    expect(fields(paymentProblems({ ...previous, govtIdNumber: 'XXXXX1111' }, ctx))).toEqual({
      govtIdNumber: 'Please enter the SSN.',
    });
  });
});

describe('display', () => {
  it('read-only banners word for word, business holds first', () => {
    expect(vendorReadOnly({ status: 'Pending', businessStatus: 'Active' })?.banner).toBe(
      'No changes can be made while your vendor account status is Pending.',
    );
    expect(vendorReadOnly({ status: 'Active', businessStatus: 'OnHold' })).toEqual({
      banner: 'No changes can be made because your account has been placed On Hold.',
      code: '1009',
    });
    expect(vendorReadOnly({ status: 'InReview', businessStatus: 'None', turnaroundDays: 7 })?.banner).toBe(
      'Your vendor account is in review. Please allow up to 7 business days for processing.',
    );
    expect(vendorReadOnly({ status: 'Cancelled', businessStatus: 'None' })?.banner).toBe(
      VENDOR_BANNERS.Cancelled,
    );
    expect(vendorReadOnly({ status: 'Active', businessStatus: 'Active' })).toBeNull();
    expect(vendorReadOnly({ status: 'New', businessStatus: 'None' })).toBeNull();
    expect(
      vendorBanner({ status: 'Active', businessStatus: 'Active', wFileStatus: 'Not Submitted' }),
    ).toMatch(/W-8\/W-9/);
  });
  it('dates US and non-US, placeholders', () => {
    expect(formatVendorDate('2026-03-05', true)).toBe('March 5, 2026');
    expect(formatVendorDate('2026-03-05T10:00:00Z', false)).toBe('5 March 2026');
    expect(w8ExpiryLabel(null, true)).toBe('Pending');
    expect(exemptionRateLabel(null)).toBe('On Payment Hold');
    expect(exemptionRateLabel(30)).toBe('30%');
  });
});
