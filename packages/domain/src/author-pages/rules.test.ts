import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authorPageInputSchema } from '../contracts/author-pages';
import { contributorRule } from '../contributors/contributors';
import { authorPageLimitMessage, AUTHOR_PAGE_MESSAGES as M } from './messages';
import {
  AUTHOR_FALLBACK_SLUG,
  authorPagePath,
  authorPhotoPath,
  authorSlug,
  isAuthorLinkUrl,
  richTextLength,
  showsAuthorPages,
} from './rules';

/** Each field's first message, keyed as the server's envelope keys them ("links.0.url"). */
function problems(input: unknown): Record<string, string> {
  const r = authorPageInputSchema.safeParse(input);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const issue of r.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('the slug and addresses of an author page', () => {
  it('makes the slug from the pen name as product pages do from a title', () => {
    expect(authorSlug('Ada Author')).toBe('ada-author');
    expect(authorSlug('Zoë O’Brien & Co.')).toBe('zoe-obrien-and-co');
    expect(authorSlug('Book')).toBe('book');
  });

  it('reads "author" for a name without Latin letters or digits', () => {
    expect(authorSlug('村上')).toBe(AUTHOR_FALLBACK_SLUG);
    expect(authorSlug('')).toBe(AUTHOR_FALLBACK_SLUG);
    expect(authorSlug(null)).toBe(AUTHOR_FALLBACK_SLUG);
  });

  it('always gives a non-empty slug of lower-case words without dots', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (name) => {
        expect(authorSlug(name)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }),
    );
  });

  it('puts the page at /authors/{id}/{slug} and its photo beside it', () => {
    expect(authorPagePath('a1', 'Ada Author')).toBe('/authors/a1/ada-author');
    expect(authorPhotoPath('a1', 'abc')).toBe('/authors/a1/photo.webp?v=abc');
  });
});

describe('links', () => {
  it('takes absolute http and https addresses only', () => {
    expect(isAuthorLinkUrl('https://ada.example.com')).toBe(true);
    expect(isAuthorLinkUrl('http://ada.example.com/books?x=1')).toBe(true);
    expect(isAuthorLinkUrl('https://social.example.com/@ada?a=1&b=2')).toBe(true);
    expect(isAuthorLinkUrl('https://bücher.example.de:8443/ada#top')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'ada.example.com',
      '//ada.example.com',
      'mailto:a@b.c',
      'https://',
      'https://a b.com',
      'https://user@evil.example.com',
      'https://-bad.example.com',
    ])
      expect(isAuthorLinkUrl(bad), bad).toBe(false);
  });
});

describe('the biography length', () => {
  it('counts the text a reader reads, not the tags', () => {
    expect(richTextLength('<p>Hello <strong>world</strong></p>')).toBe(11);
    expect(richTextLength('<p>Fish &amp; chips</p>')).toBe(12);
    expect(richTextLength(null)).toBe(0);
  });
});

describe('the page input', () => {
  it('takes a page and cleans it: trimmed name, no empty biography, books once each', () => {
    const out = authorPageInputSchema.parse({
      name: '  Ada Author ',
      biography: '   ',
      links: [{ label: ' Website ', url: ' https://ada.example.com ' }],
      projectIds: ['p1', 'p2', 'p1'],
    });
    expect(out).toEqual({
      name: 'Ada Author',
      biography: null,
      links: [{ label: 'Website', url: 'https://ada.example.com' }],
      projectIds: ['p1', 'p2'],
    });
  });

  it('says what is wrong with each field', () => {
    expect(problems({})).toEqual({ name: M.nameRequired });
    expect(problems({ name: ' ' })).toEqual({ name: M.nameRequired });
    expect(problems({ name: 'x'.repeat(101) })).toEqual({ name: M.nameTooLong });
    expect(problems({ name: 'Ada', biography: `<p>${'x'.repeat(5001)}</p>` })).toEqual({
      biography: M.biographyTooLong,
    });
    const link = { label: 'Site', url: 'https://ada.example.com' };
    expect(problems({ name: 'Ada', links: Array(6).fill(link) })).toEqual({ links: M.linksTooMany });
    expect(
      problems({
        name: 'Ada',
        links: [
          { label: '', url: 'https://a.example.com' },
          { label: 'x'.repeat(41), url: 'ftp://a.example.com' },
          { label: 'Blog', url: '' },
        ],
      }),
    ).toEqual({
      'links.0.label': M.linkLabelRequired,
      'links.1.label': M.linkLabelTooLong,
      'links.1.url': M.linkUrlInvalid,
      'links.2.url': M.linkUrlRequired,
    });
    expect(problems({ name: 'Ada', projectIds: Array.from({ length: 101 }, (_, i) => `p${i}`) })).toEqual({
      projectIds: M.booksTooMany,
    });
  });

  it('takes back what GET answers (extra fields ignored, the photo kept or removed)', () => {
    const answered = {
      id: 'a1',
      name: 'Ada',
      slug: 'ada',
      biography: '<p>Hi</p>',
      links: [],
      photo: { url: '/authors/a1/photo.webp?v=1', width: 800, height: 800 },
      projectIds: [],
      books: [],
      publicPath: '/authors/a1/ada',
      createdAt: 'x',
      updatedAt: 'x',
    };
    expect(authorPageInputSchema.parse(answered).photo).toEqual({ url: '/authors/a1/photo.webp?v=1' });
    expect(authorPageInputSchema.parse({ ...answered, photo: null }).photo).toBeNull();
  });
});

describe('the limit and who sees author pages', () => {
  it('words the limit by its number', () => {
    expect(authorPageLimitMessage(3)).toBe('Your account can have up to 3 author pages.');
    expect(authorPageLimitMessage(1)).toBe('Your account can have up to 1 author page.');
    expect(authorPageLimitMessage(0)).toBe(M.none);
  });

  it('shows them to an author with the feature and a contributor with the permission', () => {
    expect(showsAuthorPages({ permissions: ['AUTHOR_PAGES'] })).toBe(true);
    expect(showsAuthorPages({ permissions: [] })).toBe(false);
    const acting = { customerId: 'C1' };
    expect(showsAuthorPages({ permissions: ['AUTHOR_PAGES'], accessList: [], actingFor: acting })).toBe(
      false,
    );
    expect(showsAuthorPages({ permissions: [], accessList: ['AUTHOR_PAGES'], actingFor: acting })).toBe(true);
  });

  it('lets a contributor reach the author pages with "Author pages" only', () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'])
      expect(contributorRule(method, '/api/account/author-pages/:id')).toEqual(['AUTHOR_PAGES']);
    expect(contributorRule('GET', '/api/account/profile')).toBe('own');
  });
});
