import { Button, Group, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { Column } from '../../../components/DataTable';
import { openDeleteConfirmation } from '../../../components/modals/open';
import { showToast } from '../../../components/toasts';
import { modulesText as T } from './modules/messages';

/** A row's actions, side by side. */
export function RowActionGroup({ children }: { children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap">
      {children}
    </Group>
  );
}

/** A row's Edit: a link to its form, named for the row. */
export function EditLink({
  to,
  label,
  ariaLabel,
  onClick,
}: {
  to: string;
  label: string;
  ariaLabel: string;
  onClick?: (() => void) | undefined;
}) {
  return (
    <Button component={Link} to={to} onClick={onClick} size="xs" variant="default" aria-label={ariaLabel}>
      {label}
    </Button>
  );
}

/** A row's action button (Preview, Delete…), named for the row; `busy` while it runs. */
export function RowButton({
  label,
  ariaLabel,
  onClick,
  busy,
  color,
}: {
  label: string;
  ariaLabel: string;
  onClick: () => void;
  busy?: boolean | undefined;
  color?: string | undefined;
}) {
  return (
    <Button size="xs" variant="default" color={color} loading={busy} aria-label={ariaLabel} onClick={onClick}>
      {label}
    </Button>
  );
}

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
  onEdit?: (() => void) | undefined;
  busy: boolean;
  onDelete: () => void;
}) {
  return (
    <RowActionGroup>
      <EditLink
        to={editTo}
        onClick={onEdit}
        label={T('common.edit')}
        ariaLabel={T('common.editLabel', { name })}
      />
      <RowButton
        label={T('common.delete')}
        ariaLabel={T('common.deleteLabel', { name })}
        busy={busy}
        onClick={onDelete}
      />
    </RowActionGroup>
  );
}

/** The actions column of a module's or banner's row: Edit and Delete. */
export function editDeleteColumn<R extends { id: string; name: string }>(o: {
  header: string;
  editPath: (id: string) => string;
  onEdit?: (row: R) => void;
  onDelete: (row: R) => void;
  busyId: string | null;
}): Column<R, never> {
  return {
    key: 'actions',
    header: o.header,
    cell: (row) => (
      <EditDeleteActions
        name={row.name}
        editTo={o.editPath(row.id)}
        onEdit={o.onEdit ? () => o.onEdit?.(row) : undefined}
        busy={o.busyId === row.id}
        onDelete={() => o.onDelete(row)}
      />
    ),
  };
}

/**
 * A list's Delete: confirmed first, the row busy meanwhile (`rowProps` marks it), a toast when
 * done; a failure reached the central handling (the error dialog).
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

  return {
    busyId,
    onDelete: (row: R) => void handleDelete(row),
    /** The table's row attributes: the row being deleted is busy. */
    rowProps: (row: R) => ({ 'aria-busy': busyId === o.idOf(row) || undefined }),
  };
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
