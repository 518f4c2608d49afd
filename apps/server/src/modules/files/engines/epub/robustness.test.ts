import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { preflightEpub } from './preflight-epub';
import { buildEpub } from './test-epub';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'quire-epub-fuzz-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

it('a damaged EPUB (random bytes changed, or cut short) never throws: it passes or gets findings', async () => {
  const base = await buildEpub({});
  let seed = 42;
  const rnd = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  const path = join(dir, 'fuzz.epub');
  let failed = 0;
  for (let i = 0; i < 150; i++) {
    const b = Buffer.from(base);
    for (let j = 0; j < 1 + Math.floor(rnd() * 4); j++)
      b[Math.floor(rnd() * b.length)] = Math.floor(rnd() * 256);
    await writeFile(path, rnd() < 0.2 ? b.subarray(0, Math.floor(rnd() * b.length)) : b);
    const r = await preflightEpub(path, { epubcheck: 'off' });
    for (const f of r.findings) expect(f.message.length).toBeGreaterThan(20);
    if (r.findings.some((f) => f.severity === 'ERROR')) failed++;
  }
  expect(failed).toBeGreaterThan(100);
});
