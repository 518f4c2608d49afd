import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareMoney } from '../pricing/money';
import { printQuote } from '../pricing/print';
import {
  isPriceResetWarning,
  PRICE_RESET_WARNING,
  type PriceProjectFields,
  priceBelowFloorWarning,
  priceWarningEffects,
  printSpecEffects,
} from './price-effects';

const stored: PriceProjectFields = {
  type: 'PRINT',
  bookSizeType: '6x9-SOFTCOVER-BLACK_WHITE',
  pageSize: '6x9',
  pageCount: 200,
  printColor: 'BLACK_WHITE',
  paperColor: 'WHITE',
  coverFormat: 'SOFTCOVER',
  listPrice: '14.99',
  price: '14.99',
  quotedPrice: '3.25',
  warningMessage: null,
};

describe('printSpecEffects (decision 011)', () => {
  it('eBooks are untouched', () => {
    expect(printSpecEffects({ ...stored, type: 'EBOOK' }, { pageCount: 300 })).toEqual({});
  });

  it('no change, no effect', () => {
    expect(printSpecEffects(stored, { pageCount: 200 })).toEqual({});
    expect(printSpecEffects(stored, { title: 'x' } as Partial<PriceProjectFields>)).toEqual({});
  });

  it('a new size type resets price and quote with the warning', () => {
    expect(printSpecEffects(stored, { bookSizeType: '8.5x11-SOFTCOVER-FULL_COLOR' })).toEqual({
      listPrice: null,
      price: null,
      quotedPrice: null,
      warningMessage: PRICE_RESET_WARNING,
    });
  });

  it('a first size type on an unpriced book only quotes', () => {
    const unpriced = { ...stored, bookSizeType: null, listPrice: null, price: null, quotedPrice: null };
    expect(printSpecEffects(unpriced, { bookSizeType: '6x9-SOFTCOVER-BLACK_WHITE' })).toEqual({
      quotedPrice: printQuote(stored).printing_cost,
    });
  });

  it('a new page count re-quotes, keeps a price that still earns, and flags the change', () => {
    const out = printSpecEffects(stored, { pageCount: 240 });
    expect(out.pageCountChanged).toBe(true);
    expect(out.quotedPrice).toBe(printQuote({ ...stored, pageCount: 240 }).printing_cost);
    expect(out).not.toHaveProperty('listPrice');
  });

  it('a change that makes the royalty negative resets the list price with the floor in the warning', () => {
    const out = printSpecEffects(stored, { printColor: 'FULL_COLOR', pageCount: 800 });
    const floor = printQuote({ ...stored, printColor: 'FULL_COLOR', pageCount: 800 }).floor_price;
    expect(out).toMatchObject({
      listPrice: null,
      price: null,
      warningMessage: priceBelowFloorWarning(floor),
    });
    expect(isPriceResetWarning(out.warningMessage)).toBe(true);
  });

  it('a save that sets the list price too keeps it, even below the floor', () => {
    const out = printSpecEffects(stored, { printColor: 'FULL_COLOR', pageCount: 800, listPrice: '5.00' });
    expect(out).not.toHaveProperty('listPrice');
    expect(out).not.toHaveProperty('warningMessage');
  });

  it('an incomplete spec drops the quote; a new book gets its first quote without a page-count flag', () => {
    expect(printSpecEffects(stored, { pageSize: null })).toEqual({ quotedPrice: null });
    expect(printSpecEffects(null, { ...stored, listPrice: null })).toEqual({
      quotedPrice: printQuote(stored).printing_cost,
    });
  });

  it('never leaves a kept list price below the floor after a spec change (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 9, max: 400 }).map((n) => n * 2),
        fc.constantFrom('BLACK_WHITE', 'STANDARD_COLOR', 'FULL_COLOR'),
        fc.integer({ min: 100, max: 5000 }),
        (pageCount, printColor, cents) => {
          // A spec change: the stored spec itself (200 pages, black and white) changes nothing.
          fc.pre(pageCount !== stored.pageCount || printColor !== stored.printColor);
          const listPrice = `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
          const before = { ...stored, listPrice, price: listPrice };
          const out = printSpecEffects(before, { pageCount, printColor });
          const next = { ...before, pageCount, printColor, ...out };
          const quote = printQuote({ ...next, price: next.listPrice ?? undefined });
          if (next.listPrice !== null) expect(compareMoney(quote.net_royalty, 0)).not.toBe(-1);
          else expect(out.warningMessage).toBe(priceBelowFloorWarning(quote.floor_price));
          expect(out.quotedPrice).toBe(quote.printing_cost);
        },
      ),
    );
  });
});

describe('priceWarningEffects', () => {
  const reset = { warningMessage: PRICE_RESET_WARNING };

  it('a new list price clears a price-reset or below-floor warning', () => {
    expect(priceWarningEffects(reset, { listPrice: '19.99', price: '19.99' })).toEqual({
      warningMessage: null,
    });
    const floor = { warningMessage: priceBelowFloorWarning('12.40') };
    expect(priceWarningEffects(floor, { listPrice: '15.00' })).toEqual({ warningMessage: null });
  });

  it('no price, a cleared price, another warning or a fresh reset in the same save: left alone', () => {
    expect(priceWarningEffects(reset, { pageCount: 10 })).toEqual({});
    expect(priceWarningEffects(reset, { listPrice: null })).toEqual({});
    expect(
      priceWarningEffects({ warningMessage: 'Your page count changed.' }, { listPrice: '9.99' }),
    ).toEqual({});
    expect(priceWarningEffects(reset, { listPrice: null, warningMessage: PRICE_RESET_WARNING })).toEqual({});
    expect(priceWarningEffects(null, { listPrice: '9.99' })).toEqual({});
  });
});

describe('isPriceResetWarning', () => {
  it('knows the two reset warnings and nothing else', () => {
    expect(isPriceResetWarning(PRICE_RESET_WARNING)).toBe(true);
    expect(isPriceResetWarning(priceBelowFloorWarning('9.10'))).toBe(true);
    expect(isPriceResetWarning('Your page count changed.')).toBe(false);
    expect(isPriceResetWarning(null)).toBe(false);
  });
});
