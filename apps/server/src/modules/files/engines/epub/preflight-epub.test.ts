import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Finding } from '@quire/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WITHIN_SECONDS_MS } from '../test-bounds';
import { buildRawZip, deflatedEntry, deflatedZeros } from '../zip/test-zip';
import { MIB } from '../zip/zip-safety';
import { extractEpub, preflightEpub } from './preflight-epub';
import { buildEpub, minimalEpub3Files, packageOpf, TINY_PNG, xhtml } from './test-epub';

let dir: string;
let n = 0;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'quire-epub-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function check(
  files: Record<string, string | Buffer | null>,
  opts: Parameters<typeof buildEpub>[1] = {},
) {
  const path = join(dir, `b${n++}.epub`);
  await buildEpub(files, { ...opts, path });
  return preflightEpub(path, { epubcheck: 'off' });
}
async function checkRaw(data: Buffer) {
  const path = join(dir, `r${n++}.epub`);
  await writeFile(path, data);
  return preflightEpub(path, { epubcheck: 'off' });
}
const errors = (fs: Finding[]) => fs.filter((f) => f.severity === 'ERROR');
const codes = (fs: Finding[]) => errors(fs).map((f) => f.code);
const BOMB_DTD = `<!DOCTYPE lolz [
  <!ENTITY lol "lol">
  <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
  <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>`;

describe('a valid EPUB 3', () => {
  it('passes with no finding, and reports title, language, spine, TOC and cover', async () => {
    const r = await check({});
    expect(r.findings).toEqual([]);
    expect(r).toMatchObject({
      title: 'A Test Book',
      language: 'en',
      opfPath: 'EPUB/package.opf',
      coverImage: 'EPUB/images/cover.png',
    });
    expect(r.spine).toEqual([
      { idref: 'ch1', href: 'EPUB/chapter1.xhtml', title: 'Chapter One', linear: true },
      { idref: 'ch2', href: 'EPUB/chapter2.xhtml', title: 'Chapter Two', linear: true },
    ]);
    expect(r.toc).toEqual([
      { label: 'Chapter One', href: 'EPUB/chapter1.xhtml', children: [] },
      {
        label: 'Chapter Two',
        href: 'EPUB/chapter2.xhtml',
        children: [{ label: 'A Part', href: 'EPUB/chapter2.xhtml#part', children: [] }],
      },
    ]);
  });

  it('a missing cover image is a warning only', async () => {
    const r = await check({}, { cover: false });
    expect(codes(r.findings)).toEqual([]);
    expect(r.findings.map((f) => [f.severity, f.code])).toEqual([['WARNING', 'EPUB_COVER_MISSING']]);
    expect(r.coverImage).toBeNull();
  });

  it('extractEpub writes every file entry', async () => {
    const path = join(dir, 'extract.epub');
    await buildEpub({}, { path });
    const written = new Map<string, Buffer>();
    await extractEpub(path, async (p, data) => {
      written.set(p, data);
    });
    expect([...written.keys()].sort()).toEqual([
      'EPUB/chapter1.xhtml',
      'EPUB/chapter2.xhtml',
      'EPUB/images/cover.png',
      'EPUB/nav.xhtml',
      'EPUB/package.opf',
      'META-INF/container.xml',
      'mimetype',
    ]);
    expect(written.get('EPUB/images/cover.png')).toEqual(TINY_PNG);
  });

  it('extractEpub refuses an unsafe archive and writes nothing', async () => {
    const path = join(dir, 'slip.epub');
    await writeFile(path, buildRawZip([deflatedEntry('../evil.sh', Buffer.from('x'))]));
    const written: string[] = [];
    await expect(
      extractEpub(path, async (p) => {
        written.push(p);
      }),
    ).rejects.toThrow(/not safe/);
    expect(written).toEqual([]);
  });
});

