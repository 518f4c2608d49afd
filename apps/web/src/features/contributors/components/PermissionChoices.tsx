import { Checkbox, Stack } from '@mantine/core';
import { CONTRIBUTOR_PERMISSIONS } from '@quire/domain/access/permissions';
import { contributorsText } from '../messages';

/** The six contributor permissions of spec 1 §6 as checkboxes. */
export function PermissionChoices({
  value,
  onChange,
  error,
}: {
  value: readonly string[];
  onChange: (next: string[]) => void;
  error?: string | undefined;
}) {
  return (
    <Checkbox.Group
      label={contributorsText('contributors.permissions')}
      value={[...value]}
      onChange={onChange}
      error={error}
      withAsterisk
    >
      <Stack gap="xs" mt="xs">
        {CONTRIBUTOR_PERMISSIONS.map((p) => (
          <Checkbox key={p.code} value={p.code} label={p.label} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
