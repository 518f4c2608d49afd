import type { Project, WizardChild, WizardSection } from '@quire/domain';
import { type ComponentType, createContext, useContext } from 'react';
import type { StepProps } from './step-props';
import type { Step } from './wizard';

/** A step as the URL names it: `section` or `section/child`. */
export type StepId = WizardSection | `${WizardSection}/${WizardChild}`;

export const stepId = (step: Step): StepId => (step.child ? `${step.section}/${step.child}` : step.section);

/** The screen of one wizard step; it receives the project, the step, the rules' context and the user. */
export type StepScreenComponent = ComponentType<StepProps>;

/**
 * What the wizard shows: a screen per step, and the block of the summary that lists the files.
 * The builder holds the wizard's rules, navigation and its own steps (BUILDER_STEPS); the route
 * (src/app/wizard-steps.tsx) adds the screens of other features (the file steps), so the builder
 * never imports them.
 */
export interface WizardScreens {
  steps: Readonly<Partial<Record<StepId, StepScreenComponent>>>;
  /** The summary's files and their check statuses. */
  SummaryFiles?: ComponentType<{ project: Project }>;
  /** The summary's publishing block: status, alerts, publish, take off sale, corrections, copy orders. */
  SummaryPublish?: ComponentType<{ project: Project }>;
  /** What the left column shows under the steps for the page's left-nav target (site modules, banners). */
  NavExtras?: ComponentType<{ project: Project; target: string }>;
}

const WizardScreensContext = createContext<WizardScreens>({ steps: {} });

export const WizardScreensProvider = WizardScreensContext.Provider;

/** The screens the route gave the wizard. */
export function useWizardScreens(): WizardScreens {
  return useContext(WizardScreensContext);
}
