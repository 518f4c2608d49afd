import type { LoggedInUser, Project } from '@quire/domain';
import { allowedTarget, canVisit, nextStep, previousStep, visibleSections, wizardPath } from './wizard-rules';

/**
 * The browser side of the wizard's access rules (spec 1 §2). The rules themselves are the
 * domain's (packages/domain wizard functions); this module gives them the signed-in user's
 * context and names for the screens.
 */

export interface Step {
  section: string;
  child?: string | null;
}

export interface WizardContext {
  vendorStatus: string | null;
  customSampling: boolean;
  preOrderAllowed: boolean;
}

export function wizardContext(user: LoggedInUser | null | undefined): WizardContext {
  const permissions = user?.permissions ?? [];
  return {
    vendorStatus: user?.vendorStatus ?? null,
    customSampling: permissions.includes('BAB_CUSTOM_SAMPLE'),
    preOrderAllowed: permissions.includes('SPB_PREORDER') || user?.vendor?.isPreOrderAvailable === true,
  };
}

/** Where a request for `step` lands: the step itself when the rules allow it, else the allowed target. */
export function landing(project: Project, step: Step, ctx: WizardContext): Step | null {
  const requested = { section: step.section, child: step.child ?? undefined };
  if (canVisit(project, requested, ctx)) return null;
  const target = allowedTarget(project, requested, ctx);
  return { section: target.section, child: target.child ?? null };
}

export function stepPath(projectId: string, step: Step): string {
  return wizardPath(projectId, step.section, step.child ?? undefined);
}

export function next(project: Project, step: Step, ctx: WizardContext): Step | null {
  return nextStep(project, { section: step.section, child: step.child ?? undefined }, ctx) ?? null;
}

export function previous(project: Project, step: Step, ctx: WizardContext): Step | null {
  return previousStep(project, { section: step.section, child: step.child ?? undefined }, ctx) ?? null;
}

export function sections(project: Project, ctx: WizardContext) {
  return visibleSections(project, ctx);
}

/** The sections a project route may name (spec 1 §2, wizard order). */
export const WIZARD_SECTIONS: ReadonlySet<string> = new Set([
  'choose-existing-book',
  'select-sale-status',
  'select-preorder-status',
  'vendor-registration',
  'book-size-and-type',
  'interior',
  'cover',
  'book-details',
  'vendor',
  'summary',
]);

/** The sub-steps of a section for a project of this type, in wizard order (spec 1 §2). */
export function sectionChildren(section: string, project: Pick<Project, 'type' | 'coverType'>): string[] {
  const print = project.type !== 'EBOOK';
  switch (section) {
    case 'interior':
      return print
        ? ['formatting', 'images', 'fonts', 'file-type', 'upload', 'review']
        : [
            'formatting',
            'images',
            'fonts',
            'upload',
            'review',
            'sample-preference',
            'upload-sample',
            'select-sample',
            'review-sample',
          ];
    case 'cover':
      return [
        'cover-type',
        'formatting',
        'images',
        'fonts',
        ...(print ? ['file-type'] : []),
        'upload',
        ...(project.coverType === 'separate' ? ['spine'] : []),
        'review',
      ];
    case 'book-details':
      return [
        'about',
        'author',
        'categories',
        'pricing',
        'rights-and-other-information',
        'editorial-reviews',
        ...(project.type === 'PRINT' ? ['isbn'] : []),
      ];
    case 'vendor':
      return ['publisher', 'tax-bank-info'];
    default:
      return [];
  }
}

/** Whether the rules let the project visit the step. */
export function visitable(project: Project, step: Step, ctx: WizardContext): boolean {
  return canVisit(project, { section: step.section, child: step.child ?? undefined }, ctx);
}

const SECTION_LABELS: Record<string, string> = {
  'choose-book-type': 'Book Type',
  'create-book-title': 'Title',
  'choose-existing-book': 'Existing Book',
  'select-sale-status': 'Sale Status',
  'select-preorder-status': 'Pre-order',
  'vendor-registration': 'Vendor Registration',
  'book-size-and-type': 'Size & Type',
  interior: 'Interior',
  cover: 'Cover',
  'book-details': 'Book Details',
  vendor: 'Vendor',
  summary: 'Summary',
};

const CHILD_LABELS: Record<string, string> = {
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

export function sectionLabel(section: string, project?: Project | null): string {
  if (section === 'summary' && project) return summaryTitle(project);
  return SECTION_LABELS[section] ?? section;
}

export function childLabel(child: string): string {
  return CHILD_LABELS[child] ?? child;
}

/** Spec 1 §2: Review & Publish for eBook or short-run print, Review & Order otherwise. */
export function summaryTitle(project: Pick<Project, 'type'>): string {
  return project.type === 'EBOOK' || project.type === 'PRINT' ? 'Review & Publish' : 'Review & Order';
}

/** The left-navigation target of a wizard page (spec 1 §2). */
export function navTarget(project: Pick<Project, 'type'>, section: string): string | undefined {
  const kind = project.type === 'EBOOK' ? 'ebook' : 'print';
  switch (section) {
    case 'book-size-and-type':
      return kind === 'print' ? 'print-size' : undefined;
    case 'interior':
      return `${kind}-interior`;
    case 'cover':
      return `${kind}-cover`;
    case 'book-details':
      return `${kind}-details`;
    case 'vendor':
    case 'vendor-registration':
      return `${kind}-vendor`;
    case 'summary':
      return `${kind}-review`;
    default:
      return undefined;
  }
}
