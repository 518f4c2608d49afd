import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { t } from '../../../i18n';
import { useForm } from '../../../lib/use-form';
import { type AdminUser, reactivateUser } from '../api/admin';
import { reactivateForm } from '../forms';
import { adminText } from '../messages';
import { ReasonField } from './ReasonField';

/**
 * Reactivate a deactivated user: a reason is required after trimming, at most 500 characters (the
 * business status reason's rules), and Enter submits (Shift+Enter starts a new line).
 */
export function ReactivateDialog({
  user,
  onDone,
}: {
  user: AdminUser;
  onDone: (user: AdminUser | null) => void;
}) {
  const form = useForm(reactivateForm());
  const [pending, setPending] = useState(false);
  const submit = form.onSubmit(async ({ reason }) => {
    setPending(true);
    try {
      onDone(await reactivateUser({ id: user.customerId, reason: reason.trim() }, form.handleServerError));
    } catch {
      setPending(false);
    }
  });
  return (
    <Modal
      opened
      onClose={() => onDone(null)}
      title={adminText('reactivate.title')}
      centered
      closeButtonProps={{ 'aria-label': t('modal.close') }}
    >
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>{adminText('reactivate.intro')}</Text>
          <Text size="sm">{user.email}</Text>
          <ReasonField
            label={adminText('reactivate.reason')}
            description={adminText('status.reasonHint')}
            rows={3}
            {...form.inputProps('reason')}
            onSubmit={() => void submit()}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => onDone(null)}>
              {adminText('admin.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {adminText('reactivate.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
