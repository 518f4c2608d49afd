import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { DEACTIVATION_REASON_LABELS, DEACTIVATION_REASONS, type DeactivationReason } from '@quire/domain';
import { useState } from 'react';
import { t } from '../../../i18n';
import { useForm } from '../../../lib/use-form';
import { type AdminUser, deactivateUser } from '../api/admin';
import { deactivateForm } from '../forms';
import { adminText } from '../messages';

/** Deactivate user (spec 3 §2, §3, §5): a reason must be chosen; every session of the user ends. */
export function DeactivateDialog({
  user,
  onDone,
}: {
  user: AdminUser;
  onDone: (result: { user: AdminUser; sessionsEnded: number } | null) => void;
}) {
  const form = useForm(deactivateForm());
  const [pending, setPending] = useState(false);
  const submit = form.onSubmit(async ({ reason }) => {
    setPending(true);
    try {
      onDone(
        await deactivateUser(
          { id: user.customerId, reason: reason as DeactivationReason },
          form.handleServerError,
        ),
      );
    } catch {
      setPending(false);
    }
  });
  return (
    <Modal
      opened
      onClose={() => onDone(null)}
      title={adminText('deactivate.title')}
      centered
      closeButtonProps={{ 'aria-label': t('modal.close') }}
    >
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>{adminText('deactivate.intro')}</Text>
          <Radio.Group
            label={adminText('deactivate.reason')}
            required
            value={String(form.form.control('reason').value ?? '')}
            onChange={(v) => {
              form.setValue('reason', v);
              form.commit('reason');
            }}
            error={form.error('reason')}
          >
            <Stack gap="xs" mt="xs">
              {DEACTIVATION_REASONS.map((r) => (
                <Radio key={r} value={r} label={DEACTIVATION_REASON_LABELS[r]} />
              ))}
            </Stack>
          </Radio.Group>
          <Text size="sm">{user.email}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => onDone(null)}>
              {adminText('admin.cancel')}
            </Button>
            <Button type="submit" color="red.9" loading={pending}>
              {adminText('deactivate.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
