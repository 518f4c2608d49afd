import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * React Router 7's package exports name only its development files (dev warnings on, a known
 * upstream bug), though it ships production ones beside them: the build takes those, which saves
 * about 0.6 KB of gzipped JavaScript on every first page. Tests keep the development files.
 */
function reactRouterProduction(): Plugin {
  const dir = join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  const files = { 'react-router': join(dir, 'index.mjs'), 'react-router/dom': join(dir, 'dom-export.mjs') };
  for (const file of Object.values(files))
    if (!existsSync(file))
      throw new Error(`react-router no longer ships ${file}: drop reactRouterProduction`);
  return {
    name: 'quire:react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: Object.entries(files).map(([find, replacement]) => ({
          find: new RegExp(`^${find}$`),
          replacement,
        })),
      },
    }),
  };
}

/**
 * Test files that replace a module with vi.mock: a mock needs a module graph of its own, so they
 * run in the isolated project 'web-isolated' (root vitest.config.ts), not in 'web'.
 */
export const WEB_ISOLATED = [
  'src/features/authentication/passkey-sign-in.test.tsx',
  'src/features/cart/checkout.test.tsx',
  'src/features/cart/components/order-token.test.tsx',
  'src/app/layout/site-content-failure.test.tsx',
  'src/features/coupons/coupon-form.test.tsx',
  'src/features/coupons/coupon-summary.test.tsx',
  'src/features/my-account/passkeys.test.tsx',
  'src/features/promotions/nomination.test.tsx',
  'src/features/promotions/request-edit.test.tsx',
];

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
  plugins: [react(), reactRouterProduction()],
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
    exclude: [...configDefaults.exclude, ...WEB_ISOLATED],
    setupFiles: ['src/test/setup.ts'],
    // Each worker imports the app's modules once and runs file after file in them, in one jsdom:
    // importing anew for every file was most of the stage's CPU time. setup.ts resets what a test
    // or a file leaves behind (toasts, stubbed globals, spies, the module-level stores).
    isolate: false,
    // Screen tests render Mantine in jsdom: on a shared 2-core machine one can take several seconds.
    // The timeout only stops a hung test; speed is measured in bench/, never asserted here.
    testTimeout: 15_000,
    // Vitest's default is one worker fewer than the cores: one on CI's two-core machines.
    maxWorkers: 2,
  },
});
