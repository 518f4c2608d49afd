import { Badge, Button, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import {
  AppErrorBase,
  displayDayOf,
  formatDisplayDateTime,
  isAdmin,
  MERC_PROMO_TYPE_LABELS,
  PROMO_PAGE_SIZE,
  promoDayOf,
} from '@quire/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useState } from 'react';
import { Link } from 'react-router';
import type { Column } from '../../../components/DataTable';
import { FilterForm } from '../../../components/FilterForm';
import { openDeleteConfirmation, openInformation } from '../../../components/modals/open';
import { PagedTable } from '../../../components/PagedTable';
import type { PageFrameProps } from '../../../components/SignedInPage';
import { showToast } from '../../../components/toasts';
import { locale } from '../../../i18n';
import { lastPage, listSpec, oneOf, text } from '../../../lib/list-state';
import { useSession } from '../../../lib/session';
import { useClampPage, useListState } from '../../../lib/use-list-state';
import {
  type DefinitionsPage,
  definitionKeys,
  definitionsQuery,
  deleteDefinition,
  type PromoDefinition,
} from '../api/definitions';
import { exportReportHref } from '../api/sheets';
import { definitionsText as T } from '../components/definitions/messages';

const STATUSES = ['CURRENT', 'EXPIRED', 'ALL'] as const;
type Sort = 'start' | 'name' | 'submitBy' | 'updated';

/** The status, the search and the order in the address; the server pages and sorts (one direction each). */
const DEFINITIONS = listSpec({
  pageSize: PROMO_PAGE_SIZE,
  sort: {
    fields: ['start', 'name', 'submitBy', 'updated'] as Sort[],
    default: { field: 'start', direction: 'asc' },
    fixedDirection: true,
  },
  filters: { status: oneOf(STATUSES), searchText: text(100) },
});

export const PROMOTIONS_PATH = '/admin/promotions';
export const editPath = (id: string) => `${PROMOTIONS_PATH}/${encodeURIComponent(id)}/edit`;

const NONE = T('defs.none.value');
const day = (sent: string | null) => {
  const d = promoDayOf(sent);
  return d ? displayDayOf(d) : NONE;
};
const range = (from: string | null, to: string | null) =>
  from || to ? T('defs.range', { from: day(from), to: day(to) }) : NONE;

function columns(
  onDelete: (d: PromoDefinition) => void,
  busyId: string | null,
): Column<PromoDefinition, Sort>[] {
  return [
    {
      key: 'name',
      header: T('defs.col.name'),
      sortField: 'name',
      rowHeader: true,
      cell: (d) => (
        <>
          {d.merchPromoName}
          {d.adminOnly ? (
            <Badge ml="xs" size="sm" variant="light" color="blue.9">
              {T('defs.adminOnlyBadge')}
            </Badge>
          ) : null}
        </>
      ),
    },
    { key: 'type', header: T('defs.col.type'), cell: (d) => MERC_PROMO_TYPE_LABELS[d.mercPromoType] },
    { key: 'kind', header: T('defs.col.kind'), cell: (d) => T(`defs.kind.${d.kind}`) },
    { key: 'submitBy', header: T('defs.col.submitBy'), sortField: 'submitBy', cell: (d) => day(d.submitBy) },
    { key: 'dates', header: T('defs.col.dates'), sortField: 'start', cell: (d) => range(d.start, d.end) },
    {
      key: 'display',
      header: T('defs.col.display'),
      cell: (d) => range(d.promoStartDisplayDate, d.promoEndDisplayDate),
    },
    { key: 'nominations', header: T('defs.col.nominations'), cell: (d) => String(d.nominations) },
    {
      key: 'updated',
      header: T('defs.col.updated'),
      sortField: 'updated',
      cell: (d) => <time dateTime={d.updatedAt}>{formatDisplayDateTime(d.updatedAt, locale)}</time>,
    },
    {
      key: 'actions',
      header: T('defs.col.actions'),
      cell: (d) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            component={Link}
            to={editPath(d.id)}
            size="xs"
            variant="default"
            aria-label={T('defs.editLabel', { name: d.merchPromoName })}
          >
            {T('defs.edit')}
          </Button>
          {/* The report is a CSV attachment: the browser downloads it, the session cookie signs it in. */}
          <Button
            component="a"
            href={exportReportHref(d.id)}
            download
            size="xs"
            variant="default"
            aria-label={T('defs.exportLabel', { name: d.merchPromoName })}
          >
            {T('defs.export')}
          </Button>
          <Button
            size="xs"
            variant="default"
            color="red"
            loading={busyId === d.id}
            aria-label={T('defs.deleteLabel', { name: d.merchPromoName })}
            onClick={() => onDelete(d)}
          >
            {T('defs.delete')}
          </Button>
        </Group>
      ),
    },
  ];
}