describe('zip safety comes first', () => {
  it('zip-slip ../evil ends in ERROR and nothing else is parsed', async () => {
    const entries = [
      { name: 'mimetype', data: Buffer.from('application/epub+zip') },
      ...Object.entries(minimalEpub3Files()).map(([k, v]) => deflatedEntry(k, Buffer.from(v))),
      deflatedEntry('../evil.sh', Buffer.from('#!/bin/sh\nrm -rf /')),
    ];
    const r = await checkRaw(buildRawZip(entries));
    expect(codes(r.findings)).toEqual(['ZIP_PATH_TRAVERSAL']);
    expect(r.findings[0]?.path).toBe('../evil.sh');
    expect(r.title).toBeNull();
  });

  it('an absolute path ends in ERROR', async () => {
    const base = minimalEpub3Files();
    const entries = [
      { name: 'mimetype', data: Buffer.from('application/epub+zip') },
      ...Object.entries(base).map(([k, v]) => deflatedEntry(k, Buffer.from(v))),
      deflatedEntry('/etc/cron.d/evil', Buffer.from('x')),
    ];
    const r = await checkRaw(buildRawZip(entries));
    expect(codes(r.findings)).toEqual(['ZIP_PATH_ABSOLUTE']);
  });

  it('a symlink ends in ERROR', async () => {
    const entries = [
      { name: 'mimetype', data: Buffer.from('application/epub+zip') },
      ...Object.entries(minimalEpub3Files()).map(([k, v]) => deflatedEntry(k, Buffer.from(v))),
      { ...deflatedEntry('EPUB/images/cover.png', Buffer.from('/etc/passwd')), unixMode: 0o120777 },
    ];
    const r = await checkRaw(buildRawZip(entries));
    expect(codes(r.findings)).toContain('ZIP_SYMLINK');
  });

  it('a zip bomb (a few MB inflating to gigabytes) ends in ERROR within seconds, memory bounded', async () => {
    const entries = [
      { name: 'mimetype', data: Buffer.from('application/epub+zip') },
      ...Object.entries(minimalEpub3Files()).map(([k, v]) => deflatedEntry(k, Buffer.from(v))),
      {
        name: 'EPUB/bomb.xhtml',
        data: deflatedZeros(3 * 1024 * MIB),
        method: 8 as const,
        uncompressedSize: 2000,
      },
    ];
    const data = buildRawZip(entries);
    expect(data.length).toBeLessThan(8 * MIB);
    const rss = process.memoryUsage().rss;
    const started = Date.now();
    const r = await checkRaw(data);
    expect(codes(r.findings)).toEqual(['ZIP_ENTRY_CORRUPT']);
    expect(Date.now() - started).toBeLessThan(WITHIN_SECONDS_MS);
    expect(process.memoryUsage().rss - rss).toBeLessThan(200 * MIB);
  });
});

describe('the OCF container', () => {
  it.each([
    [{ mimetype: null }, 'EPUB_MIMETYPE_MISSING'],
    [{ mimetype: 'application/epub+zip\n' }, 'EPUB_MIMETYPE_CONTENT'],
    [{ compressMimetype: true }, 'EPUB_MIMETYPE_COMPRESSED'],
  ])('%o → %s', async (opts, code) => {
    expect(codes((await check({}, opts)).findings)).toEqual([code]);
  });

  it('mimetype not first', async () => {
    const entries = [
      deflatedEntry('META-INF/container.xml', Buffer.from(minimalEpub3Files()['META-INF/container.xml']!)),
      { name: 'mimetype', data: Buffer.from('application/epub+zip') },
    ];
    expect(codes((await checkRaw(buildRawZip(entries))).findings)).toContain('EPUB_MIMETYPE_NOT_FIRST');
  });

  it('mimetype with an extra field', async () => {
    const entries = [
      {
        name: 'mimetype',
        data: Buffer.from('application/epub+zip'),
        localExtra: Buffer.from([0xfe, 0xca, 0, 0]),
      },
    ];
    expect(codes((await checkRaw(buildRawZip(entries))).findings)).toContain('EPUB_MIMETYPE_EXTRA_FIELD');
  });

  it('no container.xml, or one without a rootfile, or pointing nowhere', async () => {
    expect(codes((await check({ 'META-INF/container.xml': null })).findings)).toEqual([
      'EPUB_CONTAINER_MISSING',
    ]);
    const noRoot =
      '<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles/></container>';
    expect(codes((await check({ 'META-INF/container.xml': noRoot })).findings)).toEqual([
      'EPUB_ROOTFILE_MISSING',
    ]);
    expect(codes((await check({ 'EPUB/package.opf': null })).findings)).toEqual(['EPUB_OPF_MISSING']);
  });

  it('DRM: encryption.xml with a real cipher, or rights.xml', async () => {
    const enc = `<encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" xmlns:enc="http://www.w3.org/2001/04/xmlenc#">
  <enc:EncryptedData><enc:EncryptionMethod Algorithm="http://www.w3.org/2001/04/xmlenc#aes128-cbc"/>
  <enc:CipherData><enc:CipherReference URI="EPUB/chapter1.xhtml"/></enc:CipherData></enc:EncryptedData></encryption>`;
    const r = await check({ 'META-INF/encryption.xml': enc });
    expect(codes(r.findings)).toEqual(['EPUB_DRM']);
    expect(r.findings[0]?.message).toMatch(/^This EPUB is encrypted or has DRM/);
    expect(codes((await check({ 'META-INF/rights.xml': '<rights/>' })).findings)).toEqual(['EPUB_DRM']);
  });

  it('font obfuscation alone is not DRM', async () => {
    const enc = `<encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" xmlns:enc="http://www.w3.org/2001/04/xmlenc#">
  <enc:EncryptedData><enc:EncryptionMethod Algorithm="http://www.idpf.org/2008/embedding"/></enc:EncryptedData></encryption>`;
    expect(codes((await check({ 'META-INF/encryption.xml': enc })).findings)).toEqual([]);
  });
});

