import { Badge, Button, Group, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { openConfirmation } from '../../../components/modals/open';
import { showToast } from '../../../components/toasts';
import { accountKeys, type SessionInfo, sessionsQuery, signOutOthers, signOutSession } from '../api/account';
import { AccountPage, LoadError, Loading } from '../components/AccountPage';
import { accountText } from '../messages';

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** Signed-in devices: the account's sessions, signing one out, and "sign out everywhere else". */
export default function SessionsPage() {
  const sessions = useQuery(sessionsQuery);
  const client = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);

  async function act(id: string, work: () => Promise<unknown>, message: string) {
    setBusy(id);
    try {
      await work();
      showToast({ message, tone: 'success' });
    } catch {
      // The API client's central handling shows the error.
    } finally {
      setBusy(null);
      void client.invalidateQueries({ queryKey: accountKeys.sessions });
    }
  }

  async function others() {
    const ok = await openConfirmation({
      title: accountText('sessions.signOutOthers'),
      message: accountText('sessions.signOutOthersConfirm'),
      confirmLabel: accountText('sessions.signOutOthers'),
    });
    if (ok) await act('others', signOutOthers, accountText('sessions.signedOutOthers'));
  }

  const list = sessions.data ?? [];
  const hasOthers = list.some((s) => !s.current);
  return (
    <AccountPage title={accountText('sessions.title')} intro={accountText('sessions.intro')}>
      {sessions.isPending ? (
        <Loading />
      ) : sessions.isError ? (
        <LoadError onRetry={() => void sessions.refetch()} />
      ) : (
        <>
          <table className="account-table">
            <caption className="visually-hidden">{accountText('sessions.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{accountText('sessions.device')}</th>
                <th scope="col">{accountText('sessions.ip')}</th>
                <th scope="col">{accountText('sessions.created')}</th>
                <th scope="col">{accountText('sessions.lastSeen')}</th>
                <th scope="col">{accountText('sessions.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((s: SessionInfo) => (
                <tr key={s.id} data-current={s.current || undefined}>
                  <th scope="row">
                    {s.device}{' '}
                    {s.current ? (
                      <Badge variant="light" color="green.9">
                        {accountText('sessions.current')}
                      </Badge>
                    ) : null}
                  </th>
                  <td>{s.ip || '—'}</td>
                  <td>{when(s.createdAt)}</td>
                  <td>{when(s.lastSeenAt)}</td>
                  <td>
                    {s.current ? null : (
                      <Button
                        size="xs"
                        variant="default"
                        loading={busy === s.id}
                        aria-label={accountText('sessions.signOutLabel', {
                          device: s.device,
                          when: when(s.lastSeenAt),
                        })}
                        onClick={() =>
                          void act(s.id, () => signOutSession(s.id), accountText('sessions.signedOutOne'))
                        }
                      >
                        {accountText('sessions.signOut')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {hasOthers ? (
            <Group>
              <Button color="red.9" loading={busy === 'others'} onClick={() => void others()}>
                {accountText('sessions.signOutOthers')}
              </Button>
            </Group>
          ) : (
            <Text>{accountText('sessions.onlyThis')}</Text>
          )}
        </>
      )}
    </AccountPage>
  );
}
