import { Badge, Button, Group, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Column } from '../../../components/DataTable';
import { openConfirmation } from '../../../components/modals/open';
import { PagedTable } from '../../../components/PagedTable';
import { showToast } from '../../../components/toasts';
import { listSpec } from '../../../lib/list-state';
import { useListState } from '../../../lib/use-list-state';
import { accountKeys, type SessionInfo, sessionsQuery, signOutOthers, signOutSession } from '../api/account';
import { AccountPage } from '../components/AccountPage';
import { accountText } from '../messages';

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

type SessionSort = 'device' | 'created' | 'lastSeen';

/** The order in the address: the most recently seen first by default. */
const SESSIONS = listSpec({
  pageSize: 30,
  sort: {
    fields: ['lastSeen', 'created', 'device'],
    default: { field: 'lastSeen', direction: 'desc' },
    natural: { lastSeen: 'desc', created: 'desc' },
  },
  filters: {},
});
const SORT_BY: Record<SessionSort, (s: SessionInfo) => string> = {
  device: (s) => s.device,
  created: (s) => s.createdAt,
  lastSeen: (s) => s.lastSeenAt,
};

/** Signed-in devices: the account's sessions, signing one out, and "sign out everywhere else". */
export default function SessionsPage() {
  const address = useListState(SESSIONS);
  const sessions = useQuery({ ...sessionsQuery, enabled: address.ready });
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
  const columns: Column<SessionInfo, SessionSort>[] = [
    {
      key: 'device',
      header: accountText('sessions.device'),
      sortField: 'device',
      rowHeader: true,
      cell: (s) => (
        <>
          {s.device}{' '}
          {s.current ? (
            <Badge variant="light" color="green.9">
              {accountText('sessions.current')}
            </Badge>
          ) : null}
        </>
      ),
    },
    { key: 'ip', header: accountText('sessions.ip'), cell: (s) => s.ip || '—' },
    {
      key: 'created',
      header: accountText('sessions.created'),
      cell: (s) => when(s.createdAt),
      sortField: 'created',
    },
    {
      key: 'lastSeen',
      header: accountText('sessions.lastSeen'),
      cell: (s) => when(s.lastSeenAt),
      sortField: 'lastSeen',
    },
    {
      key: 'actions',
      header: accountText('sessions.actions'),
      cell: (s) =>
        s.current ? null : (
          <Button
            size="xs"
            variant="default"
            loading={busy === s.id}
            aria-label={accountText('sessions.signOutLabel', { device: s.device, when: when(s.lastSeenAt) })}
            onClick={() => void act(s.id, () => signOutSession(s.id), accountText('sessions.signedOutOne'))}
          >
            {accountText('sessions.signOut')}
          </Button>
        ),
    },
  ];
  return (
    <AccountPage title={accountText('sessions.title')} intro={accountText('sessions.intro')}>
      <PagedTable
        query={sessions}
        list={address}
        view={{ rowsOf: (rows) => rows, rowKey: (s) => s.id, columns: columns, sortBy: SORT_BY }}
        pagerLabel={accountText('sessions.pages')}
        caption={accountText('sessions.title')}
        hideCaption
        className="account-table"
        rowProps={(s) => ({ 'data-current': s.current || undefined })}
      />
      {sessions.data ? (
        hasOthers ? (
          <Group>
            <Button color="red.9" loading={busy === 'others'} onClick={() => void others()}>
              {accountText('sessions.signOutOthers')}
            </Button>
          </Group>
        ) : (
          <Text>{accountText('sessions.onlyThis')}</Text>
        )
      ) : null}
    </AccountPage>
  );
}
