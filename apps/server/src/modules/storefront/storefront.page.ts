import { createHash } from 'node:crypto';
import { html, jsonForScript, type SafeHtml, trusted } from './storefront.escape';
import { bookJsonLd } from './storefront.jsonld';
import { socialHead } from './storefront.social';
import type { BookView, DetailRow } from './storefront.view';

/** The page's only style sheet, inline: small, responsive, readable without any script. */
export const STOREFRONT_CSS = [
  ':root{color-scheme:light;--ink:#1f2328;--muted:#545d68;--line:#d0d7de;--accent:#1c5d99;--panel:#f6f8fa}',
  '*{box-sizing:border-box}',
  'body{margin:0;font:1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--ink);background:#fff}',
  'a{color:var(--accent)}',
  'a:focus-visible{outline:3px solid var(--accent);outline-offset:2px}',
  '.skip{position:absolute;left:-9999px}.skip:focus{left:1rem;top:.5rem;background:#fff;padding:.25rem .5rem;z-index:1}',
  'header{border-bottom:1px solid var(--line);padding:.75rem 1rem}',
  '.site{font-weight:700;text-decoration:none;font-size:1.125rem}',
  'main{max-width:64rem;margin:0 auto;padding:1.5rem 1rem}',
  'footer{border-top:1px solid var(--line);color:var(--muted);font-size:.875rem;padding:1rem;margin-top:3rem;text-align:center}',
  '.book{display:grid;gap:2rem}',
  '.cover{width:100%;max-width:18rem;justify-self:center}',
  '@media (min-width:48rem){.book{grid-template-columns:minmax(12rem,20rem) 1fr}.cover{max-width:none}}',
  '.cover img{display:block;width:100%;height:auto;border-radius:4px;box-shadow:0 2px 12px rgba(0,0,0,.2)}',
  '.no-cover{aspect-ratio:2/3;display:flex;align-items:center;justify-content:center;padding:1rem;text-align:center;background:var(--panel);border:1px solid var(--line);border-radius:4px;font-weight:600}',
  'h1{font-size:clamp(1.75rem,4vw,2.5rem);line-height:1.2;margin:0}',
  '.subtitle{font-size:1.25rem;color:var(--muted);margin:.25rem 0 0}',
  '.contributors{list-style:none;padding:0;margin:1rem 0}',
  '.contributors li{display:inline}.contributors li+li::before{content:", "}',
  '.role{color:var(--muted)}',
  '.offer{margin:1.25rem 0;padding:1rem;background:var(--panel);border:1px solid var(--line);border-radius:6px}',
  '.price{font-size:1.5rem;font-weight:700;margin:0}',
  '.offer p+p{margin:.25rem 0 0;color:var(--muted)}',
  '.actions,.offer p.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin:1rem 0 0}',
  '.button{display:inline-block;padding:.5rem 1.25rem;border:2px solid var(--accent);border-radius:6px;font-weight:600;text-decoration:none;background:#fff}',
  '.button.primary{background:var(--accent);color:#fff}',
  'h2{font-size:1.25rem;margin:2rem 0 .5rem}',
  '.description h3,.description h4,.description h5{font-size:1.05rem;margin:1.25rem 0 .25rem}',
  'dl{display:grid;grid-template-columns:max-content 1fr;gap:.375rem 1rem;margin:0}',
  'dt{font-weight:600}dd{margin:0}dd ul{margin:0;padding-left:1.1rem}',
].join('');

/**
 * The Content-Security-Policy of a server-rendered public page whose one inline style sheet is
 * `css`: nothing runs, the style sheet is allowed by its hash, images come from this origin. The
 * JSON-LD block is data, never executed.
 */
