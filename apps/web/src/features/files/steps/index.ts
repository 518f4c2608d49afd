import '../styles';
import { type ComponentType, lazy } from 'react';
import type { FileStepProps } from './step-props';

/** A file step whose module loads when the step is first shown (the wizard shows a status meanwhile). */
function step<M>(load: () => Promise<M>, pick: (m: M) => ComponentType<FileStepProps>) {
  return lazy(() => load().then((m) => ({ default: pick(m) })));
}

const uploads = () => import('./UploadSteps');
const reviews = () => import('./ReviewSteps');

/**
 * The file steps of the wizard's interior and cover sections by step id (`section/child`, as the
 * URL names them): upload with the drop zone and the preflight's findings, the reviews with their
 * previews and approval, the sample steps and the spine. The route hands them to the builder's
 * wizard (src/app/wizard-steps.tsx); each module of steps is its own chunk.
 */
export const FILE_STEPS = {
  'interior/upload': step(uploads, (m) => m.InteriorUploadStep),
  'interior/review': step(reviews, (m) => m.InteriorReviewStep),
  'interior/upload-sample': step(uploads, (m) => m.SampleUploadStep),
  'interior/select-sample': step(
    () => import('./SelectSampleStep'),
    (m) => m.SelectSampleStep,
  ),
  'interior/review-sample': step(reviews, (m) => m.SampleReviewStep),
  'cover/upload': step(uploads, (m) => m.CoverUploadStep),
  'cover/spine': step(
    () => import('./SpineStep'),
    (m) => m.SpineStep,
  ),
  'cover/review': step(reviews, (m) => m.CoverReviewStep),
} as const satisfies Record<string, ComponentType<FileStepProps>>;
