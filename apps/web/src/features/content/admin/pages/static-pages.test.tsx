import { CONTENT_MESSAGES as M } from '@quire/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../../test/fetch-mock';
import type { EditablePage, PageVersion } from '../../api/pages';
import {
  ADMIN,
  AUTHOR,
  adminCalls,
  asked,
  Frame,
  PAYLOAD,
  renderRoutes,
  resetApiAndPayload,
  signedIn,
} from '../test-fixtures';
import AdminPageEditPage from './AdminPageEditPage';
import AdminPagesPage from './AdminPagesPage';

afterEach(resetApiAndPayload);

const ONE = 'GET /api/admin/static-page';
const SAVE = 'PUT /api/admin/static-page';
const PREVIEW = 'POST /api/admin/static-page/preview';
const RESTORE = 'POST /api/admin/static-page/restore';

function version(n: number, over: Partial<PageVersion> = {}): PageVersion {
  return {
    version: n,
    title: `About us v${n}`,
    html: `<p>Version ${n} text</p>`,
    publishAt: '2027-01-10T15:00:00.000Z',
    createdAt: '2027-01-10T15:00:00.000Z',
    createdBy: 'admin@example.com',
    restoredFrom: null,
    state: 'SUPERSEDED',
    ...over,
  };
}

function page(versions: PageVersion[]): EditablePage {
  const published = versions.find((v) => v.state === 'PUBLISHED') ?? null;
  return {
    url: 'about-us',
    title: published?.title ?? versions[0]?.title ?? '',
    published,
    scheduled: versions.find((v) => v.state === 'SCHEDULED') ?? null,
    versions,
  };
}

const V2 = page([version(2, { state: 'PUBLISHED' }), version(1)]);

const pages = (route: string) =>
  renderRoutes(
    {
      '/admin/static-pages': <AdminPagesPage frame={Frame} />,
      '/admin/static-pages/edit': <AdminPageEditPage frame={Frame} />,
    },
    route,
  );

const field = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;

describe('the static pages list', () => {
  it('lists each page with its address, title, published version and scheduled time', async () => {
    mockApi({
      ...signedIn(ADMIN),
      'GET /api/admin/static-pages': ok({
        pages: [
          {
            url: 'about-us',
            title: 'About us',
            version: 3,
            publishedAt: '2027-01-10T15:00:00.000Z',
            scheduledAt: '2027-02-01T14:00:00.000Z',
            updatedAt: '2027-01-20T15:00:00.000Z',
          },
          {
            url: 'legal/membership-agreement',
            title: 'Membership agreement',
            version: null,
            publishedAt: null,
            scheduledAt: null,
            updatedAt: null,
          },
        ],
      }),
    });
    pages('/admin/static-pages');
    const row = (await screen.findByRole('rowheader', { name: 'About us' })).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '/about-us',
      'Version 3, January 10, 2027, 10:00 AM EST',
      'February 1, 2027, 9:00 AM EST',
      'Edit',
    ]);
    expect(screen.getByRole('link', { name: 'Edit Membership agreement' }).getAttribute('href')).toBe(
      '/admin/static-pages/edit?url=legal%2Fmembership-agreement',
    );
    expect(
      screen.getByRole('rowheader', { name: 'Membership agreement' }).closest('tr')!.textContent,
    ).toContain('Not published');
  });

  it('asks nothing for someone who is not an administrator', async () => {
    const { fetchMock } = mockApi({ ...signedIn(AUTHOR), 'GET /api/admin/static-pages': ok({ pages: [] }) });
    pages('/admin/static-pages');
    await waitFor(() => expect(asked(fetchMock, '/api/authentication/session')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(adminCalls(fetchMock)).toEqual([]);
  });
});

