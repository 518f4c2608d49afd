import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { fail, mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import type { VendorInfo } from './api';
import { VendorForm } from './components/VendorForm';
import {
  base,
  IE_PENDING,
  NEW_INFO,
  PENDING_BANNER,
  US_PAYMENT,
  US_VENDOR,
  W_FILE_BANNER,
} from './test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  api.resetCsrfToken();
});

const NON_US_LINE = 'W-8 expiry: Pending · Exemption rate: On Payment Hold';

const IE_SUBMITTED: VendorInfo = {
  ...IE_PENDING,
  wFileBanner: null,
  taxForm: {
    ...IE_PENDING.taxForm,
    wFileStatus: 'Submitted',
    statusText: 'Submitted: we received your signed Form W-8 (w8.pdf) on 5 March 2026 and are checking it.',
    uploadAllowed: false,
    fileName: 'w8.pdf',
  },
  nextSteps:
    'We are reviewing your vendor account: this takes up to 5 business days, and we will e-mail you the result. Nothing more is needed from you.',
};

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const pdf = (name = 'w8.pdf') => new File(['%PDF-1.4\n'], name, { type: 'application/pdf' });
const type = (label: RegExp, value: string, root: HTMLElement) =>
  fireEvent.change(within(root).getByLabelText(label), { target: { value } });

describe('vendor page: the tax form the banner asks for', () => {
  it('a Pending non-US vendor reads the status in words, what happens next, the W-8 line explained, and uploads the form', async () => {
    const { fetchMock } = mockApi({
      ...base,
      'GET /api/vendor/info': ok(IE_PENDING),
      'POST /api/vendor/tax-form': ok(IE_SUBMITTED),
    });
    // The upload waits until the test lets it finish, to see the feedback while it runs.
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/api/vendor/tax-form')) await gate;
      return fetchMock(input, init);
    });
    renderWithProviders(<VendorForm />);
    expect(await screen.findByText(PENDING_BANNER)).toBeTruthy();
    const banner = screen.getByTestId('vendor-w-file');
    expect(within(banner).getByText(W_FILE_BANNER)).toBeTruthy();
    expect(
      screen.getByText(/^Your Form W-8: Not submitted: please upload your signed Form W-8/),
    ).toBeTruthy();
    expect(screen.getByTestId('vendor-next-steps').textContent).toBe(IE_PENDING.nextSteps);
    expect(screen.getByText(NON_US_LINE)).toBeTruthy();
    expect(screen.getByText(/^As a non-US taxpayer you are paid under your Form W-8\./)).toBeTruthy();

    // The upload sits in the banner, operable from the keyboard: a labelled file button and Upload.
    const upload = within(banner).getByRole('form', { name: 'Your signed tax form' });
    const picker = within(upload).getByRole('button', { name: /Your signed tax form/ });
    expect(picker.tabIndex).not.toBe(-1);
    const send = within(upload).getByRole('button', { name: 'Upload signed form' }) as HTMLButtonElement;
    expect(send.disabled).toBe(false);

    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(
      await within(upload).findByText('Please upload your signed tax form as a PDF, PNG or JPEG file.'),
    ).toBeTruthy();
    const big = pdf('huge.pdf');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    choose(big);
    expect(
      await within(upload).findByText('The file is too large: a tax form can be at most 10 MB.'),
    ).toBeTruthy();
    await act(async () => {
      fireEvent.submit(upload);
    });
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/api/vendor/tax-form'))).toBe(false);

    choose(pdf());
    await act(async () => {
      fireEvent.submit(upload);
    });
    expect(await screen.findAllByText('Uploading w8.pdf…')).not.toHaveLength(0);
    await act(async () => {
      release();
    });
    await waitFor(() =>
      expect(
        screen.getByText(
          'Your Form W-8: Submitted: we received your signed Form W-8 (w8.pdf) on 5 March 2026 and are checking it.',
        ),
      ).toBeTruthy(),
    );
    const [, init] = fetchMock.mock.calls.find(([u]) => String(u).includes('/api/vendor/tax-form'))!;
    expect(((init as RequestInit).body as FormData).get('file')).toBeInstanceOf(File);
    expect(screen.queryByTestId('vendor-w-file')).toBeNull();
    expect(screen.getByTestId('vendor-next-steps').textContent).toMatch(/up to 5 business days/);
  });

  it('says the server’s refusal on the file in words', async () => {
    mockApi({
      ...base,
      'GET /api/vendor/info': ok(IE_PENDING),
      'POST /api/vendor/tax-form': fail(400, {
        code: 'VALIDATION',
        field: 'file',
        description: 'Please upload your signed tax form as a PDF, PNG or JPEG file.',
      }),
    });
    renderWithProviders(<VendorForm />);
    const upload = await screen.findByRole('form', { name: 'Your signed tax form' });
    choose(pdf('fake.pdf'));
    await act(async () => {
      fireEvent.submit(upload);
    });
    expect(
      await within(upload).findByText('Please upload your signed tax form as a PDF, PNG or JPEG file.'),
    ).toBeTruthy();
  });

  it('a US vendor who signed electronically is asked for nothing and sees no W-8 line', async () => {
    const signed: VendorInfo = {
      ...US_VENDOR,
      publisher: { ...US_VENDOR.publisher, status: 'Pending', statusLabel: 'Pending' },
      payment: { ...US_PAYMENT, wFileStatus: 'Submitted' },
      readOnly: { banner: PENDING_BANNER, code: '1003' },
      banner: PENDING_BANNER,
      taxForm: {
        ...US_VENDOR.taxForm,
        wFileStatus: 'Submitted',
        statusText: 'Submitted: you signed your Form W-9 electronically on March 5, 2026.',
        certifiedAt: '2026-03-05T15:00:00.000Z',
        certifiedBy: 'Ada Lovelace <ada@example.com>',
      },
      nextSteps: IE_SUBMITTED.nextSteps,
    };
    mockApi({ ...base, 'GET /api/vendor/info': ok(signed) });
    renderWithProviders(<VendorForm />);
    expect(
      await screen.findByText(
        'Your Form W-9: Submitted: you signed your Form W-9 electronically on March 5, 2026.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Signed electronically by Ada Lovelace <ada@example.com>.')).toBeTruthy();
    expect(screen.queryByTestId('vendor-w-file')).toBeNull();
    expect(screen.queryByText(NON_US_LINE)).toBeNull();
    expect(screen.queryByText(/W-8 expiry/)).toBeNull();
  });

  it('a Rejected vendor is told so and how to get help, never that the account is active', async () => {
    const rejected: VendorInfo = {
      ...US_VENDOR,
      publisher: { ...US_VENDOR.publisher, status: 'Rejected', statusLabel: 'Rejected' },
      payment: { ...US_PAYMENT, wFileStatus: 'Submitted' },
      readOnly: {
        banner: 'No changes can be made because your vendor account status is Rejected.',
        code: '1003',
      },
      banner: 'No changes can be made because your vendor account status is Rejected.',
      nextSteps:
        'Your vendor account was not approved, and we have e-mailed you the reason. To ask about it, or to have your account reviewed again, contact support.',
    };
    mockApi({ ...base, 'GET /api/vendor/info': ok(rejected) });
    const { container } = renderWithProviders(<VendorForm />);
    expect(await screen.findByText(/^Your vendor account was not approved/)).toBeTruthy();
    expect(container.textContent).not.toMatch(/is now Active|account is active/i);
  });
});

