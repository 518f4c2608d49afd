import { CONTENT_MESSAGES as M } from '@quire/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../../test/fetch-mock';
import SiteModuleEditPage from './SiteModuleEditPage';
import {
  ADMIN,
  asked,
  at,
  column,
  FakeXhr,
  Frame,
  png,
  resetApi,
  signedIn,
  siteModule,
  useFakeXhr,
  where,
} from './test-fixtures';

const CREATE = 'POST /api/admin/site-module-create';
const ONE = 'GET /api/admin/site-module';

beforeEach(useFakeXhr);
afterEach(resetApi);

const user = () => userEvent.setup({ applyAccept: false });
const editor = (route: string) =>
  at(
    {
      '/admin/site-modules': <p>The list</p>,
      '/admin/site-modules/new': <SiteModuleEditPage frame={Frame} />,
      '/admin/site-modules/:moduleId/edit': <SiteModuleEditPage frame={Frame} />,
    },
    route,
  );

const STORED = {
  filePath: 'content/modules/3f2a.webp',
  url: '/media/content/modules/3f2a.webp',
  width: 600,
  height: 400,
  contentType: 'image/webp',
  bytes: 48_128,
};

/** Chooses a file in the image control and answers the number of uploads sent so far. */
async function chooseImage(u: ReturnType<typeof user>, file: File, what = 'the module') {
  await u.upload(screen.getByLabelText(`Image file for ${what}`), file);
}

