import { describe, expect, it } from 'vitest';
import {
  explainStatus,
  filesLocked,
  PUBLISH_MESSAGES,
  type PublishFacts,
  pendingPreOrderDate,
  preOrderFinalFilesUntil,
  publishProblems,
  vendorSaleBlock,
} from './publishing';

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

const steps = (p: Partial<PublishFacts>) => publishProblems({ ...ready, ...p }).map((x) => x.step);
const messages = (p: Partial<PublishFacts>) => publishProblems({ ...ready, ...p }).map((x) => x.message);

describe('publishProblems (publishing an incomplete book is refused with the reason and where to fix it)', () => {
  it('a complete eBook has no problem', () => {
    expect(publishProblems(ready)).toEqual([]);
  });

  it('names each missing or failed file with the step that fixes it', () => {
    expect(steps({ interiorPreFlightCheckStatus: null })).toEqual(['interior/upload']);
    expect(messages({ interiorPreFlightCheckStatus: 'ERROR' })).toEqual([PUBLISH_MESSAGES.interiorFailed]);
    expect(messages({ interiorPreFlightCheckStatus: 'IN_PROGRESS' })).toEqual([
      PUBLISH_MESSAGES.interiorChecking,
    ]);
    expect(messages({ interiorApproved: false })).toEqual([PUBLISH_MESSAGES.interiorApproval]);
    expect(steps({ coverFullPreFlightCheckStatus: 'ERROR' })).toEqual(['cover/upload']);
    expect(messages({ coverFullApproved: false })).toEqual([PUBLISH_MESSAGES.coverApproval]);
  });

  it('reads the front cover of a separate cover', () => {
    expect(
      steps({
        coverType: 'separate',
        coverFullPreFlightCheckStatus: null,
        coverFrontPreFlightCheckStatus: 'SUCCESSFUL',
      }),
    ).toEqual([]);
    expect(steps({ coverType: 'separate', coverFrontPreFlightCheckStatus: null })).toEqual(['cover/upload']);
  });

  it('a missing price, a price outside the eBook bands and missing details are refused', () => {
    expect(messages({ listPrice: null })).toEqual([PUBLISH_MESSAGES.price]);
    expect(messages({ listPrice: '0.50' })).toEqual([PUBLISH_MESSAGES.priceBand]);
    expect(messages({ listPrice: '0' })).toEqual([]);
    expect(steps({ title: ' ', description: '<p> </p>', categories: [], contributors: [] })).toEqual([
      'book-details/about',
      'book-details/about',
      'book-details/author',
      'book-details/categories',
    ]);
    // Print prices are not in the eBook bands.
    expect(
      messages({
        type: 'PRINT',
        listPrice: '250.00',
        pageSize: '6x9',
        pageCount: 200,
        coverFormat: 'SOFTCOVER',
      }),
    ).toEqual([]);
  });

  it('a personal-use book is never for sale; a print book needs its specification', () => {
    expect(messages({ type: 'POD' })).toEqual([PUBLISH_MESSAGES.personalUse]);
    expect(steps({ type: 'PRINT', listPrice: '12.00' })).toEqual(['book-size-and-type']);
  });

  it('a pre-order eBook needs a passed cover and an on-sale date; its interior may follow', () => {
    const preOrder = {
      preOrder: true,
      interiorPreFlightCheckStatus: null,
      interiorApproved: false,
      coverFullApproved: false,
    };
    expect(steps({ ...preOrder, onSaleDate: '2027-03-01' })).toEqual([]);
    expect(steps(preOrder)).toEqual(['select-preorder-status']);
    expect(steps({ ...preOrder, onSaleDate: '2027-03-01', coverFullPreFlightCheckStatus: 'ERROR' })).toEqual([
      'cover/upload',
    ]);
    // An interior uploaded for a pre-order must still pass its check.
    expect(steps({ ...preOrder, onSaleDate: '2027-03-01', interiorPreFlightCheckStatus: 'ERROR' })).toEqual([
      'interior/upload',
    ]);
  });
});

describe('vendorSaleBlock (spec 1 §4: an eBook goes on sale only for a vendor who may sell)', () => {
  it.each([
    ['Active', 'Active', null],
    ['Active', 'PaymentOnHold', null],
    ['Active', 'None', null],
    ['Pending', 'Active', '1003'],
    [null, null, '1003'],
    ['Active', 'OnHold', '1009'],
    ['Active', 'PreTermination', '1009'],
    ['Active', 'Terminated', '1009'],
  ])('vendor %s, business %s → %s', (vendor, business, expected) => {
    expect(vendorSaleBlock(vendor, business)).toBe(expected);
  });
});

