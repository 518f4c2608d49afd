import { createHash } from 'node:crypto';
import { type EditablePageSlug, STATIC_PAGE_SLUGS } from '@quire/domain';
import { escapeHtml } from '../../lib/html-escape';

/**
 * The static pages as visitors get them without JavaScript (the storefront's approach): an
 * escaping template, one inline style sheet allowed by its hash, the site's header and footer
 * links, and the meta tags search engines and link previews read. The page's body is HTML that
 * went through sanitizePageHtml when it was saved; everything else interpolated is escaped.
 */

/** Markup that is safe as it is: built by `html`, or sanitised page HTML. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** Marks markup as safe. Only for output of `html` or of the page sanitiser. */
export const trusted = (markup: string): SafeHtml => new SafeHtml(markup);

type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/** A template whose interpolations are escaped (arrays are joined, null/undefined/false are empty). */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** The pages' names in links (the footer's words). */
export const PAGE_LABELS: Record<EditablePageSlug, string> = {
  home: 'Home',
  'how-it-works': 'How It Works',
  'reach-millions-of-readers': 'Reach Millions of Readers',
  'make-more-money': 'Make More Money',
  'print-on-demand': 'Print on Demand',
  'author-tools-and-tips': 'Author Tools & Tips',
  'self-publishing-services': 'Self-Publishing Services',
  'about-us': 'About Us',
  'legal/membership-agreement': 'Membership Agreement',
  sitemap: 'Sitemap',
};

/** The address of a page on the site: '/' for home, '/{slug}' for the others. */
export const pagePath = (slug: EditablePageSlug): string => (slug === 'home' ? '/' : `/${slug}`);

/** Longest meta and Open Graph description. */
export const META_DESCRIPTION_MAX = 200;

/** The plain text of sanitised HTML: tags dropped, the entities sanitize-html writes decoded, spaces collapsed. */
export function textOf(markup: string): string {
  return markup
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(lt|gt|quot|#39|#x27|nbsp|amp);/g, (_, e: string) =>
      e === 'lt' ? '<' : e === 'gt' ? '>' : e === 'quot' ? '"' : e === 'nbsp' ? ' ' : e === 'amp' ? '&' : "'",
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text cut at a word to at most `max` characters, with an ellipsis when cut. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The pages' only style sheet, inline: small, responsive, readable without any script. */
export const PAGES_CSS = [
  ':root{color-scheme:light;--ink:#1f2328;--muted:#545d68;--line:#d0d7de;--accent:#1c5d99;--panel:#f6f8fa}',
  '*{box-sizing:border-box}',
  'body{margin:0;font:1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--ink);background:#fff}',
  'a{color:var(--accent)}a:focus-visible{outline:3px solid var(--accent);outline-offset:2px}',
  '.skip{position:absolute;left:-9999px}.skip:focus{left:1rem;top:.5rem;background:#fff;padding:.25rem .5rem;z-index:1}',
  '.top{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:center;justify-content:space-between;border-bottom:1px solid var(--line);padding:.75rem 1rem}',
  '.site{font-weight:700;text-decoration:none;font-size:1.25rem}',
  '.top ul,.bottom ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem 1.25rem}',
  'main{max-width:48rem;margin:0 auto;padding:1.5rem 1rem}',
  'h1{font-size:clamp(1.75rem,4vw,2.5rem);line-height:1.2;margin:0 0 1rem}',
  'h2{font-size:1.35rem;margin:2rem 0 .5rem}h3{font-size:1.1rem;margin:1.5rem 0 .25rem}',
  'table{border-collapse:collapse;width:100%;margin:1rem 0}caption{text-align:left;font-weight:600;padding:.25rem 0}',
  'th,td{border:1px solid var(--line);padding:.4rem .6rem;text-align:left}thead th{background:var(--panel)}',
  'img{max-width:100%;height:auto}figure{margin:1rem 0}figcaption{color:var(--muted);font-size:.875rem}',
  'ol li,ul li{margin:.25rem 0}',
  '.bottom{border-top:1px solid var(--line);color:var(--muted);font-size:.875rem;padding:1rem;margin-top:3rem}',
  '.bottom nav{margin-bottom:.5rem}',
].join('');

/**
 * The pages' own Content-Security-Policy: nothing runs, the one inline style sheet is allowed by
 * its hash, images come from this origin or https (the sanitiser's rule for page images).
 */
export const PAGES_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(PAGES_CSS).digest('base64')}'`,
  "img-src 'self' https:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export interface ShellOptions {
  /** The <title>, without the operator's name. */
  title: string;
  description: string;
  /** Absolute canonical address; null for a page that is not to be indexed (the 404). */
  canonicalUrl: string | null;
  body: SafeHtml;
  operatorName: string;
  year: number;
}

