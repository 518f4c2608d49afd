import { describe, expect, it } from 'vitest';
import {
  allowedTarget,
  canVisit,
  coverTypeAllowed,
  coverTypesFor,
  flowSteps,
  type WizardContext,
  type WizardProject,
} from './access';
import { ACTIVE, ebook, parse, pod, print, str } from './test-fixtures';

const ALL: WizardContext = {
  vendorStatus: 'active',
  businessStatus: 'Active',
  customSampling: true,
  preOrderAllowed: true,
};

describe('canVisit', () => {
  const cases: Array<[string, WizardProject | null, WizardContext, string, boolean]> = [
    // new books
    ['new: base', null, {}, 'build-a-book', true],
    ['new: type', null, {}, 'choose-book-type', true],
    ['new: title needs the type', null, {}, 'create-book-title', false],
    ['draft eBook: title', { type: 'EBOOK' }, {}, 'create-book-title', true],
    ['draft: nothing past the title', { type: 'EBOOK' }, {}, 'interior/upload', false],
    // no return to early steps
    ['eBook: no base', ebook, ACTIVE, 'build-a-book', false],
    ['eBook: no type', ebook, ACTIVE, 'choose-book-type', false],
    ['print: no title step', print, ACTIVE, 'create-book-title', false],
    ['print without title: title step', { ...print, title: ' ' }, ACTIVE, 'create-book-title', true],
    ['print without title: nothing else', { ...print, title: null }, ACTIVE, 'book-size-and-type', false],
    // size and type
    ['print: size', print, ACTIVE, 'book-size-and-type', true],
    ['eBook: no size step', ebook, ACTIVE, 'book-size-and-type', false],
    ['print incomplete: size', { ...print, pageCount: null }, ACTIVE, 'book-size-and-type', true],
    ['print incomplete: interior', { ...print, pageCount: null }, ACTIVE, 'interior/formatting', false],
    ['pod incomplete: summary', { ...pod, paperColor: null }, {}, 'summary', false],
    ['print incomplete: details', { ...print, coverFormat: null }, ACTIVE, 'book-details/about', false],
    ['print complete: details', print, ACTIVE, 'book-details/about', true],
    ['print: sale status', print, ACTIVE, 'select-sale-status', true],
    ['pod: no sale status', pod, ACTIVE, 'select-sale-status', false],
    ['eBook: no sale status', ebook, ACTIVE, 'select-sale-status', false],
    // pre-order and samples
    ['eBook: pre-order with permission', ebook, { preOrderAllowed: true }, 'select-preorder-status', true],
    ['eBook: no pre-order without', ebook, {}, 'select-preorder-status', false],
    ['print: never pre-order', print, { preOrderAllowed: true }, 'select-preorder-status', false],
    ['eBook: sample preference', ebook, { customSampling: true }, 'interior/sample-preference', true],
    ['eBook: no sample preference without', ebook, {}, 'interior/sample-preference', false],
    ['print: no sample', print, { customSampling: true }, 'interior/sample-preference', false],
    [
      'eBook: select-sample when SELECTED',
      { ...ebook, isDefaultSample: 'SELECTED' },
      { customSampling: true },
      'interior/select-sample',
      true,
    ],
    [
      'eBook: no select-sample when CUSTOM',
      { ...ebook, isDefaultSample: 'CUSTOM' },
      { customSampling: true },
      'interior/select-sample',
      false,
    ],
    [
      'eBook: upload-sample when CUSTOM',
      { ...ebook, isDefaultSample: 'CUSTOM' },
      { customSampling: true },
      'interior/upload-sample',
      true,
    ],
    [
      'eBook: no upload-sample when DEFAULT',
      { ...ebook, isDefaultSample: 'DEFAULT' },
      { customSampling: true },
      'interior/upload-sample',
      false,
    ],
    [
      'eBook: review-sample after the sample preflight',
      { ...ebook, isDefaultSample: 'CUSTOM', samplePreFlightCheckStatus: 'SUCCESSFUL' },
      { customSampling: true },
      'interior/review-sample',
      true,
    ],
    [
      'eBook: no review-sample before it',
      { ...ebook, isDefaultSample: 'CUSTOM', samplePreFlightCheckStatus: 'IN_PROGRESS' },
      { customSampling: true },
      'interior/review-sample',
      false,
    ],
    // file type
    ['print: file type', print, ACTIVE, 'interior/file-type', true],
    ['pod: cover file type', pod, {}, 'cover/file-type', true],
    ['eBook: no file type', ebook, ACTIVE, 'interior/file-type', false],
    // interior review
    ['eBook: no review before conversion', ebook, ACTIVE, 'interior/review', false],
    [
      'eBook: review when CONVERTED',
      { ...ebook, interiorPdfConversionStatus: 'CONVERTED' },
      ACTIVE,
      'interior/review',
      true,
    ],
    [
      'eBook: review when CONVERTED_FROM_DOC',
      { ...ebook, interiorPdfConversionStatus: 'CONVERTED_FROM_DOC' },
      ACTIVE,
      'interior/review',
      true,
    ],
    [
      'eBook: preflight alone is not enough',
      { ...ebook, interiorPreFlightCheckStatus: 'SUCCESSFUL' },
      ACTIVE,
      'interior/review',
      false,
    ],
    [
      'print: review after a passed preflight',
      { ...print, interiorPreFlightCheckStatus: 'SUCCESSFUL' },
      ACTIVE,
      'interior/review',
      true,
    ],
    [
      'print: no review after a failed preflight',
      { ...print, interiorPreFlightCheckStatus: 'ERROR' },
      ACTIVE,
      'interior/review',
      false,
    ],
    // spine
    [
      'spine: separate and approved',
      { ...print, coverType: 'separate', interiorApproved: true },
      ACTIVE,
      'cover/spine',
      true,
    ],
    [
      'spine: full cover',
      { ...print, coverType: 'full', interiorApproved: true },
      ACTIVE,
      'cover/spine',
      false,
    ],
    [
      'spine: never for an eBook, whatever its cover type says',
      { ...ebook, coverType: 'separate', interiorApproved: true },
      ACTIVE,
      'cover/spine',
      false,
    ],
    [
      'spine: interior not approved',
      { ...print, coverType: 'separate', interiorApproved: false },
      ACTIVE,
      'cover/spine',
      false,
    ],
    // cover review
    [
      'cover review: preflight and approval',
      { ...print, coverFullPreFlightCheckStatus: 'SUCCESSFUL', interiorApproved: true },
      ACTIVE,
      'cover/review',
      true,
    ],
    [
      'cover review: no approval',
      { ...print, coverFullPreFlightCheckStatus: 'SUCCESSFUL' },
      ACTIVE,
      'cover/review',
      false,
    ],
    [
      'cover review: failed preflight',
      { ...print, coverFullPreFlightCheckStatus: 'ERROR', interiorApproved: true },
      ACTIVE,
      'cover/review',
      false,
    ],
    [
      'cover review: pre-order eBook needs only the preflight',
      { ...ebook, preOrder: true, coverFullPreFlightCheckStatus: 'SUCCESSFUL' },
      ACTIVE,
      'cover/review',
      true,
    ],
    [
      'cover review: other eBook needs approval',
      { ...ebook, coverFullPreFlightCheckStatus: 'SUCCESSFUL' },
      ACTIVE,
      'cover/review',
      false,
    ],
    // isbn
    ['isbn: PRINT', print, ACTIVE, 'book-details/isbn', true],
    ['isbn: not POD', pod, ACTIVE, 'book-details/isbn', false],
    ['isbn: not eBook', ebook, ACTIVE, 'book-details/isbn', false],
    // vendor
    ['vendor: shown when not active', ebook, { vendorStatus: 'New' }, 'vendor/publisher', true],
    ['vendor: hidden when ACTIVE', ebook, { vendorStatus: 'ACTIVE' }, 'vendor/publisher', false],
    ['vendor: hidden for POD', pod, { vendorStatus: 'New' }, 'vendor/tax-bank-info', false],
    [
      'vendor registration: offered',
      ebook,
      { vendorStatus: null, businessStatus: null },
      'vendor-registration',
      true,
    ],
    [
      'vendor registration: not when pending',
      ebook,
      { vendorStatus: 'Pending' },
      'vendor-registration',
      false,
    ],
    ['vendor registration: not for POD', pod, {}, 'vendor-registration', false],
    // group
    [
      'existing book: grouped, unconfirmed',
      { ...ebook, grouped: true, isGroupConfirmed: false },
      ACTIVE,
      'choose-existing-book',
      true,
    ],
    [
      'existing book: confirmed',
      { ...ebook, grouped: true, isGroupConfirmed: true },
      ACTIVE,
      'choose-existing-book',
      false,
    ],
    ['existing book: not grouped', ebook, ACTIVE, 'choose-existing-book', false],
    // sections and bad children
    ['bare section with an allowed child', ebook, ACTIVE, 'interior', true],
    ['unknown child', ebook, ACTIVE, 'interior/spine', false],
    ['summary', ebook, ACTIVE, 'summary', true],
  ];
  it.each(cases)('%s', (_name, project, ctx, path, expected) => {
    expect(canVisit(project, parse(path), ctx)).toBe(expected);
  });
});

