import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { csrf, signIn } from '../support/book';
import { checkA11y, DEMO_ADMIN, DEMO_AUTHOR, expect, test } from '../support/fixtures';
import { exited, healthy, startBuilt } from '../support/server';

/**
 * eBook coupons, end to end in Chromium, on a server of this spec's own started with the test clock
 * (QUIRE_TEST_CLOCK=1): the demo author opens Create Coupons from the nomination page, types a
 * coupon for an on-sale eBook with a redemption limit and a campaign label, sees what a reader pays
 * and what they earn change as the percent is typed (and the lower-band warning), finds it under
 * Scheduled; the server's clock moves a day and the coupon is Active; taking the book off sale then
 * asks with the coupon variant of the confirmation.
 */
const PORT = 3295;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'quire-e2e-coupons-'));
const BOOK = 'The Clockwork Orchard'; // the demo author's on-sale eBook at $2.99
const CODE = `SPRING${String(Date.now()).slice(-6)}`;
let CLOCKWORK_EAN = '';

let server: ChildProcess;

test.use({ baseURL: base });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  server = startBuilt('main', {
    PORT: String(PORT),
    DATA_DIR: dataDir,
    QUIRE_DEMO: '1',
    QUIRE_DEMO_CATALOGUE: '0',
    QUIRE_TEST_CLOCK: '1',
    NODE_ENV: 'production',
    PUBLIC_URL: base,
  });
  await healthy(base);
});

test.afterAll(async () => {
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await exited(server);
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** 'YYYY-MM-DD' of the New York day `n` days after the server's today (the date inputs' value). */
async function nyDay(page: Page, n: number): Promise<string> {
  const specs = (await (await page.request.get('/api/project/coupon-specs')).json()) as {
    payload: { today: string };
  };
  const [m, d, y] = specs.payload.today.split('/').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1, d + n));
  return at.toISOString().slice(0, 10);
}

