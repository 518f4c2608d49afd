import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import '../vendors.css';
import { type VendorInfo, vendorInfoQuery } from '../api';
import { Digital1099 } from './Digital1099';
import { PaymentForm } from './PaymentForm';
import { PublisherForm } from './PublisherForm';

/** The status line and the banners of spec 3 §4 (read-only word for word, then the W-8/W-9 request). */
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
      {info.wFileBanner ? (
        <Alert color="blue" role="status">
          {info.wFileBanner}
        </Alert>
      ) : null}
      {info.payment ? (
        <Text size="sm" c="dimmed">
          W-8 expiry: {info.payment.w8ExpiryLabel} · Exemption rate: {info.payment.exemptionRateLabel}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Loads the vendor info and renders `children` with it. */
export function WithVendorInfo({ children }: { children: (info: VendorInfo) => ReactNode }) {
  const query = useQuery(vendorInfoQuery);
  if (query.isPending) return <Loader aria-label="Loading your vendor information" />;
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
              <>
                <PaymentForm info={info} />
                <Digital1099 info={info} />
              </>
            ) : section === 'tax-bank-info' ? (
              <Alert color="blue">Please save your publisher information first.</Alert>
            ) : null
          ) : null}
        </Stack>
      )}
    </WithVendorInfo>
  );
}
