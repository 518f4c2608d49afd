import { describe, expect, it } from 'vitest';
import { DELETE_BLOCK_MESSAGES, DELETE_LOCKED_STATUSES, deleteBlock } from './delete-rules';

describe('deleteBlock: why a project cannot be deleted', () => {
  const none = { pendingOrder: false, inCart: false };

  it('drafts and off-sale books may go', () => {
    for (const status of ['NEW', 'EDITING', 'ERROR', 'OFFSALE', 'OffSale'])
      expect(deleteBlock(status, none)).toBeNull();
  });

  it('on sale, ordered or processing → STATUS_BLOCK', () => {
    for (const status of DELETE_LOCKED_STATUSES) {
      expect(deleteBlock(status, none)).toEqual({
        reason: 'STATUS_BLOCK',
        message: DELETE_BLOCK_MESSAGES.STATUS_BLOCK,
      });
    }
  });

  it('a pending order → PENDING_ORDER, or PENDING_ORDER_STATUS_BLOCK with a locked status', () => {
    expect(deleteBlock('EDITING', { pendingOrder: true, inCart: true })?.reason).toBe('PENDING_ORDER');
    expect(deleteBlock('ONSALE', { pendingOrder: true, inCart: false })?.reason).toBe(
      'PENDING_ORDER_STATUS_BLOCK',
    );
  });

  it('in a cart → PROJECT_IN_CART unless a status or order reason comes first', () => {
    expect(deleteBlock('NEW', { pendingOrder: false, inCart: true })).toEqual({
      reason: 'PROJECT_IN_CART',
      message: 'This book is in your cart. Remove it from your cart, then delete it.',
    });
    expect(deleteBlock('ORDERED', { pendingOrder: false, inCart: true })?.reason).toBe('STATUS_BLOCK');
  });
});
