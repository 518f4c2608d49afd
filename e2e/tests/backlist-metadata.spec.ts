import { csrf, signIn } from '../support/book';
import { checkA11y, DEMO_AUTHOR, expect, test } from '../support/fixtures';

/**
 * Backlist metadata: the demo author's backlist book (a draft print book whose ISBN the retail
 * catalogue lists, seed/backlist.ts) loads its listing's details on the ISBN step. The author sees
 * what would change, unticks the list price, applies the rest, and the builder's steps show the
 * listing's values while the list price stays the author's.
 */
const TITLE = 'Lamplight on the Water';

test('the demo author loads their backlist book’s details from the retail catalogue, all but the list price', async ({
  page,
}) => {
  await signIn(page, DEMO_AUTHOR);

  // The book as the seed drafted it, whatever an earlier run of this walk left (through the API).
  const list = await page.request.get('/api/projects?limit=50');
  const books = ((await list.json()) as { payload: { projects: { id: string; title: string }[] } }).payload
    .projects;
  const id = books.find((b) => b.title === TITLE)?.id as string;
  expect(id, 'the demo backlist book').toBeTruthy();
  const reset = await page.request.post('/api/project', {
    headers: { 'X-CSRF-Token': await csrf(page) },
    data: {
      id,
      subtitle: null,
      description: '<p>Stories from the coast.</p>',
      contributors: [{ firstName: 'Ada', lastName: 'Author', role: 'A' }],
      categories: [],
      languageCode: null,
      inSeries: false,
      seriesName: null,
      listPrice: '12.99',
    },
  });
  expect(reset.status(), await reset.text()).toBe(200);
  const loads = async () => {
    const history = await page.request.get(`/api/project/${id}/history`);
    const entries = ((await history.json()) as { payload: { event: string }[] }).payload;
    return entries.filter((e) => e.event === 'metadata.backlist-loaded').length;
  };
  const before = await loads();

  await page.goto(`/${id}/book-details/isbn`);
  await expect(page.getByRole('heading', { level: 1, name: 'ISBN' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'ISBN' })).toHaveValue('9798886450309');
  await page.getByRole('button', { name: 'Load metadata from the retail catalogue' }).click();

  const dialog = page.getByRole('dialog', { name: 'Load metadata from the retail catalogue' });
  await expect(
    dialog.getByText(
      'The retail catalogue lists ISBN 979-8-88645-030-9 as “Lamplight on the Water” (Wren Point Books).',
    ),
  ).toBeVisible();
  const table = dialog.getByRole('table', { name: 'Details that would change' });
  // The title is already the listing's: every other field the listing fills differs.
  const labels = [
    'Subtitle',
    'Contributors',
    'Description',
    'Categories',
    'Language',
    'Series',
    'List price',
  ];
  for (const name of labels) await expect(table.getByRole('checkbox', { name, exact: true })).toBeChecked();
  await expect(table.getByRole('checkbox')).toHaveCount(labels.length);
  await expect(table.getByRole('row', { name: /List price/ })).toContainText('$12.99');
  await expect(table.getByRole('row', { name: /List price/ })).toContainText('$15.99');
  await expect(table.getByRole('row', { name: /Subtitle/ })).toContainText('Stories from the Maine Coast');
  await checkA11y(page, 'backlist metadata dialog');

  // The list price stays the author's: unticked from the keyboard.
  const price = table.getByRole('checkbox', { name: 'List price', exact: true });
  await price.focus();
  await page.keyboard.press('Space');
  await expect(price).not.toBeChecked();
  await expect(dialog.getByText('6 of 7 selected')).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply selected' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(/^Loaded from the retail catalogue: Subtitle, Contributors, Description/),
  ).toBeVisible();

  // Asked again, the listing would change the list price alone.
  await page.getByRole('button', { name: 'Load metadata from the retail catalogue' }).click();
  await expect(dialog.getByRole('checkbox')).toHaveCount(1);
  await expect(dialog.getByRole('checkbox', { name: 'List price', exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // The builder's steps show the listing's details; the list price is the author's.
  await page.goto(`/${id}/book-details/about`);
  await expect(page.getByRole('textbox', { name: 'Subtitle' })).toHaveValue('Stories from the Maine Coast');
  await expect(page.getByRole('textbox', { name: 'Description' })).toContainText(
    'Eleven stories of lighthouse keepers',
  );
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('eng');
  await expect(page.getByRole('textbox', { name: 'Series name' })).toHaveValue('Wren Point Stories');
  await expect(page.getByRole('textbox', { name: 'Number in series' })).toHaveValue('1');
  await checkA11y(page, 'about step after loading');
  // The description's editor loads when the field is first used, and takes the focus.
  await expect(page.getByRole('toolbar', { name: 'Description formatting' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Description' }).click();
  await expect(page.getByRole('toolbar', { name: 'Description formatting' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Description' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Description' })).toContainText(
    'Eleven stories of lighthouse keepers',
  );
  await checkA11y(page, 'about step with the description editor');

  await page.goto(`/${id}/book-details/author`);
  await expect(page.getByRole('cell', { name: 'Tomas Reyes', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Ada Author', exact: true })).toBeVisible();

  await page.goto(`/${id}/book-details/categories`);
  await expect(page.getByRole('heading', { name: 'Your categories (2 of 5)' })).toBeVisible();

  await page.goto(`/${id}/book-details/pricing`);
  await expect(page.getByRole('textbox', { name: 'List price (USD)' })).toHaveValue('12.99');

  // One save, one entry in the book's history.
  expect(await loads()).toBe(before + 1);
});
