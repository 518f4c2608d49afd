import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { fail, mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import type { VendorInfo } from './api';
import { VENDOR_CREATED_EVENT } from './components/PaymentForm';
import { VendorForm } from './components/VendorForm';
import { base, IE_PAYMENT, NEW_INFO, US_PAYMENT, US_VENDOR } from './test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  api.resetCsrfToken();
});

const type = (label: RegExp, value: string, root: HTMLElement = document.body) =>
  fireEvent.change(within(root).getByLabelText(label), { target: { value } });

describe('vendor form: publisher', () => {
  it('shows every rule message on submit and sends nothing', async () => {
    const { calls } = mockApi({ ...base, 'GET /api/vendor/info': ok(NEW_INFO) });
    renderWithProviders(<VendorForm register />);
    const form = await screen.findByRole('form', { name: 'Publisher information' });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Save publisher information' }));
    });
    expect(within(form).getByText('Please enter the publisher name.')).toBeTruthy();
    expect(within(form).getByText('Please enter the city.')).toBeTruthy();
    expect(within(form).getByText('Please select the state.')).toBeTruthy();
    expect(calls.some((c) => c.key.startsWith('POST'))).toBe(false);
    // No tax and bank section before the publisher exists.
    expect(screen.queryByRole('form', { name: 'Tax information' })).toBeNull();
  });

  it('the citizen choice No frees the country and clears the state; registration posts createPublisherAccount', async () => {
    const { calls } = mockApi({
      ...base,
      'GET /api/vendor/info': ok(NEW_INFO),
      'GET /api/vendor/loadStates/840': ok(['NY', 'CA']),
      'POST /api/project/createPublisherAccount': ok(US_VENDOR),
    });
    renderWithProviders(<VendorForm register />);
    const form = await screen.findByRole('form', { name: 'Publisher information' });
    const inputOf = (label: RegExp) =>
      within(form)
        .queryAllByLabelText(label)
        .find((el) => el.tagName === 'INPUT') as HTMLInputElement | undefined;
    const country = () => inputOf(/^Country/) as HTMLInputElement;
    expect(country().disabled).toBe(true);
    fireEvent.click(within(form).getByRole('radio', { name: 'No' }));
    expect(country().disabled).toBe(false);
    expect(country().value).toBe('');
    expect(inputOf(/^State/)).toBeUndefined();
    fireEvent.click(within(form).getByRole('radio', { name: 'Yes' }));
    await waitFor(() => expect(inputOf(/^State/)).toBeTruthy());
    expect(country().value).toBe('United States');
    type(/^Publisher name/, 'Ink Press', form);
    type(/^Address \*/, '1 Main St', form);
    type(/^City/, 'Albany', form);
    type(/^Postal code/, '12207', form);
    fireEvent.click(inputOf(/^State/) as HTMLInputElement);
    fireEvent.click(await screen.findByRole('option', { name: 'New York' }));
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Save publisher information' }));
    });
    await waitFor(() =>
      expect(calls.some((c) => c.key === 'POST /api/project/createPublisherAccount')).toBe(true),
    );
    expect(calls.find((c) => c.key === 'POST /api/project/createPublisherAccount')!.body).toMatchObject({
      publisherInfo: {
        publisherName: 'Ink Press',
        usCitizen: true,
        address: { country: '840', state: 'NY', addressType: 'Payment' },
      },
    });
  });
});

