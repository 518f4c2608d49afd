/**
 * The words of a delete refusal (spec 1 §3 "Reasons a project cannot be deleted"), apart from the
 * rule (delete-rules.ts) so that the message catalogue does not pull in the status machine.
 */
import { DELETE_BLOCK_REASONS, type DeleteBlockReason } from './types';

/** What each reason says: why, and what to do where there is something to do. */
export const DELETE_BLOCK_MESSAGES: Readonly<Record<DeleteBlockReason, string>> = {
  PENDING_ORDER:
    'This book has an order being processed, so it can’t be deleted until the order is complete.',
  PENDING_ORDER_STATUS_BLOCK:
    'This book has an order being processed and is on sale or changing status, so it can’t be deleted.',
  PROJECT_IN_CART: 'This book is in your cart. Remove it from your cart, then delete it.',
  STATUS_BLOCK: 'This book is on sale or being processed, so it can’t be deleted.',
};

/** The words for a refusal whose reason is not one of the spec's (never the bare code). */
export const DELETE_BLOCK_OTHER_MESSAGE = 'This book can’t be deleted right now.';

export function isDeleteBlockReason(code: string): code is DeleteBlockReason {
  return (DELETE_BLOCK_REASONS as readonly string[]).includes(code);
}

/** The message of a refusal reason; an unknown reason gets DELETE_BLOCK_OTHER_MESSAGE. */
export function deleteBlockMessage(reason: string): string {
  return isDeleteBlockReason(reason) ? DELETE_BLOCK_MESSAGES[reason] : DELETE_BLOCK_OTHER_MESSAGE;
}
