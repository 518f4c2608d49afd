import { describe, expect, it } from 'vitest';
import { splitChapters } from './chapters';
import { sanitizeHtml, toXhtml } from './html-to-xhtml';

const split = (html: string) =>
  splitChapters(sanitizeHtml(html, { imageHref: () => null }), { bookTitle: 'Book' });

describe('splitChapters', () => {
  it('splits at h1, keeps text before the first heading as an opening chapter, nests h2 in the nav', () => {
    const { chapters, toc, splitLevel } = split(
      '<p>Dedication</p><h1>One</h1><p>a</p><h2>One.A</h2><p>b</p><h1>Two</h1><h2>Two.A</h2><h3>deep</h3>',
    );
    expect(splitLevel).toBe(1);
    expect(chapters.map((c) => [c.fileName, c.title])).toEqual([
      ['chapter-001.xhtml', 'Book'],
      ['chapter-002.xhtml', 'One'],
      ['chapter-003.xhtml', 'Two'],
    ]);
    expect(toc).toEqual([
      { label: 'Book', href: 'chapter-001.xhtml', children: [] },
      {
        label: 'One',
        href: 'chapter-002.xhtml',
        children: [{ label: 'One.A', href: 'chapter-002.xhtml#heading-1', children: [] }],
      },
      {
        label: 'Two',
        href: 'chapter-003.xhtml',
        children: [{ label: 'Two.A', href: 'chapter-003.xhtml#heading-2', children: [] }],
      },
    ]);
    expect(toXhtml(chapters[1]!.nodes)).toBe('<h1>One</h1><p>a</p><h2 id="heading-1">One.A</h2><p>b</p>');
  });

  it('drops a blank opening and falls back to h2 when there is no h1', () => {
    const { chapters, splitLevel } = split('<p> </p><h2>A</h2><p>x</p><h2>B</h2>');
    expect(splitLevel).toBe(2);
    expect(chapters.map((c) => c.title)).toEqual(['A', 'B']);
  });

  it('gives untitled headings a label, and a document without headings one chapter', () => {
    expect(split('<h1> </h1><p>x</p>').toc[0]!.label).toBe('Chapter 1');
    const flat = split('<p>x</p><p>y</p>');
    expect(flat.splitLevel).toBeNull();
    expect(flat.chapters).toHaveLength(1);
  });

  it('moves footnotes to a Notes chapter and points links at the chapter that holds their target', () => {
    const { chapters } = split(
      '<h1>One</h1><p>x<sup><a href="#footnote-1" id="footnote-ref-1">[1]</a></sup> <a href="#gone">dead</a> <a href="#t">t</a></p>' +
        '<h1>Two</h1><p id="t">target</p>' +
        '<ol><li id="footnote-1"><p>Note <a href="#footnote-ref-1">↑</a></p></li></ol>',
    );
    expect(chapters.map((c) => c.title)).toEqual(['One', 'Two', 'Notes']);
    const one = toXhtml(chapters[0]!.nodes);
    expect(one).toContain('<a href="chapter-003.xhtml#footnote-1" id="footnote-ref-1">[1]</a>');
    expect(one).toContain('<a>dead</a>');
    expect(one).toContain('<a href="chapter-002.xhtml#t">t</a>');
    expect(toXhtml(chapters[2]!.nodes)).toBe(
      '<h1>Notes</h1><ol><li id="footnote-1"><p>Note <a href="chapter-001.xhtml#footnote-ref-1">↑</a></p></li></ol>',
    );
  });
});
