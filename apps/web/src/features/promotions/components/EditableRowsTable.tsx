import { Button, Table } from '@mantine/core';
import type { ReactNode } from 'react';

export interface EditableRowsTableProps<R extends { key: string }> {
  /** The table's name, read by screen readers only. */
  caption: string;
  /** The columns' headers, one a cell `cells` gives (the remove column comes after them). */
  headers: readonly string[];
  rows: readonly R[];
  /** A row's controls in the headers' order; `n` counts rows from 1 for their labels. */
  cells: (row: R, n: number) => ReactNode[];
  remove: {
    header: string;
    text: string;
    /** Names the row: "Remove row 2", as every row's button otherwise reads the same. */
    labelOf: (n: number) => string;
    disabled?: boolean;
    onRemove: (key: string) => void;
  };
  add: { text: string; onAdd: () => void };
  /** Shown in the table's place when there is no row (the table is kept when omitted). */
  empty?: ReactNode;
  /** A wide table scrolls on its own below this width (px) rather than the page. */
  minWidth?: number;
}

/**
 * A table of rows typed in place (the nomination form's fields, the trade nominations), each
 * removed with a button that names its row, and a button below that adds one.
 */
export function EditableRowsTable<R extends { key: string }>({
  caption,
  headers,
  rows,
  cells,
  remove,
  add,
  empty,
  minWidth,
}: EditableRowsTableProps<R>) {
  const table = (
    <Table verticalSpacing="xs" captionSide="top">
      <Table.Caption className="visually-hidden">{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {headers.map((h) => (
            <Table.Th key={h} scope="col">
              {h}
            </Table.Th>
          ))}
          <Table.Th scope="col">
            <span className="visually-hidden">{remove.header}</span>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r, i) => {
          const n = i + 1;
          return (
            <Table.Tr key={r.key}>
              {cells(r, n).map((cell, c) => (
                <Table.Td key={headers[c]}>{cell}</Table.Td>
              ))}
              <Table.Td>
                <Button
                  variant="default"
                  size="xs"
                  aria-label={remove.labelOf(n)}
                  disabled={remove.disabled}
                  onClick={() => remove.onRemove(r.key)}
                >
                  {remove.text}
                </Button>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
  return (
    <>
      {empty !== undefined && rows.length === 0 ? (
        empty
      ) : minWidth ? (
        <Table.ScrollContainer minWidth={minWidth} type="native">
          {table}
        </Table.ScrollContainer>
      ) : (
        table
      )}
      <div>
        <Button variant="default" onClick={add.onAdd}>
          {add.text}
        </Button>
      </div>
    </>
  );
}
