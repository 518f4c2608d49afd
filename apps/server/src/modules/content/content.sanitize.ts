import { createRequire } from 'node:module';
import { CONTENT_MESSAGE_SANITIZE_OPTIONS, CONTENT_PAGE_SANITIZE_OPTIONS } from '@quire/domain';

// sanitize-html is loaded at the first use, not at start-up (a lighter start), as storefront does.
const requireHere = createRequire(import.meta.url);
let loaded: typeof import('sanitize-html') | null = null;
const sanitizeHtml = () => {
  loaded ??= requireHere('sanitize-html') as typeof import('sanitize-html');
  return loaded;
};

/**
 * Relative links ("/how-it-works") are allowed besides the schemes: sanitize-html keeps a
 * scheme-less href, and protocol-relative ones ("//evil") are refused by allowProtocolRelative.
 * Links leaving the site get rel="noopener".
 */
function clean(
  html: string,
  options: typeof CONTENT_MESSAGE_SANITIZE_OPTIONS | typeof CONTENT_PAGE_SANITIZE_OPTIONS,
) {
  const lib = sanitizeHtml();
  return lib(html, {
    allowedTags: [...options.allowedTags],
    allowedAttributes: {
      ...Object.fromEntries(Object.entries(options.allowedAttributes).map(([k, v]) => [k, [...v]])),
      a: ['href', 'rel'],
    },
    allowedSchemes: [...options.allowedSchemes],
    allowedSchemesByTag: Object.fromEntries(
      Object.entries(options.allowedSchemesByTag).map(([k, v]) => [k, [...(v as readonly string[])]]),
    ),
    allowProtocolRelative: options.allowProtocolRelative,
    disallowedTagsMode: options.disallowedTagsMode,
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        return {
          tagName,
          attribs: /^https?:/i.test(href) ? { ...attribs, rel: 'noopener' } : attribs,
        };
      },
    },
  }).trim();
}

/** A message's details or a module's copy: the rich-text tags, links absolute or of the site. */
export const sanitizeMessageHtml = (html: string): string => clean(html, CONTENT_MESSAGE_SANITIZE_OPTIONS);

/** A static page's body: rich text, tables, figures and images (https or of the site). */
export const sanitizePageHtml = (html: string): string => clean(html, CONTENT_PAGE_SANITIZE_OPTIONS);
