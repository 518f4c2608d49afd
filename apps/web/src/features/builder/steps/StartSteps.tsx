import { Alert, List, Radio, Stack, Text, TextInput } from '@mantine/core';
import { preOrderDateRule, required, vendorStatusLabel } from '@quire/domain';
import { StepHeader } from '../../../components/StepHeader';
import { SaveStatus } from '../components/SaveStatus';
import { builderText } from '../messages';
import type { StepProps } from '../step-props';
import { useStepForm } from '../use-step-form';

/** Spec 1 §4: how long sale-status changes take. */
export const SALE_STATUS_FACTS = [
  builderText('sale.fact.1'),
  builderText('sale.fact.2'),
  builderText('sale.fact.3'),
];

/** select-sale-status (print): what selling the book means, and its status now. */
export function SaleStatusStep({ project }: StepProps) {
  const forSale = project.type === 'PRINT';
  return (
    <Stack>
      <StepHeader title={builderText('sale.title')}>
        {forSale ? builderText('sale.intro.print') : builderText('sale.intro.personal')}
      </StepHeader>
      <Text>
        {builderText('sale.current')} <strong>{project.status}</strong>
      </Text>
      {forSale ? (
        <List>
          {SALE_STATUS_FACTS.map((f) => (
            <List.Item key={f}>{f}</List.Item>
          ))}
        </List>
      ) : null}
      <Text>{builderText('sale.anyTime')}</Text>
    </Stack>
  );
}

const PREORDER_FORM = {
  onSaleDate: {
    label: builderText('preorder.field'),
    initial: '',
    rules: [required(), preOrderDateRule()],
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
      <StepHeader title={builderText('preorder.title')}>{builderText('preorder.intro')}</StepHeader>
      <Radio.Group
        label={builderText('preorder.label')}
        value={project.preOrder ? 'yes' : 'no'}
        onChange={(value) =>
          void form.save.saveNow({
            preOrder: value === 'yes',
            ...(value === 'no' ? { onSaleDate: null } : {}),
          })
        }
      >
        <Stack mt="xs">
          <Radio value="no" label={builderText('preorder.no')} />
          <Radio value="yes" label={builderText('preorder.yes')} />
        </Stack>
      </Radio.Group>
      {project.preOrder ? (
        <TextInput type="date" label={builderText('preorder.date')} required {...form.field('onSaleDate')} />
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
      return [builderText('vendor.needs.review')];
    case 'Rejected':
    case 'Cancelled':
      return [builderText('vendor.needs.support')];
    default:
      return [
        builderText('vendor.needs.publisher'),
        builderText('vendor.needs.tax'),
        builderText('vendor.needs.bank'),
      ];
  }
}

function VendorStatus({ status }: { status: string | null | undefined }) {
  const needs = vendorNeeds(status);
  return (
    <Stack gap="xs">
      <Text>
        {builderText('vendor.status')} <strong>{vendorStatusLabel(status)}</strong>
      </Text>
      {needs.length ? (
        <>
          <Text fw={600}>{builderText('vendor.stillNeeded')}</Text>
          <List>
            {needs.map((n) => (
              <List.Item key={n}>{n}</List.Item>
            ))}
          </List>
        </>
      ) : (
        <Text>{builderText('vendor.active')}</Text>
      )}
    </Stack>
  );
}

/** vendor-registration: the welcome flow, shown only when registration is offered. */
export function VendorRegistrationStep({ user }: StepProps) {
  return (
    <Stack>
      <StepHeader title={builderText('vendor.register.title')}>
        {builderText('vendor.register.intro')}
      </StepHeader>
      <VendorStatus status={user?.vendorStatus} />
      <Alert title={builderText('vendor.register.soon')} color="blue">
        {builderText('vendor.later')}
      </Alert>
    </Stack>
  );
}

/** vendor/publisher and vendor/tax-bank-info: the account's status and what is still needed. */
export function VendorSectionStep({ step, user }: StepProps) {
  const tax = step.child === 'tax-bank-info';
  return (
    <Stack>
      <StepHeader title={tax ? builderText('vendor.tax.title') : builderText('vendor.publisher.title')}>
        {tax ? builderText('vendor.tax.intro') : builderText('vendor.publisher.intro')}
      </StepHeader>
      <VendorStatus status={user?.vendorStatus} />
      <Alert title={builderText('vendor.formsSoon')} color="blue">
        {builderText('vendor.later')}
      </Alert>
    </Stack>
  );
}
