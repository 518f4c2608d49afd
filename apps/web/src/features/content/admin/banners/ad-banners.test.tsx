import { CONTENT_MESSAGES as M } from '@quire/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../../test/fetch-mock';
import {
  ADMIN,
  asked,
  at,
  banner,
  FakeXhr,
  Frame,
  holdThenFail,
  png,
  RESOURCE_TYPES,
  resetApi,
  SIZES,
  signedIn,
  spyOnErrorDialog,
  useFakeXhr,
  where,
} from '../modules/test-fixtures';
import AdBannerEditPage from './AdBannerEditPage';
import AdBannersPage from './AdBannersPage';

const LIST = 'GET /api/admin/ad-banners';
const ONE = 'GET /api/admin/ad-banner';
const DELETE = 'DELETE /api/admin/ad-banners';
const SAVE = 'POST /api/admin/ad-banner-save';
const STATIC = {
  'GET /api/admin/banner-sizes': ok({ sizes: SIZES }),
  'GET /api/admin/banner-resource-type': ok({ resourceTypes: RESOURCE_TYPES }),
};

beforeEach(useFakeXhr);
afterEach(resetApi);

const routes = {
  '/admin/ad-banners': <AdBannersPage frame={Frame} />,
  '/admin/ad-banners/new': <AdBannerEditPage frame={Frame} />,
  '/admin/ad-banners/:bannerId/edit': <AdBannerEditPage frame={Frame} />,
};
const fill = (name: string | RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const saved = (body: unknown) =>
  ok({ banner: { ...banner(), ...(body as { banner: object }).banner, id: 'b9' } });

describe('the ad banners list', () => {
  it('lists the banners with their size, resource, pages, state and dates, paged by the server', async () => {
    const { fetchMock } = mockApi({
      ...signedIn(ADMIN),
      ...STATIC,
      [LIST]: ok({
        banners: [
          banner(),
          banner({
            id: 'b2',
            name: 'Tips',
            size: 'MEDIUM_RECTANGLE',
            resourceType: 'HTML',
            active: false,
            pages: ['projects', 'ebook-cover'],
          }),
        ],
        totalCount: 41,
      }),
    });
    at(routes, '/admin/ad-banners?page=2');
    const table = await screen.findByRole('table', { name: 'Ad banners' });
    const cells = (name: string) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    await waitFor(() => expect(cells('Holiday sale')[0]).toBe('Leaderboard (728 × 90)'));
    expect(cells('Holiday sale')).toEqual([
      'Leaderboard (728 × 90)',
      'Image',
      'Home',
      'Active',
      'Always',
      'EditDelete',
    ]);
    expect(cells('Tips')).toEqual([
      'Medium rectangle (300 × 250)',
      'HTML',
      'Projects, eBook cover',
      'Inactive',
      'Always',
      'EditDelete',
    ]);
    expect(asked(fetchMock, '/api/admin/ad-banners')[0]).toEqual({ pageNumber: '2', recordsPerPage: '20' });
    expect(screen.getByRole('navigation', { name: 'Pages of ad banners' })).toBeTruthy();
  });

  it('deletes a banner once confirmed, and shows the page the delete answers', async () => {
    const { calls, fetchMock } = mockApi({
      ...signedIn(ADMIN),
      ...STATIC,
      [LIST]: ok({ banners: [banner(), banner({ id: 'b2', name: 'Tips' })], totalCount: 2 }),
      [DELETE]: ok({
        deleted: true,
        id: 'b1',
        banners: [banner({ id: 'b2', name: 'Tips' }), banner({ id: 'b3', name: 'Moved up' })],
        totalCount: 2,
      }),
    });
    at(routes, '/admin/ad-banners');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Holiday sale' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete the banner “Holiday sale”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.key === DELETE)).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Holiday sale' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete the banner “Holiday sale”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('rowheader', { name: 'Moved up' })).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: 'Holiday sale' })).toBeNull();
    expect(asked(fetchMock, '/api/admin/ad-banners').filter((q) => 'id' in q)).toEqual([
      { id: 'b1', page: '1', recordsPerPage: '20' },
    ]);
    // The answer is the page: the list is not asked again.
    expect(calls.filter((c) => c.key === LIST)).toHaveLength(1);
  });
});

