import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { toCents } from '../format/price';
import { COVER_FORMATS, PAPER_COLORS, PRINT_COLORS, TRIM_SIZES } from '../projects/types';
import { PRINT_COST_TABLE, printCostRow } from './cost-table';
import { type PrintSpec, personalQuote, printQuote } from './print';

const base: PrintSpec = {
  pageSize: '6x9',
  pageCount: 200,
  printColor: 'BLACK_WHITE',
  paperColor: 'WHITE',
  coverFormat: 'SOFTCOVER',
};

function errorsOf(fn: () => unknown) {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return e.items;
    throw e;
  }
  return [];
}

const validSpec = fc
  .record({
    trim: fc.constantFrom(...TRIM_SIZES),
    pages: fc.integer({ min: 9, max: 400 }).map((n) => n * 2),
    printColor: fc.constantFrom(...PRINT_COLORS),
    paperColor: fc.constantFrom(...PAPER_COLORS),
  })
  .chain((r) =>
    fc.constantFrom(...r.trim.coverFormats).map((coverFormat) => ({
      pageSize: r.trim.pageSize,
      pageCount: r.pages,
      printColor: r.printColor,
      paperColor: r.paperColor,
      coverFormat,
    })),
  );

describe('PRINT_COST_TABLE', () => {
  it('has one row for every trim class, print colour, paper colour and cover format', () => {
    expect(PRINT_COST_TABLE).toHaveLength(2 * 3 * 2 * 3);
    expect(printCostRow('STANDARD', 'BLACK_WHITE', 'WHITE', 'SOFTCOVER')).toMatchObject({
      fixed: '0.85',
      perPage: '0.0120',
    });
    expect(printCostRow('STANDARD', 'STANDARD_COLOR', 'CREAM', 'HARDCOVER')).toMatchObject({
      fixed: '6.35',
      perPage: '0.0370',
    });
    expect(printCostRow('LARGE', 'FULL_COLOR', 'WHITE', 'HARDCOVER_DUST_JACKET')).toMatchObject({
      fixed: '7.35',
      perPage: '0.0805',
    });
    expect(printCostRow('LARGE', 'BLACK_WHITE', 'CREAM', 'SOFTCOVER').perPage).toBe('0.0150'); // (0.012 + 0.001) × 1.15 = 0.01495
  });
});

