import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import '../vendors.css';
import { type VendorInfo, vendorInfoQuery } from '../api';
import { vendorText } from '../messages';
import { PaymentForm } from './PaymentForm';
import { PublisherForm } from './PublisherForm';
import { TaxFormUpload } from './TaxFormUpload';

/**
 * The tax form in words, its upload where the page asks for it, what happens next (and within how
 * many business days), and for a non-US vendor the W-8 expiry and exemption rate, explained.
 */
function TaxFormSection({ info }: { info: VendorInfo }) {
  const tax = info.taxForm;
  // The W-8 line is a non-US vendor's only.
  const w8 = info.publisher.usCitizen ? null : info.payment;
  return (
    <Stack gap="xs" component="section" aria-labelledby="vendor-tax-form-title">
      <Title order={2} size="h4" id="vendor-tax-form-title">
        {vendorText('taxForm.title')}
      </Title>
      <Text>{vendorText('taxForm.status', { form: tax.form, status: tax.statusText })}</Text>
      {tax.certifiedBy && tax.wFileStatus !== 'Not Submitted' && !tax.fileName ? (
        <Text size="sm" c="dimmed">
          {vendorText('taxForm.certifiedBy', { who: tax.certifiedBy })}
        </Text>
      ) : null}
      {info.wFileBanner || tax.uploadAllowed ? (
        <Alert color="blue" role="status" data-testid="vendor-w-file">
          <Stack gap="sm">
            {info.wFileBanner ? <Text>{info.wFileBanner}</Text> : null}
            {tax.uploadAllowed ? <TaxFormUpload info={info} /> : null}
          </Stack>
        </Alert>
      ) : null}
      {w8 ? (
        <Stack gap={2}>
          <Text size="sm">
            {vendorText('taxForm.nonUs', {
              expiry: w8.w8ExpiryLabel,
              rate: w8.exemptionRateLabel,
            })}
          </Text>
          <Text size="sm" c="dimmed">
            {vendorText('taxForm.nonUsExplain')}
          </Text>
        </Stack>
      ) : null}
      {info.nextSteps ? (
        <Stack gap={2}>
          <Text fw={600}>{vendorText('taxForm.next')}</Text>
          <Text data-testid="vendor-next-steps">{info.nextSteps}</Text>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The status line and the banners of spec 3 §4 (read-only word for word), then the tax form. */
export function VendorBanners({ info }: { info: VendorInfo }) {
  return (
    <Stack gap="xs">
      <Text>
        Vendor account status: <strong>{info.publisher.statusLabel}</strong>
        {info.publisher.vendorNumber ? ` (vendor number ${info.publisher.vendorNumber})` : ''}
        {info.publisher.businessStatus !== 'None'
          ? ` · Business status: ${info.publisher.businessStatusLabel}`
          : ''}
      </Text>
      {info.readOnly ? (
        <Alert color="yellow" role="status" data-testid="vendor-read-only">
          {info.readOnly.banner}
        </Alert>
      ) : null}
      {info.publisher.vendorNumber ? <TaxFormSection info={info} /> : null}
    </Stack>
  );
}

/** Loads the vendor info and renders `children` with it. */
export function WithVendorInfo({ children }: { children: (info: VendorInfo) => ReactNode }) {
  const query = useQuery(vendorInfoQuery);
  if (query.isPending) {
    // A bare Loader is a span: a label on it is a prohibited ARIA attribute; the status names it.
    return (
      <div role="status" aria-live="polite">
        <Loader size="sm" aria-hidden="true" /> Loading your vendor information…
      </div>
    );
  }
  if (query.isError || !query.data)
    return <Alert color="red">Your vendor information could not be loaded.</Alert>;
  return <>{children(query.data)}</>;
}

export const hasPublisherInfo = (info: VendorInfo) =>
  info.publisher.vendorNumber !== null && info.publisher.publisherName !== '';

/**
 * The whole vendor form: publisher, then tax and bank (once the publisher information exists).
 * Keyed by the answer's status so a save that changes it re-reads the form from the server.
 */
export function VendorForm({
  register = false,
  section,
}: {
  register?: boolean;
  section?: 'publisher' | 'tax-bank-info';
}) {
  return (
    <WithVendorInfo>
      {(info) => (
        <Stack gap="lg" key={`${info.publisher.status}-${info.publisher.businessStatus}`}>
          <VendorBanners info={info} />
          {section !== 'tax-bank-info' ? <PublisherForm info={info} register={register} /> : null}
          {section !== 'publisher' ? (
            hasPublisherInfo(info) ? (
              <PaymentForm info={info} />
            ) : section === 'tax-bank-info' ? (
              <Alert color="blue">Please save your publisher information first.</Alert>
            ) : null
          ) : null}
        </Stack>
      )}
    </WithVendorInfo>
  );
}
