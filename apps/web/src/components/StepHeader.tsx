import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The one h1 of a wizard page, with its short explanation. */
export function StepHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="builder-header">
      <Title order={1}>{title}</Title>
      {children ? <Text mt="xs">{children}</Text> : null}
    </header>
  );
}
