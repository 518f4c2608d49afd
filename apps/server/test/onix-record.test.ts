import {
  ACCESS_MODES,
  ACCESSIBILITY_FEATURES,
  ACCESSIBILITY_HAZARDS,
  AGE_RANGES,
  AUDIENCES,
  CONFORMANCE_STATEMENTS,
  CONTRIBUTOR_ROLE_CODES,
  COVER_FORMATS,
  LANGUAGE_CODES,
  type Project,
  TRIM_SIZES,
  xmlSafeText,
} from '@quire/domain';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { onixMessage, productXml, type RecordContext } from '../src/modules/onix/onix.record';
import { testDatabaseKind } from './helpers';
import { childText, xmlElements, xmlTexts } from './onix-helpers';
import { onixSchemaErrors } from './onix-schema';

/**
 * The record builder on its own, against the ONIX 3.0 reference schema: every code Quire can emit
 * (each language, role, product form, audience, age range, sale state) is in its code list, and
 * any text a book may hold comes back from the XML as it was. Every document is validated in one
 * xmllint call; no database is involved, so the file runs once (in the PGlite pass).
 */

const AT = new Date('2026-11-25T15:00:00Z');
const ctx: RecordContext = { change: 'ONSALE', at: AT, operatorName: 'Quire' };

let n = 0;
function book(fields: Partial<Project> = {}): Project {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    type: 'EBOOK',
    projectType: 'eBook',
    isEBook: true,
    isSPB: false,
    title: 'A Book',
    subtitle: null,
    groupProjectId: null,
    grouped: false,
    isGroupConfirmed: false,
    preOrder: false,
    status: 'ONSALE',
    onSaleDate: null,
    publishedDate: null,
    publicationDate: null,
    listPrice: '9.99',
    price: '9.99',
    quotedPrice: null,
    ean: null,
    isbn: null,
    allowedForMerchPromo: false,
    suggestedSearch: null,
    vendorRegistrationFirst: false,
    isDefaultSample: null,
    interiorPdfConversionStatus: null,
    interiorPreFlightCheckStatus: null,
    samplePreFlightCheckStatus: null,
    coverType: null,
    coverFile: null,
    coverFrontFile: null,
    coverBackFile: null,
    coverFullPreFlightCheckStatus: null,
    coverFrontPreFlightCheckStatus: null,
    coverBackPreFlightCheckStatus: null,
    spineColor: null,
    coverFormat: null,
    coverFinish: null,
    interiorApproved: true,
    coverFullApproved: true,
    sampleApproved: true,
    bookSizeType: null,
    pageSize: null,
    pageCount: null,
    printColor: null,
    paperColor: null,
    pageCountChanged: false,
    warningMessage: null,
    contributors: [{ firstName: 'Ada', lastName: 'Author', role: 'A' }],
    categories: [],
    inSeries: false,
    seriesName: null,
    seriesNumber: null,
    languageCode: 'eng',
    audience: 'TRA',
    ageRange: null,
    subjectType: 'F',
    mature: false,
    copyrightYear: null,
    description: null,
    editorialReviews: null,
    runtime: null,
    publisherName: null,
    noMerchFlag: false,
    allowedToEdit: false,
    allowedToPutOnSale: false,
    createdAt: AT.toISOString(),
    updatedAt: AT.toISOString(),
    ...fields,
  } as Project;
}

const message = (p: Project, c: RecordContext = ctx) =>
  onixMessage([productXml(p, c).xml], { operatorName: 'Quire', at: AT });

/** Every document of the file, by group and name. */
function codeDocs(): Record<string, string> {
  const docs: Record<string, string> = {};
  for (const code of LANGUAGE_CODES) docs[`lang-${code}`] = message(book({ languageCode: code }));
  docs.roles = message(
    book({
      contributors: CONTRIBUTOR_ROLE_CODES.map((role) => ({ firstName: 'Kim', lastName: role, role })),
    }),
  );
  for (const type of ['PRINT', 'POD'] as const) {
    for (const coverFormat of [...COVER_FORMATS, null]) {
      for (const trim of [TRIM_SIZES[0], TRIM_SIZES.at(-1)]) {
        docs[`${type}-${coverFormat}-${trim?.pageSize}`] = message(
          book({
            type,
            coverFormat,
            pageSize: trim?.pageSize ?? null,
            pageCount: 320,
            printColor: 'STANDARD_COLOR',
            paperColor: 'CREAM',
            isbn: '9781234567897',
          }),
        );
      }
    }
  }
  for (const audience of [...AUDIENCES, null]) {
    for (const mature of [false, true]) {
      docs[`audience-${audience}-${mature}`] = message(book({ audience, mature }));
    }
  }
  for (const ageRange of AGE_RANGES) docs[`age-${ageRange}`] = message(book({ audience: 'JUV', ageRange }));
  return docs;
}

