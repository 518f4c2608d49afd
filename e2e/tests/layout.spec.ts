import { checkA11y, DEMO_AUTHOR, expect, test } from '../support/fixtures';

const MARKETING_PAGES = [
  'how-it-works',
  'reach-millions-of-readers',
  'make-more-money',
  'print-on-demand',
  'author-tools-and-tips',
  'self-publishing-services',
  'about-us',
  'legal/membership-agreement',
  'sitemap',
];

async function noHorizontalScroll(page: import('@playwright/test').Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'page is wider than the window').toBeLessThanOrEqual(1);
}

test('desktop layout at 1280 px: header, navigation and footer links to every marketing page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/sign-in');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('button', { name: /menu/i })).toBeHidden();
  await noHorizontalScroll(page);
  const footer = page.getByRole('contentinfo');
  for (const slug of MARKETING_PAGES) {
    await expect(footer.locator(`a[href="/${slug}"]`)).toHaveCount(1);
  }
  await expect(footer.locator('a[href="/sign-in"]')).toHaveCount(1);
});

for (const slug of MARKETING_PAGES) {
  test(`marketing page /${slug} is a real page`, async ({ page }) => {
    await page.goto(`/${slug}`);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    const text = await page.getByRole('main').textContent();
    expect((text ?? '').length, 'the page has real content').toBeGreaterThan(400);
    await checkA11y(page);
  });
}

test('mobile layout at 375 px: the menu opens and closes and the author can sign in', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/sign-in');
  await noHorizontalScroll(page);
  const menu = page.getByRole('button', { name: /menu/i });
  await expect(menu).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await checkA11y(page, 'mobile menu open');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  await page.getByLabel(/^e-?mail/i).fill(DEMO_AUTHOR.email);
  await page.getByLabel(/^password/i).fill(DEMO_AUTHOR.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await noHorizontalScroll(page);
  await checkA11y(page);
});

test('an unknown page shows a not-found page with a way back', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
});

test('a page whose code no longer loads says so inside the site’s frame, and a reload brings it back', async ({
  browser,
  baseURL,
}) => {
  // A page of its own: the shared one fails a walk on the failure this test provokes.
  const page = await browser.newPage({ baseURL });
  try {
    await page.goto('/sign-in');
    await expect(page.getByRole('link', { name: /forgot/i }).first()).toBeVisible();
    // As after an update of Quire while the page was open: the next page's code is gone.
    await page.route(/\/assets\/[^/]+\.js$/, (r) => r.abort());
    await page
      .getByRole('link', { name: /forgot/i })
      .first()
      .click();
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Unexpected error' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await checkA11y(page, 'a page that stopped working');
    await page.unroute(/\/assets\/[^/]+\.js$/);
    await alert.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page).toHaveURL(/\/forgot-password/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Unexpected error');
    await expect(page.getByRole('alert')).toHaveCount(0);
  } finally {
    await page.close();
  }
});