export function publicPageCsp(css: string): string {
  return [
    "default-src 'none'",
    `style-src 'sha256-${createHash('sha256').update(css).digest('base64')}'`,
    "img-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The product pages' own Content-Security-Policy. */
export const STOREFRONT_CSP = publicPageCsp(STOREFRONT_CSS);

/**
 * The frame of a public page: the site's header and footer around `body`, with the product
 * pages' style sheet (or `css`, which other public pages build on it; their CSP names its hash).
 */
export function layout(o: {
  title: string;
  head: SafeHtml;
  body: SafeHtml;
  operatorName: string;
  css?: string;
}): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
${o.head}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${trusted(o.css ?? STOREFRONT_CSS)}</style>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header><a class="site" href="/">${o.operatorName}</a></header>
<main id="main">
${o.body}
</main>
<footer>Published with ${o.operatorName}</footer>
</body>
</html>
`.value;
}

/** The <title>: "Title: Subtitle by Ada Author | Quire". */
export function pageTitle(view: BookView, operatorName: string): string {
  const name = view.subtitle ? `${view.title}: ${view.subtitle}` : view.title;
  const by = view.authors.length ? ` by ${view.authors.join(', ')}` : '';
  return `${name}${by} | ${operatorName}`;
}

/** The meta description: the description's start, or what the book is. */
function metaDescription(view: BookView): string {
  if (view.summary) return view.summary;
  const by = view.authors.length ? ` by ${view.authors.join(', ')}` : '';
  return `${view.title}, ${view.isEBook ? 'an eBook' : 'a print book'}${by}.`;
}

function headOf(view: BookView, operatorName: string): SafeHtml {
  const cover = view.cover;
  const extra = html`${view.isbn ? html`<meta property="book:isbn" content="${view.isbn}">\n` : ''}${
    view.datePublished ? html`<meta property="book:release_date" content="${view.datePublished}">\n` : ''
  }`;
  return html`${socialHead({
    type: 'book',
    siteName: operatorName,
    title: view.title,
    description: metaDescription(view),
    url: view.canonicalUrl,
    image: cover ? { ...cover, type: 'image/jpeg' } : null,
    largeImage: true,
    extra,
  })}<script type="application/ld+json">${trusted(jsonForScript(bookJsonLd(view)))}</script>`;
}

function detailValue(row: DetailRow): SafeHtml {
  if (row.values) return html`<ul>${row.values.map((v) => html`<li>${v}</li>`)}</ul>`;
  if (row.datetime) return html`<time datetime="${row.datetime}">${row.value}</time>`;
  return html`${row.value}`;
}

/** "Read a sample" (Quire's reader) and "Buy" (the operator's store), when the book has them. */
function actionsOf(view: BookView): SafeHtml {
  if (!view.sampleUrl && !view.buyUrl) return html``;
  const buy = view.availableFrom ? 'Pre-order' : 'Buy';
  return html`<p class="actions">${
    view.buyUrl ? html`<a class="button primary" href="${view.buyUrl}" rel="noopener">${buy}</a>` : ''
  }${view.sampleUrl ? html`<a class="button" href="${view.sampleUrl}">Read a sample</a>` : ''}</p>`;
}

function offerOf(view: BookView): SafeHtml {
  if (!view.price) return actionsOf(view);
  return html`<section class="offer" aria-label="Price">
<p class="price">${view.price.display}</p>
<p>${view.formatLabel}</p>
${
  view.availableFrom
    ? html`<p>Pre-order now: available on <time datetime="${view.availableFrom.date}">${view.availableFrom.display}</time>.</p>`
    : ''
}${actionsOf(view)}</section>`;
}

/** A contributor's name, linked to their author page when the book is on one of that name. */
function contributorName(view: BookView, name: string): SafeHtml {
  const page = view.authorPages.find((p) => p.name.toLowerCase() === name.toLowerCase());
  return page
    ? html`<a class="name" href="${page.path}">${name}</a>`
    : html`<span class="name">${name}</span>`;
}

/** "About the author": the author pages the book is on. */
function authorPagesOf(view: BookView): SafeHtml {
  if (view.authorPages.length === 0) return html``;
  const heading = view.authorPages.length > 1 ? 'About the authors' : 'About the author';
  return html`<h2>${heading}</h2>
<ul class="author-pages">${view.authorPages.map((p) => html`<li><a href="${p.path}">${p.name}</a></li>`)}</ul>`;
}

function bodyOf(view: BookView): SafeHtml {
  const lang = view.lang;
  const langAttr = lang ? html` lang="${lang}"` : '';
  const cover = view.cover
    ? html`<img src="${view.cover.path}" alt="${view.cover.alt}" width="${view.cover.width}" height="${view.cover.height}">`
    : html`<div class="no-cover" role="img" aria-label="No cover image"><span${langAttr}>${view.title}</span></div>`;
  return html`<article class="book" aria-labelledby="book-title">
<div class="cover">${cover}</div>
<div class="about">
<h1 id="book-title"${langAttr}>${view.title}</h1>
${view.subtitle ? html`<p class="subtitle"${langAttr}>${view.subtitle}</p>` : ''}
${
  view.contributors.length
    ? html`<ul class="contributors" aria-label="Contributors">${view.contributors.map(
        (c) => html`<li>${contributorName(view, c.name)} <span class="role">(${c.role})</span></li>`,
      )}</ul>`
    : ''
}
${offerOf(view)}
${
  view.descriptionHtml
    ? html`<h2>About this book</h2>
<div class="description"${langAttr}>${view.descriptionHtml}</div>`
    : ''
}
<h2>Details</h2>
<dl>${view.details.map((row) => html`<dt>${row.label}</dt><dd>${detailValue(row)}</dd>`)}</dl>
${authorPagesOf(view)}
</div>
</article>`;
}

/** The product page of an on-sale book. */
export function renderBookPage(view: BookView, operatorName: string): string {
  return layout({
    title: pageTitle(view, operatorName),
    head: headOf(view, operatorName),
    body: bodyOf(view),
    operatorName,
  });
}

/** The page of a book that is not on sale, or of no book at all: the same words for both. */
export function renderNotAvailablePage(operatorName: string): string {
  return layout({
    title: `Book not available | ${operatorName}`,
    head: html`<meta name="robots" content="noindex">`,
    body: html`<h1>This book is not available</h1>
<p>The book at this address is not on sale right now, or the address is not quite right.</p>
<p><a href="/">Go to the ${operatorName} home page</a></p>`,
    operatorName,
  });
}
