import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PROMO_UNDO_SECONDS, EAN_PLACEHOLDER, UPLOAD_LIMITS, type UploadLimits } from '@quire/domain';
import pkg from '../package.json' with { type: 'json' };
import { readBuildId as readBuildIdIn } from './lib/build-id';
import { isLoopbackHost } from './lib/loopback';
import type { DataKeyConfig } from './lib/secrets';
import { createTestClock, type TestClock } from './lib/test-clock';
import { type StorageConfig, storageConfigFromEnv } from './storage/config';

/** Where the database lives: embedded PGlite (a directory, or memory when dataDir is null) or a server. */
export type DatabaseTarget = { kind: 'embedded'; dataDir: string | null } | { kind: 'postgres'; url: string };

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/** One typed configuration for the whole server, read once from the environment. */
export interface AppConfig {
  port: number;
  /**
   * The address to listen on (HOST). Loopback (127.0.0.1) by default in demo mode or with the embedded
   * database, so the demo mailbox and the demo accounts are not on the network; 0.0.0.0 otherwise.
   */
  host: string;
  dataDir: string;
  database: DatabaseTarget;
  /** Seed the demo accounts at start-up. */
  demo: boolean;
  /** With demo, also seed the small press's catalogue and nominations (QUIRE_DEMO_CATALOGUE, on by default). */
  demoCatalogue: boolean;
  logLevel: string;
  redisUrl: string | null;
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** When null, a secret is generated once and kept in the database (shared by every process). */
  sessionSecret: string | null;
  operatorName: string;
  webDist: string;
  version: string;
  /** The built server's identity (readBuildId); null from source. A start skips the seed when this build seeded the database. */
  buildId: string | null;
  /** The source commit the build was made from (BUILD_COMMIT, 7–40 hex digits), or null when not given. */
  commit: string | null;
  /** Largest accepted request body, in bytes. */
  bodyLimit: number;
  session: {
    idleMs: number;
    absoluteMs: number;
    /** last_seen_at is written at most this often, to keep reads cheap. */
    touchIntervalMs: number;
  };
  rateLimits: { signIn: RateLimitRule; createAccount: RateLimitRule };
  /** Forgot password: security answers per address and e-mail in the window (RATE_LIMIT_RECOVERY_MAX). */
  recovery: { rateLimit: RateLimitRule };
  /** Argon2id cost; tests may lower it. */
  argon2: { memoryCost: number; timeCost: number };
  /** Milliseconds SIGTERM waits for requests in flight before exiting anyway. */
  shutdownTimeoutMs: number;
  /** Background jobs (decision 012). inline: the API process runs them; off: only `npm run worker` does. */
  jobs: { mode: 'inline' | 'off'; leaseMs: number; concurrency: number; pollMs: number };
  /** Uploaded files (decision 013): where they are stored, size limits, whether EpubCheck runs. */
  files: { storage: StorageConfig; limits: UploadLimits; epubcheck: 'auto' | 'off' };
  /** E-mail (decision 018): SMTP_URL sends through SMTP; without it messages stay in the outbox (demo mailbox). */
  mail: { smtpUrl: string | null; from: string };
  /**
   * Publishing (decision 030): how long the retailer's intake takes before a book is on sale or off sale
   * (PUBLISH_ONSALE_SECONDS, PUBLISH_OFFSALE_SECONDS). Spec 1 §9's 72 and 24 hours in production;
   * seconds in demo mode, so a person trying Quire sees the book go on sale.
   */
  publishing: { onSaleDelayMs: number; offSaleDelayMs: number };
  /** Merchandising promotions (spec 2 §4): how long an administrator may undo a status change (PROMO_UNDO_SECONDS). */
  promotions: { undoSeconds: number };
  /**
   * The retailers' API (/api/retail, by API key): calls per minute per address (RATE_LIMIT_RETAIL_MAX,
   * 600), and failed key checks per minute per address (RATE_LIMIT_RETAIL_FAILURES_MAX, 20): past
   * those, every call from that address answers 429 until the minute is over, a valid key too.
   */
  retailAuth: { calls: RateLimitRule; failures: RateLimitRule };
  /**
   * Product pages (decision 042): "Buy" links to the operator's store by EAN (STORE_BOOK_URL, a
   * pattern holding {ean}; no "Buy" without it), and the request header a trusted proxy puts the
   * visitor's country in (ANALYTICS_COUNTRY_HEADER, e.g. cf-ipcountry; no country without it).
   */
  storefront: { storeBookUrl: string | null; countryHeader: string | null };
  /** The address of the web app as users reach it, for links in e-mails (PUBLIC_URL). */
  publicUrl: string;
  /** Encryption at rest (lib/secrets.ts): DATA_KEY, DATA_KEY_PREVIOUS, else a key file under the data directory (embedded only). */
  dataKeys: DataKeyConfig;
  /**
   * Card payments (docs/operations.md "Payments"): PAYMENT_GATEWAY names the feature flag of the
   * gateway, WORLDPAY_TEST (the sandbox, with its tokenizer at /sandbox/eprotect/register) or
   * WORLDPAY (live, not built: start-up refuses it). The tokenizer's limit is per address
   * (RATE_LIMIT_TOKENIZER_MAX a minute). A submission's Idempotency-Key left in flight by a stopped
   * server may be taken over after ORDER_KEY_TAKEOVER_SECONDS (120).
   */
  payments: { gateway: PaymentGatewayFlag; tokenizerRateLimit: RateLimitRule; keyTakeoverMs: number };
  /** The clock; tests replace it to move time forward. */
  now: () => Date;
  /**
   * QUIRE_TEST_CLOCK=1 (demo mode only; start-up refuses it otherwise): `now` is this clock, which
   * POST /api/dev/clock moves forward for end-to-end tests of dates. Null in every real set-up.
   */
  testClock: TestClock | null;
}

