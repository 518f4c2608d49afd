import { createTranslator, type MessageParams } from '@quire/domain/i18n/translator';
import { locale } from '../../../../i18n';

/** The promotion news list on the publisher's summary page (en-US holds every key). */
export const newsEnUS = {
  'news.title': 'Promotion news',
  'news.loading': 'Loading the promotion news…',
  'news.loadError': 'We could not load the promotion news.',
  'news.empty': 'Nothing new about your promotions.',
  'news.open': 'Open',
} as const;

export type NewsMessageKey = keyof typeof newsEnUS;

export const newsText: (key: NewsMessageKey, params?: MessageParams) => string = createTranslator(
  { 'en-US': newsEnUS },
  locale,
);
