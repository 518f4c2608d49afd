import { Button, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { FIELD_NAMES, FIELD_TYPES, type FieldRow, newRow } from './definition-form';
import { definitionsText as T } from './messages';

export interface FieldsTableProps {
  rows: readonly FieldRow[];
  onChange: (rows: FieldRow[]) => void;
  /** Each row's problems by column (shown on the cell, described by it). */
  problems: Record<string, Partial<Record<'name' | 'type' | 'min' | 'max', string>>>;
}

/** A value the lists do not hold (an older definition's) stays choosable as it is. */
const options = (known: readonly string[], value: string) =>
  known.includes(value) ? known : [...known, value];

/**
 * The nomination form's fields of a definition: a row each (name, type, minimum, maximum), added
 * and removed with buttons that name their row.
 */
export function FieldsTable({ rows, onChange, problems }: FieldsTableProps) {
  const set = (key: string, column: 'name' | 'type' | 'min' | 'max', value: string) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, [column]: value } : r)));
  return (
    <Stack gap="xs">
      {rows.length ? (
        <Table verticalSpacing="xs" captionSide="top">
          <Table.Caption className="visually-hidden">{T('form.fields')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{T('form.field.name')}</Table.Th>
              <Table.Th scope="col">{T('form.field.type')}</Table.Th>
              <Table.Th scope="col">{T('form.field.min')}</Table.Th>
              <Table.Th scope="col">{T('form.field.max')}</Table.Th>
              <Table.Th scope="col">
                <span className="visually-hidden">{T('form.field.remove')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r, i) => {
              const n = i + 1;
              const p = problems[r.key] ?? {};
              return (
                <Table.Tr key={r.key}>
                  <Table.Td>
                    <NativeSelect
                      aria-label={T('form.field.nameOf', { n })}
                      value={r.name}
                      onChange={(e) => set(r.key, 'name', e.currentTarget.value)}
                      data={options(FIELD_NAMES, r.name)}
                      error={p.name}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NativeSelect
                      aria-label={T('form.field.typeOf', { n })}
                      value={r.type}
                      onChange={(e) => set(r.key, 'type', e.currentTarget.value)}
                      data={options(FIELD_TYPES, r.type)}
                      error={p.type}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={T('form.field.minOf', { n })}
                      inputMode="decimal"
                      value={r.min}
                      onChange={(e) => set(r.key, 'min', e.currentTarget.value)}
                      error={p.min}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={T('form.field.maxOf', { n })}
                      inputMode="decimal"
                      value={r.max}
                      onChange={(e) => set(r.key, 'max', e.currentTarget.value)}
                      error={p.max}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Button
                      variant="default"
                      size="xs"
                      aria-label={T('form.field.removeOf', { n })}
                      onClick={() => onChange(rows.filter((x) => x.key !== r.key))}
                    >
                      {T('form.field.remove')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm">{T('form.field.none')}</Text>
      )}
      <div>
        <Button variant="default" onClick={() => onChange([...rows, newRow(rows)])}>
          {T('form.field.add')}
        </Button>
      </div>
    </Stack>
  );
}
