import { DEFAULT_LOCALE, type Locale, resolveLocale } from '@quire/domain/i18n/locales';
import { createTranslator, type MessageParams } from '@quire/domain/i18n/translator';
import type { WebMessageKey } from './en-US';
import { WEB_CATALOGUES } from './locales';

/**
 * The message catalogue, part 1: the web app's UI strings, which every page needs. Part 2
 * (./full.ts) adds the domain's messages (form rules, password checklist, statuses) for the pages
 * that show them; it is a separate module so the first page does not load the domain's schemas.
 * Error messages come from the domain's error catalogue (`errorMessage`, ./errors.ts).
 */
export type MessageKey = WebMessageKey;
export type { MessageParams };

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The locale of this browser session, chosen once from the browser's languages. */
export const locale: Locale =
  typeof navigator === 'undefined' ? DEFAULT_LOCALE : resolveLocale(browserLanguages());

/** Translate a UI string for this session's locale. */
export const t: (key: MessageKey, params?: MessageParams) => string = createTranslator(
  WEB_CATALOGUES,
  locale,
);
