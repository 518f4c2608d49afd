import { Alert, Button, FileInput, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { ADMIN_PERMISSION, hasPermission, vendorStatusLabel } from '@quire/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate } from 'react-router';
import type { Column } from '../../../components/DataTable';
import { Loading } from '../../../components/Loading';
import { PagedTable } from '../../../components/PagedTable';
import { showToast } from '../../../components/toasts';
import { listSpec, oneOf } from '../../../lib/list-state';
import { useSession } from '../../../lib/session';
import { useListState } from '../../../lib/use-list-state';
import { usePageTitle } from '../../../lib/use-page-title';
import { enableTaxForm, uploadTaxForm, type VendorQueueItem, vendorQueueQuery } from '../api';
import { ReviewActions } from '../components/ReviewActions';
import { reviewText } from '../components/ReviewMessages';

type VendorSort = 'waiting' | 'vendor' | 'publisher' | 'status';

/** The statuses the queue can show besides the default (Pending and In Review together). */
const FILTERS = ['Pending', 'InReview', 'Rejected', 'Active', 'New'] as const;
type QueueFilter = (typeof FILTERS)[number];

/** The status shown (none: the vendors waiting for review) and the order, in the address. */
const QUEUE = listSpec({
  pageSize: 30,
  sort: {
    fields: ['waiting', 'vendor', 'publisher', 'status'],
    default: { field: 'waiting', direction: 'asc' },
  },
  filters: { status: oneOf(FILTERS) },
});
const SORT_BY: Record<VendorSort, (v: VendorQueueItem) => string | null> = {
  waiting: (v) => v.updatedAt,
  vendor: (v) => v.vendorNumber ?? v.customerId,
  publisher: (v) => v.publisherName,
  status: (v) => v.statusLabel,
};
const labelOf = (v: VendorQueueItem) => v.vendorNumber ?? v.customerId;

const COLUMNS: Column<VendorQueueItem, VendorSort>[] = [
  {
    key: 'vendor',
    header: reviewText('review.col.vendor'),
    sortField: 'vendor',
    cell: (v) => (
      <>
        {labelOf(v)}
        <Text size="sm" c="dimmed">
          {v.email}
        </Text>
      </>
    ),
  },
  {
    key: 'publisher',
    header: reviewText('review.col.publisher'),
    sortField: 'publisher',
    cell: (v) => v.publisherName,
  },
  { key: 'status', header: reviewText('review.col.status'), sortField: 'status', cell: (v) => v.statusLabel },
  { key: 'tax', header: reviewText('review.col.tax'), cell: (v) => <TaxCell vendor={v} /> },
  { key: 'review', header: reviewText('review.col.review'), cell: (v) => <ReviewActions vendor={v} /> },
];

/**
 * /admin/vendors: the vendors waiting for review (Pending, In Review), longest waiting first, or
 * those of one status (Rejected ones to reopen them). An administrator makes only the moves the
 * state machine allows, each after a confirmation; the server records it in the audit log.
 */
export default function VendorReviewPage() {
  usePageTitle(reviewText('review.title'));
  const { data: user, isPending } = useSession();
  const list = useListState(QUEUE);
  const status = list.state.filters.status;
  const queue = useQuery({
    ...vendorQueueQuery(status ?? undefined),
    enabled: !!user && hasPermission(user.permissions, ADMIN_PERMISSION) && list.ready,
  });
  if (isPending) return <Loading />;
  if (!user) return <Navigate to="/sign-in" replace />;
  if (!hasPermission(user.permissions, ADMIN_PERMISSION))
    return <Alert color="red">{reviewText('review.forbidden')}</Alert>;
  return (
    <Stack gap="md" p="md">
      <Title order={1}>{reviewText('review.title')}</Title>
      <NativeSelect
        label={reviewText('review.filter')}
        value={status ?? ''}
        onChange={(e) => {
          const value = e.currentTarget.value;
          list.update({ filters: { status: value === '' ? null : (value as QueueFilter) } });
        }}
        data={[
          { value: '', label: reviewText('review.filter.waiting') },
          ...FILTERS.map((f) => ({ value: f, label: reviewText(`review.filter.${f}`) })),
        ]}
        maw={360}
      />
      <PagedTable
        query={queue}
        loading={reviewText('review.loading')}
        empty={
          <Text>
            {status
              ? reviewText('review.empty', { status: vendorStatusLabel(status) })
              : reviewText('review.emptyWaiting')}
          </Text>
        }
        list={list}
        view={{
          rowsOf: (rows) => rows,
          rowKey: (v) => v.vendorNumber ?? v.customerId,
          columns: COLUMNS,
          sortBy: SORT_BY,
        }}
        caption={reviewText('review.caption')}
        hideCaption
      />
    </Stack>
  );
}

/** Runs one tax form action: busy while it runs, a toast when done, the queue refreshed. */
function useReviewAction() {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      showToast({ message: await work(), tone: 'success' });
      await client.invalidateQueries({ queryKey: ['admin', 'vendors'] });
    } catch {
      // The error dialog says why.
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** Tax and bank: what is on file, the tax form's upload, and putting a submitted form on file. */
function TaxCell({ vendor }: { vendor: VendorQueueItem }) {
  const { busy, run } = useReviewAction();
  const [file, setFile] = useState<File | null>(null);
  const [expiry, setExpiry] = useState('');
  const label = labelOf(vendor);
  const number = vendor.vendorNumber;
  const upload = () =>
    number && file
      ? run(async () => {
          await uploadTaxForm(number, file);
          setFile(null);
          return reviewText('tax.uploaded', { vendor: number });
        })
      : undefined;
  const enable = () =>
    number
      ? run(async () => {
          await enableTaxForm(number, expiry ? { w8ExpiryDate: expiry } : {});
          return reviewText('tax.enabled', { vendor: number });
        })
      : undefined;
  return (
    <>
      <Text size="sm">
        {reviewText('tax.summary', {
          payment: reviewText(vendor.hasPayment ? 'tax.saved' : 'tax.missing'),
          status: vendor.wFileStatus,
        })}
      </Text>
      <Group gap="xs" wrap="wrap" mt={4}>
        <FileInput
          aria-label={reviewText('tax.file', { vendor: label })}
          placeholder={reviewText('tax.filePlaceholder')}
          accept="application/pdf"
          value={file}
          onChange={setFile}
          clearable
          size="xs"
        />
        <Button size="xs" variant="default" disabled={busy || !file} onClick={() => void upload()}>
          {reviewText('tax.upload')}
        </Button>
        {vendor.wFileStatus === 'Submitted' ? (
          <>
            <TextInput
              type="date"
              size="xs"
              aria-label={reviewText('tax.expiry', { vendor: label })}
              value={expiry}
              onChange={(e) => setExpiry(e.currentTarget.value)}
            />
            <Button
              size="xs"
              disabled={busy}
              onClick={() => void enable()}
              aria-label={reviewText('tax.enableLabel', { vendor: label })}
            >
              {reviewText('tax.enable')}
            </Button>
          </>
        ) : null}
      </Group>
    </>
  );
}
