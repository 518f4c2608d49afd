import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useEffect, useRef, useState } from 'react';

/** The confirmation dialog focuses its first control this long after opening (spec 3 §9). */
export const CONFIRM_FOCUS_DELAY_MS = 1000;

const FOCUSABLE = 'input:not([disabled]), button:not([disabled]), select:not([disabled]), textarea, a[href]';

export interface ConfirmationProps {
  message: string;
  /** Stated in bold under the message, e.g. that an ISBN transfer cannot be undone. */
  warning?: string;
  confirmLabel: string;
  cancelLabel: string;
  checks: string[];
  onConfirm: () => void;
}

export function ConfirmationModal({ context, id, innerProps }: ContextModalProps<ConfirmationProps>) {
  const { message, warning, confirmLabel, cancelLabel, checks, onConfirm } = innerProps;
  const [ticked, setTicked] = useState<boolean[]>(() => checks.map(() => false));
  const bodyRef = useRef<HTMLDivElement>(null);
  const allTicked = ticked.every(Boolean);

  useEffect(() => {
    const timer = setTimeout(() => {
      bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    }, CONFIRM_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <Stack ref={bodyRef} gap="md">
      <Text>{message}</Text>
      {warning ? <Text fw={700}>{warning}</Text> : null}
      {checks.map((label, i) => (
        <Checkbox
          key={label}
          label={label}
          checked={ticked[i] ?? false}
          onChange={(e) => {
            const checked = e.currentTarget.checked;
            setTicked((prev) => prev.map((v, j) => (j === i ? checked : v)));
          }}
        />
      ))}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => context.closeModal(id)}>
          {cancelLabel}
        </Button>
        <Button
          disabled={!allTicked}
          onClick={() => {
            onConfirm();
            context.closeModal(id);
          }}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}
