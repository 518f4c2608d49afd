import { describe, expect, it } from 'vitest';
import { contributorsOf, plainPatch, sanitizeRichText } from './projects.save';

describe('sanitizeRichText', () => {
  it('keeps the allowed tags and http links, drops scripts, handlers and javascript: links', () => {
    const out = sanitizeRichText(
      '<p onclick="x()">A <strong>bold</strong> <em>move</em><script>alert(1)</script> <a href="https://example.com" target="_blank">ok</a> <a href="javascript:alert(1)">bad</a><img src=x onerror=alert(1)></p>',
    );
    expect(out).toBe(
      '<p>A <strong>bold</strong> <em>move</em> <a href="https://example.com">ok</a> <a>bad</a></p>',
    );
  });

  it('empty or whitespace-only text becomes null', () => {
    expect(sanitizeRichText('  <script>x</script> ')).toBeNull();
    expect(sanitizeRichText(null)).toBeNull();
  });
});

describe('plainPatch and contributorsOf', () => {
  it('money keeps two decimals and mirrors listPrice into price', () => {
    expect(plainPatch({ listPrice: '4.9' })).toMatchObject({ listPrice: '4.90', price: '4.90' });
    expect(plainPatch({ listPrice: null })).toMatchObject({ listPrice: null, price: null });
  });

  it('refuses two contributors with one e-mail on the second', () => {
    expect(() =>
      contributorsOf({
        contributors: [
          { firstName: 'A', lastName: 'B', role: 'A', email: 'x@example.com' },
          { firstName: 'C', lastName: 'D', role: 'E', email: 'X@example.com ' },
        ],
      }),
    ).toThrow('A contributor already exists with this email address');
  });
});
