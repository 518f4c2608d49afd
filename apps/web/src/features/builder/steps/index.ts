import type { StepId, StepScreenComponent } from '../screens';
import { AboutStep } from './AboutStep';
import { AuthorStep } from './AuthorStep';
import { CategoriesStep } from './CategoriesStep';
import { GuidanceStep } from './GuidanceStep';
import { ChooseExistingBookStep, CoverTypeStep, SamplePreferenceStep } from './MoreSteps';
import { PricingStep } from './PricingStep';
import { EditorialReviewsStep, IsbnStep, RightsStep } from './RightsSteps';
import { SizeStep } from './SizeStep';
import { PreorderStep, SaleStatusStep, VendorRegistrationStep, VendorSectionStep } from './StartSteps';
import { SummaryStep } from './SummaryStep';

/**
 * The builder's own step screens by step id. The upload, review, sample and spine steps of the
 * interior and cover sections are the files feature's; the route adds them (src/app/wizard-steps.tsx).
 */
export const BUILDER_STEPS = {
  'choose-existing-book': ChooseExistingBookStep,
  'select-sale-status': SaleStatusStep,
  'select-preorder-status': PreorderStep,
  'vendor-registration': VendorRegistrationStep,
  'book-size-and-type': SizeStep,
  'interior/formatting': GuidanceStep,
  'interior/images': GuidanceStep,
  'interior/fonts': GuidanceStep,
  'interior/file-type': GuidanceStep,
  'interior/sample-preference': SamplePreferenceStep,
  'cover/cover-type': CoverTypeStep,
  'cover/formatting': GuidanceStep,
  'cover/images': GuidanceStep,
  'cover/fonts': GuidanceStep,
  'cover/file-type': GuidanceStep,
  'book-details/about': AboutStep,
  'book-details/author': AuthorStep,
  'book-details/categories': CategoriesStep,
  'book-details/pricing': PricingStep,
  'book-details/rights-and-other-information': RightsStep,
  'book-details/editorial-reviews': EditorialReviewsStep,
  'book-details/isbn': IsbnStep,
  'vendor/publisher': VendorSectionStep,
  'vendor/tax-bank-info': VendorSectionStep,
  summary: SummaryStep,
} as const satisfies Partial<Record<StepId, StepScreenComponent>>;