describe('printQuote', () => {
  it('quotes a 200-page 6x9 black & white paperback at $14.99', () => {
    const q = printQuote({ ...base, price: '14.99' });
    expect(q).toMatchObject({
      price: '14.99',
      printing_cost: '3.25', // 0.85 + 200 × 0.012
      cost_per_page: '0.0120',
      retail_margin: '0.45',
      floor_price: '5.91', // 3.25 / 0.55 = 5.909… → 5.91
      net_royalty: '4.99', // 14.99 × 0.55 = 8.2445 − 3.25 = 4.9945
      royalty_rate: '0.33',
    });
    expect(q.pricing_description).toContain(
      '200-page 6x9 black & white paperback on white paper costs $3.25',
    );
    expect(q.pricing_description).toContain('leaves a royalty of $4.99 per copy');
  });

  it('changes with page count, colour, paper, trim and cover', () => {
    const cost = (patch: Partial<PrintSpec>) => printQuote({ ...base, ...patch }).printing_cost;
    expect(cost({})).toBe('3.25');
    expect(cost({ pageCount: 202 })).toBe('3.27');
    expect(cost({ printColor: 'STANDARD_COLOR' })).toBe('8.05');
    expect(cost({ printColor: 'FULL_COLOR' })).toBe('14.85');
    expect(cost({ pageSize: '8.5x11' })).toBe('3.61'); // 0.85 + 200 × 0.0138
    expect(cost({ coverFormat: 'HARDCOVER' })).toBe('8.75');
    expect(cost({ coverFormat: 'HARDCOVER_DUST_JACKET' })).toBe('9.75');
    expect(cost({ paperColor: 'CREAM' })).toBe('3.45'); // 0.85 + 200 × 0.013
  });

  it('answers a negative royalty below the floor price and no royalty without a price', () => {
    expect(printQuote({ ...base, price: '4.00' })).toMatchObject({
      net_royalty: '-1.05',
      royalty_rate: '-0.26',
    });
    expect(printQuote(base)).toMatchObject({ price: null, net_royalty: '0.00', royalty_rate: '0.00' });
    expect(printQuote({ ...base, price: 0 })).toMatchObject({ net_royalty: '-3.25', royalty_rate: '0.00' });
  });

  it('reports every problem with the spec at once', () => {
    const items = errorsOf(() =>
      printQuote({
        pageSize: '4x4',
        pageCount: 17,
        printColor: 'RED',
        paperColor: 'PINK',
        coverFormat: 'SPIRAL',
      }),
    );
    expect(items.map((i) => i.field)).toEqual([
      'pageSize',
      'pageCount',
      'printColor',
      'paperColor',
      'coverFormat',
    ]);
    expect(items[1]?.description).toBe('Please enter an even number from 18 to 800.');
    expect(errorsOf(() => printQuote({ ...base, pageSize: '5x8', coverFormat: 'HARDCOVER' }))).toEqual([
      {
        code: 'VALIDATION',
        field: 'coverFormat',
        description: 'This cover format is not available for the chosen book size.',
      },
    ]);
    expect(errorsOf(() => printQuote({ ...base, price: '1.999' }))[0]?.field).toBe('price');
    expect(errorsOf(() => printQuote({ ...base, price: '-1' }))[0]?.field).toBe('price');
  });

  it('floor_price is the lowest price with a non-negative royalty', () => {
    fc.assert(
      fc.property(validSpec, (spec) => {
        const q = printQuote(spec);
        const cost = new Decimal(q.printing_cost);
        const floor = new Decimal(q.floor_price);
        expect(floor.times('0.55').minus(cost).gte(0)).toBe(true);
        expect(floor.minus('0.01').times('0.55').minus(cost).lt(0)).toBe(true);
        expect(new Decimal(printQuote({ ...spec, price: q.floor_price }).net_royalty).gte(0)).toBe(true);
      }),
    );
  });

  it('net_royalty is price × 0.55 − printing_cost to the cent, and printing_cost follows the table', () => {
    fc.assert(
      fc.property(validSpec, fc.integer({ min: 0, max: 99999 }), (spec, cents) => {
        const price = (cents / 100).toFixed(2);
        const q = printQuote({ ...spec, price });
        const trim = TRIM_SIZES.find((t) => t.pageSize === spec.pageSize);
        const row = printCostRow(
          trim?.trimClass ?? 'STANDARD',
          spec.printColor,
          spec.paperColor,
          spec.coverFormat,
        );
        const cost = new Decimal(row.fixed).plus(new Decimal(row.perPage).times(spec.pageCount));
        expect(q.printing_cost).toBe(cost.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
        expect(q.cost_per_page).toBe(row.perPage);
        // integer check in ten-thousandths of a dollar: price × 5500 − cost × 10000
        const tenThousandths = cents * 55 - (toCents(q.printing_cost) as number) * 100;
        const sign = tenThousandths < 0 ? -1 : 1;
        const centsRounded = sign * Math.floor((Math.abs(tenThousandths) + 50) / 100);
        expect(toCents(q.net_royalty)).toBe(centsRounded);
        expect(q.net_royalty).toMatch(/^-?\d+\.\d{2}$/);
        expect(q.net_royalty).not.toBe('-0.00');
      }),
    );
  });

  it('quotes every cover format a trim allows', () => {
    for (const trim of TRIM_SIZES) {
      for (const coverFormat of COVER_FORMATS) {
        const spec = { ...base, pageSize: trim.pageSize, coverFormat };
        if (trim.coverFormats.includes(coverFormat))
          expect(printQuote(spec).printing_cost).toMatch(/^\d+\.\d{2}$/);
        else expect(errorsOf(() => printQuote(spec))[0]?.field).toBe('coverFormat');
      }
    }
  });
});

describe('personalQuote', () => {
  it('multiplies the per-copy printing cost by the quantity', () => {
    expect(personalQuote(base, 10)).toMatchObject({
      quantity: 10,
      printing_cost: '3.25',
      cost_per_page: '0.0120',
      total: '32.50',
    });
    expect(personalQuote(base, '1').pricing_description).toContain('1 copy cost $3.25');
  });

  it('refuses a quantity outside 1–9,999 together with spec problems', () => {
    expect(errorsOf(() => personalQuote(base, 0)).map((i) => i.field)).toEqual(['quantity']);
    expect(errorsOf(() => personalQuote(base, 1.5)).map((i) => i.field)).toEqual(['quantity']);
    expect(errorsOf(() => personalQuote({ ...base, pageCount: 19 }, 10000)).map((i) => i.field)).toEqual([
      'pageCount',
      'quantity',
    ]);
  });

  it('total is always the per-copy cost times the quantity', () => {
    fc.assert(
      fc.property(validSpec, fc.integer({ min: 1, max: 9999 }), (spec, quantity) => {
        const q = personalQuote(spec, quantity);
        expect(new Decimal(q.total).equals(new Decimal(q.printing_cost).times(quantity))).toBe(true);
      }),
    );
  });
});
