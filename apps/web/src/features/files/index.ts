/**
 * The files feature (decision 013): uploads and their preflight reports, reviews and approvals,
 * samples, the spine, the page-count notice, and the previews. What the app composes with other
 * features: the wizard's file steps and the summary's files.
 */
import './styles';

export { confirmFinalFiles, FinalFilesCheck } from './components/FinalFiles';
export { FILE_STEPS } from './steps';
export type { FileStepProps } from './steps/step-props';
