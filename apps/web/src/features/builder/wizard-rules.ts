import { type Project, vendorRegistrationOffered } from '@quire/domain';

/**
 * The wizard access rules of spec 1 §2 with the contract's signatures (docs/issue-3-contract.md).
 * Stand-in until the domain package exports them: wizard.ts imports from here, and switches to
 * '@quire/domain' with a one-line change when they land.
 */

export interface WizardStep {
  section: string;
  child?: string;
}
export interface WizardRuleContext {
  vendorStatus: string | null;
  customSampling: boolean;
  preOrderAllowed: boolean;
}

export const WIZARD_ORDER = [
  'choose-book-type',
  'create-book-title',
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
] as const;

const NEW_PROJECT_STEPS = new Set(['choose-book-type', 'create-book-title']);
const CONVERTED = new Set(['CONVERTED', 'CONVERTED_FROM_DOC', 'UNAVAILABLE']);
const PASSED = new Set(['SUCCESSFUL', 'COMPLETED', 'Completed']);

export function wizardPath(projectId: string, section: string, child?: string): string {
  return `/${projectId}/${section}${child ? `/${child}` : ''}`;
}

const isPrint = (p: Project) => p.type !== 'EBOOK';

export function sizeComplete(p: Project): boolean {
  return Boolean(p.pageSize && p.coverFormat && p.printColor && p.paperColor && p.pageCount);
}

function children(p: Project, section: string, ctx: WizardRuleContext): string[] {
  switch (section) {
    case 'interior':
      return isPrint(p)
        ? ['formatting', 'images', 'fonts', 'file-type', 'upload', 'review']
        : [
            'formatting',
            'images',
            'fonts',
            'upload',
            'review',
            ...(ctx.customSampling
              ? ['sample-preference', 'upload-sample', 'select-sample', 'review-sample']
              : []),
          ];
    case 'cover':
      return [
        'cover-type',
        'formatting',
        'images',
        'fonts',
        ...(isPrint(p) ? ['file-type'] : []),
        'upload',
        'spine',
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
        ...(p.type === 'PRINT' ? ['isbn'] : []),
      ];
    case 'vendor':
      return ['publisher', 'tax-bank-info'];
    default:
      return [];
  }
}

function sectionApplies(p: Project, section: string, ctx: WizardRuleContext): boolean {
  switch (section) {
    case 'choose-existing-book':
      return p.grouped && !p.isGroupConfirmed;
    case 'select-sale-status':
    case 'book-size-and-type':
      return isPrint(p);
    case 'select-preorder-status':
      return !isPrint(p) && ctx.preOrderAllowed;
    case 'vendor-registration':
      return p.type !== 'POD' && vendorRegistrationOffered(ctx.vendorStatus ?? undefined, undefined);
    case 'book-details':
      return p.type !== 'POD';
    case 'vendor':
      return p.type !== 'POD' && ctx.vendorStatus !== 'Active';
    default:
      return !NEW_PROJECT_STEPS.has(section);
  }
}

function childOpen(p: Project, section: string, child: string): boolean {
  if (section === 'interior') {
    if (child === 'review') return CONVERTED.has(p.interiorPdfConversionStatus ?? '');
    if (child === 'upload-sample') return p.isDefaultSample === 'CUSTOM';
    if (child === 'select-sample') return p.isDefaultSample === 'SELECTED';
    if (child === 'review-sample') return PASSED.has(p.samplePreFlightCheckStatus ?? '');
  }
  if (section === 'cover') {
    if (child === 'spine') return p.coverType === 'separate' && p.interiorApproved;
    if (child === 'review') {
      const passed = PASSED.has(p.coverFullPreFlightCheckStatus ?? '');
      return passed && (p.interiorApproved || (p.type === 'EBOOK' && p.preOrder));
    }
  }
  return true;
}

export function canVisit(p: Project | null, step: WizardStep, ctx: WizardRuleContext): boolean {
  if (!p) return step.section === 'choose-book-type' || step.section === 'create-book-title';
  if (!sectionApplies(p, step.section, ctx)) return false;
  const early =
    WIZARD_ORDER.indexOf(step.section as (typeof WIZARD_ORDER)[number]) <=
    WIZARD_ORDER.indexOf('book-size-and-type');
  if (isPrint(p) && !early && !sizeComplete(p)) return false;
  const list = children(p, step.section, ctx);
  if (!step.child) return true;
  return list.includes(step.child) && childOpen(p, step.section, step.child);
}

/** Every step of the project in order, locked or not. */
function allSteps(p: Project, ctx: WizardRuleContext): WizardStep[] {
  const steps: WizardStep[] = [];
  for (const section of WIZARD_ORDER) {
    if (NEW_PROJECT_STEPS.has(section) || !sectionApplies(p, section, ctx)) continue;
    const list = children(p, section, ctx);
    if (list.length === 0) steps.push({ section });
    for (const child of list) steps.push({ section, child });
  }
  return steps;
}

export function allowedTarget(p: Project | null, requested: WizardStep, ctx: WizardRuleContext): WizardStep {
  if (!p) return { section: 'choose-book-type' };
  if (canVisit(p, requested, ctx)) return requested;
  if (isPrint(p) && !sizeComplete(p)) return { section: 'book-size-and-type' };
  if (NEW_PROJECT_STEPS.has(requested.section)) {
    return isPrint(p) ? { section: 'book-size-and-type' } : { section: 'interior', child: 'upload' };
  }
  // A locked sub-step: the last open step of its section before it, else the first open step.
  const steps = allSteps(p, ctx);
  const index = steps.findIndex((s) => s.section === requested.section && s.child === requested.child);
  for (let i = index - 1; i >= 0; i--) {
    const s = steps[i] as WizardStep;
    if (s.section === requested.section && canVisit(p, s, ctx)) return s;
  }
  return steps.find((s) => canVisit(p, s, ctx)) ?? { section: 'summary' };
}

function step(p: Project, current: WizardStep, ctx: WizardRuleContext, dir: 1 | -1): WizardStep | null {
  if (current.section === 'create-book-title' || current.section === 'choose-book-type') {
    return dir === 1 ? (allSteps(p, ctx).find((s) => canVisit(p, s, ctx)) ?? null) : null;
  }
  const steps = allSteps(p, ctx);
  let i = steps.findIndex(
    (s) => s.section === current.section && (s.child ?? null) === (current.child ?? null),
  );
  if (i < 0) return null;
  for (i += dir; i >= 0 && i < steps.length; i += dir) {
    const s = steps[i] as WizardStep;
    if (canVisit(p, s, ctx)) return s;
  }
  return null;
}

export function nextStep(p: Project, current: WizardStep, ctx: WizardRuleContext): WizardStep | null {
  return step(p, current, ctx, 1);
}

export function previousStep(p: Project, current: WizardStep, ctx: WizardRuleContext): WizardStep | null {
  return step(p, current, ctx, -1);
}

export function visibleSections(p: Project, ctx: WizardRuleContext): { section: string; active: boolean }[] {
  return WIZARD_ORDER.filter((s) => !NEW_PROJECT_STEPS.has(s) && sectionApplies(p, s, ctx)).map(
    (section) => ({
      section,
      active: canVisit(p, { section }, ctx),
    }),
  );
}
