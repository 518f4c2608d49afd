import { Button, Group, NativeSelect, Tabs, Text } from '@mantine/core';
import {
  isAdmin,
  MESSAGE_PAGE_SIZE,
  MESSAGE_STATUSES,
  MESSAGE_TYPE_LABELS,
  type MessageStatus,
} from '@quire/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useState } from 'react';
import { Link } from 'react-router';
import { FilterForm } from '../../../../components/FilterForm';
import { PagedTable } from '../../../../components/PagedTable';
import type { PageFrameProps } from '../../../../components/SignedInPage';
import { lastPage, listSpec, oneOf } from '../../../../lib/list-state';
import { useSession } from '../../../../lib/session';
import { useClampPage, useListState } from '../../../../lib/use-list-state';
import {
  type BroadcastMessage,
  deleteMessage,
  type MessagesPage,
  messageKeys,
  messagesQuery,
} from '../../api/messages';
import { listTexts, useRowDelete } from '../AdminListParts';
import { ReadsModal, SavedPreviewModal } from './MessageDialogs';
import { MESSAGES_PATH, messageColumns } from './message-columns';
import { messagesText as T } from './messages';
import '@mantine/core/styles/Tabs.css';

const TYPES = ['1', '2', '3'] as const;
type TypeTab = (typeof TYPES)[number] | 'all';

/** The type, the status and the page in the address; the server filters and pages. */
const MESSAGES = listSpec({
  pageSize: MESSAGE_PAGE_SIZE,
  sort: { fields: ['start'], default: { field: 'start', direction: 'desc' }, fixedDirection: true },
  filters: { type: oneOf(TYPES), status: oneOf(MESSAGE_STATUSES) },
});

export interface AdminMessagesPageProps {
  /** The admin pages' frame (heading, navigation, administrators only), given by the app. */
  frame: ComponentType<PageFrameProps>;
}

/**
 * /admin/broadcast-messages: the messages by type (tabs) and status, paged by the server, with
 * New, and on each row Edit, Preview, who has read it and Delete (confirmed).
 */
export default function AdminMessagesPage({ frame: Frame }: AdminMessagesPageProps) {
  const list = useListState(MESSAGES);
  const { page, filters } = list.state;
  const [status, setStatus] = useState<string>(filters.status ?? '');
  const admin = isAdmin(useSession().data?.permissions);
  const query = useQuery({
    ...messagesQuery({
      pageNumber: page,
      recordsPerPage: MESSAGE_PAGE_SIZE,
      ...(filters.type ? { typeId: Number(filters.type) } : {}),
      ...(filters.status ? { status: filters.status } : {}),
    }),
    enabled: admin && list.ready,
  });
  const total = query.isPlaceholderData ? undefined : query.data?.totalCount;
  useClampPage(list, total === undefined ? undefined : lastPage(total, MESSAGE_PAGE_SIZE));
  const client = useQueryClient();
  const [reading, setReading] = useState<BroadcastMessage | null>(null);
  const [previewing, setPreviewing] = useState<BroadcastMessage | null>(null);
  const { busyId, onDelete, rowProps } = useRowDelete<BroadcastMessage>({
    idOf: (m) => m.messageId,
    confirm: (m) => T('list.deleteItem', { title: m.title }),
    remove: async (m) => {
      await deleteMessage(m.messageId);
      await client.invalidateQueries({ queryKey: messageKeys.all });
    },
    deleted: (m) => T('list.deleted', { title: m.title }),
  });

  const tab: TypeTab = filters.type ?? 'all';
  const table = (
    <>
      <FilterForm
        label={T('list.filters')}
        submitLabel={T('list.apply')}
        onApply={() => list.update({ filters: { status: (status || null) as MessageStatus | null } })}
      >
        <NativeSelect
          label={T('list.status')}
          value={status}
          onChange={(e) => setStatus(e.currentTarget.value)}
          data={[
            { value: '', label: T('list.status.all') },
            ...MESSAGE_STATUSES.map((s) => ({ value: s, label: T(`status.${s}`) })),
          ]}
        />
      </FilterForm>
      <PagedTable
        query={query}
        {...listTexts(T)}
        list={list}
        view={{
          rowsOf: (data: MessagesPage) => data.messages,
          rowKey: (m) => m.messageId,
          columns: messageColumns({
            onPreview: setPreviewing,
            onReads: setReading,
            onDelete,
            busyId,
          }),
        }}
        footer={(data) => (
          <Text size="sm">
            {data.totalCount === 1 ? T('list.count.one') : T('list.count', { count: data.totalCount })}
          </Text>
        )}
        hideCaption
        rowProps={rowProps}
      />
    </>
  );

  return (
    <Frame title={T('list.title')} intro={T('list.intro')}>
      <Group>
        <Button component={Link} to={`${MESSAGES_PATH}/new`}>
          {T('list.new')}
        </Button>
      </Group>
      <Tabs
        value={tab}
        onChange={(v) =>
          v &&
          v !== tab &&
          list.update({ filters: { type: v === 'all' ? null : (v as (typeof TYPES)[number]) } })
        }
        keepMounted={false}
      >
        <Tabs.List aria-label={T('list.types')}>
          <Tabs.Tab value="all">{T('list.type.all')}</Tabs.Tab>
          {TYPES.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {MESSAGE_TYPE_LABELS[Number(t) as 1 | 2 | 3]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {(['all', ...TYPES] as const).map((t) => (
          <Tabs.Panel key={t} value={t} pt="md">
            {t === tab ? table : null}
          </Tabs.Panel>
        ))}
      </Tabs>
      <ReadsModal message={reading} onClose={() => setReading(null)} />
      <SavedPreviewModal message={previewing} onClose={() => setPreviewing(null)} />
    </Frame>
  );
}
