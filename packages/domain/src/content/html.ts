import { RICH_TEXT_ALLOWED_TAGS } from '../projects/rich-text';

/**
 * The HTML an administrator may put in site content. Messages and module copy take the rich-text
 * tags of descriptions; pages add tables, figures and images (for the royalty table and the
 * screenshots). Links may be absolute http(s)/mailto or a path of the site ("/how-it-works");
 * images only a path of the site or https. Every other tag and attribute is dropped, script and
 * event handlers included. The server sanitises with sanitize-html using these options (plain
 * data, no dependency on the library), and the web sanitises again where it renders.
 */
export const CONTENT_PAGE_EXTRA_TAGS = [
  'table',
  'caption',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'figure',
  'figcaption',
  'img',
  'section',
  'hr',
] as const;

export const CONTENT_MESSAGE_SANITIZE_OPTIONS = {
  allowedTags: [...RICH_TEXT_ALLOWED_TAGS],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
} as const;

export const CONTENT_PAGE_SANITIZE_OPTIONS = {
  allowedTags: [...RICH_TEXT_ALLOWED_TAGS, ...CONTENT_PAGE_EXTRA_TAGS],
  allowedAttributes: {
    a: ['href'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    section: ['id'],
    h2: ['id'],
    h3: ['id'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
} as const;

/** A link an administrator may give a message, module or banner: https, or a path of the site. */
export function isContentLink(link: string): boolean {
  const s = link.trim();
  return /^\/(?!\/)[^\s]*$/.test(s) || /^https:\/\/[^\s/]+[^\s]*$/i.test(s);
}
