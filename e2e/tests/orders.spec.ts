import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { SERVER_ARGS } from '../server-command';
import { signIn } from '../support/book';
import { checkA11y, expect, test } from '../support/fixtures';
import { exited, healthy, REPO_ROOT } from '../support/server';

/**
 * Ordering copies, end to end in Chromium, on a server of this spec's own (so its database files
 * and its log can be searched afterwards): the demo author orders a proof of the seeded POD book,
 * sees shipping and tax before any card field, pays with the card that asks for its security code,
 * and finds the order in the history; a declined card and an invalid account show their messages
 * and place nothing; a second order is cancelled by the author before production; an administrator
 * moves a third through the sandbox printer and cancels it with a reason, and the author's history
 * shows it refunded. Then none of the card numbers is in the database's files or the server's log.
 */
const PORT = Number(process.env.E2E_ORDERS_PORT ?? 3216);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'quire-e2e-orders-'));
const logFile = join(dataDir, 'server.log');
const AUTHOR = { email: 'author@example.com', password: 'Author2026' };
const ADMIN = { email: 'admin@example.com', password: 'Admin2026' };
const BOOK = 'Field Notes from the Allotment';
const CARDS = {
  needsCvv: '4457010200000007',
  approves: '4457010000000009',
  declines: '4457010100000008',
  invalid: '5112010100000002',
};

let server: ChildProcess;

test.use({ baseURL: base });
// Each test walks a whole checkout (and the third an administrator's visit too): more than the default minute on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

test.beforeAll(async () => {
  const log = openSync(logFile, 'a');
  server = spawn(process.execPath, SERVER_ARGS, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      QUIRE_DEMO: '1',
      // Every request line is logged: the search below must cover what a production log holds.
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      RATE_LIMIT_SIGNIN_MAX: '1000',
      PUBLIC_URL: base,
    },
    stdio: ['ignore', log, log],
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

/** The book's summary → its "Order …" button → the cart, shipped to the seeded 'Home' address by Standard. */
async function fillCart(page: Page, button: 'Order a Proof' | 'Order Copies') {
  await page.goto('/projects');
  await page.getByText(BOOK).first().click();
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'Shipping Address' })).toBeVisible();
  const ship = page.getByRole('button', { name: 'Ship to this address' });
  if (await ship.isVisible()) await ship.click();
  await page.getByRole('radio', { name: /^Standard/ }).click();
  await expect(page.getByRole('radio', { name: /^Standard/ })).toBeChecked();
}

/** The checkout's card form: the number goes to the sandbox's card field, never to /api. */
async function useCard(page: Page, number: string) {
  const another = page.getByRole('button', { name: 'Use Another Card' });
  if (await another.isVisible()) await another.click();
  await page.getByLabel('Card Number').fill(number);
  await page.getByLabel('Expiration Month').selectOption('09');
  await page.getByLabel('Expiration Year').selectOption('2030');
  await page.getByRole('button', { name: 'Use This Card' }).click();
  await expect(page.getByText(`ending ${number.slice(-4)}, expires 09/2030`)).toBeVisible();
}

async function orderCount(page: Page): Promise<number> {
  const res = await page.request.get('/api/admin/orderhistory?limit=100');
  return ((await res.json()) as { payload: { totalCount: number } }).payload.totalCount;
}

function watchForCards(page: Page): string[] {
  const leaks: string[] = [];
  page.on('request', (r) => {
    const body = r.postData() ?? '';
    if (
      r.url().includes('/api/') &&
      Object.values(CARDS).some((c) => body.includes(c) || r.url().includes(c))
    )
      leaks.push(r.url());
  });
  return leaks;
}

test('the demo author orders a proof: costs before the card, the security code once, the order in history', async ({
  page,
}, testInfo) => {
  const leaks = watchForCards(page);
  await signIn(page, AUTHOR);
  await fillCart(page, 'Order a Proof');
  await expect(page.getByText('Not for resale', { exact: true })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText('Shipping', { exact: true })).toBeVisible();
  await expect(summary.getByText('NY sales tax')).toBeVisible();
  await expect(summary.getByText('Order total')).toBeVisible();
  // Every cost is on screen and no card is asked for yet.
  await expect(page.getByLabel('Card Number')).toHaveCount(0);
  await checkA11y(page, 'the cart');
  await testInfo.attach('cart', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });

  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await checkA11y(page, 'the checkout');
  await useCard(page, CARDS.needsCvv);
  await page.getByRole('button', { name: 'Place Order' }).click();
  const prompt = page.getByRole('dialog', { name: 'Security Code' });
  await expect(prompt).toBeVisible();
  await prompt.getByLabel('Security Code (CVV)').fill('123');
  await prompt.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-history\/Q\d+$/, { timeout: 20_000 });
  const orderNumber = new URL(page.url()).pathname.split('/').pop() as string;
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  for (const entry of ['Items', 'Shipping', 'Handling', 'Order total', 'Total before tax'])
    await expect(page.getByText(entry, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/You can cancel this order until/)).toBeVisible();
  await checkA11y(page, 'the order');
  await testInfo.attach('order', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });

  await page.getByRole('link', { name: 'Back to Order History' }).click();
  await expect(page.getByRole('link', { name: orderNumber, exact: true })).toBeVisible();
  await checkA11y(page, 'the order history');
  expect(leaks).toEqual([]);
});

