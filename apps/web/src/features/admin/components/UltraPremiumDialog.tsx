import { Alert, Button, Group, List, Modal, Paper, Stack, Table, Text } from '@mantine/core';
import type { ApiErrorItem } from '@quire/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { showToast } from '../../../components/toasts';
import { formatMoney } from '../../../lib/format';
import { adminKeys } from '../api/admin';
import {
  convertToUltraPremium,
  type UltraPremiumCompare,
  type UltraPremiumSide,
  ultraPremiumQuery,
} from '../api/ultra-premium';
import { ultraText } from '../ultra-premium-messages';

/** "+$17.05" or "−$17.05": a change, never in the parentheses formatMoney gives a negative amount. */
function signed(amount: string): string {
  return amount.startsWith('-') ? `−${formatMoney(amount.slice(1))}` : `+${formatMoney(amount)}`;
}

const cost = (side: UltraPremiumSide, pick: (q: NonNullable<UltraPremiumSide['quote']>) => string) =>
  side.quote ? formatMoney(pick(side.quote)) : ultraText('ultra.notPriced');

/** The two options side by side: one row per fact, a column per option. */
function Comparison({ c }: { c: UltraPremiumCompare }) {
  const rows: [string, (s: UltraPremiumSide) => string][] = [
    [ultraText('ultra.row.specification'), (s) => s.description],
    [ultraText('ultra.row.size'), (s) => s.pageSize ?? '—'],
    [ultraText('ultra.row.pages'), (s) => (s.pageCount === null ? '—' : String(s.pageCount))],
    [ultraText('ultra.row.printingCost'), (s) => cost(s, (q) => q.printing_cost)],
    [ultraText('ultra.row.floor'), (s) => cost(s, (q) => q.floor_price)],
    [
      c.listPrice
        ? ultraText('ultra.row.royalty', { price: formatMoney(c.listPrice) })
        : ultraText('ultra.row.royaltyNoPrice'),
      (s) => cost(s, (q) => q.net_royalty),
    ],
  ];
  return (
    <Table aria-label={ultraText('ultra.table')} withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{ultraText('ultra.col.what')}</Table.Th>
          <Table.Th scope="col">{ultraText('ultra.col.current', { label: c.current.label })}</Table.Th>
          <Table.Th scope="col">{ultraText('ultra.col.ultra')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row">{label}</Table.Th>
            <Table.Td>{value(c.current)}</Table.Td>
            <Table.Td>{value(c.ultraPremium)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Reasons({ title, reasons }: { title: string; reasons: readonly ApiErrorItem[] }) {
  return (
    <Alert color="red" title={title} role="alert">
      <List size="sm">
        {reasons.map((r) => (
          <List.Item key={r.code}>{r.description}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * "Compare Ultra Premium": a book's print option beside its Ultra Premium version, with their
 * printing costs, floor prices and royalties at today's list price, and "Convert to Ultra Premium"
 * behind a confirmation. A refusal shows its reasons here; anything else reaches the "Oops!" dialog.
 */
export function UltraPremiumDialog({
  projectId,
  title,
  onClose,
}: {
  projectId: string;
  title: string;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const compare = useQuery(ultraPremiumQuery(projectId));
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [refused, setRefused] = useState<ApiErrorItem[] | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const confirmId = useId();
  const c = compare.data;

  async function convert() {
    setPending(true);
    setRefused(null);
    try {
      const result = await convertToUltraPremium(projectId, (error) => {
        if (!error.items.every((i) => i.code.startsWith('ULTRA_PREMIUM_'))) return false;
        setRefused(error.items);
        return true;
      });
      const message = ultraText(result.emailed ? 'ultra.doneEmailed' : 'ultra.done', { title });
      setDone(message);
      showToast({ message, tone: 'success' });
      await client.invalidateQueries({ queryKey: adminKeys.all });
    } catch {
      // A refusal is shown above; anything else by the API client.
    } finally {
      setPending(false);
      setConfirming(false);
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={ultraText('ultra.title', { title })}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': ultraText('ultra.closeX') }}
    >
      <Stack gap="md">
        <Text size="sm">{ultraText('ultra.intro')}</Text>
        {compare.isPending ? <Text>{ultraText('ultra.loading')}</Text> : null}
        {compare.isError ? <Text role="alert">{ultraText('ultra.loadFailed')}</Text> : null}
        {c ? <Comparison c={c} /> : null}
        {c?.printingCostChange && c.royaltyChange ? (
          <Text size="sm">
            {ultraText('ultra.changes', {
              cost: signed(c.printingCostChange),
              royalty: signed(c.royaltyChange),
            })}
          </Text>
        ) : null}
        {c?.belowUltraPremiumFloor && c.ultraPremium.quote && !done ? (
          <Alert color="yellow">
            {ultraText('ultra.belowFloor', { floor: formatMoney(c.ultraPremium.quote.floor_price) })}
          </Alert>
        ) : null}
        {done ? (
          <Alert color="green" role="status">
            {done}
          </Alert>
        ) : null}
        {refused ? <Reasons title={ultraText('ultra.failed')} reasons={refused} /> : null}
        {c && !c.mayConvert && !done && !refused ? (
          <Reasons title={ultraText('ultra.cannot')} reasons={c.reasons} />
        ) : null}
        {confirming ? (
          <Paper withBorder p="md" role="group" aria-labelledby={confirmId}>
            <Stack gap="sm">
              <Text fw={600} id={confirmId}>
                {ultraText('ultra.confirm.title')}
              </Text>
              <Text size="sm">
                {ultraText('ultra.confirm.message', {
                  title,
                  cost: c?.ultraPremium.quote ? formatMoney(c.ultraPremium.quote.printing_cost) : '—',
                })}
              </Text>
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => setConfirming(false)}>
                  {ultraText('ultra.confirm.cancel')}
                </Button>
                <Button loading={pending} onClick={() => void convert()}>
                  {ultraText('ultra.confirm.submit')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {ultraText('ultra.close')}
          </Button>
          {done ? null : (
            <Button
              disabled={!c?.mayConvert || confirming || refused !== null}
              onClick={() => setConfirming(true)}
            >
              {ultraText('ultra.convert')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
