/**
 * Merchandising promotions (spec 2): the promo types, the request statuses, the list's sort keys
 * and the constants of spec 2 §9. Literal codes are the spec's; the labels are Quire's.
 */

export const MERC_PROMO_TYPES = [
  'LIMITED_TIME_EBOOK',
  'ONE_DAY_EBOOK',
  'UNDER_2_99',
  'BNPRESS_PRESENTS',
  'NOOK_FREE_FRIDAY',
  'NOOK_DAILY_FIND',
  'NOOK_DAILY_ROMANCE',
  'NOOK_HAUL',
  'TEMPLATE_1',
  'TEMPLATE_2',
  'TEMPLATE_3',
] as const;
export type MercPromoType = (typeof MERC_PROMO_TYPES)[number];

export const MERC_PROMO_TYPE_LABELS: Readonly<Record<MercPromoType, string>> = {
  LIMITED_TIME_EBOOK: 'Limited-Time eBook Deal',
  ONE_DAY_EBOOK: 'One-Day eBook Deal',
  UNDER_2_99: 'eBooks Under $2.99',
  BNPRESS_PRESENTS: 'B&N Press Presents',
  NOOK_FREE_FRIDAY: 'NOOK Free Friday',
  NOOK_DAILY_FIND: 'NOOK Daily Find',
  NOOK_DAILY_ROMANCE: 'NOOK Daily Romance',
  NOOK_HAUL: 'NOOK Haul',
  TEMPLATE_1: 'Template 1',
  TEMPLATE_2: 'Template 2',
  TEMPLATE_3: 'Template 3',
};

/**
 * Which panels a type's form has (spec 2 §2.2) and which dates it takes (§5 "Dates"):
 * - START_END: start and end required, the end 7 to 28 days after the start (limited-time, price promotion);
 * - START: a start only, the promotion runs that one day (one-day eBook);
 * - RANGE: "Flexible on date" or a date range of 1 day to 90 days (daily-find, daily-romance, haul, templates);
 * - WEEKEND: flexible or a Friday within 26 weeks (free-Friday; the weekend ends on the Monday);
 * - PUBLICATION: no dates; the title's publication date must fall in the featured window (presents-type).
 */
export type PromoDateMode = 'START_END' | 'START' | 'RANGE' | 'WEEKEND' | 'PUBLICATION';

export interface PromoFormLayout {
  /** The Price panel: regular price and a promo price. Without it the promo price is not asked (free-Friday: 0). */
  price: boolean;
  dates: PromoDateMode;
}

export const PROMO_FORM_LAYOUTS: Readonly<Record<MercPromoType, PromoFormLayout>> = {
  LIMITED_TIME_EBOOK: { price: true, dates: 'START_END' },
  ONE_DAY_EBOOK: { price: true, dates: 'START' },
  UNDER_2_99: { price: true, dates: 'START_END' },
  BNPRESS_PRESENTS: { price: false, dates: 'PUBLICATION' },
  NOOK_FREE_FRIDAY: { price: false, dates: 'WEEKEND' },
  NOOK_DAILY_FIND: { price: true, dates: 'RANGE' },
  NOOK_DAILY_ROMANCE: { price: true, dates: 'RANGE' },
  NOOK_HAUL: { price: true, dates: 'RANGE' },
  TEMPLATE_1: { price: true, dates: 'RANGE' },
  TEMPLATE_2: { price: true, dates: 'RANGE' },
  TEMPLATE_3: { price: true, dates: 'RANGE' },
};

/** Types whose form offers "Flexible on date" (a new form starts flexible). */
export const isFlexibleDateType = (type: MercPromoType): boolean =>
  PROMO_FORM_LAYOUTS[type].dates === 'RANGE' || PROMO_FORM_LAYOUTS[type].dates === 'WEEKEND';

/** The template types: `position` orders their definitions. */
export const isTemplateType = (type: MercPromoType): boolean => type.startsWith('TEMPLATE_');

/** Stored statuses; COMPLETED is an approved request whose end has passed (a tab, never stored). */
export const PROMO_STATUSES = ['PENDING', 'APPROVED', 'DECLINED', 'COMPLETED'] as const;
export type PromoStatus = (typeof PROMO_STATUSES)[number];
export const STORED_PROMO_STATUSES = ['PENDING', 'APPROVED', 'DECLINED'] as const;
export type StoredPromoStatus = (typeof STORED_PROMO_STATUSES)[number];

/** The tab labels (spec 2 §2.3: APPROVED is shown as Accepted). */
export const PROMO_STATUS_LABELS: Readonly<Record<PromoStatus, string>> = {
  PENDING: 'Pending',
  APPROVED: 'Accepted',
  DECLINED: 'Declined',
  COMPLETED: 'Completed',
};

/** What an administrator may move a request to from each tab (spec 2 §4). */
export const PROMO_STATUS_MOVES: Readonly<Record<PromoStatus, readonly StoredPromoStatus[]>> = {
  PENDING: ['APPROVED', 'DECLINED'],
  APPROVED: ['PENDING', 'DECLINED'],
  DECLINED: ['PENDING', 'APPROVED'],
  COMPLETED: [],
};

export const PROMO_SORTS = [
  'dateSubmitted',
  'preferredDate',
  'startDate',
  'oldest',
  'newest',
  'oldestPrefDate',
] as const;
export type PromoSort = (typeof PROMO_SORTS)[number];

/** The default sort (spec 2 §4): oldest for admins, newest for publishers; by oldest preferred date on APPROVED and COMPLETED. */
export function defaultPromoSort(isAdmin: boolean, status: PromoStatus): PromoSort {
  if (status === 'APPROVED' || status === 'COMPLETED') return 'oldestPrefDate';
  return isAdmin ? 'oldest' : 'newest';
}

/** Spec 2 §9. */
export const PROMO_PAGE_SIZE = 20;
export const PROMO_PAGE_WINDOW = 9;
export const PROMO_TOAST_MS = 9000;
export const PROMO_TAB_LOADING_MS = 5000;
export const PROMO_SUBMIT_DEBOUNCE_MS = 500;
export const ADDITIONAL_COMMENTS_MAX = 2000;
/** The undo window the server announces as undoSeconds when configuration says nothing else. */
export const DEFAULT_PROMO_UNDO_SECONDS = 15;
/** Promo price input: up to 5 integer digits, an optional point and up to 2 decimals. */
export const PROMO_PRICE_PATTERN = /^\d{0,5}(\.\d{0,2})?$/;
/** A promotion runs from 12:00 AM ET on its start day to 2:59 AM ET on its end day (spec 2 §5). */
export const PROMO_START_TIME = { hours: 0, minutes: 0 } as const;
export const PROMO_END_TIME = { hours: 2, minutes: 59 } as const;
/** Range types: at most 90 days; limited-time: 7 to 28; free-Friday: within 26 weeks; template 3: 2019 titles. */
export const PROMO_RANGE_MAX_DAYS = 90;
export const LIMITED_TIME_MIN_DAYS = 7;
export const LIMITED_TIME_MAX_DAYS = 28;
export const FREE_FRIDAY_WEEKS = 26;
export const TEMPLATE_3_YEAR = 2019;
/** Presents-type: the title publishes within the featured month or this many days either side. */
export const PRESENTS_WINDOW_DAYS = 14;
/** Upload of nominations (uploadPromoSheet): at most this many bytes and rows. */
export const PROMO_SHEET_MAX_BYTES = 2 * 1024 * 1024;
export const PROMO_SHEET_MAX_ROWS = 500;
