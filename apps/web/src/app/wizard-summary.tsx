import type { Project } from '@quire/domain';
import { confirmFinalFiles, FinalFilesCheck } from '../features/files';
import { PublishPanel } from '../features/publishing';

/**
 * The summary step's blocks from the files and publishing features, in a chunk of their own that
 * loads with the summary (src/app/wizard-steps.tsx): the files and their check statuses, and the
 * publishing block, which asks the files feature's final-files question before it sends the book.
 */
export function SummaryFiles({ project }: { project: Project }) {
  return <FinalFilesCheck project={project} />;
}

export function SummaryPublish({ project }: { project: Project }) {
  return <PublishPanel project={project} confirmFinalFiles={confirmFinalFiles} />;
}
