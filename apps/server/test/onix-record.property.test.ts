import {
  ACCESS_MODES,
  ACCESSIBILITY_FEATURES,
  ACCESSIBILITY_HAZARDS,
  AGE_RANGES,
  AUDIENCES,
  CONFORMANCE_STATEMENTS,
  CONTRIBUTOR_ROLE_CODES,
  COPYRIGHT_YEAR_MIN,
  COVER_FORMATS,
  ean13CheckDigit,
  flattenCategoryTree,
  LANGUAGE_CODES,
  PAGE_COUNT_MAX,
  PAGE_COUNT_MIN,
  PAPER_COLORS,
  PRINT_COLORS,
  type Project,
  SUBJECT_TYPES,
  TRIM_SIZES,
} from '@quire/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../src/modules/files/engines/test-fuzz';
import { onixMessage, productXml } from '../src/modules/onix/onix.record';
import { onixSchemaErrors } from './onix-schema';

/**
 * Any valid book, in any combination of its fields, makes a valid ONIX 3.0 message: onix-record
 * checks each code on its own; here fast-check draws whole books (type, trim and cover format,
 * pages, paper and colour, ISBN, contributors and their roles, categories, series, audience and
 * age, dates, price, pre-order, accessibility, any text) and messages of one to three of them, as
 * the feed sends them, all validated in one xmllint call against EDItEUR's reference schema.
 * Runs once (in the PGlite pass): no database is involved.
 */

const BISAC = flattenCategoryTree()
  .filter((c) => c.bisac)
  .map((c) => ({ categoryId: c.categoryId, categoryCrumbs: c.categoryCrumbs, bisac: c.bisac as string }));

/** Any text a book field may hold: markup and entity look-alikes, controls, line breaks, non-ASCII. */
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '&amp;',
    '<b>bold</b>',
    'A "quoted" & <odd> title',
    '\u0001\uFFFE\uD800',
    'Line\r\ntwo\n',
  ),
);
const nullable = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });

const isbn = fc
  .tuple(fc.constantFrom('978', '979'), fc.stringMatching(/^\d{9}$/))
  .map(([prefix, body]) => `${prefix}${body}${ean13CheckDigit(`${prefix}${body}`)}`);
const day = fc
  .date({ min: new Date('2015-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .chain((d) => fc.constantFrom(d.toISOString().slice(0, 10), d.toISOString()));
const price = fc.oneof(
  fc.constant(null),
  fc.constantFrom('0', '0.00', '0.99', '9.99', '199.99'),
  fc.integer({ min: 0, max: 99_999 }).map((c) => (c / 100).toFixed(2)),
);
const accessibility = {
  accessModes: fc.subarray([...ACCESS_MODES]),
  accessModesSufficient: fc.subarray(['textual', 'auditory', 'visual', 'textual,visual']),
  features: fc.subarray([...ACCESSIBILITY_FEATURES]),
  hazards: fc.subarray([...ACCESSIBILITY_HAZARDS]),
  summary: nullable(text),
};

const book = fc
  .record({
    n: fc.integer({ min: 1, max: 999_999 }),
    type: fc.constantFrom('EBOOK', 'PRINT', 'POD' as const),
    trim: fc.constantFrom(...TRIM_SIZES),
    coverFormat: nullable(fc.constantFrom(...COVER_FORMATS)),
    pageCount: nullable(fc.integer({ min: PAGE_COUNT_MIN / 2, max: PAGE_COUNT_MAX / 2 }).map((h) => h * 2)),
    printColor: nullable(fc.constantFrom(...PRINT_COLORS)),
    paperColor: nullable(fc.constantFrom(...PAPER_COLORS)),
    isbn: nullable(isbn),
    title: nullable(text),
    subtitle: nullable(text),
    contributors: fc.array(
      fc.record({ firstName: text, lastName: text, role: fc.constantFrom(...CONTRIBUTOR_ROLE_CODES) }),
      { maxLength: 4 },
    ),
    categories: fc.subarray(BISAC, { maxLength: 3 }),
    seriesName: nullable(text),
    seriesNumber: nullable(fc.integer({ min: 1, max: 9999 })),
    languageCode: nullable(fc.constantFrom(...LANGUAGE_CODES)),
    audience: nullable(fc.constantFrom(...AUDIENCES)),
    ageRange: fc.constantFrom(...AGE_RANGES),
    subjectType: nullable(fc.constantFrom(...SUBJECT_TYPES)),
    mature: fc.boolean(),
    copyrightYear: nullable(fc.integer({ min: COPYRIGHT_YEAR_MIN, max: 2026 })),
    description: nullable(text),
    publisherName: nullable(text),
    listPrice: price,
    preOrder: fc.boolean(),
    onSaleDate: nullable(day),
    publishedDate: nullable(day),
    publicationDate: nullable(day),
    declared: nullable(fc.record({ ...accessibility, conformsTo: fc.subarray([...CONFORMANCE_STATEMENTS]) })),
    stated: nullable(
      fc.record({
        ...accessibility,
        conformsTo: nullable(fc.constantFrom(...CONFORMANCE_STATEMENTS)),
      }),
    ),
  })
  .map(
    ({ n, trim, declared, stated, ageRange, ...b }) =>
      ({
        ...b,
        id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
        isEBook: b.type === 'EBOOK',
        pageSize: trim.pageSize,
        ageRange: b.audience === 'JUV' ? ageRange : null,
        inSeries: b.seriesName !== null,
        status: 'ONSALE',
        epubAccessibility: declared,
        accessibility: stated,
      }) as unknown as Project,
  );

const message = fc.record({
  books: fc.uniqueArray(book, { minLength: 1, maxLength: 3, selector: (p) => p.id }),
  change: fc.constantFrom('ONSALE', 'OFFSALE' as const),
  at: fc.date({
    min: new Date('2020-01-01T00:00:00Z'),
    max: new Date('2035-01-01T00:00:00Z'),
    noInvalidDate: true,
  }),
});

describe.skipIf(process.env.QUIRE_TEST_DB === 'postgres')('ONIX records of any valid book', () => {
  it('are valid against the ONIX 3.0 reference schema, alone or several in a message', async () => {
    const seed = Date.now() | 0;
    const drawn = fc.sample(message, { numRuns: runs(40), seed });
    const docs = Object.fromEntries(
      drawn.map((m, i) => [
        `message-${i}`,
        onixMessage(
          m.books.map((p) => productXml(p, { change: m.change, at: m.at, operatorName: 'Quire' }).xml),
          { operatorName: 'Quire', at: m.at },
        ),
      ]),
    );
    const errors = await onixSchemaErrors(docs);
    const invalid = Object.entries(errors)
      .filter(([, list]) => list.length > 0)
      .map(([name, list]) => ({ name, errors: list, books: drawn[Number(name.split('-')[1])]?.books }));
    expect(invalid, `fast-check seed ${seed}`).toEqual([]);
  });
});
