import { errorDefinition } from '@quire/domain';
import {
  createTranslator,
  DOMAIN_CATALOGUES,
  type DomainMessageKey,
  extendCatalogues,
  type Locale,
  type MessageParams,
  resolveLocale,
} from '@quire/domain/i18n/index';
import type { WebMessageKey } from './en-US';
import { WEB_CATALOGUES } from './locales';

/** Every key a screen may show: the web app's UI strings and the domain's messages. */
export type MessageKey = WebMessageKey | DomainMessageKey;

/** One catalogue: the domain's messages with the web app's UI strings on top. */
export const CATALOGUES = extendCatalogues(DOMAIN_CATALOGUES, WEB_CATALOGUES);

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The locale of this browser session, chosen once from the browser's languages. */
export const locale: Locale = resolveLocale(browserLanguages());

/** A translator for a locale (tests use other locales). */
export function translator(forLocale: string) {
  return createTranslator(CATALOGUES, forLocale);
}

/** Translate a message of the catalogue for this session's locale. */
export const t: (key: MessageKey, params?: MessageParams) => string = translator(locale);

/** The user-facing message of an error code, from the domain's catalogue (the server's words). */
export function errorMessage(code: string): string {
  return errorDefinition(code).message;
}
