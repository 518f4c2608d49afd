import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { AppError } from '@quire/domain';
import { otpSchema, TWO_STEP_MESSAGES, VERIFICATION_SUCCESS_CLOSE_MS } from '@quire/domain/accounts/two-step';
import { useEffect, useRef, useState } from 'react';
import { openInformation } from '../../../components/modals/open';
import { t } from '../../../i18n';
import { type OtpType, sendCode, verifyOtp } from '../api/two-step';
import { TS } from '../two-step-messages';

const MAX_ATTEMPTS = new Set(['1085', '1087']);

/** The words of an error (its first item's description). */
export const textOf = (error: AppError) => error.items[0]?.description ?? error.message;

/** The maximum-attempts modal (spec 3 §8: 1085, 1087). */
export function openMaxAttempts(error: AppError) {
  return openInformation([textOf(error)], TS.maxAttemptsTitle);
}

/**
 * The two-step verification dialog (spec 3 §4): a code is sent on opening (unless the caller just
 * sent it), 'Send a New Code' sends another, 1090 shows on the input, 1091 resets the input (a new
 * code was sent), 1085/1087 open the maximum-attempts modal; success shows 'Verification
 * Successful!' and the dialog closes after 3 seconds.
 */
export function CodeDialog(props: {
  type: OtpType;
  /** The code was already sent (the add-mobile-number dialog sent the text). */
  alreadySent?: boolean;
  title: string;
  onVerified: (code: 'VERIFIED' | 'MOBILE_UPDATED') => void;
  onClose: () => void;
}) {
  const { type, alreadySent, title, onVerified, onClose } = props;
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [verified, setVerified] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const sent = useRef(false);

  function failed(e: AppError): true {
    if (MAX_ATTEMPTS.has(e.code)) {
      void openMaxAttempts(e);
      onClose();
    } else if (e.code === '1091') {
      setOtp('');
      setError(null);
      setNotice(textOf(e));
      input.current?.focus();
    } else setError(textOf(e));
    return true;
  }

  async function send(resend: boolean) {
    setNotice(null);
    try {
      const { sentTo } = await sendCode(type, resend, undefined, failed);
      setNotice(TS.sentTo(sentTo));
    } catch {
      // failed() showed it.
    }
  }

  // The code is sent once, on opening (spec 3 §4 step 1).
  const sendOnOpen = useRef(send);
  useEffect(() => {
    if (alreadySent || sent.current) return;
    sent.current = true;
    void sendOnOpen.current(false);
  }, [alreadySent]);

  const result = useRef<'VERIFIED' | 'MOBILE_UPDATED'>('VERIFIED');
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = otpSchema.safeParse(otp);
    if (!parsed.success) {
      setError(TWO_STEP_MESSAGES.otpRequired);
      input.current?.focus();
      return;
    }
    setPending(true);
    setError(null);
    try {
      result.current = (await verifyOtp(type, parsed.data, failed)).code;
      setVerified(true);
      setTimeout(() => onVerified(result.current), VERIFICATION_SUCCESS_CLOSE_MS);
    } catch {
      setPending(false);
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('modal.close') }}
    >
      {verified ? (
        <Alert color="green" role="status" title={TWO_STEP_MESSAGES.verified}>
          {TS.closing}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {notice ? (
              <Text role="status" size="sm">
                {notice}
              </Text>
            ) : null}
            <TextInput
              ref={input}
              label={TS.codeLabel}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              data-autofocus
              value={otp}
              error={error}
              onChange={(e) => setOtp(e.currentTarget.value.replace(/\D/g, ''))}
            />
            <Group justify="space-between" gap="sm">
              <Button variant="subtle" onClick={() => void send(true)}>
                {TWO_STEP_MESSAGES.sendNewCode}
              </Button>
              <Button type="submit" loading={pending}>
                {TS.verify}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
