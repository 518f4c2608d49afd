const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text or a double-quoted attribute value, with & < > " ' escaped (OWASP's rule for HTML body and
 * quoted attribute contexts). The server-rendered product pages and the HTML of e-mails use it.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
}
