import { checkA11y, DEMO_AUTHOR, expect, test, uniqueEmail } from '../support/fixtures';

/**
 * Contributors end to end (decision 022): the demo author invites a contributor with
 * "Order copy" only; the contributor follows the e-mail's link from the demo mailbox, creates an
 * account, chooses the shared account in the stay-or-switch prompt, signs in with the key, opens
 * the author's dashboard but cannot change a book's details; once the author removes them, their
 * next action sends them to the contributor page with the spec's text.
 */
test('a contributor with order copy only, then removed', async ({ page, browser }) => {
  // Two browsers and four a11y checks: about 40 s on a quiet machine, over 60 s on a busy one.
  test.setTimeout(120_000);
  const email = uniqueEmail('contributor');
  const password = 'Quill7Write';

  // The author invites.
  await page.goto('/sign-in');
  await page.getByLabel(/^e-?mail/i).fill(DEMO_AUTHOR.email);
  await page.getByLabel(/^password/i).fill(DEMO_AUTHOR.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await page.goto('/account/contributors');
  await expect(page.getByRole('heading', { level: 1, name: 'Contributors' })).toBeVisible();
  await page.getByLabel(/First Name/).fill('Cora');
  await page.getByLabel(/Last Name/).fill('Reed');
  await page.getByLabel(/E-mail Address/).fill(email);
  await page.getByLabel('Order copy').check();
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Invited');
  await expect(row).toContainText('Order copy');
  await checkA11y(page);
  const list = await page.request.get('/api/projects');
  const book = (await list.json()).payload.projects[0] as { id: string; title: string };

  // The contributor, in a browser of their own, follows the link from the demo mailbox.
  const theirs = await browser.newContext();
  const c = await theirs.newPage();
  await c.goto('/mailbox');
  const message = c.getByRole('article').filter({ hasText: email });
  await expect(message).toHaveCount(1);
  const link = message.getByRole('link', { name: /\/contributor\/\?authorShareKey=/ });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/\/contributor\/\?authorShareKey=[A-Za-z0-9_-]{43}$/);
  const key = new URL(href).searchParams.get('authorShareKey') ?? '';
  await link.click();
  await expect(
    c.getByText('Ada Author invited you to work in their account as a contributor.'),
  ).toBeVisible();
  await checkA11y(c);

  // A new account, then the stay-or-switch prompt: switching signs out and goes to sign-in with the key.
  await c.getByRole('main').getByRole('link', { name: 'Create an Account', exact: true }).click();
  await c.getByLabel('First name', { exact: false }).first().fill('Cora');
  await c.getByLabel('Last name', { exact: false }).first().fill('Reed');
  await c
    .getByLabel(/^e-?mail/i)
    .first()
    .fill(email);
  await c
    .getByLabel(/^password/i)
    .first()
    .fill(password);
  await c.getByLabel(/confirm password/i).fill(password);
  await c.getByLabel(/security question/i).selectOption('What city were you born in?');
  await c.getByLabel(/security answer/i).fill('Porto');
  await c.getByRole('radio', { name: /publisher/i }).check();
  await c.getByRole('button', { name: 'Create Account' }).click();
  const prompt = c.getByRole('dialog', { name: 'Account Created' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Sign In to Shared Account' }).click();
  await expect(c).toHaveURL(new RegExp(`/sign-in\\?authorShareKey=${key}$`), { timeout: 10_000 });
  // The address changes before the sign-in page's code has loaded, while the old page still shows:
  // wait for the page itself, or the fields filled below would be the create-account form's.
  await expect(c.getByRole('heading', { level: 1, name: 'Sign In', exact: true })).toBeVisible();
  await c.getByLabel(/^e-?mail/i).fill(email);
  await c.getByLabel(/^password/i).fill(password);
  await c.getByRole('button', { name: 'Sign In', exact: true }).click();

  // Inside the author's account: the dashboard with the author's books.
  await expect(c.getByTestId('acting-banner')).toHaveText(
    'You are working in the account of Ada Author as a contributor.',
  );
  await expect(c.getByRole('main')).toContainText(book.title);
  // Nothing on the way was refused: no error dialog.
  await expect(c.getByRole('dialog', { name: 'Oops!' })).toHaveCount(0);
  await checkA11y(c);

  // Book details cannot be changed with "Order copy" only: the save is refused on the server.
  await c.goto(`/${book.id}/book-details/about`);
  const title = c.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toHaveValue(book.title);
  await expect(c.getByRole('dialog', { name: 'Oops!' })).toHaveCount(0);
  await title.fill(`${book.title} (changed)`);
  await title.blur();
  await expect(c.getByText(/You do not have permission to do that\./).first()).toBeVisible();
  const after = await page.request.get(`/api/project/${book.id}`);
  expect((await after.json()).payload.title).toBe(book.title);

  // The author removes the contributor.
  await page.reload();
  // Found by this run's e-mail: a retry of this test finds the first try's Cora Reed as well.
  await row.getByRole('button', { name: 'Remove Cora Reed' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Contributor' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);

  // The contributor's next action answers 34007: signed out, then the contributor page after 2 s.
  await c.goto('/projects');
  await expect(c).toHaveURL(new RegExp(`/contributor/\\?authorShareKey=${key}$`), { timeout: 10_000 });
  await expect(c.getByRole('alert')).toHaveText(
    'You do not have access to this account. Please contact the author for access.',
  );
  await expect(c.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  await checkA11y(c);
  await theirs.close();
});
