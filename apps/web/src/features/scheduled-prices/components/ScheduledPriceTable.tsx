import { Button, Group } from '@mantine/core';
import { formatNewYorkDateTime, formatPrice, type ScheduledPrice } from '@quire/domain';
import { scheduledPricesText } from '../messages';

export interface ScheduledPriceTableProps {
  items: readonly ScheduledPrice[];
  onEdit: (item: ScheduledPrice) => void;
  onDelete: (item: ScheduledPrice) => void;
  busyId: string | null;
}

function afterEnd(s: ScheduledPrice): string {
  if (!s.endDate) return scheduledPricesText('sp.none');
  if (s.endDatePrice) return scheduledPricesText('sp.returnsTo', { price: formatPrice(s.endDatePrice) });
  return s.previousPrice
    ? scheduledPricesText('sp.returnsBeforeKnown', { price: formatPrice(s.previousPrice) })
    : scheduledPricesText('sp.returnsBefore');
}

/** The book's price changes as a table: price, start and end in New York time, status, actions. */
export function ScheduledPriceTable({ items, onEdit, onDelete, busyId }: ScheduledPriceTableProps) {
  return (
    <div className="sp-table-wrap">
      <table className="sp-table">
        <caption>{scheduledPricesText('sp.list')}</caption>
        <thead>
          <tr>
            <th scope="col">{scheduledPricesText('sp.col.price')}</th>
            <th scope="col">{scheduledPricesText('sp.col.start')}</th>
            <th scope="col">{scheduledPricesText('sp.col.end')}</th>
            <th scope="col">{scheduledPricesText('sp.col.after')}</th>
            <th scope="col">{scheduledPricesText('sp.col.status')}</th>
            <th scope="col">{scheduledPricesText('sp.col.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((s) => {
            const price = formatPrice(s.price);
            const date = formatNewYorkDateTime(s.startDate);
            return (
              <tr key={s.id} aria-busy={busyId === s.id || undefined}>
                <th scope="row">{price}</th>
                <td>{date}</td>
                <td>{s.endDate ? formatNewYorkDateTime(s.endDate) : scheduledPricesText('sp.noEnd')}</td>
                <td>{afterEnd(s)}</td>
                <td>
                  <span className="sp-status" data-status={s.status}>
                    {scheduledPricesText(`sp.status.${s.status}`)}
                  </span>
                </td>
                <td>
                  <Group gap="xs" wrap="nowrap">
                    {s.status === 'DONE' ? null : (
                      <Button
                        variant="default"
                        size="xs"
                        aria-label={scheduledPricesText('sp.editLabel', { price, date })}
                        onClick={() => onEdit(s)}
                      >
                        {scheduledPricesText('sp.edit')}
                      </Button>
                    )}
                    <Button
                      variant="default"
                      color="red"
                      size="xs"
                      aria-label={scheduledPricesText('sp.deleteLabel', { price, date })}
                      disabled={busyId === s.id}
                      onClick={() => onDelete(s)}
                    >
                      {scheduledPricesText('sp.delete')}
                    </Button>
                  </Group>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
