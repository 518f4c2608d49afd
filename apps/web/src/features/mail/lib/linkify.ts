/** A piece of a message body: plain text, or a web link to render as an anchor. */
export type Part = { text: string } | { href: string };

const URL_IN_TEXT = /https?:\/\/[^\s<>"]+/g;

/**
 * Splits a plain-text body into text and http(s) links, so the mailbox can render links as
 * anchors without ever interpreting the body as HTML. Trailing punctuation stays outside a link.
 */
export function linkify(body: string): Part[] {
  const parts: Part[] = [];
  let last = 0;
  for (const match of body.matchAll(URL_IN_TEXT)) {
    let href = match[0];
    const trailing = /[.,;:!?)\]]+$/.exec(href)?.[0] ?? '';
    href = href.slice(0, href.length - trailing.length);
    const start = match.index ?? 0;
    if (start > last) parts.push({ text: body.slice(last, start) });
    parts.push({ href });
    last = start + href.length;
  }
  if (last < body.length) parts.push({ text: body.slice(last) });
  return parts;
}
