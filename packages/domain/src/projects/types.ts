/**
 * The project entity and its enumerations (spec 1 §3). Shared by the server (which stores and
 * answers projects in this shape) and the web screens. Money travels as strings with two
 * decimals ("9.99") or null. The API's schemas of these payloads are in contracts/projects.ts and
 * contracts/search.ts, each checked against its interface here (`conforming`).
 */

import type { AccessibilityStatement, EpubAccessibility } from '../accessibility/types';
import type { PrintQuote } from '../pricing/print';

export const PROJECT_TYPES = ['PRINT', 'POD', 'EBOOK'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

/** Display names of the project types (spec 1 §3). */
export const PROJECT_TYPE_LABELS: Record<ProjectType, string> = {
  PRINT: 'Book',
  POD: 'Personal Use',
  EBOOK: 'eBook',
};

/**
 * Every project status (spec 1 §3), one spelling each: what is stored and what the API answers.
 * The spec's enumeration also lists the mixed-case retail values OnSale and OffSale; they are the
 * display of ONSALE / OFFSALE, never a status of their own (see ./status.ts: `retailSaleStatus`,
 * and `parseProjectStatus` for a legacy stored value).
 */
export const PROJECT_STATUSES = [
  'DROPSHIP_READY',
  'EDITING',
  'ERROR',
  'LSI_ONSALE',
  'NEW',
  'OFFSALE',
  'ONSALE',
  'ORDERED',
  'PROCESSING_DROPSHIP',
  'REQUESTED_DROPSHIP',
  'PROCESSING_OFFSALE',
  'PROCESSING_ONSALE',
  'CORRECTING',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** The statuses `PUT /api/project/setstatus` accepts (spec 1 §4). */
export const SET_STATUS_VALUES = ['EDIT', 'ORDER'] as const;
export type SetStatusValue = (typeof SET_STATUS_VALUES)[number];

export const COVER_FORMATS = ['SOFTCOVER', 'HARDCOVER', 'HARDCOVER_DUST_JACKET'] as const;
export type CoverFormat = (typeof COVER_FORMATS)[number];
export const COVER_FORMAT_LABELS: Record<CoverFormat, string> = {
  SOFTCOVER: 'Paperback',
  HARDCOVER: 'Hardcover (case laminate)',
  HARDCOVER_DUST_JACKET: 'Hardcover with dust jacket',
};

export const COVER_TYPES = ['full', 'separate'] as const;
export type CoverType = (typeof COVER_TYPES)[number];

export const COVER_FINISHES = ['MATTE', 'GLOSS'] as const;
export type CoverFinish = (typeof COVER_FINISHES)[number];

export const PRINT_COLORS = ['BLACK_WHITE', 'STANDARD_COLOR', 'FULL_COLOR'] as const;
export type PrintColor = (typeof PRINT_COLORS)[number];
export const PRINT_COLOR_LABELS: Record<PrintColor, string> = {
  BLACK_WHITE: 'Black & White',
  STANDARD_COLOR: 'Standard Color',
  FULL_COLOR: 'Premium Full Color',
};

export const PAPER_COLORS = ['WHITE', 'CREAM'] as const;
export type PaperColor = (typeof PAPER_COLORS)[number];
export const PAPER_COLOR_LABELS: Record<PaperColor, string> = { WHITE: 'White', CREAM: 'Cream' };

/**
 * The print tier of a print or POD book: STANDARD prices the chosen colour, paper and cover by the
 * print cost table; ULTRA_PREMIUM is the option above it (80# premium white paper, full colour, a
 * soft-touch matte cover), set only by an administrator's conversion (pricing/ultra-premium.ts).
 */
export const PRINT_TIERS = ['STANDARD', 'ULTRA_PREMIUM'] as const;
export type PrintTier = (typeof PRINT_TIERS)[number];
export const PRINT_TIER_LABELS: Record<PrintTier, string> = {
  STANDARD: 'Standard',
  ULTRA_PREMIUM: 'Ultra Premium',
};

export const SAMPLE_TYPES = ['DEFAULT', 'CUSTOM', 'SELECTED'] as const;
export type SampleType = (typeof SAMPLE_TYPES)[number];

export const CORRECTION_TYPES = ['FREE', 'NONE', 'PAID'] as const;
export type CorrectionType = (typeof CORRECTION_TYPES)[number];

export const COVER_KINDS = ['BACK_COVER', 'FRONT_COVER', 'LsiCover', 'SPB_PRE_ORDER_COVER'] as const;
export type CoverKind = (typeof COVER_KINDS)[number];

/** eBook file formats: EP encrypted, EF unencrypted. */
export const EBOOK_FORMATS = ['EP', 'EF'] as const;
export type EbookFormat = (typeof EBOOK_FORMATS)[number];

export const AUDIENCES = ['JUV', 'YA', 'TRA', 'MA'] as const;
export type Audience = (typeof AUDIENCES)[number];
export const AUDIENCE_LABELS: Record<Audience, string> = {
  JUV: 'Kids',
  YA: 'Young Adult',
  TRA: 'General Adult',
  MA: 'Mature',
};

export const AGE_RANGES = ['ZERO_TWO', 'THREE_FIVE', 'SIX_EIGHT', 'NINE_TWELVE'] as const;
export type AgeRange = (typeof AGE_RANGES)[number];
export const AGE_RANGE_LABELS: Record<AgeRange, string> = {
  ZERO_TWO: '0–2',
  THREE_FIVE: '3–5',
  SIX_EIGHT: '6–8',
  NINE_TWELVE: '9–12',
};

export const SUBJECT_TYPES = ['F', 'NF'] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];
export const SUBJECT_TYPE_LABELS: Record<SubjectType, string> = { F: 'Fiction', NF: 'Nonfiction' };

/** Contributor roles with their codes (spec 1 §3); "other" has no letter code of its own. */
export const CONTRIBUTOR_ROLES = [
  { code: 'A', role: 'author', label: 'Author' },
  { code: 'E', role: 'editor', label: 'Editor' },
  { code: 'I', role: 'illustrator', label: 'Illustrator' },
  { code: 'T', role: 'translator', label: 'Translator' },
  { code: 'P', role: 'photographer', label: 'Photographer' },
  { code: 'V', role: 'introductionBy', label: 'Introduction by' },
  { code: 'L', role: 'compiledBy', label: 'Compiled by' },
  { code: 'Y', role: 'narrator', label: 'Narrator' },
  { code: 'other', role: 'other', label: 'Other' },
] as const;
export type ContributorRoleCode = (typeof CONTRIBUTOR_ROLES)[number]['code'];
export const CONTRIBUTOR_ROLE_CODES = CONTRIBUTOR_ROLES.map((r) => r.code) as ContributorRoleCode[];

/** Languages with ISO 639-2/B codes, English first, then the spec's order (spec 1 §3). */
export const LANGUAGES = [
  { code: 'eng', name: 'English' },
  { code: 'afr', name: 'Afrikaans' },
  { code: 'alb', name: 'Albanian' },
  { code: 'baq', name: 'Basque' },
  { code: 'bre', name: 'Breton' },
  { code: 'cat', name: 'Catalan' },
  { code: 'dan', name: 'Danish' },
  { code: 'dut', name: 'Dutch' },
  { code: 'est', name: 'Estonian' },
  { code: 'fin', name: 'Finnish' },
  { code: 'fre', name: 'French' },
  { code: 'ger', name: 'German' },
  { code: 'hun', name: 'Hungarian' },
  { code: 'ice', name: 'Icelandic' },
  { code: 'ind', name: 'Indonesian' },
  { code: 'ita', name: 'Italian' },
  { code: 'kur', name: 'Kurdish' },
  { code: 'lat', name: 'Latin' },
  { code: 'may', name: 'Malay' },
  { code: 'nor', name: 'Norwegian' },
  { code: 'por', name: 'Portuguese' },
  { code: 'sco', name: 'Scots' },
  { code: 'spa', name: 'Spanish' },
  { code: 'swa', name: 'Swahili' },
  { code: 'swe', name: 'Swedish' },
  { code: 'wel', name: 'Welsh' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as LanguageCode[];

/** Reasons a project cannot be deleted (spec 1 §3). */
export const DELETE_BLOCK_REASONS = [
  'PENDING_ORDER',
  'PENDING_ORDER_STATUS_BLOCK',
  'PROJECT_IN_CART',
  'STATUS_BLOCK',
] as const;
export type DeleteBlockReason = (typeof DELETE_BLOCK_REASONS)[number];

/** Trim classes of the print cost table: standard up to 6.14 × 9.21 in, large above. */
export const TRIM_CLASSES = ['STANDARD', 'LARGE'] as const;
export type TrimClass = (typeof TRIM_CLASSES)[number];

export interface TrimSize {
  /** The project's `pageSize`: width x height in inches, e.g. "6x9", "5.5x8.5". */
  pageSize: string;
  widthIn: number;
  heightIn: number;
  trimClass: TrimClass;
  /** The cover formats this trim can be bound as. */
  coverFormats: readonly CoverFormat[];
}

const ALL_FORMATS: readonly CoverFormat[] = ['SOFTCOVER', 'HARDCOVER', 'HARDCOVER_DUST_JACKET'];
const NO_JACKET: readonly CoverFormat[] = ['SOFTCOVER', 'HARDCOVER'];
const SOFT_ONLY: readonly CoverFormat[] = ['SOFTCOVER'];

/** Trim sizes a print or POD book may take, most common first. */
export const TRIM_SIZES: readonly TrimSize[] = [
  { pageSize: '6x9', widthIn: 6, heightIn: 9, trimClass: 'STANDARD', coverFormats: ALL_FORMATS },
  { pageSize: '5x8', widthIn: 5, heightIn: 8, trimClass: 'STANDARD', coverFormats: SOFT_ONLY },
  { pageSize: '5.5x8.5', widthIn: 5.5, heightIn: 8.5, trimClass: 'STANDARD', coverFormats: ALL_FORMATS },
  { pageSize: '5.25x8', widthIn: 5.25, heightIn: 8, trimClass: 'STANDARD', coverFormats: SOFT_ONLY },
  { pageSize: '6.14x9.21', widthIn: 6.14, heightIn: 9.21, trimClass: 'STANDARD', coverFormats: ALL_FORMATS },
  { pageSize: '7x10', widthIn: 7, heightIn: 10, trimClass: 'LARGE', coverFormats: NO_JACKET },
  { pageSize: '8x10', widthIn: 8, heightIn: 10, trimClass: 'LARGE', coverFormats: NO_JACKET },
  { pageSize: '8.5x11', widthIn: 8.5, heightIn: 11, trimClass: 'LARGE', coverFormats: NO_JACKET },
  { pageSize: '8.25x11', widthIn: 8.25, heightIn: 11, trimClass: 'LARGE', coverFormats: NO_JACKET },
];
export const PAGE_SIZES = TRIM_SIZES.map((t) => t.pageSize);

export const MAX_CATEGORIES = 5;
export const COPYRIGHT_YEAR_MIN = 2014;
export const PAGE_COUNT_MIN = 18;
export const PAGE_COUNT_MAX = 800;

/** Preflight and conversion statuses seen on a project (spec 1 §4). */
export type PreflightStatus =
  | 'NOT_STARTED'
  | 'NotStarted'
  | 'IN_PROGRESS'
  | 'SUCCESSFUL'
  | 'COMPLETED'
  | 'Completed'
  | 'ERROR'
  | string;
export type ConversionStatus = 'CONVERTED' | 'CONVERTED_FROM_DOC' | 'UNAVAILABLE' | string;

export interface ProjectContributor {
  firstName: string;
  lastName: string;
  /** A contributor role code (`CONTRIBUTOR_ROLES[].code`). */
  role: ContributorRoleCode;
  /** Left out when the contributor has none. */
  email?: string;
}

export interface ProjectCategory {
  categoryId: string;
  categoryCrumbs: string;
  bisac: string;
}

/** One project as the API answers it (every field of spec 1 §3). */
export interface Project {
  id: string;
  type: ProjectType;
  /** Display type: 'Book', 'Personal Use' or 'eBook'. */
  projectType: string;
  isEBook: boolean;
  /** Short-run print (type PRINT). */
  isSPB: boolean;
  title: string | null;
  subtitle: string | null;
  groupProjectId: string | null;
  grouped: boolean;
  isGroupConfirmed: boolean;

  preOrder: boolean;
  status: ProjectStatus;
  /** ISO dates (YYYY-MM-DD) or instants, null when not set. */
  onSaleDate: string | null;
  publishedDate: string | null;
  publicationDate: string | null;
  listPrice: string | null;
  price: string | null;
  quotedPrice: string | null;
  ean: string | null;
  isbn: string | null;
  allowedForMerchPromo: boolean;
  suggestedSearch: string | null;
  vendorRegistrationFirst: boolean;

  isDefaultSample: SampleType | null;
  interiorPdfConversionStatus: ConversionStatus | null;
  interiorPreFlightCheckStatus: PreflightStatus | null;
  samplePreFlightCheckStatus: PreflightStatus | null;

  coverType: CoverType | null;
  coverFile: string | null;
  coverFrontFile: string | null;
  coverBackFile: string | null;
  coverFullPreFlightCheckStatus: PreflightStatus | null;
  coverFrontPreFlightCheckStatus: PreflightStatus | null;
  coverBackPreFlightCheckStatus: PreflightStatus | null;
  spineColor: string | null;
  coverFormat: CoverFormat | null;
  coverFinish: CoverFinish | null;

  interiorApproved: boolean;
  coverFullApproved: boolean;
  sampleApproved: boolean;

  /** The chosen size/type combination, e.g. "6x9-SOFTCOVER-BLACK_WHITE"; free text kept by the server. */
  bookSizeType: string | null;
  pageSize: string | null;
  pageCount: number | null;
  printColor: PrintColor | null;
  paperColor: PaperColor | null;
  /** STANDARD, or ULTRA_PREMIUM once an administrator converted the book (eBooks stay STANDARD). */
  printTier: PrintTier;
  pageCountChanged: boolean;
  warningMessage: string | null;

  contributors: ProjectContributor[];
  categories: ProjectCategory[];

  inSeries: boolean;
  seriesName: string | null;
  seriesNumber: number | null;
  languageCode: LanguageCode | null;

  audience: Audience | null;
  ageRange: AgeRange | null;
  subjectType: SubjectType | null;
  mature: boolean;
  copyrightYear: number | null;
  /** Sanitised rich text (see RICH_TEXT_ALLOWED_TAGS). */
  description: string | null;
  editorialReviews: string | null;
  /** Audiobook runtime "hh:mm". */
  runtime: string | null;

  publisherName: string | null;
  noMerchFlag: boolean;
  /** What the author states of the eBook's accessibility (decision 046), or null. */
  accessibility: AccessibilityStatement | null;
  /** What the interior EPUB's package document declares (written by the preflight; read-only), or null. */
  epubAccessibility: EpubAccessibility | null;
  allowedToEdit: boolean;
  allowedToPutOnSale: boolean;
  /** Publishing (decision 030): when the pending on-sale or off-sale intake ends (ISO instant), or null. */
  saleDueAt: string | null;
  /** When the author answered that these are the final interior and cover files, or null. */
  finalContentsAt: string | null;
  /** Until when a pre-order's final files may still be replaced, or null. */
  finalFilesUntil: string | null;
  /** The correction in progress: FREE, PAID, or NONE. */
  correctionType: CorrectionType;
  /** Why the last on-sale or off-sale step failed (status ERROR), or null. */
  saleError: string | null;
  /** The absolute address of the book's public product page while it is on sale, else null (storefront/). */
  productPageUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One row of `GET /api/projects`. */
export interface ProjectListItem {
  id: string;
  title: string | null;
  subtitle: string | null;
  type: ProjectType;
  projectType: string;
  status: ProjectStatus;
  listPrice: string | null;
  ean: string | null;
  isbn: string | null;
  /** The ISBN hyphenated by its registration ranges ('979-8-88645-010-1'), or null without one. */
  displayIsbn: string | null;
  seriesName: string | null;
  seriesNumber: number | null;
  groupProjectId: string | null;
  pageSize: string | null;
  updatedAt: string;
  /** The uploaded cover the card shows (`coverThumbnail`), or null for the placeholder. */
  coverThumbnailUrl: string | null;
  /** IMAGE (the server draws a PDF cover, decision 055; PDF is no longer answered); null without a cover. */
  coverThumbnailKind: 'IMAGE' | 'PDF' | null;
  /** FRONT: the front cover alone; FULL: back, spine and front in one (the card shows the front, on the right). */
  coverThumbnailPanel: 'FRONT' | 'FULL' | null;
  /** When the pending on-sale or off-sale intake ends (ISO instant), or null. */
  saleDueAt: string | null;
  preOrder: boolean;
  onSaleDate: string | null;
  /** Whether the book may be deleted (`isDeletable`): the dashboard offers Delete only then. */
  deletable: boolean;
}

/** One suggestion of `GET /api/search/search` (spec 3 §3). */
export interface ProjectSearchItem {
  id: string;
  title: string | null;
  ean: string | null;
  eans: string[];
  displayIsbn: string | null;
  author: string | null;
  seriesName: string | null;
  /** What the suggestion matched on: 'title', 'author', 'isbn' or 'series'. */
  param: string;
  projectCoupons: unknown[];
}

/** The page of `GET /api/projects`. */
export interface ProjectListPage {
  totalCount: number;
  page: number;
  limit: number;
  projects: ProjectListItem[];
}

/**
 * What `POST /api/project` answers: the saved project and, for a print or personal-use book whose
 * print specification is complete, its fresh print quote at the saved list price (null otherwise),
 * so that a price edit costs one request.
 */
export type SavedProject = Project & { printQuote: PrintQuote | null };
