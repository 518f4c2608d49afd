import { ActionIcon, Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { requestsText } from './messages';
import './requests.css';
import '@mantine/core/styles/ActionIcon.css';

export interface UndoBarProps {
  /** How many requests the change moved. */
  count: number;
  /** The new status as the tabs name it: Accepted, Pending or Declined. */
  label: string;
  /** The undo window the server announced (undoSeconds). */
  seconds: number;
  onUndo: () => void;
  onClose: () => void;
}

/**
 * After a status change (spec 2 §4): what moved, Undo and X, for the server's undo window; the
 * seconds left are shown and the bar closes itself when they run out. The message is announced.
 */
export function UndoBar({ count, label, seconds, onUndo, onClose }: UndoBarProps) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const endsAt = Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) onClose();
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, onClose]);
  return (
    <Paper className="promo-undo-bar" withBorder shadow="sm" p="sm">
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text role="status" aria-live="polite">
          {count === 1
            ? requestsText('undo.movedOne', { status: label })
            : requestsText('undo.moved', { count, status: label })}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed" aria-hidden="true">
            {requestsText('undo.countdown', { seconds: left })}
          </Text>
          <Button size="xs" variant="light" onClick={onUndo}>
            {requestsText('undo.undo')}
          </Button>
          <ActionIcon variant="subtle" color="gray" aria-label={requestsText('undo.close')} onClick={onClose}>
            <span aria-hidden="true">✕</span>
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
