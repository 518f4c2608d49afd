import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SafeHtml } from './SafeHtml';

const render = (html: string, kind?: 'page' | 'message') =>
  renderWithProviders(<SafeHtml html={html} {...(kind ? { kind } : {})} className="body" />).container;

describe('SafeHtml', () => {
  it('a page keeps tables with caption and header scopes, figures and images of the site or https', () => {
    const c = render(
      `<table><caption>Bands</caption>
        <tr><th scope="col" onclick="x()">Price</th><th scope="bogus">Rate</th></tr>
        <tr><td colspan="2" style="color:red">All</td></tr></table>
       <figure><img src="/img/shot.png" alt="The builder" width="640" height="x" onerror="x()">
       <figcaption>The builder</figcaption></figure>
       <img src="https://cdn.example.com/a.png" alt="A"><img src="http://plain.example.com/b.png" alt="B">
       <img src="javascript:alert(1)" alt="C"><img src="//evil.example.com/d.png" alt="D">`,
    );
    expect(screen.getByRole('table', { name: 'Bands' })).toBeTruthy();
    const [price, rate] = screen.getAllByRole('columnheader');
    expect(price?.getAttribute('scope')).toBe('col');
    expect(price?.hasAttribute('onclick')).toBe(false);
    expect(rate?.hasAttribute('scope')).toBe(false);
    const cell = screen.getByRole('cell', { name: 'All' });
    expect(cell.getAttribute('colspan')).toBe('2');
    expect(cell.hasAttribute('style')).toBe(false);
    const images = Array.from(c.querySelectorAll('img'));
    expect(images.map((i) => i.getAttribute('src'))).toEqual([
      '/img/shot.png',
      'https://cdn.example.com/a.png',
    ]);
    expect(images[0]?.getAttribute('width')).toBe('640');
    expect(images[0]?.hasAttribute('height')).toBe(false);
    expect(images[0]?.hasAttribute('onerror')).toBe(false);
    expect(c.querySelector('figcaption')?.textContent).toBe('The builder');
  });

  it('drops scripts and handlers, keeps the text of other tags, and treats links by target', () => {
    const c = render(
      `<h2 id="start">Start</h2><script>alert(1)</script><p onclick="x()">Read <span>the</span>
       <a href="/how-it-works">steps</a>, <a href="https://example.com/x">outside</a>,
       <a href="javascript:alert(1)">bad</a> <iframe src="https://x"></iframe></p>`,
    );
    expect(c.innerHTML).not.toMatch(/script|onclick|iframe|span|javascript/);
    expect(screen.getByRole('heading', { level: 2, name: 'Start' }).id).toBe('start');
    expect(screen.getByRole('link', { name: 'steps' }).getAttribute('href')).toBe('/how-it-works');
    expect(screen.getByRole('link', { name: 'steps' }).hasAttribute('target')).toBe(false);
    const outside = screen.getByRole('link', { name: 'outside' });
    expect(outside.getAttribute('target')).toBe('_blank');
    expect(outside.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    expect(c.textContent).toContain('bad');
    expect(c.textContent).toContain('the');
  });

  it('keeps links only to a path of the site or http, https and mailto; never protocol-relative', () => {
    const c = render(
      [
        '<a href="javascript:alert(1)">j</a>',
        '<a href=" JaVaScRiPt:alert(1)">k</a>',
        '<a href="//evil.example/x">p</a>',
        '<a href="data:text/html,x">d</a>',
        '<a href="vbscript:x">v</a>',
        '<a href="https://example.com">h</a>',
        '<a href="mailto:a@example.com">m</a>',
        '<svg><a href="javascript:alert(1)">s</a></svg>',
        '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
        '<form action="/x"><input name="a"><button formaction="javascript:x()">b</button></form>',
      ].join(''),
      'message',
    );
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com',
      'mailto:a@example.com',
    ]);
    const body = c.querySelector('.body');
    expect(body?.innerHTML).not.toMatch(/javascript|vbscript|data:|evil|svg|math|form|input|button/i);
    expect(body?.textContent).toBe('jkpdvhmsxb');
  });

  it('a message takes the rich-text tags only: no tables or images', () => {
    const c = render('<p>Hi</p><table><tr><td>cell</td></tr></table><img src="/a.png" alt="x">', 'message');
    expect(c.querySelector('p')?.textContent).toBe('Hi');
    expect(c.querySelector('table')).toBeNull();
    expect(c.querySelector('img')).toBeNull();
    expect(c.textContent).toContain('cell');
  });
});
