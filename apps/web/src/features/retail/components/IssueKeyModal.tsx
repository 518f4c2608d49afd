import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type AppError, retailEndpoints } from '@quire/domain';
import { type FormEvent, useRef, useState } from 'react';
import { showToast } from '../../../components/toasts';
import { t } from '../../../i18n';
import { type IssuedKey, issueKey } from '../api/keys';
import { retailText as T } from '../messages';

export interface IssueKeyModalProps {
  onClose: () => void;
  /** A key was issued (the list reloads); the modal stays open to show its secret. */
  onIssued: (issued: IssuedKey) => void;
}

/**
 * "Issue a key": the retailer's name, then the whole key once, with Copy and the warning that it
 * will not be shown again. The secret lives in this modal's state only: closing forgets it.
 */
export function IssueKeyModal({ onClose, onIssued }: IssueKeyModalProps) {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [others, setOthers] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const [issued, setIssued] = useState<IssuedKey | null>(null);
  const [copyFailed, setCopyFailed] = useState(false);
  const secretRef = useRef<HTMLInputElement>(null);

  const showProblems = (items: readonly { field?: string; description: string }[]) => {
    const onName = items.filter((i) => i.field === 'name').map((i) => i.description);
    setProblem(onName[0]);
    setOthers(items.filter((i) => i.field !== 'name').map((i) => i.description));
  };

  /** The server's refusal of the name is shown here; a lost session or an outage goes to the central handling. */
  const onServerError = (e: AppError): boolean => {
    const here = e.status === 400 || e.status === 409 || e.status === 422;
    if (here) showProblems(e.items);
    return here;
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    // The contract's rule and words before anything is sent.
    const checked = retailEndpoints.createKey.body.safeParse({ name });
    if (!checked.success) {
      showProblems(checked.error.issues.map((i) => ({ field: 'name', description: i.message })));
      return;
    }
    setProblem(undefined);
    setOthers([]);
    setPending(true);
    try {
      const answer = await issueKey(checked.data.name, onServerError);
      setIssued(answer);
      onIssued(answer);
    } catch {
      // Shown on the field or above it, or by the central handling.
    } finally {
      setPending(false);
    }
  }

  async function copy(secret: string) {
    try {
      await navigator.clipboard.writeText(secret);
      setCopyFailed(false);
      showToast({ message: t('toast.copied'), tone: 'success' });
    } catch {
      setCopyFailed(true);
      secretRef.current?.select();
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={issued ? T('issue.doneTitle', { name: issued.key.name }) : T('issue.title')}
      centered
      size="lg"
      // The key is shown once: a stray click beside the dialog does not throw it away.
      closeOnClickOutside={!issued}
      closeButtonProps={{ 'aria-label': t('modal.close') }}
    >
      {issued ? (
        <Stack gap="md">
          <Alert color="yellow.9" variant="light" role="alert" title={T('issue.warningTitle')}>
            <Text size="sm">{T('issue.warning', { name: issued.key.name })}</Text>
          </Alert>
          <TextInput
            ref={secretRef}
            label={T('issue.secret', { name: issued.key.name })}
            value={issued.secret}
            readOnly
            data-autofocus
            spellCheck={false}
            autoComplete="off"
            onFocus={(e) => e.currentTarget.select()}
            error={copyFailed ? T('issue.copyFailed') : undefined}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => void copy(issued.secret)}>
              {T('issue.copy')}
            </Button>
            <Button onClick={onClose}>{T('issue.done')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate aria-busy={pending || undefined}>
          <Stack gap="md">
            {others.length ? (
              <Alert color="red.9" variant="light" role="alert" title={T('issue.problems')}>
                {others.map((o) => (
                  <Text key={o} size="sm">
                    {o}
                  </Text>
                ))}
              </Alert>
            ) : null}
            <TextInput
              label={T('issue.name')}
              description={T('issue.nameHint')}
              withAsterisk
              data-autofocus
              maxLength={80}
              value={name}
              onChange={(e) => {
                setName(e.currentTarget.value);
                setProblem(undefined);
              }}
              error={problem}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {T('issue.cancel')}
              </Button>
              <Button type="submit" loading={pending}>
                {T('issue.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
