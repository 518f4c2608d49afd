import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, freeFridayWindow, newYorkDay, sendDayOf } from './dates';
import { PROMO_MESSAGES as M } from './messages';
import {
  checkNomination,
  endDateProblem,
  type NominationContext,
  type NominationInput,
  type PromoDefinitionField,
  type PromoTitle,
  promoPriceProblem,
  regularPriceProblems,
  startDateProblem,
  titleProblem,
} from './rules';
import { MERC_PROMO_TYPES, type MercPromoType, PROMO_FORM_LAYOUTS } from './types';

// 10:00 AM in New York, Monday March 2, 2026 (EST): the earliest start is Tuesday March 3.
const NOW = new Date('2026-03-02T15:00:00Z');
const TOMORROW = '2026-03-03';
const EAN = '9780306406157';

const field = (name: string, min: string | null, max: string | null): PromoDefinitionField => ({
  name,
  type: 'number',
  min,
  max,
});
const noFields = { fields: [] as PromoDefinitionField[] };

const title = (over: Partial<PromoTitle> = {}): PromoTitle => ({
  ean: EAN,
  title: 'The Book',
  listPrice: '9.99',
  publicationDate: '2019-06-01',
  onSale: true,
  allowedForMerchPromo: true,
  ...over,
});

/** A nomination of `type` that passes every rule, with overrides. */
function input(type: MercPromoType, over: Partial<NominationInput> = {}): NominationInput {
  const dates = PROMO_FORM_LAYOUTS[type].dates;
  const start = dates === 'WEEKEND' ? '03/06/2026' : '03/03/2026';
  return {
    mercPromoType: type,
    ean: EAN,
    promoPrice: PROMO_FORM_LAYOUTS[type].price ? '0.99' : null,
    startDate: dates === 'PUBLICATION' ? null : start,
    endDate: dates === 'START_END' ? '03/10/2026' : dates === 'RANGE' ? '03/20/2026' : null,
    flexDate: false,
    additionalComments: null,
    ...over,
  };
}

const ctx = (type: MercPromoType, over: Partial<NominationContext> = {}): NominationContext => ({
  now: NOW,
  definition: { mercPromoType: type, start: '2019-06-01', end: '2019-06-30', fields: [] },
  title: title(),
  isAdmin: false,
  ...over,
});

/** The problems of a nomination by field ({} when it passes). */
function problems(
  type: MercPromoType,
  over: Partial<NominationInput> = {},
  c: Partial<NominationContext> = {},
) {
  const r = checkNomination(input(type, over), ctx(type, c));
  return r.ok ? {} : Object.fromEntries(r.problems.map((p) => [p.field, p.message]));
}

const dateOpts = { now: NOW, flexDate: false };
/** Any moment from 2020 to 2040. */
const moment = fc.date({ min: new Date('2020-01-01'), max: new Date('2040-01-01'), noInvalidDate: true });

describe('checkNomination: every type passes with good values', () => {
  it.each(MERC_PROMO_TYPES)('%s', (type) => {
    expect(problems(type)).toEqual({});
  });

  it('answers the checked value: two-decimal price, days, the implied end', () => {
    const limited = checkNomination(
      input('LIMITED_TIME_EBOOK', { promoPrice: '1', additionalComments: '  Thanks  ' }),
      ctx('LIMITED_TIME_EBOOK'),
    );
    expect(limited).toEqual({
      ok: true,
      warnings: [],
      value: {
        ean: EAN,
        regularPrice: '9.99',
        promoPrice: '1.00',
        start: '2026-03-03',
        end: '2026-03-10',
        flexDate: false,
        additionalComments: 'Thanks',
      },
    });
    const oneDay = checkNomination(input('ONE_DAY_EBOOK', { endDate: '12/31/2026' }), ctx('ONE_DAY_EBOOK'));
    expect(oneDay.ok && oneDay.value).toMatchObject({ start: '2026-03-03', end: '2026-03-04' });
    const friday = checkNomination(input('NOOK_FREE_FRIDAY'), ctx('NOOK_FREE_FRIDAY'));
    expect(friday.ok && friday.value).toMatchObject({
      promoPrice: '0.00',
      start: '2026-03-06',
      end: '2026-03-09',
    });
    const presents = checkNomination(input('BNPRESS_PRESENTS'), ctx('BNPRESS_PRESENTS'));
    expect(presents.ok && presents.value).toMatchObject({ promoPrice: null, start: null, end: null });
  });
});

