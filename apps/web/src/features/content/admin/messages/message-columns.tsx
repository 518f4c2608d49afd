import { Badge } from '@mantine/core';
import { formatDisplayDateTime, MESSAGE_TYPE_LABELS } from '@quire/domain';
import type { Column } from '../../../../components/DataTable';
import { locale } from '../../../../i18n';
import type { BroadcastMessage } from '../../api/messages';
import { EditLink, RowActionGroup, RowButton } from '../AdminListParts';
import { messagesText as T } from './messages';

/** The list's columns and how a message's audience reads in one line. */

export const MESSAGES_PATH = '/admin/broadcast-messages';
export const editPath = (id: string) => `${MESSAGES_PATH}/${encodeURIComponent(id)}/edit`;

/** 'Everyone', '3 chosen users', or the segment's filters: 'Publishers, eBook; US, CA; on sale only; 2 EANs'. */
export function audienceSummary(a: BroadcastMessage['audience']): string {
  if (a.kind === 'EVERYONE') return T('audience.EVERYONE');
  if (a.kind === 'USERS') {
    const n = a.recipients.length;
    if (n > 0 && n <= 2) return a.recipients.map((r) => r.name || r.email).join(', ');
    return n === 1 ? T('audience.users.one') : T('audience.users', { count: n });
  }
  const who = [...a.roles.map((r) => T(`role.${r}`)), ...a.formats.map((f) => T(`format.${f}`))].join(', ');
  return [
    who,
    a.countries.join(', '),
    a.onSaleOnly ? T('audience.onSale') : '',
    a.eans.length === 1
      ? T('audience.eans.one')
      : a.eans.length
        ? T('audience.eans', { count: a.eans.length })
        : '',
  ]
    .filter(Boolean)
    .join('; ');
}

const STATUS_COLOURS = { SCHEDULED: 'blue.9', ACTIVE: 'green.9', EXPIRED: 'gray.9' } as const;

export function SeverityBadge({ severity }: { severity: BroadcastMessage['severity'] }) {
  return severity === 'CRITICAL' ? (
    <Badge variant="filled" color="red.9" size="sm">
      {T('severity.CRITICAL')}
    </Badge>
  ) : (
    <Badge variant="light" color="gray.9" size="sm">
      {T('severity.INFO')}
    </Badge>
  );
}

const time = (iso: string) => <time dateTime={iso}>{formatDisplayDateTime(iso, locale)}</time>;

export interface RowActions {
  onPreview: (m: BroadcastMessage) => void;
  onReads: (m: BroadcastMessage) => void;
  onDelete: (m: BroadcastMessage) => void;
  busyId: string | null;
}

export function messageColumns({
  onPreview,
  onReads,
  onDelete,
  busyId,
}: RowActions): Column<BroadcastMessage, 'start'>[] {
  return [
    { key: 'title', header: T('col.title'), rowHeader: true, cell: (m) => m.title },
    { key: 'type', header: T('col.type'), cell: (m) => MESSAGE_TYPE_LABELS[m.typeId] },
    { key: 'severity', header: T('col.severity'), cell: (m) => <SeverityBadge severity={m.severity} /> },
    {
      key: 'status',
      header: T('col.status'),
      cell: (m) => (
        <Badge variant="light" color={STATUS_COLOURS[m.status]} size="sm">
          {T(`status.${m.status}`)}
        </Badge>
      ),
    },
    { key: 'start', header: T('col.start'), cell: (m) => time(m.startAt) },
    { key: 'end', header: T('col.end'), cell: (m) => (m.endAt ? time(m.endAt) : T('list.noEnd')) },
    { key: 'audience', header: T('col.audience'), cell: (m) => audienceSummary(m.audience) },
    { key: 'recipients', header: T('col.recipients'), cell: (m) => String(m.recipientCount) },
    { key: 'reads', header: T('col.reads'), cell: (m) => String(m.readCount) },
    {
      key: 'actions',
      header: T('col.actions'),
      cell: (m) => (
        <RowActionGroup>
          <EditLink
            to={editPath(m.messageId)}
            label={T('list.edit')}
            ariaLabel={T('list.editLabel', { title: m.title })}
          />
          <RowButton
            label={T('list.preview')}
            ariaLabel={T('list.previewLabel', { title: m.title })}
            onClick={() => onPreview(m)}
          />
          <RowButton
            label={T('list.reads')}
            ariaLabel={T('list.readsLabel', { title: m.title })}
            onClick={() => onReads(m)}
          />
          <RowButton
            label={T('list.delete')}
            ariaLabel={T('list.deleteLabel', { title: m.title })}
            color="red.9"
            busy={busyId === m.messageId}
            onClick={() => onDelete(m)}
          />
        </RowActionGroup>
      ),
    },
  ];
}
