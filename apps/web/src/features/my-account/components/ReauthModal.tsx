import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { type AppError, errorDefinition } from '@quire/domain';
import { useRef, useState } from 'react';
import { t } from '../../../i18n';
import { useForm } from '../../../lib/use-form';
import { reauthenticate } from '../api/account';
import { reauthForm } from '../forms';
import { accountText } from '../messages';

/** The code the server answers when a change needs the password again. */
export const REAUTH_CODE = 'REAUTHENTICATION_REQUIRED';

/**
 * Re-authentication: `run(work)` runs a change; when the server answers REAUTHENTICATION_REQUIRED
 * it asks for the password in a dialog and, once confirmed, runs the change again. Render `modal`.
 */
export function useReauthentication() {
  const [open, setOpen] = useState(false);
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  function ask(): Promise<boolean> {
    setOpen(true);
    return new Promise((resolve) => {
      resolver.current = resolve;
    });
  }

  function close(ok: boolean) {
    setOpen(false);
    resolver.current?.(ok);
    resolver.current = null;
  }

  /** `onError` sees every failure but the re-authentication one, which this hook handles. */
  async function run<T>(
    work: (onError: (e: AppError) => boolean | undefined) => Promise<T>,
    onError: (e: AppError) => boolean | undefined,
  ): Promise<T> {
    const handle = (e: AppError) => (e.code === REAUTH_CODE ? true : onError(e));
    try {
      return await work(handle);
    } catch (e) {
      if ((e as AppError)?.code !== REAUTH_CODE || !(await ask())) throw e;
      return work(handle);
    }
  }

  const modal = open ? <ReauthDialog onDone={close} /> : null;
  return { run, modal };
}

function ReauthDialog({ onDone }: { onDone: (ok: boolean) => void }) {
  const form = useForm(reauthForm());
  const [pending, setPending] = useState(false);
  const submit = form.onSubmit(async ({ password }) => {
    setPending(true);
    try {
      await reauthenticate(password, form.handleServerError);
      onDone(true);
    } catch {
      setPending(false);
    }
  });
  return (
    <Modal
      opened
      onClose={() => onDone(false)}
      title={accountText('reauth.title')}
      centered
      closeButtonProps={{ 'aria-label': t('modal.close') }}
    >
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>{errorDefinition(REAUTH_CODE).message}</Text>
          <PasswordInput
            label={accountText('reauth.password')}
            autoComplete="current-password"
            data-autofocus
            {...form.inputProps('password')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => onDone(false)}>
              {accountText('account.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {accountText('reauth.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
