import { CONTENT_MESSAGES as M } from '@quire/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../../test/fetch-mock';
import {
  ADMIN,
  AUTHOR,
  adminCalls,
  asked,
  BOB,
  Frame,
  holdThenFail,
  message,
  PAYLOAD,
  renderRoutes,
  resetApiAndPayload,
  signedIn,
  spyOnErrorDialog,
  where,
} from '../test-fixtures';
import AdminMessageEditPage from './AdminMessageEditPage';

afterEach(resetApiAndPayload);

const CREATE = 'POST /api/admin/broadcast-message-create';
const UPDATE = 'PUT /api/admin/broadcast-message-create';
const PREVIEW = 'POST /api/admin/broadcast-message-preview';
const ONE = 'GET /api/admin/broadcast-message';
const NOT_FOUND = fail(404, {
  code: 'NOT_FOUND',
  field: 'messageId',
  description: 'There is no such broadcast message. It may have been deleted.',
});

const editor = (route: string) =>
  renderRoutes(
    {
      '/admin/broadcast-messages': <h1>List</h1>,
      '/admin/broadcast-messages/new': <AdminMessageEditPage frame={Frame} />,
      '/admin/broadcast-messages/:messageId/edit': <AdminMessageEditPage frame={Frame} />,
    },
    route,
  );

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const saved = (over = {}) => ok({ messages: [], totalCount: 0, message: message(over) });
const previewOf = (details: string, recipientCount: number) =>
  ok({
    preview: {
      messageId: 'preview',
      typeId: 3,
      title: 'Price change',
      details,
      link: null,
      severity: 'CRITICAL',
      startAt: '2027-03-01T09:00:00-05:00',
      affectedTitles: null,
    },
    recipientCount,
  });

async function chooseBob() {
  fireEvent.click(screen.getByRole('radio', { name: 'Chosen users' }));
  const search = screen.getByRole('combobox', { name: /Find users/ });
  fireEvent.focus(search);
  fireEvent.change(search, { target: { value: 'bo' } });
  fireEvent.click(
    await screen.findByRole('option', { name: 'Bob Books <bob@example.com> (Bob Press)' }, { timeout: 3000 }),
  );
  expect(await screen.findByRole('button', { name: 'Remove Bob Books' })).toBeTruthy();
}

