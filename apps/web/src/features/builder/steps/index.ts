import { type ComponentType, lazy } from 'react';
import type { StepId, StepScreenComponent } from '../screens';
import type { StepProps } from '../step-props';

/**
 * One step screen of a module that loads when the step is first shown: each module of steps is its
 * own chunk, so a wizard page loads only its step's code (StepScreen shows a status meanwhile).
 */
function step<M>(load: () => Promise<M>, pick: (m: M) => ComponentType<StepProps>): StepScreenComponent {
  return lazy(() => load().then((m) => ({ default: pick(m) })));
}

const start = () => import('./StartSteps');
const more = () => import('./MoreSteps');
const rights = () => import('./RightsSteps');
const Guidance = step(
  () => import('./GuidanceStep'),
  (m) => m.GuidanceStep,
);

/**
 * The builder's own step screens by step id. The upload, review, sample and spine steps of the
 * interior and cover sections are the files feature's; the route adds them (src/app/wizard-steps.tsx).
 */
export const BUILDER_STEPS = {
  'choose-existing-book': step(more, (m) => m.ChooseExistingBookStep),
  'select-sale-status': step(start, (m) => m.SaleStatusStep),
  'select-preorder-status': step(start, (m) => m.PreorderStep),
  'vendor-registration': step(start, (m) => m.VendorRegistrationStep),
  'book-size-and-type': step(
    () => import('./SizeStep'),
    (m) => m.SizeStep,
  ),
  'interior/formatting': Guidance,
  'interior/images': Guidance,
  'interior/fonts': Guidance,
  'interior/file-type': Guidance,
  'interior/sample-preference': step(more, (m) => m.SamplePreferenceStep),
  'cover/cover-type': step(more, (m) => m.CoverTypeStep),
  'cover/formatting': Guidance,
  'cover/images': Guidance,
  'cover/fonts': Guidance,
  'cover/file-type': Guidance,
  'book-details/about': step(
    () => import('./AboutStep'),
    (m) => m.AboutStep,
  ),
  'book-details/author': step(
    () => import('./AuthorStep'),
    (m) => m.AuthorStep,
  ),
  'book-details/categories': step(
    () => import('./CategoriesStep'),
    (m) => m.CategoriesStep,
  ),
  'book-details/pricing': step(
    () => import('./PricingStep'),
    (m) => m.PricingStep,
  ),
  'book-details/rights-and-other-information': step(rights, (m) => m.RightsStep),
  'book-details/editorial-reviews': step(rights, (m) => m.EditorialReviewsStep),
  'book-details/isbn': step(rights, (m) => m.IsbnStep),
  'vendor/publisher': step(start, (m) => m.VendorSectionStep),
  'vendor/tax-bank-info': step(start, (m) => m.VendorSectionStep),
  summary: step(
    () => import('./SummaryStep'),
    (m) => m.SummaryStep,
  ),
} as const satisfies Partial<Record<StepId, StepScreenComponent>>;
