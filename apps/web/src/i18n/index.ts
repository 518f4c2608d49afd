import { errorDefinition } from '@quire/domain';
import { type Catalogue, enUS, type MessageKey } from './en-US';
import { DEFAULT_LOCALE, LOCALE_OVERRIDES, type Locale, pickLocale } from './locales';

export type { MessageKey } from './en-US';
export { type Locale, pickLocale, SUPPORTED_LOCALES } from './locales';

export type Params = Record<string, string | number>;

/** A translator for one locale: the locale's override, else en-US; {name} placeholders filled. */
export function createTranslator(locale: Locale): (key: MessageKey, params?: Params) => string {
  const catalogue: Catalogue = { ...enUS, ...LOCALE_OVERRIDES[locale] };
  return (key, params) => {
    const text = catalogue[key] ?? key;
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
      Object.hasOwn(params, name) ? String(params[name]) : whole,
    );
  };
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The locale of this browser session, chosen once at start-up. */
export const locale: Locale =
  typeof navigator === 'undefined' ? DEFAULT_LOCALE : pickLocale(browserLanguages());

/** Translate a UI string of the catalogue. */
export const t = createTranslator(locale);

/** The user-facing message of an error code, from the domain's catalogue (the server's words). */
export function errorMessage(code: string): string {
  return errorDefinition(code).message;
}
