/**
 * The limited HTML allowed in descriptions, editorial reviews and other rich text. The
 * server sanitises with sanitize-html using these lists; the web editor offers only these tags.
 */
export const RICH_TEXT_ALLOWED_TAGS = [
  'p',
  'br',
  'b',
  'strong',
  'i',
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
] as const;
export type RichTextTag = (typeof RICH_TEXT_ALLOWED_TAGS)[number];

/** Attributes allowed per tag; every other attribute is dropped. */
export const RICH_TEXT_ALLOWED_ATTRIBUTES: Readonly<Partial<Record<RichTextTag, readonly string[]>>> = {
  a: ['href'],
};

/** URL schemes a link may use; `javascript:`, `data:` and relative links are removed. */
export const RICH_TEXT_ALLOWED_SCHEMES = ['http', 'https', 'mailto'] as const;

/** sanitize-html options built from the lists above (plain data, no dependency on the library). */
export const RICH_TEXT_SANITIZE_OPTIONS = {
  allowedTags: [...RICH_TEXT_ALLOWED_TAGS],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: [...RICH_TEXT_ALLOWED_SCHEMES],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
} as const;

/** Whether a link target is allowed: an absolute http, https or mailto URL. */
export function isAllowedRichTextHref(href: string): boolean {
  const m = /^\s*([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(href);
  if (!m?.[1]) return false;
  return (RICH_TEXT_ALLOWED_SCHEMES as readonly string[]).includes(m[1].toLowerCase());
}

/** Whether a tag name is on the allow-list (case-insensitive). */
export function isAllowedRichTextTag(tag: string): boolean {
  return (RICH_TEXT_ALLOWED_TAGS as readonly string[]).includes(tag.toLowerCase());
}