describe('promo price (spec 2 §5)', () => {
  it('is required for every type with a Price panel, and not asked otherwise', () => {
    for (const type of MERC_PROMO_TYPES) {
      for (const empty of [null, '', '   ']) {
        const p = promoPriceProblem(type, noFields, empty, '9.99');
        expect(p, type).toBe(PROMO_FORM_LAYOUTS[type].price ? 'Promo price is missing.' : null);
      }
    }
    expect(promoPriceProblem('NOOK_FREE_FRIDAY', noFields, '5', '9.99')).toBeNull();
    expect(promoPriceProblem('BNPRESS_PRESENTS', noFields, 'abc', '9.99')).toBeNull();
  });

  it('up to 5 digits and 2 decimals, else Invalid', () => {
    for (const bad of ['123456', '1.999', 'abc', '.', '-1', '1,99'])
      expect(promoPriceProblem('LIMITED_TIME_EBOOK', noFields, bad, '999999'), bad).toBe('Invalid');
    for (const good of ['1', '1.', '.5', '12345.67'])
      expect(promoPriceProblem('LIMITED_TIME_EBOOK', noFields, good, '999999'), good).toBeNull();
  });

  it('price promotion: $0 or $.99 to $2.99', () => {
    const p = (v: string) => promoPriceProblem('UNDER_2_99', noFields, v, '9.99');
    for (const ok of ['0', '0.00', '0.99', '1.50', '2.99']) expect(p(ok), ok).toBeNull();
    for (const bad of ['0.01', '0.98', '3', '3.00', '9.99'])
      expect(p(bad), bad).toBe('Must be $0 or $.99 to $2.99');
  });

  it('daily-find and haul: at least $.99 and at most half the regular price', () => {
    for (const type of ['NOOK_DAILY_FIND', 'NOOK_HAUL'] as const) {
      const p = (v: string) => promoPriceProblem(type, noFields, v, '9.98');
      expect(p('0.98')).toBe('Minimum Promo Price is $.99');
      expect(p('0')).toBe('Minimum Promo Price is $.99');
      expect(p('0.99')).toBeNull();
      expect(p('4.99')).toBeNull();
      expect(p('5.00')).toBe('Minimum 50% off Regular Price');
    }
  });

  it('template 3: at least $0.99 (its own spelling) and at most half', () => {
    const p = (v: string) => promoPriceProblem('TEMPLATE_3', noFields, v, '3.98');
    expect(p('0.50')).toBe('Minimum Promo Price is $0.99');
    expect(p('1.99')).toBeNull();
    expect(p('2.00')).toBe('Minimum 50% off Regular Price');
  });

  it('daily-romance: from 0 to half the regular price', () => {
    const p = (v: string) => promoPriceProblem('NOOK_DAILY_ROMANCE', noFields, v, '5.00');
    expect(p('0')).toBeNull();
    expect(p('2.50')).toBeNull();
    expect(p('2.51')).toBe('Minimum 50% off Regular Price');
  });

  it('templates 1 and 2: $.99 to $4.99', () => {
    for (const type of ['TEMPLATE_1', 'TEMPLATE_2'] as const) {
      const p = (v: string) => promoPriceProblem(type, noFields, v, '19.99');
      expect(p('0.98')).toBe('Must be $.99 to $4.99');
      expect(p('0')).toBe('Must be $.99 to $4.99');
      expect(p('0.99')).toBeNull();
      expect(p('4.99')).toBeNull();
      expect(p('5')).toBe('Must be $.99 to $4.99');
    }
  });

  it('the definition’s promoPrice min and max, with two decimals', () => {
    const def = { fields: [field('promoPrice', '0.99', '5')] };
    const p = (v: string) => promoPriceProblem('LIMITED_TIME_EBOOK', def, v, '19.99');
    expect(p('0.5')).toBe('Minimum Promo Price is $0.99');
    expect(p('5.01')).toBe('Maximum Promo Price is $5.00');
    expect(p('5')).toBeNull();
  });

  it('a promotion lowers the price: not at or above the regular price (unless the title is free)', () => {
    expect(promoPriceProblem('LIMITED_TIME_EBOOK', noFields, '1.99', '1.99')).toBe(M.notBelowRegular);
    expect(promoPriceProblem('ONE_DAY_EBOOK', noFields, '2.00', '1.99')).toBe(M.notBelowRegular);
    expect(promoPriceProblem('ONE_DAY_EBOOK', noFields, '1.98', '1.99')).toBeNull();
    expect(promoPriceProblem('LIMITED_TIME_EBOOK', noFields, '1.99', '0')).toBeNull();
  });

  it('half-off types: any price from $.99 to half the regular price passes, above half does not', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('NOOK_DAILY_FIND', 'NOOK_HAUL', 'TEMPLATE_3' as const),
        fc.integer({ min: 198, max: 99_999 }),
        fc.integer({ min: 0, max: 100_000 }),
        (type, regularCents, promoCents) => {
          const regular = (regularCents / 100).toFixed(2);
          const promo = (promoCents / 100).toFixed(2);
          const problem = promoPriceProblem(type, noFields, promo, regular);
          if (promoCents < 99) expect(problem).toMatch(/^Minimum Promo Price is \$0?\.99$/);
          else if (promoCents * 2 > regularCents) expect(problem).toBe('Minimum 50% off Regular Price');
          else expect(problem).toBeNull();
        },
      ),
    );
  });
});

