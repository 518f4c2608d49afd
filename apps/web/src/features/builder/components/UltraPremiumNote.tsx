import { Alert, Badge, Group, Text } from '@mantine/core';
import type { Project } from '@quire/domain';
import { builderText } from '../messages';

/** Whether the book is printed as Ultra Premium (an administrator's conversion). */
export const isUltraPremiumBook = (p: Pick<Project, 'printTier'>): boolean => p.printTier === 'ULTRA_PREMIUM';

/**
 * The note an Ultra Premium book's size and pricing steps show: what it is printed with and why
 * some choices are fixed. Nothing for any other book.
 */
export function UltraPremiumNote({
  project,
  text,
}: {
  project: Pick<Project, 'printTier'>;
  text: 'ultra.body' | 'ultra.pricing';
}) {
  if (!isUltraPremiumBook(project)) return null;
  return (
    <Alert
      color="grape"
      title={
        <Group gap="xs">
          <Badge color="grape" variant="filled">
            {builderText('ultra.title')}
          </Badge>
        </Group>
      }
    >
      <Text size="sm">{builderText(text)}</Text>
    </Alert>
  );
}
