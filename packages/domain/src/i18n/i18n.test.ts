import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../errors/catalogue';
import { LOCALE_INFO, resolveLocale, SUPPORTED_LOCALES } from './locales';
import { DOMAIN_CATALOGUES, DOMAIN_MESSAGES, domainTranslator, tDomain } from './messages/index';
import {
  type Catalogues,
  createTranslator,
  extendCatalogues,
  interpolate,
  redundantOverrides,
} from './translator';

describe('locales (spec 1 §9, spec 3 §9)', () => {
  it('lists en-US and the six locale files', () => {
    expect([...SUPPORTED_LOCALES]).toEqual(['en-US', 'en-au', 'en-ca', 'en-gb', 'en-ie', 'en-il', 'en-nz']);
  });

  it('uses MMMM D, YYYY for en-US and D MMMM YYYY for the others', () => {
    for (const l of SUPPORTED_LOCALES) {
      expect(LOCALE_INFO[l].locale).toBe(l);
      expect(LOCALE_INFO[l].dateFormat).toBe(l === 'en-US' ? 'MMMM D, YYYY' : 'D MMMM YYYY');
    }
  });

  it('defaults the currency: USD, GBP for en-gb, EUR for en-ie', () => {
    expect(LOCALE_INFO['en-US'].currency).toBe('USD');
    expect(LOCALE_INFO['en-gb'].currency).toBe('GBP');
    expect(LOCALE_INFO['en-ie'].currency).toBe('EUR');
    for (const l of ['en-au', 'en-ca', 'en-nz', 'en-il'] as const)
      expect(LOCALE_INFO[l].currency).toBe('USD');
  });

  it.each([
    ['en-US', 'en-US'],
    ['en-us', 'en-US'],
    ['en-GB', 'en-gb'],
    ['en_NZ', 'en-nz'],
    ['fr-FR, en-IE;q=0.8', 'en-ie'],
    [['de-DE', 'en-AU'], 'en-au'],
    ['en', 'en-US'],
    ['', 'en-US'],
    [null, 'en-US'],
    [undefined, 'en-US'],
  ])('resolveLocale(%j) → %s', (input, expected) => {
    expect(resolveLocale(input)).toBe(expected);
  });
});

describe('translator', () => {
  const catalogues: Catalogues<'hello' | 'color' | 'only'> = {
    'en-US': { hello: 'Hello, {name}!', color: 'Color', only: 'US only' },
    'en-gb': { color: 'Colour' },
  };

  it('interpolates {name} and leaves unknown placeholders', () => {
    expect(interpolate('Min Length {n}', { n: 8 })).toBe('Min Length 8');
    expect(interpolate('{a} and {b}', { a: 'x' })).toBe('x and {b}');
    expect(interpolate('no params {x}')).toBe('no params {x}');
  });

  it('does not read placeholder names from the prototype', () => {
    expect(interpolate('{toString}', {})).toBe('{toString}');
  });

  it('uses the locale text, then en-US, then the key', () => {
    const gb = createTranslator(catalogues, 'en-GB');
    expect(gb('color')).toBe('Colour');
    expect(gb('only')).toBe('US only');
    expect(gb('hello', { name: 'Ada' })).toBe('Hello, Ada!');
    expect(createTranslator(catalogues, 'en-nz')('color')).toBe('Color');
    expect(createTranslator(catalogues, 'xx')('color')).toBe('Color');
    expect(gb('missing' as 'only')).toBe('missing');
  });

  it('extends catalogues locale by locale, the second winning', () => {
    const merged = extendCatalogues(catalogues, {
      'en-US': { button: 'Sign In', only: 'Web wins' },
      'en-au': { button: 'Sign in' },
    });
    expect(createTranslator(merged, 'en-au')('button')).toBe('Sign in');
    expect(createTranslator(merged, 'en-gb')('color')).toBe('Colour');
    expect(createTranslator(merged, 'en-US')('only')).toBe('Web wins');
  });

  it('interpolation replaces exactly the given values', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[^{}]*$/), fc.stringMatching(/^[^{}]*$/), (before, value) => {
        expect(interpolate(`${before}{v}${before}`, { v: value })).toBe(`${before}${value}${before}`);
      }),
    );
  });
});

describe('DOMAIN_MESSAGES', () => {
  it('has every catalogue code as error.{code}', () => {
    for (const def of Object.values(ERROR_CATALOGUE)) {
      expect(DOMAIN_MESSAGES[`error.${def.code}`]).toBe(def.message);
    }
  });

  it('holds the spec rule messages', () => {
    expect(tDomain('form.required', { label: 'first name' })).toBe('Please enter the first name.');
    expect(tDomain('form.minLength', { n: 3 })).toBe('Min Length 3');
    expect(tDomain('form.maxLength', { n: 40 })).toBe('Max Length 40');
    expect(tDomain('form.pattern')).toBe('Invalid');
    expect(tDomain('form.digitsOnly')).toBe('Please enter numbers only in this field.');
    expect(tDomain('form.validRanges')).toBe('Not within valid ranges');
    expect(tDomain('form.dateOnOrBefore', { date: '03/05/2026' })).toBe(
      'Please enter 03/05/2026 or earlier.',
    );
    expect(tDomain('form.dateOnOrAfter', { date: '03/05/2026' })).toBe('Please enter 03/05/2026 or later.');
    expect(tDomain('form.contributorEmailExists')).toBe(
      'A contributor already exists with this email address',
    );
    expect(tDomain('mobile.required')).toBe('Please enter a mobile phone number');
    expect(tDomain('mobile.invalid')).toBe('Please enter a valid mobile phone number.');
    expect(tDomain('mobile.mismatch')).toBe('Mobile phone numbers do not match.');
    expect(tDomain('otp.required')).toBe('Please enter the one-time code.');
    expect(tDomain('error.30004')).toBe('Your password is not correct for this account.');
  });

  it('has locale files whose keys exist in en-US and whose texts really differ', () => {
    const keys = new Set(Object.keys(DOMAIN_MESSAGES));
    for (const l of SUPPORTED_LOCALES) {
      if (l === 'en-US') continue;
      const own = DOMAIN_CATALOGUES[l] ?? {};
      for (const k of Object.keys(own)) expect(keys.has(k), `${l} ${k}`).toBe(true);
      expect(redundantOverrides(DOMAIN_CATALOGUES, l)).toEqual([]);
    }
  });

  it('spells cancelled and colour for the Commonwealth locales, not for en-US and en-il', () => {
    for (const l of ['en-au', 'en-ca', 'en-gb', 'en-ie', 'en-nz']) {
      const t = domainTranslator(l);
      expect(t('vendorStatus.Cancelled')).toBe('Cancelled');
      expect(t('printColor.FULL_COLOR')).toBe('Full Colour');
      expect(t('form.required', { label: 'title' })).toBe('Please enter the title.');
    }
    for (const l of ['en-US', 'en-il']) {
      expect(domainTranslator(l)('vendorStatus.Cancelled')).toBe('Canceled');
      expect(domainTranslator(l)('printColor.FULL_COLOR')).toBe('Full Color');
    }
  });
});
