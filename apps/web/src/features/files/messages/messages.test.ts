import { SUPPORTED_LOCALES } from '@quire/domain/i18n/locales';
import { createTranslator, redundantOverrides } from '@quire/domain/i18n/translator';
import { describe, expect, it } from 'vitest';
import { FINAL_FILES_CATALOGUES, type FinalFilesMessageKey, finalFilesEnUS } from './final';
import { FILES_CATALOGUES, FILES_EN_US as filesEnUS } from './index';

const COMMONWEALTH = ['en-au', 'en-ca', 'en-gb', 'en-ie', 'en-nz'] as const;

describe('files catalogue', () => {
  it('overrides only keys that exist in en-US and only with different text', () => {
    for (const loc of SUPPORTED_LOCALES) {
      const own = (FILES_CATALOGUES as Record<string, Record<string, string> | undefined>)[loc] ?? {};
      for (const key of Object.keys(own)) expect(Object.hasOwn(filesEnUS, key), `${loc} ${key}`).toBe(true);
      expect(redundantOverrides(FILES_CATALOGUES, loc)).toEqual([]);
    }
  });

  it('gives the summary’s files (final.ts, loaded alone there) the whole catalogue’s words', () => {
    for (const loc of SUPPORTED_LOCALES) {
      const full = createTranslator(FILES_CATALOGUES, loc);
      const final = createTranslator(FINAL_FILES_CATALOGUES, loc);
      for (const key of Object.keys(finalFilesEnUS) as FinalFilesMessageKey[]) {
        expect(final(key), `${loc} ${key}`).toBe(full(key));
      }
    }
  });

  it('spells colour for the Commonwealth locales (en-ca included), color for en-US and en-il', () => {
    for (const loc of COMMONWEALTH) {
      const t = createTranslator(FILES_CATALOGUES, loc);
      for (const key of Object.keys(filesEnUS) as (keyof typeof filesEnUS)[]) {
        expect(t(key), `${loc} ${key}`).not.toMatch(/colou?r(?<!colour)|\bcolored\b|grayscale/i);
      }
      expect(t('spine.color')).toBe('Spine colour');
    }
    for (const loc of ['en-US', 'en-il']) {
      expect(createTranslator(FILES_CATALOGUES, loc)('spine.color')).toBe('Spine color');
    }
  });

  it('fills values into the text', () => {
    const t = createTranslator(FILES_CATALOGUES, 'en-US');
    expect(t('files.drop.label', { what: 'interior' })).toBe('Upload interior file');
  });
});
