import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml, html, jsonForScript, trusted } from './storefront.escape';

describe('escapeHtml and html', () => {
  it('escapes the five characters that can change HTML text or a quoted attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
  });

  it('escapes every interpolation except safe markup; joins arrays; drops null, undefined and false', () => {
    const inner = html`<b>${'<i>'}</b>`;
    expect(
      html`<p title="${'"x"'}">${inner}${['<1>', html`<br>`]}${null}${undefined}${false}${0}</p>`.value,
    ).toBe('<p title="&quot;x&quot;"><b>&lt;i&gt;</b>&lt;1&gt;<br>0</p>');
    expect(html`${trusted('<em>ok</em>')}`.value).toBe('<em>ok</em>');
  });

  it('never lets text open a tag or leave a quoted attribute', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const escaped = escapeHtml(text);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(html`<p title="${text}">${text}</p>`.value).toBe(`<p title="${escaped}">${escaped}</p>`);
      }),
    );
  });
});

describe('jsonForScript', () => {
  it('has no character that can end or change a script block, and parses back to the same value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string({ unit: 'binary' }), (value, text) => {
        const data = { value, text: `</script><!--${text}\u2028\u2029&` };
        const out = jsonForScript(data);
        expect(out).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(out)).toEqual(JSON.parse(JSON.stringify(data)));
      }),
    );
  });
});
