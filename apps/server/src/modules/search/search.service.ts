import {
  hyphenateIsbn,
  isAdmin,
  isbnProblem,
  isValidEan13,
  type LoggedInUser,
  normalizeIsbn,
  type ProjectSearchItem,
  type SearchField,
  toIsbn13,
  visibleOwner,
} from '@quire/domain';
import type { IsbnService } from '../isbn';
import type { ProjectsService } from '../projects';

/**
 * What the query looks like it names: a whole ISBN or EAN (an ISBN-10, or a valid 13-digit
 * number, hyphens and spaces allowed), found by that number alone; a part of a number, found
 * as typed without its hyphens and without typo tolerance; or words.
 */
function classify(q: string) {
  const text = q.trim().toLowerCase().replace(/\s+/g, ' ');
  const digits = normalizeIsbn(q);
  if (!/^[\d\s\u2010-\u2015-]+[xX]?$/.test(q.trim()) || !/\d/.test(digits))
    return { text, isbn: null, fuzzy: true };
  const isbn = toIsbn13(digits) ?? (isValidEan13(digits) ? digits : null);
  return { text: digits.toLowerCase(), isbn, fuzzy: false };
}

/** What a suggestion matched on: the ISBN, else the field most like the query (title first on ties). */
function param(row: { isbnMatch: boolean; titleScore: number; authorScore: number; seriesScore: number }) {
  if (row.isbnMatch) return 'isbn';
  const best = Math.max(row.titleScore, row.authorScore, row.seriesScore);
  if (Number(row.titleScore) === best) return 'title';
  return Number(row.authorScore) === best ? 'author' : 'series';
}

/**
 * Dashboard search (decision 010): trigram word similarity over title, subtitle, contributors,
 * series and ISBN, so one or two typos still find the book; an exact ISBN (10 or 13) or EAN finds
 * that book alone.
 */
export function createSearchService({ projects, isbn }: { projects: ProjectsService; isbn: IsbnService }) {
  const finder = projects.finder;
  async function suggestions(owner: string | null, q: string, limit: number, field: SearchField = 'all') {
    const query = classify(q);
    if (query.text.length === 0) return [];
    const rows = await finder.suggestions(owner, query, field === 'all' ? limit : limit * 3);
    const items: ProjectSearchItem[] = rows.map((r) => ({
      id: r.id,
      title: r.title,
      ean: r.isbn,
      eans: r.isbn ? [r.isbn] : [],
      displayIsbn: r.isbn ? hyphenateIsbn(r.isbn) : null,
      author: r.author,
      seriesName: r.seriesName,
      param: param(r),
      projectCoupons: [],
    }));
    return (field === 'all' ? items : items.filter((i) => i.param === field)).slice(0, limit);
  }

  return {
    async search(user: LoggedInUser, q: string, limit: number) {
      return { results: await suggestions(visibleOwner(user), q, limit) };
    },

    /**
     * project-searches/{field}/{customerId}/{query}: an administrator searches one account (or
     * every account with customerId "all"); anyone else only their own account.
     */
    async searchAccount(
      user: LoggedInUser,
      field: SearchField,
      customerId: string,
      q: string,
      limit: number,
    ) {
      const own = visibleOwner(user);
      const owner = isAdmin(user.permissions) ? (customerId === 'all' ? null : customerId) : own;
      if (!isAdmin(user.permissions) && customerId !== 'all' && customerId !== own) return { results: [] };
      return { results: await suggestions(owner, q, limit, field) };
    },

    async searchOwn(user: LoggedInUser, field: SearchField, q: string, limit: number) {
      return { results: await suggestions(visibleOwner(user) ?? user.customerId, q, limit, field) };
    },

    async series(user: LoggedInUser, q: string, limit: number) {
      return { series: await finder.series(visibleOwner(user), q.trim().toLowerCase(), limit) };
    },

    async contributors(user: LoggedInUser, q: string, limit: number) {
      return {
        contributors: await finder.contributors(visibleOwner(user), q.trim().toLowerCase(), limit),
      };
    },

    /**
     * isbn-lookup/{isbn}: what Quire knows about an ISBN before the author types it on a book:
     * its problem code, whether one of the author's books, another account's book, the retail
     * catalogue or Quire's free pool holds it.
     */
    async isbnLookup(user: LoggedInUser, raw: string) {
      const problem = isbnProblem(raw);
      const isbn13 = problem ? null : toIsbn13(raw);
      if (!isbn13) {
        return {
          isbn: raw,
          isbn13: null,
          valid: false,
          problem,
          status: 'INVALID' as const,
          project: null,
          retail: null,
        };
      }
      const owner = visibleOwner(user);
      const used = await finder.holderOfIsbn(isbn13);
      const retail = await isbn.retailEntry(isbn13);
      const pool = await isbn.inPool(isbn13);
      const mine = used && (owner === null || used.owner === owner);
      let status: 'AVAILABLE' | 'YOURS' | 'IN_USE' | 'RETAIL' | 'QUIRE_POOL' = 'AVAILABLE';
      let code: string | null = null;
      if (mine) status = 'YOURS';
      else if (used) [status, code] = ['IN_USE', '21047'];
      else if (pool) [status, code] = ['QUIRE_POOL', '21053'];
      else if (retail) [status, code] = ['RETAIL', '21025'];
      return {
        isbn: raw,
        isbn13,
        valid: true,
        problem: code,
        status,
        project: mine && used ? { id: used.id, title: used.title, status: used.status } : null,
        retail: retail ? { title: retail.title, publisherName: retail.publisherName } : null,
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
