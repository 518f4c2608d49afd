import type { LoggedInUser } from '@quire/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '../../components/toasts';
import { api } from '../../lib/api-client';
import { fail, mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import type { RetailKey } from './api/keys';
import AdminRetailerKeysPage from './routes/AdminRetailerKeysPage';

const ADMIN = {
  customerId: 'C000000009',
  email: 'admin@example.com',
  firstName: 'Ada',
  lastName: 'Admin',
  permissions: ['ADMIN_PERMISSION'],
} as unknown as LoggedInUser;

const base = {
  'GET /api/authentication/session': ok({ user: ADMIN }),
  'GET /api/authentication/csrf-token': ok({ token: 't1' }),
};

const NOOK: RetailKey = {
  id: 'k1',
  name: 'Nook Store',
  prefix: 'qrk_ab12',
  createdAt: '2026-11-01T15:00:00.000Z',
  createdBy: 'admin@example.com',
  revokedAt: null,
  lastUsedAt: '2026-11-02T15:30:00.000Z',
};
const OLD: RetailKey = {
  ...NOOK,
  id: 'k0',
  name: 'Old Shop',
  prefix: 'qrk_zz99',
  createdBy: null,
  lastUsedAt: null,
  revokedAt: '2026-10-05T15:00:00.000Z',
};
const SECRET = 'qrk_cd34_9f8e7d6c5b4a39281706f5e4d3c2b1a0';

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main>
      <h1>{title}</h1>
      {children}
    </main>
  );
}

const page = () =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/retailer-keys" element={<AdminRetailerKeysPage frame={Frame} />} />
    </Routes>,
    { route: '/admin/retailer-keys' },
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  api.resetCsrfToken();
  resetToasts();
});

