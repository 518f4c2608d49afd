import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WITHIN_SECONDS_MS } from '../test-bounds';
import { buildRawZip, deflatedEntry, deflatedZeros, zerosCrc } from './test-zip';
import { inspectZip, MIB, readZipEntry } from './zip-safety';

let dir: string;
let n = 0;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'quire-zip-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function file(data: Buffer): Promise<string> {
  const path = join(dir, `f${n++}.zip`);
  await writeFile(path, data);
  return path;
}
const codes = (fs: { code: string }[]) => fs.map((f) => f.code);
const text = (name: string, s = 'hello') => deflatedEntry(name, Buffer.from(s));

describe('inspectZip: not a zip', () => {
  it('an empty file is an ERROR, not a crash', async () => {
    const { findings } = await inspectZip(await file(Buffer.alloc(0)));
    expect(codes(findings)).toEqual(['ZIP_EMPTY']);
  });
  it('a PDF with a zip name says what it is', async () => {
    const { findings } = await inspectZip(await file(Buffer.from('%PDF-1.7\n...')));
    expect(findings[0]?.message).toMatch(/PDF document/);
  });
  it('a zip cut short (no end of central directory) is unreadable', async () => {
    const whole = buildRawZip([text('a.txt'), text('b.txt')]);
    const { findings } = await inspectZip(await file(whole.subarray(0, whole.length - 30)));
    expect(codes(findings)).toEqual(['ZIP_UNREADABLE']);
  });
});

describe('inspectZip: paths and entry types', () => {
  it.each([
    ['../evil.sh', 'ZIP_PATH_TRAVERSAL'],
    ['EPUB/../../evil.sh', 'ZIP_PATH_TRAVERSAL'],
    ['/etc/passwd', 'ZIP_PATH_ABSOLUTE'],
    ['C:/Windows/evil.dll', 'ZIP_PATH_ABSOLUTE'],
    ['EPUB\\chapter.xhtml', 'ZIP_PATH_BACKSLASH'],
    ['EPUB//chapter.xhtml', 'ZIP_PATH_INVALID'],
  ])('%s → %s', async (name, code) => {
    const { entries, findings } = await inspectZip(await file(buildRawZip([text('ok.txt'), text(name)])));
    expect(codes(findings)).toContain(code);
    expect(findings.find((f) => f.code === code)?.path).toBe(name);
    expect(entries[1]?.safe).toBe(false);
    expect(entries[0]?.safe).toBe(true);
  });

  it('a symbolic link is refused', async () => {
    const link = { ...text('EPUB/link', '/etc/passwd'), unixMode: 0o120777 };
    const { entries, findings } = await inspectZip(await file(buildRawZip([link])));
    expect(codes(findings)).toEqual(['ZIP_SYMLINK']);
    expect(entries[0]?.isSymlink).toBe(true);
  });

  it('a password-protected entry is refused', async () => {
    const { findings } = await inspectZip(await file(buildRawZip([{ ...text('a.txt'), flags: 0x801 }])));
    expect(codes(findings)).toContain('ZIP_ENCRYPTED_ENTRY');
  });

  it('a name that is not UTF-8 is refused, whatever bit 11 says', async () => {
    const raw = Buffer.from([0x61, 0x82, 0x2e, 0x74, 0x78, 0x74]);
    for (const flags of [0, 0x800]) {
      const { findings } = await inspectZip(await file(buildRawZip([{ ...text('x'), name: raw, flags }])));
      expect(codes(findings)).toEqual(['ZIP_NAME_NOT_UTF8']);
    }
  });

  it('UTF-8 names with and without bit 11 are fine', async () => {
    const name = Buffer.from('EPUB/spécial.txt', 'utf8');
    const { entries, findings } = await inspectZip(
      await file(buildRawZip([{ ...text('x'), name, flags: 0 }])),
    );
    expect(findings).toEqual([]);
    expect(entries[0]?.name).toBe('EPUB/spécial.txt');
  });

  it('forbidden characters, collisions after NFC and case folding, and duplicates', async () => {
    const zip = buildRawZip([
      text('EPUB/a:b.txt'),
      text('dot.'),
      text('x\u0001.txt'),
      text('Caf\u00e9.txt'),
      text('Cafe\u0301.txt'),
      text('STRASSE.txt'),
      text('stra\u00dfe.txt'),
      text('same.txt'),
      text('same.txt'),
      text('\u210d.txt'),
      text('H.txt'),
    ]);
    const { findings } = await inspectZip(await file(zip));
    expect(findings.map((f) => [f.code, f.path])).toEqual([
      ['ZIP_NAME_FORBIDDEN_CHARACTER', 'EPUB/a:b.txt'],
      ['ZIP_NAME_FORBIDDEN_CHARACTER', 'dot.'],
      ['ZIP_NAME_FORBIDDEN_CHARACTER', 'x\u0001.txt'],
      ['ZIP_NAME_COLLISION_NORMALIZATION', 'Cafe\u0301.txt'],
      ['ZIP_NAME_COLLISION_CASE', 'stra\u00dfe.txt'],
      ['ZIP_DUPLICATE_ENTRY', 'same.txt'],
    ]);
  });

  it('too many entries stops before reading them', async () => {
    const zip = buildRawZip(Array.from({ length: 12 }, (_, i) => text(`f${i}.txt`)));
    const { entries, findings } = await inspectZip(await file(zip), { maxEntries: 10 });
    expect(codes(findings)).toEqual(['ZIP_TOO_MANY_ENTRIES']);
    expect(entries).toEqual([]);
  });

  it('an unsupported compression method is refused', async () => {
    const { findings } = await inspectZip(await file(buildRawZip([{ ...text('a.txt'), method: 12 as 8 }])));
    expect(codes(findings)).toContain('ZIP_UNSUPPORTED_COMPRESSION');
  });
});

