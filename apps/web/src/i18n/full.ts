import { DOMAIN_CATALOGUES, type DomainMessageKey } from '@quire/domain/i18n/messages/index';
import { createTranslator, extendCatalogues, type MessageParams } from '@quire/domain/i18n/translator';
import type { WebMessageKey } from './en-US';
import { locale } from './index';
import { WEB_CATALOGUES } from './locales';

/** The whole catalogue: the domain's messages with the web app's UI strings on top. */
export const CATALOGUES = extendCatalogues(DOMAIN_CATALOGUES, WEB_CATALOGUES);

export type FullMessageKey = WebMessageKey | DomainMessageKey;

/** A translator over the whole catalogue for a locale (the form engine takes one). */
export function translator(forLocale: string) {
  return createTranslator(CATALOGUES, forLocale);
}

/** Translate any message, UI or domain, for this session's locale. */
export const tFull: (key: FullMessageKey, params?: MessageParams) => string = translator(locale);
