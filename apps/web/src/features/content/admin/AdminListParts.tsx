import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { openDeleteConfirmation } from '../../../components/modals/open';
import { showToast } from '../../../components/toasts';
import { modulesText as T } from './modules/messages';

/** A module's or banner's Edit (a link to its form) and Delete (busy while deleting). */
export function EditDeleteActions({
  name,
  editTo,
  onEdit,
  busy,
  onDelete,
}: {
  name: string;
  editTo: string;
  onEdit?: () => void;
  busy: boolean;
  onDelete: () => void;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        component={Link}
        to={editTo}
        onClick={onEdit}
        size="xs"
        variant="default"
        aria-label={T('common.editLabel', { name })}
      >
        {T('common.edit')}
      </Button>
      <Button
        size="xs"
        variant="default"
        loading={busy}
        aria-label={T('common.deleteLabel', { name })}
        onClick={onDelete}
      >
        {T('common.delete')}
      </Button>
    </Group>
  );
}

/**
 * A list's Delete: confirmed first, the row busy meanwhile, a toast when done; a failure reached
 * the central handling (the error dialog).
 */
export function useRowDelete<R>(o: {
  idOf: (row: R) => string;
  confirm: (row: R) => string;
  remove: (row: R) => Promise<void>;
  deleted: (row: R) => string;
}) {
  const [busyId, setBusyId] = useState<string | null>(null);

  async function handleDelete(row: R) {
    if (!(await openDeleteConfirmation(o.confirm(row)))) return;
    setBusyId(o.idOf(row));
    try {
      await o.remove(row);
      showToast({ message: o.deleted(row), tone: 'success' });
    } catch {
      // The error dialog said why.
    } finally {
      setBusyId(null);
    }
  }

  return { busyId, onDelete: (row: R) => void handleDelete(row) };
}

type ListTextKey = 'list.loading' | 'list.loadError' | 'list.none' | 'list.caption' | 'list.pages';

/** A paged list's loading, error, empty, caption and pager texts, from its feature's messages. */
export const listTexts = (text: (key: ListTextKey) => string) => ({
  loading: text('list.loading'),
  error: text('list.loadError'),
  empty: <Text>{text('list.none')}</Text>,
  caption: text('list.caption'),
  pagerLabel: text('list.pages'),
});
