import { BUILDER_PAGES } from '@quire/domain';
import type {
  AdBannerSeed,
  AdBannersService,
  ContentImages,
  SiteModuleSeed,
  SiteModulesService,
} from '../modules/content';

/** Fixed ids, so a second seed finds what the first added and adds nothing (insert-only). */
export const DEMO_PROJECTS_MODULE_ID = '6d0c5f1e-2a4b-4c7d-8e9f-0a1b2c3d4e01';
export const DEMO_BUILDER_MODULE_ID = '6d0c5f1e-2a4b-4c7d-8e9f-0a1b2c3d4e02';
export const DEMO_HOME_BANNER_ID = '6d0c5f1e-2a4b-4c7d-8e9f-0a1b2c3d4e03';
export const DEMO_BANNER_IMAGE_PATH = 'content-images/6d0c5f1e-2a4b-4c7d-8e9f-0a1b2c3d4e04.png';

const column = (c: { heading: string; copy: string; link: string; linkLabel: string }) => ({
  ...c,
  imagePath: null,
  imageAlt: null,
});

export const DEMO_MODULES: SiteModuleSeed[] = [
  {
    id: DEMO_PROJECTS_MODULE_ID,
    name: 'Print your book',
    moduleType: 'LEFT_NAV_PROJECT',
    template: 'TEXT',
    doubleTemplate: false,
    columns: [
      column({
        heading: 'Print your book',
        copy: '<p>Turn your manuscript into a paperback or a hardcover: choose a trim size, upload a print-ready PDF and <strong>order a proof</strong> before it goes on sale.</p>',
        link: '/build-a-book/choose-book-type',
        linkLabel: 'Start a print book',
      }),
    ],
    pages: ['projects'],
    position: 0,
    active: true,
    startAt: null,
    endAt: null,
  },
  {
    id: DEMO_BUILDER_MODULE_ID,
    name: 'Cover template tip',
    moduleType: 'LEFT_NAV_BAB',
    template: 'TEXT',
    doubleTemplate: false,
    columns: [
      column({
        heading: 'Need a cover template?',
        copy: '<p>Enter your trim size and page count to download a template with the spine, bleed and safe zones marked.</p>',
        link: '/book-cover-template-generator',
        linkLabel: 'Make a cover template',
      }),
    ],
    pages: [...BUILDER_PAGES],
    position: 0,
    active: true,
    startAt: null,
    endAt: null,
  },
];

export const DEMO_BANNERS: AdBannerSeed[] = [
  {
    id: DEMO_HOME_BANNER_ID,
    name: 'How Quire works',
    size: 'LEADERBOARD',
    resourceType: 'IMAGE',
    imagePath: DEMO_BANNER_IMAGE_PATH,
    imageAlt: 'Write, publish and print your book with Quire: see how it works',
    html: null,
    link: '/how-it-works',
    pages: ['home'],
    active: true,
    startAt: null,
    endAt: null,
  },
];

/** A 728 × 90 leaderboard drawn at seed time: a dusk gradient with a shelf of books. */
async function bannerImage(): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  const books = [
    [520, 22, 26, 58, '#f4d35e'],
    [550, 14, 22, 66, '#ee964b'],
    [576, 26, 30, 54, '#f95738'],
    [610, 18, 20, 62, '#faf0ca'],
    [634, 30, 34, 50, '#0d3b66'],
    [672, 20, 24, 60, '#f4d35e'],
  ] as const;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="728" height="90">
  <defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#0d3b66"/><stop offset="1" stop-color="#3e7cb1"/></linearGradient></defs>
  <rect width="728" height="90" fill="url(#g)"/>
  <rect x="500" y="80" width="210" height="6" fill="#faf0ca"/>
  ${books.map(([x, y, w, h, c]) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="2" fill="${c}"/>`).join('')}
  <rect x="24" y="30" width="300" height="12" rx="6" fill="#faf0ca"/>
  <rect x="24" y="52" width="200" height="8" rx="4" fill="#f4d35e"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The demo's site content beyond the pages (insert-only, idempotent): a tip beside the projects list,
 * one beside the book builder's steps, and an image banner on the home page (its image made here).
 */
export async function seedDemoContentModules(services: {
  contentImages: Pick<ContentImages, 'seedImage'>;
  siteModules: Pick<SiteModulesService, 'seedModules'>;
  adBanners: Pick<AdBannersService, 'seedBanners'>;
}): Promise<void> {
  await services.contentImages.seedImage(DEMO_BANNER_IMAGE_PATH, bannerImage);
  await services.siteModules.seedModules(DEMO_MODULES);
  await services.adBanners.seedBanners(DEMO_BANNERS);
}
