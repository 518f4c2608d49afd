import { STATIC_PAGE_SLUGS } from './static-pages';

/**
 * Site content administered from the back office (spec 3 §2, §3, §7, §9; spec 1 §2): broadcast
 * messages, site modules and ad banners aimed at pages, and the static pages of the footer.
 */

/** Message types (spec 3 §3: marketing 1, broadcast 2, promotion 3). */
export const MESSAGE_TYPES = { MARKETING: 1, BROADCAST: 2, PROMOTION: 3 } as const;
export type MessageTypeId = (typeof MESSAGE_TYPES)[keyof typeof MESSAGE_TYPES];
export const MESSAGE_TYPE_IDS = [1, 2, 3] as const;
export const MESSAGE_TYPE_LABELS: Record<MessageTypeId, string> = {
  1: 'Marketing',
  2: 'Broadcast',
  3: 'Promotion',
};

/** Several site messages rotate every 8000 ms (spec 3 §9). */
export const MESSAGE_ROTATION_MS = 8000;

/** A message's status follows its start and end (Quire's): shown between them. */
export const MESSAGE_STATUSES = ['SCHEDULED', 'ACTIVE', 'EXPIRED'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** INFO is shown until dismissed; CRITICAL stays until the author acknowledges it. */
export const MESSAGE_SEVERITIES = ['INFO', 'CRITICAL'] as const;
export type MessageSeverity = (typeof MESSAGE_SEVERITIES)[number];

/** Who a message reaches: everyone, chosen users, or a segment. */
export const AUDIENCE_KINDS = ['EVERYONE', 'USERS', 'SEGMENT'] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];
/** Segment filters: the account's role, the formats of its books, its country, on-sale books, books named by EAN. */
export const AUDIENCE_ROLES = ['AUTHOR', 'PUBLISHER', 'CONTRIBUTOR'] as const;
export const AUDIENCE_FORMATS = ['EBOOK', 'PRINT'] as const;

export const MESSAGE_TITLE_MAX = 120;
export const MESSAGE_DETAILS_MAX = 4000;
export const MESSAGE_PAGE_SIZE = 20;
export const MESSAGE_EANS_MAX = 500;

/** Site module types (spec 3 §3 "Banner and site module"). */
export const MODULE_TYPES = ['LEFT_NAV_PROJECT', 'LEFT_NAV_BAB', 'BANNER'] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];

/** Module templates: one column of copy with an image, or two side by side (doubleTemplate). */
export const MODULE_TEMPLATES = ['TEXT', 'IMAGE_TEXT', 'IMAGE'] as const;
export type ModuleTemplate = (typeof MODULE_TEMPLATES)[number];

/** Pages left-navigation modules and banners are aimed at (spec 1 §2, spec 3 §2). */
export const PROJECT_PAGES = ['projects'] as const;
export const BUILDER_PAGES = [
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
] as const;
export const SITE_CONTENT_PAGES = [
  'home',
  'print-on-demand',
  'how-it-works',
  'make-more-money',
  'reach-millions-of-readers',
] as const;
export const BANNER_PAGES = [...SITE_CONTENT_PAGES, ...PROJECT_PAGES, ...BUILDER_PAGES] as const;
export type BannerPage = (typeof BANNER_PAGES)[number];

/** Which pages a module type may be placed on. */
export const MODULE_PAGES: Record<ModuleType, readonly BannerPage[]> = {
  LEFT_NAV_PROJECT: PROJECT_PAGES,
  LEFT_NAV_BAB: BUILDER_PAGES,
  BANNER: BANNER_PAGES,
};

/** Ad banner sizes (IAB names) and resource types. */
export const BANNER_SIZES = [
  { code: 'LEADERBOARD', label: 'Leaderboard', width: 728, height: 90 },
  { code: 'MEDIUM_RECTANGLE', label: 'Medium rectangle', width: 300, height: 250 },
  { code: 'WIDE_SKYSCRAPER', label: 'Wide skyscraper', width: 160, height: 600 },
  { code: 'MOBILE_BANNER', label: 'Mobile banner', width: 320, height: 50 },
] as const;
export type BannerSizeCode = (typeof BANNER_SIZES)[number]['code'];
export const BANNER_RESOURCE_TYPES = ['IMAGE', 'HTML'] as const;
export type BannerResourceType = (typeof BANNER_RESOURCE_TYPES)[number];

/** Uploaded images: re-encoded; refused above this size or when they are not an image. */
export const CONTENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CONTENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

// The footer's static pages: a module of their own, as the web's first page needs only them.
export { STATIC_PAGE_SLUGS, type StaticPageSlug } from './static-pages';
/** The home page's content is a static page too, edited like the others. */
export const HOME_PAGE_SLUG = 'home';
export const EDITABLE_PAGE_SLUGS = [HOME_PAGE_SLUG, ...STATIC_PAGE_SLUGS] as const;
export type EditablePageSlug = (typeof EDITABLE_PAGE_SLUGS)[number];
export const PAGE_TITLE_MAX = 120;
export const PAGE_HTML_MAX = 100_000;

/** The status of a message between its start and end (end null: no end). */
export function messageStatus(at: { startAt: Date; endAt: Date | null }, now: Date): MessageStatus {
  if (at.endAt && now >= at.endAt) return 'EXPIRED';
  return now >= at.startAt ? 'ACTIVE' : 'SCHEDULED';
}
