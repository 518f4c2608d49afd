import { configDefaults, defineConfig } from 'vitest/config';
import web, { WEB_ISOLATED } from './vite.config.ts';

/**
 * The Vitest project 'web-isolated' (listed in the root vitest.config.ts): the web test files that
 * replace a module with vi.mock, each in a module graph and jsdom of its own.
 */
export default defineConfig({
  ...web,
  test: {
    ...web.test,
    name: 'web-isolated',
    include: WEB_ISOLATED,
    exclude: configDefaults.exclude,
    isolate: true,
  },
});
