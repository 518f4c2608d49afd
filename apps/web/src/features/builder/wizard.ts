import {
  allowedTarget,
  canVisit,
  summaryTitle as domainSummaryTitle,
  EARLY_SECTIONS,
  type LoggedInUser,
  nextStep,
  type Project,
  pageTarget,
  parseWizardStep,
  previousStep,
  sectionChildren,
  visibleSections,
  WIZARD_CHILD_LABELS,
  WIZARD_SECTION_LABELS,
  type WizardContext,
  type WizardSection,
  type WizardStep,
  wizardPath,
} from '@quire/domain';

/**
 * The browser side of the wizard's access rules (spec 1 §2). The rules are the domain's
 * (packages/domain/src/wizard); this module gives them the signed-in user's context and the
 * screens' names.
 */

export type Step = WizardStep;
export type { WizardContext };

export function wizardContext(user: LoggedInUser | null | undefined): WizardContext {
  const permissions = user?.permissions ?? [];
  return {
    vendorStatus: user?.vendorStatus ?? null,
    businessStatus: user?.businessStatus ?? null,
    customSampling: permissions.includes('BAB_CUSTOM_SAMPLE'),
    preOrderAllowed: permissions.includes('SPB_PREORDER') || user?.vendor?.isPreOrderAvailable === true,
    accessibility: permissions.includes('EAA_ACCESS'),
  };
}

/** The step named by the URL segments, or null when they name none. */
export function parseStep(section: string, child?: string | null): Step | null {
  return parseWizardStep(section, child);
}

/**
 * Where a request lands: null when the rules allow the step as asked, otherwise the allowed
 * target (a bare section opens its first allowed sub-step).
 */
export function landing(project: Project, step: Step, ctx: WizardContext): Step | null {
  if (step.child !== null || !hasChildren(step.section)) {
    if (canVisit(project, step, ctx)) return null;
  }
  return allowedTarget(project, step, ctx);
}

const hasChildren = (section: WizardSection) => sectionChildren(section).length > 0;

export function stepPath(projectId: string, step: Step): string {
  return wizardPath(projectId, step.section, step.child);
}

export function next(project: Project, step: Step, ctx: WizardContext): Step | null {
  return nextStep(project, step, ctx);
}

export function previous(project: Project, step: Step, ctx: WizardContext): Step | null {
  return previousStep(project, step, ctx);
}

/** The sections of the left navigation: the project's flow after the new-book steps. */
export function navSections(project: Project, ctx: WizardContext) {
  return visibleSections(project, ctx).filter((s) => !EARLY_SECTIONS.includes(s.section));
}

export function sectionLabel(section: WizardSection, project?: Pick<Project, 'type'> | null): string {
  if (section === 'summary' && project) return summaryTitle(project);
  return WIZARD_SECTION_LABELS[section];
}

export function stepLabel(step: Step): string {
  return step.child
    ? `${WIZARD_SECTION_LABELS[step.section]}, ${WIZARD_CHILD_LABELS[step.child]}`
    : WIZARD_SECTION_LABELS[step.section];
}

/** Spec 1 §2: Review & Publish for eBook or short-run print, Review & Order otherwise. */
export function summaryTitle(project: Pick<Project, 'type'>): string {
  return domainSummaryTitle(project.type);
}

/** The left-navigation target of a wizard page (spec 1 §2). */
export function navTarget(project: Pick<Project, 'type'>, section: WizardSection): string {
  return pageTarget(project.type, section);
}
