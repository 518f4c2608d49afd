import type { StepProps } from '../step-props';
import { AboutStep } from './AboutStep';
import { AuthorStep } from './AuthorStep';
import { CategoriesStep } from './CategoriesStep';
import { CoverTypeStep, FileStatusStep, GuidanceStep, SpineStep } from './FileSteps';
import { ChooseExistingBookStep, SamplePreferenceStep } from './MoreSteps';
import { PricingStep } from './PricingStep';
import { EditorialReviewsStep, IsbnStep, RightsStep } from './RightsSteps';
import { SizeStep } from './SizeStep';
import { PreorderStep, SaleStatusStep, VendorRegistrationStep, VendorSectionStep } from './StartSteps';
import { SummaryStep } from './SummaryStep';

const GUIDES = new Set(['formatting', 'images', 'fonts', 'file-type']);
const DETAILS: Record<string, (p: StepProps) => React.ReactElement> = {
  about: AboutStep,
  author: AuthorStep,
  categories: CategoriesStep,
  pricing: PricingStep,
  'rights-and-other-information': RightsStep,
  'editorial-reviews': EditorialReviewsStep,
  isbn: IsbnStep,
};

/** The screen of one wizard step. */
export function StepScreen(props: StepProps) {
  const { section, child } = props.step;
  switch (section) {
    case 'select-sale-status':
      return <SaleStatusStep {...props} />;
    case 'select-preorder-status':
      return <PreorderStep {...props} />;
    case 'vendor-registration':
      return <VendorRegistrationStep {...props} />;
    case 'book-size-and-type':
      return <SizeStep {...props} />;
    case 'summary':
      return <SummaryStep {...props} />;
    case 'vendor':
      return <VendorSectionStep {...props} />;
    case 'choose-existing-book':
      return <ChooseExistingBookStep {...props} />;
    case 'interior':
    case 'cover':
      if (child && GUIDES.has(child)) return <GuidanceStep {...props} />;
      if (section === 'interior' && child === 'sample-preference') return <SamplePreferenceStep {...props} />;
      if (section === 'cover' && child === 'cover-type') return <CoverTypeStep {...props} />;
      if (section === 'cover' && child === 'spine') return <SpineStep {...props} />;
      return <FileStatusStep {...props} />;
    case 'book-details': {
      const Screen = DETAILS[child ?? 'about'] ?? AboutStep;
      return <Screen {...props} />;
    }
    default:
      return null;
  }
}
