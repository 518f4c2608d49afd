import type { ComponentType } from 'react';
import { CoverReviewStep, InteriorReviewStep, SampleReviewStep } from './ReviewSteps';
import { SelectSampleStep } from './SelectSampleStep';
import { SpineStep } from './SpineStep';
import type { FileStepProps } from './step-props';
import { CoverUploadStep, InteriorUploadStep, SampleUploadStep } from './UploadSteps';

/**
 * The file steps of the wizard's interior and cover sections by step id (`section/child`, as the
 * URL names them): upload with the drop zone and the preflight's findings, the reviews with their
 * previews and approval, the sample steps and the spine. The route hands them to the builder's
 * wizard (src/app/wizard-steps.tsx).
 */
export const FILE_STEPS = {
  'interior/upload': InteriorUploadStep,
  'interior/review': InteriorReviewStep,
  'interior/upload-sample': SampleUploadStep,
  'interior/select-sample': SelectSampleStep,
  'interior/review-sample': SampleReviewStep,
  'cover/upload': CoverUploadStep,
  'cover/spine': SpineStep,
  'cover/review': CoverReviewStep,
} as const satisfies Record<string, ComponentType<FileStepProps>>;
