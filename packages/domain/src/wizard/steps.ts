import type { ProjectType } from '../projects/types';

/**
 * The wizard order of spec 1 §2: sections and their sub-steps ("children") exactly as named
 * there, in flow order. Project routes are `/{projectId}/{section}/{child}`.
 */
export const WIZARD_ORDER = [
  { section: 'build-a-book', children: [] },
  { section: 'choose-book-type', children: [] },
  { section: 'create-book-title', children: [] },
  { section: 'choose-existing-book', children: [] },
  { section: 'select-sale-status', children: [] },
  { section: 'select-preorder-status', children: [] },
  { section: 'vendor-registration', children: [] },
  { section: 'book-size-and-type', children: [] },
  {
    section: 'interior',
    children: [
      'formatting',
      'images',
      'fonts',
      'file-type',
      'upload',
      'review',
      'sample-preference',
      'upload-sample',
      'select-sample',
      'review-sample',
    ],
  },
  {
    section: 'cover',
    children: ['cover-type', 'formatting', 'images', 'fonts', 'file-type', 'upload', 'spine', 'review'],
  },
  {
    section: 'book-details',
    children: [
      'about',
      'author',
      'categories',
      'pricing',
      'rights-and-other-information',
      'editorial-reviews',
      'isbn',
    ],
  },
  { section: 'vendor', children: ['publisher', 'tax-bank-info'] },
  { section: 'summary', children: [] },
] as const;

export type WizardSection = (typeof WIZARD_ORDER)[number]['section'];
export type WizardChild = (typeof WIZARD_ORDER)[number]['children'][number];
export const WIZARD_SECTIONS = WIZARD_ORDER.map((s) => s.section) as WizardSection[];

/** One page of the wizard; `child` is null for a section without sub-steps. */
export interface WizardStep {
  section: WizardSection;
  child: WizardChild | null;
}

/** The steps a new project passes before it exists or right after; existing projects cannot return to the first three. */
export const EARLY_SECTIONS: readonly WizardSection[] = [
  'build-a-book',
  'choose-book-type',
  'create-book-title',
];

/** Sections shown in the left navigation (from size and type on). */
export const MAIN_SECTIONS: readonly WizardSection[] = [
  'book-size-and-type',
  'interior',
  'cover',
  'book-details',
  'vendor',
  'summary',
];

export const WIZARD_SECTION_LABELS: Record<WizardSection, string> = {
  'build-a-book': 'Build a Book',
  'choose-book-type': 'Choose Book Type',
  'create-book-title': 'Book Title',
  'choose-existing-book': 'Choose Existing Book',
  'select-sale-status': 'Sale Status',
  'select-preorder-status': 'Pre-order',
  'vendor-registration': 'Welcome',
  'book-size-and-type': 'Book Size & Type',
  interior: 'Interior',
  cover: 'Cover',
  'book-details': 'Book Details',
  vendor: 'Vendor Information',
  summary: 'Summary',
};

export const WIZARD_CHILD_LABELS: Record<WizardChild, string> = {
  formatting: 'Formatting',
  images: 'Images',
  fonts: 'Fonts',
  'file-type': 'File Type',
  upload: 'Upload',
  review: 'Review',
  'sample-preference': 'Sample Preference',
  'upload-sample': 'Upload Sample',
  'select-sample': 'Select Sample',
  'review-sample': 'Review Sample',
  'cover-type': 'Cover Type',
  spine: 'Spine',
  about: 'About',
  author: 'Author',
  categories: 'Categories',
  pricing: 'Pricing',
  'rights-and-other-information': 'Rights & Other Information',
  'editorial-reviews': 'Editorial Reviews',
  isbn: 'ISBN',
  publisher: 'Publisher',
  'tax-bank-info': 'Tax & Bank Info',
};

/** The summary's title (spec 1 §2): "Review & Publish" for eBook and short-run print, else "Review & Order". */
export function summaryTitle(type: ProjectType | null | undefined): string {
  return type === 'EBOOK' || type === 'PRINT' ? 'Review & Publish' : 'Review & Order';
}

// The paths live apart (./paths), so a page that only links to a book (the dashboard, the search
// box) loads none of the steps' tables.
export { NEW_PROJECT_ID, wizardPath } from './paths';

/** The children a section may have (in order), empty for a section without sub-steps. */
export function sectionChildren(section: WizardSection): readonly WizardChild[] {
  return WIZARD_ORDER.find((s) => s.section === section)?.children ?? [];
}

/** Reads `section` and `child` path segments; null when they do not name a wizard step. */
export function parseWizardStep(section: string, child?: string | null): WizardStep | null {
  const entry = WIZARD_ORDER.find((s) => s.section === section);
  if (!entry) return null;
  if (!child) return { section: entry.section, child: null };
  const children = entry.children as readonly string[];
  return children.includes(child) ? { section: entry.section, child: child as WizardChild } : null;
}

/** Left navigation and banner target of a wizard page (spec 1 §2), e.g. 'ebook-interior', 'print-size'. */
export function pageTarget(type: ProjectType | null | undefined, section: WizardSection): string {
  const prefix = type === 'EBOOK' ? 'ebook' : 'print';
  switch (section) {
    case 'book-size-and-type':
      return type === 'EBOOK' ? 'projects' : 'print-size';
    case 'interior':
      return `${prefix}-interior`;
    case 'cover':
      return `${prefix}-cover`;
    case 'book-details':
      return `${prefix}-details`;
    case 'vendor':
      return `${prefix}-vendor`;
    case 'summary':
      return `${prefix}-review`;
    default:
      return 'projects';
  }
}
