import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Vitest's default is one worker fewer than the cores: one on CI's two-core machines.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // The file engines touch no database: they run once, in their own project below.
          exclude: ['src/modules/files/engines/**', '**/node_modules/**'],
          // On PGlite, every file's database starts from one migrated dump made here (test/pglite-dump.ts).
          globalSetup: ['test/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: true,
          maxWorkers: 2,
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
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
