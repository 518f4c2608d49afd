import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * A book made the way an author makes it, shared by the publishing tests and the new author's
 * first-book walk: signing in, creating an eBook, typing its details into the wizard's steps,
 * uploading its files and approving them. Each helper waits on what the page shows.
 */
export async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/sign-in');
  await page.getByLabel(/^e-?mail/i).fill(who.email);
  await page.getByLabel(/^password/i).fill(who.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
}

export async function csrf(page: Page): Promise<string> {
  const res = await page.request.get('/api/authentication/csrf-token');
  return ((await res.json()) as { payload: { token: string } }).payload.token;
}

export interface ProjectAnswer {
  id: string;
  title: string;
  status: string;
  productPageUrl: string | null;
}

export async function projectOf(page: Page, id: string): Promise<ProjectAnswer> {
  const res = await page.request.get(`/api/project/${id}`);
  return ((await res.json()) as { payload: ProjectAnswer }).payload;
}

/** The step's save indicator says everything is saved (and nothing is still saving). */
export async function saved(page: Page) {
  const status = page.locator('.builder-save');
  await expect(status).toHaveAttribute('data-state', 'saved');
  await expect(status).toHaveText('All changes saved');
}

export async function createEbook(page: Page, title: string): Promise<string> {
  await page.goto('/build-a-book/choose-book-type');
  // On a loaded machine a click can land before the page settles (a CI run saw "clicking the
  // checkbox did not change its state"): click again until the choice holds, within the timeout.
  // The page keeps the choice in its address since, so a remount no longer loses it.
  const ebook = page.getByRole('radio', { name: /^eBook/ });
  await expect(async () => {
    await ebook.click();
    await expect(ebook).toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('button', { name: 'Create book' }).click();
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}\//);
  return new URL(page.url()).pathname.split('/')[1] as string;
}

/** Next to the following step of the wizard (no page load), which must be `child`. */
export async function next(page: Page, id: string, child: string) {
  await page
    .getByRole('button', { name: /^Next: / })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/${id}/book-details/${child}$`));
}

/** About, author, categories and price, typed into the wizard's steps one after the other. */
export async function fillDetails(page: Page, id: string) {
  await page.goto(`/${id}/book-details/about`);
  const description = page.getByRole('textbox', { name: 'Description' });
  // The rich-text editor loads when the field is first focused; until then it stands as plain text.
  await description.click();
  await expect(page.getByRole('toolbar', { name: 'Description formatting' })).toBeVisible();
  await description.fill('A keeper, a lamp and a winter of storms.');
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
export async function upload(
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
export async function approve(page: Page, id: string, what: 'interior' | 'cover') {
  await page.goto(`/${id}/${what}/upload`);
  await expect(page.getByText(`Your ${what} file passed the check.`)).toBeVisible({ timeout: 30_000 });
  await page.goto(`/${id}/${what}/review`);
  await expect(page).toHaveURL(new RegExp(`/${id}/${what}/review$`));
  await page.getByRole('button', { name: `Approve ${what}` }).click();
  await expect(page.getByText(`You approved this ${what}.`)).toBeVisible();
}
