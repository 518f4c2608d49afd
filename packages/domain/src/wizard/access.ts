import { vendorRegistrationOffered } from '../accounts/statuses';
import { COVER_TYPES, type CoverType, type Project, type ProjectType } from '../projects/types';
import {
  EARLY_SECTIONS,
  MAIN_SECTIONS,
  sectionChildren,
  WIZARD_CHILD_LABELS,
  WIZARD_ORDER,
  WIZARD_SECTION_LABELS,
  type WizardChild,
  type WizardSection,
  type WizardStep,
} from './steps';

/**
 * The access rules of spec 1 §2 as pure functions over a project and the signed-in account.
 * `project` is null (or has no id) for a book that is not created yet; a draft `{ type }` without
 * an id is a new book whose type has been chosen.
 */
export type WizardProject = Partial<
  Pick<
    Project,
    | 'id'
    | 'type'
    | 'title'
    | 'preOrder'
    | 'grouped'
    | 'isGroupConfirmed'
    | 'isDefaultSample'
    | 'interiorPdfConversionStatus'
    | 'interiorPreFlightCheckStatus'
    | 'samplePreFlightCheckStatus'
    | 'coverType'
    | 'coverFullPreFlightCheckStatus'
    | 'interiorApproved'
    | 'pageSize'
    | 'pageCount'
    | 'printColor'
    | 'paperColor'
    | 'coverFormat'
  >
>;

export interface WizardContext {
  /** The account's vendor status (spec 3 §3), e.g. 'Active'; compared case-insensitively. */
  vendorStatus?: string | null;
  /** The account's business status, for the vendor-registration welcome step. */
  businessStatus?: string | null;
  /** BAB_CUSTOM_SAMPLE: the eBook custom and selected sample steps. */
  customSampling?: boolean;
  /** SPB_PREORDER: the eBook pre-order status step. */
  preOrderAllowed?: boolean;
  /** EAA_ACCESS: the About step's Accessibility section of an eBook (decision 046). */
  accessibility?: boolean;
}

const isPrintType = (p: WizardProject | null) => p?.type === 'PRINT' || p?.type === 'POD';
const exists = (p: WizardProject | null): p is WizardProject & { id: string } => Boolean(p?.id);
const upper = (s: string | null | undefined) => (s ?? '').toUpperCase();

/**
 * The cover types a book may choose: an eBook's cover is one front image, so only print and POD
 * books may have separate front and back covers with a spine.
 */
export function coverTypesFor(type: ProjectType | null | undefined): readonly CoverType[] {
  return type === 'PRINT' || type === 'POD' ? COVER_TYPES : ['full'];
}

/** Whether a book of this type may have this cover type. */
export function coverTypeAllowed(type: ProjectType | null | undefined, coverType: unknown): boolean {
  return (coverTypesFor(type) as readonly unknown[]).includes(coverType);
}

/** Size and type are complete: page size, print colour, paper colour, cover format and page count set. */
export function sizeAndTypeComplete(p: WizardProject | null): boolean {
  return Boolean(p?.pageSize && p.printColor && p.paperColor && p.coverFormat && p.pageCount);
}

/** The interior is converted (or, for print, passed its preflight): interior review may open. */
export function interiorConverted(p: WizardProject | null): boolean {
  const conversion = upper(p?.interiorPdfConversionStatus);
  if (conversion === 'CONVERTED' || conversion === 'CONVERTED_FROM_DOC') return true;
  return isPrintType(p) && upper(p?.interiorPreFlightCheckStatus) === 'SUCCESSFUL';
}

/** Cover review may open: a passed full-cover preflight and an approved interior (pre-order eBook: the preflight only). */
export function coverReviewReady(p: WizardProject | null): boolean {
  if (upper(p?.coverFullPreFlightCheckStatus) !== 'SUCCESSFUL') return false;
  return (p?.type === 'EBOOK' && p.preOrder === true) || p?.interiorApproved === true;
}

/** The vendor section is shown unless the book is POD or the vendor account is active. */
export function vendorSectionShown(p: WizardProject | null, ctx: WizardContext = {}): boolean {
  return p?.type !== 'POD' && upper(ctx.vendorStatus) !== 'ACTIVE';
}

