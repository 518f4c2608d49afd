import { Alert, List, Radio, Stack, Text, TextInput } from '@mantine/core';
import { preOrderDateRule, required, vendorStatusLabel } from '@quire/domain';
import { StepHeader } from '../../../components/StepHeader';
import { SaveStatus } from '../components/SaveStatus';
import { bt } from '../messages';
import type { StepProps } from '../step-props';
import { useStepForm } from '../use-step-form';

/** Spec 1 §4: how long sale-status changes take. */
export const SALE_STATUS_FACTS = [bt('sale.fact.1'), bt('sale.fact.2'), bt('sale.fact.3')];

/** select-sale-status (print): what selling the book means, and its status now. */
export function SaleStatusStep({ project }: StepProps) {
  const forSale = project.type === 'PRINT';
  return (
    <Stack>
      <StepHeader title={bt('sale.title')}>
        {forSale ? bt('sale.intro.print') : bt('sale.intro.personal')}
      </StepHeader>
      <Text>
        {bt('sale.current')} <strong>{project.status}</strong>
      </Text>
      {forSale ? (
        <List>
          {SALE_STATUS_FACTS.map((f) => (
            <List.Item key={f}>{f}</List.Item>
          ))}
        </List>
      ) : null}
      <Text>{bt('sale.anyTime')}</Text>
    </Stack>
  );
}

const PREORDER_FORM = {
  onSaleDate: {
    label: bt('preorder.field'),
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
      <StepHeader title={bt('preorder.title')}>{bt('preorder.intro')}</StepHeader>
      <Radio.Group
        label={bt('preorder.label')}
        value={project.preOrder ? 'yes' : 'no'}
        onChange={(value) =>
          void form.save.saveNow({
            preOrder: value === 'yes',
            ...(value === 'no' ? { onSaleDate: null } : {}),
          })
        }
      >
        <Stack mt="xs">
          <Radio value="no" label={bt('preorder.no')} />
          <Radio value="yes" label={bt('preorder.yes')} />
        </Stack>
      </Radio.Group>
      {project.preOrder ? (
        <TextInput type="date" label={bt('preorder.date')} required {...form.field('onSaleDate')} />
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
      return [bt('vendor.needs.review')];
    case 'Rejected':
    case 'Cancelled':
      return [bt('vendor.needs.support')];
    default:
      return [bt('vendor.needs.publisher'), bt('vendor.needs.tax'), bt('vendor.needs.bank')];
  }
}

function VendorStatus({ status }: { status: string | null | undefined }) {
  const needs = vendorNeeds(status);
  return (
    <Stack gap="xs">
      <Text>
        {bt('vendor.status')} <strong>{vendorStatusLabel(status)}</strong>
      </Text>
      {needs.length ? (
        <>
          <Text fw={600}>{bt('vendor.stillNeeded')}</Text>
          <List>
            {needs.map((n) => (
              <List.Item key={n}>{n}</List.Item>
            ))}
          </List>
        </>
      ) : (
        <Text>{bt('vendor.active')}</Text>
      )}
    </Stack>
  );
}

/** vendor-registration: the welcome flow, shown only when registration is offered. */
export function VendorRegistrationStep({ user }: StepProps) {
  return (
    <Stack>
      <StepHeader title={bt('vendor.register.title')}>{bt('vendor.register.intro')}</StepHeader>
      <VendorStatus status={user?.vendorStatus} />
      <Alert title={bt('vendor.register.soon')} color="blue">
        {bt('vendor.later')}
      </Alert>
    </Stack>
  );
}

/** vendor/publisher and vendor/tax-bank-info: the account's status and what is still needed. */
export function VendorSectionStep({ step, user }: StepProps) {
  const tax = step.child === 'tax-bank-info';
  return (
    <Stack>
      <StepHeader title={tax ? bt('vendor.tax.title') : bt('vendor.publisher.title')}>
        {tax ? bt('vendor.tax.intro') : bt('vendor.publisher.intro')}
      </StepHeader>
      <VendorStatus status={user?.vendorStatus} />
      <Alert title={bt('vendor.formsSoon')} color="blue">
        {bt('vendor.later')}
      </Alert>
    </Stack>
  );
}