describe('retailer keys', () => {
  it('lists each key: name, prefix, issued, by whom, last used, revoked', async () => {
    mockApi({ ...base, 'GET /api/admin/retailer-keys': ok({ keys: [NOOK, OLD] }) });
    page();
    const table = await screen.findByRole('table', { name: 'Retailer API keys' });
    const nook = within(table).getByRole('rowheader', { name: 'Nook Store' }).closest('tr')!;
    expect(
      within(nook)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((c) => c.textContent),
    ).toEqual([
      'qrk_ab12',
      'November 1, 2026, 10:00 AM EST',
      'admin@example.com',
      'November 2, 2026, 10:30 AM EST',
      'Active',
    ]);
    expect(within(nook).getByRole('button', { name: 'Revoke the key of Nook Store' })).toBeTruthy();
    const old = within(table).getByRole('rowheader', { name: 'Old Shop' }).closest('tr')!;
    expect(
      within(old)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((c) => c.textContent),
    ).toEqual(['qrk_zz99', 'November 1, 2026, 10:00 AM EST', '—', 'Never', 'October 5, 2026, 11:00 AM EDT']);
    // A revoked key cannot be revoked again.
    expect(within(old).queryByRole('button')).toBeNull();
    expect(screen.getByText('2 keys, 1 in use')).toBeTruthy();
  });

  it('issues a key and shows its whole secret once: closing the dialog forgets it', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    let keys: RetailKey[] = [OLD];
    const issued: RetailKey = { ...NOOK, id: 'k2', name: 'Kobo', prefix: 'qrk_cd34', lastUsedAt: null };
    const { calls } = mockApi({
      ...base,
      'GET /api/admin/retailer-keys': () => ok({ keys }),
      'POST /api/admin/retailer-keys': () => {
        keys = [issued, OLD];
        return ok({ key: issued, secret: SECRET });
      },
    });
    page();
    await screen.findByRole('rowheader', { name: 'Old Shop' });
    fireEvent.click(screen.getByRole('button', { name: 'Issue a key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue a retailer key' });

    // The contract's words when the name is missing; nothing is sent.
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Issue Key' }));
    });
    expect(within(dialog).getByText('Please enter the retailer.')).toBeTruthy();
    expect(calls.some((c) => c.key === 'POST /api/admin/retailer-keys')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Retailer name/), { target: { value: '  Kobo ' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Issue Key' }));
    });
    const shown = await screen.findByRole('dialog', { name: 'The key for Kobo' });
    expect(calls.find((c) => c.key === 'POST /api/admin/retailer-keys')!.body).toEqual({ name: 'Kobo' });
    const secret = within(shown).getByLabelText('API key for Kobo') as HTMLInputElement;
    expect(secret.value).toBe(SECRET);
    expect(secret.readOnly).toBe(true);
    expect(within(shown).getByRole('alert').textContent).toContain(
      'This is the only time the whole key is shown',
    );

    await act(async () => {
      fireEvent.click(within(shown).getByRole('button', { name: 'Copy Key' }));
    });
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await screen.findByText('Content successfully copied to clipboard.')).toBeTruthy();

    // The list shows the new key by its prefix only.
    expect(await screen.findByRole('rowheader', { name: 'Kobo' })).toBeTruthy();
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);

    // Issuing again starts from an empty form, not the last secret.
    fireEvent.click(screen.getByRole('button', { name: 'Issue a key' }));
    const again = await screen.findByRole('dialog', { name: 'Issue a retailer key' });
    expect((within(again).getByLabelText(/Retailer name/) as HTMLInputElement).value).toBe('');
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it("puts the server's refusal of a name on the field", async () => {
    mockApi({
      ...base,
      'GET /api/admin/retailer-keys': ok({ keys: [] }),
      'POST /api/admin/retailer-keys': fail(400, {
        code: 'VALIDATION',
        field: 'name',
        description: 'Too big: expected string to have <=80 characters',
      }),
    });
    page();
    expect(await screen.findByText('No key has been issued yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Issue a key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue a retailer key' });
    const field = within(dialog).getByLabelText(/Retailer name/);
    fireEvent.change(field, { target: { value: 'Kobo' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Issue Key' }));
    });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Too big: expected string to have <=80 characters')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: /The key for/ })).toBeNull();
  });

  it('revokes a key only after confirmation', async () => {
    let keys: RetailKey[] = [NOOK];
    const { calls } = mockApi({
      ...base,
      'GET /api/admin/retailer-keys': () => ok({ keys }),
      'DELETE /api/admin/retailer-keys/k1': () => {
        keys = [{ ...NOOK, revokedAt: '2026-11-03T15:00:00.000Z' }];
        return ok({ key: keys[0] });
      },
    });
    page();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke the key of Nook Store' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke the key of Nook Store?' });
    expect(confirm.textContent).toContain('qrk_ab12');
    expect(calls.some((c) => c.key.startsWith('DELETE'))).toBe(false);
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke Key' }));
    });
    await waitFor(() => expect(calls.some((c) => c.key === 'DELETE /api/admin/retailer-keys/k1')).toBe(true));
    expect(await screen.findByText('The key of Nook Store was revoked.')).toBeTruthy();
    const row = screen.getByRole('rowheader', { name: 'Nook Store' }).closest('tr')!;
    await waitFor(() => expect(row.textContent).toContain('November 3, 2026'));
    expect(within(row).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('a cancelled revoke sends nothing', async () => {
    const { calls } = mockApi({ ...base, 'GET /api/admin/retailer-keys': ok({ keys: [NOOK] }) });
    page();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke the key of Nook Store' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke the key of Nook Store?' });
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.some((c) => c.key.startsWith('DELETE'))).toBe(false);
    expect(screen.getByRole('button', { name: 'Revoke the key of Nook Store' })).toBeTruthy();
  });

  it("says the server's words when a key was already revoked", async () => {
    mockApi({
      ...base,
      'GET /api/admin/retailer-keys': ok({ keys: [NOOK] }),
      'DELETE /api/admin/retailer-keys/k1': fail(404, { code: 'NOT_FOUND', description: 'No such key.' }),
    });
    page();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke the key of Nook Store' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke the key of Nook Store?' });
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke Key' }));
    });
    const refused = await screen.findByRole('dialog', { name: 'The key was not revoked' });
    expect(refused.textContent).toContain('No such key.');
    expect(screen.queryByText('The key of Nook Store was revoked.')).toBeNull();
  });

  it('says when the keys could not be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      ...base,
      'GET /api/admin/retailer-keys': fail(500, { code: '0', description: 'Something went wrong.' }),
    });
    page();
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load the retailer keys.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('asks nothing for someone who is not an administrator', async () => {
    const { calls } = mockApi({
      'GET /api/authentication/session': ok({ user: { ...ADMIN, permissions: [] } }),
      'GET /api/admin/retailer-keys': ok({ keys: [NOOK] }),
    });
    page();
    await waitFor(() => expect(calls.some((c) => c.key === 'GET /api/authentication/session')).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.some((c) => c.key === 'GET /api/admin/retailer-keys')).toBe(false);
  });
});
