import { type AccessibilityMetadata, sufficientSetLabel } from '@quire/domain';
import type { BookView } from './storefront.view';

/** schema.org properties for contributor roles other than author (others are `contributor`). */
const ROLE_PROPERTY: Readonly<Record<string, string>> = {
  A: 'author',
  E: 'editor',
  I: 'illustrator',
  T: 'translator',
};

const person = (name: string) => ({ '@type': 'Person', name });

/**
 * An eBook's schema.org accessibility properties (decision 046), each only when known:
 * accessModeSufficient as the ItemLists schema.org describes (one per way of reading).
 */
export function accessibilityJsonLd(a: AccessibilityMetadata | null): Record<string, unknown> {
  if (!a) return {};
  return {
    ...(a.accessModes.length ? { accessMode: a.accessModes } : {}),
    ...(a.accessModesSufficient.length
      ? {
          accessModeSufficient: a.accessModesSufficient.map((set) => ({
            '@type': 'ItemList',
            itemListElement: set.split(','),
            description: sufficientSetLabel(set),
          })),
        }
      : {}),
    ...(a.features.length ? { accessibilityFeature: a.features } : {}),
    ...(a.hazards.length ? { accessibilityHazard: a.hazards } : {}),
    ...(a.summary ? { accessibilitySummary: a.summary } : {}),
  };
}

/**
 * The schema.org Book of a product page (https://schema.org/Book), with its Offer: the price in
 * USD, and InStock, or PreOrder (with the day it goes on sale) for a pre-order. Absent facts are
 * left out rather than sent empty.
 */
export function bookJsonLd(view: BookView): Record<string, unknown> {
  const people: Record<string, { '@type': string; name: string }[]> = {};
  for (const c of view.contributors) {
    const property = ROLE_PROPERTY[c.code] ?? 'contributor';
    people[property] = [...(people[property] ?? []), person(c.name)];
  }
  const book: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Book',
    '@id': `${view.canonicalUrl}#book`,
    url: view.canonicalUrl,
    name: view.title,
    ...(view.subtitle ? { alternativeHeadline: view.subtitle } : {}),
    ...people,
    ...(view.descriptionText ? { description: view.descriptionText } : {}),
    ...(view.cover ? { image: view.cover.url } : {}),
    ...(view.isbn ? { isbn: view.isbn } : {}),
    bookFormat: view.isEBook
      ? 'https://schema.org/EBook'
      : view.formatLabel.startsWith('Hardcover')
        ? 'https://schema.org/Hardcover'
        : 'https://schema.org/Paperback',
    ...(view.pageCount ? { numberOfPages: view.pageCount } : {}),
    ...(view.lang ? { inLanguage: view.lang } : {}),
    ...(view.publisher ? { publisher: { '@type': 'Organization', name: view.publisher } } : {}),
    ...(view.datePublished ? { datePublished: view.datePublished } : {}),
    ...(view.categories.length ? { genre: view.categories } : {}),
    ...(view.series
      ? {
          isPartOf: { '@type': 'BookSeries', name: view.series.name },
          ...(view.series.number ? { position: view.series.number } : {}),
        }
      : {}),
    ...(view.isEBook ? accessibilityJsonLd(view.accessibility) : {}),
  };
  if (view.price) {
    book.offers = {
      '@type': 'Offer',
      url: view.canonicalUrl,
      price: view.price.amount,
      priceCurrency: 'USD',
      availability: `https://schema.org/${view.availability}`,
      ...(view.availableFrom ? { availabilityStarts: view.availableFrom.date } : {}),
    };
  }
  return book;
}
