import type { AdBanner, SiteModule } from '@quire/domain';
import { screen } from '@testing-library/react';
import { renderRoutes, where as whereIn } from '../test-fixtures';

/** The users, modules, banners and network edge of the site-module and banner screens' tests. */

export {
  ADMIN,
  AUTHOR,
  asked,
  Frame,
  holdThenFail,
  resetApi,
  signedIn,
  spyOnErrorDialog,
} from '../test-fixtures';

export const column = (over: Partial<SiteModule['columns'][number]> = {}): SiteModule['columns'][number] => ({
  heading: 'Need a cover?',
  copy: '<p>Our designers can <strong>help</strong>.</p>',
  imagePath: null,
  imageUrl: null,
  imageAlt: null,
  link: '/self-publishing-services',
  linkLabel: 'See the services',
  ...over,
});

export function siteModule(over: Partial<SiteModule> = {}): SiteModule {
  return {
    id: 'm1',
    name: 'Cover design offer',
    moduleType: 'LEFT_NAV_PROJECT',
    template: 'TEXT',
    doubleTemplate: false,
    columns: [column()],
    pages: ['projects'],
    position: 2,
    active: true,
    startAt: null,
    endAt: null,
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...over,
  };
}

export function banner(over: Partial<AdBanner> = {}): AdBanner {
  return {
    id: 'b1',
    name: 'Holiday sale',
    size: 'LEADERBOARD',
    resourceType: 'IMAGE',
    imagePath: 'content/banners/holiday.webp',
    imageUrl: '/media/content/banners/holiday.webp',
    imageAlt: 'Holiday sale: 20% off print proofs',
    html: null,
    link: '/projects',
    pages: ['home'],
    active: true,
    startAt: null,
    endAt: null,
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...over,
  };
}

export const SIZES = [
  { code: 'LEADERBOARD', label: 'Leaderboard', width: 728, height: 90 },
  { code: 'MEDIUM_RECTANGLE', label: 'Medium rectangle', width: 300, height: 250 },
];
export const RESOURCE_TYPES = [
  { type: 'IMAGE', label: 'Image', description: 'An uploaded image with its description.' },
  { type: 'HTML', label: 'HTML', description: 'Formatted text with links.' },
];

export { FakeXhr, installFakeXhr as useFakeXhr } from '../../../../test/fake-xhr';

/** A PNG file as the file input gives it. */
export const png = (name = 'cover.png', bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

/** Renders routes at an address, with where the app is. */
export const at = renderRoutes;
export const where = () => whereIn(screen);
