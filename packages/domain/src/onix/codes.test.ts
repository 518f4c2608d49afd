import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AGE_RANGES, AUDIENCES, CONTRIBUTOR_ROLE_CODES, COVER_FORMATS, TRIM_SIZES } from '../projects/types';
import {
  ONIX_CONTRIBUTOR_ROLES,
  ONIX_FORTHCOMING,
  ONIX_OFF_SALE,
  ONIX_ON_SALE,
  onixAgeRange,
  onixAudiences,
  onixContributorRole,
  onixDate,
  onixMeasures,
  onixProductForm,
  onixSaleState,
  onixSentDateTime,
  xmlSafeText,
} from './codes';

describe('onixContributorRole (list 17)', () => {
  it('maps each of the spec role codes to its ONIX role', () => {
    expect(['A', 'E', 'I', 'T', 'P', 'V', 'L', 'Y', 'other'].map(onixContributorRole)).toEqual([
      'A01',
      'B01',
      'A12',
      'B06',
      'A13',
      'A24',
      'C01',
      'E03',
      'Z99',
    ]);
  });

  it('covers every role code the projects module knows, each with its own ONIX role', () => {
    expect(Object.keys(ONIX_CONTRIBUTOR_ROLES).sort()).toEqual([...CONTRIBUTOR_ROLE_CODES].sort());
    const onix = CONTRIBUTOR_ROLE_CODES.map(onixContributorRole);
    expect(new Set(onix).size).toBe(onix.length);
  });

  it('reads an unknown or inherited key as Other (Z99)', () => {
    expect(onixContributorRole('X')).toBe('Z99');
    expect(onixContributorRole('toString')).toBe('Z99');
  });
});

describe('onixProductForm (lists 150 and 175)', () => {
  it('an eBook is a digital download in EPUB, whatever its cover format', () => {
    for (const cover of [...COVER_FORMATS, null]) {
      expect(onixProductForm('EBOOK', cover)).toEqual({ form: 'ED', details: ['E101'] });
    }
  });

  it('a print or personal-use book is a paperback or a hardback by its cover format', () => {
    for (const type of ['PRINT', 'POD'] as const) {
      expect(onixProductForm(type, 'SOFTCOVER')).toEqual({ form: 'BC', details: [] });
      expect(onixProductForm(type, 'HARDCOVER')).toEqual({ form: 'BB', details: ['B415'] });
      expect(onixProductForm(type, 'HARDCOVER_DUST_JACKET')).toEqual({ form: 'BB', details: ['B501'] });
      expect(onixProductForm(type, null)).toEqual({ form: 'BA', details: [] });
    }
  });
});

describe('onixAudiences (lists 28, 29 and 203)', () => {
  it('maps Kids, Young Adult and General Adult to children, teenage and general/adult', () => {
    expect(onixAudiences('JUV', false)).toEqual([{ codeType: '01', value: '02' }]);
    expect(onixAudiences('YA', false)).toEqual([{ codeType: '01', value: '03' }]);
    expect(onixAudiences('TRA', false)).toEqual([{ codeType: '01', value: '01' }]);
  });

  it('gives a Mature audience, or a mature adult book, the adult content warning', () => {
    const warned = [
      { codeType: '01', value: '01' },
      { codeType: '22', value: '02' },
    ];
    expect(onixAudiences('MA', false)).toEqual(warned);
    expect(onixAudiences('MA', true)).toEqual(warned);
    expect(onixAudiences('TRA', true)).toEqual(warned);
  });

  it('never puts the adult rating beside a younger audience (list 29 allows it only with 01)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...AUDIENCES, null), fc.boolean(), (audience, mature) => {
        const codes = onixAudiences(audience, mature);
        const rated = codes.some((c) => c.codeType === '22');
        const main = codes.find((c) => c.codeType === '01')?.value;
        if (rated) expect(main === undefined || main === '01').toBe(true);
        expect(rated).toBe((mature || audience === 'MA') && (main === undefined || main === '01'));
      }),
    );
  });

  it('a book with no audience has none, unless it is mature', () => {
    expect(onixAudiences(null, false)).toEqual([]);
    expect(onixAudiences(null, true)).toEqual([{ codeType: '22', value: '02' }]);
  });
});

describe('onixAgeRange (list 30 interest age)', () => {
  it('gives each age range its years', () => {
    expect(AGE_RANGES.map(onixAgeRange)).toEqual([
      { qualifier: '17', from: 0, to: 2 },
      { qualifier: '17', from: 3, to: 5 },
      { qualifier: '17', from: 6, to: 8 },
      { qualifier: '17', from: 9, to: 12 },
    ]);
    expect(onixAgeRange(null)).toBeNull();
  });
});

