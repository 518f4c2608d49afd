import { signIn } from '../support/book';
import { checkA11y, DEMO_AUTHOR, expect, test } from '../support/fixtures';
import { ownServer } from '../support/server';

/**
 * The session time-out (decision 050), end to end in Chromium, on a server of this spec's own with
 * a 75-second idle limit (SESSION_IDLE_SECONDS): signed in on My Account with a change typed and
 * not saved, the author sees the warning a minute before the idle end (a dialog, focus on "Stay
 * Signed In", checked by axe), stays signed in with the keyboard, and the second time lets it run
 * out: the app says the session expired and the sign-in page says why.
 */
const IDLE_SECONDS = 75;
const base = ownServer(test, 'session', Number(process.env.E2E_SESSION_PORT ?? 3313), {
  SESSION_IDLE_SECONDS: String(IDLE_SECONDS),
});

test.use({ baseURL: base });
test.describe.configure({ mode: 'serial', timeout: 240_000 });

test('the warning before the idle end: stay signed in, then signed out with the reason', async ({ page }) => {
  await signIn(page, DEMO_AUTHOR);
  await page.goto('/account/profile');
  const firstName = page.getByRole('textbox', { name: /First Name/i });
  await firstName.fill('Unsaved');

  // Fifteen seconds idle: a minute is left, and the warning opens.
  const warning = page.getByRole('dialog', { name: 'Are You Still There?' });
  await expect(warning).toBeVisible({ timeout: 40_000 });
  await expect(warning).toContainText('Anything you have not saved on this page will be lost.');
  const stay = warning.getByRole('button', { name: 'Stay Signed In' });
  await expect(stay).toBeFocused();
  await checkA11y(page, 'the session time-out warning');
  await page.keyboard.press('Enter');
  await expect(warning).toBeHidden();
  // Staying moved the end: the page still works, the typed text is still there.
  await expect(firstName).toHaveValue('Unsaved');

  // The second time nobody answers: at the end the app says so and goes to sign in.
  await expect(warning).toBeVisible({ timeout: 40_000 });
  await expect(page.getByRole('dialog', { name: 'Session Expired' })).toBeVisible({ timeout: 80_000 });
  await expect(page).toHaveURL(/\/sign-in$/, { timeout: 15_000 });
  await expect(
    page.getByRole('status').filter({ hasText: 'signed out because your session ended' }),
  ).toBeVisible();
  const session = await page.request.get('/api/authentication/session');
  expect(((await session.json()) as { payload: { user: unknown } }).payload.user).toBeNull();
});
