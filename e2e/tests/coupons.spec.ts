import type { APIRequestContext, Page } from '@playwright/test';
import { csrf, signIn } from '../support/book';
import { checkA11y, DEMO_ADMIN, DEMO_AUTHOR, expect, test } from '../support/fixtures';
import { ownServer } from '../support/server';

/**
 * eBook coupons, end to end in Chromium, on a server of this spec's own started with the test clock
 * (QUIRE_TEST_CLOCK=1): the demo author opens Create Coupons from the nomination page, types a
 * coupon for an on-sale eBook with a redemption limit and a campaign label, sees what a reader pays
 * and what they earn change as the percent is typed (and the lower-band warning), finds it under
 * Scheduled; the server's clock moves a day and the coupon is Active; taking the book off sale then
 * asks with the coupon variant of the confirmation. On the summary the author then edits and
 * deletes scheduled coupons and ends a running one early, each confirmed first; an administrator
 * finds a coupon whose eBook went off sale among the coupon mismatches.
 */
const base = ownServer(test, 'coupons', Number(process.env.E2E_COUPONS_PORT ?? 3295), {
  QUIRE_TEST_CLOCK: '1',
});
const BOOK = 'The Clockwork Orchard'; // the demo author's on-sale eBook at $2.99
const CODE = `SPRING${String(Date.now()).slice(-6)}`;
let CLOCKWORK_EAN = '';

test.use({ baseURL: base });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** The CSRF token of an API client's session. */
async function tokenOf(api: APIRequestContext): Promise<string> {
  const res = await api.get('/api/authentication/csrf-token');
  return ((await res.json()) as { payload: { token: string } }).payload.token;
}

/** An eBook of the signed-in author's, found by words of its title: its id and EAN. */
async function bookOf(api: APIRequestContext, words: string): Promise<{ id: string; ean: string }> {
  const res = await api.get(`/api/search/project-coupons/all/me/${encodeURIComponent(words)}`);
  const hit = ((await res.json()) as { payload: { results: { id: string; ean: string | null }[] } }).payload
    .results[0];
  expect(hit?.ean, words).toMatch(/^\d{13}$/);
  return { id: hit?.id ?? '', ean: hit?.ean ?? '' };
}

