import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DELETE_BLOCK_MESSAGES,
  DELETE_BLOCK_OTHER_MESSAGE,
  deleteBlock,
  deleteBlockMessage,
  isDeletable,
} from './delete-rules';
import { isDeleteLockedStatus, statusesWhere } from './status';
import { DELETE_BLOCK_REASONS, PROJECT_STATUSES } from './types';

const none = { pendingOrder: false, inCart: false };

describe('deleteBlock: why a project cannot be deleted', () => {
  it('drafts and off-sale books may go (the legacy OffSale spelling too)', () => {
    for (const status of ['NEW', 'EDITING', 'ERROR', 'OFFSALE', 'OffSale'])
      expect(deleteBlock(status, none)).toBeNull();
  });

  it('on sale, ordered or processing → STATUS_BLOCK (the legacy OnSale spelling too)', () => {
    for (const status of [...statusesWhere('deleteLocked'), 'OnSale']) {
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

  it('refuses exactly when the status is delete-locked or a fact forbids it, with the reason’s message (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PROJECT_STATUSES),
        fc.boolean(),
        fc.boolean(),
        (s, pendingOrder, inCart) => {
          const block = deleteBlock(s, { pendingOrder, inCart });
          expect(block === null).toBe(!isDeleteLockedStatus(s) && !pendingOrder && !inCart);
          if (block) expect(block.message).toBe(DELETE_BLOCK_MESSAGES[block.reason]);
        },
      ),
    );
  });
});

describe('isDeletable: the one rule behind the dashboard’s Delete and the delete call', () => {
  it('holds exactly when deleteBlock finds no reason (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PROJECT_STATUSES, 'OnSale', 'OffSale'),
        fc.boolean(),
        fc.boolean(),
        (s, pendingOrder, inCart) => {
          expect(isDeletable(s, { pendingOrder, inCart })).toBe(
            deleteBlock(s, { pendingOrder, inCart }) === null,
          );
        },
      ),
    );
  });

  it('never for a book on sale or on its way; drafts without other facts may go', () => {
    for (const s of ['ONSALE', 'LSI_ONSALE', 'PROCESSING_ONSALE', 'ORDERED', 'PROCESSING_OFFSALE'])
      expect(isDeletable(s)).toBe(false);
    for (const s of ['NEW', 'EDITING', 'OFFSALE']) expect(isDeletable(s)).toBe(true);
    expect(isDeletable('NEW', { pendingOrder: false, inCart: true })).toBe(false);
  });
});

describe('deleteBlockMessage', () => {
  it('has one distinct sentence per reason, and a sentence (never the code) for an unknown one', () => {
    const texts = DELETE_BLOCK_REASONS.map(deleteBlockMessage);
    expect(new Set(texts).size).toBe(DELETE_BLOCK_REASONS.length);
    expect(deleteBlockMessage('STATUS_BLOCK')).toBe(
      'This book is on sale or being processed, so it can’t be deleted.',
    );
    expect(deleteBlockMessage('SOMETHING_NEW')).toBe(DELETE_BLOCK_OTHER_MESSAGE);
    expect(deleteBlockMessage('toString')).toBe(DELETE_BLOCK_OTHER_MESSAGE);
  });
});
