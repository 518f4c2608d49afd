import { Alert, Button, FileInput, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { ADMIN_PERMISSION, hasPermission } from '@quire/domain';
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
import { enableTaxForm, reviewVendor, uploadTaxForm, type VendorQueueItem, vendorQueueQuery } from '../api';

type VendorSort = 'waiting' | 'vendor' | 'publisher' | 'status';

/** The status shown (none: the vendors waiting for review) and the order, in the address. */
const QUEUE = listSpec({
  pageSize: 30,
  sort: {
    fields: ['waiting', 'vendor', 'publisher', 'status'],
    default: { field: 'waiting', direction: 'asc' },
  },
  filters: { status: oneOf(['Active', 'Rejected', 'New']) },
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
    header: 'Vendor',
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
  { key: 'publisher', header: 'Publisher', sortField: 'publisher', cell: (v) => v.publisherName },
  { key: 'status', header: 'Status', sortField: 'status', cell: (v) => v.statusLabel },
  { key: 'tax', header: 'Tax and bank', cell: (v) => <TaxCell vendor={v} /> },
  { key: 'review', header: 'Review', cell: (v) => <ReviewCell vendor={v} /> },
];

/**
 * /admin/vendors: the vendors waiting for review (Pending, In Review), longest waiting first. An
 * administrator moves one to In Review, Active or Rejected; the server records it in the audit log.
 */
export default function VendorReviewPage() {
  usePageTitle('Vendor review');
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
    return <Alert color="red">You do not have permission to do that.</Alert>;
  return (
    <Stack gap="md" p="md">
      <Title order={1}>Vendor review</Title>
      <NativeSelect
        label="Show"
        value={status ?? ''}
        onChange={(e) => {
          const value = e.currentTarget.value;
          list.update({
            filters: { status: value === '' ? null : (value as 'Active' | 'Rejected' | 'New') },
          });
        }}
        data={[
          { value: '', label: 'Waiting for review (Pending, In Review)' },
          { value: 'Active', label: 'Active' },
          { value: 'Rejected', label: 'Rejected' },
          { value: 'New', label: 'New' },
        ]}
        maw={360}
      />
      <PagedTable
        query={queue}
        loading="Loading the vendors…"
        empty={<Text>No vendor is waiting for review.</Text>}
        list={list}
        view={{
          rowsOf: (rows) => rows,
          rowKey: (v) => v.vendorNumber ?? v.customerId,
          columns: COLUMNS,
          sortBy: SORT_BY,
        }}
        caption="Vendors"
        hideCaption
      />
    </Stack>
  );
}

/** Runs one review action: busy while it runs, a toast when done, the queue refreshed. */
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
          return `The tax form of ${number} was uploaded.`;
        })
      : undefined;
  const enable = () =>
    number
      ? run(async () => {
          await enableTaxForm(number, expiry ? { w8ExpiryDate: expiry } : {});
          return `The tax form of ${number} is on file.`;
        })
      : undefined;
  return (
    <>
      <Text size="sm">
        {vendor.hasPayment ? 'Saved' : 'Missing'} · W-8/W-9 {vendor.wFileStatus}
      </Text>
      <Group gap="xs" wrap="wrap" mt={4}>
        <FileInput
          aria-label={`Tax form of ${label} (PDF)`}
          placeholder="W-8/W-9 (PDF)"
          accept="application/pdf"
          value={file}
          onChange={setFile}
          clearable
          size="xs"
        />
        <Button size="xs" variant="default" disabled={busy || !file} onClick={() => void upload()}>
          Upload
        </Button>
        {vendor.wFileStatus === 'Submitted' ? (
          <>
            <TextInput
              type="date"
              size="xs"
              aria-label={`W-8 expiry of ${label}`}
              value={expiry}
              onChange={(e) => setExpiry(e.currentTarget.value)}
            />
            <Button
              size="xs"
              disabled={busy}
              onClick={() => void enable()}
              aria-label={`Put the tax form of ${label} on file`}
            >
              Put on file
            </Button>
          </>
        ) : null}
      </Group>
    </>
  );
}

/** The review: a reason, and In Review (from Pending), Approve or Reject. */
function ReviewCell({ vendor }: { vendor: VendorQueueItem }) {
  const { busy, run } = useReviewAction();
  const [reason, setReason] = useState('');
  const label = labelOf(vendor);
  const number = vendor.vendorNumber;
  const act = (status: 'InReview' | 'Active' | 'Rejected') =>
    number
      ? run(async () => {
          const r = await reviewVendor(number, status, reason);
          return `${number} is now ${r.statusLabel}.`;
        })
      : undefined;
  return (
    <Group gap="xs" wrap="wrap">
      <TextInput
        aria-label={`Reason for ${label}`}
        placeholder="Reason (optional)"
        value={reason}
        maxLength={500}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
      {vendor.status === 'Pending' ? (
        <Button
          size="xs"
          variant="default"
          disabled={busy}
          onClick={() => void act('InReview')}
          aria-label={`Start review of ${label}`}
        >
          In Review
        </Button>
      ) : null}
      <Button size="xs" disabled={busy} onClick={() => void act('Active')} aria-label={`Approve ${label}`}>
        Approve
      </Button>
      <Button
        size="xs"
        color="red"
        disabled={busy}
        onClick={() => void act('Rejected')}
        aria-label={`Reject ${label}`}
      >
        Reject
      </Button>
    </Group>
  );
}
