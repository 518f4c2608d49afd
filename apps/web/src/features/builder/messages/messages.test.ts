import { SUPPORTED_LOCALES } from '@quire/domain/i18n/locales';
import { createTranslator, redundantOverrides } from '@quire/domain/i18n/translator';
import { describe, expect, it } from 'vitest';
import { BUILDER_CATALOGUES, builderEnUS } from './index';
import { SHELL_CATALOGUES, type ShellMessageKey, shellEnUS } from './shell';

const COMMONWEALTH = ['en-au', 'en-ca', 'en-gb', 'en-ie', 'en-nz'] as const;

describe('builder catalogue', () => {
  it('overrides only keys that exist in en-US and only with different text', () => {
    for (const loc of SUPPORTED_LOCALES) {
      const own = (BUILDER_CATALOGUES as Record<string, Record<string, string> | undefined>)[loc] ?? {};
      for (const key of Object.keys(own)) expect(Object.hasOwn(builderEnUS, key), `${loc} ${key}`).toBe(true);
      expect(redundantOverrides(BUILDER_CATALOGUES, loc)).toEqual([]);
    }
  });

  it('spells colour and grey for the Commonwealth locales (en-ca included), color for en-US and en-il', () => {
    for (const loc of COMMONWEALTH) {
      const t = createTranslator(BUILDER_CATALOGUES, loc);
      for (const key of Object.keys(builderEnUS) as (keyof typeof builderEnUS)[]) {
        expect(t(key), `${loc} ${key}`).not.toMatch(/colou?r(?<!colour)|\bcolored\b|grayscale/i);
      }
      expect(t('builder.printColor')).toBe('Print colour');
      expect(t('size.paperColor.field')).toBe('paper colour');
    }
    for (const loc of ['en-US', 'en-il']) {
      const t = createTranslator(BUILDER_CATALOGUES, loc);
      expect(t('builder.printColor')).toBe('Print color');
      expect(t('guide.cover.images.ebook.1')).toBe('RGB color, JPEG or PNG.');
    }
  });

  it('gives the shell and the summary (shell.ts, loaded alone there) the whole catalogue’s words', () => {
    for (const loc of SUPPORTED_LOCALES) {
      const full = createTranslator(BUILDER_CATALOGUES, loc);
      const shell = createTranslator(SHELL_CATALOGUES, loc);
      for (const key of Object.keys(shellEnUS) as ShellMessageKey[]) {
        expect(shell(key), `${loc} ${key}`).toBe(full(key));
      }
    }
    expect(createTranslator(SHELL_CATALOGUES, 'en-gb')('builder.paperColor')).toBe('Paper colour');
  });

  it('fills values into the text', () => {
    const t = createTranslator(BUILDER_CATALOGUES, 'en-US');
    expect(t('builder.nextTo', { step: 'Pricing' })).toBe('Next: Pricing');
    expect(t('categories.chosen', { count: 2, max: 5 })).toBe('Your categories (2 of 5)');
  });
});
