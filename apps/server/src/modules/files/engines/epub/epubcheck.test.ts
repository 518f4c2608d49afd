import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Finding } from '@quire/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WITHIN_SECONDS_MS } from '../test-bounds';
import { epubcheckAvailable, mapEpubcheckReport, mergeFindings, runEpubcheck } from './epubcheck';
import { FIXTURES_DIR, fixtureFiles, INVALID_CASES } from './fixture-cases';
import { type EpubReport, preflightEpub } from './preflight-epub';
import { buildEpub, packageOpf } from './test-epub';

describe('EpubCheck report mapping and merging', () => {
  const report = {
    messages: [
      {
        ID: 'RSC-005',
        severity: 'ERROR',
        message: 'Error while parsing file',
        locations: [{ path: 'EPUB/a.xhtml', line: 3, column: 7 }],
      },
      {
        ID: 'PKG-008',
        severity: 'FATAL',
        message: 'Unable to read file',
        locations: [{ path: 'book.epub', line: -1, column: -1 }],
      },
      {
        ID: 'OPF-003',
        severity: 'WARNING',
        message: 'Item not declared',
        locations: [{ path: 'EPUB/x.css', line: -1 }],
      },
      { ID: 'HTM-010', severity: 'USAGE', message: 'usage', locations: [] },
      { ID: 'INF-001', severity: 'INFO', message: 'info', locations: [] },
    ],
  };

  it('FATAL/ERROR → ERROR, WARNING → WARNING, USAGE/INFO dropped; paths outside the book dropped', () => {
    expect(mapEpubcheckReport(report, '/tmp/up/book.epub')).toEqual([
      {
        severity: 'ERROR',
        code: 'RSC-005',
        message: 'EpubCheck: Error while parsing file',
        path: 'EPUB/a.xhtml',
        line: 3,
        column: 7,
        source: 'epubcheck',
      },
      { severity: 'ERROR', code: 'PKG-008', message: 'EpubCheck: Unable to read file', source: 'epubcheck' },
      {
        severity: 'WARNING',
        code: 'OPF-003',
        message: 'EpubCheck: Item not declared',
        path: 'EPUB/x.css',
        source: 'epubcheck',
      },
    ]);
    expect(mapEpubcheckReport({ nonsense: true })).toEqual([]);
  });

  it('drops an EpubCheck finding only when Quire said the same thing', () => {
    const own: Finding[] = [
      {
        severity: 'ERROR',
        code: 'ZIP_NAME_FORBIDDEN_CHARACTER',
        message: 'x',
        path: 'EPUB/a|b.xhtml',
        source: 'quire',
      },
    ];
    const ec: Finding[] = [
      {
        severity: 'ERROR',
        code: 'PKG-009',
        message: 'EpubCheck: y',
        path: 'EPUB/a|b.xhtml',
        source: 'epubcheck',
      },
      {
        severity: 'ERROR',
        code: 'PKG-009',
        message: 'EpubCheck: y',
        path: 'EPUB/other|.xhtml',
        source: 'epubcheck',
      },
      {
        severity: 'ERROR',
        code: 'RSC-005',
        message: 'EpubCheck: z',
        path: 'EPUB/a|b.xhtml',
        source: 'epubcheck',
      },
    ];
    expect(mergeFindings(own, ec).map((f) => [f.code, f.path])).toEqual([
      ['ZIP_NAME_FORBIDDEN_CHARACTER', 'EPUB/a|b.xhtml'],
      ['PKG-009', 'EPUB/other|.xhtml'],
      ['RSC-005', 'EPUB/a|b.xhtml'],
    ]);
  });

  it('a missing jar or an aborted run adds nothing', async () => {
    expect(await runEpubcheck('/nonexistent.epub', { jar: '/nonexistent.jar' })).toEqual([]);
    const ac = new AbortController();
    ac.abort();
    expect(await runEpubcheck('/nonexistent.epub', { signal: ac.signal })).toEqual([]);
  });
});

