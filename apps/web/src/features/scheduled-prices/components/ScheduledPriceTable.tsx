import { Button, Group } from '@mantine/core';
import { formatNewYorkDateTime, formatPrice, type ScheduledPrice } from '@quire/domain';
import type { Column } from '../../../components/DataTable';
import { scheduledPricesText } from '../messages';

export type ScheduledPriceSort = 'start' | 'price' | 'status';

/** Each sortable column's value: the list is answered whole and sorted in the browser. */
export const SCHEDULED_PRICE_SORT: Record<ScheduledPriceSort, (s: ScheduledPrice) => string | number> = {
  start: (s) => s.startDate,
  price: (s) => Number(s.price),
  status: (s) => s.status,
};

function afterEnd(s: ScheduledPrice): string {
  if (!s.endDate) return scheduledPricesText('sp.none');
  if (s.endDatePrice) return scheduledPricesText('sp.returnsTo', { price: formatPrice(s.endDatePrice) });
  return s.previousPrice
    ? scheduledPricesText('sp.returnsBeforeKnown', { price: formatPrice(s.previousPrice) })
    : scheduledPricesText('sp.returnsBefore');
}

/** The book's price changes as table columns: price, start and end in New York time, status, actions. */
export function scheduledPriceColumns({
  onEdit,
  onDelete,
  busyId,
}: {
  onEdit: (item: ScheduledPrice) => void;
  onDelete: (item: ScheduledPrice) => void;
  busyId: string | null;
}): Column<ScheduledPrice, ScheduledPriceSort>[] {
  const what = (s: ScheduledPrice) => ({
    price: formatPrice(s.price),
    date: formatNewYorkDateTime(s.startDate),
  });
  return [
    {
      key: 'price',
      header: scheduledPricesText('sp.col.price'),
      cell: (s) => formatPrice(s.price),
      sortField: 'price',
      rowHeader: true,
    },
    {
      key: 'start',
      header: scheduledPricesText('sp.col.start'),
      cell: (s) => formatNewYorkDateTime(s.startDate),
      sortField: 'start',
    },
    {
      key: 'end',
      header: scheduledPricesText('sp.col.end'),
      cell: (s) => (s.endDate ? formatNewYorkDateTime(s.endDate) : scheduledPricesText('sp.noEnd')),
    },
    { key: 'after', header: scheduledPricesText('sp.col.after'), cell: afterEnd },
    {
      key: 'status',
      header: scheduledPricesText('sp.col.status'),
      sortField: 'status',
      cell: (s) => (
        <span className="sp-status" data-status={s.status}>
          {scheduledPricesText(`sp.status.${s.status}`)}
        </span>
      ),
    },
    {
      key: 'actions',
      header: scheduledPricesText('sp.col.actions'),
      cell: (s) => (
        <Group gap="xs" wrap="nowrap">
          {s.status === 'DONE' ? null : (
            <Button
              variant="default"
              size="xs"
              aria-label={scheduledPricesText('sp.editLabel', what(s))}
              onClick={() => onEdit(s)}
            >
              {scheduledPricesText('sp.edit')}
            </Button>
          )}
          <Button
            variant="default"
            color="red"
            size="xs"
            aria-label={scheduledPricesText('sp.deleteLabel', what(s))}
            disabled={busyId === s.id}
            onClick={() => onDelete(s)}
          >
            {scheduledPricesText('sp.delete')}
          </Button>
        </Group>
      ),
    },
  ];
}
