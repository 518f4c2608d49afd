import { Button, NumberInput, Table, Text } from '@mantine/core';
import '@mantine/core/styles/NumberInput.css';
import type { Cart, CartItem } from '@quire/domain';
import { useState } from 'react';
import { formatMoney } from '../../../lib/format';
import { CT } from '../messages';

/**
 * The cart's lines: title, type (an author copy, or a proof marked not for resale), price each,
 * quantity (editable; 0 or Remove takes the line out) and the line's total.
 */
export function CartItems({
  cart,
  onQuantity,
}: {
  cart: Cart;
  onQuantity: (item: CartItem, quantity: number) => Promise<void>;
}) {
  return (
    <>
      <Table>
        <Table.Caption className="visually-hidden">{CT.items}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{CT.title}</Table.Th>
            <Table.Th scope="col">{CT.type}</Table.Th>
            <Table.Th scope="col">{CT.unitPrice}</Table.Th>
            <Table.Th scope="col">{CT.quantity}</Table.Th>
            <Table.Th scope="col">{CT.lineTotal}</Table.Th>
            <Table.Th scope="col">
              <span className="visually-hidden">{CT.remove}</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cart.projects.map((item) => (
            <Line key={`${item.projectId}:${item.itemType}`} item={item} onQuantity={onQuantity} />
          ))}
        </Table.Tbody>
      </Table>
      {cart.projects.some((i) => i.itemType === 'PROOF') ? (
        <Text size="sm">{CT.maxProofs(cart.maxProofs)}</Text>
      ) : null}
    </>
  );
}

function Line({
  item,
  onQuantity,
}: {
  item: CartItem;
  onQuantity: (item: CartItem, q: number) => Promise<void>;
}) {
  const [value, setValue] = useState<number | string>(item.quantity);
  const [busy, setBusy] = useState(false);
  async function commit(q: number) {
    if (q === item.quantity || Number.isNaN(q)) return;
    setBusy(true);
    try {
      await onQuantity(item, q);
    } catch {
      setValue(item.quantity);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Table.Tr>
      <Table.Td>{item.title}</Table.Td>
      <Table.Td>
        {item.itemType === 'PROOF' ? 'Proof' : 'Author copy'}
        {item.notForResale ? <Text size="xs">{CT.notForResale}</Text> : null}
      </Table.Td>
      <Table.Td>{formatMoney(item.unitPrice)}</Table.Td>
      <Table.Td>
        <NumberInput
          aria-label={CT.quantityOf(item.title)}
          min={0}
          max={item.maxQuantity}
          allowDecimal={false}
          allowNegative={false}
          w={100}
          value={value}
          disabled={busy}
          onChange={setValue}
          onBlur={() => void commit(Number(value))}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void commit(Number(value));
          }}
        />
      </Table.Td>
      <Table.Td>{formatMoney(item.lineTotal)}</Table.Td>
      <Table.Td>
        <Button
          variant="subtle"
          size="xs"
          aria-label={CT.removeOf(item.title, item.label)}
          disabled={busy}
          onClick={() => void commit(0)}
        >
          {CT.remove}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
