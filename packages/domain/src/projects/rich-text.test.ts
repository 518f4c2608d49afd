import { describe, expect, it } from 'vitest';
import {
  isAllowedRichTextHref,
  isAllowedRichTextTag,
  RICH_TEXT_ALLOWED_ATTRIBUTES,
  RICH_TEXT_SANITIZE_OPTIONS,
} from './rich-text';

describe('rich text allow-list', () => {
  it('allows the formatting tags and nothing else', () => {
    for (const tag of [
      'p',
      'BR',
      'strong',
      'em',
      'u',
      'ul',
      'ol',
      'li',
      'blockquote',
      'h2',
      'h3',
      'h4',
      'a',
    ]) {
      expect(isAllowedRichTextTag(tag)).toBe(true);
    }
    for (const tag of ['script', 'style', 'img', 'iframe', 'h1', 'h5', 'div', 'span', 'form']) {
      expect(isAllowedRichTextTag(tag)).toBe(false);
    }
    expect(RICH_TEXT_ALLOWED_ATTRIBUTES).toEqual({ a: ['href'] });
    expect(RICH_TEXT_SANITIZE_OPTIONS.allowedSchemes).toEqual(['http', 'https', 'mailto']);
  });

  it('allows only http, https and mailto links', () => {
    expect(isAllowedRichTextHref('https://example.com')).toBe(true);
    expect(isAllowedRichTextHref('HTTP://example.com')).toBe(true);
    expect(isAllowedRichTextHref('mailto:a@b.co')).toBe(true);
    expect(isAllowedRichTextHref('javascript:alert(1)')).toBe(false);
    expect(isAllowedRichTextHref('data:text/html,x')).toBe(false);
    expect(isAllowedRichTextHref('//evil.example')).toBe(false);
    expect(isAllowedRichTextHref('/relative')).toBe(false);
  });
});
