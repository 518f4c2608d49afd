import { describe, expect, it } from 'vitest';
import { WITHIN_SECONDS_MS } from '../test-bounds';
import { collectCssRefs, resolveRef } from './epub-source';
import { parseXml, serializeXml, XmlParseError } from './xml-tree';

describe('parseXml / serializeXml', () => {
  it('round-trips an XHTML document, namespaces and all, self-closing only void elements', () => {
    const src =
      '<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="en">' +
      '<head><title>T</title><link rel="stylesheet" href="a.css"/></head>' +
      '<body epub:type="bodymatter"><p>a &amp; b &lt; c<br/><a id="x"></a></p><script></script></body></html>';
    expect(serializeXml(parseXml(src))).toBe(src);
  });

  it('reads the named entities EPUB 2 books use and writes them as characters', () => {
    expect(serializeXml(parseXml('<p>a&nbsp;b&mdash;c&#x2019;</p>'))).toBe('<p>a\u00a0b\u2014c\u2019</p>');
  });

  it('refuses an entity bomb instead of expanding it', () => {
    const bomb =
      '<?xml version="1.0"?><!DOCTYPE p [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">' +
      '<!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><p>&c;</p>';
    const started = Date.now();
    expect(() => parseXml(bomb)).toThrow(XmlParseError);
    expect(Date.now() - started).toBeLessThan(WITHIN_SECONDS_MS);
  });

  it('refuses malformed XML', () => {
    expect(() => parseXml('<p><b></p>')).toThrow(XmlParseError);
  });
});

describe('resolveRef / collectCssRefs', () => {
  it('resolves relative, encoded references and refuses ones that leave the container', () => {
    expect(resolveRef('OPS/text', '../images/photo%20one.png#x')).toBe('OPS/images/photo one.png');
    expect(resolveRef('', 'a.xhtml?q=1')).toBe('a.xhtml');
    expect(resolveRef('OPS', '../../etc/passwd')).toBeNull();
    expect(resolveRef('OPS', '/abs.png')).toBeNull();
    expect(resolveRef('OPS', 'https://example.com/a.png')).toBeNull();
  });

  it('finds url() and @import references, not data: URIs or comments', () => {
    const css = `@import "base.css"; /* url(old.png) */ body { background: url( 'bg.png' ) }
      @font-face { src: url(fonts/a.woff2) format("woff2"), url("data:font/woff;base64,AA") }`;
    expect(collectCssRefs(css).sort()).toEqual(['base.css', 'bg.png', 'fonts/a.woff2']);
  });
});
