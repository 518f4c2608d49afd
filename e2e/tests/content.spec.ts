import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { csrf, signIn } from '../support/book';
import { checkA11y, DEMO_ADMIN, DEMO_AUTHOR, expect, test, uniqueEmail } from '../support/fixtures';
import { ownServer } from '../support/server';

/**
 * Site content from the back office, end to end in Chromium, on a server of this spec's own (the
 * messages and modules it publishes would otherwise reach every other spec's pages): an
 * administrator publishes a critical broadcast for authors with on-sale eBooks, which the demo
 * author sees on every page until acknowledging it and a new author never sees; places a
 * left-navigation module on the projects page; edits How It Works, previews, publishes and restores
 * the earlier version. Visitors get the home page and every footer page with their content in the
 * HTML itself. The back office's other content screens are walked too: an ad banner with an
 * uploaded image created, edited and deleted; the static pages listed with what is published; where
 * the site modules show, and a module placed on one more page.
 */
const base = ownServer(test, 'content', Number(process.env.E2E_CONTENT_PORT ?? 3296));
const STAMP = String(Date.now()).slice(-6);
const FOOTER_PAGES = [
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

test.use({ baseURL: base });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** A page of its own (a fresh browser context), signed in as `who`. */
async function asUser(browser: Browser, who: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: base })).newPage();
  await signIn(page, who);
  return page;
}

/** The HTML a client without JavaScript gets. */
async function html(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(`${base}${path}`);
  expect(res.status(), path).toBe(200);
  expect(res.headers()['content-type']).toContain('text/html');
  return res.text();
}

