import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { fail, mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import ForgotPasswordPage from './routes/ForgotPasswordPage';
import ResetPasswordPage from './routes/ResetPasswordPage';

afterEach(() => {
  vi.unstubAllGlobals();
  api.resetCsrfToken();
});

const QUESTION = 'What city were you born in?';
const TOKEN = 'A'.repeat(43);

describe('forgot password', () => {
  it('walks e-mail → question → answer → check your mailbox, with the question shown and focus on each heading', async () => {
    const { calls } = mockApi({
      'GET /api/authentication/session': ok({ user: null }),
      'GET /api/authentication/csrf-token': ok({ token: 't1' }),
      'POST /api/authentication/forgot-password': ok({ email: 'ada@example.com', question: QUESTION }),
      'POST /api/authentication/forgot-password-question-answer': ok({ sent: true }),
      'GET /api/dev/mailbox': ok({ messages: [] }),
    });
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot Your Password?' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Email Address/), { target: { value: ' ada@example.com ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Answer Your Security Question' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect((screen.getByLabelText('Security question') as HTMLInputElement).value).toBe(QUESTION);
    fireEvent.change(screen.getByLabelText(/Security answer/), { target: { value: 'London' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'E-mail Me a Link' }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Check Your Mailbox' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('ada@example.com');
    expect(await screen.findByRole('link', { name: /demo mailbox/ })).toBeTruthy();
    expect(calls.find((c) => c.key === 'POST /api/authentication/forgot-password')?.body).toEqual({
      email: 'ada@example.com',
    });
    expect(
      calls.find((c) => c.key === 'POST /api/authentication/forgot-password-question-answer')?.body,
    ).toEqual({
      email: 'ada@example.com',
      question: QUESTION,
      answer: 'London',
    });
  });

  it('shows a wrong answer and code 2 on the answer field, in the catalogue words, and no "Oops!"', async () => {
    let reply = fail(400, {
      code: 'SECURITY_ANSWER_INCORRECT',
      description: 'That answer does not match our records. Please try again.',
      field: 'answer',
    });
    const { calls } = mockApi({
      'GET /api/authentication/session': ok({ user: null }),
      'GET /api/authentication/csrf-token': ok({ token: 't1' }),
      'POST /api/authentication/forgot-password': ok({ email: 'ada@example.com', question: QUESTION }),
      'POST /api/authentication/forgot-password-question-answer': () => reply,
    });
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    fireEvent.change(screen.getByLabelText(/Email Address/), { target: { value: 'ada@example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    });
    const answer = await screen.findByLabelText(/Security answer/);
    // Too short for a security answer: code 2 in the browser, nothing sent.
    fireEvent.change(answer, { target: { value: 'ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'E-mail Me a Link' }));
    expect(
      await screen.findByText('Your security answer does not meet the requirements. Please try again.'),
    ).toBeTruthy();
    expect(calls.some((c) => c.key.endsWith('question-answer'))).toBe(false);

    fireEvent.change(answer, { target: { value: 'Paris' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'E-mail Me a Link' }));
    });
    const message = await screen.findByText('That answer does not match our records. Please try again.');
    expect(answer.getAttribute('aria-invalid')).toBe('true');
    expect(answer.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.queryByRole('dialog', { name: 'Oops!' })).toBeNull();
    reply = ok({ sent: true });
  });

  it('shows too many wrong answers (RECOVERY_LOCKED) on the answer field, not in "Oops!"', async () => {
    mockApi({
      'GET /api/authentication/session': ok({ user: null }),
      'GET /api/authentication/csrf-token': ok({ token: 't1' }),
      'POST /api/authentication/forgot-password': ok({ email: 'ada@example.com', question: QUESTION }),
      // Without a field: the catalogue puts RECOVERY_LOCKED on the answer (the server sends it too).
      'POST /api/authentication/forgot-password-question-answer': fail(429, {
        code: 'RECOVERY_LOCKED',
        description: 'Too many wrong answers for this e-mail address. Please try again in 15 minutes.',
      }),
    });
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    fireEvent.change(screen.getByLabelText(/Email Address/), { target: { value: 'ada@example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    });
    const answer = await screen.findByLabelText(/Security answer/);
    fireEvent.change(answer, { target: { value: 'Paris' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'E-mail Me a Link' }));
    });
    const message = await screen.findByText(
      'Too many wrong answers for this e-mail address. Please try again in 15 minutes.',
    );
    expect(answer.getAttribute('aria-invalid')).toBe('true');
    expect(answer.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.queryByRole('dialog', { name: 'Oops!' })).toBeNull();
    expect(screen.queryByText(/Check Your Mailbox/)).toBeNull();
  });

  it('shows the e-mail rules in the spec words before asking', async () => {
    const { calls } = mockApi({ 'GET /api/authentication/session': ok({ user: null }) });
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter the email address.')).toBeTruthy();
    expect(calls.some((c) => c.key.startsWith('POST'))).toBe(false);
  });
});

describe('reset password (the link)', () => {
  it('checks the link, ticks the checklist, sets the password and says the user is signed out', async () => {
    const { calls } = mockApi({
      'GET /api/authentication/session': ok({ user: null }),
      'GET /api/authentication/csrf-token': ok({ token: 't1' }),
      'GET /api/authentication/forgot-password-token-check': ok({ valid: true, email: 'ada@example.com' }),
      'POST /api/authentication/forgot-password-update': ok({ updated: true }),
    });
    renderWithProviders(<ResetPasswordPage />, { route: `/forgot-password/reset?forgotPassToken=${TOKEN}` });
    const password = await screen.findByLabelText(/New password/);
    expect(screen.getByText(/Choose a new password for ada@example.com/)).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Your password must:' });
    fireEvent.change(password, { target: { value: 'fresh' } });
    expect(list.querySelector('[data-met="false"]')).toBeTruthy();
    fireEvent.change(password, { target: { value: 'Fresh8Ink' } });
    expect(list.querySelector('[data-met="false"]')).toBeNull();
    fireEvent.change(screen.getByLabelText(/Confirm new password/), { target: { value: 'Fresh8Ink' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Your Password Has Been Changed' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(calls.find((c) => c.key === 'POST /api/authentication/forgot-password-update')?.body).toEqual({
      forgotPassToken: TOKEN,
      password: 'Fresh8Ink',
    });
  });

  it('refuses a password equal to the account e-mail in the spec words, in the browser', async () => {
    mockApi({
      'GET /api/authentication/session': ok({ user: null }),
      'GET /api/authentication/forgot-password-token-check': ok({ valid: true, email: 'k1234@q.io' }),
    });
    renderWithProviders(<ResetPasswordPage />, { route: `/forgot-password/reset?forgotPassToken=${TOKEN}` });
    const password = await screen.findByLabelText(/New password/);
    fireEvent.change(password, { target: { value: 'K1234@q.io' } });
    fireEvent.blur(password);
    expect(await screen.findByText("Your password can't be the same as your username.")).toBeTruthy();
  });

  it('says when a link is used or expired and offers a new one', async () => {
    mockApi({
      'GET /api/authentication/session': ok({ user: null }),
      'GET /api/authentication/forgot-password-token-check': fail(400, {
        code: 'RESET_LINK_INVALID',
        description: 'This password reset link is not valid or has expired. Please ask for a new one.',
        field: 'forgotPassToken',
      }),
    });
    renderWithProviders(<ResetPasswordPage />, { route: `/forgot-password/reset?forgotPassToken=${TOKEN}` });
    expect((await screen.findByRole('alert')).textContent).toContain('not valid or has expired');
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.queryByRole('dialog', { name: 'Oops!' })).toBeNull();
  });
});
