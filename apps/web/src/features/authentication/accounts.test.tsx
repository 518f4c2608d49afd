import type { LoggedInUser } from '@quire/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasswordChecklist } from '../../components/PasswordChecklist';
import { api } from '../../lib/api-client';
import { storage } from '../../lib/storage';
import { fail, mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import CreateAccountPage from './routes/CreateAccountPage';
import SignInPage from './routes/SignInPage';

const USER = {
  customerId: 'c1',
  email: 'author@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  permissions: [],
  vendorStatus: 'Active',
} as unknown as LoggedInUser;

afterEach(() => {
  vi.unstubAllGlobals();
  api.resetCsrfToken();
});

function checklistState() {
  const list = screen.getByRole('list', { name: 'Your password must:' });
  return Object.fromEntries(
    within(list)
      .getAllByRole('listitem')
      .map((li) => [li.textContent?.replace(/^[✓○]/, '').replace(/:.*$/, ''), li.getAttribute('data-met')]),
  );
}

describe('password checklist', () => {
  it('ticks each rule as the password changes, in text and in data-met', () => {
    const { rerender } = renderWithProviders(
      <PasswordChecklist password="short" username="ada@example.com" />,
    );
    expect(checklistState()).toEqual({
      'Be between 8-15 characters': 'false',
      'Contain at least one capital letter': 'false',
      'Contain at least one number': 'false',
      'Be different from your username': 'true',
    });
    expect(screen.getByText('Be between 8-15 characters').textContent).toContain('not met yet');
    rerender(<PasswordChecklist password="Longenough7" username="ada@example.com" />);
    expect(Object.values(checklistState())).toEqual(['true', 'true', 'true', 'true']);
    expect(screen.getByText('Contain at least one number').textContent).toContain(': met');
    rerender(<PasswordChecklist password="ada@example.com" username="ada@example.com" />);
    expect(checklistState()['Be different from your username']).toBe('false');
  });

  it('is a polite live region so screen readers hear the changes', () => {
    renderWithProviders(<PasswordChecklist password="" username="" />);
    expect(screen.getByRole('list', { name: 'Your password must:' }).getAttribute('aria-live')).toBe(
      'polite',
    );
  });

  it('reacts while typing on the create-account page', async () => {
    mockApi({
      'GET /api/authentication/session': ok({ user: null }),
      'GET /api/account/security_questions': ok({ questions: ['What city were you born in?'] }),
    });
    renderWithProviders(<CreateAccountPage />, { route: '/create-account' });
    const password = screen.getByLabelText('Password');
    fireEvent.change(password, { target: { value: 'longenough' } });
    expect(checklistState()['Be between 8-15 characters']).toBe('true');
    expect(checklistState()['Contain at least one capital letter']).toBe('false');
    fireEvent.change(password, { target: { value: 'Longenough7' } });
    expect(checklistState()['Contain at least one capital letter']).toBe('true');
  });
});

describe('sign-in', () => {
  it("shows 30004's message on the password field, linked by aria-describedby", async () => {
    const { calls } = mockApi({
      'GET /api/authentication/session': ok({ user: null }),
      'GET /api/authentication/csrf-token': ok({ token: 't1' }),
      'POST /api/authentication/signin': fail(401, {
        code: '30004',
        description: 'Your password is not correct for this account.',
        field: 'password',
      }),
    });
    renderWithProviders(<SignInPage />, { route: '/sign-in' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Email Address/), { target: { value: 'author@example.com' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'Wrong2026' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    });
    const message = await screen.findByText('Your password is not correct for this account.');
    const input = screen.getByLabelText(/Password/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
    const signin = calls.find((c) => c.key === 'POST /api/authentication/signin')!;
    expect(signin.headers.get('x-csrf-token')).toBe('t1');
    expect(signin.body).toEqual({ email: 'author@example.com', password: 'Wrong2026' });
    expect(screen.queryByRole('dialog', { name: 'Oops!' })).toBeNull();
  });

  it('shows the required messages on an empty submit and sends nothing', async () => {
    const { calls } = mockApi({ 'GET /api/authentication/session': ok({ user: null }) });
    renderWithProviders(<SignInPage />, { route: '/sign-in' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter the email address.')).toBeTruthy();
    expect(screen.getByText('Please enter a password.')).toBeTruthy();
    expect(calls.some((c) => c.key.startsWith('POST'))).toBe(false);
  });

  it('keeps the authorShareKey from the address and sends it; warnings open the information modal', async () => {
    const { calls } = mockApi({
      'GET /api/authentication/session': ok({ user: null }),
      'GET /api/authentication/csrf-token': ok({ token: 't1' }),
      'POST /api/authentication/signin': ok({ user: USER, warnings: ['Your vendor account is not active.'] }),
    });
    renderWithProviders(<SignInPage />, { route: '/sign-in?authorShareKey=key-42' });
    await waitFor(() => expect(storage.authorShareKey()).toBe('key-42'));
    fireEvent.change(screen.getByLabelText(/Email Address/), { target: { value: 'author@example.com' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'Author2026' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Please Note' });
    expect(dialog.textContent).toContain('Your vendor account is not active.');
    expect(calls.find((c) => c.key === 'POST /api/authentication/signin')!.body).toMatchObject({
      authorShareKey: 'key-42',
    });
    expect(storage.firstName()).toBe('Ada');
  });
});

describe('create account', () => {
  it('a submit shows every required message in the spec words and the mismatch', async () => {
    mockApi({
      'GET /api/authentication/session': ok({ user: null }),
      'GET /api/account/security_questions': ok({ questions: ['What city were you born in?'] }),
    });
    renderWithProviders(<CreateAccountPage />, { route: '/create-account' });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Riverbend42' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'Riverbend4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    for (const text of [
      'Please enter the first name.',
      'Please enter the last name.',
      'Please enter the email address.',
      'Passwords do not match.',
      'Please enter the security question.',
      'Please enter the security answer.',
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
  });

  it('sends the chosen account type, question and opt-in; 30006 shows on the e-mail field', async () => {
    const { calls } = mockApi({
      'GET /api/authentication/session': ok({ user: null }),
      'GET /api/account/security_questions': ok({ questions: ['What city were you born in?'] }),
      'GET /api/authentication/csrf-token': ok({ token: 't1' }),
      'POST /api/authentication/create-account': fail(409, {
        code: '30006',
        description: 'An account with this email address already exists',
        field: 'email',
      }),
    });
    renderWithProviders(<CreateAccountPage />, { route: '/create-account' });
    const group = screen.getByRole('group', { name: 'Account Type' });
    const publisher = within(group).getByRole('radio', { name: /Author or publisher/ }) as HTMLInputElement;
    expect(publisher.checked).toBe(true);
    fireEvent.click(within(group).getByRole('radio', { name: /Promotion/ }));
    expect(publisher.checked).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: /Send me news/ }));
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: 'Maya' } });
    fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: 'Okafor' } });
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'maya@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Riverbend42' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'Riverbend42' } });
    const question = await screen.findByRole('option', { name: 'What city were you born in?' });
    fireEvent.change(screen.getByLabelText('Security Question'), { target: { value: question.textContent } });
    fireEvent.change(screen.getByLabelText('Security Answer'), { target: { value: 'Porto' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    });
    const message = await screen.findByText('An account with this email address already exists');
    const email = screen.getByLabelText('Email Address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(message.id);
    expect(calls.find((c) => c.key === 'POST /api/authentication/create-account')!.body).toMatchObject({
      accountType: 'PROMOTION',
      emailOptedIn: true,
      secretQuestion: 'What city were you born in?',
    });
  });

  it('links the Membership Agreement the new account accepts, in a new tab', () => {
    mockApi({
      'GET /api/authentication/session': ok({ user: null }),
      'GET /api/account/security_questions': ok({ questions: ['What city were you born in?'] }),
    });
    renderWithProviders(<CreateAccountPage />, { route: '/create-account' });
    const link = screen.getByRole('link', { name: 'Membership Agreement (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('/legal/membership-agreement');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.parentElement?.textContent).toBe(
      'By creating an account you accept the Membership Agreement (opens in a new tab).',
    );
  });
});
