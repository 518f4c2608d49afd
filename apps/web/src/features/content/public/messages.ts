import { createTranslator, type MessageParams } from '@quire/domain/i18n/translator';
import { locale } from '../../../i18n';

/**
 * The words around the visitors' pages (en-US holds every key): the static pages' states and the
 * home page's built-in parts. The pages' own copy is content, edited in the back office.
 */
export const publicPagesEnUS = {
  'page.loading': 'Loading the page…',
  'page.loadError': 'We could not load this page.',
  'page.home': 'Go to the home page',

  'home.loading': 'Loading…',
  'home.waysIn': 'Publish with Quire',
  'home.createAccountText': 'Free to join: publish eBooks and print books and get paid every month.',
  'home.signInText': 'Already an author with us? Pick up where you left off.',
  'home.buildABook': 'Build a Book',
  'home.buildABookText': 'See what the book builder asks for, step by step.',

  'royalty.title': 'What you earn on an eBook',
  'royalty.intro':
    'Your royalty on each copy sold depends on the list price you set: from {min} to {max}, or {free} for a free eBook.',
  'royalty.loading': 'Loading the royalty calculator…',
  'royalty.caption': 'eBook royalty by list price',
  'royalty.col.price': 'List price',
  'royalty.col.rate': 'Your royalty',
  'royalty.col.share': 'Retail and distribution share',
  'royalty.band': '{min} to {max}',
  'royalty.free': '{price} (free)',
  'royalty.none': 'No royalty',
  'royalty.exampleTitle': 'Try a price',
  'royalty.priceLabel': 'eBook list price',
  'royalty.prompt': 'Enter a list price to see your royalty per copy.',
  'royalty.result': 'At {price} you earn {royalty} per copy: a {rate} royalty.',
  'royalty.resultFree': 'A free eBook earns no royalty.',
} as const;

export type PublicPagesMessageKey = keyof typeof publicPagesEnUS;

export const publicText: (key: PublicPagesMessageKey, params?: MessageParams) => string = createTranslator(
  { 'en-US': publicPagesEnUS },
  locale,
);
