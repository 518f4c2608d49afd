import { signIn } from '../support/book';
import { checkA11y, DEMO_ADMIN, DEMO_AUTHOR, expect, test } from '../support/fixtures';

/**
 * Ultra Premium print in the back office: the demo admin compares a print book of the demo author
 * (a new hardcover, not on sale, with a complete specification) with its Ultra Premium version,
 * converts it after the confirmation, and finds it already converted when comparing again.
 */
const BOOK = 'Harbour Lights';
const MONEY = /^\$\d+\.\d{2}$/;

test('the admin compares a print book with Ultra Premium and converts it', async ({ page }) => {
  await signIn(page, DEMO_ADMIN);

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Administration' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill(DEMO_AUTHOR.email);
  await page.getByLabel('Search', { exact: true }).press('Enter');
  await page.getByRole('link', { name: DEMO_AUTHOR.email }).click();
  await expect(page.getByRole('heading', { level: 1, name: `User ${DEMO_AUTHOR.email}` })).toBeVisible();
  await page.getByRole('tab', { name: 'Projects' }).click();
  const projects = page.getByRole('table', { name: 'Projects' });
  const row = projects
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: BOOK, exact: true }) });
  await expect(row.getByRole('cell', { name: 'Book', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'NEW', exact: true })).toBeVisible();
  await checkA11y(page, 'user projects');

  const compare = async () => {
    // The menu is opened again if it closed before its item was clicked (a CI run once waited out
    // the walk's three minutes on that click).
    await expect(async () => {
      const item = page.getByRole('menuitem', { name: `Compare Ultra Premium for ${BOOK}`, exact: true });
      if (!(await item.isVisible())) await row.getByRole('button', { name: 'Actions', exact: true }).click();
      await item.click({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    const dialog = page.getByRole('dialog', { name: `Ultra Premium: ${BOOK}` });
    await expect(dialog.getByRole('table', { name: 'Current print option and Ultra Premium' })).toBeVisible();
    return dialog;
  };

  // Both options side by side, each priced: printing cost and floor price.
  const dialog = await compare();
  const table = dialog.getByRole('table', { name: 'Current print option and Ultra Premium' });
  await expect(table.getByRole('columnheader', { name: 'Current (Standard)', exact: true })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Ultra Premium', exact: true })).toBeVisible();
  for (const fact of ['Printing cost per copy', 'Lowest list price that earns a royalty']) {
    const cells = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: fact, exact: true }) })
      .getByRole('cell');
    await expect(cells).toHaveCount(2);
    await expect(cells.nth(0)).toHaveText(MONEY);
    await expect(cells.nth(1)).toHaveText(MONEY);
  }
  await checkA11y(page, 'Ultra Premium comparison');

  // Converting asks first, then says it is done.
  await dialog.getByRole('button', { name: 'Convert to Ultra Premium', exact: true }).click();
  const confirm = dialog.getByRole('group', { name: 'Convert to Ultra Premium?' });
  await expect(confirm).toContainText(`Convert ${BOOK} to Ultra Premium?`);
  await checkA11y(page, 'Ultra Premium confirmation');
  await confirm.getByRole('button', { name: 'Yes, Convert', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText(`${BOOK} is now printed as Ultra Premium.`);
  await expect(dialog.getByRole('button', { name: 'Convert to Ultra Premium' })).toHaveCount(0);
  // The dialog's own Close button, after the title bar's close button of the same name.
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();

  // Compared again, the book is already Ultra Premium and cannot be converted.
  const again = await compare();
  await expect(
    again.getByRole('columnheader', { name: 'Current (Ultra Premium)', exact: true }),
  ).toBeVisible();
  const reasons = again
    .getByRole('alert')
    .filter({ hasText: 'This book cannot be converted to Ultra Premium' });
  await expect(reasons).toContainText('This book is already printed as Ultra Premium.');
  await expect(again.getByRole('button', { name: 'Convert to Ultra Premium', exact: true })).toBeDisabled();
  await checkA11y(page, 'Ultra Premium comparison of a converted book');
});
