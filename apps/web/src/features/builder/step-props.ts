import type { LoggedInUser, Project } from '@quire/domain';
import type { Step, WizardContext } from './wizard';

/** What every wizard step screen receives from the wizard layout. */
export interface StepProps {
  project: Project;
  step: Step;
  ctx: WizardContext;
  user: LoggedInUser | null;
}
