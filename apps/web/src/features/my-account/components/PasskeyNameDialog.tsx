import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { AppError } from '@quire/domain';
import { PASSKEY_MESSAGES, PASSKEY_NAME_MAX } from '@quire/domain/accounts/passkeys';
import { useState } from 'react';
import { t } from '../../../i18n';
import { PK } from '../passkey-messages';

/** The first error's words (a field error or the server's message). */
export const passkeyErrorText = (e: AppError) => e.items[0]?.description ?? e.message;

/**
 * The passkey's name, for adding (then the browser creates it) or renaming. `onSubmit` answers a
 * problem to show in the dialog, or null when done.
 */
export function PasskeyNameDialog(props: {
  title: string;
  intro?: string;
  initial: string;
  submitLabel: string;
  onSubmit: (name: string) => Promise<string | null>;
  onClose: () => void;
}) {
  const [name, setName] = useState(props.initial);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setFieldError(PASSKEY_MESSAGES.nameRequired);
    if (trimmed.length > PASSKEY_NAME_MAX) return setFieldError(PASSKEY_MESSAGES.nameTooLong);
    setFieldError(null);
    setProblem(null);
    setPending(true);
    const outcome = await props.onSubmit(trimmed);
    setPending(false);
    setProblem(outcome);
  }

  return (
    <Modal
      opened
      onClose={props.onClose}
      title={props.title}
      centered
      closeButtonProps={{ 'aria-label': t('modal.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {props.intro ? <Text>{props.intro}</Text> : null}
          <TextInput
            label={PK.name}
            required
            data-autofocus
            maxLength={PASSKEY_NAME_MAX}
            value={name}
            error={fieldError}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          {problem ? (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={props.onClose}>
              {PK.cancel}
            </Button>
            <Button type="submit" loading={pending}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
