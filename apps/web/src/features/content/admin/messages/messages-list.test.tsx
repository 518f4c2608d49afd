import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../../test/fetch-mock';
import {
  ADMIN,
  AUTHOR,
  adminCalls,
  asked,
  Frame,
  message,
  PAYLOAD,
  renderRoutes,
  resetApi,
  resetApiAndPayload,
  signedIn,
  where,
} from '../test-fixtures';
import AdminMessagesPage from './AdminMessagesPage';

afterEach(resetApiAndPayload);

const LIST = 'GET /api/admin/broadcast-messages';
const PATH = '/api/admin/broadcast-messages';

const CRITICAL = message({
  messageId: 'm2',
  typeId: 3,
  title: 'Price change',
  severity: 'CRITICAL',
  status: 'ACTIVE',
  endAt: null,
  audience: {
    kind: 'SEGMENT',
    recipients: [],
    roles: ['PUBLISHER'],
    formats: ['EBOOK'],
    countries: ['US', 'CA'],
    onSaleOnly: true,
    eans: ['9780000000019', '9780000000026'],
  },
  recipientCount: 120,
  readCount: 7,
});

const listPage = (route = '/admin/broadcast-messages') =>
  renderRoutes({ '/admin/broadcast-messages': <AdminMessagesPage frame={Frame} /> }, route);