describe('explainStatus', () => {
  it('says what happens next and when', () => {
    const due = new Date('2026-11-27T15:00:00Z');
    expect(explainStatus('PROCESSING_ONSALE', { due, formatDate: () => 'Nov 27' }).next).toContain(
      'on sale by Nov 27',
    );
    expect(explainStatus('PROCESSING_ONSALE').next).toContain('within 72 hours');
    expect(explainStatus('PROCESSING_OFFSALE').next).toContain('within 24 hours');
    expect(explainStatus('ONSALE').label).toBe('On sale');
    expect(explainStatus('ONSALE', { preOrder: true, onSaleDate: '2027-03-01' }).label).toBe('Pre-order');
    expect(explainStatus('OnSale').label).toBe('On sale');
    expect(explainStatus('OFFSALE').label).toBe('Off sale');
  });

  it('says what happens next for the status the book is in now', () => {
    const next = (status: string) => explainStatus(status).next;
    expect(next('NEW')).toBe('Finish the steps of your book, then publish it from Review & Publish.');
    expect(next('EDITING')).toBe(next('NEW'));
    // A draft with nothing left to do is not told to finish its steps beside "ready to publish".
    expect(explainStatus('EDITING', { ready: true }).next).toBe(
      'Every step is done. Publish your book when you are ready: it goes on sale within 72 hours.',
    );
    expect(next('ORDERED')).toBe('Your book is ready for copy orders.');
    expect(next('PROCESSING_ONSALE')).toBe(
      'Your book has been sent to retailers. It will be on sale within 72 hours.',
    );
    // Once on sale it no longer says it will go on sale.
    for (const onSale of ['ONSALE', 'LSI_ONSALE', 'OnSale']) {
      expect(next(onSale)).toBe('Your book is on sale. To change it, request a correction.');
      expect(next(onSale)).not.toContain('72 hours');
    }
    expect(next('PROCESSING_OFFSALE')).toBe('Retailers are removing your book within 24 hours.');
    expect(next('OFFSALE')).toBe('Your book is not for sale. You can edit it and put it on sale again.');
    expect(next('CORRECTING')).toContain('stays on sale while you correct it');
    expect(next('ERROR')).toContain('Something went wrong');
  });

  it('says when, in New York time with the zone, unless told how to show the date', () => {
    const due = new Date('2026-11-28T02:00:00.000Z');
    expect(explainStatus('PROCESSING_ONSALE', { due }).next).toBe(
      'Your book has been sent to retailers. It will be on sale by November 27, 2026, 9:00 PM EST.',
    );
    expect(explainStatus('PROCESSING_OFFSALE', { due: new Date('2026-07-02T16:00:00Z') }).next).toBe(
      'Retailers are removing your book by July 2, 2026, 12:00 PM EDT.',
    );
  });

  it('the final files of a pre-order are due 72 hours before its on-sale date', () => {
    expect(preOrderFinalFilesUntil(new Date('2027-03-04T05:00:00Z')).toISOString()).toBe(
      '2027-03-01T05:00:00.000Z',
    );
  });
});

describe('filesLocked (re-upload is allowed until the stated date)', () => {
  const now = new Date('2027-02-01T00:00:00Z');
  it('locks the files of a book on sale or on its way, not of a draft, an off-sale book or a correction', () => {
    for (const status of ['PROCESSING_ONSALE', 'ONSALE', 'LSI_ONSALE', 'PROCESSING_OFFSALE'])
      expect(filesLocked({ status }, now)).toBe(true);
    for (const status of ['NEW', 'EDITING', 'OFFSALE', 'CORRECTING', 'ERROR'])
      expect(filesLocked({ status }, now)).toBe(false);
  });
  it('a pre-order on sale takes new files until its final-files date', () => {
    expect(filesLocked({ status: 'ONSALE', finalFilesUntil: '2027-02-02T00:00:00Z' }, now)).toBe(false);
    expect(filesLocked({ status: 'ONSALE', finalFilesUntil: '2027-01-31T00:00:00Z' }, now)).toBe(true);
  });
});

describe('pendingPreOrderDate', () => {
  const at = new Date('2027-02-01T12:00:00Z');
  const ebook = { type: 'EBOOK', preOrder: true, onSaleDate: '2027-03-04T05:00:00Z' };
  it('is the on-sale date of an eBook pre-order still to come', () => {
    expect(pendingPreOrderDate(ebook, at)?.toISOString()).toBe('2027-03-04T05:00:00.000Z');
  });
  it('is null for a book that is not a pre-order, has no date, is not an eBook, or whose date has come', () => {
    expect(pendingPreOrderDate({ ...ebook, preOrder: false }, at)).toBeNull();
    expect(pendingPreOrderDate({ ...ebook, onSaleDate: null }, at)).toBeNull();
    expect(pendingPreOrderDate({ ...ebook, type: 'PRINT' }, at)).toBeNull();
    expect(pendingPreOrderDate({ ...ebook, onSaleDate: '2027-02-01T12:00:00Z' }, at)).toBeNull();
    expect(pendingPreOrderDate({ ...ebook, onSaleDate: '2027-01-01' }, at)).toBeNull();
  });
});
