import { Button, Group, Modal, Stack } from '@mantine/core';
import type { Contributor, ContributorPermission } from '@quire/domain';
import { useState } from 'react';
import { t } from '../../../i18n';
import { useForm } from '../../../lib/use-form';
import { changeContributor } from '../api/contributors';
import { permissionsForm } from '../forms';
import { contributorsText } from '../messages';
import { PermissionChoices } from './PermissionChoices';

/** Change a contributor's permissions; they apply from the contributor's next action. */
export function PermissionsDialog({
  contributor,
  onDone,
}: {
  contributor: Contributor;
  onDone: (changed: Contributor | null) => void;
}) {
  const form = useForm(permissionsForm(contributor.permissions));
  const [pending, setPending] = useState(false);
  const name = `${contributor.firstName} ${contributor.lastName}`;
  const submit = form.onSubmit(async (values) => {
    setPending(true);
    try {
      onDone(
        await changeContributor(
          contributor.id,
          values.permissions as ContributorPermission[],
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
      title={contributorsText('contributors.changeTitle', { name })}
      centered
      closeButtonProps={{ 'aria-label': t('modal.close') }}
    >
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <PermissionChoices
            value={(form.form.control('permissions').value ?? []) as string[]}
            onChange={(next) => {
              form.setValue('permissions', next);
              form.commit('permissions');
            }}
            error={form.error('permissions')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => onDone(null)}>
              {contributorsText('contributors.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {contributorsText('contributors.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
