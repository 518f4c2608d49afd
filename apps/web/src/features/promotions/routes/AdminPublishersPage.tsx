import { Button, Group, Text, TextInput } from '@mantine/core';
import {
  AppErrorBase,
  formatDisplayDateTime,
  isAdmin,
  PROMO_PAGE_SIZE,
  promoErrorMessage,
} from '@quire/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useState } from 'react';
import type { Column } from '../../../components/DataTable';
import { FilterForm } from '../../../components/FilterForm';
import { openDeleteConfirmation, openInformation } from '../../../components/modals/open';
import { PagedTable } from '../../../components/PagedTable';
import type { PageFrameProps } from '../../../components/SignedInPage';
import { showToast } from '../../../components/toasts';
import { locale } from '../../../i18n';
import { lastPage, listSpec, text } from '../../../lib/list-state';
import { useSession } from '../../../lib/session';
import { useClampPage, useListState } from '../../../lib/use-list-state';
import {
  deletePublisher,
  type PromoPublisher,
  type PublishersPage,
  publishersQuery,
  tradeKeys,
} from '../api/trade';
import { tradeText as T } from '../components/trade/messages';
import { PublisherFormModal } from '../components/trade/PublisherFormModal';

/** The search and the page in the address; the server orders the publishers by name. */
const PUBLISHERS = listSpec({
  pageSize: PROMO_PAGE_SIZE,
  sort: { fields: ['name'], default: { field: 'name', direction: 'asc' }, fixedDirection: true },
  filters: { q: text(100) },
});

export const PUBLISHERS_PATH = '/admin/promotions/publishers';

const NONE = T('pubs.none.value');

function columns(
  onEdit: (p: PromoPublisher) => void,
  onDelete: (p: PromoPublisher) => void,
  busyId: string | null,
): Column<PromoPublisher, 'name'>[] {
  return [
    { key: 'name', header: T('pubs.col.name'), rowHeader: true, cell: (p) => p.name },
    { key: 'vendorNumber', header: T('pubs.col.vendorNumber'), cell: (p) => p.vendorNumber },
    { key: 'dcVendorId', header: T('pubs.col.dcVendorId'), cell: (p) => p.dcVendorId ?? NONE },
    {
      key: 'companyIds',
      header: T('pubs.col.companyIds'),
      cell: (p) => (p.companyIds.length ? p.companyIds.join(', ') : NONE),
    },
    { key: 'role', header: T('pubs.col.role'), cell: (p) => T(`role.${p.role}`) },
    { key: 'email', header: T('pubs.col.email'), cell: (p) => p.email ?? NONE },
    {
      key: 'updated',
      header: T('pubs.col.updated'),
      cell: (p) => <time dateTime={p.updatedAt}>{formatDisplayDateTime(p.updatedAt, locale)}</time>,
    },
    {
      key: 'actions',
      header: T('pubs.col.actions'),
      cell: (p) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            aria-haspopup="dialog"
            aria-label={T('pubs.editLabel', { name: p.name })}
            onClick={() => onEdit(p)}
          >
            {T('pubs.edit')}
          </Button>
          <Button
            size="xs"
            variant="default"
            color="red"
            loading={busyId === p.id}
            aria-label={T('pubs.deleteLabel', { name: p.name })}
            onClick={() => onDelete(p)}
          >
            {T('pubs.delete')}
          </Button>
        </Group>
      ),
    },
  ];
}

export interface AdminPublishersPageProps {
  /** The admin pages' frame (heading, navigation, administrators only), given by the app. */
  frame: ComponentType<PageFrameProps>;
}

/**
 * /admin/promotions/publishers: the publishers merchandising nominations are entered for, searched
 * and paged by the server, with New and Edit (a modal form) and Delete (confirmed; a publisher with
 * pending or running trade requests is refused and the server's words say why).
 */
export default function AdminPublishersPage({ frame: Frame }: AdminPublishersPageProps) {
  const list = useListState(PUBLISHERS);
  const { page, filters } = list.state;
  const [search, setSearch] = useState(filters.q ?? '');
  const admin = isAdmin(useSession().data?.permissions);
  const query = useQuery({
    ...publishersQuery({
      pageNum: page,
      recordsPerPage: PROMO_PAGE_SIZE,
      searchText: filters.q ?? undefined,
    }),
    enabled: admin && list.ready,
  });
  // A page past the end (after a delete, or typed into the address) becomes the last page.
  const total = query.isPlaceholderData ? undefined : query.data?.numberOfRecords;
  useClampPage(list, total === undefined ? undefined : lastPage(total, PROMO_PAGE_SIZE));
  const client = useQueryClient();
  const [busyId, setBusyId] = useState<string | null>(null);
  /** The publisher in the form: null for a new one; undefined when the form is closed. */
  const [editing, setEditing] = useState<PromoPublisher | null | undefined>(undefined);

  async function handleDelete(p: PromoPublisher) {
    if (!(await openDeleteConfirmation(T('pubs.deleteItem', { name: p.name })))) return;
    setBusyId(p.id);
    try {
      // A refusal (409: it has pending or running trade requests) is said in the server's words.
      await deletePublisher(p.vendorNumber, (e) => e.status === 409);
      await client.invalidateQueries({ queryKey: tradeKeys.publishers });
      showToast({ message: T('pubs.deleted', { name: p.name }), tone: 'success' });
    } catch (e) {
      if (e instanceof AppErrorBase && e.status === 409)
        void openInformation(
          e.items.map((i) => promoErrorMessage(i.description)),
          T('pubs.deleteRefused'),
        );
    } finally {
      setBusyId(null);
    }
  }

  async function saved(p: PromoPublisher) {
    setEditing(undefined);
    await client.invalidateQueries({ queryKey: tradeKeys.publishers });
    showToast({ message: T('form.saved', { name: p.name }), tone: 'success' });
  }

  return (
    <Frame title={T('pubs.title')} intro={T('pubs.intro')}>
      <Group>
        <Button aria-haspopup="dialog" onClick={() => setEditing(null)}>
          {T('pubs.new')}
        </Button>
      </Group>
      <FilterForm
        label={T('pubs.filters')}
        submitLabel={T('pubs.apply')}
        onApply={() => list.update({ filters: { q: search.trim() || null } })}
      >
        <TextInput
          label={T('pubs.search')}
          description={T('pubs.searchHint')}
          type="search"
          maxLength={100}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
      </FilterForm>
      <PagedTable
        query={query}
        loading={T('pubs.loading')}
        error={T('pubs.loadError')}
        empty={<Text role="status">{filters.q ? T('pubs.none') : T('pubs.noneYet')}</Text>}
        list={list}
        view={{
          rowsOf: (data: PublishersPage) => data.publishers,
          rowKey: (p) => p.id,
          columns: columns(setEditing, (p) => void handleDelete(p), busyId),
          totalOf: (data) => data.numberOfRecords,
        }}
        footer={(data) => (
          <Text size="sm">
            {data.numberOfRecords === 1
              ? T('pubs.countOne')
              : T('pubs.count', { count: data.numberOfRecords })}
          </Text>
        )}
        caption={T('pubs.caption')}
        hideCaption
        pagerLabel={T('pubs.pages')}
        rowProps={(p) => ({ 'aria-busy': busyId === p.id || undefined })}
      />
      {editing !== undefined ? (
        <PublisherFormModal
          key={editing?.id ?? 'new'}
          loaded={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(p) => void saved(p)}
        />
      ) : null}
    </Frame>
  );
}