describe('the broadcast message editor', () => {
  it('creates a CRITICAL message for a segment: New York times sent as instants, the filters as chosen', async () => {
    const { calls } = mockApi({
      ...signedIn(ADMIN),
      [CREATE]: saved(),
      [PREVIEW]: previewOf('<p>New</p>', 3),
    });
    editor('/admin/broadcast-messages/new');
    await screen.findByRole('heading', { name: 'New broadcast message' });
    type('Type', '3');
    type(/^Title/, 'Price change');
    type(/^Message/, '<p>New <strong>prices</strong></p>');
    type('Link', 'https://example.com/prices');
    fireEvent.click(screen.getByRole('radio', { name: 'Critical' }));
    expect(screen.getByText(/Stays on every page until the reader acknowledges it/)).toBeTruthy();
    type('Start', '2027-03-01T09:00');
    type('End', '2027-07-03T17:30');
    expect(screen.getByText(/That is March 1, 2027, 9:00 AM EST\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'A segment' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Publishers' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'eBook' }));
    fireEvent.click(screen.getByRole('combobox', { name: 'Countries' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Canada (CA)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only accounts with a book on sale' }));
    type(/Books \(EANs\)/, '9780000000019,\n978-0-000000-02-6');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save message' }));
    });
    await waitFor(() => expect(where(screen)).toBe('/admin/broadcast-messages'));
    expect(calls.filter((c) => c.key === CREATE).map((c) => c.body)).toEqual([
      {
        message: {
          messageId: null,
          typeId: 3,
          title: 'Price change',
          details: '<p>New <strong>prices</strong></p>',
          link: 'https://example.com/prices',
          severity: 'CRITICAL',
          startAt: '2027-03-01T09:00:00-05:00',
          endAt: '2027-07-03T17:30:00-04:00',
          audience: {
            kind: 'SEGMENT',
            recipients: [],
            roles: ['PUBLISHER'],
            formats: ['EBOOK'],
            countries: ['CA'],
            onSaleOnly: true,
            eans: ['9780000000019', '9780000000026'],
          },
        },
      },
    ]);
  });

  it('checks the rules before sending: title, text, a segment with no filter, an end before the start', async () => {
    const { calls } = mockApi({ ...signedIn(ADMIN), [CREATE]: saved() });
    editor('/admin/broadcast-messages/new');
    await screen.findByRole('heading', { name: 'New broadcast message' });
    fireEvent.click(screen.getByRole('radio', { name: 'A segment' }));
    type('Start', '2027-03-02T09:00');
    type('End', '2027-03-01T09:00');
    type('Link', 'javascript:alert(1)');
    fireEvent.click(screen.getByRole('button', { name: 'Save message' }));
    expect(await screen.findByText(M.titleRequired)).toBeTruthy();
    expect(screen.getByText(M.detailsRequired)).toBeTruthy();
    expect(screen.getByText(M.segmentRequired)).toBeTruthy();
    expect(screen.getByText(M.endBeforeStart)).toBeTruthy();
    expect(screen.getByText(M.linkInvalid)).toBeTruthy();
    expect(screen.getByLabelText(/^Title/).getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.key === CREATE)).toBe(false);
  });

  it('changes a message: it is read by its id, shown, and sent back as read with the changes', async () => {
    const loaded = message();
    const { calls, fetchMock } = mockApi({
      ...signedIn(ADMIN),
      [ONE]: ok({ message: loaded }),
      [UPDATE]: saved({ title: 'Maintenance moved' }),
      [PREVIEW]: previewOf('<p>x</p>', 1),
    });
    editor('/admin/broadcast-messages/m1/edit');
    await screen.findByRole('heading', { name: 'Edit “Maintenance tonight”' });
    expect(asked(fetchMock, '/api/admin/broadcast-message')).toEqual([{ messageId: 'm1' }]);
    expect(asked(fetchMock, '/api/admin/broadcast-messages')).toEqual([]);
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Maintenance tonight');
    expect((screen.getByLabelText('Start') as HTMLInputElement).value).toBe('2027-03-01T09:00');
    expect((screen.getByRole('radio', { name: 'Chosen users' }) as HTMLInputElement).checked).toBe(true);
    type(/^Title/, 'Maintenance moved');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ann Author' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save message' }));
    });
    await waitFor(() => expect(where(screen)).toBe('/admin/broadcast-messages'));
    expect(calls.filter((c) => c.key === UPDATE).map((c) => c.body)).toEqual([
      {
        message: {
          ...loaded,
          title: 'Maintenance moved',
          audience: { ...loaded.audience, recipients: [BOB] },
        },
      },
    ]);
  });

  it('sends a message back unchanged exactly as it was read', async () => {
    const loaded = message({ severity: 'CRITICAL', link: null });
    const { calls } = mockApi({
      ...signedIn(ADMIN),
      [ONE]: ok({ message: loaded }),
      [UPDATE]: saved(),
      [PREVIEW]: previewOf('<p>x</p>', 2),
    });
    editor('/admin/broadcast-messages/m1/edit');
    await screen.findByRole('heading', { name: 'Edit “Maintenance tonight”' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save message' }));
    });
    await waitFor(() => expect(where(screen)).toBe('/admin/broadcast-messages'));
    expect(calls.filter((c) => c.key === UPDATE).map((c) => c.body)).toEqual([{ message: loaded }]);
  });

  it('says when the message to change is not there, on the page rather than in the error dialog', async () => {
    const oops = spyOnErrorDialog();
    const { fetchMock } = mockApi({ ...signedIn(ADMIN), [ONE]: NOT_FOUND });
    editor('/admin/broadcast-messages/gone/edit');
    const said = await screen.findByText('There is no such message. It may have been deleted.');
    expect(said.getAttribute('role')).toBe('alert');
    expect(asked(fetchMock, '/api/admin/broadcast-message')).toEqual([{ messageId: 'gone' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit a broadcast message' })).toBeTruthy();
    expect(oops).not.toHaveBeenCalled();
  });

  it('says loading while the message is read, and when it could not be read', async () => {
    const oops = spyOnErrorDialog();
    const { fetchMock } = mockApi({ ...signedIn(ADMIN) });
    const release = holdThenFail(fetchMock, '/api/admin/broadcast-message');
    editor('/admin/broadcast-messages/m1/edit');
    expect(await screen.findByText('Loading the message…')).toBeTruthy();
    release();
    const said = await screen.findByText('We could not load the message.');
    expect(said.getAttribute('role')).toBe('alert');
    expect(screen.queryByText('There is no such message. It may have been deleted.')).toBeNull();
    expect(oops).toHaveBeenCalledOnce();
  });

  it("puts the server's field errors on their fields and keeps everything typed", async () => {
    mockApi({
      ...signedIn(ADMIN),
      'GET /api/admin/broadcast-recipient': ok({ recipients: [BOB] }),
      [CREATE]: fail(
        400,
        { code: 'VALIDATION', field: 'message.title', description: M.titleTooLong },
        { code: 'VALIDATION', field: 'endAt', description: M.endBeforeStart },
        { code: 'VALIDATION', field: 'link', description: M.linkInvalid },
        { code: 'VALIDATION', field: 'audience.recipients', description: M.recipientsRequired },
        { code: 'VALIDATION', description: 'Something else went wrong.' },
      ),
    });
    editor('/admin/broadcast-messages/new');
    await screen.findByRole('heading', { name: 'New broadcast message' });
    type(/^Title/, 'Hello');
    type(/^Message/, '<p>Body</p>');
    type('Link', '/projects');
    type('End', '2027-03-01T09:00');
    await chooseBob();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save message' }));
    });
    const title = screen.getByLabelText(/^Title/);
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    const described = (el: HTMLElement) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
    expect(described(title)).toContain(M.titleTooLong);
    expect(described(screen.getByLabelText('End'))).toContain(M.endBeforeStart);
    expect(described(screen.getByLabelText('Link'))).toContain(M.linkInvalid);
    expect(described(screen.getByRole('combobox', { name: /Find users/ }))).toContain(M.recipientsRequired);
    expect(screen.getByText('Something else went wrong.').closest('[role="alert"]')).toBeTruthy();
    expect((title as HTMLInputElement).value).toBe('Hello');
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe('<p>Body</p>');
    expect(screen.getByRole('button', { name: 'Remove Bob Books' })).toBeTruthy();
    expect(where(screen)).toBe('/admin/broadcast-messages/new');
  });

  it('previews the message live with its count; HTML from the server is cleaned where shown', async () => {
    const { calls } = mockApi({ ...signedIn(ADMIN), [PREVIEW]: previewOf(PAYLOAD, 42) });
    editor('/admin/broadcast-messages/new');
    await screen.findByRole('heading', { name: 'New broadcast message' });
    const aside = screen.getByRole('complementary', { name: 'Preview' });
    expect(within(aside).getByText(/once the message has a title and a text/)).toBeTruthy();
    type(/^Title/, 'Price change');
    type(/^Message/, '<p>Hello</p>');
    expect(await within(aside).findByText('Reaches 42 accounts now.', {}, { timeout: 4000 })).toBeTruthy();
    expect(within(aside).getByText('authors')).toBeTruthy();
    expect(aside.querySelector('script, img, iframe, [onerror]')).toBeNull();
    expect(aside.innerHTML).not.toContain('javascript:');
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
    const sent = calls.filter((c) => c.key === PREVIEW).at(-1)?.body as { message: { title: string } };
    expect(sent.message.title).toBe('Price change');
  });

  it('says beside the preview why the server cannot preview it yet, not in the error dialog', async () => {
    mockApi({
      ...signedIn(ADMIN),
      [PREVIEW]: fail(400, { code: 'VALIDATION', field: 'message.endAt', description: M.endBeforeStart }),
    });
    editor('/admin/broadcast-messages/new');
    await screen.findByRole('heading', { name: 'New broadcast message' });
    type(/^Title/, 'Price change');
    type(/^Message/, '<p>Hello</p>');
    const aside = screen.getByRole('complementary', { name: 'Preview' });
    expect(await within(aside).findByText(M.endBeforeStart, {}, { timeout: 4000 })).toBeTruthy();
    expect(within(aside).getByText('The preview is not available yet:')).toBeTruthy();
    expect(screen.queryByText(/Oops/)).toBeNull();
  });

  it('asks nothing for someone who is not an administrator: no message read', async () => {
    const { fetchMock } = mockApi({ ...signedIn(AUTHOR), [ONE]: ok({ message: message() }) });
    editor('/admin/broadcast-messages/m1/edit');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 100));
    expect(adminCalls(fetchMock)).toEqual([]);
  });

  it('asks nothing for someone who is not an administrator: no preview while typing', async () => {
    const { fetchMock } = mockApi({ ...signedIn(AUTHOR), [PREVIEW]: previewOf('<p>x</p>', 1) });
    editor('/admin/broadcast-messages/new');
    await screen.findByRole('heading', { name: 'New broadcast message' });
    type(/^Title/, 'Hello');
    type(/^Message/, '<p>Body</p>');
    await new Promise((r) => setTimeout(r, 900));
    expect(fetchMock).toHaveBeenCalled();
    expect(adminCalls(fetchMock)).toEqual([]);
  });
});
