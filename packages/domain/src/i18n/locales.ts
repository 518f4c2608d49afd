import type { Currency } from '../format/price';

/** The locales of spec 1 §9 / spec 3 §9: en-US is the default, with six locale files. */
export const SUPPORTED_LOCALES = ['en-US', 'en-au', 'en-ca', 'en-gb', 'en-ie', 'en-il', 'en-nz'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

export interface LocaleInfo {
  locale: Locale;
  /** The display pattern as the spec writes it (spec 3 §9). */
  dateFormat: 'MMMM D, YYYY' | 'D MMMM YYYY';
  /** The same pattern in date-fns tokens. */
  dateFnsPattern: 'MMMM d, yyyy' | 'd MMMM yyyy';
  /** Currency a price shows in when the data does not name one. */
  currency: Currency;
  /** English name of the locale, for a language picker. */
  name: string;
}

const US = { dateFormat: 'MMMM D, YYYY', dateFnsPattern: 'MMMM d, yyyy' } as const;
const NON_US = { dateFormat: 'D MMMM YYYY', dateFnsPattern: 'd MMMM yyyy' } as const;

/**
 * Date pattern and default currency per locale. The spec knows three currency symbols (USD $,
 * GBP £, EUR €) and pays AU, CA and NZ bank accounts in USD (spec 3 §3, §5), so en-au, en-ca and
 * en-nz default to USD, as does en-il (no currency of its own in the spec); en-gb uses GBP and
 * en-ie EUR. Prices always carry their own currency when the data has one; this is only the default.
 */
export const LOCALE_INFO: Readonly<Record<Locale, LocaleInfo>> = {
  'en-US': { locale: 'en-US', ...US, currency: 'USD', name: 'English (United States)' },
  'en-au': { locale: 'en-au', ...NON_US, currency: 'USD', name: 'English (Australia)' },
  'en-ca': { locale: 'en-ca', ...NON_US, currency: 'USD', name: 'English (Canada)' },
  'en-gb': { locale: 'en-gb', ...NON_US, currency: 'GBP', name: 'English (United Kingdom)' },
  'en-ie': { locale: 'en-ie', ...NON_US, currency: 'EUR', name: 'English (Ireland)' },
  'en-il': { locale: 'en-il', ...NON_US, currency: 'USD', name: 'English (Israel)' },
  'en-nz': { locale: 'en-nz', ...NON_US, currency: 'USD', name: 'English (New Zealand)' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * The supported locale for a locale tag or a preference list (such as `navigator.languages` or
 * an Accept-Language list): case and separator insensitive ('en_GB', 'EN-gb' → 'en-gb'); the
 * first tag that matches wins; anything else (including plain 'en' and 'fr-FR') is en-US.
 */
export function resolveLocale(input: string | readonly string[] | null | undefined): Locale {
  const tags = typeof input === 'string' ? input.split(',') : (input ?? []);
  for (const raw of tags) {
    const tag = raw.split(';')[0]!.trim().replace(/_/g, '-').toLowerCase();
    const found = SUPPORTED_LOCALES.find((l) => l.toLowerCase() === tag);
    if (found) return found;
  }
  return DEFAULT_LOCALE;
}
