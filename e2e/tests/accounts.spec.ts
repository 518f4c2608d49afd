import { checkA11y, DEMO_ADMIN, DEMO_AUTHOR, expect, test, uniqueEmail } from '../support/fixtures';

/** The account path a new author takes: create an account, sign in, sign out. */
test('create an account with the live checklist, sign out, sign in, and a wrong password', async ({
  page,
}) => {
  const email = uniqueEmail();
  await page.goto('/create-account');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
  await checkA11y(page);

  await page.getByLabel('First name', { exact: false }).first().fill('Maya');
  await page.getByLabel('Last name', { exact: false }).first().fill('Okafor');
  await page
    .getByLabel(/^e-?mail/i)
    .first()
    .fill(email);

  const checklist = page.getByRole('list', { name: /your password must/i });
  await expect(checklist).toBeVisible();
  const item = (name: string) => checklist.getByRole('listitem').filter({ hasText: name });

  const password = page.getByLabel(/^password/i).first();
  await password.fill('short');
  await expect(item('Be between 8-15 characters')).toHaveAttribute('data-met', 'false');
  await expect(item('Contain at least one capital letter')).toHaveAttribute('data-met', 'false');
  await expect(item('Contain at least one number')).toHaveAttribute('data-met', 'false');

  await password.fill('longenough');
  await expect(item('Be between 8-15 characters')).toHaveAttribute('data-met', 'true');
  await expect(item('Contain at least one capital letter')).toHaveAttribute('data-met', 'false');

  await password.fill('Longenough7');
  await expect(item('Contain at least one capital letter')).toHaveAttribute('data-met', 'true');
  await expect(item('Contain at least one number')).toHaveAttribute('data-met', 'true');
  await expect(item('Be different from your username')).toHaveAttribute('data-met', 'true');

  // A weak password shows the spec's message once the field is left.
  await password.fill('weakpass');
  await password.blur();
  await expect(page.getByText('Your password must contain at least one upper case letter')).toBeVisible();

  await password.fill('Riverbend42');
  await page.getByLabel(/confirm password/i).fill('Riverbend42');
  await page.getByLabel(/security question/i).selectOption({ index: 1 });
  await page.getByLabel(/security answer/i).fill('Porto harbour');
  await page.getByRole('radio', { name: /publisher/i }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toContainText('Maya');
  await checkA11y(page);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In', exact: true })).toBeVisible();
  await checkA11y(page);

  // A wrong password answers 30004's message.
  await page.getByLabel(/^e-?mail/i).fill(email);
  await page.getByLabel(/^password/i).fill('Riverbend43');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Your password is not correct for this account.')).toBeVisible();
  await checkA11y(page, 'sign-in with an error');

  await page.getByLabel(/^password/i).fill('Riverbend42');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Maya');
});

test('an e-mail already registered shows the spec message', async ({ page }) => {
  await page.goto('/create-account');
  await page.getByLabel('First name', { exact: false }).first().fill('Ada');
  await page.getByLabel('Last name', { exact: false }).first().fill('Again');
  await page
    .getByLabel(/^e-?mail/i)
    .first()
    .fill(DEMO_AUTHOR.email);
  await page
    .getByLabel(/^password/i)
    .first()
    .fill('Harbour2031');
  await page.getByLabel(/confirm password/i).fill('Harbour2031');
  await page.getByLabel(/security question/i).selectOption({ index: 1 });
  await page.getByLabel(/security answer/i).fill('Lisbon');
  await page.getByRole('radio', { name: /publisher/i }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('An account with this email address already exists')).toBeVisible();
});

for (const account of [DEMO_AUTHOR, DEMO_ADMIN]) {
  test(`the demo account ${account.email} signs in and out`, async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByLabel(/^e-?mail/i).fill(account.email);
    await page.getByLabel(/^password/i).fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await checkA11y(page);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/sign-in/);
  });
}