/** Runs tasks with at most `size` at a time (EpubCheck starts a JVM per file). */
async function pool<T, R>(items: T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await run(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return out;
}

describe.skipIf(!epubcheckAvailable())('with EpubCheck on', () => {
  const dir = FIXTURES_DIR;
  const reports = new Map<string, EpubReport>();
  let tmp: string;
  const abs = (p: string) => (p.startsWith('/') ? p : resolve(dir, p));
  const built = new Map<string, EpubReport>();

  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'quire-epubcheck-test-'));
    const valid = join(tmp, 'valid.epub');
    const noModified = join(tmp, 'no-modified.epub');
    await buildEpub({}, { path: valid });
    await buildEpub(
      { 'EPUB/package.opf': packageOpf().replace(/\s*<meta property="dcterms:modified">[^<]*<\/meta>/, '') },
      { path: noModified },
    );
    const jobs = [
      ...fixtureFiles('valid').map((f) => ['fixture', `valid/${f}`]),
      ...fixtureFiles('invalid').map((f) => ['fixture', `invalid/${f}`]),
      ['built', valid],
      ['built', noModified],
    ];
    // Identical files (three valid fixtures are the same bytes) are checked once: a JVM each is slow.
    const byHash = new Map<string, string>();
    for (const [, p] of jobs)
      byHash.set(
        p!,
        createHash('sha1')
          .update(readFileSync(abs(p!)))
          .digest('hex'),
      );
    const unique = [...new Set(byHash.values())];
    const results = new Map<string, EpubReport>();
    await pool(unique, 2, async (hash) => {
      const p = [...byHash].find(([, h]) => h === hash)![0];
      results.set(hash, await preflightEpub(abs(p), { epubcheck: 'auto', timeoutMs: 90_000 }));
    });
    for (const [kind, p] of jobs) {
      const r = results.get(byHash.get(p!)!)!;
      if (kind === 'fixture') reports.set(p!, r);
      else built.set(p!.split('/').pop()!, r);
    }
  }, 240_000);
  afterAll(async () => {
    await rm(tmp, { recursive: true, force: true });
  });

  it.each(fixtureFiles('valid'))('valid/%s passes EpubCheck too', (file) => {
    const r = reports.get(`valid/${file}`)!;
    expect(r.findings.filter((f) => f.severity === 'ERROR')).toEqual([]);
  });

  it.each(fixtureFiles('invalid'))('invalid/%s fails with Quire’s specific message', (file) => {
    const r = reports.get(`invalid/${file}`)!;
    const expected = INVALID_CASES[file]!;
    const hit = r.findings.find((f) => f.code === expected.code && f.source === 'quire');
    expect(hit?.message, JSON.stringify(r.findings)).toMatch(expected.message);
  });

  it('EpubCheck is not fed XML that declares entities (an entity bomb stops at our check)', async () => {
    const bomb = join(tmp, 'entity-bomb.epub');
    const dtd = '<!DOCTYPE p [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>';
    await buildEpub(
      { 'EPUB/package.opf': packageOpf().replace('<package', `${dtd}\n<package`) },
      { path: bomb },
    );
    const r = await preflightEpub(bomb, { epubcheck: 'auto', timeoutMs: 90_000 });
    expect(r.findings.map((f) => `${f.source}:${f.code}`)).toEqual(['quire:EPUB_XML_ENTITY_DECLARATION']);
  });

  it('EpubCheck is not fed archives that failed zip safety', () => {
    for (const file of [
      'ocf-zip-unreadable-empty-fatal.epub',
      'ocf-zip-unreadable-no-end-header-fatal.epub',
    ]) {
      expect(reports.get(`invalid/${file}`)!.findings.every((f) => f.source === 'quire')).toBe(true);
    }
  });

  it('EpubCheck findings are merged in: a duplicate of a Quire finding is dropped, others are kept', () => {
    const forbidden = reports.get('invalid/ocf-filename-character-forbidden-error.epub')!.findings;
    expect(forbidden.filter((f) => f.code === 'PKG-009')).toEqual([]);
    const r = built.get('no-modified.epub')!;
    expect(
      r.findings.some(
        (f) => f.source === 'epubcheck' && f.severity === 'ERROR' && f.path === 'EPUB/package.opf',
      ),
    ).toBe(true);
  });

  it('an abort or a timeout mid-run kills EpubCheck at once and adds nothing', async () => {
    const file = resolve(dir, 'valid/valid.epub');
    const ac = new AbortController();
    const started = Date.now();
    setTimeout(() => ac.abort(), 200);
    expect(await runEpubcheck(file, { signal: ac.signal })).toEqual([]);
    expect(await runEpubcheck(file, { timeoutMs: 200 })).toEqual([]);
    expect(Date.now() - started).toBeLessThan(WITHIN_SECONDS_MS);
  });

  it('the EPUB built by test-epub passes EpubCheck', () => {
    expect(built.get('valid.epub')!.findings).toEqual([]);
  });
});
