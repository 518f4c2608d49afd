import type { DeleteBlockReason } from '@quire/domain';

/**
 * Why a project cannot be deleted (spec 1 §3 "Reasons a project cannot be deleted"). The status
 * rule lives here; whether a project has a pending order or sits in a cart is asked of the
 * `DeleteChecks` the cart and order modules will provide (until then nothing is ever pending).
 */
export interface DeleteChecks {
  pendingOrder(projectId: string): Promise<boolean>;
  inCart(projectId: string): Promise<boolean>;
}

export const NO_CART_YET: DeleteChecks = {
  pendingOrder: async () => false,
  inCart: async () => false,
};

/** Statuses in which a book is on sale, ordered or being processed: it stays. */
export const DELETE_LOCKED_STATUSES: readonly string[] = [
  'ONSALE',
  'OnSale',
  'LSI_ONSALE',
  'ORDERED',
  'PROCESSING_ONSALE',
  'PROCESSING_OFFSALE',
  'PROCESSING_DROPSHIP',
  'REQUESTED_DROPSHIP',
  'DROPSHIP_READY',
  'CORRECTING',
];

/** The messages the dashboard shows for each reason (the same words as apps/web). */
export const DELETE_BLOCK_MESSAGES: Record<DeleteBlockReason, string> = {
  PENDING_ORDER:
    'This book has an order being processed, so it can’t be deleted until the order is complete.',
  PENDING_ORDER_STATUS_BLOCK:
    'This book has an order being processed and is on sale or changing status, so it can’t be deleted.',
  PROJECT_IN_CART: 'This book is in your cart. Remove it from your cart, then delete it.',
  STATUS_BLOCK: 'This book is on sale or being processed, so it can’t be deleted.',
};

export interface DeleteBlock {
  reason: DeleteBlockReason;
  message: string;
}

/** The first reason that forbids deleting, or null. Pure: the facts come in. */
export function deleteBlock(
  status: string,
  facts: { pendingOrder: boolean; inCart: boolean },
): DeleteBlock | null {
  const locked = DELETE_LOCKED_STATUSES.includes(status);
  let reason: DeleteBlockReason | null = null;
  if (facts.pendingOrder) reason = locked ? 'PENDING_ORDER_STATUS_BLOCK' : 'PENDING_ORDER';
  else if (locked) reason = 'STATUS_BLOCK';
  else if (facts.inCart) reason = 'PROJECT_IN_CART';
  return reason ? { reason, message: DELETE_BLOCK_MESSAGES[reason] } : null;
}
