import { describe, expect, it } from 'vitest';
import { parseXml } from '../sample/xml-tree';
import { safeLanguage, stripInvalidXmlChars } from './epub-writer';
import { isBlank, sanitizeHtml, toXhtml } from './html-to-xhtml';

const images = new Map([['quire-image-1', 'images/image-001.png']]);
const convert = (html: string) =>
  toXhtml(sanitizeHtml(html, { imageHref: (src) => images.get(src) ?? null }));
/** Well-formed XML once wrapped in a root element (throws otherwise). */
const wellFormed = (xhtml: string) => parseXml(`<body xmlns="http://www.w3.org/1999/xhtml">${xhtml}</body>`);

describe('sanitizeHtml + toXhtml', () => {
  it('self-closes void elements and escapes text and attributes for XML', () => {
    const out = convert(
      '<p>a &amp; b &lt;c&gt; &nbsp;"q"<br>next</p><p><img src="quire-image-1" alt="A &quot;b&quot; <c>"></p>',
    );
    expect(out).toBe(
      '<p>a &amp; b &lt;c&gt; \u00a0"q"<br/>next</p><p><img src="images/image-001.png" alt="A &quot;b&quot; &lt;c&gt;"/></p>',
    );
    expect(() => wellFormed(out)).not.toThrow();
  });

  it('drops scripts, styles, event handlers and dangerous links', () => {
    const out = convert(
      '<p onclick="x()">Hi<script>alert(1)</script><style>p{}</style>' +
        '<a href="javascript:alert(1)">js</a> <a href="file:///etc/passwd">file</a> ' +
        '<a href="https://example.com/a b">web</a> <a href="#note-1">note</a></p>',
    );
    expect(out).toBe(
      '<p>Hi<a>js</a> <a>file</a> <a href="https://example.com/a%20b">web</a> <a href="#note-1">note</a></p>',
    );
  });

  it('drops images that were not stored as resources (data: URIs, remote files)', () => {
    expect(convert('<p><img src="data:image/png;base64,AAAA"><img src="http://x/y.png">t</p>')).toBe(
      '<p>t</p>',
    );
  });

  it('keeps the content of unknown wrappers, drops embedded SVG/MathML and forms', () => {
    expect(
      convert('<div><p>kept</p></div><svg><text>no</text></svg><form><input></form><math><mi>x</mi></math>'),
    ).toBe('<p>kept</p>');
  });

  it('keeps valid unique ids only and sane table spans', () => {
    const out = convert(
      '<p id="a">1</p><p id="a">2</p><p id="bad id">3</p><table><tr><td colspan="2" rowspan="x">c</td></tr></table>',
    );
    expect(out).toBe(
      '<p id="a">1</p><p>2</p><p>3</p><table><tbody><tr><td colspan="2">c</td></tr></tbody></table>',
    );
  });

  it('removes characters XML forbids', () => {
    const out = convert('<p>a\u0001b\u000bc\ud800d</p>');
    expect(out).toBe('<p>abcd</p>');
    expect(stripInvalidXmlChars('ok\tfine\n😀')).toBe('ok\tfine\n😀');
  });

  it('repairs broken HTML nesting as a browser would', () => {
    const out = convert('<p><strong>bold <em>both</strong> em?</em></p><ul><li>one<li>two</ul>');
    expect(() => wellFormed(out)).not.toThrow();
    expect(out).toContain('<li>one</li><li>two</li>');
  });

  it('tells blank content from content', () => {
    expect(isBlank(sanitizeHtml('<p> </p><p></p>', { imageHref: () => null }))).toBe(true);
    expect(
      isBlank(sanitizeHtml('<p><img src="quire-image-1"></p>', { imageHref: (s) => images.get(s) ?? null })),
    ).toBe(false);
  });
});

describe('safeLanguage', () => {
  it("maps Quire's project language codes to BCP 47 and keeps tags", () => {
    expect(safeLanguage('eng')).toBe('en');
    expect(safeLanguage('ger')).toBe('de');
    expect(safeLanguage('wel')).toBe('cy');
    expect(safeLanguage('en_GB')).toBe('en-GB');
    expect(safeLanguage('fr')).toBe('fr');
    expect(safeLanguage('not a language!')).toBe('en');
    expect(safeLanguage(null)).toBe('en');
  });
});
