import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Contributor } from '@quire/domain';
import { CONTRIBUTOR_PERMISSIONS, hasPermission } from '@quire/domain/access/permissions';
import { SHARING_PERMISSION } from '@quire/domain/contributors/contributors';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Column } from '../../../components/DataTable';
import { openConfirmation } from '../../../components/modals/open';
import { PagedTable } from '../../../components/PagedTable';
import { showToast } from '../../../components/toasts';
import { listSpec } from '../../../lib/list-state';
import { useSession } from '../../../lib/session';
import { useListState } from '../../../lib/use-list-state';
import { contributorKeys, contributorsQuery, removeContributor } from '../api/contributors';
import { InviteForm } from '../components/InviteForm';
import { PermissionsDialog } from '../components/PermissionsDialog';
import { contributorsText } from '../messages';

const LABELS = new Map<string, string>(CONTRIBUTOR_PERMISSIONS.map((p) => [p.code, p.label]));
const day = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));
const nameOf = (c: Contributor) => `${c.firstName} ${c.lastName}`;

type ContributorSort = 'name' | 'status';
/** The order in the address: by name unless a header says otherwise. */
const CONTRIBUTORS = listSpec({
  pageSize: 30,
  sort: { fields: ['name', 'status'], default: { field: 'name', direction: 'asc' } },
  filters: {},
});
const SORT_BY: Record<ContributorSort, (c: Contributor) => string> = {
  name: (c) => `${c.lastName} ${c.firstName}`,
  status: (c) => c.status,
};

/**
 * The author's contributors (spec 1 §6, spec 3 §2–§3): invite with permissions, the list with each
 * one's permissions and status, change permissions, remove. The page frame comes from the route in
 * src/app (the account pages' navigation).
 */
export default function ContributorsPanel() {
  const { data: user } = useSession();
  // A contributor acting for the author reads the list with "access list" and never changes it.
  const acting = Boolean(user?.actingFor);
  const mayList = user != null && (!acting || hasPermission(user.accessList, 'ACCESS_LIST'));
  const address = useListState(CONTRIBUTORS);
  const list = useQuery({ ...contributorsQuery, enabled: mayList && address.ready });
  const maySharing = !acting && hasPermission(user?.permissions, SHARING_PERMISSION);
  const client = useQueryClient();
  const [editing, setEditing] = useState<Contributor | null>(null);
  const [formKey, setFormKey] = useState(0);
  const refresh = () => void client.invalidateQueries({ queryKey: contributorKeys.list });

  async function remove(c: Contributor) {
    const ok = await openConfirmation({
      title: contributorsText('contributors.removeTitle'),
      message: contributorsText('contributors.removeConfirm', { name: nameOf(c) }),
      confirmLabel: contributorsText('contributors.remove'),
    });
    if (!ok) return;
    try {
      await removeContributor(c.id);
      showToast({ message: contributorsText('contributors.removed', { name: nameOf(c) }), tone: 'success' });
    } catch {
      // The central handling showed it.
    } finally {
      refresh();
    }
  }

  const columns: Column<Contributor, ContributorSort>[] = [
    {
      key: 'name',
      header: contributorsText('contributors.name'),
      sortField: 'name',
      rowHeader: true,
      cell: (c) => (
        <>
          {nameOf(c)}
          <Text size="sm">{c.email}</Text>
        </>
      ),
    },
    {
      key: 'permissions',
      header: contributorsText('contributors.permissions'),
      cell: (c) => c.permissions.map((p) => LABELS.get(p) ?? p).join(', '),
    },
    {
      key: 'status',
      header: contributorsText('contributors.status'),
      sortField: 'status',
      cell: (c) => contributorsText(`contributors.status.${c.status}`, { date: day(c.expiresAt) }),
    },
    {
      key: 'actions',
      header: contributorsText('contributors.actions'),
      cell: (c) => (
        <Group gap="xs" hidden={acting}>
          {maySharing ? (
            <Button
              size="xs"
              variant="default"
              aria-label={contributorsText('contributors.changeLabel', { name: nameOf(c) })}
              onClick={() => setEditing(c)}
            >
              {contributorsText('contributors.change')}
            </Button>
          ) : null}
          <Button
            size="xs"
            color="red.9"
            aria-label={contributorsText('contributors.removeLabel', { name: nameOf(c) })}
            onClick={() => void remove(c)}
          >
            {contributorsText('contributors.remove')}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={2}>{contributorsText('contributors.list')}</Title>
        {user && !mayList ? (
          <p className="notice">{contributorsText('contributors.notAllowed')}</p>
        ) : (
          <PagedTable
            query={list}
            loading={contributorsText('contributors.loading')}
            error={contributorsText('contributors.loadError')}
            empty={<Text>{contributorsText('contributors.none')}</Text>}
            list={address}
            view={{ rowsOf: (rows) => rows, rowKey: (c) => c.id, columns: columns, sortBy: SORT_BY }}
            pagerLabel={contributorsText('contributors.pages')}
            caption={contributorsText('contributors.list')}
            hideCaption
          />
        )}
      </Stack>
      {maySharing ? (
        <InviteForm
          key={formKey}
          onInvited={() => {
            setFormKey((k) => k + 1);
            refresh();
          }}
        />
      ) : user && !acting ? (
        <p className="notice">{contributorsText('contributors.notEnabled')}</p>
      ) : null}
      {editing ? (
        <PermissionsDialog
          contributor={editing}
          onDone={(changed) => {
            setEditing(null);
            if (changed) {
              showToast({
                message: contributorsText('contributors.changed', { name: nameOf(changed) }),
                tone: 'success',
              });
              refresh();
            }
          }}
        />
      ) : null}
    </Stack>
  );
}
