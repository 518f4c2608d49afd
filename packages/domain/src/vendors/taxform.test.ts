import { describe, expect, it } from 'vitest';
import { stateName, stateOptions } from './states';
import {
  certificationSubmits,
  type TaxFormState,
  taxFormStatusText,
  taxFormUploadAllowed,
  vendorNextSteps,
} from './taxform';

const US: TaxFormState = {
  status: 'Pending',
  businessStatus: 'None',
  usCitizen: true,
  hasPayment: true,
  wFileStatus: 'Not Submitted',
  turnaroundDays: 5,
};
const IE: TaxFormState = { ...US, usCitizen: false };

describe('the tax form', () => {
  it('a US vendor’s certification submits the W-9; a non-US vendor or a paper form request needs an upload', () => {
    expect(certificationSubmits(US)).toBe(true);
    expect(certificationSubmits(IE)).toBe(false);
    expect(certificationSubmits({ ...US, paperFormRequested: true })).toBe(false);
  });

  it('may be uploaded while Pending, where the banner asks for it, and not once submitted, rejected or on hold', () => {
    expect(taxFormUploadAllowed(IE)).toBe(true);
    expect(taxFormUploadAllowed({ ...IE, status: 'InReview' })).toBe(true);
    expect(taxFormUploadAllowed({ ...IE, wFileStatus: 'Submitted' })).toBe(false);
    expect(taxFormUploadAllowed({ ...IE, status: 'Rejected' })).toBe(false);
    expect(taxFormUploadAllowed({ ...IE, businessStatus: 'OnHold' })).toBe(false);
    expect(taxFormUploadAllowed({ ...IE, hasPayment: false, status: 'New' })).toBe(false);
  });

  it('says the W file status in words, dates in New York time', () => {
    expect(
      taxFormStatusText({ ...US, wFileStatus: 'Submitted', certifiedAt: '2026-03-06T03:00:00.000Z' }),
    ).toBe('Submitted: you signed your Form W-9 electronically on March 5, 2026.');
    expect(
      taxFormStatusText({
        ...IE,
        wFileStatus: 'Submitted',
        taxFormName: 'w8.pdf',
        taxFormUploadedAt: '2026-03-05T15:00:00.000Z',
      }),
    ).toBe('Submitted: we received your signed Form W-8 (w8.pdf) on 5 March 2026 and are checking it.');
    expect(taxFormStatusText(IE)).toMatch(/^Not submitted: please upload your signed Form W-8/);
    expect(taxFormStatusText({ ...US, paperFormRequested: true })).toMatch(
      /^Not submitted: we have asked you for your signed Form W-9 on paper/,
    );
    expect(taxFormStatusText({ ...US, wFileStatus: 'On File' })).toBe(
      'On file: your Form W-9 has been checked and accepted.',
    );
  });

  it('says what happens next and within how many business days, true to the status', () => {
    expect(vendorNextSteps({ ...US, wFileStatus: 'Submitted', turnaroundDays: 7 })).toBe(
      'We are reviewing your vendor account: this takes up to 7 business days, and we will e-mail you the result. Nothing more is needed from you.',
    );
    expect(vendorNextSteps(IE)).toMatch(/^Next: upload your signed Form W-8 here\. .* 5 business days/);
    expect(vendorNextSteps({ ...US, status: 'Rejected' })).not.toMatch(/active/i);
    expect(vendorNextSteps({ ...US, status: 'Active', wFileStatus: 'On File' })).toBe(
      'Your vendor account is active: nothing more is needed to sell your books.',
    );
  });
});

describe('state names', () => {
  it('label the codes, so a picker finds Maine by name', () => {
    expect(stateOptions('840', ['ME', 'NY'])).toEqual([
      { value: 'ME', label: 'Maine' },
      { value: 'NY', label: 'New York' },
    ]);
    expect(stateName('124', 'QC')).toBe('Quebec');
    expect(stateName('840', 'toString')).toBe('toString');
  });
});
