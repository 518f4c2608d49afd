import { escapeHtml } from '../../../lib/html-escape';
import type { MailMessage } from '../mail.service';

/** A link in a message: the address itself in the text body, an anchor in the HTML body. */
export interface Link {
  readonly href: string;
}

/** One line of a paragraph: literal words and the values written into them. */
export interface Line {
  readonly parts: readonly (string | Link)[];
}

/** A paragraph is one or more lines; paragraphs are separated by a blank line in the text body. */
export type Paragraph = readonly (Line | string)[];

export const link = (href: string): Link => ({ href });

const isLink = (part: string | Link): part is Link => typeof part !== 'string';

/**
 * A line whose interpolated values are data: user-supplied names and titles are escaped in the
 * HTML body, and a `link(…)` becomes an anchor there.
 */
export function line(strings: TemplateStringsArray, ...values: (string | number | Link)[]): Line {
  const parts: (string | Link)[] = [strings[0] ?? ''];
  values.forEach((value, i) => {
    parts.push(typeof value === 'number' ? String(value) : value, strings[i + 1] ?? '');
  });
  return { parts: parts.filter((p) => isLink(p) || p !== '') };
}

const partsOf = (l: Line | string) => (typeof l === 'string' ? [l] : l.parts);

function lineText(l: Line | string): string {
  return partsOf(l)
    .map((p) => (isLink(p) ? p.href : p))
    .join('');
}

/** Only web addresses become anchors; anything else stays text. */
function anchor(l: Link): string {
  const href = escapeHtml(l.href);
  return /^https?:\/\//i.test(l.href) ? `<a href="${href}">${href}</a>` : href;
}

function lineHtml(l: Line | string): string {
  return partsOf(l)
    .map((p) => (isLink(p) ? anchor(p) : escapeHtml(p)))
    .join('');
}

/** The plain-text body: lines of a paragraph on their own lines, a blank line between paragraphs. */
export function textBody(paragraphs: readonly Paragraph[]): string {
  return paragraphs.map((p) => p.map(lineText).join('\n')).join('\n\n');
}

/** The HTML body: the same paragraphs as `<p>` (lines within one by `<br>`), every value escaped. */
export function htmlBody(subject: string, paragraphs: readonly Paragraph[]): string {
  const body = paragraphs.map((p) => `<p>${p.map(lineHtml).join('<br>\n')}</p>`).join('\n');
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; font-size: 16px; line-height: 1.5; color: #1a1a1a">',
    body,
    '</body>',
    '</html>',
  ].join('\n');
}

/** A message of the outbox from its words: the text and HTML bodies are rendered from the same paragraphs. */
export function email(m: {
  to: string;
  kind: string;
  subject: string;
  paragraphs: readonly Paragraph[];
}): MailMessage {
  return {
    to: m.to,
    kind: m.kind,
    subject: m.subject,
    text: textBody(m.paragraphs),
    html: htmlBody(m.subject, m.paragraphs),
  };
}
