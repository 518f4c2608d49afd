import { describe, expect, it } from 'vitest';
import { purify } from './purify';

describe('administrator HTML cleaned in the browser (DOMPurify with the domain allow-list)', () => {
  it('keeps the rich-text tags of a message and drops scripts, handlers and other tags', () => {
    expect(
      purify(
        '<h2>Hi</h2><p onclick="x()">A <strong>b</strong> <a href="/projects" target="_blank">c</a></p><script>x()</script><table><tr><td>t</td></tr></table>',
        'message',
      ),
    ).toBe('<h2>Hi</h2><p>A <strong>b</strong> <a href="/projects">c</a></p>t');
  });

  it('keeps links only to a path of the site or http, https and mailto', () => {
    const html = [
      '<a href="javascript:alert(1)">j</a>',
      '<a href="//evil.example/x">p</a>',
      '<a href="data:text/html,x">d</a>',
      '<a href="https://example.com">h</a>',
      '<a href="mailto:a@example.com">m</a>',
    ].join('');
    expect(purify(html, 'message')).toBe(
      '<a>j</a><a>p</a><a>d</a><a href="https://example.com">h</a><a href="mailto:a@example.com">m</a>',
    );
  });

  it("keeps a page's tables and images, images only from the site or https, with their own attributes", () => {
    expect(
      purify(
        '<table><tbody><tr><th scope="col" style="color:red">A</th><td colspan="2">1</td></tr></tbody></table><img src="/img/a.png" alt="A" onerror="x()"><img src="http://example.com/b.png" alt="B"><section id="s" class="c">S</section>',
        'page',
      ),
    ).toBe(
      '<table><tbody><tr><th scope="col">A</th><td colspan="2">1</td></tr></tbody></table><img src="/img/a.png" alt="A"><img alt="B"><section id="s">S</section>',
    );
    // A message takes no image at all.
    expect(purify('<img src="/img/a.png" alt="A">', 'message')).toBe('');
  });
});
