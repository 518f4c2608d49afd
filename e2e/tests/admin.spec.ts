import { checkA11y, DEMO_ADMIN, DEMO_AUTHOR, expect, test, uniqueEmail } from '../support/fixtures';

/**
 * The administrators' back office (decision 024): the demo admin finds the demo author,
 * changes the business status with a reason, and the audit log shows the entry.
 */
test('the admin changes a vendor business status with a reason and the audit log shows it', async ({
  page,
}) => {
  await page.goto('/sign-in');
  await page.getByLabel(/^e-?mail/i).fill(DEMO_ADMIN.email);
  await page.getByLabel(/^password/i).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
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

  // The orders tab lists the account's orders (none on this server: the orders walk has its own).
  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(page.getByText('This account has no orders.')).toBeVisible();
  await checkA11y(page, 'user orders');
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
  const row = page.getByRole('row').filter({ hasText: 'Business status changed' }).first();
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
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText(/Signed in as/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Administration' })).toHaveCount(0);
  await page.goto('/admin/audit-log');
  await expect(page.getByText('This page is for administrators.')).toBeVisible();
  const res = await page.request.get('/api/admin/audit-log');
  expect(res.status()).toBe(403);
});

test('the admin sees a user’s sign-in lock and two-step verification, resets them, and reactivates the user', async ({
  page,
  request,
}) => {
  // A fresh account with two-step verification by e-mail, then locked by five wrong passwords.
  const email = uniqueEmail('secured');
  const password = 'Harbour7Light';
  const token = (await (await request.get('/api/authentication/csrf-token')).json()).payload.token;
  const headers = { 'x-csrf-token': token };
  const created = await request.post('/api/authentication/create-account', {
    headers,
    data: {
      email,
      password,
      firstName: 'Sam',
      lastName: 'Secure',
      secretQuestion: 'What city were you born in?',
      secretAnswer: 'Bergen',
      accountType: 'PUBLISHER',
    },
  });
  expect(created.status()).toBe(200);
  const session = {
    'x-csrf-token': (await (await request.get('/api/authentication/csrf-token')).json()).payload.token,
  };
  expect(
    (await request.post('/api/account/reauthenticate', { headers: session, data: { password } })).status(),
  ).toBe(200);
  expect((await request.post('/api/account/generateCode?type=EMAIL', { headers: session })).status()).toBe(
    200,
  );
  const mailbox = (await (await request.get('/api/dev/mailbox')).json()).payload.messages as {
    recipient: string;
    text: string;
  }[];
  // The newest message to this address that carries a six-digit code (the welcome e-mail has none).
  const code = mailbox
    .filter((m) => m.recipient === email)
    .map((m) => m.text.match(/\b(\d{6})\b/)?.[1])
    .find(Boolean);
  expect(
    (await request.post(`/api/account/verifyotp?type=EMAIL&otp=${code}`, { headers: session })).status(),
  ).toBe(200);
  const enabled = await request.post('/api/account/two-step/enable', {
    headers: session,
    data: { method: 'EMAIL' },
  });
  expect(enabled.status()).toBe(200);
  // Sign-out is a state-changing GET: it needs the session's CSRF token (decision 033).
  await request.get('/api/authentication/logout', { headers: session });
  const anon = {
    'x-csrf-token': (await (await request.get('/api/authentication/csrf-token')).json()).payload.token,
  };
  for (let i = 0; i < 5; i++) {
    await request.post('/api/authentication/signin', {
      headers: anon,
      data: { email, password: `Wrong${i}Pass` },
    });
  }

  await page.goto('/sign-in');
  await page.getByLabel(/^e-?mail/i).fill(DEMO_ADMIN.email);
  await page.getByLabel(/^password/i).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText(/Signed in as/)).toBeVisible();
  await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: email }).click();
  const security = page.getByRole('region', { name: 'Sign-in and Security' });
  await expect(security.getByText(/^Locked until .+ after 5 failed sign-in attempts\.$/)).toBeVisible();
  await expect(security.getByText('On: a code by e-mail. 10 recovery codes left.')).toBeVisible();
  await checkA11y(page, 'user sign-in and security');

  // Override ends the lock and keeps the count; reset forgets it.
  await security.getByRole('button', { name: 'Override Account Lockout' }).click();
  await expect(security.getByText(/^Not locked\. 5 failed sign-in attempts/)).toBeVisible();
  await security.getByRole('button', { name: 'Reset Account Lockout' }).click();
  await expect(security.getByText('Not locked. No failed sign-in attempts.')).toBeVisible();

  // Two-step verification reset, behind a confirmation.
  await security.getByRole('button', { name: 'Reset Two-Step Verification' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reset Two-Step Verification' });
  await expect(
    confirm.getByText(new RegExp(`Turn off two-step verification for ${email.replace(/\./g, '\\.')}`)),
  ).toBeVisible();
  await checkA11y(page, 'two-step reset confirmation');
  await confirm.getByRole('button', { name: 'Reset Two-Step Verification' }).click();
  await expect(security.getByText('Off.')).toBeVisible();

  // Deactivate, then reactivate with a reason: the user signs in with the password alone.
  await page.getByRole('button', { name: 'Deactivate User' }).click();
  const deactivate = page.getByRole('dialog', { name: 'Deactivate User' });
  await deactivate.getByLabel('User request').check();
  await deactivate.getByRole('button', { name: 'Deactivate User' }).click();
  await expect(page.getByText('This user is deactivated.')).toBeVisible();
  const refused = await request.post('/api/authentication/signin', {
    headers: anon,
    data: { email, password },
  });
  expect((await refused.json()).code).toBe('ACCOUNT_DEACTIVATED');
  await page.getByRole('button', { name: 'Reactivate User' }).click();
  const reactivate = page.getByRole('dialog', { name: 'Reactivate User' });
  const reason = reactivate.getByLabel(/^Reason for reactivating/);
  await reason.press('Enter');
  await expect(reactivate.getByText('Please state the reason for reactivating this user.')).toBeVisible();
  await checkA11y(page, 'reactivate dialog with an error');
  await reason.fill('Appeal accepted');
  await reason.press('Enter');
  await expect(reactivate).toBeHidden();
  await expect(page.getByText('This user is deactivated.')).toHaveCount(0);
  const signedIn = await request.post('/api/authentication/signin', {
    headers: anon,
    data: { email, password },
  });
  expect(signedIn.status()).toBe(200);
  expect((await signedIn.json()).payload.user.email).toBe(email);
});
