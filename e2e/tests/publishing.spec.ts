import { approve, createEbook, csrf, fillDetails, projectOf, signIn, upload } from '../support/book';
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
test('the demo author publishes an eBook, sees it go on sale, opens its product page and takes it off sale', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO_AUTHOR);
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
  await signIn(page, DEMO_AUTHOR);
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
