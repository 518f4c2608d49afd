import { Drawer, Group, Modal, Stack, Text } from '@mantine/core';
import {
  PROMO_MESSAGES as M,
  PROMO_PAGE_WINDOW,
  PROMO_STATUS_LABELS,
  PROMO_STATUS_MOVES,
  PROMO_TOAST_MS,
  type PromoStatus,
} from '@quire/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { openConfirmation } from '../../../../components/modals/open';
import { PagedTable } from '../../../../components/PagedTable';
import { showToast } from '../../../../components/toasts';
import { t } from '../../../../i18n';
import { lastPage, writeListState } from '../../../../lib/list-state';
import { useClampPage, useListState } from '../../../../lib/use-list-state';
import { nominationKeys } from '../../api/nomination';
import {
  deleteRequest,
  type RequestItem,
  type RequestListQuery,
  requestKeys,
  requestListQuery,
  updateRequestStatus,
} from '../../api/requests';
import { NominationEditor } from '../nomination/NominationEditor';
import { IsbnBook } from './BookSummary';
import { apiSort, requestListSpec, tabOf } from './list-spec';
import { requestsText } from './messages';
import { NotesBody } from './NotesBody';
import { RequestFilters } from './RequestFilters';
import { ReviewBar } from './ReviewBar';
import { requestColumns } from './request-columns';
import { StatusTabs } from './StatusTabs';
import { useStatusReview } from './use-status-review';
import './requests.css';
import '@mantine/core/styles/Drawer.css';

export type RequestListMode = 'publisher' | 'admin';

/**
 * The merchandising request list (spec 2 §2.3) of a publisher (their own requests, edit and delete)
 * or of the administrators (every request: search, type, expired, status changes with undo, the
 * ISBN look-up). Tab, page, sort and filters live in the address.
 */
