import {
  appError,
  type BookSummary,
  CONTRIBUTOR_ROLES,
  COVER_FORMAT_LABELS,
  explainStatus,
  hasProductPage,
  hyphenateIsbn,
  isAdmin,
  isbnProblem,
  isValidEan13,
  type LoggedInUser,
  normalizeIsbn,
  PAPER_COLOR_LABELS,
  PRINT_COLOR_LABELS,
  type Project,
  type ProjectSearchItem,
  productCoverUrl,
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
 * The read-only book summary of spec 2 §2.4 from the project as the API answers it; missing values
 * are null. The cover's address is the public one beside the product page (only an on-sale book
 * with a cover has one); the publication date falls back on the on-sale date, as the builder's
 * summary does.
 */
export function bookSummaryOf(p: Project): BookSummary {
  const print = p.type !== 'EBOOK';
  const [primary, ...others] = p.categories;
  return {
    id: p.id,
    coverImageUrl: p.coverFile || p.coverFrontFile ? productCoverUrl(p) : null,
    title: p.title,
    productPageUrl: p.productPageUrl,
    contributors: p.contributors.map((c) => ({
      firstName: c.firstName,
      lastName: c.lastName,
      role: c.role,
      roleLabel: CONTRIBUTOR_ROLES.find((r) => r.code === c.role)?.label ?? c.role,
    })),
    format: print ? 'Print Book' : 'eBook',
    coverFormat: print && p.coverFormat ? COVER_FORMAT_LABELS[p.coverFormat] : null,
    publicationDate: p.publicationDate ?? p.onSaleDate,
    listPrice: p.listPrice,
    seriesName: p.seriesName,
    seriesNumber: p.seriesNumber,
    status: p.status,
    statusLabel: explainStatus(p.status, { preOrder: p.preOrder, onSaleDate: p.onSaleDate }).label,
    mature: p.mature,
    primaryCategory: primary?.categoryCrumbs || null,
    otherCategories: others.map((c) => c.categoryCrumbs),
    pageSize: print ? p.pageSize : null,
    pageCount: print ? p.pageCount : null,
    printColor: print && p.printColor ? PRINT_COLOR_LABELS[p.printColor] : null,
    paperColor: print && p.paperColor ? PAPER_COLOR_LABELS[p.paperColor] : null,
    coverFinish: print ? p.coverFinish : null,
  };
}

/**
 * Dashboard search (decision 010): trigram word similarity over title, subtitle, contributors,
 * series and ISBN, so one or two typos still find the book; an exact ISBN (10 or 13) or EAN finds
 * that book alone. Over every account, words are corrected one by one (decision 058).
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
     * catalogue or Quire's free pool holds it; a valid ISBN none of them holds is 21063. The
     * holding book's summary comes with it when the caller may see that book in full: their own,
     * any for an administrator, or an on-sale book (its product page is public anyway).
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
          book: null,
        };
      }
      const owner = visibleOwner(user);
      const used = await finder.holderOfIsbn(isbn13);
      // A listing transferred to the author's account is theirs to type, as if the catalogue had none.
      const listed = await isbn.retailEntry(isbn13);
      const retail = listed && (owner === null || listed.transferredTo !== owner) ? listed : null;
      const pool = await isbn.inPool(isbn13);
      const mine = used !== null && (owner === null || used.owner === owner);
      let status: 'YOURS' | 'IN_USE' | 'RETAIL' | 'QUIRE_POOL';
      let code: string | null = null;
      if (mine) status = 'YOURS';
      else if (used) [status, code] = ['IN_USE', '21047'];
      else if (pool) [status, code] = ['QUIRE_POOL', '21053'];
      else if (retail) [status, code] = ['RETAIL', '21025'];
      else throw appError('21063');
      const shown = used && (mine || hasProductPage(used.status)) ? await projects.answer(used.id) : null;
      return {
        isbn: raw,
        isbn13,
        valid: true,
        problem: code,
        status,
        project: mine && used ? { id: used.id, title: used.title, status: used.status } : null,
        retail: retail ? { title: retail.title, publisherName: retail.publisherName } : null,
        book: shown ? bookSummaryOf(shown) : null,
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
