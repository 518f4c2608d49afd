/** The footer's static pages (spec 1 §2, spec 3 §2), in the spec's order, served from the database. */
export const STATIC_PAGE_SLUGS = [
  'how-it-works',
  'reach-millions-of-readers',
  'make-more-money',
  'print-on-demand',
  'author-tools-and-tips',
  'self-publishing-services',
  'about-us',
  'legal/membership-agreement',
  'sitemap',
] as const;
export type StaticPageSlug = (typeof STATIC_PAGE_SLUGS)[number];
