import { CONTENT_MESSAGE_SANITIZE_OPTIONS, CONTENT_PAGE_SANITIZE_OPTIONS } from '@quire/domain';
import DOMPurify from 'dompurify';

/**
 * Administrator HTML cleaned in the browser with DOMPurify, by the same allow-list the server
 * sanitises with (CONTENT_*_SANITIZE_OPTIONS): only those tags, each with only its attributes,
 * links and images only to a path of the site or an allowed scheme. What the server answered is
 * cleaned again here before the feature's SafeHtml rebuilds it, so a server that let something
 * through still shows nothing that runs.
 */

type Options = typeof CONTENT_MESSAGE_SANITIZE_OPTIONS | typeof CONTENT_PAGE_SANITIZE_OPTIONS;
export type HtmlKind = 'message' | 'page';

const SITE_PATH = /^\/(?!\/)\S*$/;

function allowedUrl(value: string, schemes: readonly string[]): boolean {
  const v = value.trim();
  if (SITE_PATH.test(v) || v.startsWith('#')) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(v)?.[1]?.toLowerCase();
  return scheme !== undefined && schemes.includes(scheme);
}

function purifier(options: Options) {
  const instance = DOMPurify(window);
  const byTag = options.allowedAttributes as Readonly<Record<string, readonly string[]>>;
  const schemesByTag = options.allowedSchemesByTag as Readonly<Record<string, readonly string[]>>;
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    if (!(byTag[tag] ?? []).includes(data.attrName)) data.keepAttr = false;
    else if (data.attrName === 'href' || data.attrName === 'src')
      data.keepAttr = allowedUrl(data.attrValue, schemesByTag[tag] ?? options.allowedSchemes);
  });
  const config = {
    ALLOWED_TAGS: [...options.allowedTags],
    ALLOWED_ATTR: [...new Set(Object.values(byTag).flat())],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  };
  return (html: string) => instance.sanitize(html, config);
}

let cleaners: Record<HtmlKind, (html: string) => string> | null = null;

/** The HTML with only what the allow-list of its kind keeps. */
export function purify(html: string, kind: HtmlKind): string {
  cleaners ??= {
    message: purifier(CONTENT_MESSAGE_SANITIZE_OPTIONS),
    page: purifier(CONTENT_PAGE_SANITIZE_OPTIONS),
  };
  return cleaners[kind](html);
}
