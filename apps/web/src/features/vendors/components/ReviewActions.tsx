import { Button, Group, Text } from '@mantine/core';
import {
  VENDOR_REVIEW_STATUSES,
  type VendorReviewStatus,
  vendorReviewMoves,
  vendorStatusLabel,
} from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../../components/toasts';
import type { VendorQueueItem } from '../api';
import { ReviewDialog, type ReviewResult } from './ReviewDialog';
import { moveText, reviewText } from './ReviewMessages';

/** The moves the server allows for this vendor, in the state machine's order. */
const movesOf = (vendor: VendorQueueItem): VendorReviewStatus[] =>
  VENDOR_REVIEW_STATUSES.filter((s) => vendor.allowedMoves.includes(s));

/** Every cached queue: the row of the vendor just reviewed takes its new status and moves. */
function updateRow(rows: VendorQueueItem[] | undefined, result: ReviewResult) {
  return rows?.map((v) =>
    v.vendorNumber === result.vendorNumber
      ? {
          ...v,
          status: result.status,
          statusLabel: result.statusLabel || vendorStatusLabel(result.status),
          allowedMoves: [...vendorReviewMoves(result.status)],
        }
      : v,
  );
}

/**
 * The review of one vendor: a button for each move the state machine allows from its status (none
 * offered that the server would refuse), each opening its confirmation. After a move the row shows
 * the new status at once, the queue is fetched again, and a toast says what happened.
 */
export function ReviewActions({ vendor }: { vendor: VendorQueueItem }) {
  const client = useQueryClient();
  const [move, setMove] = useState<VendorReviewStatus | null>(null);
  const number = vendor.vendorNumber;
  const moves = movesOf(vendor);
  if (!number || moves.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {reviewText('review.noMoves')}
      </Text>
    );
  const done = (result: ReviewResult | null) => {
    const made = move;
    setMove(null);
    if (!result || !made) return;
    client.setQueriesData<VendorQueueItem[]>({ queryKey: ['admin', 'vendors'] }, (rows) =>
      updateRow(rows, result),
    );
    void client.invalidateQueries({ queryKey: ['admin', 'vendors'] });
    showToast({
      message: reviewText(moveText(vendor.status, made).done, { vendor: number, email: vendor.email }),
      tone: 'success',
    });
  };
  return (
    <>
      <Group gap="xs" wrap="wrap" role="group" aria-label={reviewText('review.actions', { vendor: number })}>
        {moves.map((to) => {
          const words = moveText(vendor.status, to);
          return (
            <Button
              key={to}
              size="xs"
              variant={to === 'Active' ? 'filled' : to === 'Rejected' ? 'outline' : 'default'}
              color={to === 'Rejected' ? 'red.9' : undefined}
              onClick={() => setMove(to)}
              aria-label={reviewText(words.label, { vendor: number })}
              aria-haspopup="dialog"
            >
              {reviewText(words.button)}
            </Button>
          );
        })}
      </Group>
      {move ? <ReviewDialog vendor={{ ...vendor, vendorNumber: number }} move={move} onDone={done} /> : null}
    </>
  );
}
