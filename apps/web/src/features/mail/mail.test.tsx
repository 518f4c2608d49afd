import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import MailboxPage from './routes/MailboxPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

const message = (over: Record<string, unknown>) => ({
  id: 'm1',
  channel: 'email',
  recipient: 'ada@example.com',
  subject: 'Reset your Quire password',
  text: 'Hello Ada,\n\nOpen http://localhost:3000/forgot-password/reset?forgotPassToken=abc within 60 minutes.',
  kind: 'password-reset',
  delivery: 'mailbox',
  createdAt: '2026-11-24T10:00:00.000Z',
  sentAt: '2026-11-24T10:00:01.000Z',
  attempts: 1,
  lastError: null,
  ...over,
});

describe('the demo mailbox', () => {
  it('lists messages as articles named by their subject, with links as links and the body never as HTML', async () => {
    mockApi({
      'GET /api/authentication/session': ok({ user: null }),
      'GET /api/dev/mailbox': ok({
        messages: [
          message({}),
          message({
            id: 'm2',
            channel: 'sms',
            subject: '',
            text: 'Your code is 123456',
            recipient: '+12025550123',
          }),
          message({
            id: 'm3',
            subject: '<b>x</b>',
            text: '<img src=x onerror=alert(1)>',
            delivery: 'failed',
            lastError: '550 refused',
          }),
        ],
      }),
    });
    renderWithProviders(<MailboxPage />, { route: '/mailbox' });
    const reset = await screen.findByRole('article', { name: 'Reset your Quire password' });
    const link = screen.getByRole('link', { name: /forgotPassToken=abc/ });
    expect(reset.contains(link)).toBe(true);
    expect(link.getAttribute('href')).toBe('http://localhost:3000/forgot-password/reset?forgotPassToken=abc');
    expect(reset.textContent).toContain('Kept in this demo mailbox (not sent)');
    expect(screen.getByRole('article', { name: 'Text message' }).textContent).toContain(
      'Your code is 123456',
    );
    const hostile = screen.getByRole('article', { name: '<b>x</b>' });
    expect(hostile.querySelector('img')).toBeNull();
    expect(hostile.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(hostile.textContent).toContain('Could not be delivered: 550 refused');
  });

  it('says there is no mailbox outside demo mode', async () => {
    mockApi({
      'GET /api/authentication/session': ok({ user: null }),
      'GET /api/dev/mailbox': fail(404, {
        code: 'NOT_FOUND',
        description: 'We could not find what you were looking for.',
      }),
    });
    renderWithProviders(<MailboxPage />, { route: '/mailbox' });
    expect(
      (await screen.findByText(/only when Quire runs in demo mode/)).closest('[role="status"]'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Oops!' })).toBeNull();
  });

  it('says who may open the mailbox when it refuses this browser', async () => {
    mockApi({
      'GET /api/authentication/session': ok({ user: null }),
      'GET /api/dev/mailbox': fail(403, {
        code: 'FORBIDDEN',
        description: 'The demo mailbox answers only on the machine Quire runs on, or to an administrator.',
      }),
    });
    renderWithProviders(<MailboxPage />, { route: '/mailbox' });
    expect(
      (await screen.findByText(/only in a browser on the machine Quire runs on/)).closest('[role="status"]'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Oops!' })).toBeNull();
  });
});