/** Whether a step belongs to this project's flow at all (shown), whatever its state. */
export function stepInFlow(p: WizardProject | null, step: WizardStep, ctx: WizardContext = {}): boolean {
  const type = p?.type;
  const ebook = type === 'EBOOK';
  const sampling = ebook && ctx.customSampling === true;
  switch (step.section) {
    case 'build-a-book':
    case 'choose-book-type':
    case 'create-book-title':
    case 'summary':
      return true;
    case 'choose-existing-book':
      return p?.grouped === true && p.isGroupConfirmed !== true;
    case 'select-sale-status':
      return type === 'PRINT';
    case 'select-preorder-status':
      return ebook && ctx.preOrderAllowed === true;
    case 'vendor-registration':
      return type !== 'POD' && vendorRegistrationOffered(ctx.vendorStatus, ctx.businessStatus);
    case 'book-size-and-type':
      return isPrintType(p);
    case 'vendor':
      return vendorSectionShown(p, ctx);
    default:
      break;
  }
  switch (step.child) {
    case 'file-type':
      return isPrintType(p);
    case 'sample-preference':
      return sampling;
    case 'upload-sample':
      return sampling && p?.isDefaultSample === 'CUSTOM';
    case 'select-sample':
      return sampling && p?.isDefaultSample === 'SELECTED';
    case 'review-sample':
      return sampling && (p?.isDefaultSample === 'CUSTOM' || p?.isDefaultSample === 'SELECTED');
    case 'spine':
      return isPrintType(p) && p?.coverType === 'separate';
    case 'isbn':
      return type === 'PRINT';
    default:
      return step.child !== null && sectionChildren(step.section).includes(step.child);
  }
}

function sampleReady(p: WizardProject | null): boolean {
  if (p?.isDefaultSample === 'SELECTED') return interiorConverted(p);
  const s = upper(p?.samplePreFlightCheckStatus);
  return s === 'SUCCESSFUL' || s === 'COMPLETED';
}

/** Why a step in the flow is locked for this project, or null when it may be visited. */
function lockReason(p: WizardProject | null, step: WizardStep): string | null {
  if (!exists(p)) {
    if (step.section === 'build-a-book' || step.section === 'choose-book-type') return null;
    if (step.section === 'create-book-title') return p?.type ? null : 'type';
    return p?.type ? 'not-created' : 'type';
  }
  if (isPrintType(p) && !(p.title ?? '').trim()) return step.section === 'create-book-title' ? null : 'title';
  if (EARLY_SECTIONS.includes(step.section)) return 'early';
  const order = WIZARD_ORDER.findIndex((s) => s.section === step.section);
  const sizeIndex = WIZARD_ORDER.findIndex((s) => s.section === 'book-size-and-type');
  if (isPrintType(p) && order > sizeIndex && !sizeAndTypeComplete(p)) return 'size';
  if (step.section === 'interior' && step.child === 'review' && !interiorConverted(p)) return 'interior';
  if (step.section === 'interior' && step.child === 'review-sample' && !sampleReady(p)) return 'sample';
  if (step.section === 'cover' && step.child === 'spine' && p.interiorApproved !== true) return 'approval';
  if (step.section === 'cover' && step.child === 'review' && !coverReviewReady(p)) return 'cover';
  return null;
}

/** Every step of the flow in order (sections without children as one step). */
function allSteps(): WizardStep[] {
  return WIZARD_ORDER.flatMap((s): WizardStep[] =>
    s.children.length === 0
      ? [{ section: s.section, child: null }]
      : s.children.map((child) => ({ section: s.section, child: child as WizardChild })),
  );
}
const ALL_STEPS = allSteps();
const sameStep = (a: WizardStep, b: WizardStep) => a.section === b.section && a.child === b.child;
const indexOf = (step: WizardStep) => ALL_STEPS.findIndex((s) => sameStep(s, step));

/** Whether the project may open a step; a section without `child` asks for any of its children. */
export function canVisit(
  p: WizardProject | null,
  requested: { section: WizardSection; child?: WizardChild | null },
  ctx: WizardContext = {},
): boolean {
  const children = sectionChildren(requested.section);
  if (children.length > 0 && !requested.child) {
    return children.some((child) => canVisit(p, { section: requested.section, child }, ctx));
  }
  const step: WizardStep = {
    section: requested.section,
    child: children.length > 0 ? (requested.child ?? null) : null,
  };
  if (children.length > 0 && (!step.child || !children.includes(step.child))) return false;
  if (children.length === 0 && requested.child) return false;
  return stepInFlow(p, step, ctx) && lockReason(p, step) === null;
}

/** Where an existing project resumes: size and type for print and POD, interior upload for eBooks. */
export function resumeStep(p: WizardProject | null): WizardStep {
  return isPrintType(p)
    ? { section: 'book-size-and-type', child: null }
    : { section: 'interior', child: 'upload' };
}

/**
 * Where a request for a step lands: the step itself when allowed (a bare section opens its first
 * allowed child), otherwise an allowed page — the type or title step for a new book, size and
 * type (print) or interior upload (eBook) for the early steps or incomplete size, the section's
 * upload for a locked review, else the nearest allowed step before the one asked for.
 */
