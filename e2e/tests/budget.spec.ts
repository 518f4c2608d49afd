import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * The JavaScript a first page loads stays within its gzip budget (docs/performance.md): 150 KB for
 * each signed-out entry page. Sizes are deterministic, unlike timings, so this guard runs with the
 * tests; `npm run bench` reports the figures in detail.
 */
const BUDGETS_KB: Record<string, number> = { '/': 150, '/sign-in': 150, '/create-account': 150 };

for (const [path, kb] of Object.entries(BUDGETS_KB)) {
  const BUDGET_BYTES = kb * 1024;
  test(`first page ${path} loads at most ${kb} KB of gzipped JavaScript`, async ({ page }) => {
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') bodies.push(res.body());
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(bodies.map(async (b) => gzipSync(await b, { level: 9 }).length));
    const total = sizes.reduce((a, b) => a + b, 0);
    expect(sizes.length).toBeGreaterThan(0);
    expect(total, `${path}: ${(total / 1024).toFixed(1)} KB gzipped`).toBeLessThanOrEqual(BUDGET_BYTES);
  });
}