type Env = Record<string, string | undefined>;

/** The feature flags that choose the payment gateway (spec 1 §6). */
export type PaymentGatewayFlag = 'WORLDPAY' | 'WORLDPAY_TEST';

function paymentGateway(value: string | undefined): PaymentGatewayFlag {
  const v = value?.trim().toUpperCase() || 'WORLDPAY_TEST';
  if (v !== 'WORLDPAY' && v !== 'WORLDPAY_TEST')
    throw new Error(`PAYMENT_GATEWAY must be WORLDPAY_TEST or WORLDPAY, got "${value}"`);
  return v;
}

/** apps/server: this file sits in src/ (tsx, vitest) or is bundled into dist/main.js, one level down either way. */
const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const SERVER_ROOT = serverRoot;
export const REPO_ROOT = resolve(serverRoot, '..', '..');
export const MIGRATIONS_DIR = join(serverRoot, 'drizzle');

/** The built server's identity (dist/build.json beside the bundle), or null from source (tsx, vitest). */
export function readBuildId(dir = dirname(fileURLToPath(import.meta.url))): string | null {
  return readBuildIdIn(dir);
}

/** BUILD_COMMIT: the commit a deployment was built from, set by whoever builds it; null when unset. */
function buildCommit(value: string | undefined): string | null {
  const v = value?.trim().toLowerCase();
  if (!v) return null;
  if (!/^[0-9a-f]{7,40}$/.test(v)) throw new Error(`BUILD_COMMIT must be 7 to 40 hex digits, got "${value}"`);
  return v;
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

function flag(value: string | undefined): boolean | null {
  if (value === undefined || value.trim() === '') return null;
  return ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

/** STORE_BOOK_URL: the store's address of a book by its EAN, or null (no "Buy" on product pages). */
function storeBookUrlPattern(value: string | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  const refuse = (why: string) => new Error(`STORE_BOOK_URL cannot be used: ${why} (got "${v}")`);
  if (!v.includes(EAN_PLACEHOLDER)) throw refuse(`it must hold ${EAN_PLACEHOLDER} where the book's EAN goes`);
  let url: URL;
  try {
    url = new URL(v.replaceAll(EAN_PLACEHOLDER, '9780000000000'));
  } catch {
    throw refuse('it is not an address');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw refuse('it must start with https:// or http://');
  return v;
}

/** TRUST_PROXY: true/false, a number of proxy hops, or a comma list of addresses/subnets. */
function trustProxy(
  value: string | undefined,
): boolean | string | ((address: string, hop: number) => boolean) {
  const v = value?.trim() ?? '';
  if (v === '' || ['false', '0', 'no', 'off'].includes(v.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(v.toLowerCase())) return true;
  const hops = Number(v);
  if (Number.isInteger(hops) && hops > 0) return (_address, hop) => hop < hops;
  return v;
}

function jobsMode(value: string | undefined): 'inline' | 'off' {
  const v = value?.trim().toLowerCase() || 'inline';
  if (v !== 'inline' && v !== 'off') throw new Error(`JOBS_MODE must be inline or off, got "${value}"`);
  return v;
}

/**
 * SMTP_URL, checked at start (nodemailer itself loads only at the first message). The value is not
 * repeated in the error: it holds the SMTP password.
 */
function smtpUrl(value: string | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  let protocol = '';
  try {
    protocol = new URL(v).protocol;
  } catch {
    // reported below
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:')
    throw new Error('SMTP_URL must be an smtp:// or smtps:// address (smtp://user:pass@host:587)');
  return v;
}

/** PUBLIC_URL without a trailing slash; http://localhost:PORT by default. */
function publicUrl(value: string | undefined, port: number): string {
  const v = value?.trim();
  if (!v) return `http://localhost:${port}`;
  const url = new URL(v);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`PUBLIC_URL must be http(s), got "${v}"`);
  return url.toString().replace(/\/+$/, '');
}

/**
 * SESSION_IDLE_SECONDS (30 minutes) and SESSION_LIFETIME_SECONDS (12 hours), OWASP ASVS level 2
 * (decision 050). last_seen_at is written at most once a minute, or a tenth of a short idle limit,
 * so a session never ends more than that much before its idle limit.
 */
function sessionLimits(env: Env): AppConfig['session'] {
  const idle = int(env.SESSION_IDLE_SECONDS, 30 * 60, 'SESSION_IDLE_SECONDS');
  const lifetime = int(env.SESSION_LIFETIME_SECONDS, 12 * 3600, 'SESSION_LIFETIME_SECONDS');
  if (idle < 60) throw new Error(`SESSION_IDLE_SECONDS must be at least 60, got ${idle}`);
  if (lifetime < idle)
    throw new Error(`SESSION_LIFETIME_SECONDS (${lifetime}) must be at least SESSION_IDLE_SECONDS (${idle})`);
  const idleMs = idle * 1000;
  return { idleMs, absoluteMs: lifetime * 1000, touchIntervalMs: Math.min(60_000, Math.floor(idleMs / 10)) };
}

/**
 * The start-up warning when demo mode listens on an address other machines can reach: the demo
 * accounts have published passwords, and the demo mailbox answers an administrator from anywhere.
 */
export function demoExposureWarning(config: Pick<AppConfig, 'demo' | 'host'>): string | null {
  if (!config.demo || isLoopbackHost(config.host)) return null;
  return `Demo mode is listening on ${config.host}, which other machines can reach: the demo accounts have published passwords. Set HOST=127.0.0.1, or QUIRE_DEMO=0 for real users.`;
}

export function loadConfig(env: Env = process.env): AppConfig {
  // The default is the repository's .data/ (what ./.data means for `npm start` at the root), so that
  // `npm run dev` inside apps/server uses the same data; an explicit DATA_DIR is relative to the cwd.
  const dataDir = env.DATA_DIR?.trim() ? resolve(env.DATA_DIR.trim()) : join(REPO_ROOT, '.data');
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  const database: DatabaseTarget = databaseUrl
    ? { kind: 'postgres', url: databaseUrl }
    : { kind: 'embedded', dataDir: join(dataDir, 'pg') };
  const demo = flag(env.QUIRE_DEMO) ?? database.kind === 'embedded';
  const testClock = flag(env.QUIRE_TEST_CLOCK) ? createTestClock() : null;
  if (testClock && !demo) throw new Error('QUIRE_TEST_CLOCK is for demo mode only (QUIRE_DEMO=1).');
  return {
    port: int(env.PORT, 3000, 'PORT'),
    host: env.HOST?.trim() || (demo || database.kind === 'embedded' ? '127.0.0.1' : '0.0.0.0'),
    dataDir,
    database,
    demo,
    demoCatalogue: demo && (flag(env.QUIRE_DEMO_CATALOGUE) ?? true),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    redisUrl: env.REDIS_URL?.trim() || null,
    trustProxy: trustProxy(env.TRUST_PROXY),
    sessionSecret: env.SESSION_SECRET?.trim() || null,
    operatorName: env.OPERATOR_NAME?.trim() || 'Quire',
    webDist: env.WEB_DIST?.trim() ? resolve(env.WEB_DIST.trim()) : join(REPO_ROOT, 'apps', 'web', 'dist'),
    version: pkg.version,
    buildId: readBuildId(),
    commit: buildCommit(env.BUILD_COMMIT),
    bodyLimit: int(env.BODY_LIMIT, 1024 * 1024, 'BODY_LIMIT'),
    session: sessionLimits(env),
    rateLimits: {
      signIn: { max: int(env.RATE_LIMIT_SIGNIN_MAX, 10, 'RATE_LIMIT_SIGNIN_MAX'), windowMs: 60_000 },
      createAccount: {
        max: int(env.RATE_LIMIT_CREATE_ACCOUNT_MAX, 5, 'RATE_LIMIT_CREATE_ACCOUNT_MAX'),
        windowMs: 10 * 60_000,
      },
    },
    recovery: {
      rateLimit: {
        max: int(env.RATE_LIMIT_RECOVERY_MAX, 5, 'RATE_LIMIT_RECOVERY_MAX'),
        windowMs: 15 * 60_000,
      },
    },
    argon2: { memoryCost: 19_456, timeCost: 2 },
    shutdownTimeoutMs: int(env.SHUTDOWN_TIMEOUT_MS, 10_000, 'SHUTDOWN_TIMEOUT_MS'),
    jobs: {
      mode: jobsMode(env.JOBS_MODE),
      leaseMs: Math.max(1000, int(env.JOBS_LEASE_MS, 30_000, 'JOBS_LEASE_MS')),
      concurrency: Math.max(1, int(env.JOBS_CONCURRENCY, 1, 'JOBS_CONCURRENCY')),
      pollMs: 500,
    },
    files: {
      storage: storageConfigFromEnv(env, dataDir),
      limits: { ...UPLOAD_LIMITS },
      epubcheck: env.EPUBCHECK?.trim().toLowerCase() === 'off' ? 'off' : 'auto',
    },
    mail: {
      smtpUrl: smtpUrl(env.SMTP_URL),
      from: env.MAIL_FROM?.trim() || 'Quire <no-reply@quire.example>',
    },
    publishing: {
      onSaleDelayMs: 1000 * int(env.PUBLISH_ONSALE_SECONDS, demo ? 4 : 72 * 3600, 'PUBLISH_ONSALE_SECONDS'),
      offSaleDelayMs:
        1000 * int(env.PUBLISH_OFFSALE_SECONDS, demo ? 3 : 24 * 3600, 'PUBLISH_OFFSALE_SECONDS'),
    },
    retailAuth: {
      calls: { max: int(env.RATE_LIMIT_RETAIL_MAX, 600, 'RATE_LIMIT_RETAIL_MAX'), windowMs: 60_000 },
      failures: {
        max: int(env.RATE_LIMIT_RETAIL_FAILURES_MAX, 20, 'RATE_LIMIT_RETAIL_FAILURES_MAX'),
        windowMs: 60_000,
      },
    },
    promotions: {
      undoSeconds: Math.max(1, int(env.PROMO_UNDO_SECONDS, DEFAULT_PROMO_UNDO_SECONDS, 'PROMO_UNDO_SECONDS')),
    },
    storefront: {
      storeBookUrl: storeBookUrlPattern(env.STORE_BOOK_URL),
      countryHeader: env.ANALYTICS_COUNTRY_HEADER?.trim().toLowerCase() || null,
    },
    publicUrl: publicUrl(env.PUBLIC_URL, int(env.PORT, 3000, 'PORT')),
    dataKeys: {
      dataKey: env.DATA_KEY?.trim() || null,
      previousKeys: (env.DATA_KEY_PREVIOUS ?? '')
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
      keyFile: join(dataDir, 'keys', 'data.key'),
    },
    payments: {
      gateway: paymentGateway(env.PAYMENT_GATEWAY),
      tokenizerRateLimit: {
        max: int(env.RATE_LIMIT_TOKENIZER_MAX, 30, 'RATE_LIMIT_TOKENIZER_MAX'),
        windowMs: 60_000,
      },
      keyTakeoverMs: 1000 * int(env.ORDER_KEY_TAKEOVER_SECONDS, 120, 'ORDER_KEY_TAKEOVER_SECONDS'),
    },
    now: testClock?.now ?? (() => new Date()),
    testClock,
  };
}
