import { createTranslator, type MessageParams } from '@quire/domain/i18n/translator';
import { locale } from '../../../i18n';

/**
 * The labels around site content as authors see it (en-US holds every key). The messages' own
 * words (Dismiss, I have read this, "3 of your titles") are the domain's CONTENT_MESSAGES.
 */
export const siteContentEnUS = {
  'bar.label': 'Site messages',
  'bar.critical': 'Important',
  'bar.previous': 'Previous message',
  'bar.next': 'Following message',
  'bar.position': '{n} of {m}',
  'bar.pause': 'Pause messages',
  'bar.play': 'Play messages',
  'bar.link': 'Learn more',
  'link.newTab': '(opens in a new tab)',
  'modules.label': 'From Quire',
  'banners.label': 'Featured',
} as const;

export type SiteContentMessageKey = keyof typeof siteContentEnUS;

export const siteText: (key: SiteContentMessageKey, params?: MessageParams) => string = createTranslator(
  { 'en-US': siteContentEnUS },
  locale,
);
