import { Alert, List } from '@mantine/core';

/** The problems a save answered that belong to no control, listed above the form; nothing when none. */
export function FormProblems({
  problems,
  title,
  color = 'red.9',
}: {
  problems: readonly string[];
  title: string;
  color?: string;
}) {
  if (!problems.length) return null;
  return (
    <Alert color={color} role="alert" title={title}>
      <List>
        {problems.map((p) => (
          <List.Item key={p}>{p}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
