import { Stack } from '@mantine/core';
import { StepHeader } from '../../components/StepHeader';
import { VendorForm } from './components/VendorForm';

/**
 * The vendor screens of the wizard (spec 1 §2): the welcome flow's vendor-registration and the
 * vendor section's publisher and tax-bank-info steps. The route (src/app/wizard-steps.tsx) adds
 * them to the builder's steps; the builder never imports this feature. They take the wizard's
 * StepProps but need none of them: the vendor belongs to the account, not the book.
 */
export function VendorRegistrationScreen() {
  return (
    <Stack>
      <StepHeader title="Become a Quire vendor">
        To sell your books we need your publisher, tax and bank information. You can also do this later,
        before your book goes on sale.
      </StepHeader>
      <VendorForm register />
    </Stack>
  );
}

export function VendorPublisherScreen() {
  return (
    <Stack>
      <StepHeader title="Publisher information">
        The name and address your books are published under.
      </StepHeader>
      <VendorForm section="publisher" />
    </Stack>
  );
}

export function VendorTaxBankScreen() {
  return (
    <Stack>
      <StepHeader title="Tax and bank information">
        How we report your earnings and where we pay them. Numbers on file are shown masked.
      </StepHeader>
      <VendorForm section="tax-bank-info" />
    </Stack>
  );
}

export const VENDOR_STEPS = {
  'vendor-registration': VendorRegistrationScreen,
  'vendor/publisher': VendorPublisherScreen,
  'vendor/tax-bank-info': VendorTaxBankScreen,
} as const;
