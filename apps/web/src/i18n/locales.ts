import type { Catalogue } from './en-US';

/** The locales of spec 1 §9 / spec 3 §9; en-US is the default and the fallback for every key. */
export const SUPPORTED_LOCALES = ['en-US', 'en-au', 'en-ca', 'en-gb', 'en-ie', 'en-il', 'en-nz'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

/**
 * Per-locale overrides of the en-US catalogue. Dates read 'MMMM D, YYYY' in the US and
 * 'D MMMM YYYY' everywhere else (spec 3 §9); the few wording differences of this slice follow.
 */
const nonUs: Partial<Catalogue> = {
  'format.date': 'D MMMM YYYY',
  'createAccount.emailOptIn': 'Send me news, tips and offers for authors by e-mail',
};

export const LOCALE_OVERRIDES: Record<Locale, Partial<Catalogue>> = {
  'en-US': {},
  'en-au': nonUs,
  'en-ca': nonUs,
  'en-gb': nonUs,
  'en-ie': nonUs,
  'en-il': nonUs,
  'en-nz': nonUs,
};

/**
 * Picks the locale from the browser's preferred languages: an exact match among the supported
 * locales (case-insensitive), else en-US. 'en-GB' → 'en-gb'; 'fr-FR' → 'en-US'.
 */
export function pickLocale(languages: readonly string[] | undefined): Locale {
  for (const lang of languages ?? []) {
    const lower = lang.toLowerCase();
    const found = SUPPORTED_LOCALES.find((l) => l.toLowerCase() === lower);
    if (found) return found;
  }
  return DEFAULT_LOCALE;
}
