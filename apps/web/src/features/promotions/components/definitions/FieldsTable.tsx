import { NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { EditableRowsTable } from '../EditableRowsTable';
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
      <EditableRowsTable
        caption={T('form.fields')}
        headers={[T('form.field.name'), T('form.field.type'), T('form.field.min'), T('form.field.max')]}
        rows={rows}
        cells={(r, n) => {
          const p = problems[r.key] ?? {};
          return [
            <NativeSelect
              key="name"
              aria-label={T('form.field.nameOf', { n })}
              value={r.name}
              onChange={(e) => set(r.key, 'name', e.currentTarget.value)}
              data={options(FIELD_NAMES, r.name)}
              error={p.name}
            />,
            <NativeSelect
              key="type"
              aria-label={T('form.field.typeOf', { n })}
              value={r.type}
              onChange={(e) => set(r.key, 'type', e.currentTarget.value)}
              data={options(FIELD_TYPES, r.type)}
              error={p.type}
            />,
            <TextInput
              key="min"
              aria-label={T('form.field.minOf', { n })}
              inputMode="decimal"
              value={r.min}
              onChange={(e) => set(r.key, 'min', e.currentTarget.value)}
              error={p.min}
            />,
            <TextInput
              key="max"
              aria-label={T('form.field.maxOf', { n })}
              inputMode="decimal"
              value={r.max}
              onChange={(e) => set(r.key, 'max', e.currentTarget.value)}
              error={p.max}
            />,
          ];
        }}
        remove={{
          header: T('form.field.remove'),
          text: T('form.field.remove'),
          labelOf: (n) => T('form.field.removeOf', { n }),
          onRemove: (key) => onChange(rows.filter((x) => x.key !== key)),
        }}
        add={{ text: T('form.field.add'), onAdd: () => onChange([...rows, newRow(rows)]) }}
        empty={<Text size="sm">{T('form.field.none')}</Text>}
      />
    </Stack>
  );
}