describe('regular price (spec 2 §5)', () => {
  it('must lie within the definition’s regularPrice min and max', () => {
    const def = { fields: [field('regularPrice', '2.99', '9.99')] };
    expect(regularPriceProblems('LIMITED_TIME_EBOOK', def, '1.99').problems).toEqual([
      'Nominated title must have a minimum listing price of $2.99.',
    ]);
    expect(regularPriceProblems('LIMITED_TIME_EBOOK', def, '10.00').problems).toEqual([
      'Nominated title must have a maximum listing price of $9.99.',
    ]);
    expect(regularPriceProblems('LIMITED_TIME_EBOOK', def, '2.99')).toEqual({ problems: [], warnings: [] });
    expect(regularPriceProblems('LIMITED_TIME_EBOOK', def, null)).toEqual({ problems: [], warnings: [] });
  });

  it('out of range makes the nomination invalid on regularPrice', () => {
    const definition = {
      mercPromoType: 'LIMITED_TIME_EBOOK' as const,
      start: null,
      end: null,
      fields: [field('regularPrice', '4', null)],
    };
    expect(problems('LIMITED_TIME_EBOOK', {}, { definition, title: title({ listPrice: '3.99' }) })).toEqual({
      regularPrice: 'Nominated title must have a minimum listing price of $4.00.',
    });
  });

  it('templates 1 and 2 warn under $0.99; haul warns at or under $4.99; neither for a free title', () => {
    for (const type of ['TEMPLATE_1', 'TEMPLATE_2'] as const) {
      expect(regularPriceProblems(type, noFields, '0.98').warnings).toEqual([
        'Nominated title must have a minimum listing price of $0.99.',
      ]);
      expect(regularPriceProblems(type, noFields, '0.99').warnings).toEqual([]);
    }
    expect(regularPriceProblems('NOOK_HAUL', noFields, '4.99').warnings).toEqual([
      'Nominated title must have a minimum listing price of $4.99.',
    ]);
    expect(regularPriceProblems('NOOK_HAUL', noFields, '5.00').warnings).toEqual([]);
    expect(regularPriceProblems('NOOK_DAILY_FIND', noFields, '0.50').warnings).toEqual([]);
    expect(regularPriceProblems('NOOK_HAUL', noFields, '0').warnings).toEqual([M.freeTitle]);
    expect(regularPriceProblems('TEMPLATE_1', noFields, '0.00').warnings).toEqual([M.freeTitle]);
  });

  it('a free title warns for every type without blocking the nomination', () => {
    for (const type of MERC_PROMO_TYPES) {
      const r = checkNomination(
        input(type, { promoPrice: PROMO_FORM_LAYOUTS[type].price ? '0' : null }),
        ctx(type, { title: title({ listPrice: '0.00' }) }),
      );
      expect(r.warnings, type).toContainEqual({ field: 'regularPrice', message: M.freeTitle });
    }
    const r = checkNomination(
      input('NOOK_DAILY_ROMANCE', { promoPrice: '0' }),
      ctx('NOOK_DAILY_ROMANCE', { title: title({ listPrice: '0' }) }),
    );
    expect(r.ok).toBe(true);
  });
});

