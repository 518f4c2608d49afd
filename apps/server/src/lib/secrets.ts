import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Encryption at rest for the few values Quire must be able to read back (tax ids, bank account
 * numbers): AES-256-GCM with a random 96-bit IV per value. The key never lives in the database: it
 * comes from DATA_KEY (base64, 32 bytes) or, in embedded mode only, from a key file generated once
 * under the data directory (mode 0600). Each sealed value names the key that sealed it, so keys can
 * rotate: the new key seals, the previous ones (DATA_KEY_PREVIOUS) still open what they sealed
 * (docs/operations.md "Rotating the data key").
 *
 * Sealed form: `v1.<key id>.<iv>.<ciphertext>.<tag>` (base64url parts); the key id is the first 8
 * bytes of SHA-256 of the key, in hex, which says which key to use and nothing about it.
 */
export interface Secrets {
  seal(plain: string): string;
  open(sealed: string): string;
  /** True for a value this helper sealed (whatever the key). */
  isSealed(value: string): boolean;
  /** The id of the key that seals new values. */
  currentKeyId(): string;
}

const KEY_BYTES = 32;
const PREFIX = 'v1';

export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}

export function parseKey(base64: string, name = 'DATA_KEY'): Buffer {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== KEY_BYTES)
    throw new Error(`${name} must be ${KEY_BYTES} bytes in base64 (openssl rand -base64 32)`);
  return key;
}

/** Seals with `current`; opens with `current` or any of `previous`. */
export function createSecrets(current: Buffer, previous: Buffer[] = []): Secrets {
  const keys = new Map<string, Buffer>();
  for (const k of [current, ...previous]) keys.set(keyIdOf(k), k);
  const currentId = keyIdOf(current);
  const b64 = (b: Buffer) => b.toString('base64url');
  return {
    currentKeyId: () => currentId,
    isSealed: (value) => value.startsWith(`${PREFIX}.`) && value.split('.').length === 5,
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      // The key id is authenticated too: a value cannot be moved under another key's name.
      cipher.setAAD(Buffer.from(currentId));
      const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [PREFIX, currentId, b64(iv), b64(ct), b64(cipher.getAuthTag())].join('.');
    },
    open(sealed) {
      const [prefix, kid, iv, ct, tag] = sealed.split('.');
      if (prefix !== PREFIX || !kid || iv === undefined || ct === undefined || tag === undefined)
        throw new Error('Not a sealed value');
      const key = keys.get(kid);
      if (!key)
        throw new Error(`No data key with id ${kid} (set DATA_KEY_PREVIOUS to the key that sealed it)`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(kid));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

export interface DataKeyConfig {
  /** DATA_KEY: base64 of 32 bytes, or null. */
  dataKey: string | null;
  /** DATA_KEY_PREVIOUS: older keys (comma-separated base64) that still open what they sealed. */
  previousKeys: string[];
  /** The key file used in embedded mode when DATA_KEY is not set. */
  keyFile: string;
}

/** Reads the key file, creating it (32 random bytes, base64, mode 0600) the first time. */
function keyFromFile(file: string): Buffer {
  if (existsSync(file)) return parseKey(readFileSync(file, 'utf8'), file);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return parseKey(readFileSync(file, 'utf8'), file);
}

const DATA_KEY_REQUIRED =
  'DATA_KEY must be set when the database is PostgreSQL (DATABASE_URL): every API and worker process sharing it must seal and open vendors\' tax and bank details with the same key (docs/operations.md, "The data key")';

/**
 * Start-up's check of the data keys, for the API server and the worker: on PostgreSQL, DATA_KEY is
 * required, and every key given must be one (base64 of 32 bytes). A process refuses to start
 * rather than answer 500 at the first vendor save; the key itself is still read on first use.
 */
export function checkDataKeys(config: DataKeyConfig, databaseKind: 'embedded' | 'postgres'): void {
  if (config.dataKey) parseKey(config.dataKey);
  else if (databaseKind === 'postgres') throw new Error(DATA_KEY_REQUIRED);
  for (const [i, k] of config.previousKeys.entries()) parseKey(k, `DATA_KEY_PREVIOUS[${i}]`);
}

/**
 * The secrets helper, its key resolved on first use (so a process that never touches a secret
 * never needs one): DATA_KEY when set; otherwise the key file, but only for the embedded database
 * (processes sharing a PostgreSQL server must share one key, which a per-machine file cannot promise).
 */
export function lazySecrets(config: DataKeyConfig, databaseKind: 'embedded' | 'postgres'): Secrets {
  let secrets: Secrets | null = null;
  const get = (): Secrets => {
    if (secrets) return secrets;
    let current: Buffer;
    if (config.dataKey) current = parseKey(config.dataKey);
    else if (databaseKind === 'embedded') current = keyFromFile(config.keyFile);
    else throw new Error(DATA_KEY_REQUIRED);
    secrets = createSecrets(
      current,
      config.previousKeys.map((k, i) => parseKey(k, `DATA_KEY_PREVIOUS[${i}]`)),
    );
    return secrets;
  };
  return {
    seal: (plain) => get().seal(plain),
    open: (sealed) => get().open(sealed),
    isSealed: (value) => get().isSealed(value),
    currentKeyId: () => get().currentKeyId(),
  };
}
