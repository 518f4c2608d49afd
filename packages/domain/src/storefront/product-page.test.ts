import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, PROJECT_STATUSES } from '../projects/types';
import { offerAvailability } from './offer';
import {
  bookSlug,
  FALLBACK_SLUG,
  hasProductPage,
  LANGUAGE_TAGS,
  languageTag,
  productCoverPath,
  productCoverUrl,
  productPagePath,
  productPageUrl,
  SLUG_MAX_LENGTH,
} from './product-page';

const ID = '3f2b8c1e-5d4a-4c9b-8e7f-0a1b2c3d4e5f';
const SLUG_SHAPE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('bookSlug', () => {
  it.each([
    ['The Lighthouse Keeper’s Daughter', 'the-lighthouse-keepers-daughter'],
    ["Don't Panic!", 'dont-panic'],
    ['Crème Brûlée: A Love Story', 'creme-brulee-a-love-story'],
    ['Salt & Pepper', 'salt-and-pepper'],
    ['  --Hello,   World--  ', 'hello-world'],
    ['Straße nach Øster', 'strasse-nach-oster'],
    ['Encyclopædia 2nd Edition', 'encyclopaedia-2nd-edition'],
    ['<script>alert("x")</script>', 'script-alert-x-script'],
    ['Number 10', 'number-10'],
    ['Cover', 'cover'],
  ])('%j → %s', (title, slug) => {
    expect(bookSlug(title)).toBe(slug);
  });

  it('falls back to "book" for no title or a title without Latin letters or digits', () => {
    expect(bookSlug(null)).toBe(FALLBACK_SLUG);
    expect(bookSlug(undefined)).toBe(FALLBACK_SLUG);
    expect(bookSlug('')).toBe(FALLBACK_SLUG);
    expect(bookSlug('!!! ???')).toBe(FALLBACK_SLUG);
    expect(bookSlug('战争与和平')).toBe(FALLBACK_SLUG);
  });

  it('cuts a long title at the last word that fits', () => {
    const title = `${'word '.repeat(30)}end`;
    const slug = bookSlug(title);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toBe(Array.from({ length: 16 }, () => 'word').join('-'));
    expect(bookSlug('a'.repeat(200))).toBe('a'.repeat(SLUG_MAX_LENGTH));
  });

  it('always gives hyphen-joined lower-case words within the limit, and is stable on its own output', () => {
    fc.assert(
      fc.property(
        fc.option(
          fc.oneof(
            fc.string({ unit: 'grapheme', maxLength: 200 }),
            fc.string({ unit: 'binary', maxLength: 200 }),
          ),
        ),
        (title) => {
          const slug = bookSlug(title);
          expect(slug).toMatch(SLUG_SHAPE);
          expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
          expect(bookSlug(slug)).toBe(slug);
        },
      ),
    );
  });
});

describe('productPagePath and productCoverPath', () => {
  it('is /books/{id}/{slug}', () => {
    expect(productPagePath(ID, 'The Clockwork Orchard')).toBe(`/books/${ID}/the-clockwork-orchard`);
    expect(productPagePath(ID, null)).toBe(`/books/${ID}/book`);
  });

  it('keeps an odd id inside its own path segment', () => {
    expect(productPagePath('a/../b?c', 'T')).toBe('/books/a%2F..%2Fb%3Fc/t');
  });

  it('puts the cover where no slug can be', () => {
    expect(productCoverPath(ID)).toBe(`/books/${ID}/cover.jpg`);
    fc.assert(fc.property(fc.string(), (title) => bookSlug(title) !== 'cover.jpg'));
  });
});

describe('hasProductPage and productPageUrl', () => {
  it('only on-sale books have a page', () => {
    const withPage = PROJECT_STATUSES.filter((s) => hasProductPage(s));
    expect(withPage).toEqual(['LSI_ONSALE', 'ONSALE']);
    expect(hasProductPage('OnSale')).toBe(true);
    expect(hasProductPage('OffSale')).toBe(false);
    expect(hasProductPage('nonsense')).toBe(false);
  });

  it('is the public address plus the canonical path, or null', () => {
    const book = { id: ID, title: 'Harbour Lights', status: 'ONSALE' };
    expect(productPageUrl('https://books.example', book)).toBe(
      `https://books.example/books/${ID}/harbour-lights`,
    );
    expect(productPageUrl('https://books.example/', book)).toBe(
      `https://books.example/books/${ID}/harbour-lights`,
    );
    expect(productPageUrl('https://example.org/quire', book)).toBe(
      `https://example.org/quire/books/${ID}/harbour-lights`,
    );
    for (const status of ['OFFSALE', 'PROCESSING_ONSALE', 'PROCESSING_OFFSALE', 'EDITING', 'CORRECTING']) {
      expect(productPageUrl('https://books.example', { ...book, status })).toBeNull();
    }
  });
});

describe('productCoverUrl', () => {
  it('is the public cover address beside the product page, under the same public address', () => {
    const book = { id: ID, title: 'Harbour Lights', status: 'ONSALE' };
    for (const base of ['https://books.example', 'https://example.org/quire']) {
      const productPageUrlOfBook = productPageUrl(base, book);
      expect(productCoverUrl({ id: ID, productPageUrl: productPageUrlOfBook })).toBe(
        `${base}/books/${ID}/cover.jpg`,
      );
    }
  });

  it('is null for a book without a product page', () => {
    expect(productCoverUrl({ id: ID, productPageUrl: null })).toBeNull();
    expect(productCoverUrl({ id: ID, productPageUrl: 'https://books.example/elsewhere' })).toBeNull();
  });
});

describe('offerAvailability', () => {
  const now = new Date('2026-11-25T15:00:00Z'); // 10:00 in New York

  it('is PreOrder only for a pre-order whose on-sale day is after today in New York', () => {
    expect(offerAvailability({ preOrder: true, onSaleDate: '2026-11-26' }, now)).toBe('PreOrder');
    expect(offerAvailability({ preOrder: true, onSaleDate: '2027-01-01T05:00:00.000Z' }, now)).toBe(
      'PreOrder',
    );
    expect(offerAvailability({ preOrder: true, onSaleDate: '2026-11-25' }, now)).toBe('InStock');
    expect(offerAvailability({ preOrder: true, onSaleDate: '2026-11-01' }, now)).toBe('InStock');
    expect(offerAvailability({ preOrder: true, onSaleDate: null }, now)).toBe('InStock');
    expect(offerAvailability({ preOrder: false, onSaleDate: '2027-01-01' }, now)).toBe('InStock');
  });

  it('counts days in New York: 23:30 there is still the same day', () => {
    const lateEvening = new Date('2026-11-26T04:30:00Z'); // 23:30 on the 25th in New York
    expect(offerAvailability({ preOrder: true, onSaleDate: '2026-11-26' }, lateEvening)).toBe('PreOrder');
  });
});

describe('languageTag', () => {
  it('has a BCP 47 tag for every book language', () => {
    for (const code of LANGUAGE_CODES) expect(LANGUAGE_TAGS[code]).toMatch(/^[a-z]{2,3}$/);
    expect(languageTag('eng')).toBe('en');
    expect(languageTag('ger')).toBe('de');
    expect(languageTag('wel')).toBe('cy');
    expect(languageTag('xxx')).toBeNull();
    expect(languageTag('toString')).toBeNull();
    expect(languageTag(null)).toBeNull();
  });
});
