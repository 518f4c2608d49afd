import type { Page } from '@playwright/test';
import { checkA11y, expect, test, uniqueEmail } from '../support/fixtures';

/**
 * Vendor information in Chromium (decision 021): a new author registers as a US individual vendor in the
 * welcome flow and gets past the wizard's vendor section; a non-US company with an IE bank account
 * is refused an IBAN of the wrong length and one with a bad check digit; a pending vendor sees the
 * read-only banner and cannot save (in the form, and on the server).
 */
const PENDING_BANNER = 'No changes can be made while your vendor account status is Pending.';

type VendorInfo = { payload: { publisher: { status: string } } };

/** A new author account, signed in in this page's browser context (through the API, as the form would). */
async function newAuthor(page: Page): Promise<void> {
  const csrf = async () =>
    (
      (await (await page.request.get('/api/authentication/csrf-token')).json()) as {
        payload: { token: string };
      }
    ).payload.token;
  const res = await page.request.post('/api/authentication/create-account', {
    headers: { 'x-csrf-token': await csrf() },
    data: {
      email: uniqueEmail('vendor'),
      password: 'Quill7Write',
      firstName: 'Ada',
      lastName: 'Lovelace',
      secretQuestion: 'What city were you born in?',
      secretAnswer: 'London',
      accountType: 'PUBLISHER',
      emailOptedIn: false,
    },
  });
  expect(res.status()).toBe(200);
}

