import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { portOfWorker } from '../ports';

/**
 * Every page a test visits gets an accessibility check: serious or critical axe violations fail
 * the test. Call `checkA11y(page)` after each navigation that shows a new page; the fixture also
 * checks the last page when the test ends.
 */
export async function checkA11y(page: Page, label = page.url()): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  // A page with a frame (the EPUB reader's sandboxed frame: an opaque origin) makes axe's
  // cross-origin mode open a helper tab, which this Chromium refuses (and the page closes);
  // legacy mode checks the frame in place.
  const framed = (await page.locator('iframe').count()) > 0;
  // A toast still sliding in is half transparent, and axe would measure its colours mid-transition:
  // wait (briefly) until every notification and its wrappers are fully opaque.
  await page
    .waitForFunction(
      () =>
        Array.from(document.querySelectorAll('.mantine-Notification-root')).every((n) => {
          for (let e: Element | null = n; e && e !== document.body; e = e.parentElement)
            if (getComputedStyle(e).opacity !== '1') return false;
          return true;
        }),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
  // A toast can also start to leave (or a new one arrive) while axe works, which takes a moment:
  // with transitions off for the check, every element is either at full opacity or hidden. The
  // server-rendered product page's content security policy refuses the style; it has no toasts.
  const still = await page
    .addStyleTag({
      content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
    })
    .catch(() => null);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(framed)
    .analyze()
    .finally(() => still?.evaluate((el) => (el as Element).remove()).catch(() => undefined));
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map(
    (v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, `accessibility violations on ${label}`).toEqual([]);
}

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
