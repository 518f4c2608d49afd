import { checkA11y, DEMO_ADMIN, DEMO_AUTHOR, expect, test } from '../support/fixtures';

/**
 * The administrators' back office (issue 9, "Done when"): the demo admin finds the demo author,
 * changes the business status with a reason, and the audit log shows the entry.
 */
test('the admin changes a vendor business status with a reason and the audit log shows it', async ({
  page,
}) => {
  await page.goto('/sign-in');
  await page.getByLabel(/^e-?mail/i).fill(DEMO_ADMIN.email);
  await page.getByLabel(/^password/i).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(/Signed in as/)).toBeVisible();

  // Reachable from the left navigation, for administrators only.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Administration' })
    .click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await checkA11y(page);

  await page.getByLabel('Search', { exact: true }).fill(DEMO_AUTHOR.email);
  await page.getByLabel('Search', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/q=author%40example\.com/);
  await page.getByRole('link', { name: DEMO_AUTHOR.email }).click();
  await expect(page.getByRole('heading', { level: 1, name: `User ${DEMO_AUTHOR.email}` })).toBeVisible();
  await expect(page.getByText('Current business status: Active')).toBeVisible();
  await checkA11y(page, 'user details');

  // The business status change: a reason is required, Enter submits.
  await page.getByLabel('New business status').selectOption('OnHold');
  await page.getByRole('button', { name: 'Change Business Status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Business Status' });
  await expect(dialog.getByText('The publisher is e-mailed about the change.')).toBeVisible();
  const reason = dialog.getByLabel(/^Reason/);
  await reason.press('Enter');
  await expect(dialog.getByText('Please state the reason for this status to change')).toBeVisible();
  await checkA11y(page, 'business status dialog with an error');
  await reason.fill('  Royalty dispute under review  ');
  await reason.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Current business status: On Sale Hold')).toBeVisible();

  // The coupons and orders tabs say when they arrive.
  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(page.getByText(/orders appear here once ordering arrives/)).toBeVisible();
  await page.getByRole('tab', { name: 'Projects' }).click();
  await expect(page.getByRole('table', { name: 'Projects' })).toBeVisible();
  await checkA11y(page, 'user projects');

  // The audit log shows who did what, before and after, and the trimmed reason.
  await page
    .getByRole('navigation', { name: 'Administration' })
    .getByRole('link', { name: 'Audit Log' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
  await page.getByLabel('Action').selectOption('user.change-business-status');
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  const row = page.getByRole('row').filter({ hasText: 'user.change-business-status' }).first();
  await expect(row).toContainText(DEMO_ADMIN.email);
  await expect(row).toContainText('businessStatus: Active → OnHold');
  await expect(row).toContainText('Royalty dispute under review');
  await checkA11y(page, 'audit log');

  // Put the demo author back as the other specs expect.
  await row.getByRole('link').click();
  await page.getByLabel('New business status').selectOption('Active');
  await page.getByRole('button', { name: 'Change Business Status' }).click();
  await page
    .getByRole('dialog', { name: 'Change Business Status' })
    .getByLabel(/^Reason/)
    .fill('Dispute resolved');
  await page
    .getByRole('dialog', { name: 'Change Business Status' })
    .getByRole('button', { name: 'Change Business Status' })
    .click();
  await expect(page.getByText('Current business status: Active')).toBeVisible();
});

test('an author has no Administration link and the admin pages refuse them', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel(/^e-?mail/i).fill(DEMO_AUTHOR.email);
  await page.getByLabel(/^password/i).fill(DEMO_AUTHOR.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(/Signed in as/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Administration' })).toHaveCount(0);
  await page.goto('/admin/audit-log');
  await expect(page.getByText('This page is for administrators.')).toBeVisible();
  const res = await page.request.get('/api/admin/audit-log');
  expect(res.status()).toBe(403);
});
