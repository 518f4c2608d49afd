import { checkA11y, DEMO_AUTHOR, expect, test, uniqueEmail } from '../support/fixtures';

/** The account holder's pages (decision 019): profile, address book, and the sign-in lock. */
test('the demo author edits the profile name and adds an address', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel(/^e-?mail/i).fill(DEMO_AUTHOR.email);
  await page.getByLabel(/^password/i).fill(DEMO_AUTHOR.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Signed in as Ada')).toBeVisible();

  await page.getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await checkA11y(page);

  const details = page.getByRole('region', { name: 'Your Details' });
  const firstName = details.getByLabel('First Name');
  await expect(firstName).toHaveValue('Ada');
  await firstName.fill('');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByText('Please enter the first name.')).toBeVisible();
  await firstName.fill('Augusta');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Signed in as Augusta')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your Details' }).getByLabel('First Name')).toHaveValue(
    'Augusta',
  );

  // The address book, through the account navigation.
  await page
    .getByRole('navigation', { name: 'Your account' })
    .getByRole('link', { name: 'Address Book' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Address Book' })).toBeVisible();
  await checkA11y(page);
  await page.getByRole('button', { name: 'Add an Address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an Address' });
  await dialog.getByLabel('Nickname (optional)').fill('Studio');
  await dialog.getByLabel(/^First Name/).fill('Augusta');
  await dialog.getByLabel(/^Last Name/).fill('King');
  await dialog.getByLabel(/^Address$/).fill('12 Harbor Road');
  await dialog.getByLabel(/^City/).fill('Portland');
  await dialog.getByLabel(/^ZIP/).fill('0410');
  // Leaving the field shows its message first (the layout moves), then Save checks everything.
  await dialog.getByLabel(/^ZIP/).blur();
  await expect(dialog.getByText('Please enter a valid ZIP code.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter a valid ZIP code.')).toBeVisible();
  await expect(dialog.getByText('Please enter the state.')).toBeVisible();
  await checkA11y(page, 'address dialog with errors');
  await dialog.getByLabel(/^State/).selectOption('ME');
  await dialog.getByLabel(/^ZIP/).fill('04101');
  await dialog.getByLabel(/^Phone Number/).fill('2075550143');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const book = page.getByRole('list', { name: 'Address Book' });
  await expect(book.getByText('Studio')).toBeVisible();
  await expect(book.getByText('Portland, ME 04101')).toBeVisible();

  // The other account pages are reachable and accessible too.
  const accountNav = page.getByRole('navigation', { name: 'Your account' });
  await accountNav.getByRole('link', { name: 'Signed-in Devices' }).click();
  await expect(page.getByRole('table', { name: 'Signed-in Devices' }).getByText('This device')).toBeVisible();
  await checkA11y(page);
  await accountNav.getByRole('link', { name: 'E-mail Preferences' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail Preferences' })).toBeVisible();
  await expect(page.getByLabel('Monthly sales summaries')).toBeVisible();
  await checkA11y(page);

  // Leave the demo author as the other specs expect.
  const restored = await page.evaluate(async () => {
    const token = (await (await fetch('/api/authentication/csrf-token')).json()).payload.token;
    const profile = (await (await fetch('/api/account/profile')).json()).payload;
    const res = await fetch('/api/account/profile', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token },
      body: JSON.stringify({ ...profile, firstName: 'Ada', pendingEmail: undefined, customerId: undefined }),
    });
    return res.status;
  });
  expect(restored).toBe(200);
});

test('repeated wrong passwords lock sign-in with the way back in', async ({ page, request }) => {
  // A fresh account, created through the API.
  const email = uniqueEmail('locked');
  const token = (await (await request.get('/api/authentication/csrf-token')).json()).payload.token;
  const created = await request.post('/api/authentication/create-account', {
    headers: { 'x-csrf-token': token },
    data: {
      email,
      password: 'Harbour7Light',
      firstName: 'Lena',
      lastName: 'Lock',
      secretQuestion: 'What city were you born in?',
      secretAnswer: 'Bergen',
      accountType: 'PUBLISHER',
    },
  });
  expect(created.status()).toBe(200);

  await page.goto('/sign-in');
  await page.getByLabel(/^e-?mail/i).fill(email);
  const password = page.getByLabel(/^password/i);
  for (let i = 0; i < 4; i++) {
    await password.fill(`Wrong${i}Password`);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Your password is not correct for this account.')).toBeVisible();
  }
  await password.fill('Wrong5Password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const lock = page.getByText(
    /Too many unsuccessful sign-in attempts\. To sign in now, reset your password with "Forgot password", or try again in 15 minutes/,
  );
  await expect(lock).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
  await checkA11y(page, 'sign-in locked');

  // The right password is refused the same way while the lock lasts.
  await password.fill('Harbour7Light');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(lock).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
});