describe('the static page editor', () => {
  it('edits, previews, saves a new version, then restores an older one into the editor', async () => {
    const saved = page([
      version(3, {
        title: 'About Quire',
        html: '<p>Fresh</p>',
        state: 'SCHEDULED',
        publishAt: '2027-06-01T13:00:00.000Z',
      }),
      version(2, { state: 'PUBLISHED' }),
      version(1),
    ]);
    const restored = page([
      version(4, {
        restoredFrom: 1,
        state: 'PUBLISHED',
        title: 'About us v1',
        html: '<p>Version 1 text</p>',
      }),
      ...saved.versions.slice(1).map((v) => ({ ...v, state: 'SUPERSEDED' as const })),
      saved.versions[0]!,
    ]);
    const { calls, fetchMock } = mockApi({
      ...signedIn(ADMIN),
      [ONE]: ok({ page: V2 }),
      [PREVIEW]: ok({ title: 'About Quire', html: '<h2>Who we are</h2><p>Fresh</p>' }),
      [SAVE]: ok({ page: saved }),
      [RESTORE]: ok({ page: restored }),
    });
    pages('/admin/static-pages/edit?url=about-us');
    await screen.findByRole('heading', { name: 'Edit “About us v2”' });
    expect(asked(fetchMock, '/api/admin/static-page')[0]).toEqual({ url: 'about-us' });
    expect(field(/^Page title/).value).toBe('About us v2');
    expect(field('Page HTML').value).toBe('<p>Version 2 text</p>');
    expect(screen.getByText(/Write HTML with these tags only: .*table.*img/)).toBeTruthy();

    fireEvent.change(field(/^Page title/), { target: { value: 'About Quire' } });
    fireEvent.change(field('Page HTML'), { target: { value: '<h2>Who we are</h2><p>Fresh</p>' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    });
    const panel = screen.getByRole('region', { name: 'Preview' });
    expect(await within(panel).findByRole('heading', { name: 'Who we are' })).toBeTruthy();
    expect(calls.find((c) => c.key === PREVIEW)?.body).toEqual({
      page: { title: 'About Quire', html: '<h2>Who we are</h2><p>Fresh</p>', publishAt: null },
    });

    fireEvent.click(screen.getByRole('radio', { name: 'At a scheduled time' }));
    fireEvent.change(field(/^Publish at/), { target: { value: '2027-06-01T09:00' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save page' }));
    });
    await waitFor(() =>
      expect(calls.filter((c) => c.key === SAVE).map((c) => c.body)).toEqual([
        {
          page: {
            title: 'About Quire',
            html: '<h2>Who we are</h2><p>Fresh</p>',
            publishAt: '2027-06-01T09:00:00-04:00',
          },
        },
      ]),
    );
    const versions = screen.getByRole('table', { name: 'Versions of the page, newest first' });
    const newest = (await within(versions).findByRole('rowheader', { name: '3' })).closest('tr')!;
    expect(newest.textContent).toContain('Scheduled');
    expect(asked(fetchMock, '/api/admin/static-page/restore')).toEqual([]);

    const first = within(versions).getByRole('rowheader', { name: '1' }).closest('tr')!;
    fireEvent.click(within(first).getByRole('button', { name: 'Restore version 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Restore version 1?' });
    expect(calls.some((c) => c.key === RESTORE)).toBe(false);
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Restore' }));
    });
    await waitFor(() => expect(field(/^Page title/).value).toBe('About us v1'));
    expect(field('Page HTML').value).toBe('<p>Version 1 text</p>');
    expect(calls.filter((c) => c.key === RESTORE).map((c) => c.body)).toEqual([{ version: 1 }]);
    expect(asked(fetchMock, '/api/admin/static-page/restore')).toEqual([{ url: 'about-us' }]);
    const four = screen.getByRole('rowheader', { name: '4' }).closest('tr')!;
    expect(four.textContent).toContain('Version 1');
    expect(four.textContent).toContain('Published');
  });

  it('views a version, and previews cleaned HTML: nothing from the server runs or shows', async () => {
    mockApi({
      ...signedIn(ADMIN),
      [ONE]: ok({ page: page([version(2, { state: 'PUBLISHED', html: PAYLOAD })]) }),
      [PREVIEW]: ok({ title: 'About us', html: PAYLOAD }),
    });
    pages('/admin/static-pages/edit?url=about-us');
    fireEvent.click(await screen.findByRole('button', { name: 'View version 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Version 2: About us v2' });
    expect(within(dialog).getByText('authors')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    });
    const panel = screen.getByRole('region', { name: 'Preview' });
    await within(panel).findByText('authors');
    for (const shown of [dialog, panel]) {
      expect(shown.querySelector('script, iframe, [onerror], img[src="x"]')).toBeNull();
      expect(shown.innerHTML).not.toContain('javascript:');
      expect(shown.innerHTML).not.toContain('__pwned');
    }
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
  });

  it("puts the server's field errors on their fields and keeps what was typed", async () => {
    const { calls } = mockApi({
      ...signedIn(ADMIN),
      [ONE]: ok({ page: V2 }),
      [SAVE]: fail(400, { code: 'VALIDATION', field: 'page.html', description: M.pageHtmlTooLong }),
    });
    pages('/admin/static-pages/edit?url=about-us');
    await screen.findByRole('heading', { name: 'Edit “About us v2”' });
    fireEvent.change(field('Page HTML'), { target: { value: '<p>Very long</p>' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save page' }));
    });
    await waitFor(() => expect(field('Page HTML').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(M.pageHtmlTooLong)).toBeTruthy();
    expect(field('Page HTML').value).toBe('<p>Very long</p>');
    expect(calls.filter((c) => c.key === SAVE)).toHaveLength(1);

    fireEvent.change(field(/^Page title/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('radio', { name: 'At a scheduled time' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByText(M.pageTitleRequired)).toBeTruthy();
    expect(screen.getByText('Please enter the date and time to publish at.')).toBeTruthy();
    expect(calls.filter((c) => c.key === SAVE)).toHaveLength(1);
  });

  it('says so for an address naming no page, and asks nothing', async () => {
    const { fetchMock } = mockApi({ ...signedIn(ADMIN), [ONE]: ok({ page: V2 }) });
    pages('/admin/static-pages/edit?url=../../etc');
    expect(await screen.findByText(M.pageNotFound)).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(adminCalls(fetchMock)).toEqual([]);
  });

  it('asks nothing for someone who is not an administrator', async () => {
    const { fetchMock } = mockApi({ ...signedIn(AUTHOR), [ONE]: ok({ page: V2 }) });
    pages('/admin/static-pages/edit?url=about-us');
    await waitFor(() => expect(asked(fetchMock, '/api/authentication/session')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(adminCalls(fetchMock)).toEqual([]);
  });
});
