import { Button, Group, Paper, Text } from '@mantine/core';
import type { StoredPromoStatus } from '@quire/domain';
import { requestsText } from './messages';
import './requests.css';

/**
 * The administrators' review bar under the list (spec 2 §2.3): how many rows are checked and the
 * tab's status changes for them; it stays in reach while a long page scrolls.
 */
export function ReviewBar({
  selectedCount,
  moves,
  onMove,
  label = requestsText('bar.label'),
}: {
  selectedCount: number;
  moves: readonly StoredPromoStatus[];
  onMove: (to: StoredPromoStatus) => void;
  /** The bar's accessible name: what the checked rows are (requests unless told). */
  label?: string;
}) {
  return (
    <Paper className="promo-action-bar" withBorder p="sm">
      <Group gap="sm" role="group" aria-label={label}>
        <Text size="sm">
          {selectedCount === 1
            ? requestsText('bar.selectedOne')
            : requestsText('bar.selected', { count: selectedCount })}
        </Text>
        {moves.map((to) => (
          <Button
            key={to}
            size="sm"
            variant={to === 'APPROVED' ? 'filled' : 'default'}
            disabled={selectedCount === 0}
            onClick={() => onMove(to)}
          >
            {requestsText(`move.${to}`)}
          </Button>
        ))}
      </Group>
    </Paper>
  );
}