test('a visitor gets the home page and every footer page with its content in the HTML', async ({
  request,
}) => {
  const home = await html(request, '/');
  expect(home).toContain('id="static-home"');
  expect(home).toMatch(/<h1>[^<]+<\/h1>/);
  for (const slug of FOOTER_PAGES) {
    const page = await html(request, `/${slug}`);
    expect(page, slug).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(page, slug).not.toContain('<script');
    const text = page.replace(/<style[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, ' ');
    expect(text.replace(/\s+/g, ' ').length, slug).toBeGreaterThan(400);
  }
});

test('a critical message for authors with on-sale eBooks stays with the demo author until acknowledged, and a new author never sees it', async ({
  page,
  browser,
  request,
}) => {
  const TITLE = `Payments run late this week ${STAMP}`;
  await signIn(page, DEMO_ADMIN);
  await page.goto('/admin/broadcast-messages/new');
  await page.getByLabel('Type').selectOption({ label: 'Broadcast' });
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(TITLE);
  await page.getByRole('textbox', { name: 'Message' }).fill('Royalty payments for October go out on Friday.');
  await page.getByRole('radio', { name: 'Critical' }).check();
  await page.getByRole('radio', { name: 'A segment' }).check();
  await page.getByRole('checkbox', { name: 'eBook' }).check();
  await page.getByRole('checkbox', { name: 'Only accounts with a book on sale' }).check();
  await expect(page.getByText(/Reaches \d+ accounts? now\./)).toBeVisible();
  await checkA11y(page, 'the message editor');
  await page.getByRole('button', { name: 'Save message' }).click();
  await expect(page.getByText(`The message “${TITLE}” was saved.`)).toBeVisible();

  // The demo author (on-sale eBooks) sees it on the next page, and on every page after, until acknowledging it.
  const author = await asUser(browser, DEMO_AUTHOR);
  const bar = author.getByRole('region', { name: 'Site messages' });
  const message = bar.getByRole('article', { name: TITLE });
  await author.goto('/projects');
  await expect(message).toBeVisible();
  await expect(message.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
  await checkA11y(author, 'projects with a critical message');
  await author.goto('/order-history');
  await expect(message).toBeVisible();
  await message.getByRole('button', { name: 'I have read this' }).click();
  await expect(message).toHaveCount(0);
  await author.goto('/projects');
  await expect(author.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(bar.getByRole('article', { name: TITLE })).toHaveCount(0);

  // A new author has no book on sale: the message is not for them.
  const email = uniqueEmail('content');
  const created = await request.post(`${base}/api/authentication/create-account`, {
    headers: {
      'x-csrf-token': (await (await request.get(`${base}/api/authentication/csrf-token`)).json()).payload
        .token,
    },
    data: {
      email,
      password: 'Harbour7Light',
      firstName: 'Nia',
      lastName: 'New',
      secretQuestion: 'What city were you born in?',
      secretAnswer: 'Bergen',
      accountType: 'PUBLISHER',
    },
  });
  expect(created.status()).toBe(200);
  const newcomer = await asUser(browser, { email, password: 'Harbour7Light' });
  await newcomer.goto('/projects');
  await expect(newcomer.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(newcomer.getByRole('article', { name: TITLE })).toHaveCount(0);

  // The administrator sees who has read it.
  await page.goto('/admin/broadcast-messages');
  await page.getByRole('button', { name: `Who has read it: ${TITLE}` }).click();
  await expect(page.getByRole('dialog', { name: `Who has read “${TITLE}”` })).toContainText(
    DEMO_AUTHOR.email,
  );
});

test('a left-navigation module placed on the projects page shows there', async ({ page, browser }) => {
  const NAME = `Order proofs ${STAMP}`;
  await signIn(page, DEMO_ADMIN);
  await page.goto('/admin/site-modules/new?type=LEFT_NAV_PROJECT');
  await page.getByRole('textbox', { name: 'Name' }).fill(NAME);
  await page.getByRole('radio', { name: 'Text', exact: true }).check();
  await page.getByRole('textbox', { name: 'Heading' }).fill(`Proof before you print ${STAMP}`);
  await page
    .getByRole('textbox', { name: 'Copy' })
    .fill('<p>Order a printed proof of your book before it goes on sale.</p>');
  await page.getByRole('textbox', { name: 'Link', exact: true }).fill('/order-history');
  await page.getByRole('textbox', { name: 'Link text' }).fill('Your orders');
  await page.getByRole('checkbox', { name: 'projects' }).check();
  await checkA11y(page, 'the module editor');
  await page.getByRole('button', { name: 'Save module' }).click();
  await expect(page.getByText(`The module “${NAME}” is saved.`)).toBeVisible();

  const author = await asUser(browser, DEMO_AUTHOR);
  await author.goto('/projects');
  const modules = author.getByRole('navigation', { name: 'Main navigation' }).getByRole('complementary', {
    name: 'From Quire',
  });
  await expect(modules).toContainText(`Proof before you print ${STAMP}`);
  await expect(modules.getByRole('link', { name: 'Your orders' })).toHaveAttribute('href', '/order-history');
});

test('How It Works is edited, previewed, published, and its earlier version restored', async ({
  page,
  request,
}) => {
  const before = await html(request, '/how-it-works');
  const NEW_TEXT = `Upload, check, publish: the whole walk in minutes ${STAMP}.`;
  await signIn(page, DEMO_ADMIN);
  await page.goto('/admin/static-pages/edit?url=how-it-works');
  const body = page.getByRole('textbox', { name: 'Page HTML' });
  await expect(body).not.toHaveValue('');
  const original = await body.inputValue();
  await body.fill(`<p>${NEW_TEXT}</p><script>alert(1)</script>${original}`);
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText(NEW_TEXT);
  await checkA11y(page, 'the page editor with its preview');
  await page.getByRole('button', { name: 'Save page' }).click();

  // Published now: a visitor without JavaScript reads it, without the script.
  await expect.poll(async () => (await html(request, '/how-it-works')).includes(NEW_TEXT)).toBe(true);
  expect(await html(request, '/how-it-works')).not.toContain('alert(1)');

  // Restoring the version before brings the earlier text back.
  const versions = page.getByRole('table', { name: 'Versions of the page, newest first' });
  const restore = versions.getByRole('button', { name: /^Restore version \d+$/ }).last();
  const name = (await restore.getAttribute('aria-label')) ?? (await restore.textContent()) ?? '';
  const n = /\d+/.exec(name)?.[0] ?? '';
  await restore.click();
  await page
    .getByRole('dialog', { name: `Restore version ${n}?` })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect.poll(async () => (await html(request, '/how-it-works')).includes(NEW_TEXT)).toBe(false);
  const after = await html(request, '/how-it-works');
  expect(after.replace(/\s+/g, ' ')).toContain(
    /<h1[^>]*>([^<]+)<\/h1>/.exec(before)?.[1]?.replace(/\s+/g, ' ') ?? 'How It Works',
  );
  await expect(page.getByRole('textbox', { name: 'Page HTML' })).toHaveValue(original);
});

test('an administrator creates an ad banner with an uploaded image, edits it, and deletes it', async ({
  page,
}) => {
  const NAME = `Spring proofs ${STAMP}`;
  const RENAMED = `Summer proofs ${STAMP}`;
  const png = await sharp({ create: { width: 300, height: 250, channels: 3, background: '#1f4e79' } })
    .png()
    .toBuffer();
  await signIn(page, DEMO_ADMIN);
  await page.goto('/admin/ad-banners');
  await page.getByRole('link', { name: 'New banner' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New ad banner' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(NAME);
  await page
    .getByRole('combobox', { name: 'Size', exact: true })
    .selectOption({ label: 'Medium rectangle (300 × 250 px)' });
  await page.getByRole('radio', { name: 'Image', exact: true }).check();
  await page.getByLabel('Image file for the banner').setInputFiles({
    name: 'spring.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(page.getByText(/^Stored image, 300 × 250 px, /)).toBeVisible();
  await page.getByRole('textbox', { name: 'Image description (alt text)' }).fill('Order a proof this spring');
  await page.getByRole('textbox', { name: 'Link', exact: true }).fill('/order-history');
  await page.getByRole('checkbox', { name: 'Projects', exact: true }).check();
  await checkA11y(page, 'the banner editor with its uploaded image');
  await page.getByRole('button', { name: 'Save banner' }).click();
  await expect(page.getByText(`The banner “${NAME}” is saved.`)).toBeVisible();

  // The list has it, with its size, resource type and page.
  await expect(page).toHaveURL(/\/admin\/ad-banners$/);
  const banners = page.getByRole('table', { name: 'Ad banners' });
  const row = banners
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: NAME, exact: true }) });
  await expect(row).toContainText('Medium rectangle (300 × 250)');
  await expect(row).toContainText('Image');
  await expect(row).toContainText('Projects');
  await checkA11y(page, 'the ad banners list');

  // Edited: a new name and link, the image kept.
  await row.getByRole('link', { name: `Edit ${NAME}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${NAME}` })).toBeVisible();
  await expect(page.getByRole('img', { name: 'The stored image of the banner' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(RENAMED);
  await page.getByRole('textbox', { name: 'Link', exact: true }).fill('/how-it-works');
  await page.getByRole('button', { name: 'Save banner' }).click();
  await expect(page.getByText(`The banner “${RENAMED}” is saved.`)).toBeVisible();
  const renamed = banners
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: RENAMED, exact: true }) });
  await expect(renamed).toContainText('Medium rectangle (300 × 250)');
  await expect(banners.getByRole('rowheader', { name: NAME, exact: true })).toHaveCount(0);

  // Deleted, once confirmed.
  await renamed.getByRole('button', { name: `Delete ${RENAMED}`, exact: true }).click();
  await page
    .getByRole('dialog', { name: `Delete the banner “${RENAMED}”?` })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await expect(page.getByText(`The banner “${RENAMED}” was deleted.`)).toBeVisible();
  await expect(page.getByRole('rowheader', { name: RENAMED, exact: true })).toHaveCount(0);
});

test('the static pages list shows every footer page as published, and opens one to edit', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN);
  await page.goto('/admin/static-pages');
  const pages = page.getByRole('table', { name: 'Static pages' });
  await expect(pages.getByRole('cell', { name: '/about-us', exact: true })).toBeVisible();
  const rows = await pages.getByRole('row').allInnerTexts();
  for (const slug of FOOTER_PAGES)
    expect(
      rows.find((r) => r.split(/\s+/).includes(`/${slug}`)),
      slug,
    ).toMatch(/Version \d+, /);
  await checkA11y(page, 'the static pages list');

  const about = pages
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: '/about-us', exact: true }) });
  const title = (await about.getByRole('rowheader').textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  await about.getByRole('link', { name: `Edit ${title}`, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/static-pages\/edit\?url=about-us$/);
  await expect(page.getByRole('heading', { level: 1, name: `Edit “${title}”` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Page HTML' })).not.toHaveValue('');
});

test('where site modules show: a builder module is found on its page, then placed on one more', async ({
  page,
}) => {
  const NAME = `Cover checklist ${STAMP}`;
  await signIn(page, DEMO_ADMIN);
  const created = await page.request.post('/api/admin/site-module-create', {
    headers: { 'x-csrf-token': await csrf(page) },
    data: {
      module: {
        name: NAME,
        moduleType: 'LEFT_NAV_BAB',
        template: 'TEXT',
        columns: [{ heading: `Before you upload ${STAMP}`, copy: '<p>Check the size of your cover.</p>' }],
        pages: ['ebook-cover'],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(200);

  await page.goto('/admin/site-modules');
  await page.getByRole('link', { name: 'Where it shows' }).click();
  await expect(page).toHaveURL(/\/admin\/site-modules\/display/);
  const choice = page.getByRole('form', { name: 'Module type and page' });
  const show = async (page_: string) => {
    await choice
      .getByRole('combobox', { name: 'Module type' })
      .selectOption({ label: 'Book builder left navigation' });
    await choice.getByRole('combobox', { name: 'Page', exact: true }).selectOption({ label: page_ });
    await choice.getByRole('button', { name: 'Show modules' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: `Book builder left navigation on ${page_}` }),
    ).toBeVisible();
    await expect(page.getByText('Loading the modules of this page…')).toHaveCount(0);
  };
  await show('eBook cover');
  const listed = page.getByText(new RegExp(`^\\d+\\. ${NAME}$`));
  await expect(listed).toBeVisible();
  await expect(page.getByText(`Before you upload ${STAMP}`)).toBeVisible();
  await checkA11y(page, 'where site modules show');
  await show('eBook details');
  await expect(listed).toHaveCount(0);

  // Placed on eBook details too, it shows there.
  await page.getByRole('link', { name: 'Back to the site modules' }).click();
  await page.getByRole('link', { name: `Edit ${NAME}`, exact: true }).click();
  await page.getByRole('checkbox', { name: 'eBook details', exact: true }).check();
  await page.getByRole('button', { name: 'Save module' }).click();
  await expect(page.getByText(`The module “${NAME}” is saved.`)).toBeVisible();
  await page.getByRole('link', { name: 'Where it shows' }).click();
  await show('eBook details');
  await expect(listed).toBeVisible();
});