export interface AdminPromotionsPageProps {
  /** The admin pages' frame (heading, navigation, administrators only), given by the app. */
  frame: ComponentType<PageFrameProps>;
}

/**
 * /admin/promotions: the promotion definitions, current by default, searched and paged by the
 * server, with New, Edit, the export of a promotion's requests (CSV) and Delete (confirmed; a
 * definition with nominations is refused and the server's words say why).
 */
export default function AdminPromotionsPage({ frame: Frame }: AdminPromotionsPageProps) {
  const list = useListState(DEFINITIONS);
  const { page, sort, filters } = list.state;
  const [draft, setDraft] = useState({
    status: filters.status ?? 'CURRENT',
    searchText: filters.searchText ?? '',
  });
  const admin = isAdmin(useSession().data?.permissions);
  const query = useQuery({
    ...definitionsQuery({
      pageNum: page,
      recordsPerPage: PROMO_PAGE_SIZE,
      status: filters.status ?? 'CURRENT',
      sortBy: sort.field,
      searchText: filters.searchText ?? undefined,
    }),
    enabled: admin && list.ready,
  });
  // A page past the end (after a delete, or typed into the address) becomes the last page.
  const total = query.isPlaceholderData ? undefined : query.data?.numberOfRecords;
  useClampPage(list, total === undefined ? undefined : lastPage(total, PROMO_PAGE_SIZE));
  const client = useQueryClient();
  const [busyId, setBusyId] = useState<string | null>(null);

  async function handleDelete(d: PromoDefinition) {
    if (!(await openDeleteConfirmation(T('defs.deleteItem', { name: d.merchPromoName })))) return;
    setBusyId(d.id);
    try {
      // A refusal (409: it has nominations) is said in the server's words, not as an error dialog.
      await deleteDefinition(d.id, (e) => e.status === 409);
      await client.invalidateQueries({ queryKey: definitionKeys.all });
      showToast({ message: T('defs.deleted', { name: d.merchPromoName }), tone: 'success' });
    } catch (e) {
      if (e instanceof AppErrorBase && e.status === 409)
        void openInformation(
          e.items.map((i) => i.description),
          T('defs.deleteRefused'),
        );
    } finally {
      setBusyId(null);
    }
  }

  return (
    <Frame title={T('defs.title')} intro={T('defs.intro')}>
      <Group>
        <Button component={Link} to={`${PROMOTIONS_PATH}/new`}>
          {T('defs.new')}
        </Button>
      </Group>
      <FilterForm
        label={T('defs.filters')}
        submitLabel={T('defs.apply')}
        onApply={() =>
          list.update({
            filters: {
              status: draft.status === 'CURRENT' ? null : (draft.status as (typeof STATUSES)[number]),
              searchText: draft.searchText.trim() || null,
            },
          })
        }
      >
        <NativeSelect
          label={T('defs.status')}
          value={draft.status}
          onChange={(e) => setDraft({ ...draft, status: e.currentTarget.value as (typeof STATUSES)[number] })}
          data={STATUSES.map((s) => ({ value: s, label: T(`defs.status.${s}`) }))}
        />
        <TextInput
          label={T('defs.search')}
          description={T('defs.searchHint')}
          type="search"
          maxLength={100}
          value={draft.searchText}
          onChange={(e) => setDraft({ ...draft, searchText: e.currentTarget.value })}
        />
      </FilterForm>
      <PagedTable
        query={query}
        loading={T('defs.loading')}
        error={T('defs.loadError')}
        empty={<Text>{T('defs.none')}</Text>}
        list={list}
        view={{
          rowsOf: (data: DefinitionsPage) => data.promotions,
          rowKey: (d) => d.id,
          columns: columns((d) => void handleDelete(d), busyId),
          totalOf: (data) => data.numberOfRecords,
        }}
        footer={(data) => <Text size="sm">{T('defs.count', { count: data.numberOfRecords })}</Text>}
        caption={T('defs.caption')}
        hideCaption
        pagerLabel={T('defs.pages')}
        rowProps={(d) => ({ 'aria-busy': busyId === d.id || undefined })}
      />
    </Frame>
  );
}