/** Types into a text field at once (the form re-renders on every key; typing each is slow). */
const fill = (name: string | RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

const pageChoices = () =>
  within(screen.getByRole('group', { name: 'Pages' }))
    .getAllByRole('checkbox')
    .map((c) => c.closest('.mantine-Checkbox-root')?.textContent ?? '');

describe('a new site module', () => {
  it('creates a projects left-navigation module with an uploaded image and sends the right body', async () => {
    const { calls } = mockApi({
      ...signedIn(ADMIN),
      [CREATE]: (body) =>
        ok({
          module: { ...siteModule(), id: 'm9', name: (body as { module: { name: string } }).module.name },
        }),
    });
    const u = user();
    editor('/admin/site-modules/new?type=LEFT_NAV_PROJECT');
    expect(await screen.findByRole('heading', { level: 1, name: 'New site module' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Module type' })).toHaveProperty('value', 'LEFT_NAV_PROJECT');

    fill('Name', 'Cover design offer');
    await u.click(screen.getByRole('radio', { name: 'Image and text' }));
    fill('Heading', 'Need a cover?');
    fill(/^Copy/, '<p>Our designers can <strong>help</strong>.</p>');

    await chooseImage(u, png('cover.png', 2048));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    const xhr = FakeXhr.all[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/admin/site-module-image-upload');
    expect(xhr.headers['x-csrf-token']).toBe('t1');
    expect(xhr.body?.get('authenticityToken')).toBe('t1');
    expect((xhr.body?.get('file') as File | undefined)?.name).toBe('cover.png');
    xhr.progress(512, 2048);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading cover.png' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('25% of cover.png sent')).toBeTruthy();
    xhr.respond(200, { code: 'SUCCESS', payload: STORED, errors: [] });
    expect(await screen.findByText('Stored image, 600 × 400 px, 47 kB')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('img', { name: 'The stored image of the module' }).getAttribute('src')).toBe(
      STORED.url,
    );

    // An image needs its description, and the module a page.
    await u.click(screen.getByRole('button', { name: 'Save module' }));
    expect(await screen.findByText(M.imageAltRequired)).toBeTruthy();
    expect(screen.getByText(M.modulePagesRequired)).toBeTruthy();
    expect(calls.some((c) => c.key === CREATE)).toBe(false);

    fill(/Image description/, 'A painted book cover');
    fill('Link', '/self-publishing-services');
    fill('Link text', 'See the services');
    await u.click(screen.getByRole('checkbox', { name: 'Projects' }));
    fill('Position', '3');
    fireEvent.change(screen.getByLabelText('Start'), { target: { value: '2027-03-01T09:00' } });

    // The live preview shows the module as authors will.
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Need a cover?' })).toBeTruthy();
    expect(within(preview).getByRole('img', { name: 'A painted book cover' }).getAttribute('src')).toBe(
      STORED.url,
    );
    expect(within(preview).getByText('help').tagName).toBe('STRONG');
    expect(within(preview).getByRole('link', { name: 'See the services' }).getAttribute('href')).toBe(
      '/self-publishing-services',
    );

    await u.click(screen.getByRole('button', { name: 'Save module' }));
    await waitFor(() => expect(where()).toBe('/admin/site-modules'));
    expect(calls.find((c) => c.key === CREATE)?.body).toEqual({
      module: {
        name: 'Cover design offer',
        moduleType: 'LEFT_NAV_PROJECT',
        template: 'IMAGE_TEXT',
        doubleTemplate: false,
        columns: [
          {
            heading: 'Need a cover?',
            copy: '<p>Our designers can <strong>help</strong>.</p>',
            imagePath: STORED.filePath,
            imageAlt: 'A painted book cover',
            link: '/self-publishing-services',
            linkLabel: 'See the services',
          },
        ],
        pages: ['projects'],
        position: 3,
        active: true,
        startAt: '2027-03-01T09:00:00-05:00',
        endAt: null,
      },
    });
  }, 30_000);

  it('offers only the pages the module type may be placed on', async () => {
    mockApi({ ...signedIn(ADMIN) });
    const u = user();
    editor('/admin/site-modules/new');
    await screen.findByRole('heading', { level: 1, name: 'New site module' });
    expect(pageChoices()).toEqual(['Projects']);

    const type = screen.getByRole('combobox', { name: 'Module type' });
    await u.selectOptions(type, 'LEFT_NAV_BAB');
    expect(pageChoices()).toHaveLength(11);
    expect(pageChoices()).not.toContain('Projects');
    expect(pageChoices()).not.toContain('Home');
    await u.click(screen.getByRole('checkbox', { name: 'eBook cover' }));

    await u.selectOptions(type, 'BANNER');
    expect(pageChoices()).toHaveLength(17);
    expect(screen.getByRole('checkbox', { name: 'eBook cover' })).toHaveProperty('checked', true);

    // Back to the projects navigation: the builder page it may not have is dropped.
    await u.selectOptions(type, 'LEFT_NAV_PROJECT');
    expect(pageChoices()).toEqual(['Projects']);
    fill('Name', 'Tips');
    fill(/^Copy/, '<p>Tip</p>');
    await u.click(screen.getByRole('button', { name: 'Save module' }));
    expect(await screen.findByText(M.modulePagesRequired)).toBeTruthy();
  });

  it('says why the server refused an image, in its words, and keeps none', async () => {
    mockApi({ ...signedIn(ADMIN) });
    const u = user();
    editor('/admin/site-modules/new');
    await u.click(await screen.findByRole('radio', { name: 'Image' }));
    await chooseImage(u, png('fake.png'));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    FakeXhr.all[0]!.respond(422, {
      code: 'VALIDATION_ERROR',
      payload: null,
      errors: [{ code: 'VALIDATION_ERROR', field: 'file', description: M.imageNotImage }],
    });
    const alert = await screen.findByText(M.imageNotImage);
    expect(alert.getAttribute('role')).toBe('alert');
    const choose = screen.getByRole('button', { name: 'Choose an image for the module' });
    expect(choose.getAttribute('aria-invalid')).toBe('true');
    expect(choose.getAttribute('aria-describedby')).toContain(alert.id);
    expect(screen.queryByRole('img', { name: 'The stored image of the module' })).toBeNull();
  });

  it('refuses a file that is no image or too large before sending it', async () => {
    mockApi({ ...signedIn(ADMIN) });
    const u = user();
    editor('/admin/site-modules/new');
    await u.click(await screen.findByRole('radio', { name: 'Image' }));
    await chooseImage(u, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(M.imageNotImage)).toBeTruthy();
    await chooseImage(u, png('huge.png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText(M.imageTooLarge)).toBeTruthy();
    expect(FakeXhr.all).toHaveLength(0);
  });
});

describe('editing a site module', () => {
  const LOADED = siteModule({
    id: 'm1',
    moduleType: 'BANNER',
    template: 'IMAGE',
    doubleTemplate: true,
    columns: [
      column({
        heading: null,
        copy: null,
        imagePath: 'content/modules/a.webp',
        imageUrl: '/media/a.webp',
        imageAlt: 'Proofs',
      }),
      column({
        heading: null,
        copy: null,
        imagePath: 'content/modules/b.webp',
        imageUrl: '/media/b.webp',
        imageAlt: 'Covers',
        link: null,
        linkLabel: null,
      }),
    ],
    pages: ['home', 'print-cover'],
    startAt: '2027-03-01T09:00:00-05:00',
    endAt: '2027-04-01T09:00:00-04:00',
  });

  it('loads the module, sends it back with the change, and the rest as it was', async () => {
    const { calls, fetchMock } = mockApi({
      ...signedIn(ADMIN),
      [ONE]: ok({ module: LOADED }),
      [CREATE]: (body) => ok({ module: { ...LOADED, ...(body as { module: object }).module } }),
    });
    const u = user();
    editor('/admin/site-modules/m1/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Cover design offer' })).toBeTruthy();
    expect(asked(fetchMock, '/api/admin/site-module')).toEqual([{ id: 'm1' }]);
    expect(screen.getByRole('checkbox', { name: 'Two columns side by side' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('radio', { name: 'Image' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Start')).toHaveProperty('value', '2027-03-01T09:00');
    expect(
      screen.getAllByRole('textbox', { name: /Image description/ }).map((i) => (i as HTMLInputElement).value),
    ).toEqual(['Proofs', 'Covers']);

    fill('Name', 'Spring proofs');
    await u.click(screen.getByRole('button', { name: 'Save module' }));
    await waitFor(() => expect(where()).toBe('/admin/site-modules'));
    expect(calls.find((c) => c.key === CREATE)?.body).toEqual({
      module: {
        id: 'm1',
        name: 'Spring proofs',
        moduleType: 'BANNER',
        template: 'IMAGE',
        doubleTemplate: true,
        columns: [
          {
            heading: null,
            copy: null,
            imagePath: 'content/modules/a.webp',
            imageAlt: 'Proofs',
            link: '/self-publishing-services',
            linkLabel: 'See the services',
          },
          {
            heading: null,
            copy: null,
            imagePath: 'content/modules/b.webp',
            imageAlt: 'Covers',
            link: null,
            linkLabel: null,
          },
        ],
        pages: ['home', 'print-cover'],
        position: 2,
        active: true,
        startAt: '2027-03-01T09:00:00-05:00',
        endAt: '2027-04-01T09:00:00-04:00',
      },
    });
  });

  it("puts the server's field errors on their fields", async () => {
    mockApi({
      ...signedIn(ADMIN),
      [ONE]: ok({ module: siteModule() }),
      [CREATE]: fail(
        422,
        { code: 'VALIDATION_ERROR', field: 'module.columns.0.link', description: M.linkInvalid },
        { code: 'VALIDATION_ERROR', field: 'module.pages', description: M.modulePageNotAllowed },
      ),
    });
    const u = user();
    editor('/admin/site-modules/m1/edit');
    await u.click(await screen.findByRole('button', { name: 'Save module' }));
    const link = await screen.findByRole('textbox', { name: 'Link' });
    await waitFor(() => expect(link.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(M.linkInvalid).id).toBe(
      link
        .getAttribute('aria-describedby')
        ?.split(' ')
        .find((id) => id.endsWith('error')),
    );
    expect(screen.getByText(M.modulePageNotAllowed)).toBeTruthy();
    expect(where()).toBe('/admin/site-modules/m1/edit');
  });

  it('says when there is no such module', async () => {
    mockApi({
      ...signedIn(ADMIN),
      [ONE]: fail(404, { code: 'NOT_FOUND', description: 'We could not find what you were looking for.' }),
    });
    editor('/admin/site-modules/nope/edit');
    expect(await screen.findByText('There is no such module.')).toBeTruthy();
  });
});