test('a declined card and an invalid account show their messages and place nothing; a second order is cancelled by the author', async ({
  page,
}) => {
  const leaks = watchForCards(page);
  await signIn(page, AUTHOR);
  const before = await orderCount(page);
  await fillCart(page, 'Order Copies');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  await useCard(page, CARDS.declines);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(
    page.getByText('Your card was declined for insufficient funds. Please use another card.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);

  await useCard(page, CARDS.invalid);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(
    page.getByText(
      'The credit card number that you entered is not valid. Please check your card and try again.',
    ),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Errors were found with the information you entered. Scroll down and correct the errors before resubmitting.',
    ),
  ).toBeVisible();
  expect(await orderCount(page)).toBe(before);

  await useCard(page, CARDS.approves);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-history\/Q\d+$/, { timeout: 20_000 });
  expect(await orderCount(page)).toBe(before + 1);

  await page.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').selectOption({ label: 'I ordered by mistake' });
  await dialog.getByRole('button', { name: 'Cancel This Order' }).click();
  await expect(page.getByText('Released — never charged').first()).toBeVisible();
  await expect(page.getByText('Status: Cancelled')).toBeVisible();
  expect(leaks).toEqual([]);
});

test('an administrator moves a third order through the sandbox printer and cancels it; the author sees it refunded', async ({
  page,
  browser,
}, testInfo) => {
  const leaks = watchForCards(page);
  await signIn(page, AUTHOR);
  await fillCart(page, 'Order Copies');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await useCard(page, CARDS.approves);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-history\/Q\d+$/, { timeout: 20_000 });
  const orderNumber = new URL(page.url()).pathname.split('/').pop() as string;

  const adminContext = await browser.newContext({ baseURL: base });
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN);
  await admin.goto('/admin/users');
  await admin.getByLabel('Search', { exact: true }).fill(AUTHOR.email);
  await admin.getByLabel('Search', { exact: true }).press('Enter');
  await admin.getByRole('link', { name: AUTHOR.email }).click();
  await admin.getByRole('tab', { name: 'Orders' }).click();
  await checkA11y(admin, 'the account’s orders');
  await admin.getByRole('link', { name: orderNumber, exact: true }).click();
  await checkA11y(admin, 'the administrator’s order page');
  for (const status of ['In production', 'Shipped']) {
    await admin.getByRole('button', { name: 'Move to next step (sandbox printer)' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Move to Next Step' }).click();
    await expect(admin.getByText(`Status: ${status}`)).toBeVisible();
    await expect(admin.getByRole('dialog')).toHaveCount(0);
  }
  await expect(admin.getByText(/Tracking number: USPS \d+/)).toBeVisible();
  await admin.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Reason').selectOption({ label: 'Damaged or lost in transit' });
  await dialog.getByLabel('Comment').fill('The carrier lost the parcel.');
  await dialog.getByRole('button', { name: 'Cancel This Order' }).click();
  await expect(admin.getByText('Refunded', { exact: true }).first()).toBeVisible();
  await testInfo.attach('admin-cancelled', {
    body: await admin.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  await adminContext.close();

  await page.goto('/order-history');
  const row = page.getByRole('row', { name: new RegExp(orderNumber) });
  await expect(row.getByText('Cancelled')).toBeVisible();
  await expect(row.getByText('Refunded')).toBeVisible();
  await page.getByRole('link', { name: orderNumber, exact: true }).click();
  await expect(page.getByText('Damaged or lost in transit')).toBeVisible();
  await expect(page.getByText('An administrator')).toBeVisible();
  expect(leaks).toEqual([]);
});

/** Every file under a directory, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test('after these orders, no card number is in the database files or the server log', async () => {
  server.kill('SIGTERM');
  await exited(server);
  const log = readFileSync(logFile);
  // The log is the real one: it holds the checkout's requests.
  expect(log.toString('utf8')).toContain('/api/cart/submit-order');
  const files = filesUnder(dataDir);
  expect(files.some((f) => f.includes(`${join(dataDir, 'pg')}`))).toBe(true);
  const found: string[] = [];
  for (const file of files) {
    const bytes = readFileSync(file);
    for (const card of Object.values(CARDS)) if (bytes.includes(card)) found.push(`${card} in ${file}`);
  }
  expect(found).toEqual([]);
});
