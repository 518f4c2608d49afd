import { Stack, Text } from '@mantine/core';
import {
  displayDayOf,
  PROMO_MESSAGES as M,
  PROMO_PAGE_SIZE,
  PROMO_PAGE_WINDOW,
  PROMO_STATUS_LABELS,
  PROMO_STATUS_MOVES,
  type PromoStatus,
  promoDayOf,
} from '@quire/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Column } from '../../../../components/DataTable';
import { PagedTable } from '../../../../components/PagedTable';
import { formatMoney } from '../../../../lib/format';
import { lastPage, listSpec, text } from '../../../../lib/list-state';
import { useClampPage, useListState } from '../../../../lib/use-list-state';
import type { RequestItem } from '../../api/requests';
import { type TradeListQuery, tradeKeys, tradeListQuery, updateTradeStatus } from '../../api/trade';
import { tabFilter } from '../requests/list-spec';
import { ReviewBar } from '../requests/ReviewBar';
import { StatusTabs } from '../requests/StatusTabs';
import { useStatusReview } from '../requests/use-status-review';
import { tradeText as T } from './messages';
import '../requests/requests.css';

/**
 * The trade page's state in the address: the publisher (`vendor`), the tab (`status`, PENDING left
 * out) and the page. The server answers a tab in one order, so there is no sort to choose.
 */
export const TRADE_LIST = listSpec({
  pageSize: PROMO_PAGE_SIZE,
  sort: { fields: ['submitted'], default: { field: 'submitted', direction: 'asc' }, fixedDirection: true },
  filters: { vendor: text(40), status: tabFilter },
});

const none = T('trade.row.none');
const day = (sent: string | null) => {
  const d = promoDayOf(sent);
  return d ? displayDayOf(d) : none;
};
const span = (start: string | null, end: string | null) =>
  start && end && end !== start ? T('trade.row.range', { start: day(start), end: day(end) }) : day(start);
const money = (v: RequestItem['promoPrice']) => (v === null ? none : formatMoney(v));

const COLUMNS: Column<RequestItem, 'submitted'>[] = [
  { key: 'title', header: T('trade.col.title'), rowHeader: true, cell: (r) => r.title },
  { key: 'ean', header: T('trade.col.ean'), cell: (r) => r.ean },
  { key: 'promotion', header: T('trade.col.promotion'), cell: (r) => r.description },
  { key: 'regularPrice', header: T('trade.col.regularPrice'), cell: (r) => money(r.regularPrice) },
  { key: 'promoPrice', header: T('trade.col.promoPrice'), cell: (r) => money(r.promoPrice) },
  {
    key: 'preferred',
    header: T('trade.col.preferred'),
    cell: (r) =>
      r.flexDate === 'true' ? T('trade.row.flexible') : span(r.preferredStartDate, r.preferredEndDate),
  },
  {
    key: 'startEnd',
    header: T('trade.col.startEnd'),
    // The promotion's own days are set when it is accepted.
    cell: (r) => (r.status === 'APPROVED' || r.status === 'COMPLETED' ? span(r.startDate, r.endDate) : none),
  },
  { key: 'submitted', header: T('trade.col.submitted'), cell: (r) => day(r.submissionDate) },
  {
    key: 'comments',
    header: T('trade.col.comments'),
    cell: (r) => (
      <Stack gap={2}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {r.additionalComments.trim() || none}
        </Text>
        {r.status === 'DECLINED' && r.decline ? (
          <Text size="sm" c="dimmed">
            {T('trade.col.decline')}: {r.decline.text}
          </Text>
        ) : null}
      </Stack>
    ),
  },
];

export interface TradeRequestListProps {
  vendorNumber: string;
  /** The publisher's name, for the table's caption. */
  publisherName: string;
}

/**
 * One trade publisher's nominations by status tab, paged by the server, reviewed as the Quire
 * requests are (spec 2 §4): checked rows accepted with their dates, declined with a reason or
 * returned to pending, then the undo bar for the server's undo window.
 */
export function TradeRequestList({ vendorNumber, publisherName }: TradeRequestListProps) {
  const list = useListState(TRADE_LIST);
  const { page, filters } = list.state;
  const tab: PromoStatus = filters.status ?? 'PENDING';
  const query: TradeListQuery = { vendorNumber, status: tab, pageNum: page, recordsPerPage: PROMO_PAGE_SIZE };
  const result = useQuery({ ...tradeListQuery(query), enabled: list.ready });
  // After a change empties the page, step back to the last page that has rows.
  useClampPage(
    list,
    result.data && !result.isPlaceholderData
      ? lastPage(result.data.numberOfRecords, PROMO_PAGE_SIZE)
      : undefined,
  );
  const client = useQueryClient();
  const [selected, setSelected] = useState<Set<string>>(() => new Set());

  // Another publisher, tab or page: the checks belonged to the rows that were shown.
  const listKey = JSON.stringify(query);
  useEffect(() => {
    void listKey;
    setSelected(new Set());
  }, [listKey]);

  const moves = PROMO_STATUS_MOVES[tab];
  const tabLabel = PROMO_STATUS_LABELS[tab];
  const reload = () => client.invalidateQueries({ queryKey: tradeKeys.requests });
  const review = useStatusReview({
    change: updateTradeStatus,
    onChanged: () => setSelected(new Set()),
    reload,
  });

  const table = (
    <PagedTable
      query={result}
      loading={T('trade.loading')}
      error={T('trade.loadError')}
      empty={<Text role="status">{M.emptyAdmin(tabLabel.toLowerCase())}</Text>}
      list={list}
      window={PROMO_PAGE_WINDOW}
      view={{
        rowsOf: (d) => d.promos,
        rowKey: (r) => r.id,
        columns: COLUMNS,
        totalOf: (d) => d.numberOfRecords,
      }}
      caption={T('trade.caption', { name: publisherName, tab: tabLabel })}
      hideCaption
      pagerLabel={T('trade.pages')}
      {...(moves.length > 0
        ? {
            selection: {
              selected,
              onChange: setSelected,
              rowLabel: (r: RequestItem) => T('trade.row.select', { title: r.title }),
            },
          }
        : {})}
      footer={(d) => (
        <Text size="sm" c="dimmed">
          {d.numberOfRecords === 1 ? T('trade.countOne') : T('trade.count', { count: d.numberOfRecords })}
        </Text>
      )}
    />
  );

  return (
    <Stack gap="md">
      <StatusTabs
        tab={tab}
        label={T('trade.tabs')}
        onChoose={(next) =>
          list.update({ filters: { status: next === 'PENDING' ? null : (next as typeof filters.status) } })
        }
      >
        {table}
      </StatusTabs>

      {moves.length > 0 ? (
        <ReviewBar
          selectedCount={selected.size}
          moves={moves}
          label={T('trade.bar')}
          onMove={(to) => void review.startMove(to, [...selected])}
        />
      ) : null}

      {review.elements}
    </Stack>
  );
}