export function allowedTarget(
  p: WizardProject | null,
  requested: { section: WizardSection; child?: WizardChild | null },
  ctx: WizardContext = {},
): WizardStep {
  const children = sectionChildren(requested.section);
  if (children.length > 0 && !requested.child) {
    const first = children.find((child) => canVisit(p, { section: requested.section, child }, ctx));
    if (first) return { section: requested.section, child: first };
  } else if (canVisit(p, requested, ctx)) {
    return { section: requested.section, child: requested.child ?? null };
  }
  const step: WizardStep = { section: requested.section, child: requested.child ?? children[0] ?? null };
  if (!exists(p)) {
    return p?.type
      ? { section: 'create-book-title', child: null }
      : { section: 'choose-book-type', child: null };
  }
  const reason = lockReason(p, step);
  if (reason === 'title') return { section: 'create-book-title', child: null };
  if (reason === 'size') return { section: 'book-size-and-type', child: null };
  const target = indexOf(step);
  const sizeIndex = indexOf({ section: 'book-size-and-type', child: null });
  if (reason === 'early' || target < sizeIndex) return resumeStep(p);
  if (step.child === 'review' || step.child === 'review-sample' || step.child === 'spine') {
    const upload: WizardStep = { section: step.section, child: 'upload' };
    if (canVisit(p, upload, ctx)) return upload;
  }
  for (let i = target - 1; i >= 0; i--) {
    const candidate = ALL_STEPS[i] as WizardStep;
    if (canVisit(p, candidate, ctx)) return candidate;
  }
  return resumeStep(p);
}

/** The steps of this project's flow in order, each with whether it may be visited now. */
export function flowSteps(
  p: WizardProject | null,
  ctx: WizardContext = {},
): Array<WizardStep & { active: boolean }> {
  return ALL_STEPS.filter((s) => stepInFlow(p, s, ctx)).map((s) => ({ ...s, active: canVisit(p, s, ctx) }));
}

function move(
  p: WizardProject | null,
  current: WizardStep,
  ctx: WizardContext,
  dir: 1 | -1,
): WizardStep | null {
  const here = indexOf({
    section: current.section,
    child: current.child ?? sectionChildren(current.section)[0] ?? null,
  });
  if (here < 0) return null;
  // POD: cover review goes straight to the summary, and back.
  if (p?.type === 'POD') {
    if (dir === 1 && current.section === 'cover' && current.child === 'review')
      return { section: 'summary', child: null };
    if (dir === -1 && current.section === 'summary') {
      const review: WizardStep = { section: 'cover', child: 'review' };
      if (canVisit(p, review, ctx)) return review;
    }
  }
  for (let i = here + dir; i >= 0 && i < ALL_STEPS.length; i += dir) {
    const candidate = ALL_STEPS[i] as WizardStep;
    if (canVisit(p, candidate, ctx)) return candidate;
  }
  return null;
}

/** The next step Next goes to: the next allowed step of the flow (locked steps are skipped), or null at the end. */
export function nextStep(
  p: WizardProject | null,
  current: WizardStep,
  ctx: WizardContext = {},
): WizardStep | null {
  return move(p, current, ctx, 1);
}

/** The step Back goes to: the previous allowed step, or null at the start (existing books never reach the early steps). */
export function previousStep(
  p: WizardProject | null,
  current: WizardStep,
  ctx: WizardContext = {},
): WizardStep | null {
  return move(p, current, ctx, -1);
}

export interface VisibleSection {
  section: WizardSection;
  label: string;
  /** In the left navigation (size and type onwards). */
  main: boolean;
  /** At least one of its steps may be visited now. */
  active: boolean;
  children: Array<{ child: WizardChild; label: string; active: boolean }>;
}

/** The sections of this project's flow with their children and whether each is active. */
export function visibleSections(p: WizardProject | null, ctx: WizardContext = {}): VisibleSection[] {
  const out: VisibleSection[] = [];
  for (const entry of WIZARD_ORDER) {
    const section = entry.section;
    const children = (entry.children as readonly WizardChild[])
      .filter((child) => stepInFlow(p, { section, child }, ctx))
      .map((child) => ({
        child,
        label: WIZARD_CHILD_LABELS[child],
        active: canVisit(p, { section, child }, ctx),
      }));
    if (entry.children.length > 0 && children.length === 0) continue;
    if (entry.children.length === 0 && !stepInFlow(p, { section, child: null }, ctx)) continue;
    const active = entry.children.length > 0 ? children.some((c) => c.active) : canVisit(p, { section }, ctx);
    out.push({
      section,
      label: WIZARD_SECTION_LABELS[section],
      main: MAIN_SECTIONS.includes(section),
      active,
      children,
    });
  }
  return out;
}
