import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES_DIR, fixtureFiles, INVALID_CASES } from './fixture-cases';
import { preflightEpub } from './preflight-epub';

describe('EpubCheck fixtures, Quire checks only (EpubCheck off)', () => {
  const dir = FIXTURES_DIR;

  it('every invalid fixture has an expectation', () => {
    expect(fixtureFiles('invalid')).toEqual(Object.keys(INVALID_CASES).sort());
    expect(fixtureFiles('valid').length).toBeGreaterThanOrEqual(8);
  });

  it.each(fixtureFiles('valid'))('valid/%s passes (no ERROR)', async (file) => {
    const r = await preflightEpub(resolve(dir, 'valid', file), { epubcheck: 'off' });
    expect(r.findings.filter((f) => f.severity === 'ERROR')).toEqual([]);
    expect(r.title).toMatch(/Minimal EPUB/);
    expect(r.spine.length).toBeGreaterThan(0);
    expect(r.toc.length).toBeGreaterThan(0);
  });

  it.each(fixtureFiles('invalid'))('invalid/%s fails with a specific message', async (file) => {
    const expected = INVALID_CASES[file]!;
    const r = await preflightEpub(resolve(dir, 'invalid', file), { epubcheck: 'off' });
    const hit = r.findings.find((f) => f.code === expected.code);
    expect(hit, JSON.stringify(r.findings)).toBeDefined();
    expect(hit).toMatchObject({ severity: 'ERROR', source: 'quire' });
    expect(hit?.message).toMatch(expected.message);
    if (expected.path) expect(hit?.path).toBe(expected.path);
    expect(r.findings.every((f) => f.source === 'quire')).toBe(true);
  });
});
