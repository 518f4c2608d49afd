import { test as base, expect } from '@playwright/test';
import { portOfWorker } from '../ports';
import { checkA11y } from './a11y';

export { checkA11y };

export const test = base.extend<{ a11yOnEnd: undefined }>({
  // Each worker browses its own shared server (e2e/ports.ts); a spec's own test.use({ baseURL }) wins.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use, testInfo) => {
    await use(`http://127.0.0.1:${portOfWorker(testInfo.parallelIndex)}`);
  },
  a11yOnEnd: [
    async ({ page }, use) => {
      await use(undefined);
      if (page.url().startsWith('http')) await checkA11y(page, `${page.url()} (end of test)`);
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    const consoleErrors: string[] = [];
    page.on('pageerror', (e) => consoleErrors.push(`pageerror: ${e.message}`));
    // A page, or a part of the frame, that failed and was caught ("Unexpected error"; PAGE_FAILED
    // and PART_FAILED in apps/web/src/components/PageErrorBoundary.tsx) is as much a failure as an
    // uncaught error.
    page.on('console', (m) => {
      if (m.type() === 'error' && /^Quire: (a page|a part of the page) stopped working:/.test(m.text()))
        consoleErrors.push(`caught: ${m.text()}`);
    });
    await use(page);
    expect(consoleErrors, 'uncaught errors in the page').toEqual([]);
  },
});

export { expect };

export const DEMO_AUTHOR = { email: 'author@example.com', password: 'Author2026' };
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'Admin2026' };

export function uniqueEmail(prefix = 'writer'): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}
