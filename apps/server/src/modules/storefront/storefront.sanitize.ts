import { createRequire } from 'node:module';
import { RICH_TEXT_SANITIZE_OPTIONS } from '@quire/domain';
import { type SafeHtml, trusted } from './storefront.escape';

// sanitize-html is loaded at the first product page, not at start-up (a lighter start), as projects does.
const requireHere = createRequire(import.meta.url);
let loaded: typeof import('sanitize-html') | null = null;
const sanitizeHtml = () => {
  loaded ??= requireHere('sanitize-html') as typeof import('sanitize-html');
  return loaded;
};

/**
 * A book's description for its public page. The save already sanitized it with the domain's
 * allow-list; it goes through sanitize-html again here, so a row written any other way (an import,
 * an old save, a bug) cannot put markup on a public page. Headings move one level down (the page
 * holds them under its own "About this book" h2), and links get rel="nofollow ugc noopener".
 */
export function descriptionHtml(description: string | null): SafeHtml | null {
  if (!description) return null;
  const o = RICH_TEXT_SANITIZE_OPTIONS;
  const lib = sanitizeHtml();
  const clean = lib(description, {
    allowedTags: [...o.allowedTags, 'h5'],
    allowedAttributes: { a: ['href', 'rel'] },
    allowedSchemes: [...o.allowedSchemes],
    allowedSchemesByTag: {},
    allowProtocolRelative: o.allowProtocolRelative,
    disallowedTagsMode: o.disallowedTagsMode,
    transformTags: {
      h2: 'h3',
      h3: 'h4',
      h4: 'h5',
      a: lib.simpleTransform('a', { rel: 'nofollow ugc noopener' }),
    },
  }).trim();
  return clean ? trusted(clean) : null;
}

/** What sanitize-html escapes in text, read back (`&amp;` last, so `&amp;lt;` stays `&lt;`). */
const unescapeText = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/**
 * The description as plain text (meta description, Open Graph, JSON-LD): no tags, entities read,
 * blocks separated by a space, whitespace collapsed. The result is text, to be escaped where used.
 */
export function descriptionText(description: string | null): string {
  if (!description) return '';
  // A space before every block boundary, so "<p>One</p><p>Two</p>" reads "One Two".
  const spaced = description.replace(/<\/?(p|br|li|ul|ol|h[1-6]|blockquote|div)\b/gi, ' $&');
  const text = sanitizeHtml()(spaced, { allowedTags: [], allowedAttributes: {} });
  return unescapeText(text).replace(/\s+/g, ' ').trim();
}

/** Text cut to at most `max` characters at a word boundary, with an ellipsis when cut. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}
