import type { Page } from '@playwright/test';
import { portOfWorker } from '../ports';
import { checkA11y, expect, test, uniqueEmail } from '../support/fixtures';

/**
 * Passkeys end to end (decision 048) in Chromium with a virtual authenticator (the DevTools
 * protocol's WebAuthn domain: a platform authenticator that keeps discoverable credentials and
 * verifies the user by itself). An author adds a passkey, signs out, signs in with it and no
 * password (the button, then the e-mail field's autofill); turns two-step on by passkey and signs in with the password and the passkey as the
 * second step; is refused removing the passkey two-step asks for; turns two-step off and removes it.
 *
 * A passkey's relying party is PUBLIC_URL's host, and 127.0.0.1 (where the other walks browse)
 * cannot be one: this walk browses the same server as localhost, the relying party the server
 * takes for a loopback address.
 */
test.use({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use, testInfo) => use(`http://localhost:${portOfWorker(testInfo.parallelIndex)}`),
});

const PASSWORD = 'Passkey42Walk';

async function api(page: Page, method: 'POST' | 'DELETE' | 'GET', path: string, data?: unknown) {
  const token = (await (await page.request.get('/api/authentication/csrf-token')).json()).payload
    .token as string;
  const res = await page.request.fetch(path, {
    method,
    headers: { 'x-csrf-token': token, 'sec-fetch-site': 'same-origin' },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(200);
  return (await res.json()).payload;
}

async function signOut(page: Page) {
  await api(page, 'GET', '/api/authentication/logout');
}

test('an author adds a passkey, signs in with it, uses it as the second step, and removes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  // The account, built through the API (creating it signs in and counts as entering the password).
  const email = uniqueEmail('passkey');
  await page.goto('/sign-in');
  await api(page, 'POST', '/api/authentication/create-account', {
    email,
    password: PASSWORD,
    firstName: 'Ada',
    lastName: 'Keys',
    secretQuestion: 'What city were you born in?',
    secretAnswer: 'Porto',
    accountType: 'PUBLISHER',
    emailOptedIn: false,
  });

  // My Account: add a passkey under a name of the author's choosing.
  await page.goto('/account/passkeys');
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  await dialog.getByLabel(/Name/).fill('Walk laptop');
  await dialog.getByRole('button', { name: 'Create the passkey' }).click();
  await expect(page.getByText('Your passkey has been added.')).toBeVisible();
  const passkeys = page.getByRole('table', { name: 'Your passkeys' });
  await expect(passkeys.getByRole('row', { name: /Walk laptop/ })).toContainText('Never');
  await expect(page.getByRole('table', { name: 'Security history' })).toContainText('Passkey added');
  await checkA11y(page);
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);

  // Signed out, then in again with the passkey alone: no e-mail, no password.
  await signOut(page);
  await page.goto('/sign-in');
  await checkA11y(page);
  await expect(page.getByLabel(/Email Address/)).toHaveAttribute('autocomplete', 'username webauthn');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ada');
  const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(after.credentials[0]?.signCount).toBeGreaterThan(credentials[0]?.signCount ?? 0);

  // The browser's autofill offers the passkey in the e-mail field (conditional mediation); the
  // virtual authenticator picks it as a person would.
  await signOut(page);
  await page.goto('/sign-in');
  await page.getByLabel(/Email Address/).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ada');

  // Two-step on by passkey (the passkey sign-in counts as entering the password).
  await page.goto('/account/two-step');
  await page.getByRole('button', { name: 'Turn on with a passkey' }).click();
  await expect(page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByText('Two-step verification is on: a passkey.')).toBeVisible();

  // The password, then the passkey as the second step. The authenticator waits for a person
  // meanwhile, so the e-mail field's autofill request stays open instead of signing in.
  await signOut(page);
  await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: false });
  await page.goto('/sign-in');
  await page.getByLabel(/Email Address/).fill(email);
  await page.getByLabel(/Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await expect(page.getByText('Use your passkey to finish signing in.')).toBeVisible();
  await checkA11y(page);
  await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: true });
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByText('Verification Successful!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ada');

  // The last passkey two-step asks for stays; with two-step off it goes.
  await page.goto('/account/passkeys');
  await expect(page.getByRole('table', { name: 'Security history' })).toContainText(
    'Passkey used for two-step verification',
  );
  await page.getByRole('button', { name: 'Remove Walk laptop' }).click();
  await page
    .getByRole('dialog', { name: 'Remove the passkey' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(
    page.getByText(/This is the last passkey, and two-step verification asks for a passkey/),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await api(page, 'DELETE', '/api/account/two-step');
  await page.getByRole('button', { name: 'Remove Walk laptop' }).click();
  await page
    .getByRole('dialog', { name: 'Remove the passkey' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByText('The passkey has been removed.')).toBeVisible();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Security history' })).toContainText('Passkey removed');

  // The mails went out through the outbox (the demo mailbox).
  const { messages } = (await api(page, 'GET', '/api/dev/mailbox?limit=200')) as {
    messages: { recipient: string; kind: string }[];
  };
  const kinds = messages.filter((m) => m.recipient === email).map((m) => m.kind);
  expect(kinds.filter((k) => k.startsWith('passkey-')).sort()).toEqual([
    'passkey-added',
    'passkey-removed',
    'passkey-sign-in',
    'passkey-sign-in',
    'passkey-sign-in',
  ]);
});
