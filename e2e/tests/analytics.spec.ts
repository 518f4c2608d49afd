import { readFile } from 'node:fs/promises';
import { signIn } from '../support/book';
import { checkA11y, DEMO_AUTHOR, expect, test } from '../support/fixtures';

// The sales dashboard on the demo's two years of history: charts marked final or estimated,
// narrowed to one book and one month, the table behind a chart, its CSV, and the royalty statement
// of the same month saying the same.

const BOOK = 'The Clockwork Orchard';

/** Today in New York, and the month before it (YYYY-MM) with its first and last day. */
function lastMonth(): { month: string; from: string; to: string; final: boolean } {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number, number];
  const year = m === 1 ? y - 1 : y;
  const month = m === 1 ? 12 : m - 1;
  const mm = String(month).padStart(2, '0');
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  // A month is final from the 15th of the next one (decision 044).
  return { month: `${year}-${mm}`, from: `${year}-${mm}-01`, to: `${year}-${mm}-${last}`, final: d >= 15 };
}

/** 'March 2026' of '2026-03', as the statements list names a month. */
const monthName = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const cents = (amount: string) => Math.round(Number(amount.replace(/[^0-9.-]/g, '')) * 100);

/** A CSV of plain figures (no commas inside a field): header and rows as text cells. */
function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '').replace(/""/g, '"')));
}

test('the demo author reads the sales dashboard, narrows it to one book and a month, and its CSV agrees with the statement', async ({
  page,
}) => {
  await signIn(page, DEMO_AUTHOR);

  await page.getByRole('link', { name: 'Sales & Reading' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();
  // The last 90 days: the months before last are final, this one is not yet.
  const overTime = page.getByRole('region', { name: 'Copies and royalties over time' });
  await expect(overTime.getByRole('img').first()).toBeVisible();
  await expect(overTime.locator('[data-status]')).toHaveText('Partly final');
  await expect(overTime).toContainText(/Figures up to .+ are final/);
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals).toContainText('Copies sold');
  await checkA11y(page, 'sales dashboard');

  // One book, last month.
  const { month, from, to, final } = lastMonth();
  await page.getByLabel('Book', { exact: true }).selectOption({ label: BOOK });
  await page.getByLabel('From', { exact: true }).fill(from);
  await page.getByLabel('To', { exact: true }).fill(to);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${from}.*to=${to}|to=${to}.*from=${from}`));
  await expect(page).toHaveURL(/book=[0-9a-f-]{36}/);
  const projectId = new URL(page.url()).searchParams.get('book') as string;
  await expect(overTime.locator('[data-status]')).toHaveText(final ? 'Final' : 'Estimated');

  // The table behind the chart, then its CSV.
  await overTime.getByRole('button', { name: 'Show table' }).click();
  await expect(overTime.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
  const table = overTime.getByRole('table');
  await expect(table).toBeVisible();
  // A header, a row per day of the month and the totals.
  expect(await table.getByRole('row').count()).toBeGreaterThan(28);
  const download = page.waitForEvent('download');
  await overTime.getByRole('button', { name: 'Download CSV' }).click();
  const file = await (await download).path();
  const [header, ...rows] = csvRows(await readFile(file, 'utf8'));
  const total = rows.find((r) => r[0] === 'Total') as string[];
  expect(total).toBeDefined();
  const unitsAt = (header as string[]).findIndex((h) => /^All copies/.test(h));
  const royaltyAt = (header as string[]).findIndex((h) => /^All royalty/.test(h));
  expect(unitsAt).toBeGreaterThan(0);
  expect(royaltyAt).toBeGreaterThan(0);

  // The statement of that month, on its page and in its figures: the book's lines of that month
  // (adjustments are other months' sales) add up to the CSV's totals.
  await page
    .getByRole('navigation', { name: 'Analytics pages' })
    .getByRole('link', { name: 'Statements' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Royalty statements' })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`^View ${monthName(month)}$`) }).click();
  await expect(page).toHaveURL(new RegExp(`month=${month}`));
  await expect(page.getByRole('table', { name: /Lines of the statement/ })).toContainText(BOOK);
  await expect(page.getByRole('link', { name: /as CSV$/ })).toHaveAttribute(
    'href',
    new RegExp(`month=${month}`),
  );
  await checkA11y(page, 'royalty statement');
  const statement = (await (await page.request.get(`/api/analytics/statement?month=${month}`)).json())
    .payload as {
    lines: { projectId: string; adjustment: boolean; units: number; royalty: string }[];
  };
  const own = statement.lines.filter((l) => l.projectId === projectId && !l.adjustment);
  expect(own.length).toBeGreaterThan(0);
  expect(Number(total[unitsAt])).toBe(own.reduce((n, l) => n + l.units, 0));
  expect(cents(total[royaltyAt] as string)).toBe(own.reduce((n, l) => n + cents(l.royalty), 0));
});
