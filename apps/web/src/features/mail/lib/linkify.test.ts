import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('splits text and links, leaving trailing punctuation and HTML as text', () => {
    expect(linkify('Open https://q.example/reset?forgotPassToken=abc_1-2. Thanks')).toEqual([
      { text: 'Open ' },
      { href: 'https://q.example/reset?forgotPassToken=abc_1-2' },
      { text: '. Thanks' },
    ]);
    expect(linkify('<a href="javascript:alert(1)">x</a>')).toEqual([
      { text: '<a href="javascript:alert(1)">x</a>' },
    ]);
    expect(linkify('no links')).toEqual([{ text: 'no links' }]);
    expect(linkify('http://a.example\nhttp://b.example')).toEqual([
      { href: 'http://a.example' },
      { text: '\n' },
      { href: 'http://b.example' },
    ]);
  });
});
