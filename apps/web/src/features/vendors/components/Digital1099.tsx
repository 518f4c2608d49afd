import { Checkbox, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../../components/toasts';
import { saveDigital1099, type VendorInfo, vendorKeys } from '../api';

/** A US vendor's choice to receive the 1099 electronically (spec 3 §3 isDigital1099, email1099). */
export function Digital1099({ info }: { info: VendorInfo }) {
  const client = useQueryClient();
  const [pending, setPending] = useState(false);
  const payment = info.payment;
  if (!payment || !info.publisher.usCitizen || !info.publisher.vendorNumber) return null;
  const vendorNumber = info.publisher.vendorNumber;
  return (
    <Stack gap={4}>
      <Checkbox
        label="Send my Form 1099 electronically instead of by post"
        checked={payment.isDigital1099}
        disabled={pending || info.readOnly !== null}
        onChange={async (e) => {
          const checked = e.currentTarget.checked;
          setPending(true);
          try {
            client.setQueryData(vendorKeys.info, await saveDigital1099(vendorNumber, checked));
            showToast({ message: 'Your 1099 delivery choice has been saved.', tone: 'success' });
          } catch {
            // The error dialog says why.
          } finally {
            setPending(false);
          }
        }}
      />
      {payment.isDigital1099 && payment.email1099 ? (
        <Text size="sm" c="dimmed">
          It will be sent to {payment.email1099}.
        </Text>
      ) : null}
    </Stack>
  );
}
