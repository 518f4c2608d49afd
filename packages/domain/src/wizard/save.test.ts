import { describe, expect, it } from 'vitest';
import { errorDefinition } from '../errors/catalogue';
import type { WizardContext, WizardProject } from './access';
import { changesSizeType, saveRefusal } from './save';
import { pageTarget, parseWizardStep, summaryTitle, WIZARD_ORDER, wizardPath } from './steps';
import { ebook, print, SIZE } from './test-fixtures';

const bare: WizardProject = { id: 'p2', type: 'PRINT', title: 'P' };

describe('saveRefusal', () => {
  const cases: Array<
    [string, WizardProject | null, Record<string, unknown>, WizardContext, string | null, string | null]
  > = [
    ['create an eBook', null, { type: 'EBOOK', title: 'T' }, {}, null, null],
    ['create a print book', null, { type: 'PRINT', title: 'T' }, {}, null, null],
    ['change the type', ebook, { type: 'PRINT' }, {}, 'PROJECT_TYPE_LOCKED', 'type'],
    ['same type is fine', ebook, { type: 'EBOOK', title: 'X' }, {}, null, null],
    ['empty a print title', print, { title: ' ' }, {}, 'VALIDATION', 'title'],
    ['empty an eBook title', ebook, { title: '' }, {}, 'VALIDATION', 'title'],
    ['clear an eBook title', ebook, { title: null }, {}, 'VALIDATION', 'title'],
    ['separate covers on an eBook', ebook, { coverType: 'separate' }, {}, 'WIZARD_STEP_LOCKED', 'coverType'],
    ['one full cover on an eBook', ebook, { coverType: 'full' }, {}, null, null],
    ['separate covers on a print book', print, { coverType: 'separate' }, {}, null, null],
    ['eBook price out of band', ebook, { listPrice: '0.50' }, {}, 'VALIDATION', 'listPrice'],
    ['eBook price in band', ebook, { listPrice: '2.99' }, {}, null, null],
    ['print price before size', bare, { listPrice: '12.99' }, {}, 'WIZARD_STEP_LOCKED', 'listPrice'],
    ['print categories before size', bare, { categories: [] }, {}, 'WIZARD_STEP_LOCKED', 'categories'],
    ['print size fields before size', bare, { pageSize: '6x9', pageCount: 100 }, {}, null, null],
    ['size completed with the price', bare, { ...SIZE, listPrice: '12.99' }, {}, null, null],
    ['print price after size', print, { listPrice: '12.99' }, {}, null, null],
    [
      'clear size and price together',
      print,
      { pageSize: null, listPrice: null },
      {},
      'WIZARD_STEP_LOCKED',
      'listPrice',
    ],
    ['pre-order without permission', ebook, { preOrder: true }, {}, 'WIZARD_STEP_LOCKED', 'preOrder'],
    ['pre-order with permission', ebook, { preOrder: true }, { preOrderAllowed: true }, null, null],
    [
      'pre-order on print',
      print,
      { preOrder: true },
      { preOrderAllowed: true },
      'WIZARD_STEP_LOCKED',
      'preOrder',
    ],
    [
      'custom sample without permission',
      ebook,
      { isDefaultSample: 'CUSTOM' },
      {},
      'WIZARD_STEP_LOCKED',
      'isDefaultSample',
    ],
    [
      'custom sample with permission',
      ebook,
      { isDefaultSample: 'SELECTED' },
      { customSampling: true },
      null,
      null,
    ],
    ['default sample always', ebook, { isDefaultSample: 'DEFAULT' }, {}, null, null],
    ['isbn on an eBook', ebook, { isbn: '9780306406157' }, {}, 'WIZARD_STEP_LOCKED', 'isbn'],
    ['isbn on POD', { ...print, type: 'POD' }, { isbn: '9780306406157' }, {}, 'WIZARD_STEP_LOCKED', 'isbn'],
    ['isbn on PRINT', print, { isbn: '9780306406157' }, {}, null, null],
    [
      'approve an unconverted interior',
      ebook,
      { interiorApproved: true },
      {},
      'WIZARD_STEP_LOCKED',
      'interiorApproved',
    ],
    [
      'approve a converted interior',
      { ...ebook, interiorPdfConversionStatus: 'CONVERTED' },
      { interiorApproved: true },
      {},
      null,
      null,
    ],
    [
      'approve a cover before its review',
      print,
      { coverFullApproved: true },
      {},
      'WIZARD_STEP_LOCKED',
      'coverFullApproved',
    ],
    [
      'approve a cover at review',
      { ...print, interiorApproved: true, coverFullPreFlightCheckStatus: 'SUCCESSFUL' },
      { coverFullApproved: true },
      {},
      null,
      null,
    ],
  ];
  it.each(cases)('%s', (_name, existing, patch, ctx, code, field) => {
    const item = saveRefusal(existing, patch, ctx);
    expect(item?.code ?? null).toBe(code);
    expect(item?.field ?? null).toBe(field);
    if (item) expect(item.description.length).toBeGreaterThan(0);
  });

  it('uses catalogue codes answered with 409', () => {
    expect(errorDefinition('PROJECT_TYPE_LOCKED')).toMatchObject({
      httpStatus: 409,
      source: 'quire',
      field: 'type',
    });
    expect(errorDefinition('WIZARD_STEP_LOCKED').httpStatus).toBe(409);
  });

  it('notices a change of size or type', () => {
    expect(changesSizeType(print, { pageCount: 202 })).toBe(true);
    expect(changesSizeType(print, { pageCount: 200, title: 'x' })).toBe(false);
    expect(changesSizeType(null, { pageCount: 200 })).toBe(false);
  });
});

describe('steps', () => {
  it('keeps the spec order and names', () => {
    expect(WIZARD_ORDER.map((s) => s.section)).toEqual([
      'build-a-book',
      'choose-book-type',
      'create-book-title',
      'choose-existing-book',
      'select-sale-status',
      'select-preorder-status',
      'vendor-registration',
      'book-size-and-type',
      'interior',
      'cover',
      'book-details',
      'vendor',
      'summary',
    ]);
  });

  it('builds and reads paths', () => {
    expect(wizardPath('abc', 'interior', 'upload')).toBe('/abc/interior/upload');
    expect(wizardPath(null, 'choose-book-type')).toBe('/new/choose-book-type');
    expect(parseWizardStep('cover', 'spine')).toEqual({ section: 'cover', child: 'spine' });
    expect(parseWizardStep('cover', 'about')).toBeNull();
    expect(parseWizardStep('nowhere')).toBeNull();
    expect(parseWizardStep('summary')).toEqual({ section: 'summary', child: null });
  });

  it('titles the summary and targets pages', () => {
    expect(summaryTitle('EBOOK')).toBe('Review & Publish');
    expect(summaryTitle('PRINT')).toBe('Review & Publish');
    expect(summaryTitle('POD')).toBe('Review & Order');
    expect(pageTarget('EBOOK', 'interior')).toBe('ebook-interior');
    expect(pageTarget('POD', 'book-size-and-type')).toBe('print-size');
    expect(pageTarget('PRINT', 'summary')).toBe('print-review');
    expect(pageTarget('EBOOK', 'build-a-book')).toBe('projects');
  });
});