describe('the ad banner editor', () => {
  it('creates an image banner with an uploaded image, previewed at the size chosen', async () => {
    const { calls } = mockApi({
      ...signedIn(ADMIN),
      ...STATIC,
      [SAVE]: saved,
      [LIST]: ok({ banners: [], totalCount: 0 }),
    });
    const u = userEvent.setup();
    at(routes, '/admin/ad-banners/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New ad banner' })).toBeTruthy();
    const size = screen.getByRole('combobox', { name: 'Size' });
    await waitFor(() =>
      expect(
        within(size)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Leaderboard (728 × 90 px)', 'Medium rectangle (300 × 250 px)']),
    );
    fill('Name', 'Spring sale');
    await u.selectOptions(size, 'MEDIUM_RECTANGLE');
    expect(screen.getByText('Preview at 300 × 250 px')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Image' })).toHaveProperty('checked', true);
    expect(screen.getByText('An uploaded image with its description.')).toBeTruthy();

    await u.upload(screen.getByLabelText('Image file for the banner'), png('spring.png'));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    expect(FakeXhr.all[0]!.url).toBe('/api/admin/banner-image-upload');
    FakeXhr.all[0]!.respond(200, {
      code: 'SUCCESS',
      payload: {
        filePath: 'content/banners/s.webp',
        url: '/media/s.webp',
        width: 300,
        height: 250,
        contentType: 'image/webp',
        bytes: 2_400_000,
      },
      errors: [],
    });
    expect(await screen.findByText('Stored image, 300 × 250 px, 2.3 MB')).toBeTruthy();
    fill(/Image description/, 'Spring sale: print proofs half price');
    fill('Link', 'https://example.com/spring');
    await u.click(screen.getByRole('checkbox', { name: 'Home' }));
    await u.click(screen.getByRole('checkbox', { name: 'Print cover' }));
    const preview = screen.getByTestId('banner-preview');
    expect(preview.style.width).toBe('300px');
    expect(
      within(preview)
        .getByRole('link', { name: 'Spring sale: print proofs half price' })
        .getAttribute('href'),
    ).toBe('https://example.com/spring');

    await u.click(screen.getByRole('button', { name: 'Save banner' }));
    await waitFor(() => expect(where()).toBe('/admin/ad-banners'));
    expect(calls.find((c) => c.key === SAVE)?.body).toEqual({
      banner: {
        name: 'Spring sale',
        size: 'MEDIUM_RECTANGLE',
        resourceType: 'IMAGE',
        imagePath: 'content/banners/s.webp',
        imageAlt: 'Spring sale: print proofs half price',
        html: null,
        link: 'https://example.com/spring',
        pages: ['home', 'print-cover'],
        active: true,
        startAt: null,
        endAt: null,
      },
    });
  }, 30_000);

  it('creates an HTML banner: its HTML required, previewed safely, sent without an image', async () => {
    const { calls } = mockApi({
      ...signedIn(ADMIN),
      ...STATIC,
      [SAVE]: saved,
      [LIST]: ok({ banners: [], totalCount: 0 }),
    });
    const u = userEvent.setup();
    at(routes, '/admin/ad-banners/new');
    await u.click(await screen.findByRole('radio', { name: 'HTML' }));
    expect(screen.queryByLabelText('Image file for the banner')).toBeNull();
    fill('Name', 'Tips');
    await u.click(screen.getByRole('checkbox', { name: 'Projects' }));
    await u.click(screen.getByRole('button', { name: 'Save banner' }));
    expect(await screen.findByText(M.bannerHtmlRequired)).toBeTruthy();
    expect(calls.some((c) => c.key === SAVE)).toBe(false);

    fill(/^HTML/, '<p><b>Free</b> ISBNs <img src=x onerror="alert(1)"></p>');
    const preview = screen.getByTestId('banner-preview');
    expect(within(preview).getByText('Free').tagName).toBe('B');
    expect(preview.querySelector('img')).toBeNull();
    expect(preview.style.width).toBe('728px');
    const when = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    when('Start', '2027-05-01T08:00');
    when('End', '2027-04-01T08:00');
    await u.click(screen.getByRole('button', { name: 'Save banner' }));
    expect(await screen.findByText(M.endBeforeStart)).toBeTruthy();
    when('End', '');
    await u.click(screen.getByRole('button', { name: 'Save banner' }));
    await waitFor(() => expect(where()).toBe('/admin/ad-banners'));
    expect(calls.find((c) => c.key === SAVE)?.body).toEqual({
      banner: {
        name: 'Tips',
        size: 'LEADERBOARD',
        resourceType: 'HTML',
        imagePath: null,
        imageAlt: null,
        html: '<p><b>Free</b> ISBNs <img src=x onerror="alert(1)"></p>',
        link: null,
        pages: ['projects'],
        active: true,
        startAt: '2027-05-01T08:00:00-04:00',
        endAt: null,
      },
    });
  }, 30_000);

  it('edits a banner read by its id, and shows the server’s field errors on their fields', async () => {
    const { calls, fetchMock } = mockApi({
      ...signedIn(ADMIN),
      ...STATIC,
      [ONE]: ok({ banner: banner() }),
      [SAVE]: fail(422, {
        code: 'VALIDATION_ERROR',
        field: 'banner.imageAlt',
        description: M.imageAltRequired,
      }),
    });
    const u = userEvent.setup();
    at(routes, '/admin/ad-banners/b1/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Holiday sale' })).toBeTruthy();
    expect(asked(fetchMock, '/api/admin/ad-banner')).toEqual([{ id: 'b1' }]);
    expect(calls.some((c) => c.key === LIST)).toBe(false);
    expect(screen.getByRole('img', { name: 'The stored image of the banner' }).getAttribute('src')).toBe(
      '/media/content/banners/holiday.webp',
    );
    fill('Name', 'Winter sale');
    await u.click(screen.getByRole('button', { name: 'Save banner' }));
    const alt = screen.getByRole('textbox', { name: /Image description/ });
    await waitFor(() => expect(alt.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(M.imageAltRequired)).toBeTruthy();
    expect(calls.find((c) => c.key === SAVE)?.body).toMatchObject({
      banner: { id: 'b1', name: 'Winter sale', imagePath: 'content/banners/holiday.webp', pages: ['home'] },
    });
    expect(where()).toBe('/admin/ad-banners/b1/edit');
  });

  it('sends a banner it read back unchanged, as ad-banner-save takes it', async () => {
    const loaded = banner({ startAt: '2027-03-01T09:00:00-05:00', endAt: '2027-04-01T09:00:00-04:00' });
    const { calls } = mockApi({
      ...signedIn(ADMIN),
      ...STATIC,
      [ONE]: ok({ banner: loaded }),
      [SAVE]: saved,
      [LIST]: ok({ banners: [loaded], totalCount: 1 }),
    });
    const u = userEvent.setup();
    at(routes, '/admin/ad-banners/b1/edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit Holiday sale' });
    await u.click(screen.getByRole('button', { name: 'Save banner' }));
    await waitFor(() => expect(where()).toBe('/admin/ad-banners'));
    expect(calls.filter((c) => c.key === SAVE).map((c) => c.body)).toEqual([
      {
        banner: {
          id: 'b1',
          name: 'Holiday sale',
          size: 'LEADERBOARD',
          resourceType: 'IMAGE',
          imagePath: 'content/banners/holiday.webp',
          imageAlt: 'Holiday sale: 20% off print proofs',
          html: null,
          link: '/projects',
          pages: ['home'],
          active: true,
          startAt: '2027-03-01T09:00:00-05:00',
          endAt: '2027-04-01T09:00:00-04:00',
        },
      },
    ]);
  });

  it('opens Edit from the list with the banner as listed, without reading it again', async () => {
    const { calls } = mockApi({
      ...signedIn(ADMIN),
      ...STATIC,
      [LIST]: ok({ banners: [banner()], totalCount: 1 }),
      [ONE]: ok({ banner: banner() }),
    });
    at(routes, '/admin/ad-banners');
    await userEvent.click(await screen.findByRole('link', { name: 'Edit Holiday sale' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Holiday sale' })).toBeTruthy();
    expect(where()).toBe('/admin/ad-banners/b1/edit');
    expect(calls.some((c) => c.key === ONE)).toBe(false);
  });

  it('says when there is no such banner, on the page rather than in the error dialog', async () => {
    const oops = spyOnErrorDialog();
    const { fetchMock } = mockApi({
      ...signedIn(ADMIN),
      ...STATIC,
      [ONE]: fail(404, {
        code: 'NOT_FOUND',
        field: 'id',
        description: 'There is no such ad banner. It may have been deleted.',
      }),
    });
    at(routes, '/admin/ad-banners/gone/edit');
    const said = await screen.findByText('There is no such banner.');
    expect(said.getAttribute('role')).toBe('alert');
    expect(asked(fetchMock, '/api/admin/ad-banner')).toEqual([{ id: 'gone' }]);
    expect(oops).not.toHaveBeenCalled();
  });

  it('says loading while the banner is read, and when it could not be read', async () => {
    const oops = spyOnErrorDialog();
    const { fetchMock } = mockApi({ ...signedIn(ADMIN), ...STATIC });
    const release = holdThenFail(fetchMock, '/api/admin/ad-banner');
    at(routes, '/admin/ad-banners/b1/edit');
    expect(await screen.findByText('Loading the banner…')).toBeTruthy();
    release();
    const said = await screen.findByText('We could not load this banner.');
    expect(said.getAttribute('role')).toBe('alert');
    expect(screen.queryByText('There is no such banner.')).toBeNull();
    expect(oops).toHaveBeenCalledOnce();
  });
});