describe('onixSaleState (lists 1, 64, 65)', () => {
  const now = new Date('2026-11-25T15:00:00Z'); // 10:00 in New York

  it('on sale: a complete record, active and available', () => {
    expect(onixSaleState('ONSALE', { preOrder: false, onSaleDate: null }, now)).toEqual({
      notificationType: '03',
      publishingStatus: '04',
      productAvailability: '20',
      forthcoming: false,
    });
  });

  it('off sale: still a complete record (never Delete), withdrawn from sale', () => {
    expect(ONIX_OFF_SALE).toEqual({
      notificationType: '03',
      publishingStatus: '11',
      productAvailability: '46',
      forthcoming: false,
    });
    expect(onixSaleState('OFFSALE', { preOrder: true, onSaleDate: '2027-01-01' }, now)).toBe(ONIX_OFF_SALE);
  });

  it('a pre-order before its on-sale day (New York) is forthcoming; on the day it is active', () => {
    expect(onixSaleState('ONSALE', { preOrder: true, onSaleDate: '2026-11-26' }, now)).toBe(ONIX_FORTHCOMING);
    expect(onixSaleState('ONSALE', { preOrder: true, onSaleDate: '2026-11-25' }, now)).toBe(ONIX_ON_SALE);
    // 02:00 UTC on the 26th is still the 25th in New York: the 26th is tomorrow there.
    const lateEvening = new Date('2026-11-26T02:00:00Z');
    expect(onixSaleState('ONSALE', { preOrder: true, onSaleDate: '2026-11-26' }, lateEvening)).toBe(
      ONIX_FORTHCOMING,
    );
  });

  it('an on-sale date ahead means nothing without pre-order', () => {
    expect(onixSaleState('ONSALE', { preOrder: false, onSaleDate: '2027-01-01' }, now)).toBe(ONIX_ON_SALE);
  });
});

describe('ONIX dates', () => {
  it('onixDate is the New York day as YYYYMMDD', () => {
    expect(onixDate('2026-03-05')).toBe('20260305');
    expect(onixDate('2026-03-06T03:00:00Z')).toBe('20260305');
    expect(onixDate(null)).toBeNull();
    expect(onixDate('soon')).toBeNull();
  });

  it('onixSentDateTime is UTC to the second', () => {
    expect(onixSentDateTime(new Date('2026-11-25T09:05:07.123Z'))).toBe('20261125T090507Z');
  });
});

describe('onixMeasures (list 48, inches)', () => {
  const book = {
    type: 'PRINT' as const,
    pageSize: '6x9',
    pageCount: 220,
    paperColor: 'CREAM' as const,
    printColor: 'BLACK_WHITE' as const,
    coverFormat: 'SOFTCOVER' as const,
  };

  it('a paperback is its trim by its spine', () => {
    expect(onixMeasures(book)).toEqual([
      { type: '01', value: '9', unit: 'in' },
      { type: '02', value: '6', unit: 'in' },
      { type: '03', value: '0.55', unit: 'in' },
    ]);
  });

  it('a hardback is its boards: the trim plus the overhang, the spine plus the boards', () => {
    expect(onixMeasures({ ...book, coverFormat: 'HARDCOVER' })).toEqual([
      { type: '01', value: '9.25', unit: 'in' },
      { type: '02', value: '6.125', unit: 'in' },
      { type: '03', value: '0.8', unit: 'in' },
    ]);
  });

  it('without page count or paper, only the trim; an eBook or an unknown size, nothing', () => {
    expect(onixMeasures({ ...book, pageCount: null })).toEqual([
      { type: '01', value: '9', unit: 'in' },
      { type: '02', value: '6', unit: 'in' },
    ]);
    expect(onixMeasures({ ...book, type: 'EBOOK' })).toEqual([]);
    expect(onixMeasures({ ...book, pageSize: '4x4' })).toEqual([]);
  });

  it('every trim Quire prints gives positive measures with at most three decimals', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TRIM_SIZES), fc.integer({ min: 18, max: 800 }), (trim, pages) => {
        for (const m of onixMeasures({ ...book, pageSize: trim.pageSize, pageCount: pages })) {
          expect(m.value).toMatch(/^\d+(\.\d{1,3})?$/);
          expect(Number(m.value)).toBeGreaterThan(0);
        }
      }),
    );
  });
});

describe('xmlSafeText', () => {
  it('keeps markup characters, quotes and non-ASCII text for the writer to escape', () => {
    const text = 'Tom & Jerry <"Le Café"> — 漢字 😀\tline\nnext\r';
    expect(xmlSafeText(text)).toBe(text);
  });

  it('drops the characters XML 1.0 forbids', () => {
    expect(xmlSafeText('a\u0000b\u0001c\u000Bd\u001Fe\uFFFEf\uFFFF')).toBe('abcdef');
    expect(xmlSafeText('lone \uD83D high, lone \uDE00 low, pair \uD83D\uDE00')).toBe(
      'lone  high, lone  low, pair 😀',
    );
  });

  it('answers only characters XML 1.0 allows, and changes nothing that was allowed', () => {
    const allowed = /^[\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u;
    // UTF-16 code units, weighted towards controls, surrogates and the last of the BMP.
    const unit = fc.oneof(
      fc.integer({ min: 0, max: 0x7f }),
      fc.integer({ min: 0xd800, max: 0xdfff }),
      fc.integer({ min: 0xfff0, max: 0xffff }),
      fc.integer({ min: 0, max: 0xffff }),
    );
    const text = fc.array(unit, { maxLength: 40 }).map((units) => String.fromCharCode(...units));
    fc.assert(
      fc.property(text, (s) => {
        const out = xmlSafeText(s);
        expect(allowed.test(out)).toBe(true);
        if (allowed.test(s)) expect(out).toBe(s);
      }),
    );
  });
});