test('an author creates a coupon, sees the price and royalty as they type, then sees it go from Scheduled to Active', async ({
  page,
}) => {
  await signIn(page, DEMO_AUTHOR);

  // Step 1 of the nomination page has the Create Coupons tab for a publisher.
  await page.goto('/projects/coupon/bn-promo');
  await page.getByRole('tab', { name: 'Create Coupons' }).click();
  await expect(page).toHaveURL(/\/projects\/coupon$/);
  await expect(page.getByRole('tab', { name: 'Create Coupons' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('textbox', { name: /Coupon code/ }).fill('SPRING 25');
  await page.getByRole('textbox', { name: /Coupon code/ }).blur();
  await expect(page.getByText('Coupon code may not contain spaces.')).toBeVisible();
  await page.getByRole('textbox', { name: /Coupon code/ }).fill(CODE);
  await expect(page.getByText('Coupon code may not contain spaces.')).toBeHidden();

  const titles = page.getByRole('combobox', { name: /Add an on sale eBook/ });
  await titles.fill('Clockwork');
  await page.getByRole('option', { name: new RegExp(`^${BOOK}`) }).click();
  const remove = page.getByRole('button', { name: new RegExp(`^Remove ${BOOK}`) });
  await expect(remove).toBeVisible();
  CLOCKWORK_EAN = /\((\d{13})\)/.exec((await remove.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  expect(CLOCKWORK_EAN).toMatch(/^\d{13}$/);

  // The reader's price and the author's royalty follow the percent as it is typed.
  const quote = page.getByRole('table', { name: 'Prices and royalties with this coupon' });
  const row = quote.getByRole('row').filter({ has: page.getByRole('rowheader', { name: BOOK }) });
  const percent = page.getByRole('textbox', { name: /Percent off/ });
  await percent.pressSequentially('1');
  await expect(row).toContainText('$1.94 (65%)'); // the royalty at the list price
  await expect(row).toContainText('$2.96'); // $2.99 less 1%: below $2.99, the 40% band
  await expect(row).toContainText('$1.18 (40%)');
  await expect(
    page.getByText(new RegExp(`${BOOK}: At this price your royalty rate falls to 40%`)),
  ).toBeVisible();
  await percent.pressSequentially('0');
  await expect(row).toContainText('$2.69'); // 10% off
  await expect(row).toContainText('$1.08 (40%)');

  await page.getByLabel('Start date').fill(await nyDay(page, 1));
  await page.getByLabel('End date').fill(await nyDay(page, 15));
  await page.getByRole('textbox', { name: /Redemption limit/ }).fill('10');
  await page.getByRole('textbox', { name: /Campaign label/ }).fill('Spring newsletter');
  await checkA11y(page, 'the coupon form, filled in');
  await page.getByRole('button', { name: 'Create Coupon' }).click();

  // The summary: the new coupon is under Scheduled (it starts tomorrow).
  await expect(page).toHaveURL(/\/projects\/coupon\/coupon-summary/);
  await expect(page.getByText('Your coupon was created.')).toBeVisible();
  await page.getByRole('tab', { name: /^Scheduled/ }).click();
  const scheduled = page.getByRole('table', { name: 'Coupons: Scheduled' });
  await expect(scheduled.getByRole('row').filter({ hasText: CODE })).toContainText('Spring newsletter');
  await expect(scheduled.getByRole('row').filter({ hasText: CODE })).toContainText(BOOK);
  await checkA11y(page, 'the coupon summary, scheduled');

  // A day later (the server's test clock) the coupon is running. The move ages the session too.
  const moved = await page.request.post('/api/dev/clock', {
    data: { advanceHours: 24 },
    headers: { 'x-csrf-token': await csrf(page) },
  });
  expect(moved.status()).toBe(200);
  await signIn(page, DEMO_AUTHOR);
  await page.goto('/projects/coupon/coupon-summary');
  const active = page.getByRole('table', { name: 'Coupons: Active' });
  await expect(active.getByRole('row').filter({ hasText: CODE })).toContainText('0 of 10');
  await page.getByRole('tab', { name: /^Scheduled/ }).click();
  await expect(page.getByRole('table', { name: 'Coupons: Scheduled' }).getByText(CODE)).toHaveCount(0);

  // A running coupon can only be ended early or relabelled: its edit form says so.
  await page.getByRole('tab', { name: /^Active/ }).click();
  await page.getByRole('link', { name: `Edit: ${CODE}` }).click();
  await expect(page.getByRole('textbox', { name: /Percent off/ })).toHaveCount(0);
  await expect(page.getByLabel('End date')).toBeVisible();

  // Taking the book off sale warns about the running coupon first.
  await page.goto('/projects');
  await page.getByText(BOOK).first().click();
  await page.getByRole('button', { name: 'Take Off Sale' }).click();
  const confirm = page.getByRole('dialog', { name: 'Take Off Sale' });
  await confirm.getByRole('button', { name: 'Take Off Sale' }).click();
  const variant = page.getByRole('dialog', { name: 'A Coupon Is Running' });
  await expect(variant).toContainText(
    'A coupon is scheduled or running for this book. If you take it off sale, readers will not be able to use the coupon.',
  );
  await expect(variant.getByRole('button', { name: 'Take Off Sale Anyway' })).toBeVisible();
  await checkA11y(page, 'the coupon variant of taking a book off sale');
  // The author keeps the book on sale.
  await variant.getByRole('button', { name: 'Cancel' }).click();
  await expect(variant).toBeHidden();
  await expect(page.getByRole('button', { name: 'Take Off Sale' })).toBeVisible();
});

test('an administrator issues a retailer key; a redemption with it counts on the author’s coupon and in the user’s Coupons tab', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN);
  await page.goto('/admin/retailer-keys');
  await page.getByRole('button', { name: 'Issue a key' }).click();
  const issue = page.getByRole('dialog', { name: 'Issue a retailer key' });
  await issue.getByRole('textbox', { name: 'Retailer name' }).fill('Riverside Books');
  await issue.getByRole('button', { name: 'Issue Key' }).click();
  const shown = page.getByRole('dialog', { name: 'The key for Riverside Books' });
  const secretBox = shown.getByRole('textbox', { name: 'API key for Riverside Books' });
  const secret = await secretBox.inputValue();
  expect(secret).toMatch(/^qrk_/);
  await checkA11y(page, 'the key shown once');
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(secret)).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Retailer API keys' })).toContainText('Riverside Books');

  // The retailer redeems the author's coupon with the key (no session, no CSRF token); a replay of
  // the same order redeems nothing more.
  const redeem = () =>
    fetch(`${base}/api/retail/coupons/redeem`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ couponCode: CODE.toLowerCase(), ean: CLOCKWORK_EAN, orderRef: 'RB-1001' }),
    }).then(async (r) => ({ status: r.status, body: await r.json() }));
  const first = await redeem();
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  expect(first.body.payload).toMatchObject({
    replayed: false,
    redemption: { couponPrice: '2.69', remaining: 9 },
  });
  const again = await redeem();
  expect(again.body.payload).toMatchObject({ replayed: true, redemption: first.body.payload.redemption });

  // The user's Coupons tab in the back office shows the coupon with its one redemption.
  await page.goto('/admin/users');
  await page.getByLabel('Search', { exact: true }).fill(DEMO_AUTHOR.email);
  await page.getByLabel('Search', { exact: true }).press('Enter');
  await page.getByRole('link', { name: DEMO_AUTHOR.email }).click();
  await page.getByRole('tab', { name: 'Coupons' }).click();
  await expect(
    page.getByRole('table', { name: 'Active coupons' }).getByRole('row').filter({ hasText: CODE }),
  ).toContainText('1 of 10');
  await checkA11y(page, "the user's coupons");

  // Revoked, the key no longer works.
  await page.goto('/admin/retailer-keys');
  await page.getByRole('button', { name: 'Revoke the key of Riverside Books' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke the key of Riverside Books?' })
    .getByRole('button', { name: 'Revoke Key' })
    .click();
  await expect.poll(async () => (await redeem()).status).toBe(401);
});
