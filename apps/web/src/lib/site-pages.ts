import { STATIC_PAGE_SLUGS, type StaticPageSlug } from '@quire/domain/content/static-pages';
import type { WebMessageKey } from '../i18n/en-US';

/**
 * The footer's marketing pages (spec 1 §2, spec 3 §2), in the spec's order; sign-in is the last
 * link. Static pages published from the back office: the domain's list.
 */
export const MARKETING_SLUGS = STATIC_PAGE_SLUGS;
export type MarketingSlug = StaticPageSlug;

export const FOOTER_LINKS: ReadonlyArray<{ to: string; label: WebMessageKey }> = [
  ...MARKETING_SLUGS.map((slug) => ({ to: `/${slug}`, label: `footer.page.${slug}` as WebMessageKey })),
  { to: '/sign-in', label: 'footer.page.sign-in' },
];

/**
 * Left-navigation targets (spec 1 §2, spec 3 §2): the page names site modules and banners are
 * aimed at. Each route names its target in its handle; the navigation carries it as data.
 */
export const NAV_TARGETS = {
  projects: ['projects'],
  bookBuilder: [
    'ebook-interior',
    'ebook-cover',
    'ebook-details',
    'ebook-vendor',
    'ebook-review',
    'print-size',
    'print-interior',
    'print-cover',
    'print-details',
    'print-vendor',
    'print-review',
  ],
} as const;
export type NavTarget = (typeof NAV_TARGETS)[keyof typeof NAV_TARGETS][number];

/** Site-content page targets for banners (spec 3 §2). */
export const BANNER_PAGES = [
  'home',
  'print-on-demand',
  'how-it-works',
  'make-more-money',
  'reach-millions-of-readers',
] as const;

/** What a route tells the layout. */
export interface RouteHandle {
  navTarget?: NavTarget;
  /** The page names its site-content page itself once loaded (a builder step: ebook-interior, …). */
  contentPageFromPage?: boolean;
}
