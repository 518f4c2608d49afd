import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { VENDOR_REJECTION_REASON_REQUIRED, type VendorReviewStatus, vendorStatusLabel } from '@quire/domain';
import { maxLength, required } from '@quire/domain/forms/rules';
import { useState } from 'react';
import { hideToasts } from '../../../components/toasts';
import { t } from '../../../i18n';
import { useForm } from '../../../lib/use-form';
import { reviewVendor, type VendorQueueItem } from '../api';
import { moveText, reviewText } from './ReviewMessages';

/** The longest reason the review takes (the contract's `reason`). */
const REASON_MAX = 500;

/** A rejection needs a reason (the server's words; the author is e-mailed it); another move takes an optional note. */
function reviewForm(move: VendorReviewStatus) {
  return {
    reason: {
      label: 'reason',
      initial: '',
      rules:
        move === 'Rejected'
          ? [required(VENDOR_REJECTION_REASON_REQUIRED), maxLength(REASON_MAX)]
          : [maxLength(REASON_MAX)],
    },
  };
}

export interface ReviewResult {
  vendorNumber: string;
  status: string;
  statusLabel: string;
}

/**
 * The confirmation of one review move: what changes, for Reject the required reason (trimmed, at
 * most 500 characters, e-mailed to the author), otherwise an optional note. Nothing reaches the
 * server until Confirm; Enter in the reason confirms (Shift+Enter starts a new line). The server's
 * field errors show on the reason; a cancel turns toasts off for a moment like every confirmation.
 */
export function ReviewDialog({
  vendor,
  move,
  onDone,
}: {
  vendor: VendorQueueItem & { vendorNumber: string };
  move: VendorReviewStatus;
  onDone: (result: ReviewResult | null) => void;
}) {
  const form = useForm(reviewForm(move));
  const [pending, setPending] = useState(false);
  const rejecting = move === 'Rejected';
  const texts = moveText(vendor.status, move);
  const params = {
    vendor: vendor.vendorNumber,
    email: vendor.email,
    publisher: vendor.publisherName,
    from: vendorStatusLabel(vendor.status),
  };
  const submit = form.onSubmit(async ({ reason }) => {
    setPending(true);
    try {
      onDone(await reviewVendor(vendor.vendorNumber, move, String(reason ?? ''), form.handleServerError));
    } catch {
      setPending(false);
    }
  });
  const cancel = () => {
    hideToasts();
    onDone(null);
  };
  const reason = form.inputProps('reason');
  return (
    <Modal
      opened
      onClose={cancel}
      title={reviewText(texts.title, params)}
      centered
      closeButtonProps={{ 'aria-label': t('modal.close') }}
    >
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>{reviewText(texts.intro, params)}</Text>
          {rejecting ? <Text size="sm">{reviewText('dialog.reasonMail', params)}</Text> : null}
          <Textarea
            {...reason}
            label={reviewText(rejecting ? 'dialog.reason' : 'dialog.note')}
            description={`${rejecting ? '' : `${reviewText('dialog.noteHint')} `}${reviewText('dialog.enter')}`}
            required={rejecting}
            maxLength={REASON_MAX + 50}
            rows={4}
            data-autofocus
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                void submit();
              }
            }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={cancel}>
              {reviewText('dialog.cancel')}
            </Button>
            <Button type="submit" loading={pending} color={rejecting ? 'red' : undefined}>
              {reviewText('dialog.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
