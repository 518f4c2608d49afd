/** The sitemaps protocol's limit of addresses in one file. */
export const SITEMAP_URLS_MAX = 50_000;

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xmlText = (value: string) => value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] as string);

export interface SitemapEntry {
  /** An absolute address. */
  loc: string;
  lastmod: Date | null;
}

/**
 * An XML sitemap (sitemaps.org 0.9): one <url> per entry, at most SITEMAP_URLS_MAX (the rest are
 * left out), the last change as a W3C date.
 */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.slice(0, SITEMAP_URLS_MAX).map((e) => {
    const lastmod = e.lastmod ? `<lastmod>${e.lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
    return `<url><loc>${xmlText(e.loc)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
