import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useRef, useState } from 'react';
import { t } from '../../i18n';
import { showToast } from '../toasts';

/** Copy-to-clipboard modal: shows the content and copies it, then toasts. */
export function CopyModal({
  context,
  id,
  innerProps,
}: ContextModalProps<{ content: string; label?: string }>) {
  const [failed, setFailed] = useState(false);
  const areaRef = useRef<HTMLTextAreaElement>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(innerProps.content);
      showToast({ message: t('toast.copied'), tone: 'success' });
      context.closeModal(id);
    } catch {
      setFailed(true);
      areaRef.current?.select();
    }
  }
  return (
    <Stack gap="md">
      <Textarea
        ref={areaRef}
        label={innerProps.label ?? t('modal.copy.label')}
        value={innerProps.content}
        readOnly
        rows={3}
        error={failed ? t('modal.copy.failed') : undefined}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => context.closeModal(id)}>
          {t('modal.close')}
        </Button>
        <Button onClick={copy}>{t('modal.copy.button')}</Button>
      </Group>
    </Stack>
  );
}

/** Delete confirmation: names what is deleted, Cancel or Delete. */
export function DeleteConfirmationModal({
  context,
  id,
  innerProps,
}: ContextModalProps<{ item: string; onConfirm: () => void }>) {
  return (
    <Stack gap="md">
      <Text>{t('modal.delete.message', { item: innerProps.item })}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => context.closeModal(id)}>
          {t('modal.cancel')}
        </Button>
        <Button
          color="red.9"
          onClick={() => {
            innerProps.onConfirm();
            context.closeModal(id);
          }}
        >
          {t('modal.delete')}
        </Button>
      </Group>
    </Stack>
  );
}