describe('the broadcast messages list', () => {
  it('shows each message with its type, severity, times, audience and counts', async () => {
    const { fetchMock } = mockApi({
      ...signedIn(ADMIN),
      [LIST]: ok({ messages: [message(), CRITICAL], totalCount: 2 }),
    });
    listPage();
    const row = (await screen.findByRole('rowheader', { name: 'Price change' })).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 8)).toEqual([
      'Promotion',
      'Critical',
      'Active',
      'March 1, 2027, 9:00 AM EST',
      'No end',
      'Publishers, eBook; US, CA; on sale only; 2 EANs',
      '120',
      '7',
    ]);
    const info = screen.getByRole('rowheader', { name: 'Maintenance tonight' }).closest('tr')!;
    expect(info.textContent).toContain('Ann Author, Bob Books');
    expect(info.textContent).toContain('Info');
    expect(within(row).getByRole('link', { name: 'Edit Price change' }).getAttribute('href')).toBe(
      '/admin/broadcast-messages/m2/edit',
    );
    expect(screen.getByRole('link', { name: 'New message' }).getAttribute('href')).toBe(
      '/admin/broadcast-messages/new',
    );
    expect(asked(fetchMock, PATH)).toEqual([{ pageNumber: '1', recordsPerPage: '20' }]);
  });

  it('keeps the type, the status and the page in the address, and asks for them', async () => {
    const { fetchMock } = mockApi({
      ...signedIn(ADMIN),
      [LIST]: ok({ messages: [message()], totalCount: 45 }),
    });
    listPage();
    await screen.findByRole('rowheader', { name: 'Maintenance tonight' });

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Promotion' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Promotion' }));
    await waitFor(() => expect(where(screen)).toBe('/admin/broadcast-messages?type=3'));

    fireEvent.change(await screen.findByLabelText('Status'), { target: { value: 'EXPIRED' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show messages' }));
    await waitFor(() => expect(where(screen)).toBe('/admin/broadcast-messages?type=3&status=EXPIRED'));

    fireEvent.click(await screen.findByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(where(screen)).toBe('/admin/broadcast-messages?type=3&status=EXPIRED&page=2'));
    await waitFor(() =>
      expect(asked(fetchMock, PATH).at(-1)).toEqual({
        pageNumber: '2',
        recordsPerPage: '20',
        typeId: '3',
        status: 'EXPIRED',
      }),
    );
    expect(asked(fetchMock, PATH)).toContainEqual({ pageNumber: '1', recordsPerPage: '20', typeId: '3' });
  });

  it('reads the filters from the address and corrects what is not valid', async () => {
    const { fetchMock } = mockApi({
      ...signedIn(ADMIN),
      [LIST]: ok({ messages: [message()], totalCount: 45 }),
    });
    listPage('/admin/broadcast-messages?type=1&status=ACTIVE&page=2');
    await screen.findByRole('rowheader', { name: 'Maintenance tonight' });
    expect(asked(fetchMock, PATH)).toEqual([
      { pageNumber: '2', recordsPerPage: '20', typeId: '1', status: 'ACTIVE' },
    ]);
    expect(screen.getByRole('tab', { name: 'Marketing' }).getAttribute('aria-selected')).toBe('true');
    resetApi();

    const second = mockApi({ ...signedIn(ADMIN), [LIST]: ok({ messages: [], totalCount: 0 }) });
    listPage('/admin/broadcast-messages?type=9&status=LATE');
    expect(await screen.findByText('No message matches these filters.')).toBeTruthy();
    expect(asked(second.fetchMock, PATH)).toEqual([{ pageNumber: '1', recordsPerPage: '20' }]);
  });

  it('deletes a message only once confirmed, then asks for the list again', async () => {
    const { calls, fetchMock } = mockApi({
      ...signedIn(ADMIN),
      [LIST]: ok({ messages: [message()], totalCount: 1 }),
      'DELETE /api/admin/broadcast-message-delete': ok({
        messages: [],
        totalCount: 0,
        deleted: true,
        id: 'm1',
      }),
    });
    listPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Maintenance tonight' }));
    const confirm = await screen.findByRole('dialog', { name: /Delete the message “Maintenance tonight”/ });
    expect(calls.some((c) => c.key.startsWith('DELETE'))).toBe(false);
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    });
    await waitFor(() =>
      expect(asked(fetchMock, '/api/admin/broadcast-message-delete')).toEqual([{ id: 'm1' }]),
    );
    await waitFor(() => expect(asked(fetchMock, PATH)).toHaveLength(2));
  });

  it('shows who has read a message, a page at a time', async () => {
    const read = (n: number) => ({
      customerId: `C${n}`,
      email: `reader${n}@example.com`,
      dismissedAt: '2027-03-01T15:00:00.000Z',
      acknowledgedAt: null,
    });
    const { fetchMock } = mockApi({
      ...signedIn(ADMIN),
      [LIST]: ok({ messages: [message()], totalCount: 1 }),
      'GET /api/admin/broadcast-message-reads': ok({ reads: [read(1), read(2)], totalCount: 25 }),
    });
    listPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Who has read it: Maintenance tonight' }));
    const dialog = await screen.findByRole('dialog', { name: 'Who has read “Maintenance tonight”' });
    const row = (await within(dialog).findByRole('rowheader', { name: 'reader1@example.com' })).closest(
      'tr',
    )!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['March 1, 2027, 10:00 AM EST', '—']);
    expect(within(dialog).getByText('25 accounts have read it.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(asked(fetchMock, '/api/admin/broadcast-message-reads')).toEqual([
        { id: 'm1', pageNumber: '1', recordsPerPage: '20' },
        { id: 'm1', pageNumber: '2', recordsPerPage: '20' },
      ]),
    );
  });

  it('previews a saved message with its HTML cleaned: nothing from the server runs or shows', async () => {
    mockApi({
      ...signedIn(ADMIN),
      [LIST]: ok({ messages: [message()], totalCount: 1 }),
      'GET /api/admin/preview-message': ok({
        preview: {
          messageId: 'm1',
          typeId: 2,
          title: 'Maintenance tonight',
          details: PAYLOAD,
          link: null,
          severity: 'CRITICAL',
          startAt: '2027-03-01T09:00:00-05:00',
          affectedTitles: 3,
        },
        recipientCount: 12,
      }),
    });
    listPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Preview Maintenance tonight' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview of “Maintenance tonight”' });
    await within(dialog).findByText('authors');
    expect(within(dialog).getByText('Reaches 12 accounts now.')).toBeTruthy();
    expect(within(dialog).getByText('3 of your titles')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'I have read this' })).toBeTruthy();
    expect(dialog.querySelector('script, img, iframe, [onerror]')).toBeNull();
    expect(dialog.innerHTML).not.toContain('javascript:');
    expect(dialog.innerHTML).not.toContain('__pwned');
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
  });

  it('asks nothing for someone who is not an administrator', async () => {
    const { fetchMock } = mockApi({
      ...signedIn(AUTHOR),
      [LIST]: ok({ messages: [message()], totalCount: 1 }),
    });
    listPage();
    await waitFor(() => expect(asked(fetchMock, '/api/authentication/session')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(adminCalls(fetchMock)).toEqual([]);
  });
});
