import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoExposureWarning, loadConfig, REPO_ROOT, readBuildId } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded database under the repository .data/, demo on, port 3000', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('127.0.0.1');
    expect(c.dataDir).toBe(join(REPO_ROOT, '.data'));
    expect(c.database).toEqual({ kind: 'embedded', dataDir: join(REPO_ROOT, '.data', 'pg') });
    expect(loadConfig({ DATA_DIR: 'relative/dir' }).dataDir).toBe(resolve('relative/dir'));
    expect(c.demo).toBe(true);
    expect(c.operatorName).toBe('Quire');
    expect(c.webDist).toBe(join(REPO_ROOT, 'apps', 'web', 'dist'));
    expect(c.sessionSecret).toBeNull();
    expect(c.redisUrl).toBeNull();
    expect(c.trustProxy).toBe(false);
    expect(c.session).toMatchObject({ idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 });
    expect(c.rateLimits.signIn).toEqual({ max: 10, windowMs: 60_000 });
    expect(c.rateLimits.createAccount).toEqual({ max: 5, windowMs: 600_000 });
    expect(c.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('links "Buy" to STORE_BOOK_URL when it holds {ean}, and refuses one that cannot work', () => {
    expect(loadConfig({}).storefront).toEqual({ storeBookUrl: null, countryHeader: null });
    const c = loadConfig({
      STORE_BOOK_URL: ' https://store.example.com/ean/{ean} ',
      ANALYTICS_COUNTRY_HEADER: 'CF-IPCountry',
    });
    expect(c.storefront).toEqual({
      storeBookUrl: 'https://store.example.com/ean/{ean}',
      countryHeader: 'cf-ipcountry',
    });
    expect(() => loadConfig({ STORE_BOOK_URL: 'https://store.example.com/' })).toThrow(
      /STORE_BOOK_URL.*\{ean\}/,
    );
    expect(() => loadConfig({ STORE_BOOK_URL: 'javascript:x({ean})' })).toThrow(/STORE_BOOK_URL/);
  });

  it('with DATABASE_URL uses PostgreSQL and turns demo off unless QUIRE_DEMO=1', () => {
    const url = 'postgres://u@db:5432/quire';
    expect(loadConfig({ DATABASE_URL: url }).database).toEqual({ kind: 'postgres', url });
    expect(loadConfig({ DATABASE_URL: url }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, QUIRE_DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({ QUIRE_DEMO: '0' }).demo).toBe(false);
  });

  it("seeds the small press's catalogue with demo mode unless QUIRE_DEMO_CATALOGUE=0", () => {
    expect(loadConfig({}).demoCatalogue).toBe(true);
    expect(loadConfig({ QUIRE_DEMO_CATALOGUE: '0' }).demoCatalogue).toBe(false);
    expect(loadConfig({ QUIRE_DEMO: '0', QUIRE_DEMO_CATALOGUE: '1' }).demoCatalogue).toBe(false);
  });

  it('listens on loopback in demo mode or on the embedded database unless HOST says otherwise', () => {
    const url = 'postgres://u@db:5432/quire';
    expect(loadConfig({ QUIRE_DEMO: '0' }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATABASE_URL: url, QUIRE_DEMO: '1' }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATABASE_URL: url }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('warns when demo mode listens on an address other machines can reach', () => {
    expect(demoExposureWarning({ demo: true, host: '127.0.0.1' })).toBeNull();
    expect(demoExposureWarning({ demo: true, host: 'localhost' })).toBeNull();
    expect(demoExposureWarning({ demo: true, host: '::1' })).toBeNull();
    expect(demoExposureWarning({ demo: false, host: '0.0.0.0' })).toBeNull();
    expect(demoExposureWarning({ demo: true, host: '0.0.0.0' })).toMatch(
      /Demo mode is listening on 0\.0\.0\.0/,
    );
    expect(demoExposureWarning({ demo: true, host: '192.168.1.20' })).toMatch(/HOST=127\.0\.0\.1/);
  });

  it('reads the other variables', () => {
    const c = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/srv/quire',
      LOG_LEVEL: 'warn',
      REDIS_URL: 'redis://127.0.0.1:6379',
      SESSION_SECRET: 's'.repeat(40),
      OPERATOR_NAME: 'Acme Books',
      WEB_DIST: '/srv/web',
      RATE_LIMIT_SIGNIN_MAX: '3',
      RATE_LIMIT_CREATE_ACCOUNT_MAX: '2',
    });
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/quire',
      database: { kind: 'embedded', dataDir: '/srv/quire/pg' },
      logLevel: 'warn',
      redisUrl: 'redis://127.0.0.1:6379',
      sessionSecret: 's'.repeat(40),
      operatorName: 'Acme Books',
      webDist: '/srv/web',
    });
    expect(c.rateLimits.signIn.max).toBe(3);
    expect(c.rateLimits.createAccount.max).toBe(2);
  });

  it('TRUST_PROXY: booleans, a hop count, or an address list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    const hops = loadConfig({ TRUST_PROXY: '2' }).trustProxy as (a: string, i: number) => boolean;
    expect(hops('x', 0)).toBe(true);
    expect(hops('x', 1)).toBe(true);
    expect(hops('x', 2)).toBe(false);
  });

  it('rejects a PORT that is not a whole number', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('takes an smtp:// or smtps:// SMTP_URL and refuses anything else without repeating it', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example:465' }).mail.smtpUrl).toBe(
      'smtps://u:p@mail.example:465',
    );
    expect(loadConfig({}).mail.smtpUrl).toBeNull();
    for (const bad of ['http://u:secret@mail.example', 'not a url secret']) {
      expect(() => loadConfig({ SMTP_URL: bad })).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\//);
      expect(() => loadConfig({ SMTP_URL: bad })).not.toThrow(/secret/);
    }
  });

  it("reads the build's identity from build.json beside the bundle, and none from source", () => {
    expect(loadConfig({}).buildId).toBeNull(); // vitest runs src/, which has no build.json
    const dir = mkdtempSync(join(tmpdir(), 'quire-build-'));
    expect(readBuildId(dir)).toBeNull();
    writeFileSync(join(dir, 'build.json'), '{"id":"abc123"}');
    expect(readBuildId(dir)).toBe('abc123');
    writeFileSync(join(dir, 'build.json'), '{"id":');
    expect(readBuildId(dir)).toBeNull();
  });
});