const states = {
  withdrawn: message(book(), { ...ctx, change: 'OFFSALE' }),
  preOrder: message(book({ preOrder: true, onSaleDate: '2027-02-01' })),
  free: message(book({ listPrice: '0.00' })),
  unpriced: message(book({ listPrice: null })),
  bare: message(
    book({ title: null, contributors: [], languageCode: null, audience: null, subjectType: null }),
  ),
  // Found by onix-record.property.test.ts: a line break in a one-line text made the record invalid.
  lineBreaks: message(
    book({
      title: 'Part One\nPart Two',
      subtitle: 'A\r\nB',
      seriesName: 'The\n\nSeries',
      publisherName: 'Quire\rBooks',
      description: '<p>One</p>\n<p>Two</p>',
      contributors: [{ firstName: 'Ada\n', lastName: 'Love\nlace', role: 'A' }],
    }),
  ),
};

/** eBooks with accessibility metadata (decision 046): every feature, hazard and conformance claim. */
const declared = (fields: Partial<Project['epubAccessibility'] & object> = {}) => ({
  accessModes: [...ACCESS_MODES],
  accessModesSufficient: ['textual', 'auditory', 'textual,visual'],
  features: [...ACCESSIBILITY_FEATURES],
  hazards: [...ACCESSIBILITY_HAZARDS],
  summary: 'Text & images <with> "descriptions".',
  conformsTo: ['http://www.idpf.org/epub/a11y/accessibility-20170105.html#wcag-a'],
  ...fields,
});
const a11yDocs: Record<string, string> = {
  'a11y-everything': message(book({ epubAccessibility: declared() })),
  'a11y-print': message(book({ type: 'POD', isEBook: false, epubAccessibility: declared() })),
  ...Object.fromEntries(
    CONFORMANCE_STATEMENTS.map((c) => [
      `a11y-${c.replace(/[^A-Za-z0-9.]+/g, '-')}`,
      message(
        book({
          accessibility: {
            ...declared(),
            features: ['tableOfContents'],
            hazards: ['none'],
            accessModes: ['textual'],
            conformsTo: c,
          },
        }),
      ),
    ]),
  ),
};

/** Text made of what trips XML writers: markup characters, entity look-alikes, quotes, controls, non-ASCII. */
const tricky = fc.string({
  unit: fc.constantFrom(
    'a',
    'é',
    '漢',
    '&',
    '<',
    '>',
    '"',
    "'",
    ';',
    '#',
    ' ',
    '\u0001',
    '\uFFFE',
    'amp',
    'lt',
  ),
});
const samples = fc.sample(
  fc.record({ title: tricky, series: tricky, description: tricky, first: tricky, last: tricky }),
  25,
);
const sampleDocs = samples.map((s) =>
  message(
    book({
      title: s.title,
      seriesName: s.series,
      description: s.description,
      contributors: [{ firstName: s.first, lastName: `${s.last}x`, role: 'A' }],
    }),
  ),
);

const wrong = book();
const broken = {
  wrongCode: message(wrong).replace(
    '<ContributorRole>A01</ContributorRole>',
    '<ContributorRole>A00</ContributorRole>',
  ),
  twice: onixMessage([productXml(wrong, ctx).xml, productXml(wrong, ctx).xml], {
    operatorName: 'Quire',
    at: AT,
  }),
};