describe('vendor form: tax and bank', () => {
  it('a US individual certifies the W-9 (three checkboxes) and saves; the vendor-created event fires', async () => {
    const saved = {
      ...US_VENDOR,
      publisher: { ...US_VENDOR.publisher, status: 'Pending', statusLabel: 'Pending' },
    };
    const { calls } = mockApi({
      ...base,
      'GET /api/vendor/info': ok(US_VENDOR),
      'POST /api/vendor/updatePaymentInfo': ok(saved),
    });
    const created = vi.fn();
    window.addEventListener(VENDOR_CREATED_EVENT, created);
    renderWithProviders(<VendorForm />);
    const form = await screen.findByRole('form', { name: 'Tax information' });
    type(/^First name/, 'Ada', form);
    type(/^Last name/, 'Lovelace', form);
    type(/^SSN/, '123-45-6789', form);
    type(/^Account holder first name/, 'Ada', form);
    type(/^Account holder last name/, 'Lovelace', form);
    type(/^Bank name/, 'First Bank', form);
    type(/^Account Number/, '000123456789', form);
    type(/^Routing Number/, '021000022', form);
    fireEvent.blur(within(form).getByLabelText(/^Routing Number/));
    expect(within(form).getByText('Please enter a valid routing number.')).toBeTruthy();
    type(/^Routing Number/, '021000021', form);
    fireEvent.click(within(form).getByRole('button', { name: 'Save tax and bank information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Certify your W-9 information' });
    const confirm = within(dialog).getByRole('button', { name: 'Certify and save' }) as HTMLButtonElement;
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    fireEvent.click(boxes[0]!);
    fireEvent.click(boxes[1]!);
    expect(confirm.disabled).toBe(true);
    fireEvent.click(boxes[2]!);
    expect(confirm.disabled).toBe(false);
    await act(async () => {
      fireEvent.click(confirm);
    });
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/vendor/updatePaymentInfo')).toBe(true));
    expect(calls.find((c) => c.key === 'POST /api/vendor/updatePaymentInfo')!.body).toMatchObject({
      certifyW9: true,
      isDigital1099: false,
      taxPayerTypeId: 'INDIVIDUAL',
      idType: 'SSN',
      govtIdNumber: '123-45-6789',
      accountType: 'Checking',
      routingNumber: '021000021',
    });
    await waitFor(() => expect(created).toHaveBeenCalled());
    window.removeEventListener(VENDOR_CREATED_EVENT, created);
  });

  it('an IE company: the USD note, EUR, and an IBAN of the wrong length refused before sending', async () => {
    const ie: VendorInfo = {
      ...US_VENDOR,
      publisher: { ...US_VENDOR.publisher, usCitizen: false },
      address: { ...US_VENDOR.address, country: '372', state: '' },
      states: [],
      payment: IE_PAYMENT,
    };
    const { calls } = mockApi({ ...base, 'GET /api/vendor/info': ok(ie) });
    renderWithProviders(<VendorForm />);
    const form = await screen.findByRole('form', { name: 'Tax information' });
    expect(
      within(form).getByText('Payments to this bank account are made in US dollars (USD).'),
    ).toBeTruthy();
    expect(within(form).getByText('Currency: EUR')).toBeTruthy();
    // Bank information changed: the masked IBAN and account number must be re-entered.
    type(/^Bank name/, 'Bank of Ireland', form);
    fireEvent.click(within(form).getByRole('button', { name: 'Save tax and bank information' }));
    expect(
      await within(form).findByText(
        'You must re-enter your IBAN because other Bank Information has been changed.',
      ),
    ).toBeTruthy();
    expect(
      within(form).getByText(
        'You must re-enter your Account Number because other Bank Information has been changed.',
      ),
    ).toBeTruthy();
    type(/^IBAN/, 'IE29AIBK9311521234567', form);
    expect(within(form).getByText('Please enter 22 characters.')).toBeTruthy();
    type(/^IBAN/, 'IE28AIBK93115212345678', form);
    expect(within(form).getByText('Please enter a valid IBAN.')).toBeTruthy();
    expect(calls.some((c) => c.key === 'POST /api/vendor/updatePaymentInfo')).toBe(false);
  });

  it('a server field error shows on its field', async () => {
    mockApi({
      ...base,
      'GET /api/vendor/info': ok(US_VENDOR),
      'POST /api/vendor/updatePublisherInfo': fail(400, {
        code: 'VALIDATION',
        description: 'Max Length 100',
        field: 'publisherName',
      }),
    });
    renderWithProviders(<VendorForm />);
    const form = await screen.findByRole('form', { name: 'Publisher information' });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Save publisher information' }));
    });
    expect(await within(form).findByText('Max Length 100')).toBeTruthy();
  });
});

describe('vendor form: digital 1099', () => {
  it('a US vendor with payment information chooses the electronic 1099', async () => {
    const withPayment: VendorInfo = {
      ...US_VENDOR,
      publisher: { ...US_VENDOR.publisher, status: 'Active', statusLabel: 'Active' },
      payment: US_PAYMENT,
    };
    const { calls } = mockApi({
      ...base,
      'GET /api/vendor/info': ok(withPayment),
      'POST /api/vendor/digital1099': ok({
        ...withPayment,
        payment: { ...withPayment.payment, isDigital1099: true, email1099: 'ada@example.com' },
      }),
    });
    renderWithProviders(<VendorForm />);
    const box = await screen.findByRole('checkbox', {
      name: 'Send my Form 1099 electronically instead of by post',
    });
    await act(async () => {
      fireEvent.click(box);
    });
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/vendor/digital1099')).toBe(true));
    expect(calls.find((c) => c.key === 'POST /api/vendor/digital1099')!.body).toEqual({
      vendorNumber: 'V1234567',
      isDigital1099: true,
    });
    expect(await screen.findByText('It will be sent to ada@example.com.')).toBeTruthy();
  });
});

describe('vendor form: read-only', () => {
  it('a pending vendor sees the banner word for word and has nothing to save', async () => {
    const pending: VendorInfo = {
      ...US_VENDOR,
      publisher: { ...US_VENDOR.publisher, status: 'Pending', statusLabel: 'Pending' },
      readOnly: {
        banner: 'No changes can be made while your vendor account status is Pending.',
        code: '1003',
      },
      banner: 'No changes can be made while your vendor account status is Pending.',
    };
    mockApi({ ...base, 'GET /api/vendor/info': ok(pending) });
    renderWithProviders(<VendorForm />);
    expect(
      await screen.findByText('No changes can be made while your vendor account status is Pending.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
    expect(screen.getByLabelText(/^Publisher name/).matches(':disabled')).toBe(true);
    expect(screen.getByLabelText(/^SSN/).matches(':disabled')).toBe(true);
  });
});
