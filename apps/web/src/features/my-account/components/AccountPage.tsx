import { Button, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { accountText } from '../messages';
import { AccountNav } from './AccountNav';
import '../account.css';

/** The frame of every account page: signed-in users only, the account navigation, the heading. */
export function AccountPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  const { data: user, isPending } = useSession();
  if (isPending) return <Loading />;
  if (!user) return <Navigate to="/sign-in" replace />;
  return (
    <div className="account-layout">
      <AccountNav />
      <Stack gap="md" className="account-main">
        <Title order={1}>{title}</Title>
        {intro ? <Text>{intro}</Text> : null}
        {children}
      </Stack>
    </div>
  );
}

export function Loading() {
  return (
    <div role="status" className="page-loading">
      <span className="spinner" aria-hidden="true" /> {accountText('account.loading')}
    </div>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert">
      <Text>{accountText('account.loadError')}</Text>
      <Button variant="default" onClick={onRetry} mt="sm">
        {accountText('account.retry')}
      </Button>
    </div>
  );
}