describe('allowedTarget', () => {
  const cases: Array<[string, WizardProject | null, WizardContext, string, string]> = [
    ['new book asking for interior', null, {}, 'interior/upload', 'choose-book-type'],
    ['draft asking for details', { type: 'PRINT' }, {}, 'book-details/about', 'create-book-title'],
    ['eBook asking for an early step', ebook, ACTIVE, 'choose-book-type', 'interior/upload'],
    ['print asking for an early step', print, ACTIVE, 'build-a-book', 'book-size-and-type'],
    ['POD asking for the title', pod, ACTIVE, 'create-book-title', 'book-size-and-type'],
    ['print without a title', { ...print, title: '' }, ACTIVE, 'summary', 'create-book-title'],
    [
      'print with incomplete size',
      { ...print, printColor: null },
      ACTIVE,
      'cover/upload',
      'book-size-and-type',
    ],
    ['interior review before conversion', ebook, ACTIVE, 'interior/review', 'interior/upload'],
    ['cover review before the preflight', print, ACTIVE, 'cover/review', 'cover/upload'],
    ['spine of a full cover', { ...print, coverType: 'full' }, ACTIVE, 'cover/spine', 'cover/upload'],
    ['eBook isbn', ebook, ACTIVE, 'book-details/isbn', 'book-details/editorial-reviews'],
    ['POD vendor', pod, {}, 'vendor/publisher', 'book-details/editorial-reviews'],
    ['sale status of an eBook', ebook, ACTIVE, 'select-sale-status', 'interior/upload'],
    ['bare section opens its first child', ebook, ACTIVE, 'book-details', 'book-details/about'],
    ['allowed page stays', print, ACTIVE, 'cover/fonts', 'cover/fonts'],
  ];
  it.each(cases)('%s', (_name, project, ctx, path, expected) => {
    expect(str(allowedTarget(project, parse(path), ctx))).toBe(expected);
  });

  it('always lands on a page the project may visit', () => {
    const projects: WizardProject[] = [
      ebook,
      print,
      pod,
      { ...print, pageCount: null },
      { ...ebook, preOrder: true },
    ];
    for (const p of projects) {
      for (const step of flowSteps(p, ALL).concat(flowSteps(p, {}))) {
        expect(canVisit(p, allowedTarget(p, step, ALL), ALL)).toBe(true);
      }
    }
  });
});

describe('cover types', () => {
  it('offers separate front and back covers with a spine to print books only', () => {
    expect(coverTypesFor('EBOOK')).toEqual(['full']);
    expect(coverTypesFor('PRINT')).toEqual(['full', 'separate']);
    expect(coverTypesFor('POD')).toEqual(['full', 'separate']);
    expect(coverTypeAllowed('EBOOK', 'separate')).toBe(false);
    expect(coverTypeAllowed('EBOOK', 'full')).toBe(true);
    expect(coverTypeAllowed('POD', 'separate')).toBe(true);
    expect(coverTypeAllowed('PRINT', 'wrap')).toBe(false);
  });
});
