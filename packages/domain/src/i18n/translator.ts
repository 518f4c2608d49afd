import { DEFAULT_LOCALE, type Locale, resolveLocale, SUPPORTED_LOCALES } from './locales';

/** Values put into `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * Messages per locale: en-US holds every key; each other locale overrides only the keys whose
 * text really differs (a missing key falls back to en-US).
 */
export type Catalogues<K extends string> = { readonly 'en-US': Readonly<Record<K, string>> } & {
  readonly [L in Exclude<Locale, 'en-US'>]?: Readonly<Partial<Record<K, string>>>;
};

export type Translate<K extends string = string> = (key: K, params?: MessageParams) => string;

/** Replaces `{name}` with params.name; a placeholder without a value stays as written. */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/**
 * `t(key, params)` for one locale: the locale's text, else en-US, else the key itself (so a
 * missing message is visible rather than blank). The locale may be any tag; it is resolved
 * with `resolveLocale` ('en-GB' → 'en-gb', unknown → en-US).
 */
export function createTranslator<K extends string>(catalogues: Catalogues<K>, locale: string): Translate<K> {
  const resolved = resolveLocale(locale);
  const own = (resolved === DEFAULT_LOCALE ? undefined : catalogues[resolved]) as
    | Readonly<Partial<Record<K, string>>>
    | undefined;
  const base = catalogues['en-US'];
  return (key, params) => {
    const text = own?.[key] ?? base[key] ?? key;
    return interpolate(text, params);
  };
}

/**
 * Two catalogue sets as one, locale by locale, the second winning on a shared key. The web app
 * puts its UI strings on top of DOMAIN_CATALOGUES this way.
 */
export function extendCatalogues<A extends string, B extends string>(
  base: Catalogues<A>,
  extra: Catalogues<B>,
): Catalogues<A | B> {
  const out: Record<string, Record<string, string>> = {};
  for (const locale of SUPPORTED_LOCALES) {
    const a = base[locale as 'en-US'] as Record<string, string> | undefined;
    const b = extra[locale as 'en-US'] as Record<string, string> | undefined;
    if (a || b) out[locale] = { ...a, ...b };
  }
  return out as unknown as Catalogues<A | B>;
}

/** The locales that spell the Commonwealth way (colour, catalogue); en-il keeps US spelling. */
export const COMMONWEALTH_LOCALES = [
  'en-au',
  'en-ca',
  'en-gb',
  'en-ie',
  'en-nz',
] as const satisfies readonly Locale[];

/** A catalogue set from en-US and one set of Commonwealth-spelling overrides for every such locale. */
export function withCommonwealth<K extends string>(
  enUS: Readonly<Record<K, string>>,
  commonwealth: Readonly<Partial<Record<K, string>>>,
): Catalogues<K> {
  const out: Record<string, Readonly<Partial<Record<K, string>>>> = { 'en-US': enUS };
  for (const locale of COMMONWEALTH_LOCALES) out[locale] = commonwealth;
  return out as unknown as Catalogues<K>;
}

/** Keys of en-US that a locale overrides with a text identical to en-US (a sign of a copy-paste). */
export function redundantOverrides<K extends string>(catalogues: Catalogues<K>, locale: Locale): K[] {
  if (locale === DEFAULT_LOCALE) return [];
  const own = (catalogues[locale as Exclude<Locale, 'en-US'>] ?? {}) as Partial<Record<K, string>>;
  return (Object.keys(own) as K[]).filter((k) => own[k] === catalogues['en-US'][k]);
}
