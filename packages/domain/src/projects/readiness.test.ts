import { describe, expect, it } from 'vitest';
import { PUBLISH_MESSAGES, type PublishFacts } from './publishing';
import {
  approvalBeforeNext,
  publishReadiness,
  readinessErrorItems,
  readinessFromError,
  readinessHref,
  VENDOR_PAGE_PATH,
} from './readiness';

const ready: PublishFacts = {
  type: 'EBOOK',
  title: 'The Lighthouse',
  preOrder: false,
  onSaleDate: null,
  listPrice: '4.99',
  description: '<p>A story.</p>',
  languageCode: 'eng',
  contributors: [{ firstName: 'Ada', lastName: 'Writer', role: 'A' }],
  categories: [{ categoryId: 'c1', categoryCrumbs: 'Fiction', bisac: 'FIC000000' }],
  interiorPreFlightCheckStatus: 'SUCCESSFUL',
  interiorApproved: true,
  coverType: 'full',
  coverFullPreFlightCheckStatus: 'SUCCESSFUL',
  coverFrontPreFlightCheckStatus: null,
  coverFullApproved: true,
  pageSize: null,
  pageCount: null,
  coverFormat: null,
};
const active = { vendorStatus: 'Active', businessStatus: 'Active' };
const pending = { vendorStatus: 'Pending', businessStatus: 'Active' };

describe('publishReadiness (the one list the server refuses with and the summary shows)', () => {
  it('is empty for a complete book by a vendor who may sell', () => {
    expect(publishReadiness(ready, active)).toEqual([]);
  });

  it('names a pending vendor’s account, fixed on the vendor page, even when the book is complete', () => {
    expect(publishReadiness(ready, pending)).toEqual([
      { code: '1003', step: 'vendor', message: 'Your vendor account is not active.' },
    ]);
    expect(readinessHref('p 1', 'vendor')).toBe(VENDOR_PAGE_PATH);
    expect(readinessHref('p 1', 'interior/review')).toBe('/p%201/interior/review');
  });

  it('lists an incomplete book’s problems and the vendor’s at once, the vendor last', () => {
    const items = publishReadiness({ ...ready, interiorApproved: false, listPrice: null }, pending);
    expect(items.map((i) => [i.code, i.step])).toEqual([
      ['PUBLISH_NOT_READY', 'interior/review'],
      ['PUBLISH_NOT_READY', 'book-details/pricing'],
      ['1003', 'vendor'],
    ]);
  });

  it('a business on hold is 1009; no vendor record at all is 1003; a personal-use book ignores the vendor', () => {
    expect(publishReadiness(ready, { vendorStatus: 'Active', businessStatus: 'OnHold' })).toEqual([
      { code: '1009', step: 'vendor', message: 'Your vendor business account is not active.' },
    ]);
    expect(publishReadiness(ready, null).map((i) => i.code)).toEqual(['1003']);
    expect(publishReadiness({ ...ready, type: 'POD' }, pending).map((i) => i.code)).toEqual([
      'PUBLISH_NOT_READY',
    ]);
  });

  it('goes to error items with the step as field and comes back from them unchanged', () => {
    const items = publishReadiness({ ...ready, coverFullApproved: false }, pending);
    const errors = readinessErrorItems(items);
    expect(errors).toEqual([
      { code: 'PUBLISH_NOT_READY', description: PUBLISH_MESSAGES.coverApproval, field: 'cover/review' },
      { code: '1003', description: 'Your vendor account is not active.', field: 'vendor' },
    ]);
    expect(readinessFromError(errors)).toEqual(items);
    expect(readinessFromError([{ code: '1009', description: 'x' }])).toEqual([
      { code: '1009', step: 'vendor', message: 'x' },
    ]);
    expect(readinessFromError([{ code: 'COUPON_ON_BOOK', description: 'x' }])).toBeNull();
  });
});

describe('approvalBeforeNext (a review page’s Next waits for the approval it asks for)', () => {
  const none = { interiorApproved: false, sampleApproved: false, coverFullApproved: false };
  it('holds each review step until its own file is approved', () => {
    expect(approvalBeforeNext(none, { section: 'interior', child: 'review' })).toBe(
      PUBLISH_MESSAGES.interiorApproval,
    );
    expect(approvalBeforeNext(none, { section: 'cover', child: 'review' })).toBe(
      PUBLISH_MESSAGES.coverApproval,
    );
    expect(approvalBeforeNext(none, { section: 'interior', child: 'review-sample' })).toBe(
      'Please review and approve your sample.',
    );
    expect(
      approvalBeforeNext({ ...none, interiorApproved: true }, { section: 'interior', child: 'review' }),
    ).toBe(null);
    expect(
      approvalBeforeNext({ ...none, coverFullApproved: true }, { section: 'cover', child: 'review' }),
    ).toBe(null);
  });

  it('does not hold any other step', () => {
    expect(approvalBeforeNext(none, { section: 'interior', child: 'upload' })).toBeNull();
    expect(approvalBeforeNext(none, { section: 'summary', child: null })).toBeNull();
  });
});