async function pick(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillPublisher(page: Page, { us }: { us: boolean }) {
  const form = page.getByRole('form', { name: 'Publisher information' });
  await form.getByLabel(/^Publisher name/).fill(us ? 'Ada Press' : 'Ink Ltd');
  if (!us) {
    await form.getByRole('radio', { name: 'No' }).check();
    await pick(page, /^Country/, 'Ireland');
  }
  await form
    .getByLabel(/^Address/)
    .first()
    .fill(us ? '1 Main St' : '2 Dame St');
  await form.getByLabel(/^City/).fill(us ? 'Albany' : 'Dublin');
  if (us) await pick(page, /^State/, 'New York');
  await form.getByLabel(/^Postal code/).fill(us ? '12207' : 'D02 X285');
  await form.getByRole('button', { name: 'Save publisher information' }).click();
  await expect(page.getByRole('form', { name: 'Tax information' })).toBeVisible();
}

test('a US individual registers in the welcome flow and gets past the vendor section', async ({ page }) => {
  await newAuthor(page);
  await page.goto('/build-a-book/choose-book-type');
  await page.getByRole('radio', { name: /ebook/i }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('The Vendor Book');
  await page.getByRole('button', { name: 'Create book' }).click();
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}\//);
  const projectId = new URL(page.url()).pathname.split('/')[1];

  await page.goto(`/${projectId}/vendor-registration`);
  await expect(page.getByRole('heading', { level: 1, name: 'Become a Quire vendor' })).toBeVisible();
  await checkA11y(page);
  await fillPublisher(page, { us: true });

  const tax = page.getByRole('form', { name: 'Tax information' });
  await tax.getByLabel(/^First name/).fill('Ada');
  await tax.getByLabel(/^Last name/).fill('Lovelace');
  await tax.getByLabel(/^SSN/).fill('123-45-6789');
  await tax.getByLabel(/^Account holder first name/).fill('Ada');
  await tax.getByLabel(/^Account holder last name/).fill('Lovelace');
  await tax.getByLabel(/^Bank name/).fill('First Bank');
  await tax.getByLabel(/^Account Number/).fill('000123456789');
  await tax.getByLabel(/^Routing Number/).fill('021000022');
  await tax.getByLabel(/^Routing Number/).blur();
  await expect(tax.getByText('Please enter a valid routing number.')).toBeVisible();
  await tax.getByLabel(/^Routing Number/).fill('021000021');
  await checkA11y(page);
  await tax.getByRole('button', { name: 'Save tax and bank information' }).click();

  const w9 = page.getByRole('dialog', { name: 'Certify your W-9 information' });
  await expect(w9).toBeVisible();
  const confirm = w9.getByRole('button', { name: 'Certify and save' });
  await expect(confirm).toBeDisabled();
  // Tab stays inside the dialog.
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await w9.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  for (const box of await w9.getByRole('checkbox').all()) await box.check();
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(w9).toBeHidden();
  // Saved: the vendor is Pending. The registration step shows the read-only banner until the wizard,
  // which no longer offers registration to a Pending vendor, moves on from it (either may come first).
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/vendor/info')).json()) as VendorInfo).payload.publisher.status,
    )
    .toBe('Pending');

  // The wizard's vendor section: shown (not Active), read-only while Pending, and Next leads past it.
  await page.goto(`/${projectId}/vendor/publisher`);
  await expect(page.getByRole('heading', { level: 1, name: 'Publisher information' })).toBeVisible();
  await expect(page.getByText(PENDING_BANNER)).toBeVisible();
  await page
    .getByRole('button', { name: /^Next: / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/vendor\/tax-bank-info$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tax and bank information' })).toBeVisible();
  await page
    .getByRole('button', { name: /^Next: / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/summary$/);
});

test('a non-US company with an IE bank: IBAN length and check digit per country', async ({ page }) => {
  await newAuthor(page);
  await page.goto('/account/vendor');
  await fillPublisher(page, { us: false });
  const tax = page.getByRole('form', { name: 'Tax information' });
  await tax.getByRole('radio', { name: 'Company', exact: true }).check();
  await tax.getByLabel(/^Company name/).fill('Ink Ltd');
  await tax.getByLabel(/^TIN/).fill('1234567T');
  await tax.getByLabel(/^VAT number/).fill('IE9876543W');
  await expect(tax.getByText('Payments to this bank account are made in US dollars (USD).')).toBeVisible();
  await tax.getByRole('radio', { name: 'A company' }).check();
  await tax.getByLabel(/^Account holder company name/).fill('Ink Ltd');
  await tax.getByLabel(/^Bank name/).fill('AIB');
  await tax.getByLabel(/^Account Number/).fill('12345678');
  await tax.getByLabel(/^IBAN/).fill('IE29 AIBK 9311 5212 3456 7');
  await tax.getByLabel(/^SWIFT/).fill('AIBKIE2D');
  await tax.getByRole('button', { name: 'Save tax and bank information' }).click();
  await expect(tax.getByText('Please enter 22 characters.')).toBeVisible();
  await tax.getByLabel(/^IBAN/).fill('IE28 AIBK 9311 5212 3456 78');
  await expect(tax.getByText('Please enter a valid IBAN.')).toBeVisible();
  await tax.getByLabel(/^IBAN/).fill('IE29 AIBK 9311 5212 3456 78');
  await expect(tax.getByText('Please enter a valid IBAN.')).toHaveCount(0);
  await checkA11y(page);
  await tax.getByRole('button', { name: 'Save tax and bank information' }).click();
  await expect(page.getByText(PENDING_BANNER)).toBeVisible();
  await expect(page.getByLabel(/^IBAN/)).toHaveValue('XXXXXXXXXXXXXXXXXX5678');
});

test('a pending vendor sees the read-only banner and cannot save, in the form or on the server', async ({
  page,
}) => {
  await newAuthor(page);
  await page.goto('/account/vendor');
  await fillPublisher(page, { us: true });
  const tax = page.getByRole('form', { name: 'Tax information' });
  await tax.getByLabel(/^First name/).fill('Ada');
  await tax.getByLabel(/^Last name/).fill('Lovelace');
  await tax.getByLabel(/^SSN/).fill('123456789');
  await tax.getByLabel(/^Account holder first name/).fill('Ada');
  await tax.getByLabel(/^Account holder last name/).fill('Lovelace');
  await tax.getByLabel(/^Bank name/).fill('First Bank');
  await tax.getByLabel(/^Account Number/).fill('000123456789');
  await tax.getByLabel(/^Routing Number/).fill('021000021');
  await tax.getByRole('button', { name: 'Save tax and bank information' }).click();
  const w9 = page.getByRole('dialog', { name: 'Certify your W-9 information' });
  for (const box of await w9.getByRole('checkbox').all()) await box.check();
  await w9.getByRole('button', { name: 'Certify and save' }).click();
  await expect(page.getByText(PENDING_BANNER)).toBeVisible();

  await page.reload();
  await expect(page.getByText(PENDING_BANNER)).toBeVisible();
  await checkA11y(page);
  await expect(page.getByRole('button', { name: /^Save/ })).toHaveCount(0);
  await expect(page.getByLabel(/^Publisher name/)).toBeDisabled();
  await expect(page.getByLabel(/^SSN/)).toBeDisabled();
  await expect(page.getByLabel(/^SSN/)).toHaveValue('XXXXX6789');
  await expect(page.getByLabel(/^Account Number/)).toHaveValue('XXXXXXXX6789');

  const token = (
    (await (await page.request.get('/api/authentication/csrf-token')).json()) as {
      payload: { token: string };
    }
  ).payload.token;
  const res = await page.request.post('/api/vendor/updatePublisherInfo', {
    headers: { 'x-csrf-token': token },
    data: {
      publisherName: 'Changed',
      publisherWebSite: '',
      usCitizen: true,
      address: {
        addressLine1: '1 Main St',
        addressLine2: '',
        city: 'Albany',
        zip: '12207',
        phone: '',
        country: '840',
        state: 'NY',
        addressType: 'Payment',
      },
    },
  });
  expect(res.status()).toBe(403);
  expect(((await res.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('1003');
});
