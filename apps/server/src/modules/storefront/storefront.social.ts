import { html, type SafeHtml } from './storefront.escape';

/** A public page's picture as Open Graph and Twitter describe it. */
export interface SocialImage {
  url: string;
  type: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * The head tags every public page shares (product pages, author pages): description, canonical
 * address, Open Graph and Twitter card, the picture when there is one. `extra` goes after the
 * Open Graph tags (a book's ISBN and release date).
 */
export function socialHead(o: {
  type: string;
  siteName: string;
  title: string;
  description: string;
  url: string;
  image: SocialImage | null;
  /** A large picture card when there is a picture (a cover); the small card otherwise. */
  largeImage?: boolean;
  extra?: SafeHtml | string;
}): SafeHtml {
  const image = o.image;
  return html`<meta name="description" content="${o.description}">
<link rel="canonical" href="${o.url}">
<meta property="og:type" content="${o.type}">
<meta property="og:site_name" content="${o.siteName}">
<meta property="og:title" content="${o.title}">
<meta property="og:description" content="${o.description}">
<meta property="og:url" content="${o.url}">
${
  image
    ? html`<meta property="og:image" content="${image.url}">
<meta property="og:image:type" content="${image.type}">
<meta property="og:image:width" content="${image.width}">
<meta property="og:image:height" content="${image.height}">
<meta property="og:image:alt" content="${image.alt}">
`
    : ''
}${o.extra ?? ''}<meta name="twitter:card" content="${image && o.largeImage ? 'summary_large_image' : 'summary'}">
<meta name="twitter:title" content="${o.title}">
<meta name="twitter:description" content="${o.description}">
${image ? html`<meta name="twitter:image" content="${image.url}">\n<meta name="twitter:image:alt" content="${image.alt}">\n` : ''}`;
}
