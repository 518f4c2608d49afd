import type { Page } from '@playwright/test';
import { checkA11y, DEMO_AUTHOR, expect, test } from '../support/fixtures';

/**
 * The book builder walked as an author would (decision 011): create each kind of book,
 * go forward with Next through every step the rules allow to the summary, back with Back to the
 * first step, and type the address of a locked step to land on an allowed one.
 */
async function signIn(page: Page) {
  await page.goto('/sign-in');
  await page.getByLabel(/^e-?mail/i).fill(DEMO_AUTHOR.email);
  await page.getByLabel(/^password/i).fill(DEMO_AUTHOR.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
}

async function createBook(page: Page, typeLabel: RegExp, title: string): Promise<string> {
  await page.goto('/build-a-book/choose-book-type');
  await checkA11y(page);
  await page.getByRole('radio', { name: typeLabel }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('button', { name: 'Create book' }).click();
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}\//);
  return new URL(page.url()).pathname.split('/')[1]!;
}

async function saved(page: Page) {
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /All changes saved|Saving/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Saving' })).toHaveCount(0);
}

async function fillSize(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Book size and type' })).toBeVisible();
  await page.getByLabel('Trim size').selectOption('6x9');
  await saved(page);
  await page.getByLabel('Cover format').selectOption({ index: 1 });
  await saved(page);
  await page.getByLabel(/Print colou?r/).selectOption({ index: 1 });
  await saved(page);
  await page.getByLabel(/Paper colou?r/).selectOption({ index: 1 });
  await saved(page);
  await page.getByLabel('Page count').fill('200');
  await page.getByLabel('Page count').blur();
  await saved(page);
}

/**
 * The fields a step requires before Next moves on: the About step's language and the Author step's
 * author (the title was typed when the book was created).
 */
async function fillRequired(page: Page, path: string) {
  if (path.endsWith('/book-details/about')) {
    const language = page.getByRole('combobox', { name: 'Language' });
    if ((await language.inputValue()) === '') {
      await language.selectOption('eng');
      await saved(page);
    }
  }
  if (
    path.endsWith('/book-details/author') &&
    (await page.getByRole('cell', { name: 'Ada Author' }).count()) === 0
  ) {
    await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Author');
    await page.getByRole('button', { name: 'Add contributor' }).click();
    await expect(page.getByRole('cell', { name: 'Ada Author', exact: true })).toBeVisible();
    await saved(page);
  }
}

/**
 * Waits until the wizard shows the step its address names: a step change runs as a transition,
 * so for a moment after the address changes the previous step (its Back and Next) is still shown.
 */
async function shown(page: Page) {
  const [, , section = '', child = ''] = new URL(page.url()).pathname.split('/');
  await expect(page.locator('.builder')).toHaveAttribute('data-step', `${section}/${child}`);
}

/** Next until the summary; returns the pages seen. */
async function forwardToSummary(page: Page, summaryTitle: string): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < 40; i++) {
    const path = new URL(page.url()).pathname;
    seen.push(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    if (path.endsWith('/summary')) break;
    await checkA11y(page);
    await fillRequired(page, path);
    const next = page.getByRole('button', { name: /^Next: / }).first();
    await next.click();
    await expect(page).not.toHaveURL(path);
    await shown(page);
  }
  expect(seen.at(-1), `reached the summary after ${seen.join(' → ')}`).toMatch(/\/summary$/);
  await expect(page.getByRole('heading', { level: 1, name: summaryTitle })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Book summary' })).toBeVisible();
  await checkA11y(page);
  return seen;
}

/** Back until there is no Back; returns how many steps it took. */
async function backToStart(page: Page): Promise<number> {
  let steps = 0;
  for (; steps < 40; steps++) {
    const back = page.getByRole('link', { name: /^Back: / }).first();
    if ((await back.count()) === 0) break;
    const path = new URL(page.url()).pathname;
    await back.click();
    await expect(page).not.toHaveURL(path);
    await shown(page);
  }
  return steps;
}

test('an eBook: forward to Review & Publish, back again, and a locked review lands on upload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  const title = `The Lantern Keeper ${Date.now()}`;
  const id = await createBook(page, /^eBook/, title);

  const seen = await forwardToSummary(page, 'Review & Publish');
  expect(seen.some((p) => p.includes('/book-details/pricing'))).toBe(true);
  await expect(page.getByRole('main')).toContainText(title);
  await expect(page.getByRole('main')).toContainText('N/A');

  const back = await backToStart(page);
  expect(back).toBeGreaterThanOrEqual(seen.length - 2);

  // Interior review needs a converted interior: the address lands on the upload step.
  await page.goto(`/${id}/interior/review`);
  await expect(page).toHaveURL(new RegExp(`/${id}/interior/upload$`));
  // No return to the early steps for an existing book.
  await page.goto(`/${id}/create-book-title`);
  await expect(page).not.toHaveURL(/create-book-title/);
});

test('a Personal Use (POD) book: sections stay locked until size and type are done, then Review & Order', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  const title = `Family Recipes ${Date.now()}`;
  const id = await createBook(page, /^Personal Use/, title);

  await page.goto(`/${id}/book-details/about`);
  await expect(page).toHaveURL(new RegExp(`/${id}/book-size-and-type`));
  await fillSize(page);
  await page.goto(`/${id}/book-details/about`);
  await expect(page).toHaveURL(new RegExp(`/${id}/book-details/about$`));
  await page.goto(`/${id}/book-size-and-type`);

  await forwardToSummary(page, 'Review & Order');
  await expect(page.getByRole('main')).toContainText(title);
  await expect(page.getByRole('main')).toContainText('200');
  expect(await backToStart(page)).toBeGreaterThan(3);
});

test('a Book (PRINT): size, a live print quote with floor price, the ISBN step, and Review & Publish', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  const title = `Northern Lights ${Date.now()}`;
  const id = await createBook(page, /^Book/, title);
  if (!page.url().includes('book-size-and-type')) await page.goto(`/${id}/book-size-and-type`);
  await fillSize(page);

  await page.goto(`/${id}/book-details/pricing`);
  await page.getByLabel('List price (USD)').fill('14.99');
  await expect(page.getByTestId('print-quote')).toContainText(/floor|lowest/i);
  await saved(page);

  await page.goto(`/${id}/book-size-and-type`);
  const seen = await forwardToSummary(page, 'Review & Publish');
  expect(seen.some((p) => p.endsWith('/book-details/isbn'))).toBe(true);
  await expect(page.getByRole('main')).toContainText(title);
  expect(await backToStart(page)).toBeGreaterThan(3);
});
