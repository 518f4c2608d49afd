import { defineConfig } from 'vitest/config';
import SlowFirstSequencer from './vitest.sequencer.ts';

/** Server test files that replace a module with vi.mock: they need a module graph of their own. */
const SERVER_ISOLATED = ['test/recovery.test.ts'];
/**
 * Server test files that spend most of their time waiting on real servers they start, kill and
 * start again, on a stopped PostgreSQL, or for a scheduled minute to pass. `npm test` runs them in a
 * Vitest process of their own beside the other server files (scripts/test.mjs), so that their
 * waiting does not leave one of the two cores idle (decision 054).
 */
export const SERVER_WAITING = [
  'test/scheduled-prices-restart.test.ts',
  'test/postgres-outage.test.ts',
  'test/api-crash.test.ts',
  'test/submit-order-crash.test.ts',
  'test/promotions-crash.test.ts',
  'src/modules/jobs/jobs.crash.test.ts',
];

/**
 * A rejection pdf.js leaves unhandled inside its own worker code (`pdf.worker.mjs`) on a damaged
 * file, after or beside the call the engine awaits, which settles on its own. The PDF engine's fuzz
 * tests run that code in the test process (inspect-pdf.fuzz.test.ts); in production it runs in the
 * PDF worker thread, whose end the engine turns into an unreadable file (inspect-pdf.ts). Any other
 * unhandled error still fails the run.
 */
function isPdfjsStrayRejection(error: { stack?: string; stacks?: { file: string }[] }): boolean {
  const frames = error.stacks?.map((f) => f.file).join('\n') ?? error.stack ?? '';
  return /pdfjs-dist\/legacy\/build\/pdf\.worker\.mjs/.test(frames);
}

export default defineConfig({
  test: {
    // The slowest server files start first (vitest.sequencer.ts).
    sequence: { sequencer: SlowFirstSequencer },
    onUnhandledError(error) {
      if (isPdfjsStrayRejection(error as Parameters<typeof isPdfjsStrayRejection>[0])) {
        console.warn(`pdf.js left a rejection unhandled on a damaged PDF (ignored): ${error.message}`);
        return false;
      }
    },
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Vitest's default is one worker fewer than the cores: one on CI's two-core machines.
          maxWorkers: 2,
          // Pure functions: one module graph per worker, not per file (a third of the CPU time).
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // The file engines touch no database: they run once, in their own project below. Files
          // that replace a module (vi.mock) run isolated, in 'server-isolated'.
          exclude: [
            'src/modules/files/engines/**',
            '**/node_modules/**',
            ...SERVER_ISOLATED,
            ...SERVER_WAITING,
          ],
          // On PGlite, every file's database starts from one migrated dump made here (test/pglite-dump.ts).
          globalSetup: ['test/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: true,
          maxWorkers: 2,
          // Each worker imports the server once and runs file after file in it: importing the app
          // anew for every file was half of the stage's CPU time. Every file builds its own app and
          // database (test/helpers.ts), so nothing a test changes is shared but module code.
          isolate: false,
        },
      },
      {
        test: {
          name: 'server-waiting',
          root: 'apps/server',
          include: SERVER_WAITING,
          globalSetup: ['test/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 1,
          isolate: false,
          // After the other server files when one Vitest run holds both (a project of another
          // worker count needs a group of its own); npm test runs it as a process of its own.
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'server-isolated',
          root: 'apps/server',
          include: SERVER_ISOLATED,
          globalSetup: ['test/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 1,
        },
      },
      {
        test: {
          // EPUB, DOCX, sample, PDF, image and cover engines: hostile files, EpubCheck, worker threads.
          name: 'engines',
          root: 'apps/server',
          include: ['src/modules/files/engines/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: true,
          maxWorkers: 2,
          // One module graph per worker (the engines' worker pools included), not per file.
          isolate: false,
        },
      },
      // The web files run without isolation; those that replace a module (vi.mock) in 'web-isolated'.
      'apps/web/vite.config.ts',
      'apps/web/vitest.isolated.config.ts',
    ],
  },
});
