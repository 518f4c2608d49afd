import ProjectWizard from '../features/builder/routes/ProjectWizard';
import type { WizardScreens } from '../features/builder/screens';
import { BUILDER_STEPS } from '../features/builder/steps';
import { FILE_STEPS, FinalFilesCheck } from '../features/files';

/**
 * The wizard's screens, put together here because they come from two features that do not
 * import each other: the builder (the wizard, its rules and its own steps) and files (the upload,
 * review, sample and spine steps, and the summary's files).
 */
export const WIZARD_SCREENS: WizardScreens = {
  steps: { ...BUILDER_STEPS, ...FILE_STEPS },
  SummaryFiles: FinalFilesCheck,
};

/** The route /{projectId}/{section}/{child}: the builder's wizard with every feature's steps (a lazy chunk). */
export default function ProjectWizardRoute() {
  return <ProjectWizard screens={WIZARD_SCREENS} />;
}
