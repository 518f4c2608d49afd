import { Button, Code, Group, Image, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { AppError } from '@quire/domain';
import { addMobileNumberSchema, otpSchema, TWO_STEP_MESSAGES } from '@quire/domain/accounts/two-step';
import { formatUsPhone } from '@quire/domain/format/phone';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading } from '../../../components/Loading';
import { openConfirmation } from '../../../components/modals/open';
import { LoadError } from '../../../components/QueryState';
import { showToast } from '../../../components/toasts';
import { t } from '../../../i18n';
import {
  confirmTotp,
  enableByCode,
  newRecoveryCodes,
  sendCode,
  setupTotp,
  type TotpEnrolment,
  turnOff,
  twoStepKey,
  twoStepQuery,
} from '../api/two-step';
import { AccountPage } from '../components/AccountPage';
import { CodeDialog, openMaxAttempts, textOf } from '../components/CodeDialog';
import { useReauthentication } from '../components/ReauthModal';
import { TS } from '../two-step-messages';

type Step =
  | { kind: 'idle' }
  | { kind: 'email'; next: 'enable' | 'phone' }
  | { kind: 'phone' }
  | { kind: 'sms' }
  | { kind: 'app'; enrolment: TotpEnrolment }
  | { kind: 'codes'; codes: string[] };

/**
 * Two-step verification settings (decision 023): on by e-mail, by text (the add-mobile-number dialog,
 * with the e-mail step first on 1077), or by authenticator app (QR code and key); recovery codes
 * shown once; off. Every change asks for the password again when the server wants it.
 */
export default function TwoStepPage() {
  const status = useQuery(twoStepQuery);
  const client = useQueryClient();
  const reauth = useReauthentication();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [mobile, setMobile] = useState('');
  const refresh = () => void client.invalidateQueries({ queryKey: twoStepKey });
  const pass = () => undefined;

  async function enable(method: 'EMAIL' | 'SMS' | 'PASSKEY') {
    try {
      const { recoveryCodes } = await reauth.run((onError) => enableByCode(method, onError), pass);
      setStep({ kind: 'codes', codes: recoveryCodes });
      refresh();
    } catch {
      setStep({ kind: 'idle' });
    }
  }

  async function startApp() {
    try {
      setStep({ kind: 'app', enrolment: await reauth.run((onError) => setupTotp(onError), pass) });
    } catch {
      // Shown by the API client.
    }
  }

  async function off() {
    const ok = await openConfirmation({
      title: TS.turnOff,
      message: TS.turnOffConfirm,
      confirmLabel: TS.turnOff,
    });
    if (!ok) return;
    try {
      await reauth.run((onError) => turnOff(onError), pass);
      showToast({ message: TS.turnedOff, tone: 'success' });
      refresh();
    } catch {
      // Shown by the API client.
    }
  }

  async function regenerate() {
    try {
      const { recoveryCodes } = await reauth.run((onError) => newRecoveryCodes(onError), pass);
      setStep({ kind: 'codes', codes: recoveryCodes });
      refresh();
    } catch {
      // Shown by the API client.
    }
  }

  /** The add-mobile-number dialog's number: the text goes out, or the e-mail step comes first (1077). */
  async function sendText(number: string): Promise<string | null> {
    let message: string | null = null;
    const onError = (e: AppError) => {
      if (e.code === '1077') return true;
      if (e.code === '1085') {
        void openMaxAttempts(e);
        return true;
      }
      message = textOf(e);
      return true;
    };
    try {
      await reauth.run((handler) => sendCode('SMS', false, number, (e) => onError(e) ?? handler(e)), pass);
      setStep({ kind: 'sms' });
      return null;
    } catch (e) {
      if ((e as AppError)?.code === '1077') {
        setMobile(number);
        setStep({ kind: 'email', next: 'phone' });
        return null;
      }
      return message;
    }
  }

  const s = status.data;
  return (
    <AccountPage title={TS.title} intro={TS.intro}>
      {status.isPending ? (
        <Loading />
      ) : status.isError || !s ? (
        <LoadError onRetry={() => void status.refetch()} />
      ) : (
        <Stack gap="md">
          <Text role="status">{s.enabled && s.method ? TS.on(TS.methods[s.method]) : TS.off}</Text>
          {s.enabled ? <Text>{TS.codesLeft(s.recoveryCodesLeft)}</Text> : null}
          <Group gap="sm">
            <Button onClick={() => setStep({ kind: 'email', next: 'enable' })}>{TS.byEmail}</Button>
            <Button onClick={() => setStep({ kind: 'phone' })}>{TS.bySms}</Button>
            <Button onClick={() => void startApp()}>{TS.byApp}</Button>
            <Button disabled={s.passkeys === 0} onClick={() => void enable('PASSKEY')}>
              {TS.byPasskey}
            </Button>
          </Group>
          <Text size="sm">{s.passkeys === 0 ? TS.passkeyFirst : TS.passkeyAlso}</Text>
          {s.enabled ? (
            <Group gap="sm">
              <Button variant="default" onClick={() => void regenerate()}>
                {TS.newCodes}
              </Button>
              <Button variant="default" onClick={() => void off()}>
                {TS.turnOff}
              </Button>
            </Group>
          ) : null}
        </Stack>
      )}
      {step.kind === 'email' ? (
        <CodeDialog
          type="EMAIL"
          title={TS.verifyEmailTitle}
          onClose={() => setStep({ kind: 'idle' })}
          onVerified={() => {
            if (step.next === 'enable') void enable('EMAIL');
            else void sendText(mobile).then((m) => (m ? setStep({ kind: 'phone' }) : undefined));
          }}
        />
      ) : null}
      {step.kind === 'phone' ? (
        <AddMobileDialog initial={mobile} onSubmit={sendText} onClose={() => setStep({ kind: 'idle' })} />
      ) : null}
      {step.kind === 'sms' ? (
        <CodeDialog
          type="SMS"
          alreadySent
          title={TS.verifyPhoneTitle}
          onClose={() => setStep({ kind: 'idle' })}
          onVerified={() => {
            showToast({ message: TWO_STEP_MESSAGES.mobileUpdated, tone: 'success' });
            void enable('SMS');
          }}
        />
      ) : null}
      {step.kind === 'app' ? (
        <AppDialog
          enrolment={step.enrolment}
          onClose={() => setStep({ kind: 'idle' })}
          onDone={(codes) => {
            setStep({ kind: 'codes', codes });
            refresh();
          }}
        />
      ) : null}
      {step.kind === 'codes' ? (
        <RecoveryCodes codes={step.codes} onClose={() => setStep({ kind: 'idle' })} />
      ) : null}
      {reauth.modal}
    </AccountPage>
  );
}