describe('book choice (spec 2 §5)', () => {
  it('the EAN is required, in the words of the input mode', () => {
    expect(problems('LIMITED_TIME_EBOOK', { ean: '' })).toMatchObject({ ean: 'Please enter an EAN.' });
    expect(problems('LIMITED_TIME_EBOOK', { ean: null }, { inputMode: 'TITLE' })).toMatchObject({
      ean: 'Please enter a Book Title.',
    });
  });

  it('digits only', () => {
    expect(problems('LIMITED_TIME_EBOOK', { ean: '97803064O6157' })).toMatchObject({
      ean: 'Please enter numbers only in this field.',
    });
  });

  it('at most the definition’s ean length', () => {
    const definition = {
      mercPromoType: 'LIMITED_TIME_EBOOK' as const,
      start: null,
      end: null,
      fields: [field('ean', null, '13')],
    };
    expect(problems('LIMITED_TIME_EBOOK', { ean: `${EAN}0` }, { definition })).toMatchObject({
      ean: 'Max Length 13',
    });
  });

  it('an on-sale eBook of the account, else the invalid message of the mode', () => {
    for (const c of [
      { title: null },
      { title: title({ onSale: false }) },
      { title: title({ ean: '9781861978769' }) },
    ]) {
      expect(problems('LIMITED_TIME_EBOOK', {}, c)).toMatchObject({
        ean: 'Please enter a valid on sale eBook EAN or one that belongs to you.',
      });
      expect(problems('LIMITED_TIME_EBOOK', {}, { ...c, inputMode: 'TITLE' })).toMatchObject({
        ean: 'Please enter a valid on sale eBook title or one that belongs to you.',
      });
    }
  });

  it('a title with an active or pending nomination is refused, except for administrators', () => {
    const busy = { title: title({ allowedForMerchPromo: false }) };
    expect(problems('NOOK_DAILY_FIND', {}, busy)).toEqual({
      ean: 'This title/EAN cannot be submitted due to an active or pending nomination',
    });
    expect(problems('NOOK_DAILY_FIND', {}, { ...busy, isAdmin: true })).toEqual({});
  });

  it('template 3: published in 2019, in the words of the input mode', () => {
    const old = { title: title({ publicationDate: '2018-12-31' }) };
    expect(problems('TEMPLATE_3', {}, old)).toEqual({
      ean: 'Please enter an EAN of the title published in 2019',
    });
    expect(problems('TEMPLATE_3', {}, { ...old, inputMode: 'TITLE' })).toEqual({
      ean: 'Please enter a book title published in 2019.',
    });
    expect(titleProblem('TEMPLATE_3', { start: null, end: null }, { publicationDate: null }, 'EAN')).toBe(
      M.template3Ean,
    );
    expect(problems('TEMPLATE_3', {}, { title: title({ publicationDate: '2019-01-01' }) })).toEqual({});
    // Other types do not care about the year.
    expect(problems('TEMPLATE_1', {}, old)).toEqual({});
  });

  it('presents-type: published within the featured dates or two weeks either side', () => {
    const definition = {
      mercPromoType: 'BNPRESS_PRESENTS' as const,
      start: '2026-05-01',
      end: '2026-05-31',
      fields: [],
    };
    const pub = (publicationDate: string | null) =>
      problems('BNPRESS_PRESENTS', {}, { definition, title: title({ publicationDate }) });
    const outside = M.presentsWindow('04/17/2026', '06/14/2026');
    expect(pub('2026-04-17')).toEqual({});
    expect(pub('2026-06-14')).toEqual({});
    expect(pub('2026-04-16')).toEqual({ ean: outside });
    expect(pub('2026-06-15')).toEqual({ ean: outside });
    expect(pub(null)).toEqual({ ean: outside });
  });
});

