import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import type { ContributorPermission } from '@quire/domain';
import { useState } from 'react';
import { showToast } from '../../../components/toasts';
import { useForm } from '../../../lib/use-form';
import { inviteContributor } from '../api/contributors';
import { inviteForm } from '../forms';
import { contributorsText } from '../messages';
import { PermissionChoices } from './PermissionChoices';

/** The invitation form: names, e-mail and permissions; the duplicate e-mail answer shows on its field. */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const form = useForm(inviteForm());
  const [pending, setPending] = useState(false);
  const submit = form.onSubmit(async (values) => {
    setPending(true);
    try {
      const invited = await inviteContributor(
        {
          firstName: String(values.firstName),
          lastName: String(values.lastName),
          email: String(values.email),
          permissions: values.permissions as ContributorPermission[],
        },
        form.handleServerError,
      );
      showToast({
        message: contributorsText('contributors.sent', { email: invited.email }),
        tone: 'success',
      });
      onInvited();
    } catch {
      // Field errors are on their fields; anything else reached the central handling.
    } finally {
      setPending(false);
    }
  });
  const permissions = (form.form.control('permissions').value ?? []) as string[];
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate aria-labelledby="invite-heading">
      <Stack gap="md">
        <Title order={2} id="invite-heading">
          {contributorsText('contributors.invite')}
        </Title>
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={contributorsText('contributors.firstName')}
            withAsterisk
            miw={180}
            {...form.inputProps('firstName')}
          />
          <TextInput
            label={contributorsText('contributors.lastName')}
            withAsterisk
            miw={180}
            {...form.inputProps('lastName')}
          />
        </Group>
        <TextInput
          label={contributorsText('contributors.email')}
          type="email"
          autoComplete="off"
          withAsterisk
          {...form.inputProps('email')}
        />
        <PermissionChoices
          value={permissions}
          onChange={(next) => {
            form.setValue('permissions', next);
            form.commit('permissions');
          }}
          error={form.error('permissions')}
        />
        <Group>
          <Button type="submit" loading={pending}>
            {contributorsText('contributors.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
