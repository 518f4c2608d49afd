import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { type AppError, errorDefinition } from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SESSION_KEY } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { confirmEmail } from '../api/account';
import { accountText } from '../messages';

/** The page the e-mail change link opens: it confirms the new address once, signed in or not. */
export default function ConfirmEmailPage() {
  usePageTitle(accountText('confirmEmail.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const client = useQueryClient();
  const [state, setState] = useState<{ done?: string; error?: string }>({});
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirmEmail(token, () => true).then(
      ({ email }) => {
        setState({ done: email });
        void client.invalidateQueries({ queryKey: SESSION_KEY });
        void client.invalidateQueries({ queryKey: ['account'] });
      },
      (e: AppError) => setState({ error: e.items?.[0]?.description ?? errorDefinition('0').message }),
    );
  }, [token, client]);

  return (
    <Stack maw={560} mx="auto" gap="md">
      <Title order={1}>{accountText('confirmEmail.title')}</Title>
      {!token ? (
        <Alert color="red" role="alert">
          {accountText('confirmEmail.missing')}
        </Alert>
      ) : state.done ? (
        <Alert color="green" role="status">
          {accountText('confirmEmail.done', { email: state.done })}
        </Alert>
      ) : state.error ? (
        <Alert color="red" role="alert">
          {state.error}
        </Alert>
      ) : (
        <Text role="status">{accountText('confirmEmail.working')}</Text>
      )}
      <Anchor component={Link} to="/account/profile">
        {accountText('confirmEmail.toProfile')}
      </Anchor>
    </Stack>
  );
}
