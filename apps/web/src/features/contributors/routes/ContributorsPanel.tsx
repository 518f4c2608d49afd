import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { Contributor } from '@quire/domain';
import { CONTRIBUTOR_PERMISSIONS, hasPermission } from '@quire/domain/access/permissions';
import { SHARING_PERMISSION } from '@quire/domain/contributors/contributors';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { openConfirmation } from '../../../components/modals/open';
import { showToast } from '../../../components/toasts';
import { useSession } from '../../../lib/session';
import { contributorKeys, contributorsQuery, removeContributor } from '../api/contributors';
import { InviteForm } from '../components/InviteForm';
import { PermissionsDialog } from '../components/PermissionsDialog';
import { contributorsText } from '../messages';

const LABELS = new Map<string, string>(CONTRIBUTOR_PERMISSIONS.map((p) => [p.code, p.label]));
const day = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));
const nameOf = (c: Contributor) => `${c.firstName} ${c.lastName}`;

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
  const list = useQuery({ ...contributorsQuery, enabled: mayList });
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

  const rows = list.data ?? [];
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={2}>{contributorsText('contributors.list')}</Title>
        {user && !mayList ? (
          <p className="notice">{contributorsText('contributors.notAllowed')}</p>
        ) : list.isPending ? (
          <div role="status">{contributorsText('contributors.loading')}</div>
        ) : list.isError ? (
          <div role="alert">
            <Text>{contributorsText('contributors.loadError')}</Text>
            <Button variant="default" mt="sm" onClick={() => void list.refetch()}>
              {contributorsText('contributors.retry')}
            </Button>
          </div>
        ) : rows.length === 0 ? (
          <Text>{contributorsText('contributors.none')}</Text>
        ) : (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{contributorsText('contributors.name')}</Table.Th>
                <Table.Th scope="col">{contributorsText('contributors.permissions')}</Table.Th>
                <Table.Th scope="col">{contributorsText('contributors.status')}</Table.Th>
                <Table.Th scope="col">{contributorsText('contributors.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Th scope="row">
                    {nameOf(c)}
                    <Text size="sm">{c.email}</Text>
                  </Table.Th>
                  <Table.Td>{c.permissions.map((p) => LABELS.get(p) ?? p).join(', ')}</Table.Td>
                  <Table.Td>
                    {contributorsText(`contributors.status.${c.status}`, { date: day(c.expiresAt) })}
                  </Table.Td>
                  <Table.Td>
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
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
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
