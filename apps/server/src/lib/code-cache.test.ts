import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadWithCodeCache } from './code-cache';

const BUNDLE = `
const { join } = require('node:path');
exports.greet = (name) => 'Hello, ' + name;
exports.where = join(__dirname, 'x') === join(require('node:path').dirname(__filename), 'x');
exports.self = this === exports;
`;

describe('loadWithCodeCache', () => {
  let dir: string;
  let file: string;
  let cacheFile: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'quire-code-cache-'));
    file = join(dir, 'bundle.cjs');
    cacheFile = join(dir, 'bundle.cache');
    writeFileSync(file, BUNDLE);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('runs the file as CommonJS, then writes a cache that the next load uses', () => {
    const first = loadWithCodeCache(file, cacheFile);
    expect(first.status).toBe('absent');
    expect(first.exports).toMatchObject({ where: true, self: true });
    expect((first.exports as { greet(n: string): string }).greet('Ada')).toBe('Hello, Ada');
    expect(first.save()).toBe(true);
    expect(existsSync(cacheFile)).toBe(true);

    const second = loadWithCodeCache(file, cacheFile);
    expect(second.status).toBe('used');
    expect((second.exports as { greet(n: string): string }).greet('Cora')).toBe('Hello, Cora');
  });

  it('a cache V8 refuses is reported, the file still runs, and save() replaces the cache', () => {
    writeFileSync(cacheFile, 'not a V8 code cache');
    const loaded = loadWithCodeCache(file, cacheFile);
    expect(loaded.status).toBe('rejected');
    expect((loaded.exports as { greet(n: string): string }).greet('Ada')).toBe('Hello, Ada');
    expect(loaded.save()).toBe(true);
    expect(loadWithCodeCache(file, cacheFile).status).toBe('used');
  });

  it('a cache that cannot be written is skipped and leaves nothing behind', () => {
    const loaded = loadWithCodeCache(file, join(dir, 'missing-dir', 'bundle.cache'));
    expect(loaded.save()).toBe(false);
    expect(readdirSync(dir).sort()).toEqual(['bundle.cjs']);
  });

  it('a new process takes the cache made by another (the same Node.js and flags)', () => {
    const run = () =>
      execFileSync(
        process.execPath,
        [
          '--import',
          'tsx',
          '--input-type=module',
          '-e',
          `import { loadWithCodeCache } from ${JSON.stringify(pathToFileURL(join(import.meta.dirname, 'code-cache.ts')).href)};
           const loaded = loadWithCodeCache(${JSON.stringify(file)}, ${JSON.stringify(cacheFile)});
           loaded.save();
           process.stdout.write(loaded.status);`,
        ],
        { encoding: 'utf8' },
      );
    expect(run()).toBe('absent');
    expect(run()).toBe('used');
  });
});
