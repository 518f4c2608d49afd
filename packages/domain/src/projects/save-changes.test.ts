import { describe, expect, it } from 'vitest';
import { saveRefusal } from '../wizard/save';
import { realChanges, type SaveBaseline, sameAsStored } from './save-changes';
import { projectSaveSchema } from './schema';

/** An on-sale eBook as `GET /api/project/{id}` answers it (the fields a save compares). */
const onSale: SaveBaseline = {
  id: 'e1',
  type: 'EBOOK',
  status: 'ONSALE',
  title: 'The Lighthouse Keeper’s Daughter',
  subtitle: null,
  listPrice: '4.99',
  isbn: '9798886450101',
  onSaleDate: '2026-11-01T14:00:00.000Z',
  publicationDate: null,
  preOrder: false,
  interiorApproved: true,
  coverFullApproved: true,
  interiorPdfConversionStatus: 'CONVERTED',
  coverFullPreFlightCheckStatus: 'SUCCESSFUL',
  contributors: [{ firstName: 'Ada', lastName: 'Author', role: 'A', email: 'ada@example.com' }],
  categories: [{ categoryId: 'FIC000000', categoryCrumbs: 'Fiction > General', bisac: 'FIC000000' }],
  inSeries: false,
  seriesName: null,
  seriesNumber: null,
  description: '<p>On a storm-bound island.</p>',
};

describe('realChanges', () => {
  it('drops every field a loaded project sends back as it was, keeping the id', () => {
    const body = projectSaveSchema.parse(onSale);
    expect(realChanges(onSale, body)).toEqual({ id: 'e1' });
  });

  it('keeps what really changes', () => {
    const body = projectSaveSchema.parse({ ...onSale, subtitle: 'A Novel', listPrice: '3.99' });
    expect(realChanges(onSale, body)).toEqual({ id: 'e1', subtitle: 'A Novel', listPrice: '3.99' });
  });

  it('compares money, dates, ISBNs, contributors and categories by what they mean', () => {
    expect(sameAsStored(onSale, 'listPrice', '4.990')).toBe(true);
    expect(sameAsStored(onSale, 'listPrice', 4.99)).toBe(true);
    expect(sameAsStored(onSale, 'listPrice', null)).toBe(false);
    expect(sameAsStored(onSale, 'onSaleDate', '2026-11-01T09:00:00-05:00')).toBe(true);
    expect(sameAsStored(onSale, 'onSaleDate', '2026-11-02')).toBe(false);
    expect(sameAsStored({ onSaleDate: '2026-11-02T05:00:00.000Z' }, 'onSaleDate', '2026-11-02')).toBe(true);
    expect(sameAsStored(onSale, 'isbn', '979-8-88645-010-1')).toBe(true);
    expect(sameAsStored(onSale, 'isbn', null)).toBe(false);
    expect(
      sameAsStored(onSale, 'contributors', [
        { firstName: ' Ada ', lastName: 'Author', role: 'A', email: 'ADA@example.com' },
      ]),
    ).toBe(true);
    expect(sameAsStored(onSale, 'contributors', [{ firstName: 'Ada', lastName: 'Author', role: 'E' }])).toBe(
      false,
    );
    expect(sameAsStored(onSale, 'categories', ['FIC000000'])).toBe(true);
    expect(sameAsStored(onSale, 'categories', ['FIC000000', 'FIC000001'])).toBe(false);
    expect(sameAsStored(onSale, 'categories', [])).toBe(false);
    expect(sameAsStored(onSale, 'subtitle', '')).toBe(true);
    expect(sameAsStored(onSale, 'preOrder', false)).toBe(true);
    expect(sameAsStored(onSale, 'preOrder', true)).toBe(false);
  });

  it('a field the stored project does not name is a change; a create keeps everything', () => {
    expect(realChanges({ id: 'p1' }, { id: 'p1', title: 'T' })).toEqual({ id: 'p1', title: 'T' });
    expect(realChanges(null, { type: 'EBOOK', title: 'T' })).toEqual({ type: 'EBOOK', title: 'T' });
  });
});

describe('saveRefusal over real changes only', () => {
  it('an on-sale eBook sent back unchanged is never locked, even its ISBN', () => {
    const body = projectSaveSchema.parse(onSale);
    expect(saveRefusal(onSale, body)).toBeNull();
    // A real ISBN change on an eBook still is.
    expect(saveRefusal(onSale, { ...body, isbn: '9798886450118' })).toMatchObject({
      code: 'WIZARD_STEP_LOCKED',
      field: 'isbn',
    });
  });

  it('unchanged approvals and pre-order need no permission; changed ones still do', () => {
    const draft: SaveBaseline = { id: 'e2', type: 'EBOOK', preOrder: true, interiorApproved: false };
    expect(saveRefusal(draft, { id: 'e2', preOrder: true })).toBeNull();
    expect(saveRefusal(draft, { id: 'e2', interiorApproved: true })).toMatchObject({
      field: 'interiorApproved',
    });
  });
});
