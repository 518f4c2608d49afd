import { Alert, Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type AppError, errorDefinition } from '@quire/domain';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PasswordChecklist } from '../../../components/PasswordChecklist';
import { api } from '../../../lib/api-client';
import { clearUser } from '../../../lib/session';
import { useForm } from '../../../lib/use-form';
import { usePageTitle } from '../../../lib/use-page-title';
import { checkResetToken, updateForgottenPassword } from '../api/recovery';
import { RESET_PASSWORD_FORM } from '../forgot-password-form';
import { recoveryText } from '../forgot-password-messages';

type State =
  | { name: 'checking' }
  | { name: 'invalid'; message: string }
  | { name: 'ready'; email: string }
  | { name: 'done' };

const INVALID = 'RESET_LINK_INVALID';
const firstMessage = (e: AppError) => e.items?.[0]?.description ?? errorDefinition('0').message;

function NewPasswordForm({
  token,
  email,
  onDone,
  onInvalid,
}: {
  token: string;
  email: string;
  onDone: () => void;
  onInvalid: (message: string) => void;
}) {
  const form = useForm(RESET_PASSWORD_FORM);
  const [pending, setPending] = useState(false);
  // The account's e-mail is the username the password may not equal.
  useEffect(() => form.setValue('email', email), [form.setValue, email]);

  const submit = form.onSubmit(async ({ password }) => {
    setPending(true);
    try {
      await updateForgottenPassword({ forgotPassToken: token, password: String(password) }, (e) => {
        if (e.items.some((i) => i.code === INVALID)) {
          onInvalid(firstMessage(e));
          return true;
        }
        return form.handleServerError(e);
      });
      onDone();
    } catch {
      setPending(false);
    }
  });

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{recoveryText('reset.intro', { email })}</Text>
        <div>
          <TextInput
            label={recoveryText('reset.password')}
            type="password"
            autoComplete="new-password"
            required
            {...form.inputProps('password')}
          />
          <PasswordChecklist password={String(form.values.password)} username={email} />
        </div>
        <TextInput
          label={recoveryText('reset.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          {...form.inputProps('confirmPassword')}
        />
        <Button type="submit" loading={pending}>
          {recoveryText('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * The page the reset link opens (/forgot-password/reset?forgotPassToken=…): checks the link, then
 * asks for the new password with the create-account checklist. Afterwards every session of the
 * account has ended, this browser's too, and the page says so.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('forgotPassToken') ?? '';
  const [state, setState] = useState<State>({ name: 'checking' });
  const heading = useRef<HTMLHeadingElement>(null);
  const title = state.name === 'done' ? recoveryText('reset.doneTitle') : recoveryText('reset.title');
  usePageTitle(title);

  useEffect(() => {
    let live = true;
    if (!token) {
      setState({ name: 'invalid', message: errorDefinition(INVALID).message });
      return;
    }
    checkResetToken(token, () => true).then(
      ({ email }) => live && setState({ name: 'ready', email }),
      (e: AppError) => live && setState({ name: 'invalid', message: firstMessage(e) }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  useEffect(() => {
    if (state.name === 'done' || state.name === 'invalid') heading.current?.focus();
  }, [state.name]);

  function done() {
    // The server ended every session of the account; forget this browser's user and token too.
    api.resetCsrfToken();
    clearUser();
    setState({ name: 'done' });
  }

  return (
    <Stack maw={560} mx="auto" gap="md">
      <Title order={1} ref={heading} tabIndex={-1}>
        {title}
      </Title>
      {state.name === 'checking' ? (
        <Text role="status">{recoveryText('reset.checking')}</Text>
      ) : state.name === 'invalid' ? (
        <>
          <Alert color="red" role="alert">
            {state.message}
          </Alert>
          <Anchor component={Link} to="/forgot-password">
            {recoveryText('reset.startAgain')}
          </Anchor>
        </>
      ) : state.name === 'ready' ? (
        <Paper withBorder p="lg" radius="md">
          <NewPasswordForm
            token={token}
            email={state.email}
            onDone={done}
            onInvalid={(message) => setState({ name: 'invalid', message })}
          />
        </Paper>
      ) : (
        <>
          <Alert color="green" role="status">
            {recoveryText('reset.done')}
          </Alert>
          <Anchor component={Link} to="/sign-in">
            {recoveryText('reset.signIn')}
          </Anchor>
        </>
      )}
    </Stack>
  );
}
