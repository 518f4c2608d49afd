import type { AppError, SignInResult } from '@quire/domain';
import {
  isRecoveryCodeShape,
  otpSchema,
  TWO_STEP_MESSAGES,
  VERIFICATION_SUCCESS_CLOSE_MS,
} from '@quire/domain/accounts/two-step';
import { useEffect, useRef, useState } from 'react';
import { TextField } from '../../../components/form/TextField';
import { openInformation } from '../../../components/modals/open';
import { storage } from '../../../lib/storage';
import {
  completeSecondStep,
  type PendingSecondStep,
  resendSignInCode,
  type SecondStepMethod,
} from '../api/second-step';

const textOf = (error: AppError) => error.items[0]?.description ?? error.message;

const WORDS = {
  title: 'Two-step verification',
  sent: (to: string) => `We sent a 6-digit code to ${to}. Enter it to finish signing in.`,
  noCode: 'We could not send another code right now. Use a recovery code, or try again later.',
  app: 'Enter the 6-digit code your authenticator app shows.',
  passkey: 'Use your passkey to finish signing in.',
  usePasskey: 'Use a passkey',
  recovery: 'Enter one of your recovery codes. Each works once.',
  code: 'One-time code',
  recoveryLabel: 'Recovery code',
  useRecovery: 'Use a recovery code',
  useMethod: 'Use the code instead',
  verify: 'Verify',
  maxAttemptsTitle: 'Maximum attempts',
  signInAgain: 'Please sign in again',
  recoveryInvalid: 'Please enter a recovery code.',
} as const;

/**
 * The second step of sign-in (decision 023): the code sent by e-mail or text (with 'Send a New Code'),
 * the authenticator app's code, a recovery code, or a passkey of the account (decision 048, loaded
 * when asked for). 1090 shows on the field; 1091 resets it (a
 * new code was sent); 1087/1085 open the maximum-attempts modal and 1087/1080 go back to the
 * password. Success shows 'Verification Successful!' before the page moves on.
 */
export function SecondStep(props: {
  pending: PendingSecondStep;
  onDone: (result: SignInResult) => void;
  onRestart: () => void;
}) {
  const { pending, onDone, onRestart } = props;
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const byPasskey = pending.method === 'PASSKEY';
  const [notice, setNotice] = useState<string>(
    pending.method === 'TOTP'
      ? WORDS.app
      : byPasskey
        ? WORDS.passkey
        : pending.sentTo
          ? WORDS.sent(pending.sentTo)
          : WORDS.noCode,
  );
  const [busy, setBusy] = useState(false);
  const [verified, setVerified] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const focusInput = () => form.current?.querySelector('input')?.focus();
  useEffect(() => heading.current?.focus(), []);

  function failed(e: AppError): true {
    if (e.code === '1087' || e.code === '1085' || e.code === '1080') {
      void openInformation([textOf(e)], e.code === '1080' ? WORDS.signInAgain : WORDS.maxAttemptsTitle);
      if (e.code !== '1085') onRestart();
    } else if (e.code === '1091') {
      setCode('');
      setError(undefined);
      setNotice(textOf(e));
      focusInput();
    } else setError(textOf(e));
    return true;
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const method: SecondStepMethod = recovery ? 'RECOVERY' : pending.method === 'TOTP' ? 'TOTP' : 'CODE';
    const ok = recovery ? isRecoveryCodeShape(code) : otpSchema.safeParse(code).success;
    if (!ok) {
      setError(recovery ? WORDS.recoveryInvalid : TWO_STEP_MESSAGES.otpRequired);
      focusInput();
      return;
    }
    setBusy(true);
    try {
      const authorShareKey = storage.authorShareKey() ?? undefined;
      const result = await completeSecondStep(
        { pendingToken: pending.pendingToken, method, code, authorShareKey },
        failed,
      );
      setVerified(true);
      setTimeout(() => onDone(result), Math.min(VERIFICATION_SUCCESS_CLOSE_MS, 1000));
    } catch {
      setBusy(false);
    }
  }

  async function passkey() {
    setBusy(true);
    setError(undefined);
    const m = await import('../passkey-sign-in');
    const attempt = await m.passkeySecondStep(
      pending.pendingToken,
      storage.authorShareKey() ?? undefined,
      (e) => (e.code === '1080' || e.code === '1087') && failed(e),
    );
    if (attempt.ok) {
      setVerified(true);
      setTimeout(() => onDone(attempt.result), Math.min(VERIFICATION_SUCCESS_CLOSE_MS, 1000));
      return;
    }
    setBusy(false);
    if (attempt.message) setError(attempt.message);
  }

  async function resend() {
    try {
      const { sentTo } = await resendSignInCode(pending.pendingToken, failed);
      setCode('');
      setNotice(WORDS.sent(sentTo));
    } catch {
      // failed() showed it.
    }
  }

  if (verified)
    return (
      <p role="status" className="notice">
        {TWO_STEP_MESSAGES.verified}
      </p>
    );
  return (
    <form ref={form} onSubmit={submit} noValidate className="card stack" aria-labelledby="second-step-title">
      <h2 id="second-step-title" ref={heading} tabIndex={-1}>
        {WORDS.title}
      </h2>
      <p role="status">{recovery ? WORDS.recovery : notice}</p>
      {byPasskey && !recovery ? (
        error ? (
          <p role="alert" className="field-error">
            {error}
          </p>
        ) : null
      ) : (
        <>
          <TextField
            label={recovery ? WORDS.recoveryLabel : WORDS.code}
            inputMode={recovery ? 'text' : 'numeric'}
            autoComplete="one-time-code"
            maxLength={recovery ? 11 : 6}
            required
            value={code}
            error={error}
            onChange={(e) =>
              setCode(recovery ? e.currentTarget.value : e.currentTarget.value.replace(/\D/g, ''))
            }
          />
          <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
            {WORDS.verify}
          </button>
        </>
      )}
      {pending.passkey && (!recovery || !byPasskey) ? (
        <button type="button" className="button" disabled={busy} onClick={() => void passkey()}>
          {WORDS.usePasskey}
        </button>
      ) : null}
      {!recovery && pending.method !== 'TOTP' && !byPasskey ? (
        <button type="button" className="button" onClick={() => void resend()}>
          {TWO_STEP_MESSAGES.sendNewCode}
        </button>
      ) : null}
      <button
        type="button"
        className="button"
        onClick={() => {
          setRecovery(!recovery);
          setCode('');
          setError(undefined);
        }}
      >
        {recovery ? (byPasskey ? WORDS.usePasskey : WORDS.useMethod) : WORDS.useRecovery}
      </button>
    </form>
  );
}
