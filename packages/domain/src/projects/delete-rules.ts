/**
 * Why a project cannot be deleted (spec 1 §3 "Reasons a project cannot be deleted"), and the words
 * for each reason: one source for the server's refusal and the dashboard's message. The status
 * part is the status machine's (`isDeleteLockedStatus`); whether the book has a pending order or
 * sits in a cart are facts the caller brings.
 */

import { DELETE_BLOCK_MESSAGES } from './delete-messages';
import { isDeleteLockedStatus } from './status';
import type { DeleteBlockReason, ProjectStatus } from './types';

export {
  DELETE_BLOCK_MESSAGES,
  DELETE_BLOCK_OTHER_MESSAGE,
  deleteBlockMessage,
  isDeleteBlockReason,
} from './delete-messages';

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

/** No pending order, not in a cart: the facts of a project nothing outside its status holds. */
export const NO_DELETE_FACTS: Readonly<DeleteFacts> = { pendingOrder: false, inCart: false };

/**
 * Whether a project may be deleted: no reason of `deleteBlock` forbids it. The dashboard offers
 * Delete exactly where this holds, and the delete call refuses exactly where it does not.
 */
export function isDeletable(status: ProjectStatus | string, facts: DeleteFacts = NO_DELETE_FACTS): boolean {
  return deleteBlock(status, facts) === null;
}