describe('dates (spec 2 §5)', () => {
  it('start and end are required for limited-time and price promotions', () => {
    for (const type of ['LIMITED_TIME_EBOOK', 'UNDER_2_99'] as const)
      expect(problems(type, { startDate: null, endDate: '' })).toEqual({
        startDate: 'Please enter the Start Date.',
        endDate: 'Please enter the End Date.',
      });
    expect(problems('ONE_DAY_EBOOK', { startDate: null })).toEqual({
      startDate: 'Please enter the Start Date.',
    });
  });

  it('a date that is no MM/DD/YYYY day is Invalid', () => {
    expect(problems('LIMITED_TIME_EBOOK', { startDate: '2026-03-05', endDate: '02/30/2026' })).toEqual({
      startDate: 'Invalid',
      endDate: 'Invalid',
    });
  });

  it('the earliest start is tomorrow in New York', () => {
    for (const type of [
      'LIMITED_TIME_EBOOK',
      'UNDER_2_99',
      'ONE_DAY_EBOOK',
      'NOOK_DAILY_FIND',
      'TEMPLATE_2',
    ] as const) {
      expect(startDateProblem(type, TOMORROW, dateOpts)).toBeNull();
      expect(startDateProblem(type, '2026-03-02', dateOpts)).toBe('Please enter 03/03/2026 or later.');
      expect(startDateProblem(type, '2025-12-25', dateOpts)).toBe('Please enter 03/03/2026 or later.');
    }
  });

  it('around midnight ET: one second before, tomorrow is still the same day', () => {
    const before = { now: new Date('2026-03-03T04:59:59Z'), flexDate: false }; // 11:59:59 PM EST March 2
    const after = { now: new Date('2026-03-03T05:00:00Z'), flexDate: false }; // midnight EST March 3
    expect(startDateProblem('ONE_DAY_EBOOK', '2026-03-03', before)).toBeNull();
    expect(startDateProblem('ONE_DAY_EBOOK', '2026-03-03', after)).toBe('Please enter 03/04/2026 or later.');
    // In summer the day turns an hour earlier in UTC.
    const summer = { now: new Date('2026-07-01T04:00:00Z'), flexDate: false };
    expect(startDateProblem('ONE_DAY_EBOOK', '2026-07-01', summer)).toBe('Please enter 07/02/2026 or later.');
  });

  it('limited-time: the end 7 to 28 days after the start, across the change to summer time', () => {
    const opts = { now: new Date('2026-03-07T15:00:00Z'), flexDate: false };
    const start = '2026-03-08'; // the spring-forward Sunday
    expect(startDateProblem('LIMITED_TIME_EBOOK', start, opts)).toBeNull();
    expect(endDateProblem('LIMITED_TIME_EBOOK', start, '2026-03-15', opts)).toBeNull();
    expect(endDateProblem('LIMITED_TIME_EBOOK', start, '2026-04-05', opts)).toBeNull();
    expect(endDateProblem('LIMITED_TIME_EBOOK', start, '2026-03-14', opts)).toBe(
      'Please enter 03/15/2026 or later.',
    );
    expect(endDateProblem('LIMITED_TIME_EBOOK', start, '2026-04-06', opts)).toBe(
      'Please enter 04/05/2026 or earlier.',
    );
    expect(endDateProblem('LIMITED_TIME_EBOOK', start, start, opts)).toBe(
      'Please enter 03/15/2026 or later.',
    );
    // And the end of summer time.
    const fall = { now: new Date('2026-10-30T15:00:00Z'), flexDate: false };
    expect(endDateProblem('UNDER_2_99', '2026-10-31', '2026-11-07', fall)).toBeNull();
    expect(endDateProblem('UNDER_2_99', '2026-10-31', '2026-11-06', fall)).toBe(
      'Please enter 11/07/2026 or later.',
    );
  });

  it('START_END: any end 7 to 28 days after a valid start has no date problem; any other end exactly one', () => {
    fc.assert(
      fc.property(
        moment,
        fc.integer({ min: 1, max: 700 }),
        fc.integer({ min: -60, max: 90 }),
        fc.constantFrom('LIMITED_TIME_EBOOK', 'UNDER_2_99' as const),
        (now, ahead, length, type) => {
          const start = addDays(newYorkDay(now), ahead);
          const opts = { now, flexDate: false };
          expect(startDateProblem(type, start, opts)).toBeNull();
          const end = addDays(start, length);
          const problem = endDateProblem(type, start, end, opts);
          if (length < 7) expect(problem).toBe(M.orLater(sendDayOf(addDays(start, 7))));
          else if (length > 28) expect(problem).toBe(M.orEarlier(sendDayOf(addDays(start, 28))));
          else expect(problem).toBeNull();
        },
      ),
    );
  });

  it('RANGE: any end 1 to 90 days after a valid start has no date problem; any other end exactly one', () => {
    fc.assert(
      fc.property(
        moment,
        fc.integer({ min: 1, max: 700 }),
        fc.integer({ min: -30, max: 200 }),
        fc.constantFrom(
          'NOOK_DAILY_FIND',
          'NOOK_DAILY_ROMANCE',
          'NOOK_HAUL',
          'TEMPLATE_1',
          'TEMPLATE_2',
          'TEMPLATE_3' as const,
        ),
        (now, ahead, length, type) => {
          const start = addDays(newYorkDay(now), ahead);
          const opts = { now, flexDate: false };
          expect(startDateProblem(type, start, opts)).toBeNull();
          const problem = endDateProblem(type, start, addDays(start, length), opts);
          if (length < 1) expect(problem).toBe(M.orLater(sendDayOf(addDays(start, 1))));
          else if (length > 90) expect(problem).toBe(M.orEarlier(sendDayOf(addDays(start, 90))));
          else expect(problem).toBeNull();
        },
      ),
    );
  });

  it('RANGE: both dates required when a range is chosen; flexible means no dates at all', () => {
    expect(problems('NOOK_DAILY_FIND', { startDate: null, endDate: null })).toEqual({
      startDate: 'Please enter the Start Date.',
      endDate: 'Please enter the End Date.',
    });
    const flexible = checkNomination(
      input('NOOK_HAUL', { flexDate: true, startDate: '01/01/2020', endDate: 'junk', promoPrice: '1.99' }),
      ctx('NOOK_HAUL'),
    );
    expect(flexible.ok && flexible.value).toMatchObject({ flexDate: true, start: null, end: null });
    // Types without the choice are never flexible.
    expect(problems('LIMITED_TIME_EBOOK', { flexDate: true, startDate: null })).toMatchObject({
      startDate: 'Please enter the Start Date.',
    });
  });

  it('one-day: its end is the next day, whatever end is sent', () => {
    const r = checkNomination(input('ONE_DAY_EBOOK', { endDate: 'not a date' }), ctx('ONE_DAY_EBOOK'));
    expect(r.ok && r.value).toMatchObject({ start: TOMORROW, end: '2026-03-04' });
  });

  it('free-Friday: a Friday from the next eligible one to 26 weeks ahead', () => {
    const { first, last } = freeFridayWindow(NOW);
    expect([first, last]).toEqual(['2026-03-06', '2026-08-31']);
    const p = (start: string) => startDateProblem('NOOK_FREE_FRIDAY', start, dateOpts);
    expect(p('2026-03-06')).toBeNull();
    expect(p('2026-08-28')).toBeNull();
    expect(p('2026-02-27')).toBe('You must choose a future Friday within 6 months for this promotion.');
    expect(p('2026-09-04')).toBe('You must choose a future Friday within 6 months for this promotion.');
    expect(p('2026-03-07')).toBe('Day of week expected: Friday.');
    expect(p('2026-03-05')).toBe('Day of week expected: Friday.');
    // On a Friday, that Friday is too soon.
    expect(
      startDateProblem('NOOK_FREE_FRIDAY', '2026-03-06', {
        now: new Date('2026-03-06T15:00:00Z'),
        flexDate: false,
      }),
    ).toBe(M.freeFriday);
    expect(problems('NOOK_FREE_FRIDAY', { startDate: null })).toEqual({
      startDate: 'Please enter the Start Date.',
    });
    expect(problems('NOOK_FREE_FRIDAY', { startDate: null, flexDate: true })).toEqual({});
  });

  it('free-Friday: any day is either a valid Friday, a Friday out of the window, or no Friday', () => {
    fc.assert(
      fc.property(moment, fc.integer({ min: -30, max: 250 }), (now, offset) => {
        const day = addDays(newYorkDay(now), offset);
        const { first, last } = freeFridayWindow(now);
        const problem = startDateProblem('NOOK_FREE_FRIDAY', day, { now, flexDate: false });
        if (new Date(`${day}T12:00:00Z`).getUTCDay() !== 5) expect(problem).toBe(M.dayOfWeek);
        else expect(problem).toBe(day >= first && day <= last ? null : M.freeFriday);
      }),
    );
  });

  it('editing a request with stale dates asks for future dates', () => {
    const stale = { startDate: '02/20/2026', endDate: '03/01/2026' };
    expect(problems('LIMITED_TIME_EBOOK', stale, { editing: true })).toEqual({
      startDate: 'Please enter a future Start Date',
      endDate: 'Please enter a future End Date',
    });
    // A new nomination names the earliest start instead; its end is judged against the start.
    expect(problems('LIMITED_TIME_EBOOK', stale)).toEqual({ startDate: 'Please enter 03/03/2026 or later.' });
    expect(problems('LIMITED_TIME_EBOOK', { ...stale, endDate: '02/26/2026' })).toEqual({
      startDate: 'Please enter 03/03/2026 or later.',
      endDate: 'Please enter 02/27/2026 or later.',
    });
    // An end still ahead is judged against its start as usual.
    expect(
      problems('NOOK_DAILY_FIND', { startDate: '02/20/2026', endDate: '03/05/2026' }, { editing: true }),
    ).toEqual({
      startDate: 'Please enter a future Start Date',
    });
  });

  it('presents-type takes no dates', () => {
    expect(startDateProblem('BNPRESS_PRESENTS', null, dateOpts)).toBeNull();
    expect(endDateProblem('BNPRESS_PRESENTS', null, null, dateOpts)).toBeNull();
  });
});