describe('vendor page: before the form locks', () => {
  it('the State picker finds Maine by name and keeps its code', async () => {
    const { calls } = mockApi({
      ...base,
      'GET /api/vendor/info': ok({ ...NEW_INFO, states: ['ME', 'NY', 'CA'] }),
      'POST /api/project/createPublisherAccount': ok(US_VENDOR),
    });
    renderWithProviders(<VendorForm register />);
    const form = await screen.findByRole('form', { name: 'Publisher information' });
    type(/^Publisher name/, 'Ink Press', form);
    type(/^Address \*/, '1 Main St', form);
    type(/^City/, 'Portland', form);
    type(/^Postal code/, '04101', form);
    const state = within(form).getByRole('combobox', { name: /^State/ });
    await userEvent.setup().type(state, 'main');
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Maine']));
    fireEvent.click(screen.getByRole('option', { name: 'Maine' }));
    expect((state as HTMLInputElement).value).toBe('Maine');
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Save publisher information' }));
    });
    await waitFor(() =>
      expect(calls.some((c) => c.key === 'POST /api/project/createPublisherAccount')).toBe(true),
    );
    expect(calls.find((c) => c.key === 'POST /api/project/createPublisherAccount')!.body).toMatchObject({
      publisherInfo: { address: { state: 'ME' } },
    });
  });

  it('the 1099 delivery choice is offered in the tax form and sent with the first save', async () => {
    const { calls } = mockApi({
      ...base,
      'GET /api/vendor/info': ok(US_VENDOR),
      'POST /api/vendor/updatePaymentInfo': ok({
        ...US_VENDOR,
        publisher: { ...US_VENDOR.publisher, status: 'Pending', statusLabel: 'Pending' },
      }),
    });
    renderWithProviders(<VendorForm />);
    const form = await screen.findByRole('form', { name: 'Tax information' });
    const box = within(form).getByRole('checkbox', {
      name: 'Send my Form 1099 electronically instead of by post',
    }) as HTMLInputElement;
    expect(box.disabled).toBe(false);
    fireEvent.click(box);
    expect(within(form).getByText('It will be sent to the e-mail address you sign in with.')).toBeTruthy();
    type(/^First name/, 'Ada', form);
    type(/^Last name/, 'Lovelace', form);
    type(/^SSN/, '123-45-6789', form);
    type(/^Account holder first name/, 'Ada', form);
    type(/^Account holder last name/, 'Lovelace', form);
    type(/^Bank name/, 'First Bank', form);
    type(/^Account Number/, '000123456789', form);
    type(/^Routing Number/, '021000021', form);
    fireEvent.click(within(form).getByRole('button', { name: 'Save tax and bank information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Certify your W-9 information' });
    expect(within(dialog).getByText(/^Certifying is your electronic signature of Form W-9/)).toBeTruthy();
    for (const b of within(dialog).getAllByRole('checkbox')) fireEvent.click(b);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Certify and save' }));
    });
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/vendor/updatePaymentInfo')).toBe(true));
    expect(calls.find((c) => c.key === 'POST /api/vendor/updatePaymentInfo')!.body).toMatchObject({
      certifyW9: true,
      isDigital1099: true,
    });
  });
});
