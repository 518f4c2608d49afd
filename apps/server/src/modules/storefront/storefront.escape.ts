import { escapeHtml } from '../../lib/html-escape';

/**
 * Escaping for the server-rendered product page. Every value interpolated into an `html`
 * template is escaped unless it is already `SafeHtml` (another template, or rich text that went
 * through sanitize-html), so a value cannot become markup by accident. Attribute values in the
 * templates are always double-quoted, and the escape covers both quote characters, so the same
 * escape serves text and attributes (OWASP's rule for HTML body and quoted attribute contexts).
 */

export { escapeHtml };

/** Markup that is safe as it is: built by `html`, or sanitized rich text. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** Marks markup as safe. Only for output of `html` or of the rich-text sanitizer. */
export const trusted = (markup: string): SafeHtml => new SafeHtml(markup);

export type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

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

/**
 * JSON for a `<script type="application/ld+json">` block: `<`, `>` and `&` as \u escapes (so no
 * `</script>` or `<!--` can end or change the block), and the line separators U+2028/U+2029
 * escaped too. The result parses back to the same value.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
