import { checkA11y, DEMO_AUTHOR, expect, test } from '../support/fixtures';

async function signIn(page: import('@playwright/test').Page) {
  await page.goto('/sign-in');
  await page.getByLabel(/^e-?mail/i).fill(DEMO_AUTHOR.email);
  await page.getByLabel(/^password/i).fill(DEMO_AUTHOR.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
}

test('the demo author sees the seeded books, sorts, groups by series and opens one from the search box', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible();
  const books = page.getByRole('list', { name: 'Your books' }).getByRole('article');
  await expect(books.first()).toBeVisible();
  expect(await books.count()).toBeGreaterThanOrEqual(4);
  await checkA11y(page);

  await page.getByLabel('Sort by').selectOption({ label: 'Title (A–Z)' });
  await expect(page).toHaveURL(/sort=title-asc/);
  // The URL changes before the sorted page arrives: wait for the list to show it.
  let titles: string[] = [];
  await expect(async () => {
    // The title is the heading's link (a card has other links: its scheduled prices, its product page).
    titles = await books.getByRole('heading').allTextContents();
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
  }).toPass({ timeout: 10_000 });

  await page.getByLabel('Group by').selectOption({ label: 'Series' });
  await expect(page).toHaveURL(/group=series/);
  await expect(page.getByText(/\(2 books\)/).first()).toBeVisible();

  // An invalid page or sort in the address is corrected by replacing it.
  await page.goto('/projects?page=0&sort=bad');
  await expect(page).toHaveURL(/\/projects$/);

  // Suggestions tolerate a typo; Enter opens the book.
  const search = page.getByRole('combobox', { name: 'Search your books' });
  const firstTitle = titles[0]!;
  const typo = firstTitle.slice(0, 6).replace(/[aeiou](?=[^aeiou]*$)/i, '');
  await search.fill(typo.length >= 3 ? typo : firstTitle.slice(0, 5));
  const options = page.getByRole('listbox', { name: 'Matching books' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  await checkA11y(page, 'search suggestions open');
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}\//);
});

test('an on-sale book offers no Delete; a draft does; an uploaded cover is shown', async ({ page }) => {
  await signIn(page);
  await page.goto('/projects?status=ONSALE');
  const book = page.getByRole('list', { name: 'Your books' }).getByRole('article').first();
  await expect(book).toBeVisible();
  await expect(book.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  // The seeded on-sale eBooks have a checked cover image: the card shows it, not the initials.
  const cover = book.locator('img');
  await expect(cover).toBeVisible();
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.goto('/projects?status=NEW');
  const draft = page.getByRole('list', { name: 'Your books' }).getByRole('article').first();
  await expect(draft.getByRole('button', { name: /^Delete / })).toBeVisible();
});

test("a print book's PDF cover shows as the server's image of its first page; the dashboard loads no pdf.js", async ({
  page,
}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res.text().catch(() => ''));
  });
  await signIn(page);
  await page.goto('/');
  // The seeded print book's full cover is a PDF: the card shows an <img> of it (decision 055).
  const cover = page.getByRole('img', { name: 'Cover of Field Notes from the Allotment' });
  await cover.scrollIntoViewIfNeeded();
  expect(await cover.evaluate((el) => el.tagName)).toBe('IMG');
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  // pdf.js sets its worker's address through GlobalWorkerOptions; no script of the page has it.
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((body) => body.includes('GlobalWorkerOptions'))).toHaveLength(0);
});
