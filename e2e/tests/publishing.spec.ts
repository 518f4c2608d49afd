import type { Page } from '@playwright/test';
import { epub, jpegCover } from '../support/files';
import { checkA11y, DEMO_AUTHOR, expect, test } from '../support/fixtures';

/**
 * Publishing as the demo author meets it (decision 030): a new eBook made ready in the
 * wizard (details, an EPUB and a cover checked and approved), published from Review & Publish
 * after the final-files question, Going on sale then On sale, its public product page, taken off
 * sale (Going off sale, Off sale) and its page gone. The intake takes seconds in demo mode
 * (PUBLISH_ONSALE_SECONDS / PUBLISH_OFFSALE_SECONDS default to 4 and 3); the summary polls while it
 * runs, so every wait here is on what the page shows.
 */
async function signIn(page: Page) {
  await page.goto('/sign-in');
  await page.getByLabel(/^e-?mail/i).fill(DEMO_AUTHOR.email);
  await page.getByLabel(/^password/i).fill(DEMO_AUTHOR.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
}

async function csrf(page: Page): Promise<string> {
  const res = await page.request.get('/api/authentication/csrf-token');
  return ((await res.json()) as { payload: { token: string } }).payload.token;
}

interface ProjectAnswer {
  id: string;
  title: string;
  status: string;
  productPageUrl: string | null;
}

async function projectOf(page: Page, id: string): Promise<ProjectAnswer> {
  const res = await page.request.get(`/api/project/${id}`);
  return ((await res.json()) as { payload: ProjectAnswer }).payload;
}

/** The step's save indicator says everything is saved (and nothing is still saving). */
async function saved(page: Page) {
  const status = page.locator('.builder-save');
  await expect(status).toHaveAttribute('data-state', 'saved');
  await expect(status).toHaveText('All changes saved');
}

async function createEbook(page: Page, title: string): Promise<string> {
  await page.goto('/build-a-book/choose-book-type');
  await page.getByRole('radio', { name: /^eBook/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('button', { name: 'Create book' }).click();
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}\//);
  return new URL(page.url()).pathname.split('/')[1] as string;
}

/** Next to the following step of the wizard (no page load), which must be `child`. */
async function next(page: Page, id: string, child: string) {
  await page
    .getByRole('button', { name: /^Next: / })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/${id}/book-details/${child}$`));
}

/** About, author, categories and price, typed into the wizard's steps one after the other. */
async function fillDetails(page: Page, id: string) {
  await page.goto(`/${id}/book-details/about`);
  const description = page.getByRole('textbox', { name: 'Description' });
  await description.fill('<p>A keeper, a lamp and a winter of storms.</p>');
  await description.blur();
  await saved(page);
  // A new book has no language yet, and the step shows none until the author chooses one.
  const language = page.getByRole('combobox', { name: 'Language' });
  await expect(language).toHaveValue('');
  await language.selectOption('eng');
  await saved(page);

  await next(page, id, 'author');
  await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Author');
  await page.getByRole('button', { name: 'Add contributor' }).click();
  await expect(page.getByRole('cell', { name: 'Ada Author', exact: true })).toBeVisible();
  await saved(page);

  await next(page, id, 'categories');
  await page.getByRole('searchbox', { name: 'Search categories' }).fill('fiction');
  const results = page.getByRole('region', { name: 'Search results' });
  await results.getByRole('button', { name: /^Add / }).first().click();
  await expect(page.getByRole('heading', { name: 'Your categories (1 of 5)' })).toBeVisible();
  await saved(page);

  await next(page, id, 'pricing');
  const price = page.getByRole('textbox', { name: 'List price (USD)' });
  await price.fill('4.99');
  await price.blur();
  await expect(page.getByTestId('royalty')).toContainText('$4.99');
  await saved(page);
}

/** Picks a file in the drop zone and confirms "Upload This File" with both boxes; the check then runs on its own. */
async function upload(
  page: Page,
  id: string,
  what: 'interior' | 'cover',
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.goto(`/${id}/${what}/upload`);
  await page.getByLabel(`Upload ${what} file`).setInputFiles(file);
  const dialog = page.getByRole('dialog', { name: 'Upload This File' });
  await expect(dialog.getByRole('checkbox')).toHaveCount(2);
  for (const box of await dialog.getByRole('checkbox').all()) await box.check();
  await dialog.getByRole('button', { name: 'Upload This File' }).click();
  await expect(page.getByText(`${file.name} uploaded. We are checking it now.`)).toBeVisible({
    timeout: 20_000,
  });
}

/** Waits on the upload step for the check to pass, then approves the file on its review step. */
async function approve(page: Page, id: string, what: 'interior' | 'cover') {
  await page.goto(`/${id}/${what}/upload`);
  await expect(page.getByText(`Your ${what} file passed the check.`)).toBeVisible({ timeout: 30_000 });
  await page.goto(`/${id}/${what}/review`);
  await expect(page).toHaveURL(new RegExp(`/${id}/${what}/review$`));
  await page.getByRole('button', { name: `Approve ${what}` }).click();
  await expect(page.getByText(`You approved this ${what}.`)).toBeVisible();
}

test('the demo author publishes an eBook, sees it go on sale, opens its product page and takes it off sale', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  const title = `The Lighthouse Keeper ${Date.now()}`;
  const id = await createEbook(page, title);
  // Files first: their checks run while the author writes the details.
  await upload(page, id, 'interior', {
    name: 'the-lighthouse-keeper.epub',
    mimeType: 'application/epub+zip',
    buffer: await epub(title),
  });
  await upload(page, id, 'cover', { name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await jpegCover() });
  await fillDetails(page, id);
  await approve(page, id, 'interior');
  await approve(page, id, 'cover');

  await page.goto(`/${id}/summary`);
  await expect(page.getByRole('heading', { level: 1, name: 'Review & Publish' })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Status', exact: true });
  const status = panel.getByTestId('sale-status');
  await expect(status).toHaveText('Draft');
  await expect(panel.getByText('Your book is ready to publish.')).toBeVisible();
  await expect(panel.getByRole('alert', { name: /^Before you publish/ })).toHaveCount(0);

  // Publish asks whether these are the final files first.
  await panel.getByRole('button', { name: 'Publish', exact: true }).click();
  const finalFiles = page.getByRole('dialog', { name: 'Final files' });
  await expect(finalFiles).toContainText('Are these your final interior and cover files?');
  await finalFiles.getByRole('button', { name: 'Yes, these are my final files' }).click();
  await expect(finalFiles).toBeHidden();

  await expect(status).toHaveText('Going on sale');
  await expect(status).toHaveAttribute('data-status', 'PROCESSING_ONSALE');
  expect((await projectOf(page, id)).status).toBe('PROCESSING_ONSALE');
  await expect(
    panel.getByText(/^Your book has been sent to retailers\. It will be on sale by /),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
  // The publishing panel (and the page around it) while the intake runs.
  await checkA11y(page, 'summary, going on sale');

  // The panel asks again while the intake runs: no reload.
  await expect(status).toHaveText('On sale', { timeout: 15_000 });
  await expect(status).toHaveAttribute('data-status', 'ONSALE');
  const onSale = await projectOf(page, id);
  expect(onSale.status).toBe('ONSALE');
  expect(onSale.productPageUrl).toMatch(new RegExp(`/books/${id}/the-lighthouse-keeper-\\d+$`));
  const productUrl = onSale.productPageUrl as string;

  // The summary's "Product page URL" links to the public page.
  const link = page.getByRole('link', { name: productUrl });
  await expect(link).toHaveAttribute('href', productUrl);
  await link.click();
  await expect(page).toHaveURL(productUrl);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('.price')).toHaveText('$4.99');
  await expect(page.getByRole('list', { name: 'Contributors' })).toContainText('Ada Author');
  const ld = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) as string,
  ) as { '@type': string; name: string; offers: { price: string; priceCurrency: string } };
  expect(ld['@type']).toBe('Book');
  expect(ld.name).toBe(title);
  expect(ld.offers).toMatchObject({ price: '4.99', priceCurrency: 'USD' });

  // Back on the summary: take it off sale, after the confirmation.
  await page.goto(`/${id}/summary`);
  await expect(status).toHaveText('On sale');
  await panel.getByRole('button', { name: 'Take Off Sale' }).click();
  const confirm = page.getByRole('dialog', { name: 'Take Off Sale' });
  await expect(confirm).toContainText('Taking your book off sale takes up to 24 hours.');
  await confirm.getByRole('button', { name: 'Take Off Sale' }).click();
  await expect(confirm).toBeHidden();
  await expect(status).toHaveText('Going off sale');
  expect((await projectOf(page, id)).status).toBe('PROCESSING_OFFSALE');
  await expect(panel.getByRole('button', { name: 'Take Off Sale' })).toHaveCount(0);
  await checkA11y(page, 'summary, going off sale');
  await expect(status).toHaveText('Off sale', { timeout: 15_000 });
  await expect(status).toHaveAttribute('data-status', 'OFFSALE');
  await expect(panel.getByRole('button', { name: 'Put on Sale' })).toBeVisible();
  expect((await projectOf(page, id)).status).toBe('OFFSALE');

  // The book changed in another tab (its description removed) while this page shows it ready: the
  // server refuses to put it on sale, and the panel lists the problem with its step.
  const cleared = await page.request.post('/api/project', {
    data: { id, description: null },
    headers: { 'x-csrf-token': await csrf(page) },
  });
  expect(cleared.ok()).toBe(true);
  await panel.getByRole('button', { name: 'Put on Sale' }).click();
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/project/setsalestatus'));
  await page
    .getByRole('dialog', { name: 'Final files' })
    .getByRole('button', { name: 'Yes, these are my final files' })
    .click();
  expect((await answer).status()).toBe(409);
  const refused = panel.getByRole('alert', { name: /^Before you publish/ });
  await expect(refused.getByRole('listitem')).toHaveText([
    'Please add a description of your book. Go to this step',
  ]);
  await expect(refused.getByRole('link', { name: 'Go to this step' })).toHaveAttribute(
    'href',
    `/${id}/book-details/about`,
  );
  await expect(status).toHaveText('Off sale');

  // The server no longer serves the page. (Browsers may keep a copy for 5 minutes, decision 028,
  // so a reader who never saw it follows the shared link.)
  expect((await page.request.get(productUrl)).status()).toBe(404);
  const reader = await browser.newContext();
  const readerPage = await reader.newPage();
  expect((await readerPage.goto(productUrl))?.status()).toBe(404);
  await expect(
    readerPage.getByRole('heading', { level: 1, name: 'This book is not available' }),
  ).toBeVisible();
  await reader.close();
});

test('publishing a book that is not ready lists what to finish, with links to the steps, and sends nothing', async ({
  page,
}) => {
  await signIn(page);
  const res = await page.request.post('/api/project', {
    data: { type: 'EBOOK', title: `Half Written ${Date.now()}` },
    headers: { 'x-csrf-token': await csrf(page) },
  });
  const id = ((await res.json()) as { payload: { id: string } }).payload.id;
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/project/setsalestatus')) sent.push(r.method());
  });

  await page.goto(`/${id}/summary`);
  const panel = page.getByRole('region', { name: 'Status', exact: true });
  await expect(panel.getByTestId('sale-status')).toHaveText('Draft');
  const alert = panel.getByRole('alert', { name: 'Before you publish, please finish these steps:' });
  await expect(alert).toBeVisible();
  const problems = alert.getByRole('listitem');
  const expected: [string, string][] = [
    ['Please upload your interior file.', 'interior/upload'],
    ['Please upload your cover.', 'cover/upload'],
    ['Please add a description of your book.', 'book-details/about'],
    ['Please choose the language of your book.', 'book-details/about'],
    ['Please add at least one author.', 'book-details/author'],
    ['Please choose at least one category.', 'book-details/categories'],
    ['Please set a list price.', 'book-details/pricing'],
  ];
  await expect(problems).toHaveText(expected.map(([message]) => `${message} Go to this step`));
  for (const [message, step] of expected) {
    const item = problems.filter({ hasText: message });
    await expect(item).toHaveCount(1);
    await expect(item.getByRole('link', { name: 'Go to this step' })).toHaveAttribute(
      'href',
      `/${id}/${step}`,
    );
  }
  await checkA11y(page, 'summary, not ready');

  // Publish points at the list instead of asking anything or sending the book.
  await panel.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(alert).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(sent).toEqual([]);

  await problems
    .filter({ hasText: 'Please set a list price.' })
    .getByRole('link', { name: 'Go to this step' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${id}/book-details/pricing$`));
  await expect(page.getByRole('textbox', { name: 'List price (USD)' })).toBeVisible();
  expect(sent).toEqual([]);
});
