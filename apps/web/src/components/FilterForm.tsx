import { Button, Group } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

export interface FilterFormProps {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** Called with the drafts applied (the list's state goes to the address). */
  onApply: () => void;
  /** The filter fields. */
  children: ReactNode;
  /** Buttons after the submit button (e.g. Clear Filters). */
  after?: ReactNode;
}

/** A list's filters as one named form: the fields in a row, then the button that applies them. */
export function FilterForm({ label, submitLabel, onApply, children, after }: FilterFormProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply();
  };
  return (
    <form onSubmit={submit} aria-label={label}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        {children}
        <Button type="submit">{submitLabel}</Button>
        {after}
      </Group>
    </form>
  );
}
