import { Checkbox, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../../components/toasts';
import { saveDigital1099, type VendorInfo, vendorKeys } from '../api';
import { vendorText } from '../messages';

/**
 * A US vendor's choice to receive the 1099 electronically (spec 3 §3 isDigital1099, email1099),
 * offered in the tax form before it locks: before the first save the choice goes with the save
 * (`value`, `onChange`); once tax information is on file it is saved at once (POST /api/vendor/{hash}).
 */
export function Digital1099({
  info,
  value,
  onChange,
}: {
  info: VendorInfo;
  value: boolean;
  onChange: (checked: boolean) => void;
}) {
  const client = useQueryClient();
  const [pending, setPending] = useState(false);
  const payment = info.payment;
  if (!info.publisher.usCitizen || !info.publisher.vendorNumber) return null;
  const vendorNumber = info.publisher.vendorNumber;
  const checked = payment ? payment.isDigital1099 : value;
  return (
    <Stack gap={4}>
      <Checkbox
        label={vendorText('digital1099.label')}
        checked={checked}
        disabled={pending || info.readOnly !== null}
        onChange={async (e) => {
          const next = e.currentTarget.checked;
          if (!payment) {
            onChange(next);
            return;
          }
          setPending(true);
          try {
            client.setQueryData(vendorKeys.info, await saveDigital1099(vendorNumber, next));
            showToast({ message: vendorText('digital1099.saved'), tone: 'success' });
          } catch {
            // The error dialog says why.
          } finally {
            setPending(false);
          }
        }}
      />
      {checked ? (
        <Text size="sm" c="dimmed">
          {payment?.email1099
            ? vendorText('digital1099.to', { email: payment.email1099 })
            : vendorText('digital1099.toAccount')}
        </Text>
      ) : null}
    </Stack>
  );
}
