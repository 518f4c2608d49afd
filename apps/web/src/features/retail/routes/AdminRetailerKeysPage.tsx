import { Badge, Button, Code, Group, Stack, Text } from '@mantine/core';
import { type AppError, isAdmin } from '@quire/domain';
import { formatDisplayDateTime } from '@quire/domain/format/dates';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useState } from 'react';
import { type Column, DataTable } from '../../../components/DataTable';
import { openConfirmation, openInformation } from '../../../components/modals/open';
import { QueryState } from '../../../components/QueryState';
import type { PageFrameProps } from '../../../components/SignedInPage';
import { showToast } from '../../../components/toasts';
import { locale } from '../../../i18n';
import { useSession } from '../../../lib/session';
import { type RetailKey, retailerKeysQuery, retailKeys, revokeKey } from '../api/keys';
import { IssueKeyModal } from '../components/IssueKeyModal';
import { retailText as T } from '../messages';
import '@mantine/core/styles/Code.css';

export const RETAILER_KEYS_PATH = '/admin/retailer-keys';

const when = (iso: string) => <time dateTime={iso}>{formatDisplayDateTime(iso, locale)}</time>;

function columns(onRevoke: (k: RetailKey) => void, busyId: string | null): Column<RetailKey>[] {
  return [
    { key: 'name', header: T('keys.col.name'), rowHeader: true, cell: (k) => k.name },
    { key: 'prefix', header: T('keys.col.prefix'), cell: (k) => <Code>{k.prefix}</Code> },
    { key: 'created', header: T('keys.col.created'), cell: (k) => when(k.createdAt) },
    { key: 'createdBy', header: T('keys.col.createdBy'), cell: (k) => k.createdBy ?? T('keys.unknown') },
    {
      key: 'lastUsed',
      header: T('keys.col.lastUsed'),
      cell: (k) => (k.lastUsedAt ? when(k.lastUsedAt) : T('keys.never')),
    },
    {
      key: 'revoked',
      header: T('keys.col.revoked'),
      cell: (k) =>
        k.revokedAt ? (
          when(k.revokedAt)
        ) : (
          <Badge color="green.9" variant="light">
            {T('keys.active')}
          </Badge>
        ),
    },
    {
      key: 'actions',
      header: T('keys.col.actions'),
      cell: (k) =>
        k.revokedAt ? null : (
          <Button
            size="xs"
            variant="default"
            color="red"
            aria-haspopup="dialog"
            aria-label={T('keys.revokeLabel', { name: k.name })}
            loading={busyId === k.id}
            onClick={() => onRevoke(k)}
          >
            {T('keys.revoke')}
          </Button>
        ),
    },
  ];
}

export interface AdminRetailerKeysPageProps {
  /** The admin pages' frame (heading, navigation, administrators only), given by the app. */
  frame: ComponentType<PageFrameProps>;
}

/**
 * /admin/retailer-keys: the retailers' API keys, newest first as the server answers them; Issue a
 * key (a modal that shows the whole key once) and Revoke (confirmed first).
 */
export default function AdminRetailerKeysPage({ frame: Frame }: AdminRetailerKeysPageProps) {
  const admin = isAdmin(useSession().data?.permissions);
  const query = useQuery({ ...retailerKeysQuery(), enabled: admin });
  const client = useQueryClient();
  const [issuing, setIssuing] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);

  async function handleRevoke(k: RetailKey) {
    const sure = await openConfirmation({
      title: T('keys.revokeTitle', { name: k.name }),
      message: T('keys.revokeMessage', { name: k.name, prefix: k.prefix }),
      confirmLabel: T('keys.revokeConfirm'),
    });
    if (!sure) return;
    setBusyId(k.id);
    // Already revoked or gone (another administrator was quicker): the server's words say so.
    const refused = (e: AppError) => {
      if (e.status !== 404 && e.status !== 409) return false;
      void openInformation(
        e.items.map((i) => i.description),
        T('keys.revokeRefused'),
      );
      return true;
    };
    try {
      await revokeKey(k.id, refused);
      showToast({ message: T('keys.revoked', { name: k.name }), tone: 'success' });
    } catch {
      // Said by `refused` or the central handling.
    } finally {
      setBusyId(null);
      await client.invalidateQueries({ queryKey: retailKeys.all });
    }
  }

  return (
    <Frame title={T('keys.title')} intro={T('keys.intro')}>
      <Group>
        <Button aria-haspopup="dialog" onClick={() => setIssuing(true)}>
          {T('keys.issue')}
        </Button>
      </Group>
      <QueryState
        query={query}
        loading={T('keys.loading')}
        error={T('keys.loadError')}
        isEmpty={(keys) => keys.length === 0}
        empty={<Text role="status">{T('keys.none')}</Text>}
      >
        {(keys) => {
          const active = keys.filter((k) => !k.revokedAt).length;
          return (
            <Stack gap="sm">
              <DataTable
                caption={T('keys.caption')}
                columns={columns((k) => void handleRevoke(k), busyId)}
                rows={keys}
                rowKey={(k) => k.id}
                rowProps={(k) => ({ 'aria-busy': busyId === k.id || undefined })}
              />
              <Text size="sm">
                {keys.length === 1
                  ? T('keys.countOne', { active })
                  : T('keys.count', { count: keys.length, active })}
              </Text>
            </Stack>
          );
        }}
      </QueryState>
      {issuing ? (
        <IssueKeyModal
          onClose={() => setIssuing(false)}
          onIssued={() => void client.invalidateQueries({ queryKey: retailKeys.all })}
        />
      ) : null}
    </Frame>
  );
}