export function PromoRequestList({ mode }: { mode: RequestListMode }) {
  const admin = mode === 'admin';
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params);
  const spec = useMemo(() => requestListSpec(admin, tab), [admin, tab]);
  const list = useListState(spec);
  const { page, sort, filters } = list.state;
  const queryClient = useQueryClient();

  const query: RequestListQuery = {
    status: tab,
    pageNum: page,
    recordsPerPage: spec.pageSize,
    sortBy: apiSort(sort),
    ...(admin
      ? {
          isAdmin: true,
          promoType: filters.type ?? 'ALL',
          includeExpired: filters.expired !== 'exclude',
          ...(filters.q ? { searchText: filters.q } : {}),
        }
      : {}),
  };
  const result = useQuery({ ...requestListQuery(query), enabled: list.ready });
  // After a change empties the page, step back to the last page that has rows (spec 2 §4).
  useClampPage(
    list,
    result.data && !result.isPlaceholderData
      ? lastPage(result.data.numberOfRecords, spec.pageSize)
      : undefined,
  );

  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [preview, setPreview] = useState<RequestItem | null>(null);
  const [notes, setNotes] = useState<RequestItem | null>(null);
  const [editing, setEditing] = useState<RequestItem | null>(null);

  // Another tab, page, order or filter: the checks belonged to the rows that were shown.
  const listKey = JSON.stringify(query);
  useEffect(() => {
    void listKey;
    setSelected(new Set());
  }, [listKey]);

  const moves = admin ? PROMO_STATUS_MOVES[tab] : [];
  const canSelect = admin && tab !== 'COMPLETED';
  const filtered = admin && Boolean(filters.q || filters.type);
  const tabLabel = PROMO_STATUS_LABELS[tab];

  const reload = () => queryClient.invalidateQueries({ queryKey: requestKeys.all });
  const review = useStatusReview({
    change: updateRequestStatus,
    onChanged: () => setSelected(new Set()),
    reload,
  });

  /** Checked rows, or the one row whose own control was used when none is checked (spec 2 §4). */
  const targets = (row?: RequestItem): string[] => (selected.size > 0 ? [...selected] : row ? [row.id] : []);

  async function remove(r: RequestItem) {
    const yes = await openConfirmation({
      title: M.deleteTitle,
      message: M.deleteText,
      confirmLabel: requestsText('delete.confirm'),
      cancelLabel: requestsText('delete.cancel'),
    });
    if (!yes) return;
    try {
      await deleteRequest(r.id);
      showToast({ message: requestsText('delete.done'), tone: 'success' });
    } catch {
      // The API client has shown what went wrong.
    } finally {
      await reload();
    }
  }

  /** An administrator's edit was saved: the modal closes and the list reloads where it was (spec 2 §4). */
  function edited(r: RequestItem) {
    setEditing(null);
    // The next edit of this request loads it again rather than showing the values before this one.
    queryClient.removeQueries({ queryKey: nominationKeys.request(r.id) });
    void queryClient.invalidateQueries({ queryKey: ['promotions'] });
    showToast({ message: requestsText('edit.saved'), duration: PROMO_TOAST_MS, tone: 'success' });
    void reload();
  }

  /** Another tab: page 1 and that tab's own default order (spec 2 §4). */
  function chooseTab(next: PromoStatus) {
    const nextSpec = requestListSpec(admin, next);
    setParams(
      writeListState(
        nextSpec,
        {
          page: 1,
          sort: nextSpec.sort.default,
          filters: { ...filters, status: next === 'PENDING' ? null : next },
        },
        params,
      ),
    );
    setPreview(null);
  }

  const columns = requestColumns({
    admin,
    tab,
    moves,
    onMove: (to, r) => void review.startMove(to, targets(r)),
    onPreview: setPreview,
    onNotes: setNotes,
    onDelete: (r) => void remove(r),
    ...(admin ? { onEdit: setEditing } : {}),
  });

  const empty = (
    <Text role="status">
      {filtered
        ? M.emptySearch
        : admin
          ? M.emptyAdmin(tabLabel.toLowerCase())
          : M.emptyPublisher(tabLabel.toLowerCase())}
    </Text>
  );

  const table = (
    <PagedTable
      query={result}
      loading={requestsText('list.loading')}
      error={requestsText('list.loadError')}
      empty={empty}
      list={list}
      window={PROMO_PAGE_WINDOW}
      view={{
        rowsOf: (d) => d.promos,
        rowKey: (r) => r.id,
        columns,
        totalOf: (d) => d.numberOfRecords,
      }}
      caption={requestsText('list.caption', { tab: tabLabel })}
      hideCaption
      pagerLabel={requestsText('list.pages')}
      {...(canSelect
        ? {
            selection: {
              selected,
              onChange: setSelected,
              rowLabel: (r: RequestItem) => requestsText('row.select', { title: r.title }),
            },
          }
        : {})}
      footer={(d) => (
        <Text size="sm" c="dimmed">
          {d.numberOfRecords === 1
            ? requestsText('list.countOne')
            : requestsText('list.count', { count: d.numberOfRecords })}
        </Text>
      )}
    />
  );

  return (
    <Stack gap="md">
      {admin ? (
        <Group align="flex-end" gap="md" wrap="wrap">
          <RequestFilters list={list} />
        </Group>
      ) : null}

      <StatusTabs tab={tab} label={requestsText('tabs.label')} onChoose={chooseTab}>
        {table}
      </StatusTabs>

      {moves.length > 0 ? (
        <ReviewBar
          selectedCount={selected.size}
          moves={moves}
          onMove={(to) => void review.startMove(to, targets())}
        />
      ) : null}

      {review.elements}

      <Modal
        opened={notes !== null}
        onClose={() => setNotes(null)}
        title={requestsText('notes.title')}
        centered
        closeButtonProps={{ 'aria-label': t('modal.close') }}
      >
        {notes ? <NotesBody request={notes} /> : null}
      </Modal>

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={requestsText('edit.title')}
        size="xl"
        closeButtonProps={{ 'aria-label': t('modal.close') }}
      >
        {editing ? (
          <NominationEditor
            key={editing.id}
            id={editing.id}
            admin
            onDone={() => edited(editing)}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>

      <Drawer
        opened={preview !== null}
        onClose={() => setPreview(null)}
        position="right"
        title={preview?.title ?? requestsText('book.title')}
        closeButtonProps={{ 'aria-label': requestsText('book.close') }}
      >
        {preview ? <IsbnBook isbn={preview.ean} /> : null}
      </Drawer>
    </Stack>
  );
}
