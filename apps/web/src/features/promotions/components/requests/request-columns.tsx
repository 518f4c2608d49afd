import { ActionIcon, Anchor, Button, Group, Menu } from '@mantine/core';
import {
  displayDayOf,
  PROMO_STATUS_LABELS,
  type PromoStatus,
  promoDayOf,
  type StoredPromoStatus,
} from '@quire/domain';
import { Link } from 'react-router';
import type { Column } from '../../../../components/DataTable';
import { formatMoney } from '../../../../lib/format';
import type { RequestItem } from '../../api/requests';
import type { RequestSortField } from './list-spec';
import { requestsText } from './messages';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';

export const day = (sent: string | null) => {
  const d = promoDayOf(sent);
  return d ? displayDayOf(d) : requestsText('row.none');
};
/** A start and end as "Mar 01, 2027 – Mar 08, 2027", a start alone, or a dash. */
const span = (start: string | null, end: string | null) =>
  start && end && end !== start
    ? requestsText('row.range', { start: day(start), end: day(end) })
    : day(start);

const EDIT_PATH = '/projects/coupon/bn-promo';
const editHref = (r: RequestItem) => `${EDIT_PATH}?id=${encodeURIComponent(r.id)}`;

function PencilIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor">
      <path strokeWidth="2" d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor">
      <path strokeWidth="2" d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
    </svg>
  );
}

export interface RequestColumnsOptions {
  admin: boolean;
  tab: PromoStatus;
  /** The status changes the tab offers (administrators). */
  moves: readonly StoredPromoStatus[];
  /** A row's status menu: the move, for the checked rows or else that row. */
  onMove: (to: StoredPromoStatus, row: RequestItem) => void;
  onPreview: (row: RequestItem) => void;
  onNotes: (row: RequestItem) => void;
  onDelete: (row: RequestItem) => void;
  /** Administrators: a pending row's pencil opens the edit form in a modal (spec 2 §2.3). */
  onEdit?: (row: RequestItem) => void;
}

/**
 * The request list's columns (spec 2 §2.3): the administrators' status menu and ISBN look-up, the
 * title that opens the book preview, the notes, and edit (pending: the publisher's link to the
 * nomination page, the administrators' modal) or the publisher's delete.
 */
export function requestColumns({
  admin,
  tab,
  moves,
  onMove,
  onPreview,
  onNotes,
  onDelete,
  onEdit,
}: RequestColumnsOptions): Column<RequestItem, RequestSortField>[] {
  const statusControl = (r: RequestItem) =>
    tab === 'COMPLETED' ? (
      <Button size="xs" variant="default" disabled title={requestsText('row.statusClosed')}>
        {PROMO_STATUS_LABELS[r.status]}
      </Button>
    ) : (
      <Menu position="bottom-start" withinPortal={false}>
        <Menu.Target>
          <Button size="xs" variant="default" aria-label={requestsText('row.statusMenu', { title: r.title })}>
            {PROMO_STATUS_LABELS[r.status]} ▾
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {moves.map((to) => (
            <Menu.Item key={to} onClick={() => onMove(to, r)}>
              {requestsText(`move.${to}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    );

  return [
    ...(admin ? [{ key: 'status', header: requestsText('col.status'), cell: statusControl }] : []),
    { key: 'author', header: requestsText('col.author'), cell: (r) => r.author },
    { key: 'promotion', header: requestsText('col.promotion'), cell: (r) => r.description },
    {
      key: 'submitted',
      header: requestsText('col.submitted'),
      sortField: 'submitted',
      cell: (r) => day(r.submissionDate),
    },
    { key: 'ean', header: requestsText('col.ean'), cell: (r) => r.ean },
    {
      key: 'title',
      header: requestsText('col.title'),
      rowHeader: true,
      cell: (r) => (
        <Anchor
          component="button"
          type="button"
          onClick={() => onPreview(r)}
          aria-haspopup="dialog"
          title={requestsText('row.preview', { title: r.title })}
        >
          {r.title}
        </Anchor>
      ),
    },
    ...(admin
      ? [
          {
            key: 'lookup',
            header: requestsText('col.lookup'),
            cell: (r: RequestItem) => (
              <Anchor
                component={Link}
                to={`/utilities/isbn-lookup?q=${encodeURIComponent(r.ean)}`}
                aria-label={requestsText('row.lookup', { ean: r.ean })}
              >
                {requestsText('col.lookup')}
              </Anchor>
            ),
          },
        ]
      : []),
    {
      key: 'promoPrice',
      header: requestsText('col.promoPrice'),
      cell: (r) => (r.promoPrice === null ? requestsText('row.none') : formatMoney(r.promoPrice)),
    },
    {
      key: 'preferred',
      header: requestsText('col.preferred'),
      sortField: 'preferred',
      cell: (r) =>
        r.flexDate === 'true' ? requestsText('row.flexible') : span(r.preferredStartDate, r.preferredEndDate),
    },
    {
      key: 'startEnd',
      header: requestsText('col.startEnd'),
      sortField: 'start',
      // The promotion's own days are set when it is accepted.
      cell: (r) =>
        r.status === 'APPROVED' || r.status === 'COMPLETED'
          ? span(r.startDate, r.endDate)
          : requestsText('row.none'),
    },
    {
      key: 'notes',
      header: requestsText('col.notes'),
      cell: (r) => (
        <Anchor
          component="button"
          type="button"
          onClick={() => onNotes(r)}
          aria-haspopup="dialog"
          aria-label={requestsText('row.viewNotes', { title: r.title })}
        >
          {requestsText('row.view')}
        </Anchor>
      ),
    },
    {
      key: 'actions',
      header: requestsText('col.actions'),
      cell: (r) => (
        <Group gap={4} wrap="nowrap">
          {r.status !== 'PENDING' ? null : admin ? (
            // The administrators edit on the pending tab only, without leaving the list.
            tab === 'PENDING' && onEdit ? (
              <ActionIcon
                variant="subtle"
                onClick={() => onEdit(r)}
                aria-haspopup="dialog"
                aria-label={requestsText('row.editLabel', { title: r.title })}
              >
                <PencilIcon />
              </ActionIcon>
            ) : null
          ) : (
            <ActionIcon
              component={Link}
              to={editHref(r)}
              variant="subtle"
              aria-label={requestsText('row.editLabel', { title: r.title })}
            >
              <PencilIcon />
            </ActionIcon>
          )}
          {!admin && tab !== 'COMPLETED' ? (
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => onDelete(r)}
              aria-label={requestsText('row.deleteLabel', { title: r.title })}
            >
              <TrashIcon />
            </ActionIcon>
          ) : null}
        </Group>
      ),
    },
  ];
}