describe('additional details (spec 2 §5, §9)', () => {
  it('at most 2000 characters, trimmed; or the definition’s length', () => {
    expect(problems('NOOK_DAILY_FIND', { additionalComments: 'x'.repeat(2000) })).toEqual({});
    expect(problems('NOOK_DAILY_FIND', { additionalComments: `  ${'x'.repeat(2000)}\n` })).toEqual({});
    expect(problems('NOOK_DAILY_FIND', { additionalComments: 'x'.repeat(2001) })).toEqual({
      additionalComments: 'Max Length 2000',
    });
    const definition = {
      mercPromoType: 'NOOK_DAILY_FIND' as const,
      start: null,
      end: null,
      fields: [field('additionalComments', null, '500')],
    };
    expect(problems('NOOK_DAILY_FIND', { additionalComments: 'x'.repeat(501) }, { definition })).toEqual({
      additionalComments: 'Max Length 500',
    });
  });
});

describe('checkNomination never throws', () => {
  const text = fc.option(
    fc.oneof(
      fc.string(),
      fc.stringMatching(/^\d{1,14}$/),
      fc.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      fc.stringMatching(/^\d{0,5}(\.\d{0,2})?$/),
    ),
  );
  it('for arbitrary strings in its inputs, and answers ok or at least one problem, one per field', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MERC_PROMO_TYPES),
        fc.record({ ean: text, promoPrice: text, startDate: text, endDate: text, additionalComments: text }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom('TITLE' as const, 'EAN' as const),
        fc.option(fc.constant(title())),
        moment,
        (type, strings, flexDate, isAdmin, editing, inputMode, t, now) => {
          const r = checkNomination(
            { mercPromoType: type, flexDate, ...strings },
            { now, definition: ctx(type).definition, title: t, isAdmin, editing, inputMode },
          );
          if (r.ok) expect(r.value.ean).toMatch(/^\d+$/);
          else {
            expect(r.problems.length).toBeGreaterThan(0);
            const fields = r.problems.map((p) => p.field);
            expect(new Set(fields).size).toBe(fields.length);
          }
        },
      ),
    );
  });
});
