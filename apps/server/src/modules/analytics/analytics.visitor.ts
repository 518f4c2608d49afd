/**
 * What Quire keeps of a visitor (decision 042): URL parsing is the runtime's, so it lives here, not in
 * the domain package (which runs without one).
 */

/** The longest referring domain kept (a DNS name is at most 253 characters). */
const DOMAIN_MAX = 253;

/**
 * The domain a visit came from, from its Referer header: the host name in lower case without a
 * leading "www.", or null (no header, not an http(s) address, or an IP address). Only the domain is
 * kept, never the page or its query string: the visitor's path elsewhere is not ours to store.
 */
export function referrerDomain(referer: string | undefined | null): string | null {
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (!host || host.length > DOMAIN_MAX || /^[\d.]+$/.test(host) || host.startsWith('[')) return null;
  return host.replace(/^www\./, '');
}