describe.skipIf(testDatabaseKind() === 'postgres')('ONIX record builder against the reference schema', () => {
  const codes = codeDocs();
  let errors: Record<string, string[]> = {};
  const invalid = (names: string[]) => names.filter((name) => (errors[name] ?? ['not validated']).length > 0);

  beforeAll(async () => {
    errors = await onixSchemaErrors({
      ...codes,
      ...states,
      ...a11yDocs,
      ...Object.fromEntries(sampleDocs.map((xml, i) => [`sample-${i}`, xml])),
      ...broken,
    });
  });

  it('every language, role, product form, audience and age range Quire has is valid ONIX', () => {
    expect(Object.keys(codes).length).toBeGreaterThan(50);
    expect(invalid(Object.keys(codes))).toEqual([]);
    expect(xmlTexts(codes.roles as string, 'ContributorRole')).toHaveLength(CONTRIBUTOR_ROLE_CODES.length);
  });

  it('sale states and sparse books: withdrawn, forthcoming pre-order, free, unpriced, no contributor, no title', () => {
    expect(invalid(Object.keys(states))).toEqual([]);
    expect(xmlTexts(states.withdrawn, 'PublishingStatus')).toEqual(['11']);
    const pre = xmlElements(states.preOrder, 'Product')[0];
    expect(childText(pre!, 'NotificationType')).toBe('02');
    expect(childText(pre!, 'PublishingStatus')).toBe('02');
    expect(childText(pre!, 'ProductAvailability')).toBe('10');
    // Publication date, sales embargo and expected availability: the on-sale day.
    expect(xmlTexts(states.preOrder, 'Date')).toEqual(['20270201', '20270201', '20270201']);
    expect(xmlTexts(states.free, 'UnpricedItemType')).toEqual(['01']);
    expect(xmlTexts(states.unpriced, 'UnpricedItemType')).toEqual(['02']);
    expect(xmlElements(states.bare, 'NoContributor')).toHaveLength(1);
    expect(xmlTexts(states.bare, 'TitleText')).toEqual(['Untitled']);
    expect(xmlTexts(states.bare, 'PublisherName')).toEqual(['Quire']);
    // With nothing else to go by, a book published the day of the record.
    expect(xmlTexts(states.bare, 'Date')).toEqual(['20261125']);
  });

  it('any text a book holds comes back as it was (less what XML cannot carry), and the record stays valid', () => {
    const clean = (v: string) => xmlSafeText(v).trim();
    samples.forEach((s, i) => {
      const xml = sampleDocs[i] as string;
      const titles = xmlTexts(xml, 'TitleText');
      expect(titles.at(-1)).toBe(clean(s.title) || 'Untitled');
      if (clean(s.series)) expect(titles[0]).toBe(clean(s.series));
      expect(xmlTexts(xml, 'Text')).toEqual(clean(s.description) ? [clean(s.description)] : []);
      expect(xmlTexts(xml, 'KeyNames')).toEqual([clean(`${s.last}x`)]);
    });
    expect(invalid(samples.map((_, i) => `sample-${i}`))).toEqual([]);
  });

  it('a line break in a title, a name or the publisher is a space; the description keeps its lines', () => {
    expect(invalid(['lineBreaks'])).toEqual([]);
    const xml = states.lineBreaks;
    expect(xmlTexts(xml, 'TitleText')).toEqual(['The Series', 'Part One Part Two']);
    expect(xmlTexts(xml, 'Subtitle')).toEqual(['A B']);
    expect(xmlTexts(xml, 'PersonName')).toEqual(['Ada Love lace']);
    expect(xmlTexts(xml, 'PublisherName')).toEqual(['Quire Books']);
    expect(xmlTexts(xml, 'Text')).toEqual(['<p>One</p>\n<p>Two</p>']);
  });

  it("an eBook's accessibility is valid ONIX: list 196 details, list 143 hazards, the summary", () => {
    expect(invalid(Object.keys(a11yDocs))).toEqual([]);
    const xml = a11yDocs['a11y-everything'] as string;
    const features = xmlElements(xml, 'ProductFormFeature').map((f) => [
      childText(f, 'ProductFormFeatureType'),
      childText(f, 'ProductFormFeatureValue'),
    ]);
    expect(features).toContainEqual(['09', '02']);
    expect(features).toContainEqual(['09', '36']);
    expect(features).toContainEqual(['09', '52']);
    expect(features).toContainEqual(['12', '13']);
    expect(xmlTexts(xml, 'ProductFormFeatureDescription')).toEqual(['Text & images <with> "descriptions".']);
    expect(xmlElements(a11yDocs['a11y-print'] as string, 'ProductFormFeature')).toEqual([]);
    const aa = xmlTexts(
      a11yDocs['a11y-EPUB-Accessibility-1.1-WCAG-2.1-Level-AA'] as string,
      'ProductFormFeatureValue',
    );
    expect(aa.slice(0, 3)).toEqual(['04', '81', '85']);
    // Nothing known: "Unknown accessibility".
    expect(xmlTexts(states.bare, 'ProductFormFeatureValue')).toEqual(['08']);
  });

  it('the validator is no rubber stamp: a wrong code, or one book twice in a message, is refused', () => {
    expect(errors.wrongCode?.join('\n')).toMatch(/ContributorRole/);
    expect(errors.twice?.join('\n')).toMatch(/RecordReference_must_be_unique/);
  });
});
