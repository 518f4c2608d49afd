import {
  ActionIcon,
  Anchor,
  Button,
  Drawer,
  Group,
  Menu,
  Modal,
  NativeSelect,
  Paper,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import {
  displayDayOf,
  PROMO_MESSAGES as M,
  PROMO_PAGE_WINDOW,
  PROMO_STATUS_LABELS,
  PROMO_STATUS_MOVES,
  PROMO_STATUSES,
  type PromoStatus,
  promoDayOf,
  type StoredPromoStatus,
} from '@quire/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Column } from '../../../../components/DataTable';
import { FilterForm } from '../../../../components/FilterForm';
import { openConfirmation } from '../../../../components/modals/open';
import { PagedTable } from '../../../../components/PagedTable';
import { showToast } from '../../../../components/toasts';
import { t } from '../../../../i18n';
import { formatMoney } from '../../../../lib/format';
import { lastPage, writeListState } from '../../../../lib/list-state';
import { useClampPage, useListState } from '../../../../lib/use-list-state';
import {
  deleteRequest,
  promoFiltersQuery,
  type RequestItem,
  type RequestListQuery,
  requestKeys,
  requestListQuery,
  undoRequestStatus,
  updateRequestStatus,
} from '../../api/requests';
import { IsbnBook } from './BookSummary';
import { apiSort, type RequestSortField, requestListSpec, tabOf } from './list-spec';
import { requestsText } from './messages';
import { AcceptDialog, DeclineDialog, type MoveDetails } from './StatusDialogs';
import { UndoBar } from './UndoBar';
import './requests.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Tabs.css';

export type RequestListMode = 'publisher' | 'admin';

const day = (sent: string | null) => {
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

interface PendingMove {
  to: 'APPROVED' | 'DECLINED';
  ids: string[];
}

interface Undoable {
  /** Distinguishes one change's bar from the next (its countdown starts again). */
  changeId: string;
  count: number;
  label: string;
  seconds: number;
}

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
  const typeFilters = useQuery({ ...promoFiltersQuery, enabled: admin });

  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [preview, setPreview] = useState<RequestItem | null>(null);
  const [notes, setNotes] = useState<RequestItem | null>(null);
  const [dialog, setDialog] = useState<PendingMove | null>(null);
  const [undo, setUndo] = useState<Undoable | null>(null);
  const [q, setQ] = useState(filters.q ?? '');

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
  const closeUndo = useCallback(() => setUndo(null), []);

  /** Checked rows, or the one row whose own control was used when none is checked (spec 2 §4). */
  const targets = (row?: RequestItem): string[] => (selected.size > 0 ? [...selected] : row ? [row.id] : []);

  async function apply(to: StoredPromoStatus, ids: string[], details: MoveDetails = {}) {
    try {
      const change = await updateRequestStatus({ ids, status: to, ...details });
      setSelected(new Set());
      setUndo({
        changeId: change.changeId,
        count: change.updated,
        label: PROMO_STATUS_LABELS[change.status],
        seconds: change.undoSeconds,
      });
    } catch {
      // The API client has shown what went wrong.
    } finally {
      await reload();
    }
  }

  async function startMove(to: StoredPromoStatus, ids: string[]) {
    if (ids.length === 0) return;
    if (to === 'PENDING') {
      const yes = await openConfirmation({
        title: M.pendingTitle,
        message: M.pendingText,
        confirmLabel: requestsText('confirm.yes'),
        cancelLabel: requestsText('confirm.no'),
      });
      if (yes) await apply('PENDING', ids);
      return;
    }
    setDialog({ to, ids });
  }

  async function undoChange() {
    const change = undo;
    setUndo(null);
    if (!change) return;
    try {
      await undoRequestStatus(change.changeId);
      showToast({ message: requestsText('undo.done'), tone: 'success' });
    } catch {
      // The API client has shown why (the window ended, or the requests changed since).
    } finally {
      await reload();
    }
  }

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

  /** Another tab: page 1 and that tab's own default order (spec 2 §4). */
  function chooseTab(next: PromoStatus) {
    if (next === tab) return;
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
            <Menu.Item key={to} onClick={() => void startMove(to, targets(r))}>
              {requestsText(`move.${to}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    );

  const columns: Column<RequestItem, RequestSortField>[] = [
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
          onClick={() => setPreview(r)}
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
          onClick={() => setNotes(r)}
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
          {r.status === 'PENDING' ? (
            <ActionIcon
              component={Link}
              to={editHref(r)}
              variant="subtle"
              aria-label={requestsText('row.editLabel', { title: r.title })}
            >
              <PencilIcon />
            </ActionIcon>
          ) : null}
          {!admin && tab !== 'COMPLETED' ? (
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => void remove(r)}
              aria-label={requestsText('row.deleteLabel', { title: r.title })}
            >
              <TrashIcon />
            </ActionIcon>
          ) : null}
        </Group>
      ),
    },
  ];

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
          <FilterForm
            label={requestsText('filters.label')}
            submitLabel={requestsText('filters.searchButton')}
            onApply={() => list.update({ filters: { q: q.trim() || null } })}
          >
            <TextInput
              type="search"
              aria-label={M.adminSearchPlaceholder}
              placeholder={M.adminSearchPlaceholder}
              maxLength={100}
              value={q}
              onChange={(e) => setQ(e.currentTarget.value)}
            />
          </FilterForm>
          <NativeSelect
            label={requestsText('filters.type')}
            value={filters.type ?? 'ALL'}
            onChange={(e) => {
              const v = e.currentTarget.value;
              list.update({ filters: { type: v === 'ALL' ? null : (v as typeof filters.type) } });
            }}
            data={[
              { value: 'ALL', label: requestsText('filters.all') },
              ...(typeFilters.data ?? []).map((f) => ({ value: f.value, label: f.label })),
            ]}
          />
          <Switch
            label={M.includeExpired}
            checked={filters.expired !== 'exclude'}
            onChange={(e) =>
              list.update({ filters: { expired: e.currentTarget.checked ? null : 'exclude' } })
            }
          />
        </Group>
      ) : null}

      <Tabs value={tab} onChange={(v) => v && chooseTab(v as PromoStatus)} keepMounted={false}>
        <Tabs.List aria-label={requestsText('tabs.label')}>
          {PROMO_STATUSES.map((s) => (
            <Tabs.Tab key={s} value={s}>
              {PROMO_STATUS_LABELS[s]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {PROMO_STATUSES.map((s) => (
          <Tabs.Panel key={s} value={s} pt="md">
            {s === tab ? table : null}
          </Tabs.Panel>
        ))}
      </Tabs>

      {moves.length > 0 ? (
        <Paper className="promo-action-bar" withBorder p="sm">
          <Group gap="sm" role="group" aria-label={requestsText('bar.label')}>
            <Text size="sm">
              {selected.size === 1
                ? requestsText('bar.selectedOne')
                : requestsText('bar.selected', { count: selected.size })}
            </Text>
            {moves.map((to) => (
              <Button
                key={to}
                size="sm"
                variant={to === 'APPROVED' ? 'filled' : 'default'}
                disabled={selected.size === 0}
                onClick={() => void startMove(to, targets())}
              >
                {requestsText(`move.${to}`)}
              </Button>
            ))}
          </Group>
        </Paper>
      ) : null}

      {undo ? (
        <UndoBar
          key={undo.changeId}
          count={undo.count}
          label={undo.label}
          seconds={undo.seconds}
          onUndo={() => void undoChange()}
          onClose={closeUndo}
        />
      ) : null}

      {dialog?.to === 'APPROVED' ? (
        <AcceptDialog
          onCancel={() => setDialog(null)}
          onConfirm={(details) => {
            setDialog(null);
            void apply('APPROVED', dialog.ids, details);
          }}
        />
      ) : null}
      {dialog?.to === 'DECLINED' ? (
        <DeclineDialog
          onCancel={() => setDialog(null)}
          onConfirm={(details) => {
            setDialog(null);
            void apply('DECLINED', dialog.ids, details);
          }}
        />
      ) : null}

      <Modal
        opened={notes !== null}
        onClose={() => setNotes(null)}
        title={requestsText('notes.title')}
        centered
        closeButtonProps={{ 'aria-label': t('modal.close') }}
      >
        {notes ? <NotesBody request={notes} /> : null}
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

/** The Notes modal's words: the publisher's comments, and the decline's reason or the review date. */
function NotesBody({ request: r }: { request: RequestItem }) {
  const review = promoDayOf(r.reviewBy);
  return (
    <Stack gap="sm">
      <Text fw={600}>{requestsText('notes.comments')}</Text>
      <Text style={{ whiteSpace: 'pre-wrap' }}>
        {r.additionalComments.trim() || requestsText('notes.noComments')}
      </Text>
      {r.status === 'DECLINED' && r.decline ? (
        <>
          <Text fw={600}>{requestsText('notes.declined')}</Text>
          <Text>{r.decline.text}</Text>
        </>
      ) : null}
      {r.status === 'PENDING' && review ? (
        <Text>{requestsText('notes.review', { date: displayDayOf(review) })}</Text>
      ) : null}
    </Stack>
  );
}
