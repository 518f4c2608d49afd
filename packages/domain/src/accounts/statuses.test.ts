import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_STATUSES,
  BUSINESS_STATUS_LABELS,
  vendorRegistrationOffered,
  vendorStatusLabel,
  vendorStatusNeedsAction,
} from './statuses';

describe('vendorStatusLabel (spec 3 §4)', () => {
  it.each([
    ['New', 'New'],
    ['Pending', 'Pending'],
    ['InReview', 'In Review'],
    ['Active', 'Active'],
    ['Rejected', 'Rejected'],
    ['Cancelled', 'Canceled'],
    ['None', 'Incomplete'],
    ['Existing', 'Incomplete'],
    ['SalesExisting', 'Incomplete'],
    ['', 'Incomplete'],
    [null, 'Incomplete'],
    [undefined, 'Incomplete'],
    ['whatever', 'Incomplete'],
  ])('%j → %s', (status, label) => {
    expect(vendorStatusLabel(status)).toBe(label);
  });

  it('covers every account status', () => {
    for (const s of ACCOUNT_STATUSES) expect(vendorStatusLabel(s)).toBeTypeOf('string');
  });

  it('names OnHold and PaymentOnHold as the spec shows them', () => {
    expect(BUSINESS_STATUS_LABELS.OnHold).toBe('On Sale Hold');
    expect(BUSINESS_STATUS_LABELS.PaymentOnHold).toBe('Payment Hold');
  });
});

describe('vendorRegistrationOffered (spec 1 §4, spec 3 §4)', () => {
  const offeredStatus = [undefined, null, '', 'None', 'NONE', 'New', 'NEW'];
  const offeredBusiness = [undefined, null, '', 'None', 'Active', 'ACTIVE', 'Migrated', 'MIGRATED'];

  it('is offered when the status is unset/None/New and the business status unset/None/Active/Migrated', () => {
    for (const s of offeredStatus)
      for (const b of offeredBusiness) expect(vendorRegistrationOffered(s, b), `${s} ${b}`).toBe(true);
  });

  it.each([
    ['Pending', 'Active'],
    ['Active', null],
    ['InReview', 'None'],
    ['Rejected', 'None'],
    ['Cancelled', 'None'],
    ['New', 'OnHold'],
    ['None', 'Terminated'],
    ['', 'PreTermination'],
    [null, 'PaymentOnHold'],
  ])('is not offered for %j / %j', (s, b) => {
    expect(vendorRegistrationOffered(s, b)).toBe(false);
  });
});

describe('vendorStatusNeedsAction: where the home page links the status to the vendor page', () => {
  it('Incomplete (any unknown value) and New need the author; the others wait or allow nothing', () => {
    for (const s of ['None', 'Existing', 'SalesExisting', '', null, undefined, 'whatever', 'New'])
      expect(vendorStatusNeedsAction(s)).toBe(true);
    for (const s of ['Pending', 'InReview', 'Active', 'Rejected', 'Cancelled'])
      expect(vendorStatusNeedsAction(s)).toBe(false);
  });
});
