import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDataKeys, createSecrets, keyIdOf, lazySecrets } from './secrets';

describe('secrets', () => {
  it('seals with AES-256-GCM under a key id and opens again; a tampered value fails', () => {
    const key = randomBytes(32);
    const s = createSecrets(key);
    const sealed = s.seal('123456789');
    expect(sealed).not.toContain('123456789');
    expect(sealed.split('.')[1]).toBe(keyIdOf(key));
    expect(s.seal('123456789')).not.toBe(sealed); // a fresh IV each time
    expect(s.open(sealed)).toBe('123456789');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('987654321').toString('base64url');
    expect(() => s.open(parts.join('.'))).toThrow();
  });

  it('rotates: the new key seals, the previous one still opens what it sealed', () => {
    const oldKey = randomBytes(32);
    const newKey = randomBytes(32);
    const sealedOld = createSecrets(oldKey).seal('IE29AIBK93115212345678');
    const rotated = createSecrets(newKey, [oldKey]);
    expect(rotated.open(sealedOld)).toBe('IE29AIBK93115212345678');
    expect(rotated.seal('x').split('.')[1]).toBe(keyIdOf(newKey));
    expect(() => createSecrets(newKey).open(sealedOld)).toThrow(/No data key/);
  });

  it('embedded mode: a key file made once with mode 0600; PostgreSQL needs DATA_KEY', () => {
    const dir = mkdtempSync(join(tmpdir(), 'quire-keys-'));
    const keyFile = join(dir, 'keys', 'data.key');
    const a = lazySecrets({ dataKey: null, previousKeys: [], keyFile }, 'embedded');
    const sealed = a.seal('secret');
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    const b = lazySecrets({ dataKey: null, previousKeys: [], keyFile }, 'embedded');
    expect(b.open(sealed)).toBe('secret');
    expect(Buffer.from(readFileSync(keyFile, 'utf8').trim(), 'base64')).toHaveLength(32);
    expect(() => lazySecrets({ dataKey: null, previousKeys: [], keyFile }, 'postgres').seal('x')).toThrow(
      /DATA_KEY/,
    );
    expect(() =>
      lazySecrets({ dataKey: 'c2hvcnQ=', previousKeys: [], keyFile }, 'postgres').seal('x'),
    ).toThrow(/32 bytes/);
  });

  it('refuses a start on PostgreSQL without DATA_KEY, and any key that is not 32 bytes', () => {
    const keyFile = join(tmpdir(), 'quire-no-such-dir', 'data.key');
    const good = randomBytes(32).toString('base64');
    expect(() => checkDataKeys({ dataKey: null, previousKeys: [], keyFile }, 'postgres')).toThrow(
      /DATA_KEY must be set when the database is PostgreSQL/,
    );
    expect(() => checkDataKeys({ dataKey: 'c2hvcnQ=', previousKeys: [], keyFile }, 'postgres')).toThrow(
      /32 bytes/,
    );
    expect(() => checkDataKeys({ dataKey: good, previousKeys: ['c2hvcnQ='], keyFile }, 'postgres')).toThrow(
      /DATA_KEY_PREVIOUS\[0\]/,
    );
    // Embedded without DATA_KEY: the key file is made at the first vendor save, not at the start.
    expect(() => checkDataKeys({ dataKey: null, previousKeys: [], keyFile }, 'embedded')).not.toThrow();
    expect(existsSync(keyFile)).toBe(false);
    expect(() => checkDataKeys({ dataKey: good, previousKeys: [good], keyFile }, 'postgres')).not.toThrow();
  });
});
