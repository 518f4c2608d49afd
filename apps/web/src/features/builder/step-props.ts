import type { LoggedInUser, Project } from '@quire/domain';
import type { Step, WizardContext } from './wizard';

/** What every wizard step screen receives from the wizard layout. */
export interface StepProps {
  project: Project;
  step: Step;
  ctx: WizardContext;
  user: LoggedInUser | null;
}

/** The first child of a section with sub-steps, for a URL that names only the section. */
export function defaultChild(section: string): string | null {
  switch (section) {
    case 'interior':
      return 'formatting';
    case 'cover':
      return 'cover-type';
    case 'book-details':
      return 'about';
    case 'vendor':
      return 'publisher';
    default:
      return null;
  }
}
