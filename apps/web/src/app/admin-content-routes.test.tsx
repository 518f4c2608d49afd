import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api-client';
import { appPaths } from '../test/app-paths';
import { mockApi, ok } from '../test/fetch-mock';
import { renderWithProviders } from '../test/render';
import AdminMessagesRoute, { AdminMessageEditRoute } from './admin-content-messages-route';
import AdminStaticPagesRoute from './admin-content-pages-route';

const ADMIN = { customerId: 'C000000009', firstName: 'Ada', permissions: ['ADMIN_PERMISSION'] };
const AUTHOR = { customerId: 'C000000001', firstName: 'Ann', permissions: [] };

afterEach(() => {
  vi.unstubAllGlobals();
  api.resetCsrfToken();
});

const at = (path: string, element: ReactElement) =>
  renderWithProviders(
    <Routes>
      <Route path={path} element={element} />
    </Routes>,
    { route: path },
  );

describe('the content feature’s broadcast messages and static pages in the admin pages', () => {
  it('lists the messages in the admin frame, linked from its navigation with the static pages', async () => {
    mockApi({
      'GET /api/authentication/session': ok({ user: ADMIN }),
      'GET /api/admin/broadcast-messages': ok({ messages: [], totalCount: 0 }),
    });
    at('/admin/broadcast-messages', <AdminMessagesRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Broadcast messages' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Administration' });
    const messages = within(nav).getByRole('link', { name: 'Broadcast messages' });
    expect(messages.getAttribute('href')).toBe('/admin/broadcast-messages');
    expect(messages.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Static pages' }).getAttribute('href')).toBe(
      '/admin/static-pages',
    );
    expect(await screen.findByText('No message matches these filters.')).toBeTruthy();
  });

  it("writes the message's text with the wizard's rich-text editor", async () => {
    mockApi({ 'GET /api/authentication/session': ok({ user: ADMIN }) });
    at('/admin/broadcast-messages/new', <AdminMessageEditRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'New broadcast message' })).toBeTruthy();
    const editor = await screen.findByRole('textbox', { name: 'Message' }, { timeout: 8000 });
    expect(editor.getAttribute('contenteditable')).toBe('true');
    expect(screen.getByRole('toolbar', { name: 'Formatting of the message' })).toBeTruthy();
  });

  it('is for administrators only and asks nothing for anyone else', async () => {
    const { calls } = mockApi({
      'GET /api/authentication/session': ok({ user: AUTHOR }),
      'GET /api/admin/static-pages': ok({ pages: [] }),
    });
    at('/admin/static-pages', <AdminStaticPagesRoute />);
    expect(await screen.findByText('This page is for administrators.')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.map((c) => c.key)).toEqual(['GET /api/authentication/session']);
  });

  it('routes the messages and the static pages', () => {
    const paths = appPaths();
    expect(paths).toEqual(
      expect.arrayContaining([
        'admin/broadcast-messages',
        'admin/broadcast-messages/new',
        'admin/broadcast-messages/:messageId/edit',
        'admin/static-pages',
        'admin/static-pages/edit',
      ]),
    );
  });
});
