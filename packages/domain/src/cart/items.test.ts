import { describe, expect, it } from 'vitest';
import { printQuote } from '../pricing/print';
import {
  CART_MESSAGES,
  cartAddRefusal,
  cartUnitPrice,
  MAX_PROOFS_PER_BOOK,
  type OrderableBook,
  quantityRefusal,
} from './items';

const book: OrderableBook = {
  type: 'POD',
  status: 'ORDERED',
  publishedDate: null,
  interiorApproved: true,
  coverFullApproved: true,
  interiorPreFlightCheckStatus: 'SUCCESSFUL',
  coverFullPreFlightCheckStatus: 'SUCCESSFUL',
  pageSize: '6x9',
  pageCount: 120,
  printColor: 'BLACK_WHITE',
  paperColor: 'WHITE',
  coverFormat: 'SOFTCOVER',
};

describe('cartAddRefusal', () => {
  it('an ordered, approved print book may be added', () => {
    expect(cartAddRefusal(book)).toBeNull();
    expect(cartAddRefusal({ ...book, status: 'ONSALE' })).toBeNull();
    expect(cartAddRefusal({ ...book, status: 'OFFSALE' })).toBeNull();
  });

  it('an eBook, a book not completed, and a published book with unpublished changes are refused', () => {
    expect(cartAddRefusal({ ...book, type: 'EBOOK' })?.code).toBe('CART_NOT_PRINT');
    expect(cartAddRefusal({ ...book, status: 'NEW' })?.code).toBe('CART_BOOK_INCOMPLETE');
    expect(cartAddRefusal({ ...book, status: 'EDITING', publishedDate: '2026-01-02' })?.code).toBe('6031');
  });

  it('a file with an upload error or not approved answers 6024', () => {
    expect(cartAddRefusal({ ...book, interiorApproved: false })?.code).toBe('6024');
    expect(cartAddRefusal({ ...book, coverFullApproved: false })?.code).toBe('6024');
    expect(cartAddRefusal({ ...book, status: 'ERROR', interiorPreFlightCheckStatus: 'ERROR' })?.code).toBe(
      '6024',
    );
  });
});

describe('prices and quantities', () => {
  it('a copy and a proof cost the print quote’s printing cost', () => {
    expect(cartUnitPrice(book)).toBe(printQuote(book).printing_cost);
  });

  it(`holds at most ${MAX_PROOFS_PER_BOOK} proofs of a book`, () => {
    expect(quantityRefusal('PROOF', MAX_PROOFS_PER_BOOK)).toBeNull();
    const refusal = quantityRefusal('PROOF', MAX_PROOFS_PER_BOOK + 1);
    expect(refusal?.items[0]).toEqual({
      code: 'CART_MAX_PROOFS',
      description: CART_MESSAGES.maxProofs,
      field: 'quantity',
    });
    expect(quantityRefusal('AUTHOR_COPY', 40)).toBeNull();
    expect(quantityRefusal('AUTHOR_COPY', -1)?.items[0]?.field).toBe('quantity');
  });
});
