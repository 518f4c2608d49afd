import { Anchor, Button, List, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import {
  CART_ITEM_TYPES,
  ORDER_HISTORY_PAGE_SIZE,
  ORDER_STATUSES,
  type OrderHistorySort,
} from '@quire/domain';
import { formatDisplayDateTime } from '@quire/domain/format/dates';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Column } from '../../../components/DataTable';
import { FilterForm } from '../../../components/FilterForm';
import { PagedTable } from '../../../components/PagedTable';
import { locale } from '../../../i18n';
import { formatMoney } from '../../../lib/format';
import { lastPage, listSpec, oneOf, type SortState, text } from '../../../lib/list-state';
import { useClampPage, useListState } from '../../../lib/use-list-state';
import { type HistoryQuery, type OrderGroup, orderHistoryQuery } from '../api/orders';
import { ordersText } from '../messages';
import { itemTypeLabel, paymentLabel, statusLabel } from './labels';

/**
 * The list's state in the address (spec 1 §2): page, sort (newest first by default, left out) and
 * the type, status and search filters; 30 orders a page.
 */
export const ORDER_LIST = listSpec({
  pageSize: ORDER_HISTORY_PAGE_SIZE,
  sort: {
    fields: ['date', 'total'],
    default: { field: 'date', direction: 'desc' },
    natural: { date: 'desc', total: 'desc' },
  },
  filters: { type: oneOf(CART_ITEM_TYPES), status: oneOf(ORDER_STATUSES), q: text(100) },
});
type SortField = (typeof ORDER_LIST.sort.fields)[number];

/** The sort of the address as the API names it: date-asc → DATE_ASC. */
export function sortOption(sort: SortState<SortField>): OrderHistorySort {
  return `${sort.field.toUpperCase()}_${sort.direction.toUpperCase()}` as OrderHistorySort;
}

const when = (iso: string) => formatDisplayDateTime(iso, locale);

export interface OrderListProps {
  /** Administrators: one account's orders. Authors: none (the server answers their own). */
  customerId?: string;
  /** Where an order's number links to. */
  detailsHref: (order: OrderGroup) => string;
}

/** The order history: the filters, then the orders of the page with their status and payment. */
export function OrderList({ customerId, detailsHref }: OrderListProps) {
  const list = useListState(ORDER_LIST);
  const { page, sort, filters } = list.state;
  const [q, setQ] = useState(filters.q ?? '');
  const [type, setType] = useState<string>(filters.type ?? '');
  const [status, setStatus] = useState<string>(filters.status ?? '');
  const query: HistoryQuery = {
    page,
    limit: ORDER_HISTORY_PAGE_SIZE,
    sortOption: sortOption(sort),
    ...(customerId ? { customerId } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.q ? { q: filters.q } : {}),
  };
  const result = useQuery({ ...orderHistoryQuery(query), enabled: list.ready });
  useClampPage(
    list,
    result.data && !result.isPlaceholderData ? lastPage(result.data.totalCount, list.pageSize) : undefined,
  );
  const filtered = Boolean(filters.type || filters.status || filters.q);

  const apply = (next: { q: string; type: string; status: string }) =>
    list.update({
      filters: {
        q: next.q.trim() || null,
        type: (next.type || null) as typeof filters.type,
        status: (next.status || null) as typeof filters.status,
      },
    });

  const columns: Column<OrderGroup, SortField>[] = [
    {
      key: 'order',
      header: ordersText('col.order'),
      rowHeader: true,
      cell: (o) => (
        <Anchor component={Link} to={detailsHref(o)}>
          {o.orderNumber}
        </Anchor>
      ),
    },
    {
      key: 'date',
      header: ordersText('col.date'),
      sortField: 'date',
      cell: (o) => <time dateTime={o.orderDate}>{when(o.orderDate)}</time>,
    },
    {
      key: 'items',
      header: ordersText('col.items'),
      cell: (o) => (
        <List size="sm" listStyleType="none" spacing={2}>
          {o.items.map((i) => (
            <List.Item key={`${i.projectId}-${i.itemType}`}>
              {ordersText('row.item', {
                title: i.title,
                type: itemTypeLabel(i.itemType),
                quantity: i.quantity,
              })}
            </List.Item>
          ))}
        </List>
      ),
    },
    {
      key: 'total',
      header: ordersText('col.total'),
      sortField: 'total',
      cell: (o) => formatMoney(o.orderTotal),
    },
    { key: 'status', header: ordersText('col.status'), cell: (o) => statusLabel(o.status) },
    { key: 'payment', header: ordersText('col.payment'), cell: (o) => paymentLabel(o.paymentState) },
    {
      key: 'cancel',
      header: ordersText('col.cancel'),
      cell: (o) =>
        o.cancellableUntil ? ordersText('row.cancelBy', { date: when(o.cancellableUntil) }) : '—',
    },
  ];

  const empty = filtered ? (
    <Text role="status">{ordersText('history.noMatch')}</Text>
  ) : customerId ? (
    <Text role="status">{ordersText('history.adminEmpty')}</Text>
  ) : (
    <Stack gap="xs" role="status">
      <Text fw={600}>{ordersText('history.empty')}</Text>
      <Text>{ordersText('history.emptyHow')}</Text>
      <Anchor component={Link} to="/projects">
        {ordersText('history.emptyLink')}
      </Anchor>
    </Stack>
  );

  return (
    <Stack gap="md">
      <FilterForm
        label={ordersText('filters.label')}
        submitLabel={ordersText('filters.apply')}
        onApply={() => apply({ q, type, status })}
        after={
          filtered ? (
            <Button
              variant="default"
              onClick={() => {
                setQ('');
                setType('');
                setStatus('');
                apply({ q: '', type: '', status: '' });
              }}
            >
              {ordersText('filters.clear')}
            </Button>
          ) : null
        }
      >
        <TextInput
          label={ordersText('filters.q')}
          type="search"
          maxLength={100}
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
        />
        <NativeSelect
          label={ordersText('filters.type')}
          value={type}
          onChange={(e) => setType(e.currentTarget.value)}
          data={[
            { value: '', label: ordersText('filters.anyType') },
            ...CART_ITEM_TYPES.map((v) => ({ value: v, label: itemTypeLabel(v) })),
          ]}
        />
        <NativeSelect
          label={ordersText('filters.status')}
          value={status}
          onChange={(e) => setStatus(e.currentTarget.value)}
          data={[
            { value: '', label: ordersText('filters.anyStatus') },
            ...ORDER_STATUSES.map((v) => ({ value: v, label: statusLabel(v) })),
          ]}
        />
      </FilterForm>
      <PagedTable
        query={result}
        loading={ordersText('history.loading')}
        error={ordersText('history.loadError')}
        empty={empty}
        list={list}
        view={{ rowsOf: (d) => d.orderGroups, rowKey: (o) => o.orderNumber, columns }}
        caption={customerId ? ordersText('history.adminCaption') : ordersText('history.caption')}
        hideCaption
        pagerLabel={ordersText('history.pages')}
        footer={(d) => (
          <Text size="sm" c="dimmed">
            {d.totalCount === 1
              ? ordersText('history.countOne')
              : ordersText('history.count', { count: d.totalCount })}
          </Text>
        )}
      />
    </Stack>
  );
}
