import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { SERVER_ARGS } from './server-command';

/**
 * End-to-end tests drive Debian's Chromium against a real started Quire: the built server on a
 * fresh embedded database (demo data seeded), serving the built web app on one port.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'quire-e2e-'));
const repoRoot = resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: resolve(repoRoot, '.vitest-results/e2e.json') }]],
  outputDir: resolve(repoRoot, 'test-results'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: ['node', ...SERVER_ARGS].join(' '),
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      QUIRE_DEMO: '1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Every test signs in from 127.0.0.1; the per-IP limits are tested in the server suite.
      RATE_LIMIT_SIGNIN_MAX: '1000',
      RATE_LIMIT_CREATE_ACCOUNT_MAX: '1000',
      // Links in e-mails (the demo mailbox) point at the address the tests browse.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Product pages link "Buy" to the operator's store by EAN.
      STORE_BOOK_URL: 'https://store.example.com/ean/{ean}',
    },
  },
});
