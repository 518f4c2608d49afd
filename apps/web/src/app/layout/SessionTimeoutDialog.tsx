import { Button, Group, Modal } from '@mantine/core';
import { t } from '../../i18n';

export interface SessionTimeoutDialogProps {
  /** 'idle': staying signed in helps; 'absolute': the session's lifetime ends, nothing extends it. */
  kind: 'idle' | 'absolute';
  secondsLeft: number;
  busy: boolean;
  onStay: () => void;
  onContinue: () => void;
  onSignOut: () => void;
}

/** Screen readers hear the time left at these seconds, not every second. */
const ANNOUNCED = [60, 30, 10];

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The warning a minute before the session ends (decision 050): a modal dialog (focus trapped and
 * returned, named by its title, described by its text) whose first button takes the focus. The
 * countdown is shown every second; a live region says it at 60, 30 and 10 seconds. Escape means
 * "stay signed in" for an idle session.
 */
export default function SessionTimeoutDialog(props: SessionTimeoutDialogProps) {
  const { kind, secondsLeft, busy } = props;
  const time = clock(secondsLeft);
  const step = ANNOUNCED.find((s) => secondsLeft <= s && secondsLeft > s - 10 && secondsLeft > 0);
  return (
    <Modal
      opened
      onClose={kind === 'idle' ? props.onStay : props.onContinue}
      title={t('session.warning.title')}
      closeOnClickOutside={false}
      // The two buttons say what closing means; a bare "×" would not.
      withCloseButton={false}
      centered
    >
      <p>
        {t(kind === 'idle' ? 'session.warning.idle' : 'session.warning.absolute', { time })}{' '}
        {t('session.warning.unsaved')}
      </p>
      <p className="visually-hidden" aria-live="assertive" aria-atomic="true">
        {step ? t('session.warning.announce', { seconds: step }) : ''}
      </p>
      <Group justify="flex-end" mt="md">
        {kind === 'idle' ? (
          <Button data-autofocus onClick={props.onStay} loading={busy}>
            {t('session.warning.stay')}
          </Button>
        ) : (
          <Button data-autofocus onClick={props.onContinue}>
            {t('session.warning.continue')}
          </Button>
        )}
        <Button variant="default" onClick={props.onSignOut}>
          {t('session.warning.signOut')}
        </Button>
      </Group>
    </Modal>
  );
}