/** A 20%-off coupon on one eBook from `startIn` days after the server's today, for ten days (made through the API). */
async function couponVia(api: APIRequestContext, code: string, ean: string, startIn: number): Promise<void> {
  const start = await nyDay({ request: api }, startIn);
  const sent = (iso: string, days = 0) => {
    const at = new Date(`${iso}T00:00:00Z`);
    at.setUTCDate(at.getUTCDate() + days);
    const [y, m, d] = at.toISOString().slice(0, 10).split('-');
    return `${m}/${d}/${y}`;
  };
  const res = await api.post('/api/project/coupon/submitCoupon', {
    headers: { 'x-csrf-token': await tokenOf(api) },
    data: {
      coupon: {
        couponCode: code,
        promoKind: 'X_PERCENT_OFF_COUPON',
        percentOff: 20,
        startDate: sent(start),
        endDate: sent(start, 10),
        eanList: [ean],
      },
      couponIdAvailable: false,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** 'YYYY-MM-DD' of the New York day `n` days after the server's today (the date inputs' value). */
async function nyDay(page: Pick<Page, 'request'>, n: number): Promise<string> {
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

test('on the coupon summary an author edits and deletes scheduled coupons and ends a running one early, each confirmed', async ({
  page,
}) => {
  const stamp = String(Date.now()).slice(-6);
  const [EDITED, DELETED, ENDED] = [`EDIT${stamp}`, `DROP${stamp}`, `STOP${stamp}`];
  await signIn(page, DEMO_AUTHOR);
  const { ean } = await bookOf(page.request, 'Clockwork');
  await couponVia(page.request, EDITED, ean, 2);
  await couponVia(page.request, DELETED, ean, 3);
  await couponVia(page.request, ENDED, ean, 0);

  await page.goto('/projects/coupon/coupon-summary');
  await page.getByRole('tab', { name: /^Scheduled/ }).click();
  const scheduled = page.getByRole('table', { name: 'Coupons: Scheduled' });
  await expect(scheduled.getByRole('row').filter({ hasText: EDITED })).toContainText('20% off');

  // Edit: a scheduled coupon changes its percent and gets a label.
  await scheduled.getByRole('link', { name: `Edit: ${EDITED}`, exact: true }).click();
  await expect(page).toHaveURL(/\/projects\/coupon\?id=/);
  const percent = page.getByRole('textbox', { name: /Percent off/ });
  await expect(percent).toHaveValue('20');
  await percent.fill('30');
  await page.getByRole('textbox', { name: /Campaign label/ }).fill('Autumn list');
  await checkA11y(page, 'a scheduled coupon being edited');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your coupon was updated.')).toBeVisible();
  await expect(page).toHaveURL(/status=SCHEDULED/);
  const edited = scheduled.getByRole('row').filter({ hasText: EDITED });
  await expect(edited).toContainText('30% off');
  await expect(edited).toContainText('Autumn list');

  // Delete, once confirmed.
  const deleteDialog = page.getByRole('dialog', { name: 'Delete Coupon' });
  await scheduled.getByRole('button', { name: `Delete: ${DELETED}`, exact: true }).click();
  await expect(deleteDialog).toContainText(`Are you sure you want to delete the coupon ${DELETED}?`);
  await checkA11y(page, 'the delete coupon confirmation');
  await deleteDialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('The coupon was deleted.')).toBeVisible();
  await expect(scheduled.getByText(DELETED)).toHaveCount(0);

  // End early: cancelled first (nothing changes; a cancel also silences toasts for a while), then
  // confirmed: the coupon leaves Active and is listed under Expired as ended early.
  await page.getByRole('tab', { name: /^Active/ }).click();
  const active = page.getByRole('table', { name: 'Coupons: Active' });
  const end = active.getByRole('button', { name: `End early: ${ENDED}`, exact: true });
  const endDialog = page.getByRole('dialog', { name: 'End Coupon Early' });
  await end.click();
  await expect(endDialog).toContainText(`Are you sure you want to end the coupon ${ENDED} today?`);
  await endDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(endDialog).toBeHidden();
  await end.click();
  await endDialog.getByRole('button', { name: 'End Early' }).click();
  await expect(active.getByText(ENDED)).toHaveCount(0);
  await page.getByRole('tab', { name: /^Expired/ }).click();
  await expect(
    page.getByRole('table', { name: 'Coupons: Expired' }).getByRole('row').filter({ hasText: ENDED }),
  ).toContainText('Ended early');
});

test('an administrator finds a coupon whose eBook went off sale among the coupon mismatches', async ({
  page,
  request,
}) => {
  // The author, through the API: a coupon on an eBook that then goes off sale.
  const MISFIT = `MISFIT${String(Date.now()).slice(-6)}`;
  const signedIn = await request.post('/api/authentication/signin', {
    headers: { 'x-csrf-token': await tokenOf(request) },
    data: DEMO_AUTHOR,
  });
  expect(signedIn.status()).toBe(200);
  const lighthouse = await bookOf(request, 'Lighthouse');
  await couponVia(request, MISFIT, lighthouse.ean, 2);
  const offSale = await request.put('/api/project/setsalestatus', {
    headers: { 'x-csrf-token': await tokenOf(request) },
    data: { id: lighthouse.id, onSale: false, overridePromoWarning: true },
  });
  expect(offSale.status(), await offSale.text()).toBe(200);

  await signIn(page, DEMO_ADMIN);
  await page.goto('/admin/coupons/mismatch');
  await expect(page.getByRole('heading', { level: 1, name: 'Coupon Mismatches' })).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Coupons whose titles no longer fit' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: MISFIT, exact: true }) });
  await expect(row).toContainText(`${lighthouse.ean} The Lighthouse Keeper’s Daughter`);
  await expect(row).toContainText('No longer on sale');
  await expect(row).toContainText('Scheduled');
  await checkA11y(page, 'the coupon mismatches');

  // The author's link opens their coupons in the back office.
  await row.getByRole('link', { name: /^Coupons of user / }).click();
  await expect(page).toHaveURL(/\/admin\/users\/[^/?]+\?tab=coupons$/);
  await expect(page.getByRole('tab', { name: 'Coupons', selected: true })).toBeVisible();
});
