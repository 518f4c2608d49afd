import { redundantOverrides, resolveLocale, SUPPORTED_LOCALES } from '@quire/domain/i18n/index';
import { DOMAIN_MESSAGES } from '@quire/domain/i18n/messages/index';
import { describe, expect, it } from 'vitest';
import { enUS } from './en-US';
import { errorMessage } from './errors';
import { translator } from './full';
import { t } from './index';
import { WEB_CATALOGUES } from './locales';

describe('message catalogue', () => {
  it('picks a supported locale from the browser languages, else en-US', () => {
    expect(resolveLocale(['en-GB', 'en-US'])).toBe('en-gb');
    expect(resolveLocale(['fr-FR', 'en-NZ'])).toBe('en-nz');
    expect(resolveLocale(['de-DE'])).toBe('en-US');
  });

  it('fills parameters and falls back to en-US for keys a locale does not override', () => {
    const gb = translator('en-gb');
    expect(gb('home.title', { name: 'Ada' })).toBe('Welcome, Ada');
    expect(gb('createAccount.emailOptIn')).toContain('e-mail');
    expect(translator('en-US')('createAccount.emailOptIn')).toContain('by email');
  });

  it('holds the domain messages too, e.g. the password checklist title', () => {
    expect(translator('en-US')('password.checklistTitle')).toBe('Your password must:');
  });

  it('overrides only keys that exist in en-US and only with different text', () => {
    for (const loc of SUPPORTED_LOCALES) {
      const own = (WEB_CATALOGUES as Record<string, Record<string, string> | undefined>)[loc] ?? {};
      for (const key of Object.keys(own)) expect(Object.hasOwn(enUS, key)).toBe(true);
      expect(redundantOverrides(WEB_CATALOGUES, loc)).toEqual([]);
    }
  });

  it("says the copy toast in the domain's words", () => {
    expect(t('toast.copied')).toBe(DOMAIN_MESSAGES['clipboard.copied']);
  });

  it("takes error messages from the domain's catalogue", () => {
    expect(errorMessage('30004')).toBe('Your password is not correct for this account.');
  });
});
