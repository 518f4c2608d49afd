import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accessibilityReport } from '@quire/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAccessibility } from './accessibility-meta';
import { FIXTURES_DIR } from './fixture-cases';
import { preflightEpub } from './preflight-epub';
import { A11Y_11_METADATA, buildEpub, packageOpf } from './test-epub';
import { parseXml } from './xml';

const FIXTURES = join(FIXTURES_DIR, 'valid');

const opf = (metadata: string, prefix?: string) =>
  readAccessibility(parseXml(Buffer.from(packageOpf({ metadata, ...(prefix ? { prefix } : {}) }))));

describe('reading accessibility metadata from the package document', () => {
  it('reads the EPUB 3 schema.org meta elements and dcterms:conformsTo', () => {
    expect(opf(A11Y_11_METADATA)).toEqual({
      accessModes: ['textual'],
      accessModesSufficient: ['textual'],
      features: ['tableOfContents', 'structuralNavigation'],
      hazards: ['none'],
      summary: 'Text only, with headings and a table of contents.',
      conformsTo: ['EPUB Accessibility 1.1 - WCAG 2.1 Level AA'],
    });
  });

  it('reads EPUB 2 name/content pairs and the 1.0 conformance link, and skips refinements', () => {
    const read = opf(`
    <meta name="schema:accessMode" content="textual"/>
    <meta name="schema:accessibilityHazard" content=" noFlashingHazard "/>
    <link rel="dcterms:conformsTo" href="http://www.idpf.org/epub/a11y/accessibility-20170105.html#wcag-aa"/>
    <meta property="schema:accessMode" refines="#cover">visual</meta>`);
    expect(read.accessModes).toEqual(['textual']);
    expect(read.hazards).toEqual(['noFlashingHazard']);
    expect(read.conformsTo).toEqual(['http://www.idpf.org/epub/a11y/accessibility-20170105.html#wcag-aa']);
  });

  it('follows a prefix the package binds to schema.org, and ignores other vocabularies', () => {
    const read = opf(
      `<meta property="s:accessMode">visual</meta><meta property="x:accessMode">auditory</meta>`,
      's: https://schema.org/ x: http://example.com/',
    );
    expect(read.accessModes).toEqual(['visual']);
  });

  it('answers empty lists for a package without any', () => {
    const read = opf('');
    expect(accessibilityReport(read, null).status).toBe('missing');
  });
});

describe('the EPUB preflight', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'quire-a11y-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reports what the package declares beside its findings', async () => {
    const path = join(dir, 'a11y.epub');
    await buildEpub({ 'EPUB/package.opf': packageOpf({ metadata: A11Y_11_METADATA }) }, { path });
    const report = await preflightEpub(path, { epubcheck: 'off' });
    expect(report.findings.filter((f) => f.severity === 'ERROR')).toEqual([]);
    expect(accessibilityReport(report.accessibility, null).status).toBe('conformant');
  });

  it('reads every valid fixture of EpubCheck without metadata as missing', async () => {
    const names = (await readdir(FIXTURES)).filter((n) => n.endsWith('.epub'));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      const report = await preflightEpub(join(FIXTURES, name), { epubcheck: 'off' });
      expect(report.accessibility, name).not.toBeNull();
      expect(accessibilityReport(report.accessibility, null).status, name).toBe('missing');
    }
  });
});
