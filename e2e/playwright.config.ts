import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { E2E_WORKERS, FIRST_PORT, SHARED_PORTS } from './ports';
import { SERVER_ARGS } from './server-command';

/**
 * End-to-end tests drive Debian's Chromium against a real started Quire: the built server on a
 * fresh embedded database (demo data seeded), serving the built web app on one port.
 */
const repoRoot = resolve(import.meta.dirname, '..');
/**
 * Three walks at once (E2E_WORKERS), each worker browsing a Quire of its own (the same demo data
 * on a fresh database), so that one worker's walks never change what another's see
 * (e2e/support/fixtures.ts sets each test's baseURL from the worker's slot, e2e/ports.ts). A spec
 * that starts its own server keeps it to itself: a spec file runs in one worker. A walk spends part
 * of its time waiting (for the server, a poll, a page to settle): with two at once the two cores
 * were about 85 % busy, with three about 93 %, and the stage took 13 % less (decision 054).
 *
 * The walks that mostly wait (WAITING: the session time-out waits out a real idle minute, twice)
 * run in a slot of their own beside them from the start: on their own server they use little CPU, and in
 * the walks' queue they held a worker for a minute and a half at the end of the stage (decision
 * 054). A walk may later run in that slot too, so every slot has a shared server of its own.
 * E2E_WORKERS=1 runs one worker and one server, the waiting walks in the same queue.
 */
const port = FIRST_PORT;
const WAITING = ['session-timeout.spec.ts'];
const ports = SHARED_PORTS;
const workers = E2E_WORKERS > 1 ? E2E_WORKERS + 1 : 1;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers,
  // The waiting walks first, so that they start at once in their slot.
  projects: [
    { name: 'waiting', testMatch: WAITING, workers: 1 },
    { name: 'walks', testIgnore: WAITING, workers: E2E_WORKERS },
  ],
  retries: process.env.CI ? 1 : 0,
  // CI's shared machines have run the same walks 2-4 times slower than a quiet one (the whole stage
  // took 1,557 s there and 652 s here on the same commit), and three walks share two cores: a walk
  // that takes 45 s here must not run out of its time there. A hung walk still ends, and the times
  // are measured in bench/, not here.
  timeout: process.env.CI ? 180_000 : 60_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: [['list'], ['json', { outputFile: resolve(repoRoot, '.vitest-results/e2e.json') }]],
  outputDir: resolve(repoRoot, 'test-results'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    // An action whose element never comes (a click on the item of a menu that has closed) fails
    // after a minute, not at the walk's end, so CI's retry starts two minutes sooner.
    actionTimeout: 60_000,
    // As a reader who asks for less motion (the theme respects it): menus, dialogs, toasts and the
    // wizard's steps appear and go at once, so a walk waits for no transition.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    // Recording a trace (a screencast and a DOM snapshot at every action) cost a sixth of a walk's
    // time even when it was thrown away (the files and publishing walks: 138 s with, 115 s
    // without). CI retries a failed walk once and records that retry; a local run, which does not
    // retry, keeps the trace of a failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: ports.map((p) => ({
    command: ['node', ...SERVER_ARGS].join(' '),
    cwd: repoRoot,
    url: `http://127.0.0.1:${p}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(p),
      HOST: '127.0.0.1',
      DATA_DIR:
        p === port && process.env.E2E_DATA_DIR
          ? process.env.E2E_DATA_DIR
          : mkdtempSync(join(tmpdir(), 'quire-e2e-')),
      QUIRE_DEMO: '1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Every test signs in from 127.0.0.1; the per-IP limits are tested in the server suite.
      RATE_LIMIT_SIGNIN_MAX: '1000',
      RATE_LIMIT_CREATE_ACCOUNT_MAX: '1000',
      // Links in e-mails (the demo mailbox) point at the address the tests browse.
      PUBLIC_URL: `http://127.0.0.1:${p}`,
      // Product pages link "Buy" to the operator's store by EAN.
      STORE_BOOK_URL: 'https://store.example.com/ean/{ean}',
    },
  })),
});
