import { Modal, Stack, Text } from '@mantine/core';
import { formatDisplayDateTime } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from '../../../../components/DataTable';
import { Pager } from '../../../../components/Pager';
import { QueryState } from '../../../../components/QueryState';
import { locale, t } from '../../../../i18n';
import {
  type BroadcastMessage,
  type MessageRead,
  READS_PAGE_SIZE,
  readsQuery,
  savedPreviewQuery,
} from '../../api/messages';
import { MessagePreview } from './MessagePreview';
import { messagesText as T } from './messages';

const time = (iso: string | null) =>
  iso ? <time dateTime={iso}>{formatDisplayDateTime(iso, locale)}</time> : T('reads.never');

const READ_COLUMNS = [
  { key: 'email', header: T('reads.email'), rowHeader: true, cell: (r: MessageRead) => r.email },
  { key: 'dismissed', header: T('reads.dismissed'), cell: (r: MessageRead) => time(r.dismissedAt) },
  { key: 'acknowledged', header: T('reads.acknowledged'), cell: (r: MessageRead) => time(r.acknowledgedAt) },
];

function Reads({ message }: { message: BroadcastMessage }) {
  const [page, setPage] = useState(1);
  const reads = useQuery(readsQuery(message.messageId, page));
  return (
    <QueryState
      query={reads}
      loading={T('reads.loading')}
      error={T('reads.loadError')}
      empty={T('reads.none')}
      isEmpty={(d) => d.totalCount === 0}
    >
      {(data) => (
        <Stack gap="sm">
          <Text size="sm">
            {data.totalCount === 1 ? T('reads.count.one') : T('reads.count', { count: data.totalCount })}
          </Text>
          <DataTable
            caption={T('reads.caption')}
            hideCaption
            columns={READ_COLUMNS}
            rows={data.reads}
            rowKey={(r) => r.customerId}
          />
          <Pager
            page={page}
            total={data.totalCount}
            pageSize={READS_PAGE_SIZE}
            label={T('reads.pages')}
            onPage={setPage}
          />
        </Stack>
      )}
    </QueryState>
  );
}

/** Who has read a message (broadcast-message-reads), a page at a time; nothing asked while closed. */
export function ReadsModal({ message, onClose }: { message: BroadcastMessage | null; onClose: () => void }) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('modal.close') }}
      opened={message !== null}
      onClose={onClose}
      title={message ? T('reads.title', { title: message.title }) : ''}
      size="lg"
    >
      {message ? <Reads message={message} /> : null}
    </Modal>
  );
}

function SavedPreview({ message }: { message: BroadcastMessage }) {
  const preview = useQuery(savedPreviewQuery(message.messageId));
  return (
    <QueryState query={preview} loading={T('preview.loading')} error={T('preview.loadError')}>
      {(data) => (
        <Stack gap="sm">
          <Text fw={600}>
            {data.recipientCount === 1
              ? T('preview.reach.one')
              : T('preview.reach', { count: data.recipientCount })}
          </Text>
          <MessagePreview message={data.preview} />
        </Stack>
      )}
    </QueryState>
  );
}

/** A saved message as its readers see it (preview-message). */
export function SavedPreviewModal({
  message,
  onClose,
}: {
  message: BroadcastMessage | null;
  onClose: () => void;
}) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('modal.close') }}
      opened={message !== null}
      onClose={onClose}
      title={message ? T('preview.title', { title: message.title }) : ''}
      size="lg"
    >
      {message ? <SavedPreview message={message} /> : null}
    </Modal>
  );
}
