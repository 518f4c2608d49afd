import { Alert, List, Radio, Stack, Text, TextInput } from '@mantine/core';
import { dateOnOrAfter, required, vendorStatusLabel } from '@quire/domain';
import { SaveStatus } from '../components/SaveStatus';
import { StepHeader } from '../components/StepHeader';
import type { StepProps } from '../step-props';
import { useStepForm } from '../use-step-form';

/** Spec 1 §4: how long sale-status changes take. */
export const SALE_STATUS_FACTS = [
  'Putting a book on sale can take up to 72 hours to appear in the store.',
  'Taking a book off sale takes 24 hours.',
  'Copies ordered after a book is taken off sale wait 4 to 5 business days.',
];

/** select-sale-status (print): what selling the book means, and its status now. */
export function SaleStatusStep({ project }: StepProps) {
  const forSale = project.type === 'PRINT';
  return (
    <Stack>
      <StepHeader title="Sale status">
        {forSale
          ? 'Your book goes on sale when you publish it from Review & Publish. Until then it stays off sale and only you can see it.'
          : 'A personal-use book is printed for you only and is never listed for sale; you order copies from Review & Order.'}
      </StepHeader>
      <Text>
        Current status: <strong>{project.status}</strong>
      </Text>
      {forSale ? (
        <List>
          {SALE_STATUS_FACTS.map((f) => (
            <List.Item key={f}>{f}</List.Item>
          ))}
        </List>
      ) : null}
      <Text>
        You can take a published book off sale, or put it back on sale, at any time from My Projects.
      </Text>
    </Stack>
  );
}

const tomorrow = () => {
  const d = new Date(Date.now() + 86_400_000);
  return d.toISOString().slice(0, 10);
};

const PREORDER_FORM = {
  onSaleDate: {
    label: 'on-sale date',
    initial: '',
    rules: [required(), dateOnOrAfter(tomorrow)],
  },
};

/** select-preorder-status (eBook with the pre-order permission). */
export function PreorderStep({ project }: StepProps) {
  const form = useStepForm(
    project.id,
    {
      ...PREORDER_FORM,
      onSaleDate: { ...PREORDER_FORM.onSaleDate, initial: project.onSaleDate?.slice(0, 10) ?? '' },
    },
    (_, v) => ({
      preOrder: true,
      onSaleDate: v.onSaleDate,
    }),
  );
  return (
    <Stack>
      <StepHeader title="Offer a pre-order?">
        A pre-order lists your eBook before its release: readers buy it now and receive it on the on-sale
        date. You need the final cover before the pre-order starts and the final interior before the on-sale
        date.
      </StepHeader>
      <Radio.Group
        label="Pre-order"
        value={project.preOrder ? 'yes' : 'no'}
        onChange={(value) =>
          void form.save.saveNow({
            preOrder: value === 'yes',
            ...(value === 'no' ? { onSaleDate: null } : {}),
          })
        }
      >
        <Stack mt="xs">
          <Radio value="no" label="No, publish when my book is ready" />
          <Radio value="yes" label="Yes, offer my eBook for pre-order" />
        </Stack>
      </Radio.Group>
      {project.preOrder ? (
        <TextInput type="date" label="On-sale date" required {...form.field('onSaleDate')} />
      ) : null}
      <SaveStatus state={form.save.state} message={form.save.message} />
    </Stack>
  );
}

/** What a vendor account still needs before books can be sold, by its status (spec 3 §4). */
export function vendorNeeds(status: string | null | undefined): string[] {
  switch (status) {
    case 'Active':
      return [];
    case 'Pending':
    case 'InReview':
      return [
        'Nothing from you: we are reviewing your vendor account. This usually takes up to 5 business days.',
      ];
    case 'Rejected':
    case 'Cancelled':
      return ['Contact support: your vendor account cannot be used to sell books in its current state.'];
    default:
      return [
        'Publisher details: your name or imprint as it appears on your books, and your address.',
        'Tax information: a W-9 (US) or W-8 form so we can report your earnings.',
        'Bank information: the account we pay your royalties into.',
      ];
  }
}

function VendorStatus({ status }: { status: string | null | undefined }) {
  const needs = vendorNeeds(status);
  return (
    <Stack gap="xs">
      <Text>
        Vendor account status: <strong>{vendorStatusLabel(status)}</strong>
      </Text>
      {needs.length ? (
        <>
          <Text fw={600}>Still needed</Text>
          <List>
            {needs.map((n) => (
              <List.Item key={n}>{n}</List.Item>
            ))}
          </List>
        </>
      ) : (
        <Text>Your vendor account is active: nothing more is needed to sell your books.</Text>
      )}
    </Stack>
  );
}

const LATER =
  'The vendor registration forms arrive in a later Quire update. Until then you can build your whole book; you will be asked for these details before it goes on sale.';

/** vendor-registration: the welcome flow, shown only when registration is offered. */
export function VendorRegistrationStep({ user }: StepProps) {
  return (
    <Stack>
      <StepHeader title="Become a Quire vendor">
        To sell books and be paid royalties you register as a vendor once. Your books can be built before
        that.
      </StepHeader>
      <VendorStatus status={user?.vendorStatus} />
      <Alert title="Registration forms coming soon" color="blue">
        {LATER}
      </Alert>
    </Stack>
  );
}

/** vendor/publisher and vendor/tax-bank-info: the account's status and what is still needed. */
export function VendorSectionStep({ step, user }: StepProps) {
  const tax = step.child === 'tax-bank-info';
  return (
    <Stack>
      <StepHeader title={tax ? 'Tax & Bank Information' : 'Publisher Information'}>
        {tax
          ? 'We need your tax details and a bank account to pay your royalties.'
          : 'The publisher is the name your books are sold under: your own name or your imprint.'}
      </StepHeader>
      <VendorStatus status={user?.vendorStatus} />
      <Alert title="Forms coming soon" color="blue">
        {LATER}
      </Alert>
    </Stack>
  );
}
