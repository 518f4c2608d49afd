import {
  AGE_RANGES,
  AUDIENCES,
  CONTRIBUTOR_ROLE_CODES,
  COVER_FORMATS,
  LANGUAGE_CODES,
  type Project,
  TRIM_SIZES,
  xmlSafeText,
} from '@quire/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { onixMessage, productXml, type RecordContext } from '../src/modules/onix/onix.record';
import { childText, xmlElements, xmlTexts } from './onix-helpers';
import { onixSchemaErrors } from './onix-schema';

/**
 * The record builder on its own, against the ONIX 3.0 reference schema: every code Quire can emit
 * (each language, role, product form, audience, age range, sale state) is in its code list, and
 * any text a book may hold comes back from the XML as it was. One xmllint call per test.
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

describe('ONIX record builder against the reference schema', () => {
  it('every language, role, product form, audience and age range Quire has is valid ONIX', async () => {
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
    expect(Object.keys(docs).length).toBeGreaterThan(50);
    const errors = await onixSchemaErrors(docs);
    expect(Object.entries(errors).filter(([, list]) => list.length > 0)).toEqual([]);
    expect(xmlTexts(docs.roles as string, 'ContributorRole')).toHaveLength(CONTRIBUTOR_ROLE_CODES.length);
  });

  it('sale states and sparse books: withdrawn, forthcoming pre-order, free, unpriced, no contributor, no title', async () => {
    const docs = {
      withdrawn: message(book(), { ...ctx, change: 'OFFSALE' }),
      preOrder: message(book({ preOrder: true, onSaleDate: '2027-02-01' })),
      free: message(book({ listPrice: '0.00' })),
      unpriced: message(book({ listPrice: null })),
      bare: message(
        book({ title: null, contributors: [], languageCode: null, audience: null, subjectType: null }),
      ),
    };
    expect(await onixSchemaErrors(docs)).toEqual({
      withdrawn: [],
      preOrder: [],
      free: [],
      unpriced: [],
      bare: [],
    });
    expect(xmlTexts(docs.withdrawn, 'PublishingStatus')).toEqual(['11']);
    const pre = xmlElements(docs.preOrder, 'Product')[0];
    expect(childText(pre!, 'NotificationType')).toBe('02');
    expect(childText(pre!, 'PublishingStatus')).toBe('02');
    expect(childText(pre!, 'ProductAvailability')).toBe('10');
    expect(xmlTexts(docs.preOrder, 'Date')).toEqual(['20270201', '20270201', '20270201']);
    expect(xmlTexts(docs.free, 'UnpricedItemType')).toEqual(['01']);
    expect(xmlTexts(docs.unpriced, 'UnpricedItemType')).toEqual(['02']);
    expect(xmlElements(docs.bare, 'NoContributor')).toHaveLength(1);
    expect(xmlTexts(docs.bare, 'TitleText')).toEqual(['Untitled']);
    expect(xmlTexts(docs.bare, 'PublisherName')).toEqual(['Quire']);
    // With nothing else to go by, a book published today.
    expect(xmlTexts(docs.bare, 'Date')).toEqual(['20261125']);
  });

  it('any text a book holds comes back as it was (less what XML cannot carry), and the record stays valid', async () => {
    const text = fc.string({
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
      fc.record({ title: text, series: text, description: text, first: text, last: text }),
      25,
    );
    const docs: Record<string, string> = {};
    samples.forEach((s, i) => {
      const p = book({
        title: s.title,
        seriesName: s.series,
        description: s.description,
        contributors: [{ firstName: s.first, lastName: `${s.last}x`, role: 'A' }],
      });
      const xml = message(p);
      docs[`sample-${i}`] = xml;
      const clean = (v: string) => xmlSafeText(v).trim();
      const titles = xmlTexts(xml, 'TitleText');
      expect(titles.at(-1)).toBe(clean(s.title) || 'Untitled');
      if (clean(s.series)) expect(titles[0]).toBe(clean(s.series));
      expect(xmlTexts(xml, 'Text')).toEqual(clean(s.description) ? [clean(s.description)] : []);
      expect(xmlTexts(xml, 'KeyNames')).toEqual([clean(`${s.last}x`)]);
    });
    const errors = await onixSchemaErrors(docs);
    expect(Object.entries(errors).filter(([, list]) => list.length > 0)).toEqual([]);
  });

  it('the validator is no rubber stamp: a wrong code, or one book twice in a message, is refused', async () => {
    const p = book();
    const { xml } = productXml(p, ctx);
    const errors = await onixSchemaErrors({
      wrongCode: message(p).replace(
        '<ContributorRole>A01</ContributorRole>',
        '<ContributorRole>A00</ContributorRole>',
      ),
      twice: onixMessage([xml, xml], { operatorName: 'Quire', at: AT }),
    });
    expect(errors.wrongCode?.join('\n')).toMatch(/ContributorRole/);
    expect(errors.twice?.join('\n')).toMatch(/RecordReference_must_be_unique/);
  });
});
