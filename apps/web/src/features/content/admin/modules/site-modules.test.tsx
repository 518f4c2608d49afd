import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../../test/fetch-mock';
import ModuleDisplayPage from './ModuleDisplayPage';
import SiteModulesPage from './SiteModulesPage';
import { ADMIN, asked, at, column, Frame, resetApi, signedIn, siteModule, where } from './test-fixtures';

const LIST = 'GET /api/admin/site-modules';
const DELETE = 'DELETE /api/admin/site-modules-delete';
const DISPLAY = 'GET /api/admin/site-module-display';

afterEach(resetApi);

const listPage = (search = '') =>
  at({ '/admin/site-modules': <SiteModulesPage frame={Frame} /> }, `/admin/site-modules${search}`);

const BANNER = siteModule({
  id: 'm2',
  name: 'Spring banner',
  moduleType: 'BANNER',
  template: 'IMAGE_TEXT',
  doubleTemplate: true,
  columns: [column(), column({ heading: 'Print proofs' })],
  pages: ['home', 'how-it-works'],
  position: 0,
  active: false,
  startAt: '2027-03-01T09:00:00-05:00',
  endAt: '2027-03-31T17:00:00-04:00',
});

describe('the site modules list', () => {
  it('shows each module with its type, template, pages, position, state and dates', async () => {
    mockApi({ ...signedIn(ADMIN), [LIST]: ok({ modules: [siteModule(), BANNER], totalCount: 2 }) });
    listPage();
    const table = await screen.findByRole('table', { name: 'Site modules' });
    const row = (name: string) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(row('Cover design offer')).toEqual([
      'Projects left navigation',
      'Text',
      'Projects',
      '2',
      'Active',
      'Always',
      'EditDelete',
    ]);
    expect(row('Spring banner')).toEqual([
      'Banner',
      'Image and text, two columns',
      'Home, How it works',
      '0',
      'Inactive',
      'Mar 1, 2027, 9:00 AM EST – Mar 31, 2027, 5:00 PM EDT',
      'EditDelete',
    ]);
    expect(screen.getByRole('link', { name: 'Edit Spring banner' }).getAttribute('href')).toBe(
      '/admin/site-modules/m2/edit',
    );
    expect(screen.getByText('2 modules')).toBeTruthy();
  });

  it('filters by module type and pages through the server, the state in the address', async () => {
    const { fetchMock } = mockApi({
      ...signedIn(ADMIN),
      [LIST]: ok({ modules: [siteModule()], totalCount: 45 }),
    });
    listPage();
    await screen.findByRole('rowheader', { name: 'Cover design offer' });
    expect(asked(fetchMock, '/api/admin/site-modules')[0]).toEqual({ pageNumber: '1', recordsPerPage: '20' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Module type' }), 'LEFT_NAV_BAB');
    await userEvent.click(screen.getByRole('button', { name: 'Show modules' }));
    await waitFor(() => expect(where()).toBe('/admin/site-modules?moduleType=LEFT_NAV_BAB'));
    await waitFor(() =>
      expect(asked(fetchMock, '/api/admin/site-modules').at(-1)).toEqual({
        moduleType: 'LEFT_NAV_BAB',
        pageNumber: '1',
        recordsPerPage: '20',
      }),
    );
    // New starts a module of the type the list shows.
    expect(screen.getByRole('link', { name: 'New module' }).getAttribute('href')).toBe(
      '/admin/site-modules/new?type=LEFT_NAV_BAB',
    );

    const pager = screen.getByRole('navigation', { name: 'Pages of site modules' });
    await userEvent.click(within(pager).getByRole('link', { name: /3/ }));
    await waitFor(() => expect(where()).toBe('/admin/site-modules?moduleType=LEFT_NAV_BAB&page=3'));
    await waitFor(() =>
      expect(asked(fetchMock, '/api/admin/site-modules').at(-1)).toEqual({
        moduleType: 'LEFT_NAV_BAB',
        pageNumber: '3',
        recordsPerPage: '20',
      }),
    );
  });

  it('an unknown type in the address is dropped', async () => {
    const { fetchMock } = mockApi({ ...signedIn(ADMIN), [LIST]: ok({ modules: [], totalCount: 0 }) });
    listPage('?moduleType=SIDEBAR');
    expect(await screen.findByText('No site module of this type.')).toBeTruthy();
    expect(where()).toBe('/admin/site-modules');
    expect(asked(fetchMock, '/api/admin/site-modules').every((q) => !('moduleType' in q))).toBe(true);
  });

  it('deletes a module only once confirmed', async () => {
    let modules = [siteModule(), BANNER];
    const { calls, fetchMock } = mockApi({
      ...signedIn(ADMIN),
      [LIST]: () => ok({ modules, totalCount: modules.length }),
      [DELETE]: () => {
        modules = modules.filter((m) => m.id !== 'm2');
        return ok({ deleted: true, id: 'm2' });
      },
    });
    listPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Spring banner' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete the module “Spring banner”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.key === DELETE)).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Spring banner' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete the module “Spring banner”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Spring banner' })).toBeNull());
    expect(asked(fetchMock, '/api/admin/site-modules-delete')).toEqual([{ id: 'm2' }]);
    expect(calls.find((c) => c.key === DELETE)?.headers.get('x-csrf-token')).toBe('t1');
    expect(await screen.findByText('The module “Spring banner” was deleted.')).toBeTruthy();
  });

  it('a refused delete keeps the module in the list', async () => {
    mockApi({
      ...signedIn(ADMIN),
      [LIST]: ok({ modules: [siteModule()], totalCount: 1 }),
      [DELETE]: fail(404, { code: 'NOT_FOUND', description: 'We could not find what you were looking for.' }),
    });
    listPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Cover design offer' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Delete/ })).toBeNull());
    expect(screen.getByRole('rowheader', { name: 'Cover design offer' })).toBeTruthy();
    expect(screen.queryByText('The module “Cover design offer” was deleted.')).toBeNull();
  });
});

describe('where modules show', () => {
  it('asks site-module-display for a type and a page and previews its modules in order', async () => {
    const { fetchMock } = mockApi({
      ...signedIn(ADMIN),
      [DISPLAY]: (/* no body */) =>
        ok({
          modules: [
            siteModule(),
            siteModule({
              id: 'm3',
              name: 'Tips',
              columns: [
                column({
                  heading: 'Tips for authors',
                  copy: '<p>Read <a href="/how-it-works">how it works</a>.<script>alert(1)</script></p>',
                }),
              ],
            }),
          ],
        }),
    });
    at({ '/admin/site-modules/display': <ModuleDisplayPage frame={Frame} /> }, '/admin/site-modules/display');
    expect(await screen.findByText('2. Tips')).toBeTruthy();
    expect(asked(fetchMock, '/api/admin/site-module-display')[0]).toEqual({
      moduleType: 'LEFT_NAV_PROJECT',
      pageUrl: 'projects',
    });
    expect(screen.getByText('1. Cover design offer')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Tips for authors' })).toBeTruthy();
    // The copy keeps its allowed markup; the script is gone.
    expect(screen.getByRole('link', { name: 'how it works' }).getAttribute('href')).toBe('/how-it-works');
    expect(document.querySelector('script')).toBeNull();

    // A type offers only its pages; choosing one asks again.
    const pageSelect = screen.getByRole('combobox', { name: 'Page' });
    expect(
      within(pageSelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Projects']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Module type' }), 'LEFT_NAV_BAB');
    expect(within(pageSelect).getAllByRole('option')).toHaveLength(11);
    await userEvent.selectOptions(pageSelect, 'print-cover');
    await userEvent.click(screen.getByRole('button', { name: 'Show modules' }));
    await waitFor(() =>
      expect(asked(fetchMock, '/api/admin/site-module-display').at(-1)).toEqual({
        moduleType: 'LEFT_NAV_BAB',
        pageUrl: 'print-cover',
      }),
    );
    expect(where()).toBe('/admin/site-modules/display?moduleType=LEFT_NAV_BAB&pageUrl=print-cover');
    expect(screen.getByRole('heading', { name: 'Book builder left navigation on Print cover' })).toBeTruthy();
  });

  it('follows the address after Back: the choices show what the list shows', async () => {
    mockApi({ ...signedIn(ADMIN), [DISPLAY]: ok({ modules: [] }) });
    const Back = () => {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate(-1)}>
          Browser back
        </button>
      );
    };
    at(
      {
        '/admin/site-modules/display': (
          <>
            <ModuleDisplayPage frame={Frame} />
            <Back />
          </>
        ),
      },
      '/admin/site-modules/display',
    );
    const type = (await screen.findByRole('combobox', { name: 'Module type' })) as HTMLSelectElement;
    await userEvent.selectOptions(type, 'LEFT_NAV_BAB');
    await userEvent.click(screen.getByRole('button', { name: 'Show modules' }));
    await waitFor(() => expect(where()).toContain('moduleType=LEFT_NAV_BAB'));
    await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(where()).toBe('/admin/site-modules/display'));
    expect(type.value).toBe('LEFT_NAV_PROJECT');
    expect((screen.getByRole('combobox', { name: 'Page' }) as HTMLSelectElement).value).toBe('projects');
    expect(screen.getByRole('heading', { name: 'Projects left navigation on Projects' })).toBeTruthy();
  });

  it('says when no module shows there', async () => {
    mockApi({ ...signedIn(ADMIN), [DISPLAY]: ok({ modules: [] }) });
    at(
      { '/admin/site-modules/display': <ModuleDisplayPage frame={Frame} /> },
      '/admin/site-modules/display?moduleType=BANNER&pageUrl=home',
    );
    expect(await screen.findByText('No module of this type shows on this page now.')).toBeTruthy();
  });
});
