import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { ERROR_CATALOGUE } from '../errors/catalogue';
import { toCents } from '../format/price';
import { PRICE_RESET_WARNING, priceBelowFloorWarning } from '../projects/price-effects';
import { TRIM_SIZES } from '../projects/types';
import { printCostRow } from './cost-table';
import { type PrintSpec, printQuote } from './print';
import {
  compareUltraPremium,
  ULTRA_PREMIUM_IN_PROCESS_STATUSES,
  ULTRA_PREMIUM_ON_SALE_STATUSES,
  ultraPremiumConversion,
  ultraPremiumQuote,
  ultraPremiumRefusals,
  ultraPremiumSaveProblems,
} from './ultra-premium';
import {
  ULTRA_PREMIUM_COST_BASIS,
  ULTRA_PREMIUM_COST_TABLE,
  ULTRA_PREMIUM_PAGE_COUNT_MAX,
  ULTRA_PREMIUM_PAGE_COUNT_MIN,
  ULTRA_PREMIUM_PAGE_SIZES,
  ultraPremiumCostRow,
} from './ultra-premium-cost-table';

const base = {
  pageSize: '6x9',
  pageCount: 200,
  printColor: 'BLACK_WHITE',
  paperColor: 'CREAM',
  coverFormat: 'SOFTCOVER',
} satisfies PrintSpec;
const book = {
  ...base,
  id: 'p1',
  title: 'Tides',
  type: 'PRINT',
  status: 'EDITING',
  printTier: 'STANDARD',
  coverFinish: 'GLOSS',
  listPrice: '39.99',
  price: '39.99',
  quotedPrice: '3.65',
  bookSizeType: '6x9-SOFTCOVER-BLACK_WHITE',
  pageCount: 200,
  warningMessage: null,
};

const codes = (items: { code: string }[]) => items.map((i) => i.code);

/** An Ultra Premium spec: an offered trim, a cover format it allows and an even page count in range. */
const ultraSpec = fc
  .record({
    trim: fc.constantFrom(...TRIM_SIZES.filter((t) => ULTRA_PREMIUM_PAGE_SIZES.includes(t.pageSize))),
    pages: fc.integer({ min: ULTRA_PREMIUM_PAGE_COUNT_MIN / 2, max: ULTRA_PREMIUM_PAGE_COUNT_MAX / 2 }),
  })
  .chain((r) =>
    fc.constantFrom(...r.trim.coverFormats).map((coverFormat) => ({
      pageSize: r.trim.pageSize,
      pageCount: r.pages * 2,
      printColor: 'BLACK_WHITE',
      paperColor: 'WHITE',
      coverFormat,
    })),
  );

describe('ULTRA_PREMIUM_COST_TABLE', () => {
  it('has a row for every Ultra Premium trim and each cover format the trim allows', () => {
    expect(ULTRA_PREMIUM_PAGE_SIZES).toEqual(['6x9', '5.5x8.5', '6.14x9.21', '7x10', '8x10', '8.5x11']);
    const expected = TRIM_SIZES.filter((t) => ULTRA_PREMIUM_PAGE_SIZES.includes(t.pageSize)).reduce(
      (n, t) => n + t.coverFormats.length,
      0,
    );
    expect(ULTRA_PREMIUM_COST_TABLE).toHaveLength(expected);
    expect(ultraPremiumCostRow('6x9', 'SOFTCOVER')).toMatchObject({ fixed: '2.50', perPage: '0.0900' });
    expect(ultraPremiumCostRow('6x9', 'HARDCOVER')).toMatchObject({ fixed: '8.00', perPage: '0.0900' });
    expect(ultraPremiumCostRow('6x9', 'HARDCOVER_DUST_JACKET')?.fixed).toBe('9.00');
    expect(ultraPremiumCostRow('8.5x11', 'HARDCOVER')).toMatchObject({ fixed: '8.90', perPage: '0.1300' });
    expect(ultraPremiumCostRow('5x8', 'SOFTCOVER')).toBeNull();
    expect(ultraPremiumCostRow('7x10', 'HARDCOVER_DUST_JACKET')).toBeNull();
  });

  it('costs more than the dearest standard option of the same trim and cover, per copy and per page', () => {
    for (const row of ULTRA_PREMIUM_COST_TABLE) {
      const trim = TRIM_SIZES.find((t) => t.pageSize === row.pageSize);
      const standard = printCostRow(trim?.trimClass ?? 'STANDARD', 'FULL_COLOR', 'CREAM', row.coverFormat);
      expect(new Decimal(row.fixed).gt(standard.fixed)).toBe(true);
      expect(new Decimal(row.perPage).gt(standard.perPage)).toBe(true);
    }
  });

  it('names each trim in the trim-size refusal', () => {
    const words = ERROR_CATALOGUE.ULTRA_PREMIUM_TRIM_SIZE?.message ?? '';
    for (const size of Object.keys(ULTRA_PREMIUM_COST_BASIS))
      expect(words).toContain(size.replace('x', ' x '));
  });
});

