import { checkA11y, DEMO_AUTHOR, expect, test } from '../support/fixtures';

/** The New York wall clock `days` from now, as a datetime-local input takes it ('2026-03-05T14:30'). */
function newYorkIn(days: number): string {
  const at = new Date(Date.now() + days * 24 * 60 * 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

test('the author schedules a price change for an eBook, sees its badge on the dashboard, and deletes it', async ({
  page,
}) => {
  await page.goto('/sign-in');
  await page.getByLabel(/^e-?mail/i).fill(DEMO_AUTHOR.email);
  await page.getByLabel(/^password/i).fill(DEMO_AUTHOR.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();

  // A book of this test's own, so that other tests' books keep their prices.
  const token = (await (await page.request.get('/api/authentication/csrf-token')).json()).payload.token;
  const created = await page.request.post('/api/project', {
    data: { type: 'EBOOK', title: 'A Book With a Sale Coming', listPrice: '9.99' },
    headers: { 'x-csrf-token': token },
  });
  const id = (await created.json()).payload.id as string;

  await page.goto('/projects?sort=created-desc');
  const card = page.getByRole('article', { name: 'A Book With a Sale Coming' });
  await card.getByRole('link', { name: 'Scheduled prices of A Book With a Sale Coming' }).click();
  await expect(page).toHaveURL(`/projects/${id}/scheduled-prices`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Scheduled prices of “A Book With a Sale Coming”' }),
  ).toBeVisible();
  await expect(page.getByText('No price changes are scheduled for this book.')).toBeVisible();
  await checkA11y(page);

  await page.getByRole('button', { name: 'Schedule a Price Change' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a Price Change' });
  await expect(dialog.getByLabel(/^New price/)).toBeFocused();
  await page.keyboard.type('2.99');
  await expect(dialog).toContainText('At $2.99 you earn $1.94 a sale (65% royalty).');
  await dialog.getByLabel(/^Starts \(New York time, E[SD]T\)/).fill(newYorkIn(3));
  await dialog.getByLabel(/^Ends \(New York time/).fill(newYorkIn(5));
  await checkA11y(page, 'the scheduled-price dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const table = page.getByRole('table', { name: 'Price changes' });
  await expect(table.getByRole('rowheader', { name: '$2.99' })).toBeVisible();
  await expect(table).toContainText('Back to the price before the change');
  await checkA11y(page, 'the scheduled prices with one change');

  await page.getByRole('link', { name: 'Back to My Projects' }).click();
  await expect(
    page
      .getByRole('article', { name: 'A Book With a Sale Coming' })
      .getByText(/^Price change on .* E[SD]T: \$2\.99$/),
  ).toBeVisible();

  await page.goto(`/projects/${id}/scheduled-prices`);
  await table.getByRole('button', { name: /^Delete the price change to \$2\.99/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('No price changes are scheduled for this book.')).toBeVisible();
});
