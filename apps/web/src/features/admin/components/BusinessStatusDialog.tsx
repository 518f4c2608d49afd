import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { BUSINESS_STATUS_LABELS, type BusinessStatus } from '@quire/domain';
import { useState } from 'react';
import { t } from '../../../i18n';
import { useForm } from '../../../lib/use-form';
import { type AdminUser, changeBusinessStatus } from '../api/admin';
import { businessStatusForm } from '../forms';
import { adminText } from '../messages';
import { ReasonField } from './ReasonField';

/**
 * The business status change confirmation (spec 3 §2, §4, §5): a reason is required after
 * trimming, at most 500 characters, and Enter submits (Shift+Enter starts a new line).
 */
export function BusinessStatusDialog({
  user,
  status,
  onDone,
}: {
  user: AdminUser;
  status: BusinessStatus;
  onDone: (result: { user: AdminUser; emailed: boolean } | null) => void;
}) {
  const form = useForm(businessStatusForm());
  const [pending, setPending] = useState(false);
  const submit = form.onSubmit(async ({ reason }) => {
    setPending(true);
    try {
      const result = await changeBusinessStatus(
        { vendorNum: user.vendorNumber ?? '', status, reason: reason.trim() },
        form.handleServerError,
      );
      onDone(result);
    } catch {
      setPending(false);
    }
  });
  const reason = form.inputProps('reason');
  return (
    <Modal
      opened
      onClose={() => onDone(null)}
      title={adminText('status.dialog')}
      centered
      closeButtonProps={{ 'aria-label': t('modal.close') }}
    >
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>
            {adminText('status.intro', {
              email: user.email,
              from: BUSINESS_STATUS_LABELS[user.businessStatus],
              to: BUSINESS_STATUS_LABELS[status],
            })}
          </Text>
          <Text size="sm">
            {status === 'PaymentOnHold' ? adminText('status.noMailNote') : adminText('status.mailNote')}
          </Text>
          <ReasonField
            label={adminText('status.reason')}
            description={adminText('status.reasonHint')}
            rows={4}
            {...reason}
            onSubmit={() => void submit()}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => onDone(null)}>
              {adminText('admin.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {adminText('status.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
