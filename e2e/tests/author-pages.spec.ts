import { signIn } from '../support/book';
import { checkA11y, DEMO_AUTHOR, expect, test } from '../support/fixtures';

/**
 * Author pages: the demo author rewrites the biography of their seeded page in the rich-text
 * editor, and a visitor without JavaScript reads the public page the panel links to, with its
 * books and its schema.org Person.
 */
test('the demo author edits the biography of their author page and a visitor without JavaScript reads it', async ({
  browser,
  page,
}) => {
  await signIn(page, DEMO_AUTHOR);

  await page.getByRole('link', { name: 'My Account' }).click();
  await page
    .getByRole('navigation', { name: 'Your account' })
    .getByRole('link', { name: 'Author pages', exact: true })
    .click();
  await expect(page).toHaveURL(/\/account\/author-pages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Author pages' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Your author pages' });
  await expect(list.getByRole('heading', { level: 3, name: 'Ada Author' })).toBeVisible();
  await checkA11y(page, 'author pages');

  // The biography in the rich-text editor: everything selected, then typed over.
  await page.getByRole('button', { name: 'Edit the author page of Ada Author', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Author page of Ada Author' })).toBeVisible();
  const biography = page.getByRole('textbox', { name: 'Biography', exact: true });
  await expect(biography).toContainText('quiet novels about lighthouses');
  await checkA11y(page, 'author page form');
  const text = `Ada Author now writes from a lighthouse of her own, note ${Date.now()}.`;
  await biography.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await expect(biography).toHaveText(text);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The author page of Ada Author has been saved.')).toBeVisible();
  await expect(list.getByRole('heading', { level: 3, name: 'Ada Author' })).toBeVisible();
  const view = list.getByRole('link', {
    name: 'View the public page of Ada Author (opens in a new tab)',
    exact: true,
  });
  const publicPath = (await view.getAttribute('href')) as string;
  expect(publicPath).toMatch(/^\/authors\/[0-9a-f-]{36}\/[a-z0-9-]+$/);

  // A visitor without JavaScript: the server-rendered page alone.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await context.newPage();
  const response = await visitor.goto(publicPath);
  expect(response?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Ada Author', exact: true })).toBeVisible();
  await expect(visitor.getByRole('article', { name: 'Ada Author' })).toContainText(text);
  const books = visitor.getByRole('region', { name: 'Books by Ada Author' });
  await expect(books.getByRole('link').first()).toBeVisible();
  const hrefs = await books
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/books\//);
  await expect(books).toContainText('The Clockwork Orchard');
  const jsonLd = visitor.locator('script[type="application/ld+json"]');
  await expect(jsonLd).toHaveCount(1);
  const person = JSON.parse((await jsonLd.textContent()) as string) as Record<string, unknown>;
  expect(person['@type']).toBe('Person');
  expect(person.name).toBe('Ada Author');
  await context.close();

  // The same page for the accessibility check, which needs scripts to run.
  await page.goto(publicPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Author', exact: true })).toBeVisible();
  await checkA11y(page, 'public author page');
});
