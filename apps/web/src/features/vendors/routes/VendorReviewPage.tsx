import {
  Alert,
  Button,
  FileInput,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { ADMIN_PERMISSION, hasPermission } from '@quire/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { showToast } from '../../../components/toasts';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { enableTaxForm, reviewVendor, uploadTaxForm, type VendorQueueItem, vendorQueueQuery } from '../api';

/**
 * /admin/vendors: the vendors waiting for review (Pending, In Review), longest waiting first. An
 * administrator moves one to In Review, Active or Rejected; the server records it in the audit log.
 */
export default function VendorReviewPage() {
  usePageTitle('Vendor review');
  const { data: user, isPending } = useSession();
  const [status, setStatus] = useState('');
  const queue = useQuery({
    ...vendorQueueQuery(status || undefined),
    enabled: !!user && hasPermission(user.permissions, ADMIN_PERMISSION),
  });
  if (isPending) return <Loader aria-label="Loading" />;
  if (!user) return <Navigate to="/sign-in" replace />;
  if (!hasPermission(user.permissions, ADMIN_PERMISSION))
    return <Alert color="red">You do not have permission to do that.</Alert>;
  return (
    <Stack gap="md" p="md">
      <Title order={1}>Vendor review</Title>
      <NativeSelect
        label="Show"
        value={status}
        onChange={(e) => setStatus(e.currentTarget.value)}
        data={[
          { value: '', label: 'Waiting for review (Pending, In Review)' },
          { value: 'Active', label: 'Active' },
          { value: 'Rejected', label: 'Rejected' },
          { value: 'New', label: 'New' },
        ]}
        maw={360}
      />
      {queue.isPending ? <Loader aria-label="Loading the vendors" /> : null}
      {queue.data && queue.data.length === 0 ? <Text>No vendor is waiting for review.</Text> : null}
      {queue.data && queue.data.length > 0 ? (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Vendor</Table.Th>
              <Table.Th scope="col">Publisher</Table.Th>
              <Table.Th scope="col">Status</Table.Th>
              <Table.Th scope="col">Tax and bank</Table.Th>
              <Table.Th scope="col">Review</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {queue.data.map((v) => (
              <ReviewRow key={v.vendorNumber ?? v.customerId} vendor={v} />
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Stack>
  );
}

function ReviewRow({ vendor }: { vendor: VendorQueueItem }) {
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [expiry, setExpiry] = useState('');
  const refresh = () => client.invalidateQueries({ queryKey: ['admin', 'vendors'] });
  const upload = async () => {
    if (!vendor.vendorNumber || !file) return;
    setBusy(true);
    try {
      await uploadTaxForm(vendor.vendorNumber, file);
      showToast({ message: `The tax form of ${vendor.vendorNumber} was uploaded.`, tone: 'success' });
      setFile(null);
      await refresh();
    } catch {
      // The error dialog says why.
    } finally {
      setBusy(false);
    }
  };
  const enable = async () => {
    if (!vendor.vendorNumber) return;
    setBusy(true);
    try {
      await enableTaxForm(vendor.vendorNumber, expiry ? { w8ExpiryDate: expiry } : {});
      showToast({ message: `The tax form of ${vendor.vendorNumber} is on file.`, tone: 'success' });
      await refresh();
    } catch {
      // The error dialog says why.
    } finally {
      setBusy(false);
    }
  };
  const act = async (status: 'InReview' | 'Active' | 'Rejected') => {
    if (!vendor.vendorNumber) return;
    setBusy(true);
    try {
      const r = await reviewVendor(vendor.vendorNumber, status, reason);
      showToast({ message: `${vendor.vendorNumber} is now ${r.statusLabel}.`, tone: 'success' });
      await refresh();
    } catch {
      // The error dialog says why.
    } finally {
      setBusy(false);
    }
  };
  const label = vendor.vendorNumber ?? vendor.customerId;
  return (
    <Table.Tr>
      <Table.Td>
        {label}
        <Text size="sm" c="dimmed">
          {vendor.email}
        </Text>
      </Table.Td>
      <Table.Td>{vendor.publisherName}</Table.Td>
      <Table.Td>{vendor.statusLabel}</Table.Td>
      <Table.Td>
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
      </Table.Td>
      <Table.Td>
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
          <Button
            size="xs"
            disabled={busy}
            onClick={() => void act('Active')}
            aria-label={`Approve ${label}`}
          >
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
      </Table.Td>
    </Table.Tr>
  );
}