describe('zip bombs end in ERROR within seconds with bounded memory', () => {
  const GIB = 1024 * MIB;

  it('declared gigabytes: refused from the central directory, nothing inflated', async () => {
    const bomb = {
      name: 'EPUB/huge.xhtml',
      data: deflatedZeros(8 * MIB),
      method: 8 as const,
      uncompressedSize: 4 * GIB - 1,
    };
    const started = Date.now();
    const { findings } = await inspectZip(await file(buildRawZip([text('mimetype'), bomb])));
    expect(codes(findings)).toContain('ZIP_ENTRY_TOO_LARGE');
    expect(findings.every((f) => f.severity === 'ERROR')).toBe(true);
    expect(Date.now() - started).toBeLessThan(WITHIN_SECONDS_MS);
  });

  it('an honest 100:1+ ratio is refused (a 400 MB entry of zeros in under 1 MB)', async () => {
    const bomb = {
      name: 'zeros.bin',
      data: deflatedZeros(400 * MIB),
      method: 8 as const,
      uncompressedSize: 400 * MIB,
    };
    const { findings } = await inspectZip(await file(buildRawZip([bomb])));
    expect(codes(findings)).toEqual(['ZIP_COMPRESSION_RATIO']);
  });

  it('many entries adding up past the total limit', async () => {
    const part = (i: number) => ({
      name: `p${i}.bin`,
      data: deflatedZeros(MIB),
      method: 8 as const,
      uncompressedSize: 400 * MIB,
    });
    const { findings } = await inspectZip(await file(buildRawZip([0, 1, 2].map(part))), { maxRatio: 1e9 });
    expect(codes(findings)).toContain('ZIP_TOTAL_TOO_LARGE');
  });

  it('a lying entry (declares 1 KB, inflates to 2 GiB) is stopped just past its declared size', async () => {
    const path = await file(
      buildRawZip([
        text('ok.txt'),
        { name: 'liar.bin', data: deflatedZeros(2 * GIB), method: 8, uncompressedSize: 1024 },
      ]),
    );
    const rss = process.memoryUsage().rss;
    const started = Date.now();
    const { entries, findings } = await inspectZip(path);
    expect(codes(findings)).toEqual(['ZIP_ENTRY_CORRUPT']);
    expect(findings[0]?.path).toBe('liar.bin');
    expect(entries[1]?.safe).toBe(false);
    expect(Date.now() - started).toBeLessThan(WITHIN_SECONDS_MS);
    expect(process.memoryUsage().rss - rss).toBeLessThan(200 * MIB);
  });

  it('an honest 64 MiB entry passes within relaxed limits: actual size and checksum verified', async () => {
    const entry = {
      name: 'a.bin',
      data: deflatedZeros(64 * MIB),
      method: 8 as const,
      uncompressedSize: 64 * MIB,
    };
    const good = await file(buildRawZip([{ ...entry, crc: zerosCrc(64 * MIB) }]));
    expect((await inspectZip(good, { maxRatio: 1e9, maxTotalUncompressed: 100 * MIB })).findings).toEqual([]);
    const bad = await file(buildRawZip([{ ...entry, crc: 12345 }]));
    const { findings } = await inspectZip(bad, { maxRatio: 1e9 });
    expect(codes(findings)).toEqual(['ZIP_ENTRY_CORRUPT']);
    expect(findings[0]?.message).toMatch(/checksum/);
  });

  it('readZipEntry stops inflating at maxBytes', async () => {
    const path = await file(
      buildRawZip([
        { name: 'big.bin', data: deflatedZeros(512 * MIB), method: 8, uncompressedSize: 512 * MIB },
      ]),
    );
    const rss = process.memoryUsage().rss;
    const started = Date.now();
    await expect(readZipEntry(path, 'big.bin', 4 * MIB)).rejects.toThrow(/more than/);
    expect(Date.now() - started).toBeLessThan(WITHIN_SECONDS_MS);
    expect(process.memoryUsage().rss - rss).toBeLessThan(100 * MIB);
  });
});

describe('readZipEntry', () => {
  it('reads an entry by its decoded name', async () => {
    const path = await file(buildRawZip([text('EPUB/spécial.txt', 'bonjour')]));
    expect((await readZipEntry(path, 'EPUB/spécial.txt', 100)).toString()).toBe('bonjour');
    await expect(readZipEntry(path, 'missing.txt', 100)).rejects.toThrow(/not in the archive/);
  });

  it('refuses unsafe entries even when asked by name', async () => {
    const path = await file(
      buildRawZip([
        { ...text('link', '/etc/passwd'), unixMode: 0o120777 },
        text('../up.txt'),
        { ...text('enc.txt'), flags: 0x801 },
      ]),
    );
    for (const name of ['link', '../up.txt', 'enc.txt'])
      await expect(readZipEntry(path, name, 100)).rejects.toThrow(/not a safe entry/);
  });
});