describe('the package document', () => {
  it('an entity bomb in content.opf ends in ERROR quickly', async () => {
    const opf = packageOpf().replace('<package', `${BOMB_DTD}\n<package`).replace('A Test Book', '&lol9;');
    const started = Date.now();
    const r = await check({ 'EPUB/package.opf': opf });
    expect(codes(r.findings)).toEqual(['EPUB_XML_ENTITY_DECLARATION']);
    expect(r.findings[0]).toMatchObject({ path: 'EPUB/package.opf', line: expect.any(Number) });
    expect(Date.now() - started).toBeLessThan(WITHIN_SECONDS_MS);
  });

  it('missing title, identifier and language', async () => {
    const opf = packageOpf().replace(/<dc:(title|identifier|language)[\s\S]*?<\/dc:\1>/g, '');
    expect(codes((await check({ 'EPUB/package.opf': opf })).findings)).toEqual([
      'EPUB_TITLE_MISSING',
      'EPUB_IDENTIFIER_MISSING',
      'EPUB_LANGUAGE_MISSING',
    ]);
  });

  it('a broken spine idref', async () => {
    const r = await check({
      'EPUB/package.opf': packageOpf({ spine: '<itemref idref="ch1"/><itemref idref="chapter-3"/>' }),
    });
    expect(codes(r.findings)).toEqual(['EPUB_SPINE_IDREF_UNKNOWN']);
    expect(r.findings[0]?.message).toMatch(/"chapter-3"/);
    expect(r.findings[0]?.line).toBeGreaterThan(1);
  });

  it('a spine listing a chapter twice, or an image', async () => {
    const spine =
      '<itemref idref="ch1"/><itemref idref="ch1"/><itemref idref="cover"/><itemref idref="ch2"/>';
    const r = await check({ 'EPUB/package.opf': packageOpf({ spine }) });
    expect(codes(r.findings)).toEqual(['EPUB_SPINE_DUPLICATE', 'EPUB_SPINE_NOT_CONTENT']);
  });

  it('a manifest item whose file is missing', async () => {
    const opf = packageOpf({ manifest: '<item id="css" href="styles/book.css" media-type="text/css"/>' });
    const r = await check({ 'EPUB/package.opf': opf });
    expect(codes(r.findings)).toEqual(['EPUB_MANIFEST_RESOURCE_MISSING']);
    expect(r.findings[0]?.message).toMatch(/EPUB\/styles\/book\.css/);
  });

  it('an EPUB 3 without a navigation document', async () => {
    const opf = packageOpf().replace(' properties="nav"', '');
    expect(codes((await check({ 'EPUB/package.opf': opf })).findings)).toEqual(['EPUB_NAV_MISSING']);
  });

  it('a navigation document without a toc nav', async () => {
    const r = await check({
      'EPUB/nav.xhtml': xhtml(
        'Nav',
        '<nav epub:type="landmarks"><ol><li><a href="chapter1.xhtml">Start</a></li></ol></nav>',
      ),
    });
    expect(codes(r.findings)).toEqual(['EPUB_NAV_TOC_MISSING']);
  });

  it('an EPUB 2 needs an NCX and reads its TOC', async () => {
    const opf2 = (spine: string, extra = '') =>
      packageOpf({ spine })
        .replace('version="3.0"', 'version="2.0"')
        .replace(' properties="nav"', '')
        .replace(' properties="cover-image"', '') + extra;
    expect(codes((await check({ 'EPUB/package.opf': opf2('<itemref idref="ch1"/>') })).findings)).toEqual([
      'EPUB_NCX_MISSING',
    ]);
    const ncx = `<?xml version="1.0"?><!DOCTYPE ncx PUBLIC "-//NISO//DTD ncx 2005-1//EN" "http://www.daisy.org/z3986/2005/ncx-2005-1.dtd">
<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1"><head/><docTitle><text>T</text></docTitle>
<navMap><navPoint id="n1" playOrder="1"><navLabel><text>Loomings</text></navLabel><content src="chapter1.xhtml"/></navPoint></navMap></ncx>`;
    const opf = opf2('<itemref idref="ch1"/>')
      .replace(
        '<manifest>',
        '<manifest><item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>',
      )
      .replace('<spine>', '<spine toc="ncx">');
    const r = await check({ 'EPUB/package.opf': opf, 'EPUB/toc.ncx': ncx });
    expect(codes(r.findings)).toEqual([]);
    expect(r.toc).toEqual([{ label: 'Loomings', href: 'EPUB/chapter1.xhtml', children: [] }]);
    expect(r.spine[0]?.title).toBe('Loomings');
  });
});

