import type { Project } from '@quire/domain';

/** What a file step's screen needs from the wizard that shows it: the project (the wizard passes more). */
export interface FileStepProps {
  project: Project;
}
