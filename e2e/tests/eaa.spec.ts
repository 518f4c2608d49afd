import type { Page } from '@playwright/test';
import { csrf, saved, signIn } from '../support/book';
import { epub } from '../support/files';
import { checkA11y, DEMO_AUTHOR, expect, test } from '../support/fixtures';

/**
 * Accessibility metadata for the European Accessibility Act (decision 046): the demo author (who
 * holds EAA_ACCESS) has an eBook whose EPUB says nothing of its accessibility, made through the
 * API; its About step shows what is missing; the author states it there; and the book is then
 * conformant, in the search and on My Account's list.
 */

interface EaaPage {
  counts: Record<string, number>;
  books: { id: string; accessibilityStatus: string }[];
}

async function eaaSearch(page: Page, x: string): Promise<EaaPage> {
  const res = await page.request.get(`/api/search/eaa-searches/${x}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { payload: EaaPage }).payload;
}

/** A new eBook with an EPUB interior that passed its check, made through the API. */
async function ebookWithoutMetadata(page: Page, title: string): Promise<string> {
  const token = await csrf(page);
  const created = await page.request.post('/api/project', {
    headers: { 'x-csrf-token': token },
    data: { type: 'EBOOK', title, languageCode: 'eng' },
  });
  expect(created.status()).toBe(200);
  const id = ((await created.json()) as { payload: { id: string } }).payload.id;
  const uploaded = await page.request.post('/api/project/upload', {
    multipart: {
      projectElementType: 'INTERIOR',
      projectId: id,
      authenticityToken: token,
      file: {
        name: 'book.epub',
        mimeType: 'application/epub+zip',
        buffer: await epub(title, { accessibility: false }),
      },
    },
  });
  expect(uploaded.status()).toBe(200);
  await expect
    .poll(
      async () => {
        const res = await page.request.get(
          `/api/project/preflightstatus?projectId=${id}&elementType=INTERIOR`,
        );
        return ((await res.json()) as { payload: { preFlightCheckStatus: string } }).payload
          .preFlightCheckStatus;
      },
      { timeout: 30_000 },
    )
    .toBe('SUCCESSFUL');
  return id;
}

/** Chooses options of a MultiSelect or Select by its label, with the keyboard. */
async function choose(page: Page, label: string, options: string[]) {
  const input = page
    .getByRole('combobox', { name: label, exact: true })
    .or(page.getByRole('textbox', { name: label, exact: true }));
  for (const option of options) {
    await input.first().click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await page.keyboard.press('Escape');
  await saved(page);
}

test('an eBook without accessibility metadata shows what is missing; the author states it and the book is conformant', async ({
  page,
}) => {
  await signIn(page, DEMO_AUTHOR);
  const title = `Accessible Tides ${Date.now()}`;
  const id = await ebookWithoutMetadata(page, title);
  expect((await eaaSearch(page, 'missing')).books.map((b) => b.id)).toContain(id);

  // The About step: the status and the findings of a file that says nothing.
  await page.goto(`/${id}/book-details/about`);
  const section = page.getByRole('group', { name: 'Accessibility' });
  await expect(section.getByTestId('a11y-status')).toHaveText('Accessibility metadata: Missing');
  const findings = section.getByRole('list', { name: 'What is missing or needs attention' });
  await expect(findings.getByRole('listitem')).toHaveCount(6);
  await expect(findings).toContainText('Say how the book is read (access modes)');
  await expect(section).toContainText('Your EPUB does not say.');
  await checkA11y(page, 'about step with accessibility');

  // The author states what the file does not.
  await choose(page, 'How the book is read (access modes)', ['Text']);
  await choose(page, 'Ways of reading that are enough on their own', ['Text alone']);
  await choose(page, 'Accessibility features', [
    'Table of contents',
    'Headings mark the chapters and sections',
  ]);
  await choose(page, 'Hazards', ['No hazards']);
  const summary = section.getByRole('textbox', { name: 'Accessibility summary' });
  await summary.fill('Text only, with a linked table of contents and a heading for each chapter.');
  await summary.blur();
  await saved(page);
  await expect(section.getByTestId('a11y-status')).toHaveText('Accessibility metadata: Partial');
  await choose(page, 'Standard the book meets', ['EPUB Accessibility 1.1 - WCAG 2.1 Level AA']);
  await expect(section.getByTestId('a11y-status')).toHaveText('Accessibility metadata: Conformant');
  await expect(section).toContainText('Your eBook’s accessibility metadata is complete.');

  // Saved with the project: a reload shows it, and the search lists the book as conformant.
  await page.reload();
  await expect(page.getByTestId('a11y-status')).toHaveText('Accessibility metadata: Conformant');
  const conformant = await eaaSearch(page, 'conformant');
  expect(conformant.books.map((b) => b.id)).toContain(id);
  expect((await eaaSearch(page, 'missing')).books.map((b) => b.id)).not.toContain(id);

  // My Account › eBook accessibility, filtered to conformant books.
  await page.getByRole('link', { name: 'My Account' }).click();
  await page
    .getByRole('navigation', { name: 'Your account' })
    .getByRole('link', { name: 'eBook accessibility', exact: true })
    .click();
  await expect(page).toHaveURL(/\/account\/accessibility$/);
  await page.getByRole('radio', { name: /^Conformant \(\d+\)$/ }).check();
  const table = page.getByRole('table', { name: 'eBooks and their accessibility' });
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await expect(row).toContainText('Conformant');
  await checkA11y(page, 'eBook accessibility list');
  await row.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${id}/book-details/about$`));
});
