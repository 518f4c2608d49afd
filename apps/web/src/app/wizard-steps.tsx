import { lazy } from 'react';
import ProjectWizard from '../features/builder/routes/ProjectWizard';
import type { WizardScreens } from '../features/builder/screens';
import { BUILDER_STEPS } from '../features/builder/steps';
import { AnnounceContentPage } from '../features/content/site/content-page';
import { PageBanners } from '../features/content/site/PageBanners';
import { PageModules } from '../features/content/site/SiteModules';
import { FILE_STEPS } from '../features/files/steps';

// Each step's code loads when the step is shown (the builder's and the files feature's step maps
// are lazy too): the vendor forms, with the bank details' checks, load on the vendor steps only.
const vendorSteps = () => import('../features/vendors/steps');
const VendorRegistration = lazy(() => vendorSteps().then((m) => ({ default: m.VendorRegistrationScreen })));
const VendorPublisher = lazy(() => vendorSteps().then((m) => ({ default: m.VendorPublisherScreen })));
const VendorTaxBank = lazy(() => vendorSteps().then((m) => ({ default: m.VendorTaxBankScreen })));
const summary = () => import('./wizard-summary');
const SummaryFiles = lazy(() => summary().then((m) => ({ default: m.SummaryFiles })));
const SummaryPublish = lazy(() => summary().then((m) => ({ default: m.SummaryPublish })));

/**
 * The wizard's screens, put together here because they come from features that do not import
 * each other: the builder (the wizard, its rules and its own steps), files (the upload, review,
 * sample and spine steps, and the summary's files), publishing (the summary's status and publish
 * actions), vendors (the welcome flow's vendor registration and the vendor section's publisher and
 * tax-bank-info forms), and content (the site modules and banners aimed at the step's page).
 */
export const WIZARD_SCREENS: WizardScreens = {
  steps: {
    ...BUILDER_STEPS,
    ...FILE_STEPS,
    'vendor-registration': VendorRegistration,
    'vendor/publisher': VendorPublisher,
    'vendor/tax-bank-info': VendorTaxBank,
  },
  SummaryFiles,
  SummaryPublish,
  // Under the steps: the step's site modules (LEFT_NAV_BAB) and banners, from the one page-banners
  // answer the message bar reads too (the step names the page it shows).
  NavExtras: ({ target }) => (
    <>
      <AnnounceContentPage page={target} />
      <PageModules page={target} moduleType="LEFT_NAV_BAB" />
      <PageBanners page={target} />
    </>
  ),
};

/** The route /{projectId}/{section}/{child}: the builder's wizard with every feature's steps (a lazy chunk). */
export default function ProjectWizardRoute() {
  return <ProjectWizard screens={WIZARD_SCREENS} />;
}
