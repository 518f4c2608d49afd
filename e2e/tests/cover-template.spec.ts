import { formatInches, fullCoverSize } from '../../packages/domain/src/files/covers';
import { checkA11y, DEMO_AUTHOR, expect, test } from '../support/fixtures';

/**
 * The book cover template generator (spec 1 §2) as an author uses it: from the left navigation,
 * the spine width and full cover size follow the page count, and the template downloads as a PDF
 * of that size.
 */
test('the cover template generator draws the spine from the page count and downloads the PDF', async ({
  page,
}) => {
  await page.goto('/sign-in');
  await page.getByLabel(/^e-?mail/i).fill(DEMO_AUTHOR.email);
  await page.getByLabel(/^password/i).fill(DEMO_AUTHOR.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('link', { name: 'Cover Template Generator' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book cover template generator' })).toBeVisible();
  await checkA11y(page);

  await page.getByRole('textbox', { name: 'Page count' }).fill('400');
  const size = fullCoverSize({ widthIn: 6, heightIn: 9 }, 400, 'WHITE', 'BLACK_WHITE', 'SOFTCOVER');
  const results = page.getByRole('region', { name: 'Your cover' });
  await expect(results).toContainText(`${formatInches(size.spineIn)} in`);
  await expect(results).toContainText(`${formatInches(size.widthIn)} × ${formatInches(size.heightIn)} in`);

  const link = page.getByRole('link', { name: 'Download template (PDF)' });
  const href = await link.getAttribute('href');
  expect(href).toContain('pageCount=400');
  const res = await page.request.get(href ?? '');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/pdf');
  expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
