import { checkA11y, expect, test, uniqueEmail } from '../support/fixtures';

/**
 * Forgot password end to end: from the sign-in page's link, through the
 * security question, to the e-mail in the demo mailbox, its link, the new password, and signing
 * in with it; the link cannot be used twice and the old password no longer works.
 */
test('forgot password through the demo mailbox', async ({ page, browser }) => {
  const email = uniqueEmail('forgetful');
  const oldPassword = 'Riverbend42';
  const newPassword = 'Lantern9Key';

  // An account, signed in in another browser context: the new password must end that session.
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await elsewhere.goto('/create-account');
  await elsewhere.getByLabel('First name', { exact: false }).first().fill('Nell');
  await elsewhere.getByLabel('Last name', { exact: false }).first().fill('Gwyn');
  await elsewhere
    .getByLabel(/^e-?mail/i)
    .first()
    .fill(email);
  await elsewhere
    .getByLabel(/^password/i)
    .first()
    .fill(oldPassword);
  await elsewhere.getByLabel(/confirm password/i).fill(oldPassword);
  await elsewhere.getByLabel(/security question/i).selectOption('What city were you born in?');
  await elsewhere.getByLabel(/security answer/i).fill('Porto');
  await elsewhere.getByRole('radio', { name: /publisher/i }).check();
  await elsewhere.getByRole('button', { name: 'Create Account' }).click();
  await expect(elsewhere.getByRole('heading', { level: 1 })).toContainText('Nell');

  // The sign-in page's link.
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Your Password?' })).toBeVisible();
  await checkA11y(page);

  // The e-mail, with the keyboard.
  await page.getByLabel(/email address/i).fill(email);
  await page.getByLabel(/email address/i).press('Enter');
  const questionHeading = page.getByRole('heading', { level: 1, name: 'Answer Your Security Question' });
  await expect(questionHeading).toBeFocused();
  await expect(page.getByLabel('Security question')).toHaveValue('What city were you born in?');
  await checkA11y(page);

  // A wrong answer first: the catalogue's words on the field.
  const answer = page.getByLabel(/security answer/i);
  await answer.fill('Lisbon');
  await page.getByRole('button', { name: 'E-mail Me a Link' }).click();
  await expect(page.getByText('That answer does not match our records. Please try again.')).toBeVisible();
  await expect(answer).toHaveAttribute('aria-invalid', 'true');
  await checkA11y(page);

  await answer.fill('porto');
  await page.getByRole('button', { name: 'E-mail Me a Link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check Your Mailbox' })).toBeFocused();
  await expect(page.getByRole('status')).toContainText(email);
  await checkA11y(page);

  // The demo mailbox holds the e-mail; its link opens the reset page.
  await page.getByRole('link', { name: /demo mailbox/i }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Mailbox' })).toBeVisible();
  const message = page.getByRole('article', { name: 'Reset your Quire password' }).filter({ hasText: email });
  await expect(message).toHaveCount(1);
  await checkA11y(page);
  const link = message.getByRole('link', { name: /forgot-password\/reset\?forgotPassToken=/ });
  const href = await link.getAttribute('href');
  expect(href).toMatch(
    /^http:\/\/127\.0\.0\.1:\d+\/forgot-password\/reset\?forgotPassToken=[A-Za-z0-9_-]{43}$/,
  );
  await link.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Choose a New Password' })).toBeVisible();
  const password = page.getByLabel(/^new password/i);
  await expect(password).toBeVisible();
  const checklist = page.getByRole('list', { name: /your password must/i });
  await password.fill('lantern');
  await expect(
    checklist.getByRole('listitem').filter({ hasText: 'Contain at least one capital letter' }),
  ).toHaveAttribute('data-met', 'false');
  await checkA11y(page);
  await password.fill(newPassword);
  await expect(checklist.locator('[data-met="false"]')).toHaveCount(0);
  await page.getByLabel(/confirm new password/i).fill(newPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Password Has Been Changed' })).toBeFocused();
  await checkA11y(page);

  // The link works once.
  await page.goto(href ?? '/');
  await expect(page.getByRole('alert')).toContainText('not valid or has expired');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  await checkA11y(page);

  // The other browser's session has ended.
  await elsewhere.reload();
  await expect(elsewhere.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  await other.close();

  // The old password is refused, the new one signs in.
  await page.goto('/sign-in');
  await page.getByLabel(/^e-?mail/i).fill(email);
  await page.getByLabel(/^password/i).fill(oldPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Your password is not correct for this account.')).toBeVisible();
  await page.getByLabel(/^password/i).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Nell');
});
