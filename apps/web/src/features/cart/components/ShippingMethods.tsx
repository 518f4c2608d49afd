import { Radio, Stack, Text } from '@mantine/core';
import type { Cart, ShippingOption } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, formatMoney } from '../../../lib/format';
import { shippingMethodsQuery } from '../api/cart';
import { CT } from '../messages';

/** The shipping methods to the chosen address, with price and earliest–latest delivery dates. */
export function ShippingMethods({
  cart,
  onChoose,
}: {
  cart: Cart;
  onChoose: (code: ShippingOption['code']) => Promise<void>;
}) {
  const address = cart.shippingGroups[0]?.shippingAddress ?? null;
  const addressKey = address ? JSON.stringify(address) : '';
  const methods = useQuery({ ...shippingMethodsQuery(addressKey), enabled: address !== null });
  const chosen = cart.shippingGroups[0]?.shippingMethod?.code ?? '';
  const [busy, setBusy] = useState(false);

  if (!address) return <Text>{CT.chooseAddressFirst}</Text>;
  return (
    <Radio.Group
      label={CT.methods}
      value={chosen}
      onChange={async (v) => {
        setBusy(true);
        try {
          await onChoose(v as ShippingOption['code']);
        } catch {
          // Shown by the central handling.
        } finally {
          setBusy(false);
        }
      }}
    >
      <Stack gap="xs" mt="xs">
        {(methods.data ?? []).map((m) => (
          <Radio
            key={m.code}
            value={m.code}
            disabled={busy}
            label={CT.methodLine(
              m.label,
              formatMoney(m.price),
              formatDate(m.earliestDelivery),
              formatDate(m.latestDelivery),
            )}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