function headOf(o: ShellOptions): SafeHtml {
  if (!o.canonicalUrl) return html`<meta name="robots" content="noindex">`;
  return html`<meta name="description" content="${o.description}">
<link rel="canonical" href="${o.canonicalUrl}">
<meta property="og:type" content="website">
<meta property="og:site_name" content="${o.operatorName}">
<meta property="og:title" content="${o.title}">
<meta property="og:description" content="${o.description}">
<meta property="og:url" content="${o.canonicalUrl}">
<meta name="twitter:card" content="summary">
<meta name="twitter:title" content="${o.title}">
<meta name="twitter:description" content="${o.description}">`;
}

/** A whole page: the head, the header's links, the main content and the footer's marketing links. */
export function renderShell(o: ShellOptions): string {
  const footerLinks = STATIC_PAGE_SLUGS.map((slug) => ({ href: pagePath(slug), label: PAGE_LABELS[slug] }));
  return html`<!doctype html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title} | ${o.operatorName}</title>
${headOf(o)}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${trusted(PAGES_CSS)}</style>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="top">
<a class="site" href="/" aria-label="${o.operatorName} home">${o.operatorName}</a>
<nav aria-label="Account"><ul><li><a href="/sign-in">Sign In</a></li><li><a href="/create-account">Create Account</a></li></ul></nav>
</header>
<main id="main">
${o.body}
</main>
<footer class="bottom">
<nav aria-label="Site links"><ul>${footerLinks.map((l) => html`<li><a href="${l.href}">${l.label}</a></li>`)}<li><a href="/sign-in">Sign In</a></li></ul></nav>
<p>© ${o.year} ${o.operatorName}. All rights reserved.</p>
</footer>
</body>
</html>
`.value;
}

/** A published page's main content: its title and its sanitised HTML (plus what the caller adds). */
export const pageBody = (title: string, pageHtml: string, extra: SafeHtml | null = null): SafeHtml =>
  html`<article aria-labelledby="page-title">
<h1 id="page-title">${title}</h1>
${trusted(pageHtml)}
${extra}
</article>`;

/** The sitemap page's generated lists: the site's pages, and the books on sale. */
export function sitemapLists(
  pages: { path: string; label: string }[],
  books: { path: string; title: string }[],
  more: boolean,
): SafeHtml {
  return html`<section aria-labelledby="sitemap-pages">
<h2 id="sitemap-pages">Pages</h2>
<ul>${pages.map((p) => html`<li><a href="${p.path}">${p.label}</a></li>`)}</ul>
</section>
<section aria-labelledby="sitemap-books">
<h2 id="sitemap-books">Books on sale</h2>
${
  books.length
    ? html`<ul>${books.map((b) => html`<li><a href="${b.path}">${b.title}</a></li>`)}</ul>`
    : html`<p>No books are on sale yet.</p>`
}
${more ? html`<p>The full list is in the <a href="/sitemap.xml">XML sitemap</a>.</p>` : ''}
</section>`;
}

/** The page of an address with no published page. */
export function notFoundBody(operatorName: string): SafeHtml {
  return html`<h1>There is no such page.</h1>
<p>The page at this address has not been published, or the address is not quite right.</p>
<p><a href="/">Go to the ${operatorName} home page</a></p>`;
}

/** The id of the element that holds the home page's content in index.html. */
export const HOME_ELEMENT_ID = 'static-home';

/**
 * index.html with the home page's content inside the root element, so that it is in the HTML
 * itself; the web app replaces it when it mounts. index.html without an empty root is answered
 * as it is.
 */
export function withHomeContent(indexHtml: string, home: { title: string; html: string; version: number }) {
  const block = html`<div id="${HOME_ELEMENT_ID}" data-version="${home.version}"><h1>${home.title}</h1>${trusted(home.html)}</div>`;
  return indexHtml.replace(/<div id="root">\s*<\/div>/, () => `<div id="root">${block.value}</div>`);
}