describe('ultraPremiumQuote', () => {
  it('quotes a 200-page 6x9 paperback at $39.99 with printQuote’s rules on the Ultra Premium table', () => {
    const q = ultraPremiumQuote({ ...base, price: '39.99' });
    expect(q).toMatchObject({
      price: '39.99',
      printing_cost: '20.50', // 2.50 + 200 × 0.09
      cost_per_page: '0.0900',
      retail_margin: '0.45',
      floor_price: '37.28', // 20.50 / 0.55 = 37.2727… → 37.28
      net_royalty: '1.49', // 39.99 × 0.55 = 21.9945 − 20.50
      royalty_rate: '0.04',
    });
    expect(q.pricing_description).toContain(
      'Printing one 200-page 6x9 Ultra Premium paperback (full color on 80# premium white paper, soft-touch matte cover) costs $20.50',
    );
    // The colour and paper the spec names do not matter: the tier has its own.
    expect(ultraPremiumQuote({ ...base, printColor: 'FULL_COLOR', paperColor: 'WHITE' })).toEqual(
      ultraPremiumQuote(base),
    );
    expect(printQuote({ ...base, printTier: 'ULTRA_PREMIUM', printColor: null, paperColor: null })).toEqual(
      ultraPremiumQuote(base),
    );
  });

  it('refuses a trim or page count outside Ultra Premium’s, on the field', () => {
    const fields = (spec: PrintSpec) => {
      try {
        ultraPremiumQuote(spec);
        return [];
      } catch (e) {
        if (e instanceof AppError) return e.items.map((i) => [i.field, i.description]);
        throw e;
      }
    };
    expect(fields({ ...base, pageSize: '5x8' })).toEqual([
      ['pageSize', ERROR_CATALOGUE.ULTRA_PREMIUM_TRIM_SIZE?.message],
    ]);
    expect(fields({ ...base, pageCount: 22 })).toEqual([
      ['pageCount', ERROR_CATALOGUE.ULTRA_PREMIUM_PAGE_COUNT?.message],
    ]);
    expect(fields({ ...base, pageCount: 502 })[0]?.[0]).toBe('pageCount');
    expect(fields({ ...base, pageCount: 24 })).toEqual([]);
    expect(fields({ ...base, pageCount: 500 })).toEqual([]);
    // The general rule speaks first: an odd count is the print rule's message, once.
    expect(fields({ ...base, pageCount: 17 })).toEqual([
      ['pageCount', 'Please enter an even number from 18 to 800.'],
    ]);
  });

  it('floor_price is the lowest price with a non-negative royalty, as for every print quote', () => {
    fc.assert(
      fc.property(ultraSpec, (spec) => {
        const q = ultraPremiumQuote(spec);
        const cost = new Decimal(q.printing_cost);
        const floor = new Decimal(q.floor_price);
        expect(floor.times('0.55').minus(cost).gte(0)).toBe(true);
        expect(floor.minus('0.01').times('0.55').minus(cost).lt(0)).toBe(true);
      }),
    );
  });

  it('printing_cost follows the Ultra Premium table and net_royalty is price × 0.55 − printing_cost', () => {
    fc.assert(
      fc.property(ultraSpec, fc.integer({ min: 0, max: 99999 }), (spec, cents) => {
        const price = (cents / 100).toFixed(2);
        const q = ultraPremiumQuote({ ...spec, price });
        const row = ultraPremiumCostRow(spec.pageSize, spec.coverFormat);
        expect(row).not.toBeNull();
        const cost = new Decimal(row?.fixed ?? 0).plus(new Decimal(row?.perPage ?? 0).times(spec.pageCount));
        expect(q.printing_cost).toBe(cost.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
        const tenThousandths = cents * 55 - (toCents(q.printing_cost) as number) * 100;
        const sign = tenThousandths < 0 ? -1 : 1;
        expect(toCents(q.net_royalty)).toBe(sign * Math.floor((Math.abs(tenThousandths) + 50) / 100));
        // Never cheaper than the standard quote of the same trim and cover in premium colour.
        const standard = printQuote({ ...spec, printColor: 'FULL_COLOR', price });
        expect(new Decimal(q.printing_cost).gt(standard.printing_cost)).toBe(true);
        expect(new Decimal(q.net_royalty).lt(standard.net_royalty)).toBe(true);
      }),
    );
  });
});

describe('ultraPremiumRefusals', () => {
  it('lets an editable print or POD book of an Ultra Premium size convert', () => {
    expect(ultraPremiumRefusals(book)).toEqual([]);
    expect(ultraPremiumRefusals({ ...book, type: 'POD', status: 'OFFSALE' })).toEqual([]);
    expect(ultraPremiumRefusals({ ...book, status: 'ORDERED' })).toEqual([]);
  });

  it('gives each reason with its catalogue code and words', () => {
    expect(ultraPremiumRefusals({ ...book, type: 'EBOOK' })).toEqual([
      { code: 'ULTRA_PREMIUM_NOT_PRINT', description: ERROR_CATALOGUE.ULTRA_PREMIUM_NOT_PRINT?.message },
    ]);
    for (const status of ULTRA_PREMIUM_ON_SALE_STATUSES)
      expect(codes(ultraPremiumRefusals({ ...book, status }))).toEqual(['ULTRA_PREMIUM_ON_SALE']);
    expect(codes(ultraPremiumRefusals({ ...book, status: 'OnSale' }))).toEqual(['ULTRA_PREMIUM_ON_SALE']);
    for (const status of ULTRA_PREMIUM_IN_PROCESS_STATUSES)
      expect(codes(ultraPremiumRefusals({ ...book, status }))).toEqual(['ULTRA_PREMIUM_IN_PROCESS']);
    expect(codes(ultraPremiumRefusals({ ...book, pageSize: '5x8' }))).toEqual(['ULTRA_PREMIUM_TRIM_SIZE']);
    expect(ultraPremiumRefusals({ ...book, pageCount: 600 })).toEqual([
      {
        code: 'ULTRA_PREMIUM_PAGE_COUNT',
        description: ERROR_CATALOGUE.ULTRA_PREMIUM_PAGE_COUNT?.message,
        field: 'pageCount',
      },
    ]);
    expect(codes(ultraPremiumRefusals({ ...book, pageSize: null }))).toEqual([
      'ULTRA_PREMIUM_SPEC_INCOMPLETE',
    ]);
    expect(codes(ultraPremiumRefusals({ ...book, pageCount: null }))).toEqual([
      'ULTRA_PREMIUM_SPEC_INCOMPLETE',
    ]);
    expect(codes(ultraPremiumRefusals({ ...book, printTier: 'ULTRA_PREMIUM' }))).toEqual([
      'ULTRA_PREMIUM_ALREADY',
    ]);
    expect(
      codes(ultraPremiumRefusals({ ...book, status: 'ONSALE', pageSize: '5x8', pageCount: 600 })),
    ).toEqual(['ULTRA_PREMIUM_ON_SALE', 'ULTRA_PREMIUM_TRIM_SIZE', 'ULTRA_PREMIUM_PAGE_COUNT']);
    for (const code of codes(ultraPremiumRefusals({ ...book, status: 'ONSALE', pageCount: 600 })))
      expect(ERROR_CATALOGUE[code]?.httpStatus).toBe(409);
  });
});

describe('compareUltraPremium', () => {
  it('quotes both options at today’s list price, with the differences and no reasons', () => {
    const c = compareUltraPremium(book);
    expect(c.current).toMatchObject({
      printTier: 'STANDARD',
      label: 'Standard',
      printColor: 'BLACK_WHITE',
      paperColor: 'CREAM',
      coverFinish: 'GLOSS',
      description: 'Black & White, Cream paper, Paperback, gloss',
      quote: { printing_cost: '3.45', floor_price: '6.28', net_royalty: '18.54' },
    });
    expect(c.ultraPremium).toMatchObject({
      printTier: 'ULTRA_PREMIUM',
      label: 'Ultra Premium',
      printColor: 'FULL_COLOR',
      paperColor: 'WHITE',
      coverFinish: 'MATTE',
      description: 'Premium Full Color, 80# premium white paper, Paperback, soft-touch matte',
      quote: { printing_cost: '20.50', floor_price: '37.28', net_royalty: '1.49' },
    });
    expect(c).toMatchObject({
      printingCostChange: '17.05',
      royaltyChange: '-17.05',
      belowUltraPremiumFloor: false,
      mayConvert: true,
      reasons: [],
    });
  });

  it('says when today’s price would earn nothing, and why a book may not convert', () => {
    expect(compareUltraPremium({ ...book, listPrice: '14.99' })).toMatchObject({
      belowUltraPremiumFloor: true,
      // At one price the royalty falls by exactly what printing rises.
      royaltyChange: '-17.05',
    });
    const ebook = compareUltraPremium({ ...book, type: 'EBOOK' });
    expect(ebook).toMatchObject({ mayConvert: false, printingCostChange: null, royaltyChange: null });
    expect(ebook.current.quote).toBeNull();
    const small = compareUltraPremium({ ...book, pageSize: '5x8' });
    expect(small.current.quote?.printing_cost).toBe('3.45');
    expect(small.ultraPremium.quote).toBeNull();
    expect(codes(small.reasons)).toEqual(['ULTRA_PREMIUM_TRIM_SIZE']);
    const unpriced = compareUltraPremium({ ...book, listPrice: null });
    expect(unpriced).toMatchObject({ royaltyChange: null, belowUltraPremiumFloor: false });
    expect(unpriced.ultraPremium.quote?.net_royalty).toBe('0.00');
  });
});

describe('ultraPremiumConversion', () => {
  it('writes the tier, colour, paper and finish, renews the quote and keeps a price that still earns', () => {
    expect(ultraPremiumConversion(book)).toEqual({
      printTier: 'ULTRA_PREMIUM',
      printColor: 'FULL_COLOR',
      paperColor: 'WHITE',
      coverFinish: 'MATTE',
      bookSizeType: '6x9-SOFTCOVER-FULL_COLOR',
      quotedPrice: '20.50',
    });
  });

  it('resets a list price below the new floor with the below-floor warning, never the size reset', () => {
    const patch = ultraPremiumConversion({ ...book, listPrice: '14.99', price: '14.99' });
    expect(patch).toMatchObject({
      listPrice: null,
      price: null,
      warningMessage: priceBelowFloorWarning('37.28'),
    });
    expect(patch.warningMessage).not.toBe(PRICE_RESET_WARNING);
  });

  it('throws every reason at once with 409', () => {
    try {
      ultraPremiumConversion({ ...book, status: 'LSI_ONSALE', printTier: 'ULTRA_PREMIUM' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(AppError);
      expect((e as AppError).status).toBe(409);
      expect(codes((e as AppError).items)).toEqual(['ULTRA_PREMIUM_ALREADY', 'ULTRA_PREMIUM_ON_SALE']);
    }
  });
});

describe('ultraPremiumSaveProblems', () => {
  const ultra = { printTier: 'ULTRA_PREMIUM' };
  it('asks nothing of a standard book', () => {
    expect(
      ultraPremiumSaveProblems({ printTier: 'STANDARD' }, { printColor: 'BLACK_WHITE', pageSize: '5x8' }),
    ).toEqual([]);
  });

  it('keeps an Ultra Premium book’s colour, paper and finish, and its size and pages in range', () => {
    expect(
      ultraPremiumSaveProblems(ultra, { printColor: 'FULL_COLOR', paperColor: 'WHITE', pageCount: 300 }),
    ).toEqual([]);
    const fields = ultraPremiumSaveProblems(ultra, {
      printColor: 'BLACK_WHITE',
      paperColor: 'CREAM',
      coverFinish: 'GLOSS',
      pageSize: '5x8',
      pageCount: 600,
    });
    expect(fields.map((p) => [p.code, p.field])).toEqual([
      ['VALIDATION', 'printColor'],
      ['VALIDATION', 'paperColor'],
      ['VALIDATION', 'coverFinish'],
      ['VALIDATION', 'pageSize'],
      ['VALIDATION', 'pageCount'],
    ]);
  });
});
