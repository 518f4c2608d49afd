import {
  type AnalyticsFormat,
  newYorkDay,
  normalizeMoney,
  type PrintSpec,
  printQuote,
  printSpecProblems,
  retailSaleStatus,
} from '@quire/domain';
import type { ProjectsRepository } from './projects.repository';

/**
 * Read-only look-ups other modules make over many books at once (merchandising promotions'
 * titles, analytics' books by EAN), after their own checks: no user is asked here.
 */
export function createProjectLookups(repo: ProjectsRepository) {
  return {
    /**
     * For merchandising promotions (after the caller's own checks): eBooks with an EAN of one owner
     * (null: any account's) by exact EAN or words of the title, on-sale ones unless `onSaleOnly` is
     * false, with what a nomination copies (title, list price, publication date, publisher name).
     * With `otherEans`, each also carries the EANs of the other books of its group (its print
     * editions), read in one query for all of them.
     */
    async promoTitles(q: {
      owner: string | null;
      ean?: string | undefined;
      words?: string | undefined;
      onSaleOnly: boolean;
      limit: number;
      otherEans?: boolean;
    }): Promise<PromoTitleFacts[]> {
      const rows = await repo.promoTitles(q);
      const groupIds = [...new Set(rows.flatMap((r) => (r.groupProjectId ? [r.groupProjectId] : [])))];
      const members = q.otherEans ? await repo.groupEans(groupIds) : [];
      return rows.map((r) => ({
        projectId: r.id,
        ownerCustomerId: r.ownerCustomerId,
        ean: r.isbn as string,
        title: r.title?.trim() || 'Untitled',
        listPrice: normalizeMoney(r.listPrice),
        // A book without one was first published on Quire: the New York day it went on sale.
        publicationDate: r.publicationDate ?? (r.onSaleDate ? newYorkDay(r.onSaleDate) : null),
        onSale: retailSaleStatus(r.status) === 'OnSale',
        publisherName: r.publisherName?.trim() || null,
        otherEans: members
          .filter((m) => m.groupProjectId === r.groupProjectId && m.id !== r.id && m.isbn !== r.isbn)
          .map((m) => m.isbn),
      }));
    },

    /**
     * The books holding these EANs, by EAN (analytics ingest: which book a retailer's event is
     * about), with what a fact keeps of its book: owner, format, list price and printing cost.
     */
    async booksByEan(eans: readonly string[]): Promise<Map<string, BookByEan>> {
      const rows = await repo.byEans([...new Set(eans)]);
      return new Map(rows.map((r) => [r.isbn as string, bookFacts(r)]));
    },

    /** The same of one book by its id (analytics: a product page visit or a sample opened); null if gone. */
    async bookFactsById(projectId: string): Promise<BookByEan | null> {
      const row = await repo.findRow(projectId);
      return row ? bookFacts(row) : null;
    },

    /**
     * Title, EAN and format (EBOOK or PRINT) of these books, by project id (the analytics views'
     * book rows and the royalty statements, after the caller's own checks). A deleted book is
     * simply absent: its sales stay, and the caller names it itself.
     */
    async bookTitles(projectIds: readonly string[]): Promise<Map<string, BookTitle>> {
      const rows = await repo.titlesByIds([...new Set(projectIds)]);
      return new Map(
        rows.map((r) => [
          r.id,
          {
            title: r.title?.trim() || 'Untitled',
            ean: r.isbn ?? null,
            format: r.type === 'EBOOK' ? 'EBOOK' : 'PRINT',
          },
        ]),
      );
    },
  };
}

/** A book's title, EAN and format (`bookTitles`). */
export interface BookTitle {
  title: string;
  ean: string | null;
  format: 'EBOOK' | 'PRINT';
}

/** A book found by its EAN (`booksByEan`) or id (`bookFactsById`), as an analytics fact keeps it. */
export interface BookByEan {
  projectId: string;
  ownerCustomerId: string;
  isEBook: boolean;
  ean: string | null;
  format: AnalyticsFormat;
  /** The list price in force, two decimals (null for a book without one). */
  listPrice: string | null;
  /** A print book's printing cost per copy by the print quote (null for an eBook or an incomplete spec). */
  printingCost: string | null;
}

type BookFactsRow = PrintSpec & {
  id: string;
  isbn: string | null;
  ownerCustomerId: string;
  type: string;
  listPrice: string | null;
};

/**
 * What a fact keeps of its book. The printing cost is the print quote's on the book's spec alone
 * (as the project's own quote computes it), so a list price the quote would refuse cannot hide it.
 */
function bookFacts(r: BookFactsRow): BookByEan {
  const isEBook = r.type === 'EBOOK';
  const printable = !isEBook && printSpecProblems(r).length === 0;
  return {
    projectId: r.id,
    ownerCustomerId: r.ownerCustomerId,
    isEBook,
    ean: r.isbn,
    format: isEBook ? 'EBOOK' : 'PRINT',
    listPrice: normalizeMoney(r.listPrice),
    printingCost: printable ? printQuote(r).printing_cost : null,
  };
}

/** An eBook as the merchandising promotions read it (`promoTitles`). */
export interface PromoTitleFacts {
  projectId: string;
  ownerCustomerId: string;
  ean: string;
  title: string;
  listPrice: string | null;
  publicationDate: string | null;
  onSale: boolean;
  publisherName: string | null;
  /** With `otherEans`: the EANs of the other books of its group; else empty. */
  otherEans: string[];
}
