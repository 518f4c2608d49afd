import {
  html,
  jsonForScript,
  publicPageCsp,
  publicPageLayout,
  type SafeHtml,
  STOREFRONT_CSS,
  socialHead,
  trusted,
} from '../storefront';

/** A book on an author's public page: on sale, with its product page and maybe its cover. */
export interface AuthorPageBookView {
  title: string;
  subtitle: string | null;
  path: string;
  url: string;
  cover: { path: string; width: number; height: number } | null;
}

/** Everything an author's public page shows: plain text (escaped later) and sanitised HTML. */
export interface AuthorPageView {
  name: string;
  canonicalPath: string;
  canonicalUrl: string;
  photo: { path: string; url: string; width: number; height: number } | null;
  biographyHtml: SafeHtml | null;
  /** The biography as text, for JSON-LD. */
  biographyText: string;
  /** Its start, for the meta and Open Graph descriptions. */
  summary: string;
  links: { label: string; url: string }[];
  books: AuthorPageBookView[];
}

/** The author page's additions to the product pages' style sheet. */
const AUTHOR_CSS = [
  '.author{display:grid;gap:1.5rem;align-items:start}',
  '@media (min-width:48rem){.author{grid-template-columns:14rem 1fr}}',
  '.portrait img,.no-photo{display:block;width:14rem;max-width:100%;height:auto;aspect-ratio:1;object-fit:cover;border-radius:50%;box-shadow:0 2px 12px rgba(0,0,0,.2)}',
  '.no-photo{display:flex;align-items:center;justify-content:center;background:var(--panel);border:1px solid var(--line);font-size:3rem;font-weight:700;color:var(--muted)}',
  '.links{list-style:none;padding:0;margin:1rem 0 0;display:flex;flex-wrap:wrap;gap:.5rem 1.25rem}',
  '.books{list-style:none;padding:0;margin:0;display:grid;gap:1.5rem;grid-template-columns:repeat(auto-fill,minmax(9rem,1fr))}',
  '.books a{display:block;text-decoration:none;font-weight:600}',
  '.books img,.books .no-cover{display:block;width:100%;height:auto;border-radius:4px;box-shadow:0 2px 8px rgba(0,0,0,.15);margin-bottom:.5rem}',
  '.books .subtitle{display:block;font-size:.875rem;font-weight:400;color:var(--muted)}',
].join('');

const CSS = STOREFRONT_CSS + AUTHOR_CSS;

/** The author pages' own Content-Security-Policy (the product pages' rules with this style sheet). */
export const AUTHOR_PAGE_CSP = publicPageCsp(CSS);

/**
 * The schema.org Person of the page (https://schema.org/Person): name, page, photo, biography,
 * links as sameAs, and the books on sale as the works they are the author of.
 */
export function personJsonLd(view: AuthorPageView): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': `${view.canonicalUrl}#person`,
    name: view.name,
    url: view.canonicalUrl,
    mainEntityOfPage: view.canonicalUrl,
    ...(view.photo ? { image: view.photo.url } : {}),
    ...(view.biographyText ? { description: view.biographyText } : {}),
    ...(view.links.length ? { sameAs: view.links.map((l) => l.url) } : {}),
    ...(view.books.length
      ? { '@reverse': { author: view.books.map((b) => ({ '@type': 'Book', name: b.title, url: b.url })) } }
      : {}),
  };
}

function headOf(view: AuthorPageView, operatorName: string): SafeHtml {
  const photo = view.photo;
  return html`${socialHead({
    type: 'profile',
    siteName: operatorName,
    title: view.name,
    description: view.summary || `Books by ${view.name}, published with ${operatorName}.`,
    url: view.canonicalUrl,
    image: photo ? { ...photo, type: 'image/webp', alt: `Photo of ${view.name}` } : null,
  })}<script type="application/ld+json">${trusted(jsonForScript(personJsonLd(view)))}</script>`;
}

/** The first letter of the name, for the place of a missing photo. */
const initialOf = (name: string) => Array.from(name.trim())[0]?.toUpperCase() ?? '';

function bookItem(book: AuthorPageBookView): SafeHtml {
  const cover = book.cover
    ? html`<img src="${book.cover.path}" alt="" width="${book.cover.width}" height="${book.cover.height}" loading="lazy">`
    : '';
  return html`<li><a href="${book.path}">${cover}${book.title}${
    book.subtitle ? html`<span class="subtitle">${book.subtitle}</span>` : ''
  }</a></li>`;
}

function bodyOf(view: AuthorPageView): SafeHtml {
  const portrait = view.photo
    ? html`<img src="${view.photo.path}" alt="${`Photo of ${view.name}`}" width="${view.photo.width}" height="${view.photo.height}">`
    : html`<div class="no-photo" aria-hidden="true">${initialOf(view.name)}</div>`;
  return html`<article class="author" aria-labelledby="author-name">
<div class="portrait">${portrait}</div>
<div class="about">
<h1 id="author-name">${view.name}</h1>
${view.biographyHtml ? html`<div class="biography">${view.biographyHtml}</div>` : ''}
${
  view.links.length
    ? html`<ul class="links" aria-label="${`${view.name} elsewhere`}">${view.links.map(
        (l) => html`<li><a href="${l.url}" rel="nofollow noopener">${l.label}</a></li>`,
      )}</ul>`
    : ''
}
</div>
</article>
${
  view.books.length
    ? html`<section aria-labelledby="books-heading">
<h2 id="books-heading">${`Books by ${view.name}`}</h2>
<ul class="books">${view.books.map(bookItem)}</ul>
</section>`
    : ''
}`;
}

/** An author's public page. */
export function renderAuthorPage(view: AuthorPageView, operatorName: string): string {
  return publicPageLayout({
    title: `${view.name} | ${operatorName}`,
    head: headOf(view, operatorName),
    body: bodyOf(view),
    operatorName,
    css: CSS,
  });
}

/** The page of an author page that is not there (or no longer public): the same words for both. */
export function renderAuthorNotFoundPage(operatorName: string): string {
  return publicPageLayout({
    title: `Author not found | ${operatorName}`,
    head: html`<meta name="robots" content="noindex">`,
    body: html`<h1>This author page is not available</h1>
<p>The author page at this address does not exist any longer, or the address is not quite right.</p>
<p><a href="/">Go to the ${operatorName} home page</a></p>`,
    operatorName,
    css: CSS,
  });
}
