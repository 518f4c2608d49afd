import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shortenFileName } from './file-name';

describe('shortenFileName (spec 1 §5, spec 3 §5)', () => {
  const n40 = `${'a'.repeat(36)}.pdf`;
  const n41 = `${'b'.repeat(37)}.pdf`;

  it('keeps names of 40 characters or fewer', () => {
    expect(shortenFileName('')).toBe('');
    expect(shortenFileName('book.pdf')).toBe('book.pdf');
    expect(shortenFileName(n40)).toBe(n40);
    expect(shortenFileName(n40, { typePrefix: 'PDF: ' })).toBe(`PDF: ${n40}`);
  });

  it('cuts a 41-character name to 40 plus an ellipsis', () => {
    expect(shortenFileName(n41)).toBe(`${'b'.repeat(37)}.pd...`);
  });

  it('cuts to 24 after a type prefix', () => {
    expect(shortenFileName(n41, { typePrefix: 'Interior: ' })).toBe(`Interior: ${'b'.repeat(24)}...`);
  });

  it('treats an empty prefix as none', () => {
    expect(shortenFileName(n41, { typePrefix: '' })).toBe(`${'b'.repeat(37)}.pd...`);
  });

  it('counts code points, never splitting an emoji', () => {
    const name = '📘'.repeat(41);
    expect(shortenFileName(name)).toBe(`${'📘'.repeat(40)}...`);
    expect(shortenFileName('📘'.repeat(40))).toBe('📘'.repeat(40));
  });

  it('holds for any name: short names unchanged, long ones a prefix plus ellipsis', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), fc.boolean(), (name, withPrefix) => {
        const prefix = withPrefix ? 'Cover: ' : '';
        const out = shortenFileName(name, { typePrefix: prefix });
        const chars = Array.from(name);
        if (chars.length <= 40) {
          expect(out).toBe(prefix + name);
        } else {
          const keep = withPrefix ? 24 : 40;
          expect(out).toBe(`${prefix}${chars.slice(0, keep).join('')}...`);
          expect(Array.from(out).length).toBe(prefix.length + keep + 3);
        }
      }),
    );
  });
});