describe('content documents', () => {
  it('an entity bomb in an XHTML file ends in ERROR quickly, with its path', async () => {
    const bomb = xhtml('x', '<p>&lol9;</p>').replace('<!DOCTYPE html>', BOMB_DTD);
    const started = Date.now();
    const r = await check({ 'EPUB/chapter2.xhtml': bomb });
    expect(codes(r.findings)).toEqual(['EPUB_XML_ENTITY_DECLARATION']);
    expect(r.findings[0]?.path).toBe('EPUB/chapter2.xhtml');
    expect(Date.now() - started).toBeLessThan(WITHIN_SECONDS_MS);
  });

  it('an XHTML named entity other than the five XML ones', async () => {
    const r = await check({ 'EPUB/chapter1.xhtml': xhtml('One', '<h1>One</h1>\n<p>a&nbsp;b</p>') });
    expect(codes(r.findings)).toEqual(['EPUB_XML_UNDEFINED_ENTITY']);
    expect(r.findings[0]).toMatchObject({ path: 'EPUB/chapter1.xhtml', line: 7 });
    expect(r.findings[0]?.message).toMatch(/&nbsp;/);
  });

  it('a document that is not well-formed, with its line', async () => {
    const r = await check({ 'EPUB/chapter1.xhtml': xhtml('One', '<h1>One</h1>\n<p>open <b>bold</p>') });
    expect(codes(r.findings)).toEqual(['EPUB_XML_NOT_WELL_FORMED']);
    expect(r.findings[0]).toMatchObject({ path: 'EPUB/chapter1.xhtml', line: 7 });
  });

  it('an unknown external DTD is refused, the XHTML 1.1 one tolerated', async () => {
    const ext = xhtml('One', '<h1>One</h1>').replace(
      '<!DOCTYPE html>',
      '<!DOCTYPE html SYSTEM "http://evil.example/x.dtd">',
    );
    expect(codes((await check({ 'EPUB/chapter1.xhtml': ext })).findings)).toEqual(['EPUB_XML_EXTERNAL_DTD']);
    const x11 = xhtml('One', '<h1>One</h1>').replace(
      '<!DOCTYPE html>',
      '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.1//EN" "http://www.w3.org/TR/xhtml11/DTD/xhtml11.dtd">',
    );
    expect(codes((await check({ 'EPUB/chapter1.xhtml': x11 })).findings)).toEqual([]);
  });

  it('a missing referenced image, stylesheet and link target', async () => {
    const body =
      '<h1>One</h1>\n<img src="images/missing.jpg" alt=""/>\n<a href="chapter9.xhtml#x">next</a>\n<img src="images/cover.png" alt=""/>';
    const page = xhtml('One', body).replace('</head>', '<link rel="stylesheet" href="css/none.css"/></head>');
    const r = await check({ 'EPUB/chapter1.xhtml': page });
    expect(errors(r.findings).map((f) => [f.code, f.path, f.line])).toEqual([
      ['EPUB_RESOURCE_MISSING', 'EPUB/chapter1.xhtml', 4],
      ['EPUB_RESOURCE_MISSING', 'EPUB/chapter1.xhtml', 7],
      ['EPUB_RESOURCE_MISSING', 'EPUB/chapter1.xhtml', 8],
    ]);
    expect(r.findings[1]?.message).toMatch(/"EPUB\/images\/missing\.jpg"/);
  });

  it('elements and attributes named like object properties are just XML', async () => {
    const page = xhtml(
      'One',
      '<h1>One</h1><constructor __proto__="x" toString="y"><hasOwnProperty/></constructor>',
    );
    expect((await check({ 'EPUB/chapter1.xhtml': page })).findings).toEqual([]);
  });

  it('a reference that leaves the book', async () => {
    const r = await check({ 'EPUB/chapter1.xhtml': xhtml('One', '<img src="../../etc/passwd" alt=""/>') });
    expect(codes(r.findings)).toEqual(['EPUB_REFERENCE_OUTSIDE']);
  });

  it('text that is not UTF-8', async () => {
    const latin1 = Buffer.from(xhtml('One', '<p>caf\u00e9</p>'), 'latin1');
    expect(codes((await check({ 'EPUB/chapter1.xhtml': latin1 })).findings)).toEqual(['EPUB_XML_NOT_UTF8']);
  });
});
