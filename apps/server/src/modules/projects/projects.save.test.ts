import { describe, expect, it } from 'vitest';
import {
  contributorsOf,
  PRICE_RESET_WARNING,
  plainPatch,
  priceBelowFloorWarning,
  priceWarningEffects,
  printSpecEffects,
  sanitizeRichText,
} from './projects.save';
import type { ProjectRow } from './projects.tables';

describe('sanitizeRichText', () => {
  it('keeps the allowed tags and http links, drops scripts, handlers and javascript: links', () => {
    const out = sanitizeRichText(
      '<p onclick="x()">A <strong>bold</strong> <em>move</em><script>alert(1)</script> <a href="https://example.com" target="_blank">ok</a> <a href="javascript:alert(1)">bad</a><img src=x onerror=alert(1)></p>',
    );
    expect(out).toBe(
      '<p>A <strong>bold</strong> <em>move</em> <a href="https://example.com">ok</a> <a>bad</a></p>',
    );
  });

  it('empty or whitespace-only text becomes null', () => {
    expect(sanitizeRichText('  <script>x</script> ')).toBeNull();
    expect(sanitizeRichText(null)).toBeNull();
  });
});

describe('plainPatch and contributorsOf', () => {
  it('money keeps two decimals and mirrors listPrice into price', () => {
    expect(plainPatch({ listPrice: '4.9' })).toMatchObject({ listPrice: '4.90', price: '4.90' });
    expect(plainPatch({ listPrice: null })).toMatchObject({ listPrice: null, price: null });
  });

  it('refuses two contributors with one e-mail on the second', () => {
    expect(() =>
      contributorsOf({
        contributors: [
          { firstName: 'A', lastName: 'B', role: 'A', email: 'x@example.com' },
          { firstName: 'C', lastName: 'D', role: 'E', email: 'X@example.com ' },
        ],
      }),
    ).toThrow('A contributor already exists with this email address');
  });
});

describe('printSpecEffects (decision 011)', () => {
  const stored = {
    type: 'PRINT',
    bookSizeType: '6x9-SOFTCOVER-BLACK_WHITE',
    pageSize: '6x9',
    pageCount: 200,
    printColor: 'BLACK_WHITE',
    paperColor: 'WHITE',
    coverFormat: 'SOFTCOVER',
    listPrice: '14.99',
    quotedPrice: '3.25',
  } as unknown as ProjectRow;

  it('eBooks are untouched', () => {
    expect(printSpecEffects({ ...stored, type: 'EBOOK' }, { pageCount: 300 })).toEqual({});
  });

  it('no change, no effect', () => {
    expect(printSpecEffects(stored, { pageCount: 200 })).toEqual({});
  });

  it('a new size type resets price and quote with the warning', () => {
    expect(printSpecEffects(stored, { bookSizeType: '8.5x11-SOFTCOVER-FULL_COLOR' })).toEqual({
      listPrice: null,
      price: null,
      quotedPrice: null,
      warningMessage: PRICE_RESET_WARNING,
    });
  });

  it('a new page count re-quotes, keeps a price that still earns, and flags the change', () => {
    const out = printSpecEffects(stored, { pageCount: 240 });
    expect(out.pageCountChanged).toBe(true);
    expect(out.quotedPrice).toMatch(/^\d+\.\d{2}$/);
    expect(out).not.toHaveProperty('listPrice');
  });

  it('a change that makes the royalty negative resets the list price with the floor in the warning', () => {
    const out = printSpecEffects(stored, { printColor: 'FULL_COLOR', pageCount: 800 });
    expect(out.listPrice).toBeNull();
    expect(out.warningMessage).toMatch(/lowest price that earns a royalty/);
  });
});

describe('priceWarningEffects', () => {
  const reset = { warningMessage: PRICE_RESET_WARNING } as unknown as ProjectRow;

  it('a new list price clears a price-reset or below-floor warning', () => {
    expect(priceWarningEffects(reset, { listPrice: '19.99', price: '19.99' })).toEqual({
      warningMessage: null,
    });
    const floor = { warningMessage: priceBelowFloorWarning('12.40') } as unknown as ProjectRow;
    expect(priceWarningEffects(floor, { listPrice: '15.00' })).toEqual({ warningMessage: null });
  });

  it('no price, a cleared price, another warning or a fresh reset in the same save: left alone', () => {
    expect(priceWarningEffects(reset, { title: 'x' })).toEqual({});
    expect(priceWarningEffects(reset, { listPrice: null })).toEqual({});
    expect(
      priceWarningEffects({ warningMessage: 'Your page count changed.' } as unknown as ProjectRow, {
        listPrice: '9.99',
      }),
    ).toEqual({});
    expect(priceWarningEffects(reset, { listPrice: null, warningMessage: PRICE_RESET_WARNING })).toEqual({});
    expect(priceWarningEffects(null, { listPrice: '9.99' })).toEqual({});
  });
});