/** The add-mobile-number dialog (spec 3 §5): required, US format, confirmation must match. */
function AddMobileDialog(props: {
  initial: string;
  onSubmit: (number: string) => Promise<string | null>;
  onClose: () => void;
}) {
  const [values, setValues] = useState({ mobileNumber: props.initial, confirmMobileNumber: props.initial });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = addMobileNumberSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setPending(true);
    const problem = await props.onSubmit(parsed.data.mobileNumber);
    setPending(false);
    if (problem) setErrors({ mobileNumber: problem });
  }
  const field = (key: 'mobileNumber' | 'confirmMobileNumber', label: string) => (
    <TextInput
      label={label}
      type="tel"
      autoComplete="tel-national"
      maxLength={12}
      required
      value={values[key]}
      error={errors[key]}
      onChange={(e) => {
        const v = formatUsPhone(e.currentTarget.value);
        setValues((old) => ({ ...old, [key]: v }));
      }}
    />
  );
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={TS.addMobileTitle}
      centered
      closeButtonProps={{ 'aria-label': t('modal.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {field('mobileNumber', TS.mobile)}
          {field('confirmMobileNumber', TS.confirmMobile)}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={props.onClose}>
              {TS.cancel}
            </Button>
            <Button type="submit" loading={pending}>
              {TS.next}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function AppDialog(props: {
  enrolment: TotpEnrolment;
  onClose: () => void;
  onDone: (codes: string[]) => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = otpSchema.safeParse(code);
    if (!parsed.success) return setError(TWO_STEP_MESSAGES.otpRequired);
    setPending(true);
    try {
      const { recoveryCodes } = await confirmTotp(parsed.data, (e) => {
        setError(textOf(e));
        return true;
      });
      props.onDone(recoveryCodes);
    } catch {
      setPending(false);
    }
  }
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={TS.appTitle}
      centered
      closeButtonProps={{ 'aria-label': t('modal.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>{TS.appSteps}</Text>
          <Image src={props.enrolment.qrCode} alt={TS.qrAlt} w={200} h={200} />
          <Text>
            {TS.manualKey}: <Code data-testid="totp-key">{props.enrolment.manualKey}</Code>
          </Text>
          <TextInput
            label={TS.codeLabel}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            error={error}
            onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={pending}>
              {TS.confirmApp}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function RecoveryCodes(props: { codes: string[]; onClose: () => void }) {
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={TS.recoveryTitle}
      centered
      closeButtonProps={{ 'aria-label': t('modal.close') }}
    >
      <Stack gap="md">
        <Text role="status">{TS.turnedOn}</Text>
        <Text>{TS.recoveryIntro}</Text>
        <List aria-label={TS.recoveryTitle} ff="monospace">
          {props.codes.map((c) => (
            <List.Item key={c}>{c}</List.Item>
          ))}
        </List>
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={() => void navigator.clipboard?.writeText(props.codes.join('\n'))}
          >
            {TS.copy}
          </Button>
          <Button onClick={props.onClose}>{TS.done}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
