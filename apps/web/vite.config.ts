import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The Vite build of the web app and the Vitest project 'web' (listed in the root vitest.config.ts).
 *
 * Chunking: every module the entry imports statically goes into the one entry chunk ('$initial');
 * everything else stays with the lazy route or overlay that needs it. Without this group the
 * bundler merged lazy-only code (the toast container, the date library) into chunks the first
 * page loads, which broke the 170 KB budget.
 *
 * Chunk file names are their hash alone: the entry carries the name of every chunk of the app (the
 * preload list of each lazy route), so with over two hundred chunks their names cost the first page
 * more than a kilobyte of gzipped JavaScript.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    // The API listens on loopback by default (HOST); 127.0.0.1, not localhost, which may resolve to ::1.
    proxy: { '/api': 'http://127.0.0.1:3000', '/content-images': 'http://127.0.0.1:3000' },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Screen tests render Mantine in jsdom: on a shared 2-core machine one can take several seconds.
    // The timeout only stops a hung test; speed is measured in bench/, never asserted here.
    testTimeout: 15_000,
    // Vitest's default is one worker fewer than the cores: one on CI's two-core machines.
    maxWorkers: 2,
  },
});
