/**
 * Why a project cannot be deleted (spec 1 §3 "Reasons a project cannot be deleted"), and the words
 * for each reason: one source for the server's refusal and the dashboard's message. The status
 * part is the status machine's (`isDeleteLockedStatus`); whether the book has a pending order or
 * sits in a cart are facts the caller brings.
 */
import { isDeleteLockedStatus } from './status';
import { DELETE_BLOCK_REASONS, type DeleteBlockReason, type ProjectStatus } from './types';

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

export interface DeleteBlock {
  reason: DeleteBlockReason;
  message: string;
}

/** The facts about a project beyond its status that may forbid deleting it. */
export interface DeleteFacts {
  /** An order of this book is being processed. */
  pendingOrder: boolean;
  /** The book is in its owner's cart. */
  inCart: boolean;
}

/**
 * The first reason that forbids deleting, or null: a pending order (with a delete-locked status
 * PENDING_ORDER_STATUS_BLOCK), then a delete-locked status, then the cart.
 */
export function deleteBlock(status: ProjectStatus | string, facts: DeleteFacts): DeleteBlock | null {
  const locked = isDeleteLockedStatus(status);
  let reason: DeleteBlockReason | null = null;
  if (facts.pendingOrder) reason = locked ? 'PENDING_ORDER_STATUS_BLOCK' : 'PENDING_ORDER';
  else if (locked) reason = 'STATUS_BLOCK';
  else if (facts.inCart) reason = 'PROJECT_IN_CART';
  return reason ? { reason, message: DELETE_BLOCK_MESSAGES[reason] } : null;
}
