import type { Page } from '@playwright/test';
import { fullCoverSize } from '../../packages/domain/src/files/covers';
import { epub, fullCoverPdf, interiorPdf, jpegCover } from '../support/files';
import { checkA11y, DEMO_AUTHOR, expect, test } from '../support/fixtures';

/**
 * Files as an author meets them (decision 013): an EPUB interior and a JPEG cover for an
 * eBook, from upload through the check, the preview and approval to the summary; and a PDF
 * interior and a full-cover PDF for a Personal Use (POD) book, where a page of the wrong size is
 * reported by its page number.
 */
async function signIn(page: Page) {
  await page.goto('/sign-in');
  await page.getByLabel(/^e-?mail/i).fill(DEMO_AUTHOR.email);
  await page.getByLabel(/^password/i).fill(DEMO_AUTHOR.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
}

/** Creates a project through the API the web client uses, with the browser's session. */
async function createProject(page: Page, body: Record<string, unknown>): Promise<string> {
  const token = (
    (await (await page.request.get('/api/authentication/csrf-token')).json()) as {
      payload: { token: string };
    }
  ).payload.token;
  const res = await page.request.post('/api/project', { data: body, headers: { 'x-csrf-token': token } });
  const json = (await res.json()) as { code: string; payload: { id: string } };
  expect(json.code).toBe('SUCCESS');
  return json.payload.id;
}

/** Picks a file in the drop zone, confirms "Upload This File" with both boxes, and waits for the check. */
async function upload(page: Page, what: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel(`Upload ${what} file`).setInputFiles(file);
  const dialog = page.getByRole('dialog', { name: 'Upload This File' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Upload This File' });
  await expect(confirm).toBeDisabled();
  for (const box of await dialog.getByRole('checkbox').all()) await box.check();
  await expect(confirm).toBeEnabled();
  await confirm.click();
}

test('eBook: EPUB interior and JPEG cover, checked, previewed, approved, to the summary', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  const title = `The Lighthouse Keeper ${Date.now()}`;
  const id = await createProject(page, { type: 'EBOOK', title });

  await page.goto(`/${id}/interior/upload`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await checkA11y(page);
  await upload(page, 'interior', {
    name: 'the-lighthouse-keeper.epub',
    mimeType: 'application/epub+zip',
    buffer: await epub(title),
  });
  // The check's progress shows while it runs, then its result.
  await expect(page.getByText('Your interior file passed the check.')).toBeVisible({ timeout: 60_000 });
  await checkA11y(page, 'interior upload after the check');

  await page.goto(`/${id}/interior/review`);
  await expect(page).toHaveURL(new RegExp(`/${id}/interior/review$`));
  const preview = page.getByRole('region', { name: 'Interior preview' });
  await expect(preview.getByRole('button', { name: 'Chapter Two: The Storm' })).toBeVisible({
    timeout: 30_000,
  });
  const reader = preview.frameLocator('iframe');
  await expect(reader.getByRole('heading', { name: 'Chapter One: The Light' })).toBeVisible();
  await preview.getByRole('button', { name: 'Chapter Two: The Storm' }).click();
  await expect(reader.getByRole('heading', { name: 'Chapter Two: The Storm' })).toBeVisible();
  await checkA11y(page, 'interior review');
  await page.getByRole('button', { name: 'Approve interior' }).click();
  await expect(page.getByText('You approved this interior.')).toBeVisible();

  await page.goto(`/${id}/cover/upload`);
  await upload(page, 'cover', { name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await jpegCover() });
  await expect(page.getByText('Your cover file passed the check.')).toBeVisible({ timeout: 60_000 });

  await page.goto(`/${id}/cover/review`);
  await expect(page).toHaveURL(new RegExp(`/${id}/cover/review$`));
  await expect(page.getByRole('region', { name: 'Cover preview' }).getByRole('img').first()).toBeVisible();
  await page.getByRole('button', { name: 'Approve cover' }).click();
  await expect(page.getByText('You approved this cover.')).toBeVisible();

  await page.goto(`/${id}/summary`);
  await expect(page.getByRole('heading', { level: 1, name: 'Review & Publish' })).toBeVisible();
  const files = page.getByRole('region', { name: 'Your files' });
  await expect(files.getByText('Passed the check')).toHaveCount(2);
  await expect(page.getByRole('img', { name: new RegExp(title) })).toBeVisible();
});

test('POD: a wrong-size page is reported by page number; a good PDF interior and a full-cover PDF pass', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  const id = await createProject(page, {
    type: 'POD',
    title: `Family Recipes ${Date.now()}`,
    bookSizeType: '6x9-SOFTCOVER-BLACK_WHITE',
    pageSize: '6x9',
    pageCount: 24,
    printColor: 'BLACK_WHITE',
    paperColor: 'WHITE',
    coverFormat: 'SOFTCOVER',
  });

  await page.goto(`/${id}/interior/upload`);
  await upload(page, 'interior', {
    name: 'family-recipes-draft.pdf',
    mimeType: 'application/pdf',
    buffer: await interiorPdf({ pages: 24, widthIn: 6, heightIn: 9, wrongSizePages: [7] }),
  });
  await expect(page.getByText(/Your interior file did not pass the check: 1 error/)).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('listitem').filter({ hasText: /^Page 7\b/ })).toBeVisible();
  await checkA11y(page, 'interior upload with an error');

  await upload(page, 'interior', {
    name: 'family-recipes.pdf',
    mimeType: 'application/pdf',
    buffer: await interiorPdf({ pages: 24, widthIn: 6, heightIn: 9 }),
  });
  await expect(page.getByText('Your interior file passed the check.')).toBeVisible({ timeout: 60_000 });

  await page.goto(`/${id}/interior/review`);
  const preview = page.getByRole('region', { name: 'Interior preview' });
  await expect(preview.getByText(/Page 1 of 24/)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Approve interior' }).click();
  await expect(page.getByText('You approved this interior.')).toBeVisible();

  const size = fullCoverSize({ widthIn: 6, heightIn: 9 }, 24, 'WHITE', 'BLACK_WHITE', 'SOFTCOVER');
  await page.goto(`/${id}/cover/upload`);
  await upload(page, 'cover', {
    name: 'family-recipes-cover.pdf',
    mimeType: 'application/pdf',
    buffer: await fullCoverPdf(size.widthIn, size.heightIn),
  });
  await expect(page.getByText('Your cover file passed the check.')).toBeVisible({ timeout: 60_000 });
  await page.goto(`/${id}/cover/review`);
  await expect(page).toHaveURL(new RegExp(`/${id}/cover/review$`));
  await page.getByRole('button', { name: 'Approve cover' }).click();
  await expect(page.getByText('You approved this cover.')).toBeVisible();
  await page.goto(`/${id}/summary`);
  await expect(page.getByRole('heading', { level: 1, name: 'Review & Order' })).toBeVisible();
});
