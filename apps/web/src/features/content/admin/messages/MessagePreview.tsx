import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { CONTENT_MESSAGES as M, MESSAGE_TYPE_LABELS } from '@quire/domain';
import type { SitePreview } from '../../api/messages';
import { PreviewHtml } from '../PreviewHtml';
import { messagesText as T } from './messages';

/**
 * A message as its readers will see it: its type, title, text, link and how many of the reader's
 * titles it is about; Dismiss for an INFO message, "I have read this" for a CRITICAL one (shown,
 * not working: this is a preview).
 */
export function MessagePreview({ message }: { message: SitePreview }) {
  const critical = message.severity === 'CRITICAL';
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      bd={critical ? '2px solid var(--mantine-color-red-9)' : undefined}
      aria-label={message.title}
      component="section"
    >
      <Stack gap="xs">
        <Group gap="xs">
          <Badge variant="light" color="gray.9" size="sm">
            {MESSAGE_TYPE_LABELS[message.typeId]}
          </Badge>
          {critical ? (
            <Badge variant="light" color="red.9" size="sm">
              {T('severity.CRITICAL')}
            </Badge>
          ) : null}
          {message.affectedTitles !== null ? (
            <Text size="sm" fw={600}>
              {M.affectedTitles(message.affectedTitles)}
            </Text>
          ) : null}
        </Group>
        <Text fw={700}>{message.title}</Text>
        <PreviewHtml html={message.details} kind="message" />
        {message.link ? (
          <Anchor href={message.link} onClick={(e) => e.preventDefault()}>
            {T('preview.link')}
          </Anchor>
        ) : null}
        <Group gap="sm">
          <Button
            size="xs"
            variant={critical ? 'filled' : 'default'}
            color={critical ? 'red.9' : undefined}
            disabled
          >
            {critical ? M.acknowledge : M.dismiss}
          </Button>
          {critical ? (
            <Text size="sm" c="dimmed">
              {T('preview.criticalNote')}
            </Text>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
