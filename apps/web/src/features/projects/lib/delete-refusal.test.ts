import { AppError, DELETE_BLOCK_MESSAGES } from '@quire/domain';
import { describe, expect, it } from 'vitest';
import { deleteRefusalMessage, deleteRefusalReason } from './delete-refusal';

describe('delete refusal', () => {
  it('says each reason of spec 1 §3 in plain words', () => {
    expect(deleteRefusalMessage('STATUS_BLOCK')).toBe(
      'This book is on sale or being processed, so it can’t be deleted.',
    );
    expect(deleteRefusalMessage('PROJECT_IN_CART')).toBe(
      'This book is in your cart. Remove it from your cart, then delete it.',
    );
    expect(deleteRefusalMessage('PENDING_ORDER')).toContain('order being processed');
    expect(deleteRefusalMessage('PENDING_ORDER_STATUS_BLOCK')).toContain('on sale or changing status');
    expect(
      new Set(
        ['PENDING_ORDER', 'PENDING_ORDER_STATUS_BLOCK', 'PROJECT_IN_CART', 'STATUS_BLOCK'].map(
          deleteRefusalMessage,
        ),
      ).size,
    ).toBe(4);
  });

  it('says what the server says: the domain’s words', () => {
    for (const [reason, text] of Object.entries(DELETE_BLOCK_MESSAGES))
      expect(deleteRefusalMessage(reason)).toBe(text);
  });

  it('an unknown reason still gets a sentence, never the code', () => {
    expect(deleteRefusalMessage('SOMETHING_NEW')).toBe('This book can’t be deleted right now.');
  });

  it('finds the reason among the error items; other failures are not refusals', () => {
    const refused = new AppError([{ code: 'PROJECT_IN_CART', description: 'In a cart' }], 409);
    expect(deleteRefusalReason(refused)).toBe('PROJECT_IN_CART');
    expect(deleteRefusalReason(new AppError([{ code: 'NOT_FOUND', description: 'x' }], 404))).toBeNull();
    expect(deleteRefusalReason(new Error('boom'))).toBeNull();
  });
});
