/** Projects, contexts and step helpers shared by the wizard's table-driven tests. */
import type { WizardContext, WizardProject } from './access';
import type { WizardChild, WizardSection, WizardStep } from './steps';

/** A complete print size and type. */
export const SIZE = {
  pageSize: '6x9',
  pageCount: 200,
  printColor: 'BLACK_WHITE',
  paperColor: 'WHITE',
  coverFormat: 'SOFTCOVER',
} as const;
export const ebook: WizardProject = { id: 'e1', type: 'EBOOK', title: 'E' };
export const print: WizardProject = { id: 'p1', type: 'PRINT', title: 'P', ...SIZE };
export const pod: WizardProject = { id: 'd1', type: 'POD', title: 'D', ...SIZE };
export const ACTIVE: WizardContext = { vendorStatus: 'Active', businessStatus: 'Active' };

export const s = (section: WizardSection, child: WizardChild | null = null): WizardStep => ({
  section,
  child,
});
export const str = (step: WizardStep | null) =>
  step ? (step.child ? `${step.section}/${step.child}` : step.section) : null;
export const parse = (path: string) => {
  const [section, child] = path.split('/');
  return s(section as WizardSection, (child ?? null) as WizardChild | null);
};
