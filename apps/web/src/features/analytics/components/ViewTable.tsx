import { Table } from '@mantine/core';
import { isFigure, type Kind } from '../lib/cells';
import { type ShownColumn, type ShownTable, shownCell } from '../lib/view-table';

const numeric = (c: ShownColumn) => c.kind !== 'final' && isFigure(c.kind as Kind);

/**
 * The table behind a chart, the screen reader's way to every figure: the answer's columns, a row
 * header naming each row, figures aligned right, and the totals in the table's foot.
 */
export function ViewTable({ table, caption }: { table: ShownTable; caption: string }) {
  const { columns, rows, totals, grain } = table;
  const first = columns[0];
  const rowHeader = first && !numeric(first) ? first.key : null;
  const cells = (row: Record<string, unknown>, bold = false) =>
    columns.map((c) => {
      const text = shownCell(c, row[c.key] as never, grain);
      const align = numeric(c) ? 'right' : undefined;
      return c.key === rowHeader ? (
        <Table.Th key={c.key} scope="row" fw={bold ? 700 : 'normal'}>
          {text}
        </Table.Th>
      ) : (
        <Table.Td key={c.key} ta={align} fw={bold ? 700 : undefined}>
          {text}
        </Table.Td>
      );
    });
  return (
    <Table.ScrollContainer minWidth={0} type="native">
      <Table verticalSpacing="xs" captionSide="top" striped>
        <Table.Caption className="visually-hidden">{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key} scope="col" ta={numeric(c) ? 'right' : undefined}>
                {c.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the answer's order is the row's identity.
            <Table.Tr key={i}>{cells(row)}</Table.Tr>
          ))}
        </Table.Tbody>
        {totals ? (
          <Table.Tfoot>
            <Table.Tr>{cells(totals, true)}</Table.Tr>
          </Table.Tfoot>
        ) : null}
      </Table>
    </Table.ScrollContainer>
  );
}
