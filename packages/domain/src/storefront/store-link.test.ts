import { describe, expect, it } from 'vitest';
import { storeBookUrl } from './store-link';

describe('store links', () => {
  it('puts the EAN where the pattern says', () => {
    expect(storeBookUrl('https://store.example.com/ean/{ean}?ref=quire', '9781234567897')).toBe(
      'https://store.example.com/ean/9781234567897?ref=quire',
    );
  });

  it('has no link without a pattern or a 13-digit EAN', () => {
    expect(storeBookUrl(null, '9781234567897')).toBeNull();
    expect(storeBookUrl('https://s.example/{ean}', null)).toBeNull();
    expect(storeBookUrl('https://s.example/{ean}', '978-1-2345-6789-7')).toBeNull();
  });
});
