import { describe, expect, it } from 'vitest';
import { enUS } from './en-US';
import { createTranslator, errorMessage, pickLocale } from './index';
import { LOCALE_OVERRIDES } from './locales';

describe('message catalogue', () => {
  it('picks a supported locale from the browser languages, else en-US', () => {
    expect(pickLocale(['en-GB', 'en-US'])).toBe('en-gb');
    expect(pickLocale(['fr-FR', 'en-NZ'])).toBe('en-nz');
    expect(pickLocale(['de-DE'])).toBe('en-US');
    expect(pickLocale(['en'])).toBe('en-US');
    expect(pickLocale(undefined)).toBe('en-US');
  });

  it('fills parameters and falls back to en-US for keys a locale does not override', () => {
    const gb = createTranslator('en-gb');
    expect(gb('home.title', { name: 'Ada' })).toBe('Welcome, Ada');
    expect(gb('format.date')).toBe('D MMMM YYYY');
    expect(createTranslator('en-US')('format.date')).toBe('MMMM D, YYYY');
  });

  it('only overrides keys that exist in en-US', () => {
    for (const overrides of Object.values(LOCALE_OVERRIDES)) {
      for (const key of Object.keys(overrides)) expect(Object.hasOwn(enUS, key)).toBe(true);
    }
  });

  it("takes error messages from the domain's catalogue", () => {
    expect(errorMessage('30004')).toBe('Your password is not correct for this account.');
  });
});
